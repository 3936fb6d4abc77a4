// The pattern a step rests on, in words a person checks on the pencil marks.
#pragma once

#include "describe.hpp"

#include <string>

namespace solve {

// The pattern alone: "the only place for 7 in box 2".
std::string evidence(sudoku::SeStep const& step, Marks const& marks);

}  // namespace solve
