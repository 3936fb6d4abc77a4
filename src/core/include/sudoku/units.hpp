// Units (rows, columns, boxes) and peers, computed once at compile time.
#pragma once

#include "sudoku/grid.hpp"

#include <array>

namespace sudoku {

enum class UnitKind : std::uint8_t { row, column, box };

// Nine cells that must hold 1-9 exactly once. `index` is 0-8 within its kind;
// boxes are numbered row-major, box 0 top left, box 8 bottom right.
struct Unit {
    UnitKind kind;
    std::uint8_t index;
    std::array<Cell, 9> cells;
};

inline constexpr int unit_count = 27;

namespace detail {

constexpr std::array<Unit, unit_count> make_units() {
    std::array<Unit, unit_count> units{};
    for (int i = 0; i < 9; ++i) {
        Unit& row = units[i];
        Unit& column = units[9 + i];
        Unit& box = units[18 + i];
        row.kind = UnitKind::row;
        column.kind = UnitKind::column;
        box.kind = UnitKind::box;
        row.index = column.index = box.index = static_cast<std::uint8_t>(i);
        for (int j = 0; j < 9; ++j) {
            row.cells[j] = cell_at(i, j);
            column.cells[j] = cell_at(j, i);
            box.cells[j] = cell_at(i / 3 * 3 + j / 3, i % 3 * 3 + j % 3);
        }
    }
    return units;
}

// The three units of each cell, in the order row, column, box.
constexpr std::array<std::array<std::uint8_t, 3>, cell_count> make_units_of() {
    std::array<std::array<std::uint8_t, 3>, cell_count> result{};
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        result[c] = {static_cast<std::uint8_t>(row_of(cell)),
                     static_cast<std::uint8_t>(9 + column_of(cell)),
                     static_cast<std::uint8_t>(18 + box_of(cell))};
    }
    return result;
}

// The 20 other cells that share a unit with each cell.
constexpr std::array<std::array<Cell, 20>, cell_count> make_peers() {
    std::array<std::array<Cell, 20>, cell_count> result{};
    for (int c = 0; c < cell_count; ++c) {
        int n = 0;
        for (int p = 0; p < cell_count; ++p) {
            Cell a = static_cast<Cell>(c), b = static_cast<Cell>(p);
            bool shares = row_of(a) == row_of(b) || column_of(a) == column_of(b) ||
                          box_of(a) == box_of(b);
            if (p != c && shares) result[c][n++] = b;
        }
    }
    return result;
}

}  // namespace detail

inline constexpr std::array<Unit, unit_count> units = detail::make_units();
inline constexpr auto units_of = detail::make_units_of();
inline constexpr auto peers = detail::make_peers();

}  // namespace sudoku
