// The first half of a puzzle's canonical form: the maps that make its
// pattern of givens least (a given 1, an empty cell 0: its givens as late as
// they can be). The form is, by definition, the least digits among those.
#pragma once

#include "maps.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku::canonical {

// Maps found so far, row by row: the rows are chosen; the stacks may still
// go in any order of a set, and each stack's columns in any order of
// another. Every choice from those sets gives the same pattern on the rows
// chosen.
struct Candidate {
    std::uint8_t transposed = 0;
    std::uint16_t rows_used = 0;          // bit r: source row r has a place
    std::array<std::uint8_t, 9> rows{};   // canonical row k <- source row
    OrderSet stack_orders = every_order;  // canonical stack j <- source stack order[j]
    std::array<OrderSet, 3> column_orders{every_order, every_order, every_order};  // by source stack
};

// The least pattern, row by row: bit 8 - j of rows[k] for a given at
// canonical (k, j).
struct Pattern {
    std::array<std::uint16_t, 9> rows{};
    bool given(int row, int column) const { return (rows[row] >> (8 - column) & 1) != 0; }
};

// Every candidate that gives the grid's least pattern, with all nine rows
// placed, and that pattern. `found` is cleared first; capacity is kept, so
// that a caller reusing it allocates once.
Pattern least_pattern(Grid const& grid, std::vector<Candidate>& found);

}  // namespace sudoku::canonical
