#include "describe.hpp"

namespace solve {

std::string cell_name(sudoku::Cell cell) {
    return {'r', static_cast<char>('1' + sudoku::row_of(cell)), 'c',
            static_cast<char>('1' + sudoku::column_of(cell))};
}

std::string unit_name(sudoku::Unit const& unit) {
    char const* kind = unit.kind == sudoku::UnitKind::row      ? "row "
                       : unit.kind == sudoku::UnitKind::column ? "column "
                                                               : "box ";
    return std::string(kind).append(1, static_cast<char>('1' + unit.index));
}

std::string describe(sudoku::Conflict const& conflict) {
    return cell_name(conflict.cell)
        .append(" and ")
        .append(cell_name(conflict.earlier))
        .append(" both hold ")
        .append(1, static_cast<char>('0' + conflict.digit))
        .append(" (")
        .append(unit_name(*conflict.unit))
        .append(")");
}

std::string describe_blocked(sudoku::Cell cell) {
    return std::string("no digit can go in ")
        .append(cell_name(cell))
        .append(" (its row, column and box hold all of 1-9)");
}

}  // namespace solve
