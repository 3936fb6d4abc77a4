// Pencil marks and the two singles, one step at a time: the generator fills
// random grids with them (Norvig's assign and eliminate) and guides its
// digging by them. (--explain and --rate use the SE rater, se_rater.hpp,
// which has every technique.) Separate from the fast core.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/units.hpp"

#include <array>
#include <optional>

namespace sudoku {

// In the order they are tried: a person scans for hidden singles first.
enum class Technique {
    hidden_single,  // a digit with one place left in a unit
    naked_single,   // a cell with one candidate left
};

// A set of techniques, bit i for Technique i.
using TechniqueSet = unsigned;
constexpr TechniqueSet only(Technique t) { return 1u << static_cast<int>(t); }
inline constexpr TechniqueSet singles = only(Technique::hidden_single) | only(Technique::naked_single);

struct Placement {
    Cell cell;
    Digit digit;
    bool operator==(Placement const&) const = default;
};

struct Step {
    Technique technique;
    Placement placement;
    Unit const* unit = nullptr;  // a hidden single's unit
};

// Pencil marks for a puzzle: the digits each empty cell may still hold.
class Pencilmarks {
public:
    explicit Pencilmarks(Grid const& givens);

    // The first single of the kinds allowed, or none when none is left.
    std::optional<Step> next_step(TechniqueSet allowed = singles) const;
    void apply(Step const& step) { place(step.placement.cell, step.placement.digit); }
    void place(Cell cell, Digit digit);

    Candidates candidates(Cell cell) const { return marks_[cell]; }
    Digit digit(Cell cell) const { return grid_[cell]; }
    bool solved() const;
    // An open cell with no candidate, or a digit with no place in a unit.
    bool contradicted() const;
    // The first open cell in row-major order with the fewest candidates: the
    // narrowest guess. The grid must not be solved.
    Cell fewest_candidates() const;
    Grid const& grid() const { return grid_; }

private:
    std::optional<Step> hidden_single() const;
    std::optional<Step> naked_single() const;

    Grid grid_;
    std::array<Candidates, cell_count> marks_;
};

// Whether the singles allowed finish the puzzle.
bool solves_by(Grid const& givens, TechniqueSet allowed);

}  // namespace sudoku
