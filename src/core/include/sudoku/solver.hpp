// The solver: a grid of givens in, solutions out. No I/O.
#pragma once

#include "sudoku/grid.hpp"

namespace sudoku {

// How many solutions a puzzle has, as far as anyone asked to count.
struct Count {
    unsigned solutions;  // exact when below the limit, else equal to it
    unsigned limit;
    bool reached_limit() const { return solutions >= limit; }
};

// Counts the solutions of `puzzle`, stopping at `limit` (at least 1). When
// there is one, `any` (if given) receives one of them, not necessarily the
// lexicographically smallest.
Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any = nullptr);

// The lexicographically smallest solution of `puzzle`, given one of them:
// what a plain backtracker trying cells in row-major order and digits 1 to 9
// would meet first. Costs a few fast searches, so is worth asking for only
// when it is shown and the puzzle has several solutions.
Grid first_solution(Grid const& puzzle, Grid const& any);

// The result of solving: how many solutions there are, counted up to a
// limit, and `first`, the lexicographically smallest 81-digit solution
// whenever there is one: what a plain backtracker trying cells in row-major
// order and digits 1 to 9 would find first.
struct Solution {
    unsigned count;  // exact below max(limit, 2), else that number
    Grid first;
};

// Counting goes on to at least 2, which is what tells whether `first` must
// be searched for in order.
Solution solve(Grid const& puzzle, unsigned count_limit = 2);

}  // namespace sudoku
