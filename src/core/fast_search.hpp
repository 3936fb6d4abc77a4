// The fast counting search (band bitboards; see fast_search.cpp for why it is
// fast). Which solution it meets first is not specified.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/solver.hpp"

namespace sudoku {

// Counts the solutions of `puzzle` up to `limit`; when there is one, the first
// found goes to `*first` (if given).
Count fast_count(Grid const& puzzle, unsigned limit, Grid* first = nullptr);

// The lexicographically smallest solution of `puzzle`, given one of its
// solutions: what a backtracker trying cells in row-major order and digits in
// ascending order would meet first, found with at most one fast search per
// digit smaller than the one `solution` has in some cell.
Grid fast_smallest(Grid const& puzzle, Grid const& solution);

}  // namespace sudoku
