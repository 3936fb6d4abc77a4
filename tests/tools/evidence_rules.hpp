// Whether a step's evidence (see SeStep) implies what the step does, on the
// pencil marks it was taken on: re-derived here from the rules of each
// technique, apart from the rater's code. Chains are not checked here.
// Shared by explain_check and the rater's unit tests.
#pragma once

#include "sudoku/se_rater.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace evidence_check {

using namespace sudoku;

struct Board {
    Grid grid;
    std::array<Candidates, cell_count> marks;

    void place(Cell cell, Digit digit) {
        grid.digits[cell] = digit;
        marks[cell] = Candidates();
        for (Cell peer : peers[cell]) marks[peer].remove(digit);
    }
    void apply(SeStep const& step) {
        for (int c = 0; c < cell_count; ++c)
            for (int d = 1; d <= 9; ++d)
                if (step.eliminated[c] >> d & 1) marks[c].remove(static_cast<Digit>(d));
        if (step.placed_cell >= 0) place(static_cast<Cell>(step.placed_cell), step.placed_digit);
    }
    // The cells of a unit where `digit` is a candidate.
    std::vector<Cell> places(int unit, Digit digit) const {
        std::vector<Cell> out;
        for (Cell c : units[unit].cells)
            if (marks[c].contains(digit)) out.push_back(c);
        return out;
    }
};

inline bool in_unit(int unit, Cell cell) {
    auto const& cells = units[unit].cells;
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}
inline bool sees(Cell a, Cell b) {
    return a != b && (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}
inline bool contains(std::vector<Cell> const& cells, Cell cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// The candidates a step removes, as (cell, digit).
inline std::vector<std::pair<Cell, Digit>> removals(SeStep const& step) {
    std::vector<std::pair<Cell, Digit>> out;
    for (int c = 0; c < cell_count; ++c)
        for (int d = 1; d <= 9; ++d)
            if (step.eliminated[c] >> d & 1) out.emplace_back(static_cast<Cell>(c), static_cast<Digit>(d));
    return out;
}

inline Digit only_digit(Candidates digits) { return digits.size() == 1 ? digits.smallest() : no_digit; }

inline std::string check_placement_rules(SeStep const& step, Board const& board);
inline std::string check_elimination_rules(SeStep const& step, Board const& board);

// Empty when the evidence holds and implies the step, else what is wrong.
inline std::string check(SeStep const& step, Board const& board) {
    std::string_view name = step.name();
    bool placing = name == "Hidden Single" || name == "Naked Single" || name.starts_with("Direct ");
    if (placing) {
        if (step.placed_cell < 0 || !removals(step).empty()) return "a placing technique that does not only place";
        return check_placement_rules(step, board);
    }
    return check_elimination_rules(step, board);
}

// ---- placements ----

inline std::string check_placement_rules(SeStep const& step, Board const& b) {
    std::string_view name = step.name();
    auto cell = static_cast<Cell>(step.placed_cell);
    Digit d = step.placed_digit;
    if (name == "Naked Single") {
        if (step.cells != std::vector<Cell>{cell} || step.digits != Candidates::only(d)) return "evidence is not the cell and digit";
        return b.marks[cell] == Candidates::only(d) ? "" : "the cell has other candidates";
    }
    if (name == "Hidden Single") {
        if (step.units.size() != 1 || step.cells != std::vector<Cell>{cell} || step.digits != Candidates::only(d))
            return "evidence is not the unit, cell and digit";
        return b.places(step.units[0], d) == std::vector<Cell>{cell} ? "" : "the digit has other places in the unit";
    }
    if (name == "Direct Pointing" || name == "Direct Claiming") {
        if (step.units.size() != 3 || step.digits != Candidates::only(d) || step.cells != std::vector<Cell>{cell})
            return "evidence is not three units, the digit and the cell";
        for (Cell c : b.places(step.units[0], d))
            if (!in_unit(step.units[1], c)) return "the digit's places in the first unit leave the second";
        std::vector<Cell> left;
        for (Cell c : b.places(step.units[2], d))
            if (!in_unit(step.units[1], c) || in_unit(step.units[0], c)) left.push_back(c);
        return left == std::vector<Cell>{cell} ? "" : "the third unit keeps other places for the digit";
    }
    // Direct hidden pair or triplet: the set's digits only in its cells,
    // which leaves the placed digit one place in the unit.
    std::size_t size = name == "Direct Hidden Pair" ? 2 : 3;
    if (step.units.size() != 1 || step.cells.size() != size || step.digits.size() != static_cast<int>(size))
        return "evidence is not a unit with a set";
    for (Cell c : step.cells)
        if (!in_unit(step.units[0], c) || b.grid.digits[c] != no_digit) return "a set cell is filled or out of the unit";
    bool fails = false;
    step.digits.for_each([&](Digit x) {
        for (Cell c : b.places(step.units[0], x)) fails = fails || !contains(step.cells, c);
    });
    if (fails) return "a set digit has a place outside the set";
    std::vector<Cell> left;
    for (Cell c : b.places(step.units[0], d))
        if (!contains(step.cells, c)) left.push_back(c);
    return left == std::vector<Cell>{cell} && !step.digits.contains(d) ? "" : "the placed digit has other places";
}

}  // namespace evidence_check

#include "evidence_eliminations.hpp"
