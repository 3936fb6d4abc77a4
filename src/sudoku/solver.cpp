#include "sudoku/solver.hpp"

#include "sudoku/board.hpp"

#include <algorithm>
#include <optional>

namespace sudoku {
namespace {

// The open cell with the fewest candidates: branching there keeps the tree small.
std::optional<Cell> fewest_candidates(Board const& board) {
    std::optional<Cell> best;
    int best_size = 10;
    for (int c = 0; c < cell_count; ++c) {
        int size = board.candidates(static_cast<Cell>(c)).size();
        if (size > 1 && size < best_size) {
            best = static_cast<Cell>(c);
            best_size = size;
            if (size == 2) break;
        }
    }
    return best;
}

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

Count count_solutions(Grid const& puzzle, unsigned limit) {
    if (limit == 0) limit = 1;
    return {search(puzzle, fewest_candidates, limit).found, limit};
}

Solution solve(Grid const& puzzle, unsigned count_limit) {
    // The fast search counts; only a puzzle with several solutions pays for
    // the ordered search that finds the lexicographically first.
    Search fast = search(puzzle, fewest_candidates, std::max(count_limit, 2u));
    if (fast.found < 2) return {fast.found, fast.first};
    return {fast.found, search(puzzle, first_open, 1).first};
}

}  // namespace sudoku
