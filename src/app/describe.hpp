// Sentences about the solver's findings (clashing givens, a blocked cell, the
// steps of an explanation), shared by stdout and stderr. (How a setting's
// value is spelled is names.hpp's.)
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/units.hpp"

#include <array>
#include <string>
#include <string_view>

namespace solve {

std::string cell_name(sudoku::Cell cell);       // "r1c9": row 1, column 9
std::string unit_name(sudoku::Unit const& unit);  // "row 1", "column 3", "box 5"
std::string describe(sudoku::Conflict const& conflict);  // "r1c9 and r1c3 both hold 5 (row 1)"
std::string describe_blocked(sudoku::Cell cell);
// Why a puzzle that must have one solution fails with several (--unique).
inline constexpr std::string_view several_solutions = "the puzzle has more than one solution";

// The pencil marks of every cell (none in a placed one).
using Marks = std::array<sudoku::Candidates, sudoku::cell_count>;

// One step of an explanation, as a line: what it does, SE's technique with
// its difficulty, and the pattern it rests on on `marks`, the pencil marks it
// was taken on: "r3c5 = 7   Hidden Single (1.2): the only place for 7 in box 2".
std::string describe(sudoku::SeStep const& step, Marks const& marks);

}  // namespace solve
