#include "board.hpp"

#include "sudoku/units.hpp"

namespace sudoku {

bool Board::place_givens(Grid const& givens) {
    cells_.fill(Candidates::all());
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (givens[cell] != no_digit && !assign(cell, givens[cell])) return false;
    }
    return true;
}

bool Board::assign(Cell cell, Digit digit) {
    Candidates others = cells_[cell];
    others.remove(digit);
    while (!others.empty()) {
        Digit d = others.smallest();
        others.remove(d);
        if (!eliminate(cell, d)) return false;
    }
    return true;
}

// Removing a digit can leave a cell with one candidate (a naked single, which
// then leaves all its peers) or a unit with one place for the digit (a hidden
// single). Both follow at once, so the search only branches where it must.
bool Board::eliminate(Cell cell, Digit digit) {
    if (!cells_[cell].contains(digit)) return true;
    cells_[cell].remove(digit);
    Candidates left = cells_[cell];
    if (left.empty()) return false;
    if (left.size() == 1) {
        Digit only = left.smallest();
        for (Cell peer : peers[cell])
            if (!eliminate(peer, only)) return false;
    }
    for (std::uint8_t unit : units_of[cell])
        if (!place_hidden_single(unit, digit)) return false;
    return true;
}

bool Board::place_hidden_single(std::uint8_t unit, Digit digit) {
    int places = 0;
    Cell place = 0;
    for (Cell c : units[unit].cells) {
        if (cells_[c].contains(digit)) {
            ++places;
            place = c;
        }
    }
    if (places == 0) return false;
    if (places == 1 && cells_[place].size() > 1) return assign(place, digit);
    return true;
}

Grid Board::grid() const {
    Grid result;
    for (int c = 0; c < cell_count; ++c)
        if (cells_[c].size() == 1) result.digits[c] = cells_[c].smallest();
    return result;
}

}  // namespace sudoku
