// Puzzles above 9.5, which only nested forcing chains rate: found near hard
// puzzles of a compiled-in set rather than dug from random grids, where
// none turns up in hours.
#pragma once

#include "sudoku/generator.hpp"

#include <cstdint>
#include <functional>

namespace sudoku {

// The highest ER among the set's puzzles: the search accepts a range that
// reaches from 9.6 to it.
int hardest_seed_er();

// A minimal puzzle (no given can go) with one solution and an ER in
// `range` (near_hard_puzzles_first), at least `far_enough` cells away from a
// puzzle of the set as disguised. Rated with nested forcing chains under a
// budget of work, not of time, so that the seed alone decides the puzzle.
Generated near_hard_puzzles(Random& random, ErRange range, std::function<void(std::uint64_t)> const& tried);

}  // namespace sudoku
