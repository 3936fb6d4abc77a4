// A human-style solver rating puzzles on Sudoku Explainer 1.2.1's scale.
// No I/O: the caller formats the figures.
#pragma once

#include "sudoku/grid.hpp"

#include <array>
#include <cstdint>
#include <string_view>

namespace sudoku {

// Difficulties are in tenths, as SE prints them with one decimal: 15 is 1.5.
struct SeRating {
    int er = 0;  // the hardest step of the whole solve
    int ep = 0;  // the hardest step up to and including the first placement
    int ed = 0;  // the first step's difficulty
    std::string_view hardest;  // SE's name for the first step rated `er`
    // Unless solved, the figures are lower bounds: the budget ran out (`cut`),
    // or the techniques did (dynamic forcing chains (+) and nested ones are
    // not implemented yet), and then every figure not yet known is at least
    // 9.0, the least difficulty SE gives those.
    bool solved = false;
    bool cut = false;
};

// One step as applied: what SE would show as one hint.
struct SeStep {
    std::string_view technique;
    int difficulty = 0;
    int placed_cell = -1;  // -1: the step places nothing
    Digit placed_digit = no_digit;
    std::array<std::uint16_t, cell_count> eliminated{};  // bit d: digit d removed
};

// Told every step, for checking or explaining; may be null.
class SeObserver {
public:
    virtual ~SeObserver() = default;
    virtual void on_step(SeStep const& step) = 0;
};

struct SeBudget {
    double seconds = 0;  // 0: no limit
};

// Rates a puzzle with a unique solution; other puzzles get whatever the
// techniques manage, unsolved.
SeRating rate_se(Grid const& puzzle, SeBudget budget = {}, SeObserver* observer = nullptr);

}  // namespace sudoku
