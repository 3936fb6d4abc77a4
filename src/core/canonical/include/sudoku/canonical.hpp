// Which puzzles are the same: the canonical (minlex) form of a grid under
// the maps that keep the rules (transposition; swaps of bands, stacks, rows
// in a band, columns in a stack: 2 x 6^8 = 3,359,232 maps of the cells)
// together with relabelling the digits. docs/canonical.md defines it.
#pragma once

#include "sudoku/grid.hpp"

#include <array>
#include <cstdint>

namespace sudoku {

// How many maps of the cells keep the rules.
inline constexpr std::uint64_t cell_map_count = 3'359'232;

// A map from a grid to an equivalent one: canonical cell i holds input cell
// cells[i]'s digit d, written as labels[d]. labels[0] is 0 (an empty cell
// stays empty); a digit the grid lacks takes a label no present digit has,
// the least left first, so that labels is a permutation of 1-9.
struct Equivalence {
    std::array<Cell, cell_count> cells{};
    std::array<Digit, 10> labels{};
};

// Where equivalence puts a grid.
struct CanonicalForm {
    // Of the grid's images whose pattern of givens is least (as a string of
    // 81 bits, a given 1), the least as a string of 81 digits, an empty cell
    // 0: patminlex's definition. (Not simply the least string of digits: an
    // image with a greater pattern may read less, 1 where the form has 7.)
    Grid form;
    // How many of the cell_count maps, each with the relabelling that fits,
    // give the grid back: 1 for most puzzles, cell_count for the empty grid.
    std::uint64_t automorphisms = 0;
    // One map that takes the grid to its form.
    Equivalence map;
};

// The canonical form of any grid: a puzzle (any number of solutions, givens
// that clash included), a full grid. Exact; cheapest when the pattern of
// givens is least symmetric.
CanonicalForm canonical_form(Grid const& grid);

// The canonical form of the pattern of givens alone: each given is 1.
CanonicalForm canonical_pattern(Grid const& grid);

// The grid a map takes `grid` to.
Grid apply(Equivalence const& map, Grid const& grid);

}  // namespace sudoku
