#include "sudoku/solver.hpp"


namespace sudoku {

Solution solve(Grid const& puzzle, unsigned count_limit) {
    // The search that counts branches where the tree is smallest; only a
    // puzzle with several solutions pays for the lexicographically first.
    if (count_limit == 0) count_limit = 1;
    Grid first;
    Count count = count_solutions(puzzle, count_limit > 2 ? count_limit : 2u, &first);
    if (count.solutions >= 2) first = first_solution(puzzle, first);
    return {count.at_most(count_limit), first};
}

}  // namespace sudoku
