#include "sudoku/solver.hpp"

#include "fast_search.hpp"

#include <algorithm>

namespace sudoku {

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any) { return fast_count(puzzle, limit, any); }

Grid first_solution(Grid const& puzzle, Grid const& any) { return fast_smallest(puzzle, any); }

Solution solve(Grid const& puzzle, unsigned count_limit) {
    // The search that counts branches where the tree is smallest; only a
    // puzzle with several solutions pays for the lexicographically first.
    Grid first;
    Count count = fast_count(puzzle, std::max(count_limit, 2u), &first);
    if (count.solutions >= 2) first = fast_smallest(puzzle, first);
    return {count.solutions, first};
}

}  // namespace sudoku
