#include "sudoku/logic.hpp"

#include <bit>

namespace sudoku {
namespace {

// Which of a unit's nine cells (bit i for unit.cells[i]) may hold `digit`.
unsigned places(Pencilmarks const& marks, Unit const& unit, Digit digit) {
    unsigned result = 0;
    for (int i = 0; i < 9; ++i)
        if (marks.candidates(unit.cells[i]).contains(digit)) result |= 1u << i;
    return result;
}

}  // namespace

Pencilmarks::Pencilmarks(Grid const& givens) {
    marks_.fill(Candidates::all());
    for (int c = 0; c < cell_count; ++c)
        if (givens.digits[c] != no_digit) place(static_cast<Cell>(c), givens.digits[c]);
}

void Pencilmarks::place(Cell cell, Digit digit) {
    grid_[cell] = digit;
    marks_[cell] = Candidates();
    for (Cell peer : peers[cell]) marks_[peer].remove(digit);
}

bool Pencilmarks::solved() const {
    for (Digit d : grid_.digits)
        if (d == no_digit) return false;
    return true;
}

bool Pencilmarks::contradicted() const {
    for (int c = 0; c < cell_count; ++c)
        if (grid_.digits[c] == no_digit && marks_[c].empty()) return true;
    for (Unit const& unit : units) {
        Candidates seen;
        for (Cell cell : unit.cells) seen = seen | marks_[cell] | (grid_[cell] ? Candidates::only(grid_[cell]) : Candidates());
        if (seen != Candidates::all()) return true;
    }
    return false;
}

Cell Pencilmarks::fewest_candidates() const {
    Cell best = 0;
    int fewest = 10;
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (int n = marks_[cell].size(); grid_[cell] == no_digit && n < fewest) {
            best = cell;
            fewest = n;
        }
    }
    return best;
}

std::optional<Step> Pencilmarks::next_step(TechniqueSet allowed) const {
    auto allows = [allowed](Technique t) { return (allowed & only(t)) != 0; };
    std::optional<Step> step;
    if (allows(Technique::hidden_single) && (step = hidden_single())) return step;
    if (allows(Technique::naked_single) && (step = naked_single())) return step;
    return std::nullopt;
}

// A digit with one place left in a unit.
std::optional<Step> Pencilmarks::hidden_single() const {
    for (Unit const& unit : units) {  // boxes first, then rows, then columns, as a person scans
        for (Digit digit = 1; digit <= 9; ++digit) {
            unsigned where = places(*this, unit, digit);
            if (std::popcount(where) != 1) continue;
            Cell cell = unit.cells[std::countr_zero(where)];
            return Step{Technique::hidden_single, Placement{cell, digit}, &unit};
        }
    }
    return std::nullopt;
}

// A cell with one candidate left.
std::optional<Step> Pencilmarks::naked_single() const {
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (grid_[cell] == no_digit && marks_[cell].size() == 1) {
            return Step{Technique::naked_single, Placement{cell, marks_[cell].smallest()}};
        }
    }
    return std::nullopt;
}

bool solves_by(Grid const& givens, TechniqueSet allowed) {
    Pencilmarks marks(givens);
    for (int guard = 0; guard < cell_count * 10 && !marks.solved(); ++guard) {
        std::optional<Step> step = marks.next_step(allowed);
        if (!step) return false;
        marks.apply(*step);
    }
    return marks.solved();
}

}  // namespace sudoku
