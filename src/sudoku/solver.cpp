#include "sudoku/solver.hpp"

#include "sudoku/board.hpp"
#include "sudoku/fast_search.hpp"

#include <algorithm>
#include <optional>

namespace sudoku {
namespace {

// The first open cell in row-major order: branching there, digits ascending,
// meets the solutions in lexicographic order.
std::optional<Cell> first_open(Board const& board) {
    for (int c = 0; c < cell_count; ++c)
        if (board.candidates(static_cast<Cell>(c)).size() > 1) return static_cast<Cell>(c);
    return std::nullopt;
}

struct Search {
    std::optional<Cell> (*choose)(Board const&);
    unsigned limit;
    unsigned found = 0;
    Grid first;

    // Returns true once `limit` solutions have been found.
    bool run(Board const& board) {
        std::optional<Cell> cell = choose(board);
        if (!cell) {
            if (found++ == 0) first = board.grid();
            return found >= limit;
        }
        Candidates options = board.candidates(*cell);
        while (!options.empty()) {
            Digit digit = options.smallest();
            options.remove(digit);
            Board next = board;
            if (next.assign(*cell, digit) && run(next)) return true;
        }
        return false;
    }
};

Search search(Grid const& puzzle, std::optional<Cell> (*choose)(Board const&), unsigned limit) {
    Search s{choose, limit, 0, {}};
    Board board;
    if (board.place_givens(puzzle)) s.run(board);
    return s;
}

}  // namespace

Count count_solutions(Grid const& puzzle, unsigned limit) { return fast_count(puzzle, limit); }

Solution solve(Grid const& puzzle, unsigned count_limit) {
    // The fast search counts; only a puzzle with several solutions pays for
    // the ordered search that finds the lexicographically first.
    Grid first;
    Count count = fast_count(puzzle, std::max(count_limit, 2u), &first);
    if (count.solutions < 2) return {count.solutions, first};
    return {count.solutions, search(puzzle, first_open, 1).first};
}
}  // namespace sudoku
