// A Rating (rating.hpp) from the rater's solve, for callers that already
// know whether the puzzle is unique: the app, which has counted, and the
// generator, which digs only unique puzzles. The library's rate() counts.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/se_rater.hpp"

#include <cstdint>
#include <string_view>

namespace sudoku {

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

// `unique`: whether the puzzle has exactly one solution. `budget_steps`
// bounds the work done, in SeBudget's steps (0: no bound).
// `nested`: whether SE's nested forcing chains may be tried (a grid with
// several solutions never tries them).
Rating rate(Grid const& givens, bool unique, std::uint64_t budget_steps = default_budget_steps,
            bool nested = true);
// The same from a state of pencil marks (rate_se's reading of one).
Rating rate(PencilMarks const& state, bool unique, std::uint64_t budget_steps = default_budget_steps,
            bool nested = true);
// The same from a solve already run, and the steps it took.
Rating rating_of(SeRating const& se, bool unique, StepsTaken const& taken);

}  // namespace sudoku
