// Units (boxes, rows, columns) and peers, computed once at compile time.
#pragma once

#include "sudoku/grid.hpp"

#include <array>

namespace sudoku {

// The kinds in the order of their numbers.
enum class UnitKind : std::uint8_t { box, row, column };

// Nine cells that must hold 1-9 exactly once. `index` is 0-8 within its kind;
// boxes are numbered row-major, box 0 top left, box 8 bottom right. A unit's
// cells are in row-major order.
struct Unit {
    UnitKind kind;
    std::uint8_t index;
    std::array<Cell, 9> cells;
};

// The 27 units are numbered kind by kind, as Sudoku Explainer numbers its
// regions (the rater's hints follow that order): boxes 0-8, rows 9-17,
// columns 18-26.
inline constexpr int unit_count = 27;
constexpr int unit_number(UnitKind kind, int index) { return 9 * static_cast<int>(kind) + index; }
inline constexpr int first_box = unit_number(UnitKind::box, 0);
inline constexpr int first_row = unit_number(UnitKind::row, 0);
inline constexpr int first_column = unit_number(UnitKind::column, 0);

// The 27 units, numbered as above.
inline constexpr std::array<Unit, unit_count> units = [] {
    std::array<Unit, unit_count> result{};
    for (int i = 0; i < 9; ++i) {
        Unit& box = result[first_box + i];
        Unit& row = result[first_row + i];
        Unit& column = result[first_column + i];
        box.kind = UnitKind::box;
        row.kind = UnitKind::row;
        column.kind = UnitKind::column;
        row.index = column.index = box.index = static_cast<std::uint8_t>(i);
        for (int j = 0; j < 9; ++j) {
            box.cells[j] = cell_at(i / 3 * 3 + j / 3, i % 3 * 3 + j % 3);
            row.cells[j] = cell_at(i, j);
            column.cells[j] = cell_at(j, i);
        }
    }
    return result;
}();

// The three units of each cell, one of each kind, in the order of UnitKind:
// units_of[cell][k] is the cell's unit of kind k.
inline constexpr std::array<std::array<std::uint8_t, 3>, cell_count> units_of = [] {
    std::array<std::array<std::uint8_t, 3>, cell_count> result{};
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        result[c] = {static_cast<std::uint8_t>(unit_number(UnitKind::box, box_of(cell))),
                     static_cast<std::uint8_t>(unit_number(UnitKind::row, row_of(cell))),
                     static_cast<std::uint8_t>(unit_number(UnitKind::column, column_of(cell)))};
    }
    return result;
}();

// The 20 other cells that share a unit with each cell.
inline constexpr std::array<std::array<Cell, 20>, cell_count> peers = [] {
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
}();

}  // namespace sudoku
