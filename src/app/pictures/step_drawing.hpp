// What a step's picture shows (--output=html): the pattern of a step's
// evidence (sudoku::SeStep) kept in a form a picture needs, small enough to
// keep for every step of an explanation until its record is written.
#pragma once

#include "sudoku/se_step.hpp"

#include <vector>

namespace solve {

// One candidate of a chain, on or off.
struct ChainMark {
    sudoku::Cell cell;
    sudoku::Digit digit;
    bool on;
    bool operator==(ChainMark const&) const = default;
};

// An implication between two candidates of a chain: `to` follows from
// `from`. Strong when it turns a candidate on (an off candidate forcing
// another on), weak when it turns one off.
struct ChainLink {
    ChainMark from, to;
    bool strong() const { return to.on; }
    bool operator==(ChainLink const&) const = default;
};

struct StepDrawing {
    std::vector<int> units;  // shaded (indexes into sudoku::units)
    std::vector<sudoku::Cell> cells;  // the pattern's cells, shaded
    sudoku::Candidates digits;  // the pattern's digits: marked where they are candidates in its cells
    // The first `lined` units, where the pattern's digit is marked in every
    // cell (the places of a pointing or a fish's base lines).
    std::size_t lined = 0;
    // The chains' candidates and links, each once (a step's chains share
    // many); nested chains, which only a rule of a node stands for, are not
    // drawn: the step's text gives them.
    std::vector<ChainMark> marks;
    std::vector<ChainLink> links;
};

// The drawing of a step taken with its evidence.
StepDrawing drawing_of(sudoku::SeStep const& step);

}  // namespace solve
