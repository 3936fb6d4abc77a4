// SOLVE_ISA=portable|v3|v4 in the environment forces one compiled copy of the
// search (sudoku/search_copy.hpp), so that tests and measurements reach every
// copy the processor can run, not only the fastest.
#pragma once

#include <string>

namespace solve {

// Applies `value` (SOLVE_ISA's, or null when unset; empty counts as unset).
// Returns the diagnostic, one line, when it names no copy or one that this
// build and processor cannot run; else "" (then the copy is in use).
std::string force_search_copy(char const* value);

// The same for the environment's SOLVE_ISA.
std::string force_search_copy_from_environment();

}  // namespace solve
