// The pieces every search for a canonical form shares: the six orders of
// three things (the stacks, the columns of a stack) and a cell map in the
// terms the searches build it in.
#pragma once

#include "sudoku/canonical.hpp"

#include <array>
#include <cstdint>

namespace sudoku::canonical {

// order[k] is the one of three (a stack, a column in a stack) put k-th.
using Order = std::array<std::uint8_t, 3>;
inline constexpr std::array<Order, 6> orders{{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
// A set of orders, one bit each (bit p for orders[p]).
using OrderSet = std::uint8_t;
inline constexpr OrderSet every_order = 0x3F;

// A map of the cells: canonical cell (k, j) holds the oriented grid's cell
// (rows[k], columns[j]).
struct CellMap {
    std::uint8_t transposed = 0;
    std::array<std::uint8_t, 9> rows{};
    std::array<std::uint8_t, 9> columns{};
    // The input's cell that canonical (k, j) holds.
    Cell source(int k, int j) const { return static_cast<Cell>(row_part(k) + column_part(j)); }
    int row_part(int k) const { return transposed ? rows[k] : 9 * rows[k]; }
    int column_part(int j) const { return transposed ? 9 * columns[j] : columns[j]; }
    // Canonical stack j holds source stack `source`, its columns in `order`.
    void place_stack(int j, int source, Order const& order) {
        for (int k = 0; k < 3; ++k) columns[3 * j + k] = static_cast<std::uint8_t>(3 * source + order[k]);
    }
};

// The least image found so far and how many maps give it: its digits
// (where a search compares them; digit_search keeps the givens' alone), one
// map that gives it, and its labels.
struct Least {
    std::array<Digit, cell_count> digits;
    std::uint64_t maps = 0;
    CellMap map;
    std::array<Digit, 10> labels{};
    Least() { digits.fill(10); }  // above any digit: the first image is less

    // One image read against the least, cell by cell in reading order.
    // `less`: the image is already less at an earlier cell, and from there
    // on it is the least, written over it. False: the image is greater.
    bool read(int i, Digit value, bool& less) {
        if (!less) {
            if (value > digits[i]) return false;
            less = value < digits[i];
        }
        if (less) digits[i] = value;
        return true;
    }
    // An image read to its end: the least if less, else one more map to it.
    void found(CellMap const& by, std::array<Digit, 10> const& its_labels, bool less, std::uint64_t more_maps) {
        if (less) {
            maps = 0;
            map = by;
            labels = its_labels;
        }
        maps += more_maps;
    }
};

// The map of the public interface: CellMap's cells, and `labels`, each
// present digit's (0 for a digit absent), with absent digits given the
// labels left in ascending order.
Equivalence equivalence(CellMap const& map, std::array<Digit, 10> labels);

}  // namespace sudoku::canonical
