// Puzzles with one solution, minimal, symmetric, of a chosen level. The
// randomness comes from a seeded std::mt19937_64, whose output the standard
// fixes, and is used without the library's distributions, which it does not:
// the same seed gives the same puzzles everywhere.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/symmetry.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

namespace sudoku {

using Random = std::mt19937_64;

// A puzzle whose givens keep `symmetry`, with exactly one solution, from
// which no orbit of givens (the cells `symmetry` ties together; a single cell
// with none) can be taken without losing that, and whose SE rating (ER) lies
// in `range` (any when none is asked; a rating that is only a lower bound
// lies in a range that reaches 12.0, highest_er, when its bound is in it).
// Tries until it finds one; `tried`, if given, is told the number of
// candidates rejected so far after each one. Rated (only when a range is
// asked) without a time budget, so that the seed alone decides the puzzles.
struct Generated {
    Grid puzzle;
    Grid solution;                // the only one, from which the puzzle was dug
    std::optional<Rating> rating;  // when a range was asked
};
Generated generate(Random& random, Symmetry symmetry, std::optional<ErRange> range,
                   std::function<void(std::uint64_t)> const& tried = {});

// The ERs, in tenths and in order, that the generator can give a puzzle:
// SE's figures up to 9.5 that a minimal puzzle can have (below 9.6 it rates
// without nested forcing chains; a puzzle that needs them is rated 9.5+, in
// a range up to 12.0), then from 9.6 to the hardest of the set of puzzles
// whose neighbours give those (src/core/generator/hard_neighbourhood.hpp).
std::vector<int> const& minimal_figures();
// Whether `range` holds one of them: the generator would never end otherwise.
bool reachable(ErRange range);
// Whether `range` starts above 9.5, where only nested forcing chains rate:
// such puzzles are found near a set of hard puzzles, which has no symmetry.
constexpr bool beyond_plain_chains(ErRange range) { return range.low > 95; }
// Whether the generator searches near the set of hard puzzles: above 9.5,
// and from 9.5 (9.5 alone, or the extreme level), which random grids take
// minutes to give, unless a symmetry is asked, which the set does not have.
constexpr bool near_hard_puzzles_first(ErRange range, Symmetry symmetry) {
    return beyond_plain_chains(range) || (range.low == 95 && symmetry == Symmetry::none);
}

// The generator for puzzle `index` of a run with `seed`: each puzzle has its
// own, so that a puzzle depends on the seed and its place alone.
Random random_for(std::uint64_t seed, std::uint64_t index);

}  // namespace sudoku
