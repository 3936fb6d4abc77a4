// Pencil marks and a few techniques of a person's, one step at a time, each
// step recorded with what it rests on: the generator fills grids and guides
// its digging with them. (--explain shows the SE rater's steps instead,
// se_rater.hpp.) Separate from the fast core, which it does not use.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/units.hpp"

#include <array>
#include <optional>
#include <vector>

namespace sudoku {

// In order of difficulty, easiest first: the order in which they are tried.
enum class Technique {
    hidden_single,
    naked_single,
    pointing,      // a digit's places in a box all in one row or column
    claiming,      // a digit's places in a row or column all in one box
    naked_pair,
    hidden_pair,
    naked_triple,
    hidden_triple,
    x_wing,
    naked_quad,
    hidden_quad,
    swordfish,
    xy_wing,
};

// A set of techniques, bit i for Technique i.
using TechniqueSet = unsigned;
constexpr TechniqueSet only(Technique t) { return 1u << static_cast<int>(t); }
inline constexpr TechniqueSet all_techniques = (1u << (static_cast<int>(Technique::xy_wing) + 1)) - 1;

struct Placement {
    Cell cell;
    Digit digit;
    bool operator==(Placement const&) const = default;
};

struct Step {
    Technique technique;
    std::optional<Placement> placement;  // a digit placed, or
    std::vector<Placement> eliminations;  // candidates removed (cell, digit)
    Unit const* unit = nullptr;           // the unit it rests on, if one
    std::vector<Cell> cells;              // the cells it rests on (subsets, fish, wings)
    Candidates digits;                    // the digits it rests on
};

// Pencil marks for a puzzle: the digits each empty cell may still hold.
class Pencilmarks {
public:
    explicit Pencilmarks(Grid const& givens);

    // The easiest step that makes progress with the techniques allowed, or
    // none when none of them applies.
    std::optional<Step> next_step(TechniqueSet allowed = all_techniques) const;
    void apply(Step const& step);
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
    std::optional<Step> locked_candidates(Technique technique) const;
    std::optional<Step> naked_subset(int size) const;
    std::optional<Step> hidden_subset(int size) const;
    std::optional<Step> fish(int size) const;
    std::optional<Step> xy_wing() const;

    Grid grid_;
    std::array<Candidates, cell_count> marks_;
};

// Whether the techniques allowed finish the puzzle without a guess.
bool solves_by(Grid const& givens, TechniqueSet allowed);

}  // namespace sudoku
