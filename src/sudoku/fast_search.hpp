// The fast counting search (band bitboards; see fast_search.cpp for why it is
// fast). Which solution it meets first is not specified.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/solver.hpp"

namespace sudoku {

// Counts the solutions of `puzzle` up to `limit`; when there is one, the first
// found goes to `*first` (if given).
Count fast_count(Grid const& puzzle, unsigned limit, Grid* first = nullptr);

// The lexicographically smallest solution, if any: the search branches on the
// first open cell in row-major order and tries digits in ascending order, so
// it meets solutions in lexicographic order. (Propagation only removes digits
// that are in no solution, so it does not change which comes first.)
bool fast_first_in_order(Grid const& puzzle, Grid& first);

}  // namespace sudoku
