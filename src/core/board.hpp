// Candidates kept consistent by constraint propagation (Norvig's assign and
// eliminate); the generator fills random grids with it.
#pragma once

#include "sudoku/grid.hpp"

#include <array>

namespace sudoku {

class Board {
public:
    // All candidates everywhere, then every given assigned. False when the
    // givens already contradict each other through propagation.
    bool place_givens(Grid const& givens);

    // Leave only `digit` in `cell` and propagate. False on a contradiction,
    // after which the board must be discarded.
    bool assign(Cell cell, Digit digit);

    Candidates candidates(Cell cell) const { return cells_[cell]; }
    Grid grid() const;  // the decided digits; no_digit where still open

private:
    bool eliminate(Cell cell, Digit digit);
    bool place_hidden_single(std::uint8_t unit, Digit digit);

    std::array<Candidates, cell_count> cells_;
};

}  // namespace sudoku
