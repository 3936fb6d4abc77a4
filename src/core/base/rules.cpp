#include "sudoku/rules.hpp"

namespace sudoku {

std::optional<Conflict> find_conflict(Grid const& grid) {
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        Digit digit = grid[cell];
        if (digit == no_digit) continue;
        for (UnitKind kind : {UnitKind::row, UnitKind::column, UnitKind::box}) {
            Unit const& unit = units[units_of[cell][static_cast<int>(kind)]];
            for (Cell other : unit.cells) {
                if (other >= cell) break;  // unit cells are listed in row-major order
                if (grid[other] == digit) return Conflict{cell, other, digit, &unit};
            }
        }
    }
    return std::nullopt;
}

std::optional<Cell> find_blocked_cell(Grid const& grid) {
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (grid[cell] != no_digit) continue;
        Candidates left = Candidates::all();
        for (Cell peer : peers[cell]) left.remove(grid[peer]);
        if (left.empty()) return cell;
    }
    return std::nullopt;
}

Grid cells_down_to_one(PencilMarks const& marks) {
    Grid cells;
    for (int c = 0; c < cell_count; ++c)
        if (marks[static_cast<Cell>(c)].single()) cells[static_cast<Cell>(c)] = marks[static_cast<Cell>(c)].smallest();
    return cells;
}

Grid settled_cells(PencilMarks const& marks) {
    Grid settled;
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (!marks[cell].single()) continue;
        Digit digit = marks[cell].smallest();
        bool alone = true;
        for (Cell peer : peers[cell]) alone = alone && !marks[peer].contains(digit);
        if (alone) settled[cell] = digit;
    }
    return settled;
}

}  // namespace sudoku
