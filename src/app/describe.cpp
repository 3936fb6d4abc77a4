#include "describe.hpp"

#include <set>

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

namespace {

using sudoku::Technique;

std::string cell_list(std::vector<sudoku::Cell> const& cells) {
    std::string text;
    for (sudoku::Cell cell : cells) text.append(text.empty() ? "" : ",").append(cell_name(cell));
    return text;
}

std::string digit_list(sudoku::Candidates digits) {
    std::string text;
    digits.for_each([&](sudoku::Digit d) {
        if (!text.empty()) text += ',';
        text += static_cast<char>('0' + d);
    });
    return text;
}

// "rows 1,7 and columns 2,8": the lines a fish's cells lie on.
std::string fish_lines(std::vector<sudoku::Cell> const& cells) {
    std::set<int> rows, columns;
    for (sudoku::Cell cell : cells) {
        rows.insert(sudoku::row_of(cell) + 1);
        columns.insert(sudoku::column_of(cell) + 1);
    }
    auto list = [](std::set<int> const& numbers) {
        std::string text;
        for (int n : numbers) text.append(text.empty() ? "" : ",").append(1, static_cast<char>('0' + n));
        return text;
    };
    return "rows " + list(rows) + " and columns " + list(columns);
}

std::string subset(char const* kind, sudoku::Step const& step) {
    return std::string(kind) + " " + cell_list(step.cells) + " (" + digit_list(step.digits) + ") in " +
           unit_name(*step.unit);
}

std::string why(sudoku::Step const& step) {
    char const* size = step.cells.size() == 2 ? " pair in " : " triple in ";
    switch (step.technique) {
    case Technique::hidden_single: return "hidden single in " + unit_name(*step.unit);
    case Technique::naked_single: return "naked single";
    case Technique::pointing: return std::string("pointing") + size + unit_name(*step.unit);
    case Technique::claiming: return std::string("claiming") + size + unit_name(*step.unit);
    case Technique::naked_pair: return subset("naked pair", step);
    case Technique::hidden_pair: return subset("hidden pair", step);
    case Technique::naked_triple: return subset("naked triple", step);
    case Technique::hidden_triple: return subset("hidden triple", step);
    case Technique::naked_quad: return subset("naked quad", step);
    case Technique::hidden_quad: return subset("hidden quad", step);
    case Technique::x_wing: return "X-wing on " + digit_list(step.digits) + ", " + fish_lines(step.cells);
    case Technique::swordfish: return "swordfish on " + digit_list(step.digits) + ", " + fish_lines(step.cells);
    case Technique::xy_wing:
        return "XY-wing, pivot " + cell_name(step.cells[0]) + ", pincers " + cell_name(step.cells[1]) +
               " and " + cell_name(step.cells[2]);
    case Technique::guess: break;
    }
    return "guess: no technique applies, so the solution's digit is placed";
}

}  // namespace

std::string describe(sudoku::Step const& step) {
    std::string action;
    if (step.placement) {
        action = cell_name(step.placement->cell) + " = " +
                 static_cast<char>('0' + step.placement->digit);
    } else {
        // Grouped by digit: "r4c1,r4c7 <> 3; r5c2 <> 8".
        for (sudoku::Digit digit = 1; digit <= 9; ++digit) {
            std::vector<sudoku::Cell> cells;
            for (sudoku::Placement const& gone : step.eliminations)
                if (gone.digit == digit) cells.push_back(gone.cell);
            if (cells.empty()) continue;
            action.append(action.empty() ? "" : "; ").append(cell_list(cells)).append(" <> ");
            action += static_cast<char>('0' + digit);
        }
    }
    return action + "   " + why(step);
}

char const* technique_key(Technique technique) {
    switch (technique) {
    case Technique::hidden_single: return "hidden_single";
    case Technique::naked_single: return "naked_single";
    case Technique::pointing: return "pointing";
    case Technique::claiming: return "claiming";
    case Technique::naked_pair: return "naked_pair";
    case Technique::hidden_pair: return "hidden_pair";
    case Technique::naked_triple: return "naked_triple";
    case Technique::hidden_triple: return "hidden_triple";
    case Technique::x_wing: return "x_wing";
    case Technique::naked_quad: return "naked_quad";
    case Technique::hidden_quad: return "hidden_quad";
    case Technique::swordfish: return "swordfish";
    case Technique::xy_wing: return "xy_wing";
    case Technique::guess: break;
    }
    return "guess";
}

}  // namespace solve
