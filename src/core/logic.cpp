#include "sudoku/logic.hpp"

#include <bit>

namespace sudoku {
namespace {

// A person scans boxes first, then rows, then columns.
constexpr std::array<int, unit_count> scan_order = {18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4,
                                                     5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17};

bool sees(Cell a, Cell b) {
    return a != b && (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

// Calls `f(chosen, covered)`, smallest `chosen` first and until f returns
// true, for every set of `size` indices whose masks together cover exactly
// `size` bits (`covered`). Only masks of 2 to `size` bits take part. This is
// the shape naked subsets (cells covering digits), hidden subsets (digits
// covering cells) and fish (lines covering crossing lines) share.
template <typename F>
bool for_each_locked_set(std::array<unsigned, 9> const& masks, int size, F f) {
    unsigned taking_part = 0;
    for (int i = 0; i < 9; ++i)
        if (int n = std::popcount(masks[i]); n >= 2 && n <= size) taking_part |= 1u << i;
    // The subsets of taking_part in increasing order, the empty set excluded.
    auto next = [taking_part](unsigned subset) { return (subset - taking_part) & taking_part; };
    for (unsigned chosen = next(0); chosen; chosen = next(chosen)) {
        if (std::popcount(chosen) != size) continue;
        unsigned covered = 0;
        for (unsigned c = chosen; c; c &= c - 1) covered |= masks[std::countr_zero(c)];
        if (std::popcount(covered) == size && f(chosen, covered)) return true;
    }
    return false;
}

// Which of a unit's nine cells (bit i for unit.cells[i]) may hold `digit`.
unsigned places(Pencilmarks const& marks, Unit const& unit, Digit digit) {
    unsigned result = 0;
    for (int i = 0; i < 9; ++i)
        if (marks.candidates(unit.cells[i]).contains(digit)) result |= 1u << i;
    return result;
}

Technique naked(int size) {
    return size == 2 ? Technique::naked_pair : size == 3 ? Technique::naked_triple : Technique::naked_quad;
}
Technique hidden(int size) {
    return size == 2 ? Technique::hidden_pair : size == 3 ? Technique::hidden_triple : Technique::hidden_quad;
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

void Pencilmarks::apply(Step const& step) {
    if (step.placement) place(step.placement->cell, step.placement->digit);
    for (Placement const& gone : step.eliminations) marks_[gone.cell].remove(gone.digit);
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
    if (allows(Technique::pointing) && (step = locked_candidates(Technique::pointing))) return step;
    if (allows(Technique::claiming) && (step = locked_candidates(Technique::claiming))) return step;
    for (int size = 2; size <= 4; ++size) {
        if (allows(naked(size)) && (step = naked_subset(size))) return step;
        if (allows(hidden(size)) && (step = hidden_subset(size))) return step;
        if (size == 2 && allows(Technique::x_wing) && (step = fish(2))) return step;
        if (size == 4 && allows(Technique::swordfish) && (step = fish(3))) return step;
    }
    if (allows(Technique::xy_wing)) return xy_wing();
    return std::nullopt;
}

// A digit with one place left in a unit.
std::optional<Step> Pencilmarks::hidden_single() const {
    for (int u : scan_order) {
        Unit const& unit = units[u];
        for (Digit digit = 1; digit <= 9; ++digit) {
            unsigned where = places(*this, unit, digit);
            if (std::popcount(where) != 1) continue;
            Cell cell = unit.cells[std::countr_zero(where)];
            return Step{Technique::hidden_single, Placement{cell, digit}, {}, &unit, {cell},
                        Candidates::only(digit)};
        }
    }
    return std::nullopt;
}

// A cell with one candidate left.
std::optional<Step> Pencilmarks::naked_single() const {
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        if (grid_[cell] == no_digit && marks_[cell].size() == 1) {
            Digit digit = marks_[cell].smallest();
            return Step{Technique::naked_single, Placement{cell, digit}, {}, nullptr, {cell},
                        Candidates::only(digit)};
        }
    }
    return std::nullopt;
}

// Pointing: a digit's places in a box lie in one row or column, so the digit
// leaves the rest of that line. Claiming: a digit's places in a row or column
// lie in one box, so it leaves the rest of the box.
std::optional<Step> Pencilmarks::locked_candidates(Technique technique) const {
    bool pointing = technique == Technique::pointing;
    for (int u = pointing ? 18 : 0; u < (pointing ? 27 : 18); ++u) {
        Unit const& unit = units[u];
        for (Digit digit = 1; digit <= 9; ++digit) {
            unsigned where = places(*this, unit, digit);
            if (std::popcount(where) < 2) continue;
            std::vector<Cell> cells;
            for (unsigned w = where; w; w &= w - 1) cells.push_back(unit.cells[std::countr_zero(w)]);
            // The units all the places share, besides this one.
            for (std::uint8_t other : units_of[cells[0]]) {
                if (other == u) continue;
                bool shared = true;
                for (Cell cell : cells) shared = shared && (units_of[cell][0] == other ||
                                                            units_of[cell][1] == other ||
                                                            units_of[cell][2] == other);
                if (!shared || (pointing ? other >= 18 : other < 18)) continue;
                std::vector<Placement> gone;
                for (Cell cell : units[other].cells)
                    if (units_of[cell][0] != u && units_of[cell][1] != u && units_of[cell][2] != u &&
                        marks_[cell].contains(digit))
                        gone.push_back({cell, digit});
                if (!gone.empty())
                    return Step{technique, std::nullopt, gone, &unit, cells, Candidates::only(digit)};
            }
        }
    }
    return std::nullopt;
}

// `size` cells of a unit whose candidates together are `size` digits: those
// digits leave the unit's other cells.
std::optional<Step> Pencilmarks::naked_subset(int size) const {
    for (int u : scan_order) {
        Unit const& unit = units[u];
        std::array<unsigned, 9> digits_of{};  // bit d - 1 for digit d
        for (int i = 0; i < 9; ++i)
            marks_[unit.cells[i]].for_each([&](Digit d) { digits_of[i] |= 1u << (d - 1); });
        std::optional<Step> found;
        for_each_locked_set(digits_of, size, [&](unsigned chosen, unsigned) {
            Candidates digits;
            std::vector<Cell> cells;
            for (unsigned c = chosen; c; c &= c - 1) {
                cells.push_back(unit.cells[std::countr_zero(c)]);
                digits = digits | marks_[cells.back()];
            }
            std::vector<Placement> gone;
            for (int i = 0; i < 9; ++i) {
                Cell cell = unit.cells[i];
                if (chosen >> i & 1) continue;
                (marks_[cell] & digits).for_each([&](Digit d) { gone.push_back({cell, d}); });
            }
            if (gone.empty()) return false;
            found = Step{naked(size), std::nullopt, gone, &unit, cells, digits};
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

// `size` digits whose places in a unit are the same `size` cells: those cells
// hold nothing else.
std::optional<Step> Pencilmarks::hidden_subset(int size) const {
    for (int u : scan_order) {
        Unit const& unit = units[u];
        std::array<unsigned, 9> places_of{};  // [digit - 1]
        for (Digit digit = 1; digit <= 9; ++digit) places_of[digit - 1] = places(*this, unit, digit);
        std::optional<Step> found;
        for_each_locked_set(places_of, size, [&](unsigned chosen, unsigned covered) {
            Candidates kept;
            for (unsigned c = chosen; c; c &= c - 1) kept.add(static_cast<Digit>(std::countr_zero(c) + 1));
            std::vector<Cell> cells;
            std::vector<Placement> gone;
            for (unsigned w = covered; w; w &= w - 1) {
                Cell cell = unit.cells[std::countr_zero(w)];
                cells.push_back(cell);
                marks_[cell].without(kept).for_each([&](Digit d) { gone.push_back({cell, d}); });
            }
            if (gone.empty()) return false;
            found = Step{hidden(size), std::nullopt, gone, &unit, cells, kept};
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

// X-wing (2) and swordfish (3): in `size` rows a digit's places fall in the
// same `size` columns, so it leaves the rest of those columns; or the same
// with rows and columns swapped.
std::optional<Step> Pencilmarks::fish(int size) const {
    for (Digit digit = 1; digit <= 9; ++digit) {
        for (int base : {0, 9}) {  // rows as the base, then columns
            int cover = 9 - base;
            std::array<unsigned, 9> places_in{};  // [line]
            for (int i = 0; i < 9; ++i) places_in[i] = places(*this, units[base + i], digit);
            std::optional<Step> found;
            for_each_locked_set(places_in, size, [&](unsigned base_lines, unsigned crossing) {
                std::vector<Placement> gone;
                std::vector<Cell> cells;
                for (unsigned x = crossing; x; x &= x - 1) {
                    Unit const& line = units[cover + std::countr_zero(x)];
                    for (int i = 0; i < 9; ++i) {
                        Cell cell = line.cells[i];
                        if (!marks_[cell].contains(digit)) continue;
                        if (base_lines >> i & 1)
                            cells.push_back(cell);
                        else
                            gone.push_back({cell, digit});
                    }
                }
                if (gone.empty()) return false;
                found = Step{size == 2 ? Technique::x_wing : Technique::swordfish, std::nullopt, gone,
                             nullptr, cells, Candidates::only(digit)};
                return true;
            });
            if (found) return found;
        }
    }
    return std::nullopt;
}

// A pivot with candidates {x, y} sees a pincer with {x, z} and one with
// {y, z}: whichever the pivot holds, one pincer holds z, so z leaves every
// cell that sees both pincers.
std::optional<Step> Pencilmarks::xy_wing() const {
    for (int p = 0; p < cell_count; ++p) {
        Cell pivot = static_cast<Cell>(p);
        if (marks_[pivot].size() != 2) continue;
        for (Cell a : peers[pivot]) {
            Candidates shared_a = marks_[a] & marks_[pivot];
            if (marks_[a].size() != 2 || shared_a.size() != 1) continue;
            Candidates z = marks_[a].without(marks_[pivot]);
            Candidates y = marks_[pivot].without(shared_a);
            for (Cell b : peers[pivot]) {
                if (b == a || marks_[b] != (y | z)) continue;
                std::vector<Placement> gone;
                for (int c = 0; c < cell_count; ++c) {
                    Cell cell = static_cast<Cell>(c);
                    if (cell != pivot && sees(cell, a) && sees(cell, b) && marks_[cell].contains(z.smallest()))
                        gone.push_back({cell, z.smallest()});
                }
                if (!gone.empty())
                    return Step{Technique::xy_wing, std::nullopt, gone, nullptr, {pivot, a, b},
                                marks_[pivot] | z};
            }
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
