#include "error_handler.hpp"

#include <algorithm>
#include <cstdio>
#include <string_view>

namespace sudoku::grammar {

using namespace format;

char const* expected_words(Rule rule) {
    switch (rule) {
    case Rule::cell: return "a cell (a digit 1-9 or '_')";
    case Rule::separator: return "a single space between cells";
    case Rule::row_end: return "the end of the row after 9 cells";
    case Rule::line_cell: return "a cell (a digit 1-9, or '.' or '0' when empty)";
    case Rule::line_end: return "the end of the line after 81 cells";
    case Rule::candidate: return "a candidate (the digit of its position), or '.' or '0' when eliminated";
    case Rule::marks_end: return "the end of the line after 81 cells of 9 positions";
    case Rule::grid_cell: return "a cell's candidates (digits 1-9), or '.' or '0' when none is left";
    case Rule::in_order: return "a cell's candidates in increasing order";
    case Rule::cell_gap: return "a space between cells";
    case Rule::box_gap: return "a space between boxes";
    case Rule::grid_row_end: return "the end of the candidate row after 9 cells";
    case Rule::rule_part: return "a box rule's '-' or corner ('.', ':', '+' or ''')";
    case Rule::rule_end: return "the end of the box rule after its fourth corner";
    case Rule::comment_text: return "printable text in the comment";
    case Rule::blank_line: return "a blank line";
    case Rule::line: break;
    }
    return "a line";
}

namespace {

std::string cell_name(Cell cell) {
    return {'r', static_cast<char>('1' + row_of(cell)), 'c', static_cast<char>('1' + column_of(cell))};
}

// "'3', '.' or '0' at position 3 of r1c1": what the column of a marks line holds.
std::string candidate_words(std::size_t column) {
    std::size_t offset = column - 1;
    if (offset >= marks_width) return expected_words(Rule::candidate);
    return std::string(1, '\'') + candidate_at(offset) + "', '" + line_empty[0] + "' or '" + line_empty[1] +
           "' at position " + std::to_string(position_of(offset)) + " of " + cell_name(cell_of(offset));
}

}  // namespace

std::string describe(LineError const& error) {
    // Every alternative of a line ends at its end or fails an expectation, so
    // this one is never given; it is here to say something true if it were.
    if (error.expected == Rule::line) return "unrecognised line";
    std::string expected =
        error.expected == Rule::candidate ? candidate_words(error.column) : expected_words(error.expected);
    std::string words = std::string("expected ").append(expected).append(", found ").append(error.found);
    if (!error.hint.empty()) words.append(" (").append(error.hint).push_back(')');
    return words;
}

Rule rule_named(std::string const& name) {
    for (Rule rule : {Rule::cell, Rule::separator, Rule::row_end, Rule::line_cell, Rule::line_end,
                      Rule::candidate, Rule::marks_end, Rule::grid_cell, Rule::in_order, Rule::cell_gap,
                      Rule::box_gap, Rule::grid_row_end, Rule::rule_part, Rule::rule_end, Rule::comment_text})
        if (name == expected_words(rule)) return rule;
    return Rule::line;
}

namespace {

std::string quoted(std::string_view text) {
    std::string result(1, '\'');
    result.append(text).push_back('\'');
    return result;
}

std::string hex_byte(char c) {
    char text[8];
    std::snprintf(text, sizeof text, "0x%02X", static_cast<unsigned char>(c));
    return text;
}

constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

// Words for bytes that have no business in either format, or nothing.
std::optional<std::string> name_of_stray_bytes(std::string_view at) {
    char c = at.front();
    auto byte = static_cast<unsigned char>(c);
    if (c == '\t') return "a tab";
    if (c == '\r') return "a carriage return that does not end the line";
    if (c == '\0') return "a NUL byte";
    if (at.starts_with(byte_order_mark)) return "a UTF-8 byte-order mark";
    if (byte >= 0x80) return "the non-ASCII byte " + hex_byte(c);
    if (byte < 0x20 || byte == 0x7F) return "the control character " + hex_byte(c);
    return std::nullopt;
}

std::string cells_then_end(std::size_t cells) {
    return "the end of the line after " + std::to_string(cells) + (cells == 1 ? " cell" : " cells");
}

// The run of bytes from `from` to the next white space, shortened when long.
std::string_view token_at(std::string_view line, std::size_t from) {
    constexpr std::size_t longest_shown = 12;
    std::size_t to = std::min(line.find_first_of(white_space, from), line.size());
    return line.substr(from, std::min(to - from, longest_shown));
}

std::string const marks_length_hint = "a marks line is " + std::to_string(marks_width) +
                                      " characters: 9 positions for each of the 81 cells";

std::string characters_then_end(std::size_t characters) {
    return "the end of the line after " + std::to_string(characters) +
           (characters == 1 ? " character" : " characters");
}

std::string ordinal(std::size_t n) {
    char const* suffix = n % 100 / 10 == 1 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

// The cells of a candidate grid's row that begin before `offset`: runs of
// anything but spaces and '|'.
std::size_t cells_before(std::string_view line, std::size_t offset) {
    auto is_gap = [](char c) { return c == cell_separator || c == box_bar; };
    std::size_t cells = 0;
    for (std::size_t i = 0; i < std::min(offset, line.size()); ++i)
        if (!is_gap(line[i]) && (i == 0 || is_gap(line[i - 1]))) ++cells;
    return cells;
}

std::string const comment_hint =
    std::string("a comment begins with '") + hash_comment + "' or '" + dash_comment + "'";
std::string const grid_empty_hint = std::string("an empty cell is written '") + grid_empty + "'";
std::string const line_empty_hint = std::string("an empty cell is written '") + line_empty[0] +
                                    "' or '" + line_empty[1] + "' in the line format";

}  // namespace

void ErrorHandler::report(char const* where, Rule rule) {
    if (error_) return;  // the innermost, first failure is the one to tell
    auto column = static_cast<std::size_t>(where - begin_) + 1;
    // A line of spaces and tabs fails where a cell was expected, but what was
    // meant is plain: a blank line.
    if (where == begin_ && where != end_ && std::all_of(begin_, end_, is_white)) {
        std::string white = end_ - begin_ > 1 ? "a line of white space" : *where == ' ' ? "a space" : "a tab";
        error_ = LineError{column, Rule::blank_line, white, {}, "a blank line must be empty"};
        return;
    }
    error_ = LineError{column, rule, {}, {}, {}};
    found(*error_, where);
}

// The expectation tells where a byte went wrong; the bytes around it often
// tell why, and saying so saves the reader a second look.
void ErrorHandler::found(LineError& error, char const* where) const {
    std::string_view line(begin_, static_cast<std::size_t>(end_ - begin_));
    auto offset = static_cast<std::size_t>(where - begin_);
    Rule const rule = error.expected;
    if (rule == Rule::candidate || rule == Rule::marks_end) return found_in_marks(error, where);
    if (rule >= Rule::grid_cell && rule <= Rule::rule_end) return found_in_candidates(error, where);
    std::string& found = error.found;
    std::string& hint = error.hint;
    if (where == end_) {
        found = rule == Rule::separator   ? cells_then_end((offset + 1) / 2)
                : rule == Rule::line_cell ? cells_then_end(offset)
                                          : "the end of the line";
        return;
    }
    char c = *where;
    std::string byte = quoted(line.substr(offset, 1));
    // A puzzle line read as the grid format fails at its first or second
    // byte, where the hints about rows would mislead.
    bool grid_rule = rule == Rule::cell || rule == Rule::separator;
    if (grid_rule && offset <= 1 && looks_like_puzzle_line(line) && looks_like_cells(line)) {
        found = byte;
    } else if (c == ' ') {
        if (offset == 0) {
            found = rule == Rule::line_cell ? "a space at the start of the line"
                                            : "a space at the start of the row";
        } else if (std::all_of(where, end_, is_white)) {
            found = "a trailing space";
        } else if (rule == Rule::line_cell && offset == 1) {  // a grid row read as a puzzle line
            found = "a space";
        } else if (rule == Rule::row_end && where + 1 != end_ && is_grid_cell(where[1])) {
            found = "a 10th cell";
        } else {
            found = rule == Rule::cell ? "a second space" : "a space";
        }
    } else if (auto stray = name_of_stray_bytes(line.substr(offset))) {
        found = *stray;
    } else if (!looks_like_cells(line)) {  // text that is not cells was most likely meant as a comment
        found = byte;
        hint = comment_hint;
    } else if (rule == Rule::cell && is_line_cell(c) && !is_digit(c)) {
        found = byte;
        hint = grid_empty_hint;
    } else if (rule == Rule::line_cell && c == grid_empty) {
        found = byte;
        hint = line_empty_hint;
    } else if (rule == Rule::separator || rule == Rule::row_end) {
        // "10", "89", "1_": a cell with more after it, where a space should be.
        found = quoted(token_at(line, offset - 1));
        hint = "a cell is one character";
    } else if (rule == Rule::line_end && is_line_cell(c)) {
        found = "an 82nd cell";
    } else {
        found = byte;
    }
}

// A marks line's positions are all alike but for their digit, so what was
// found is told by where it stands: a digit at another digit's position, a
// line of the wrong length.
void ErrorHandler::found_in_marks(LineError& error, char const* where) const {
    std::string_view line(begin_, static_cast<std::size_t>(end_ - begin_));
    auto offset = static_cast<std::size_t>(where - begin_);
    std::string& found = error.found;
    std::string& hint = error.hint;
    if (where == end_) {
        found = characters_then_end(offset);
        hint = marks_length_hint;
        return;
    }
    char c = *where;
    if (c == ' ' && offset == 0) {
        found = "a space at the start of the line";
    } else if (c == ' ' && std::all_of(where, end_, is_white)) {
        found = "a trailing space";
    } else if (c == ' ') {
        found = "a space";
    } else if (auto stray = name_of_stray_bytes(line.substr(offset))) {
        found = *stray;
    } else if (error.expected == Rule::marks_end) {
        found = "a " + ordinal(offset + 1) + " character";
        hint = marks_length_hint;
    } else if (!looks_like_cells(line)) {
        found = quoted(line.substr(offset, 1));
        hint = comment_hint;
    } else if (is_digit(c)) {
        found = quoted(line.substr(offset, 1));
        hint = std::string("the candidate ") + c + " is written at position " + c + " of its cell";
    } else {
        found = quoted(line.substr(offset, 1));
    }
}

// A candidate grid's line is told by what stands where it failed: a digit out
// of order in which cell, a row's length in cells, a '|' inside a box.
void ErrorHandler::found_in_candidates(LineError& error, char const* where) const {
    std::string_view line(begin_, static_cast<std::size_t>(end_ - begin_));
    auto offset = static_cast<std::size_t>(where - begin_);
    Rule const rule = error.expected;
    std::string& found = error.found;
    bool in_rule = rule == Rule::rule_part || rule == Rule::rule_end;
    if (where == end_) {
        found = in_rule ? "the end of the line" : cells_then_end(cells_before(line, offset));
        return;
    }
    char c = *where;
    std::size_t next = std::min(line.find_first_not_of(cell_separator, offset), line.size() - 1);
    if (rule == Rule::in_order) {
        found = quoted(line.substr(offset, 1)) + " after " + quoted(line.substr(offset - 1, 1)) + " in the " +
                ordinal(cells_before(line, offset)) + " cell";
        error.hint = "each candidate is written once, in increasing order";
    } else if (c == ' ' && std::all_of(where, end_, is_white)) {
        found = "a trailing space";
    } else if (auto stray = name_of_stray_bytes(line.substr(offset))) {
        found = *stray;
    } else if (rule == Rule::grid_row_end && c == ' ' && is_line_cell(line[next])) {
        found = "a 10th cell";
    } else if (rule == Rule::grid_cell && c == box_bar &&
               line.find_first_not_of(white_space, offset + 1) == std::string_view::npos) {
        found = "the end of the row after " + std::to_string(cells_before(line, offset)) + " cells";
    } else if (rule == Rule::grid_cell && c == box_bar) {
        found = quoted(line.substr(offset, 1));
        error.hint = "a '|' stands only between boxes and at the ends of a row";
    } else if ((rule == Rule::cell_gap || rule == Rule::box_gap) && is_line_cell(c) &&
               (line[offset - 1] == line_empty[0] || line[offset - 1] == line_empty[1])) {
        found = quoted(line.substr(offset, 1));
        error.hint = "'.' or '0' stands alone, for a cell with no candidate left";
    } else if (rule == Rule::grid_cell && !looks_like_cells(line)) {
        found = quoted(line.substr(offset, 1));
        error.hint = comment_hint;
    } else {
        found = quoted(line.substr(offset, 1));
    }
}

}  // namespace sudoku::grammar
