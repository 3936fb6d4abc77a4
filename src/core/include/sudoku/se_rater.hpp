// A human-style solver rating puzzles on Sudoku Explainer 1.2.1's scale.
// No I/O: the caller formats the figures.
#pragma once

#include "sudoku/grid.hpp"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

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

// One candidate's state in a chain of implications: `digit` is (on) or is
// not (off) in `cell`.
struct ChainNode {
    Cell cell;
    Digit digit;
    bool on;
    // The earlier nodes of the same chain this one follows from: none for the
    // assumption the chain starts from, one for a plain link, several when a
    // cell's last digit or a digit's last place in a unit was left by
    // candidates the chain itself turned off (dynamic chains).
    std::vector<int> parents;
};

// One chain: its nodes in an order where every parent comes before its
// children; nodes.front() is the assumption, nodes.back() the conclusion.
// A cycle's last node repeats its first.
struct SeChain {
    std::vector<ChainNode> nodes;
};

// One step as applied: what SE would show as one hint, with what it rests on.
struct SeStep {
    std::string_view technique;
    int difficulty = 0;
    int placed_cell = -1;  // -1: the step places nothing
    Digit placed_digit = no_digit;
    std::array<std::uint16_t, cell_count> eliminated{};  // bit d: digit d removed
    // The evidence, filled only for an observer that asks for it (see
    // SeObserver::wants_evidence); what each field holds for each technique
    // is documented where the technique fills it in.
    std::vector<int> units;   // indexes into sudoku::units
    std::vector<Cell> cells;  // the cells of the pattern
    Candidates digits;        // the digits of the pattern
    std::vector<SeChain> chains;
};

// Told every step, for checking or explaining; may be null.
class SeObserver {
public:
    virtual ~SeObserver() = default;
    virtual void on_step(SeStep const& step) = 0;
    // Whether steps must carry their evidence (which costs time to gather).
    virtual bool wants_evidence() const { return false; }
};

struct SeBudget {
    double seconds = 0;  // 0: no limit
};

// Rates a puzzle with a unique solution; other puzzles get whatever the
// techniques manage, unsolved.
SeRating rate_se(Grid const& puzzle, SeBudget budget = {}, SeObserver* observer = nullptr);

}  // namespace sudoku
