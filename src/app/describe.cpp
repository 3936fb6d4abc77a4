#include "describe.hpp"

#include "evidence.hpp"
#include "tenths.hpp"

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

std::string describe(sudoku::SeStep const& step, Marks const& marks) {
    std::string line;
    if (step.placed_cell >= 0) {
        line = cell_name(static_cast<sudoku::Cell>(step.placed_cell)) + " = " +
               static_cast<char>('0' + step.placed_digit);
    } else {
        // Grouped by digit: "r4c1,r4c7 <> 3; r5c2 <> 8".
        for (int digit = 1; digit <= 9; ++digit) {
            std::string cells;
            for (int c = 0; c < sudoku::cell_count; ++c)
                if (step.eliminated[c] >> digit & 1)
                    cells.append(cells.empty() ? "" : ",").append(cell_name(static_cast<sudoku::Cell>(c)));
            if (cells.empty()) continue;
            line.append(line.empty() ? "" : "; ").append(cells).append(" <> ");
            line += static_cast<char>('0' + digit);
        }
    }
    line.append("   ").append(step.name()).append(" (");
    line.append(tenths_text(step.difficulty)).append(")");
    std::string why = evidence(step, marks);
    if (!why.empty()) line.append(": ").append(why);
    return line;
}

}  // namespace solve
