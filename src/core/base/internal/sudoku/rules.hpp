// The rules of the game checked on the givens alone, before any search, and
// what a state of pencil marks already settles.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/units.hpp"

#include <optional>

namespace sudoku {

// Two givens in one unit hold the same digit. `cell` is the later of the two in
// row-major order, `earlier` the one it repeats.
struct Conflict {
    Cell cell;
    Cell earlier;
    Digit digit;
    Unit const* unit;
};

// The first conflict in row-major order of its later cell; within a cell, the
// row is checked before the column and the column before the box.
std::optional<Conflict> find_conflict(Grid const& grid);

// An empty cell whose peers already hold all nine digits, the first in
// row-major order. Meaningful only for a grid without conflicts.
std::optional<Cell> find_blocked_cell(Grid const& grid);

// The cells of a state of pencil marks down to one candidate, holding it: a
// marks record's givens, which --check and the reasons for no solution
// read as clashing givens are read.
Grid cells_down_to_one(PencilMarks const& marks);

// The cells a state of pencil marks settles, as Sukaku Explainer's serate
// reads one: a cell whose one candidate no peer holds counts as placed. A
// cell down to one candidate that a peer still holds is open, and its
// placement is a step (a naked single) for the rater.
Grid settled_cells(PencilMarks const& marks);

}  // namespace sudoku
