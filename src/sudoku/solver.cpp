#include "sudoku/solver.hpp"

#include "sudoku/fast_search.hpp"

#include <algorithm>

namespace sudoku {

Count count_solutions(Grid const& puzzle, unsigned limit) { return fast_count(puzzle, limit); }

Solution solve(Grid const& puzzle, unsigned count_limit) {
    // The search that counts branches where the tree is smallest; only a
    // puzzle with several solutions pays for a second search, in order, for
    // the lexicographically first.
    Grid first;
    Count count = fast_count(puzzle, std::max(count_limit, 2u), &first);
    if (count.solutions >= 2) fast_first_in_order(puzzle, first);
    return {count.solutions, first};
}

}  // namespace sudoku
