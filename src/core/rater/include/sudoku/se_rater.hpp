// A human-style solver rating puzzles on Sudoku Explainer 1.2.1's scale.
// No I/O: the caller formats the figures.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/se_techniques.hpp"

#include <array>
#include <cstdint>
#include <memory>
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

// The rule that turned a candidate off inside a dynamic forcing chain (+),
// SE's "other rules" applied to the grid as the chain left it. Its parents
// are the candidates of its pattern that the chain removed; with them gone,
// the pattern holds in the grid the step started from:
// - "pointing" / "claiming": `digits` one digit, whose places in units[0]
//   all lie in units[1];
// - "x-wing": one digit, whose places in units[0] and units[1] (two lines)
//   all lie in units[2] and units[3];
// - "naked pair": `cells` (two, in units[0]) hold no digit but `digits`;
// - "hidden pair": `digits` (two) lie in units[0] only in `cells`.
// In a nested forcing chain, the rule may instead be a chain hint of its own
// (a chain technique's hint on the grid the chain left): `name` is its
// technique and `chains` its chains; with the rule's parents gone, they
// prove its effect on the grid the step started from.
struct SeChain;
struct ChainRule {
    std::string_view name;  // empty: the node follows from a link
    Candidates digits;
    std::vector<int> units;  // indexes into sudoku::units
    std::vector<Cell> cells;
    // A nested chain hint: the chains that remove it (shared: a rule's
    // chains may be shown in several chains of a step, and SeChain is not
    // complete here).
    std::vector<std::shared_ptr<SeChain const>> chains{};
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
    // candidates the chain itself turned off (dynamic chains), or when a
    // rule's pattern rests on them.
    std::vector<int> parents;
    ChainRule rule{};  // dynamic (+) and nested chains: the rule that removed it
};

// One chain: its nodes in an order where every parent comes before its
// children; nodes.front() is the assumption, nodes.back() the conclusion.
// A cycle's last node repeats its first.
struct SeChain {
    std::vector<ChainNode> nodes;
};

// One step as applied: what SE would show as one hint, with what it rests on.
struct SeStep {
    SeMethod method;  // the technique, and what SE's name of it adds
    int difficulty = 0;
    // A chain's complexity (its nodes, as SE counts them for the length
    // increments of its difficulty); 0 for the other techniques.
    int length = 0;
    int placed_cell = -1;  // -1: the step places nothing
    Digit placed_digit = no_digit;
    std::array<std::uint16_t, cell_count> eliminated{};  // bit d: digit d removed
    // The evidence, filled only for an observer that asks for it (see
    // SeObserver::wants_evidence). What each technique gives, by the
    // table's evidence column (se_techniques.hpp; fields not named stay empty):
    // - Hidden Single: units the unit, cells the cell, digits the digit.
    // - Direct Pointing / Claiming: units the house whose places for the digit
    //   all lie in the second, then the second, then the house left with one
    //   place; cells the placed cell; digits the digit.
    // - Naked Single: cells the cell, digits the digit.
    // - Pointing / Claiming: units the house whose places for the digit all
    //   lie in the second, then the second; digits the digit.
    // - Naked and Hidden Pair / Triplet / Quad, Direct Hidden Pair / Triplet:
    //   units the unit, cells the set's cells, digits the set's digits.
    // - X-Wing, Swordfish, Jellyfish: units the base lines, then as many cover
    //   lines; digits the digit.
    // - XY-Wing, XYZ-Wing: cells the pivot, then the two pincers; digits the
    //   three digits.
    // - Unique Rectangle / Loop N type T: cells the loop's N cells in loop
    //   order, then for type 3 the set's cells outside the loop; digits the
    //   loop's two digits; units, for type 3 the unit of the set, for type 4
    //   the unit where one loop digit lies only in the two cells with extras.
    // - BUG type T: cells the cells with an extra candidate, then for type 3
    //   the set's other cells; digits the extra candidates; units, for types
    //   3 and 4 the unit the cells with extras share.
    // - Aligned Pair / Triplet Exclusion: cells the two or three base cells,
    //   then every cell of 2 (pair) or 2-3 (triplet) candidates all of them
    //   see, whose candidates no combination may take in full.
    // - Chains: the chains, see the chain techniques.
    std::vector<int> units;   // indexes into sudoku::units
    std::vector<Cell> cells;  // the cells of the pattern
    Candidates digits;        // the digits of the pattern
    std::vector<SeChain> chains;

    std::string_view name() const { return name_of(method); }  // SE's
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

}  // namespace sudoku
