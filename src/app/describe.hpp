// Sentences about the solver's findings (clashing givens, a blocked cell, the
// steps of an explanation), shared by stdout and stderr. (How a setting's
// value is spelled is names.hpp's.)
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/units.hpp"

#include <string>
#include <string_view>

namespace solve {

std::string cell_name(sudoku::Cell cell);       // "r1c9": row 1, column 9
std::string unit_name(sudoku::Unit const& unit);  // "row 1", "column 3", "box 5"
std::string describe(sudoku::Conflict const& conflict);  // "r1c9 and r1c3 both hold 5 (row 1)"
std::string describe_blocked(sudoku::Cell cell);
// Why a puzzle that must have one solution fails with several (--unique).
inline constexpr std::string_view several_solutions = "the puzzle has more than one solution";

// One step of an explanation, as a line: what it does, then why, e.g.
// "r3c5 = 7   hidden single in box 2" or "r4c1,r4c7 <> 3   pointing pair in box 4".
std::string describe(sudoku::Step const& step);
// The technique's name in snake case, for JSON: "hidden_single".
char const* technique_key(sudoku::Technique technique);

}  // namespace solve
