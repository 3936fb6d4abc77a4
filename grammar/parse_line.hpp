// The grammar's face to the rest of the program: one line in, its kind or a
// located error out. Spirit stays behind this header's implementation.
#pragma once

#include "ast.hpp"
#include "error_handler.hpp"

#include <string_view>
#include <variant>

namespace sudoku::grammar {

using ParsedLine = std::variant<ast::Blank, ast::Comment, ast::Cells, LineError>;

// `text` is one line without its line end (LF or CRLF).
ParsedLine parse_grid_line(std::string_view text);
ParsedLine parse_puzzle_line(std::string_view text);

// A line that is more like the line format than the grid format, malformed
// or not: longer than any grid row, and no white space but at its end.
bool looks_like_puzzle_line(std::string_view text);

// A line that looks like cells, in either format, malformed or not: most of
// its bytes, white space aside, are digits, '_' or '.'. Such a line was
// meant as a row or a puzzle; any other was meant as something else (a
// comment, a blank line).
bool looks_like_cells(std::string_view text);

}  // namespace sudoku::grammar
