// The board as SVG, the parts --output=svg's pictures and --output=html's
// steps are drawn from: the frame and lines, digits, candidates, and where
// each falls (svg_style.hpp sets the sizes and colours).
#pragma once

#include "sudoku/grid.hpp"

#include <ostream>
#include <string>
#include <string_view>

namespace solve::svg {

// Text for an element or an attribute: markup characters escaped; a byte
// XML may not hold (a control character, or one outside ASCII, which a
// diagnostic may quote from the input and need not be UTF-8) as \xNN.
std::string xml_text(std::string_view text);

// A cell's top-left corner, and the centre of candidate d's place in it, in
// the viewBox's units.
int left_of(sudoku::Cell c);
int top_of(sudoku::Cell c);
int candidate_x(sudoku::Cell c, sudoku::Digit d);
int candidate_y(sudoku::Cell c, sudoku::Digit d);

// The <svg> element, its title and its white ground; `standalone` adds the
// namespace and version an SVG file needs (inline in HTML it is implied).
void begin_picture(std::ostream& out, std::string_view title, bool standalone);
void end_picture(std::ostream& out);
// The 20 lines of the board, the thin ones first so that the thick ones lie
// over their ends.
void write_lines(std::ostream& out);
// The digits of `grid` that `skip` leaves empty (every one when no skip),
// one to a cell at its centre, in a group of class `kind`: "given" (black,
// bold) or "filled".
void write_digits(std::ostream& out, std::string_view kind, sudoku::Grid const& grid, sudoku::Grid const* skip);
// The candidates of the cells `settled` leaves empty, digit d in the d-th
// of the cell's 3x3 places (row-major, as on a phone's keypad).
void write_candidates(std::ostream& out, sudoku::PencilMarks const& state, sudoku::Grid const& settled);

// A whole picture of the grid: the givens, and the digits `solution` fills
// when there is one, or the candidates of a state of pencil marks;
// `standalone` as for begin_picture (an SVG file, not a page's picture).
void draw_grid(std::ostream& out, std::string_view title, sudoku::Grid const& givens, sudoku::Grid const* solution,
               sudoku::PencilMarks const* state = nullptr, bool standalone = false);

}  // namespace solve::svg
