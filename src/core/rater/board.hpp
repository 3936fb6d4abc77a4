// The rater's picture of a grid: digits placed, and candidates kept twice,
// per cell (a digit mask) and per digit (an 81-cell bitboard), so that both
// "which digits here" and "where can this digit go in this house" are one
// lookup. A house is a unit of sudoku/units.hpp, by its number there (SE's
// numbering of its regions: blocks 0-8, rows 9-17, columns 18-26), its cells
// in ascending index order, which is SE's order inside every kind of region.
#pragma once

#include "bits.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/units.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku::se {

struct Cells {
    std::uint64_t lo = 0;  // cells 0-63
    std::uint64_t hi = 0;  // cells 64-80

    static constexpr Cells all() { return {~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1}; }
    // The cells before c.
    static constexpr Cells below(int c) {
        return c < 64 ? Cells{(std::uint64_t{1} << c) - 1, 0} : Cells{~std::uint64_t{0}, (std::uint64_t{1} << (c - 64)) - 1};
    }
    static constexpr Cells of(int c) {
        return c < 64 ? Cells{std::uint64_t{1} << c, 0} : Cells{0, std::uint64_t{1} << (c - 64)};
    }
    constexpr bool has(int c) const { return c < 64 ? (lo >> c) & 1 : (hi >> (c - 64)) & 1; }
    constexpr void add(int c) { *this = *this | of(c); }
    constexpr void remove(int c) { *this = without(of(c)); }
    constexpr bool empty() const { return (lo | hi) == 0; }
    constexpr int size() const { return bits_in(lo, hi); }
    // Cheaper than size() where popcount is not an instruction.
    constexpr bool at_least_two() const { return (lo & (lo - 1)) != 0 || (hi & (hi - 1)) != 0 || (lo != 0 && hi != 0); }
    // One bit in the two words together, and not the same bit in both: one
    // test and no branch per word (a propagation asks this of every house
    // of every "off" it meets).
    constexpr bool single() const {
        std::uint64_t both = lo | hi;
        return both != 0 && ((both & (both - 1)) | (lo & hi)) == 0;
    }
    constexpr int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
    constexpr Cells operator|(Cells o) const { return {lo | o.lo, hi | o.hi}; }
    constexpr Cells operator&(Cells o) const { return {lo & o.lo, hi & o.hi}; }
    constexpr Cells without(Cells o) const { return {lo & ~o.lo, hi & ~o.hi}; }
    constexpr bool operator==(Cells const&) const = default;
    template <typename F>
    constexpr void for_each(F f) const {
        for (std::uint64_t b = lo; b; b &= b - 1) f(std::countr_zero(b));
        for (std::uint64_t b = hi; b; b &= b - 1) f(64 + std::countr_zero(b));
    }
};

inline constexpr int house_count = unit_count;

// The units' tables again, as the rater reads them.
struct Geometry {
    std::array<std::array<std::uint8_t, 9>, house_count> house_cells{};
    std::array<Cells, house_count> house{};
    std::array<std::array<std::uint8_t, 3>, cell_count> houses_of{};  // block, row, column
    std::array<Cells, cell_count> peers{};
    std::array<std::array<Cells, 3>, cell_count> house_but{};  // each house of the cell, less the cell
};

constexpr Geometry make_geometry() {
    Geometry g{};
    for (int h = 0; h < house_count; ++h) {
        g.house_cells[h] = units[h].cells;
        for (int c : g.house_cells[h]) g.house[h].add(c);
    }
    g.houses_of = units_of;
    for (int c = 0; c < cell_count; ++c) {
        for (int h : g.houses_of[c]) g.peers[c] = g.peers[c] | g.house[h];
        g.peers[c].remove(c);
        for (int k = 0; k < 3; ++k) g.house_but[c][k] = g.house[g.houses_of[c][k]].without(Cells::of(c));
    }
    return g;
}

inline constexpr Geometry geometry = make_geometry();

// Board::places reads a row's, a column's and a block's places off the
// cells' numbers: rows of nine cells in order, blocks of three rows of three.
static_assert([] {
    for (int i = 0; i < 9; ++i)
        for (int j = 0; j < 9; ++j) {
            if (geometry.house_cells[first_row + i][j] != i * 9 + j) return false;
            if (geometry.house_cells[first_column + i][j] != j * 9 + i) return false;
            if (geometry.house_cells[first_box + i][j] != (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) return false;
        }
    return true;
}());

inline constexpr std::uint16_t all_digits = 0x3FE;

// The number of digits in a candidate mask without a popcount instruction:
// looked up in a table that std::popcount fills at compile time.
inline constexpr auto digit_counts = [] {
    std::array<std::uint8_t, 1024> t{};
    for (unsigned m = 0; m < 1024; ++m) t[m] = static_cast<std::uint8_t>(std::popcount(m));
    return t;
}();
inline int count(std::uint16_t mask) { return digit_counts[mask & 0x3FF]; }

// Where each digit can go in each house, as 9-bit masks of positions.
using Places = std::array<std::array<std::uint16_t, 10>, house_count>;

struct Board {
    std::array<Digit, cell_count> value{};
    std::array<std::uint16_t, cell_count> cand{};
    std::array<Cells, 10> where{};  // where[d]: the cells that still have candidate d
    int unsolved = 0;

    static Board from(Grid const& puzzle) {
        Board b;
        for (int c = 0; c < cell_count; ++c) {
            b.cand[c] = all_digits;
            for (int d = 1; d <= 9; ++d) b.where[d].add(c);
        }
        b.unsolved = cell_count;
        for (int c = 0; c < cell_count; ++c)
            if (puzzle[static_cast<Cell>(c)] != no_digit) b.place(c, puzzle[static_cast<Cell>(c)]);
        return b;
    }

    // From a state of pencil marks, as serate reads one: the candidates as
    // they stand (a placed cell's peers are not cleared again), the cells
    // they settle (settled_cells) placed.
    static Board from(PencilMarks const& marks, Grid const& settled) {
        Board b;
        b.unsolved = cell_count;
        for (int c = 0; c < cell_count; ++c) {
            Cell cell = static_cast<Cell>(c);
            if (settled[cell] != no_digit) {
                b.value[c] = settled[cell];
                --b.unsolved;
                continue;
            }
            marks[cell].for_each([&](Digit d) {
                b.cand[c] = static_cast<std::uint16_t>(b.cand[c] | 1u << d);
                b.where[d].add(c);
            });
        }
        return b;
    }

    bool has(int c, int d) const { return (cand[c] >> d) & 1; }
    void remove(int c, int d) {
        cand[c] = static_cast<std::uint16_t>(cand[c] & ~(1u << d));
        where[d].remove(c);
        places_known_ = false;
    }
    // Computed once per state of the board: several techniques ask. Digit
    // by digit, its rows read off the candidates, then its columns and
    // blocks off the rows: shifts and masks, where a walk of each cell's
    // candidates stored into the places a candidate at a time.
    Places const& places() const {
        if (!places_known_) {
            for (int d = 1; d <= 9; ++d) {
                unsigned row[9];
                for (int r = 0; r < 9; ++r) {
                    unsigned m = 0;
                    for (int i = 0; i < 9; ++i) m |= (cand[r * 9 + i] >> d & 1u) << i;
                    row[r] = m;
                }
                for (int i = 0; i < 9; ++i) {
                    unsigned column = 0;
                    for (int r = 0; r < 9; ++r) column |= (row[r] >> i & 1u) << r;
                    int top = i / 3 * 3, left = i % 3 * 3;
                    unsigned block = (row[top] >> left & 7u) | (row[top + 1] >> left & 7u) << 3 | (row[top + 2] >> left & 7u) << 6;
                    places_[first_row + i][d] = static_cast<std::uint16_t>(row[i]);
                    places_[first_column + i][d] = static_cast<std::uint16_t>(column);
                    places_[first_box + i][d] = static_cast<std::uint16_t>(block);
                }
            }
            for (auto& house : places_) house[0] = 0;
            places_known_ = true;
        }
        return places_;
    }
    // The places when already known (a chain's grid, whose places its
    // propagation kept): not computed again.
    void know_places(Places const& places) {
        places_ = places;
        places_known_ = true;
    }
    void place(int c, int d) {
        for (int e = 1; e <= 9; ++e)
            if (has(c, e)) remove(c, e);
        value[c] = static_cast<Digit>(d);
        geometry.peers[c].for_each([&](int p) {
            if (has(p, d)) remove(p, d);
        });
        --unsolved;
    }
    Cells in(int house, int d) const { return where[d] & geometry.house[house]; }
    // How many times each digit is placed: a fish on a digit placed more
    // than 9 - 2 x degree times has no room.
    std::array<int, 10> placed_counts() const {
        std::array<int, 10> placed{};
        for (int c = 0; c < cell_count; ++c) ++placed[value[c]];
        return placed;
    }
    int empty_in(int house) const {
        int n = 0;
        for (int c : geometry.house_cells[house]) n += value[c] == 0;
        return n;
    }
    bool solved() const { return unsolved == 0; }

private:
    mutable Places places_{};
    mutable bool places_known_ = false;
};

}  // namespace sudoku::se
