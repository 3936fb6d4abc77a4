// The search compiled a second time for processors with AVX2, BMI1/2 and
// POPCNT (Intel Haswell, AMD Excavator and later), which the portable build
// calls when the running processor has them (see search.cpp).
#pragma once

#include "sudoku/solver.hpp"

// GCC alone: its target pragma compiles one file for two instruction sets.
// A build that targets such a processor anyway needs no second copy.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__AVX2__)
#define SUDOKU_SEARCH_X86_64_V3 1
#endif

#if defined(SUDOKU_SEARCH_X86_64_V3)
namespace sudoku::x86_64_v3 {

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any);
Grid first_solution(Grid const& puzzle, Grid const& any);
Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest);

// True when the running processor (and its operating system) can run them.
bool supported();

}  // namespace sudoku::x86_64_v3
#endif
