// One step of Sudoku Explainer 1.2.1's solve, as an explanation shows it: the
// technique, its difficulty, what it places and removes, and the pattern it
// rests on (units, cells, digits, chains). No I/O: the caller words it.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/se_techniques.hpp"
#include "sudoku/units.hpp"  // what a step's units index

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace sudoku {

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
    // The evidence, filled only when asked for (explain() always asks; it
    // costs a rating time to gather). What each technique gives, by the
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

}  // namespace sudoku
