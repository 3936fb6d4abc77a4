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
// or not: no spaces, and longer than any grid row.
bool looks_like_puzzle_line(std::string_view text);

}  // namespace sudoku::grammar
