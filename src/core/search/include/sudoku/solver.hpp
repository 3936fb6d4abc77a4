// The solver: a grid of givens in, solutions out. No I/O.
#pragma once

#include "sudoku/grid.hpp"

namespace sudoku {

// How many solutions a search found, and whether that is all there are.
struct Count {
    unsigned solutions;  // at most the limit the search was given
    bool exact;          // false when the search stopped at its limit: there may be more

    // The count as a search with a lower limit would have found it.
    constexpr Count at_most(unsigned limit) const {
        return solutions > limit ? Count{limit, false} : *this;
    }
    bool operator==(Count const&) const = default;
};

// Counts the solutions of `puzzle`, stopping at `limit` (at least 1). When
// there is one, `any` (if given) receives one of them, not necessarily the
// lexicographically smallest. A search over band bitboards (search.cpp).
Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any = nullptr);

// The solutions counted, and one of them: `first`.
struct Solution {
    Count count;  // up to max(the limit asked, 2): one solution told from several
    Grid first;   // the lexicographically smallest when asked for, else any:
                  // what a plain backtracker trying cells in row-major order
                  // and digits 1 to 9 would meet first
};

// Counts the solutions of `puzzle` up to max(count_limit, 2), and finds the
// lexicographically smallest when `smallest` (else any solution). Grids with
// few open cells are done in one ordered search; the rest count first, and
// only those with several solutions pay for the smallest.
Solution solve(Grid const& puzzle, unsigned count_limit = 2, bool smallest = true);

// The same for the grids consistent with pencil marks: each cell holds one
// of its candidates. The smallest solution is the smallest such grid, in
// the same order; a puzzle's givens as marks (a given's cell holding it
// alone, every other cell all digits) give the puzzle's solutions.
Count count_solutions(PencilMarks const& marks, unsigned limit, Grid* any = nullptr);
Solution solve(PencilMarks const& marks, unsigned count_limit = 2, bool smallest = true);

}  // namespace sudoku
