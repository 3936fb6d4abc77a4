#include "error_handler.hpp"

#include "parse_line.hpp"

#include <algorithm>
#include <cstdio>
#include <string_view>

namespace sudoku::grammar {
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

bool is_grid_cell(char c) { return c == '_' || (c >= '1' && c <= '9'); }
bool is_line_cell(char c) { return c == '.' || (c >= '0' && c <= '9'); }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

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
    std::size_t to = std::min(line.find_first_of(" \t", from), line.size());
    return line.substr(from, std::min(to - from, longest_shown));
}

}  // namespace

void ErrorHandler::report(char const* where, std::string const& which) {
    if (error_) return;  // the innermost, first failure is the one to tell
    auto column = static_cast<std::size_t>(where - begin_) + 1;
    // A line of spaces and tabs fails where a cell was expected, but what was
    // meant is plain: a blank line.
    if (where == begin_ && where != end_ && std::all_of(begin_, end_, is_blank)) {
        std::string white = end_ - begin_ > 1 ? "a line of white space" : *where == ' ' ? "a space" : "a tab";
        error_ = LineError{column, "expected a blank line, found " + white + " (a blank line must be empty)"};
        return;
    }
    error_ = LineError{column, "expected " + which + ", found " + found(where, which)};
}

// The expectation tells where a byte went wrong; the bytes around it often
// tell why, and saying so saves the reader a second look.
std::string ErrorHandler::found(char const* where, std::string const& which) const {
    std::string_view line(begin_, static_cast<std::size_t>(end_ - begin_));
    auto offset = static_cast<std::size_t>(where - begin_);
    if (where == end_) {
        if (which == expected::separator) return cells_then_end((offset + 1) / 2);
        if (which == expected::line_cell) return cells_then_end(offset);
        return "the end of the line";
    }
    char c = *where;
    // A puzzle line read as the grid format fails at its first or second byte.
    bool grid_rule = which == expected::cell || which == expected::separator;
    if (grid_rule && offset <= 1 && looks_like_puzzle_line(line))
        return quoted(line.substr(offset, 1)) + " (this looks like the line format: try --format=line)";
    if (c == ' ') {
        if (offset == 0) return "a space at the start of the row";
        if (std::all_of(where, end_, is_blank)) return "a trailing space";
        // A grid row read as a puzzle line: "1 _ 3 ...".
        if (which == expected::line_cell && offset == 1)
            return "a space (this looks like the grid format: try --format=grid)";
        if (which == expected::row_end && where + 1 != end_ && is_grid_cell(where[1]))
            return "a 10th cell";
        if (which == expected::cell) return "a second space";
        return "a space";
    }
    if (auto stray = name_of_stray_bytes(line.substr(offset))) return *stray;
    // Text that is not cells at all was most likely meant as a comment.
    if (!looks_like_cells(line)) return quoted(line.substr(offset, 1)) + " (a comment begins with '#' or '-- ')";
    if (which == expected::cell && (c == '0' || c == '.'))
        return quoted(line.substr(offset, 1)) + " (an empty cell is written '_')";
    if (which == expected::line_cell && c == '_')
        return quoted(line.substr(offset, 1)) + " (an empty cell is written '.' or '0' in the line format)";
    // "10", "89", "1_": a cell with more after it, where a space should be.
    if (which == expected::separator || which == expected::row_end)
        return quoted(token_at(line, offset - 1)) + " (a cell is one character)";
    if (which == expected::line_end && is_line_cell(c)) return "an 82nd cell";
    return quoted(line.substr(offset, 1));
}

}  // namespace sudoku::grammar
