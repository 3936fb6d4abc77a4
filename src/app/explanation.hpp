// --explain: the steps of Sudoku Explainer's solve, each with the pattern it
// rests on in words, and where and why the solve stopped if it did.
#pragma once

#include "step_drawing.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/se_rater.hpp"

#include <optional>
#include <string>
#include <vector>

namespace solve {

struct ExplainedStep {
    sudoku::SeStep step;  // what it does; without the evidence (in `text`) but for a hint
    std::string text;  // the whole line: "r2c5 = 5   Hidden Single (1.2): ..."
    std::optional<StepDrawing> drawing;  // its picture's pattern, when asked for (--output=html)
};

struct Explanation {
    // With --hint, the next step alone, its evidence kept (an app draws it).
    bool next_only = false;
    // The state the steps start from, and the state once those shown are
    // applied (see apply): --output=marks writes the last, JSON each step's
    // state before it, replayed from the first.
    sudoku::PencilMarks start, state;
    std::vector<ExplainedStep> steps;
    std::string stopped;  // why the steps end before the solution; empty when they reach it
    sudoku::Rating rating;  // of the same solve, so that --rate agrees with the steps
};

// The state givens leave: each given's cell holds its digit alone, and its
// peers lose it; every other candidate stands.
sudoku::PencilMarks state_of(sudoku::Grid const& givens);
// A step applied to a state: its eliminations removed, and its placed cell
// left with its digit alone, which its peers lose.
void apply(sudoku::PencilMarks& state, sudoku::SeStep const& step);

// `unique`: whether the puzzle has one solution. Without one, the steps end
// before the first that assumes it (unique rectangles and loops, BUG).
// `budget_steps` as for --rate (0: no limit). `drawn`: each step keeps its
// drawing (--output=html draws every step).
Explanation explain(sudoku::Grid const& givens, bool unique, std::uint64_t budget_steps, bool drawn = false);
// The same from a state of pencil marks, read as the rater reads one.
Explanation explain(sudoku::PencilMarks const& state, bool unique, std::uint64_t budget_steps, bool drawn = false);

// --hint: the first step of the same solve, with its evidence, or no step
// and why: the grid is solved already, or as for explain().
Explanation hint(sudoku::Grid const& givens, bool unique, std::uint64_t budget_steps);
Explanation hint(sudoku::PencilMarks const& state, bool unique, std::uint64_t budget_steps);

}  // namespace solve
