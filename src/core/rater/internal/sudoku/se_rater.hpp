// A human-style solver rating puzzles on Sudoku Explainer 1.2.1's scale.
// No I/O: the caller formats the figures.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/se_step.hpp"

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
    // or the techniques did, and then every figure not yet known is at least
    // the least difficulty of what was not tried: 9.5 where nested forcing
    // chains were not to be tried (SeBudget::nested), else 11.0, SE's last
    // technique having found nothing; or the observer stopped the solve
    // (`stopped`, see SeObserver), and then the figures are those of the
    // steps up to and including the one it stopped at.
    bool solved = false;
    bool cut = false;
    bool stopped = false;
    std::uint64_t steps = 0;  // the work the searches did, in SeBudget's steps
};

// What a chain's length adds to its difficulty, as SE counts it: a tenth
// each time the length (its complexity less 2) passes a threshold 4, 6, 8,
// 12, 16, 24, 32... (each 3/2, then 4/3, of the one before). `tenths`: how
// many it has passed; `length` lies above `floor` (the last passed, 0: none)
// and up to `next` (the one it would pass next).
struct ChainLengthSpan {
    int length = 0;
    int tenths = 0;
    int floor = 0;
    int next = 4;
};
constexpr ChainLengthSpan chain_length_span(int complexity) {
    ChainLengthSpan span;
    span.length = complexity - 2;
    for (bool odd = false; span.length > span.next; odd = !odd) {
        ++span.tenths;
        span.floor = span.next;
        span.next = odd ? span.next * 4 / 3 : span.next * 3 / 2;
    }
    return span;
}

// Told every step, for checking or explaining; may be null. Each step is
// told after it is rated (its difficulty is in the figures) and before it is
// applied. What on_step returns decides whether the solve goes on: `go_on`
// applies the step and looks for the next; `stop` ends the solve there, and
// rate_se returns the figures so far, marked `stopped` (not `solved`): how an
// observer stops a solve that can no longer tell it anything, such as one
// whose step is already harder than it is looking for. No exception is used.
class SeObserver {
public:
    enum class Next : bool { go_on, stop };
    virtual ~SeObserver() = default;
    virtual Next on_step(SeStep const& step) = 0;
    // Whether steps must carry their evidence (which costs time to gather).
    virtual bool wants_evidence() const { return false; }
};

struct SeBudget {
    // The steps of work the searches may take (0: no limit): a count, not
    // a time, so that a rating cut by it is the same on every machine. A
    // step is one elementary move of a search that can run long (a chain's
    // candidate state, a loop's cell, an exclusion's pair or triple; see
    // src/core/rater/work.hpp); a second is some tens of millions of them.
    std::uint64_t steps = 0;
    // Whether SE's nested forcing chains (9.5 and up, from a fraction of a
    // second to minutes a step) may be tried. A grid with several solutions
    // is never settled by them: there the rater stops before them, at 9.5.
    bool nested = true;
    // The hardest technique to try, by its base difficulty in tenths: 0 for
    // every one, else 45 (the unique rectangle) to 53. The techniques up to
    // the XYZ-wing (4.4) are always tried, and past 5.3 nothing is left out,
    // so only that range is allowed. A search aimed at a figure stops where
    // its techniques run out, unsolved, its figures one more than this.
    int ceiling = 0;
};

// Rates a puzzle with a unique solution; other puzzles get whatever the
// techniques manage, unsolved.
SeRating rate_se(Grid const& puzzle, SeBudget budget = {}, SeObserver* observer = nullptr);
// The same from a state of pencil marks, each cell holding a candidate: the
// cells they settle (settled_cells, sudoku/rules.hpp) are placed, and the
// rest is solved from the candidates as they stand.
SeRating rate_se(PencilMarks const& state, SeBudget budget = {}, SeObserver* observer = nullptr);

}  // namespace sudoku
