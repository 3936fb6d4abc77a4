// How hard a puzzle is for a person: Sudoku Explainer 1.2.1's figures, and
// the level (levels.hpp) its hardest one falls in.
#pragma once

#include "sudoku/levels.hpp"

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

// The default bound on a rating's work, in steps of the rater's searches (an
// elementary move: a chain's candidate state, a loop's cell...): on a 2-core
// Xeon, where the searches take 20 to 35 million steps a second, about a
// second at most for one puzzle. A count, not a time, so that a rating cut by
// it is the same on every machine.
inline constexpr std::uint64_t default_budget_steps = 20'000'000;

}  // namespace sudoku
