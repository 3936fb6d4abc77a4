// ER 5.3: SE's only step of that figure is a unique loop of 10 cells or
// more whose type 3 set is a naked quad, which walks among minimal puzzles
// (generator.cpp) meet too rarely. This search builds the step instead.
#pragma once

#include "sudoku/generator.hpp"

#include <cstdint>
#include <functional>

namespace sudoku {

// Whether every figure a minimal puzzle can have in `range` is 5.3.
bool loop_quad_only(ErRange range);

// A minimal puzzle with one solution whose solve, with SE's techniques up
// to 5.3, ends and takes a 5.3 loop step: its ER is 5.3. From a random full
// grid and a loop of 10 of its cells; the seed alone decides it. `tried` is
// told the number of candidates rejected so far, as generate's is.
Generated loop_quad(Random& random, std::function<void(std::uint64_t)> const& tried);

}  // namespace sudoku
