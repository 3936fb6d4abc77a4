#include "error_handler.hpp"

#include "parse_line.hpp"

#include <algorithm>
#include <cstdio>

namespace sudoku::grammar {
namespace {

std::string quoted(char c) { return std::string("'") + c + "'"; }

std::string hex_byte(char c) {
    char text[8];
    std::snprintf(text, sizeof text, "0x%02X", static_cast<unsigned char>(c));
    return text;
}

bool is_grid_cell(char c) { return c == '_' || (c >= '1' && c <= '9'); }
bool is_line_cell(char c) { return c == '.' || (c >= '0' && c <= '9'); }
bool is_blank(char c) { return c == ' ' || c == '\t'; }

// Words for a byte that has no business in either format, or nothing.
std::optional<std::string> name_of_stray_byte(char c) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '\t') return "a tab";
    if (c == '\r') return "a carriage return that does not end the line";
    if (c == '\0') return "a NUL byte";
    if (byte >= 0x80) return "the non-ASCII byte " + hex_byte(c);
    if (byte < 0x20 || byte == 0x7F) return "the control character " + hex_byte(c);
    return std::nullopt;
}

std::string cells_then_end(std::size_t cells) {
    return "the end of the line after " + std::to_string(cells) + (cells == 1 ? " cell" : " cells");
}

}  // namespace

void ErrorHandler::report(char const* where, std::string const& which) {
    if (error_) return;  // the innermost, first failure is the one to tell
    auto column = static_cast<std::size_t>(where - begin_) + 1;
    error_ = LineError{column, "expected " + which + ", found " + found(where, which)};
}

// The expectation tells where a byte went wrong; the bytes around it often
// tell why, and saying so saves the reader a second look.
std::string ErrorHandler::found(char const* where, std::string const& which) const {
    bool at_start = where == begin_;
    auto offset = static_cast<std::size_t>(where - begin_);
    bool line_format = which == expected::line_cell || which == expected::line_end;
    if (where == end_) {
        if (which == expected::separator) return cells_then_end((offset + 1) / 2);
        if (which == expected::line_cell) return cells_then_end(offset);
        return "the end of the line";
    }
    char c = *where;
    // A puzzle line read as the grid format fails at its first or second byte.
    bool grid_rule = which == expected::cell || which == expected::separator;
    if (grid_rule && offset <= 1 &&
        looks_like_puzzle_line(std::string_view(begin_, static_cast<std::size_t>(end_ - begin_))))
        return quoted(c) + " (this looks like the line format: try --format=line)";
    bool rest_blank = std::all_of(where, end_, is_blank);
    if (at_start && rest_blank) return "a line of white space (a blank line must be empty)";
    if (c == ' ') {
        if (at_start) return "a space at the start of the row";
        // A grid row read as a puzzle line: "1 _ 3 ...".
        if (which == expected::line_cell && offset == 1)
            return "a space (this looks like the grid format: try --format=grid)";
        if (which == expected::row_end) {
            if (rest_blank) return "a trailing space";
            if (where + 1 != end_ && is_grid_cell(where[1])) return "a 10th cell";
        }
        if (which == expected::cell) return "a second space";
        return "a space";
    }
    if (auto stray = name_of_stray_byte(c)) return *stray;
    if (which == expected::cell && (c == '0' || c == '.'))
        return quoted(c) + " (an empty cell is written '_')";
    if (which == expected::line_cell && c == '_')
        return quoted(c) + " (an empty cell is written '.' or '0' in the line format)";
    if (which == expected::row_end && is_grid_cell(c)) return "a 10th cell";
    if (which == expected::line_end && is_line_cell(c)) return "an 82nd cell";
    if (at_start)
        return quoted(c) + (line_format ? " (a comment begins with '#')"
                                        : " (a comment begins with '#' or '-- ')");
    return quoted(c);
}

}  // namespace sudoku::grammar
