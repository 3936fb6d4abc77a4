// The grammar's face to the rest of the program: one line in, its kind or a
// located error out. Spirit stays behind this header's implementation.
#pragma once

#include "parsed_line.hpp"

#include <string_view>

namespace sudoku::grammar {

// `text` is one line without its line end (LF or CRLF).
ParsedLine parse_grid_line(std::string_view text);
ParsedLine parse_puzzle_line(std::string_view text);
// A marks line's Cells are its 729 positions as written.
ParsedLine parse_marks_line(std::string_view text);
// A line of a candidate grid: a CandidateRow, a BoxRule, blank or a comment.
ParsedLine parse_candidates_line(std::string_view text);

// Whether parse_puzzle_line takes `text` as Cells, which are then `text` as
// written: the common case, answered without building a ParsedLine.
bool is_puzzle_cells(std::string_view text);
bool is_marks_cells(std::string_view text);
// A well-formed line of a candidate grid that no grid row or puzzle line is
// like: a box rule, a row with the ends of its boxes drawn, or one with a
// cell of several candidates. (A candidate row of single digits, or of '.'
// for cells left empty, is a grid row too, or one mistyped.)
bool is_plainly_candidate_grid_line(std::string_view text);

}  // namespace sudoku::grammar
