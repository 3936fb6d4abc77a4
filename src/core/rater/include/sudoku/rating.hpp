// How hard a puzzle is for a person: Sudoku Explainer 1.2.1's figures, and
// the level (levels.hpp) its hardest one falls in.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/levels.hpp"
#include "sudoku/se_rater.hpp"

#include <cstdint>
#include <string_view>

namespace sudoku {

struct Rating {
    // ER's level (level_of_er).
    using Level = sudoku::Level;
    Level level;
    // SE's figures, in tenths (23 is 2.3): ER the hardest step of the whole
    // solve, EP the hardest up to the first placement, ED the first step's.
    int er = 0, ep = 0, ed = 0;
    // Which figures are only lower bounds: the budget ran out, or the
    // techniques did (SE's are rated 9.0 or more past them), or the puzzle
    // has several solutions, which SE does not rate.
    bool er_bound = false, ep_bound = false, ed_bound = false;
    // SE's name of the first step taken rated ER; empty when ER is a lower
    // bound above every step taken (the budget or the techniques ran out).
    std::string_view technique;
};

// What the steps taken so far tell, kept as an SeObserver is told them:
// whether one was taken and one placed a digit, which the figures of a solve
// that stopped short do not tell, and the hardest.
struct StepsTaken {
    bool stepped = false, placed = false;
    int er = 0;                  // the highest difficulty among them
    std::string_view technique;  // the first step rated `er`
    void add(SeStep const& step);
    // The first step rated `figure`, if these steps reach it; else empty.
    std::string_view rated(int figure) const { return stepped && er == figure ? technique : std::string_view(); }
};

// The default bound on a rating's work, in SeBudget's steps: on a 2-core
// Xeon, where the searches take 20 to 35 million steps a second, about a
// second at most for one puzzle.
inline constexpr std::uint64_t default_budget_steps = 20'000'000;

// `unique`: whether the puzzle has exactly one solution. `budget_steps`
// bounds the work done, in SeBudget's steps (0: no bound).
// `nested`: whether SE's nested forcing chains may be tried (a grid with
// several solutions never tries them).
Rating rate(Grid const& givens, bool unique, std::uint64_t budget_steps = default_budget_steps,
            bool nested = true);
// The same from a solve already run, and the steps it took.
Rating rating_of(SeRating const& se, bool unique, StepsTaken const& taken);

}  // namespace sudoku
