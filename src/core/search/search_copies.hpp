// The search compiled again for newer x86-64 processors, which the portable
// build calls when the running processor has what they use (see search.cpp):
// x86-64-v3 (AVX2, BMI1/2, POPCNT: Intel Haswell, AMD Excavator and later) and
// x86-64-v4 as far as the search uses it (AVX-512F/VL/BW/BITALG on top: Intel
// Ice Lake, AMD Zen 4 and later).
#pragma once

#include "sudoku/solver.hpp"

// A target pragma (GCC) or attribute (Clang) compiles one file for another
// instruction set. A build that targets such a processor anyway needs no copy.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#if !defined(__AVX2__)
#define SUDOKU_SEARCH_X86_64_V3 1
#endif
#if !defined(__AVX512BITALG__) || !defined(__AVX512VL__) || !defined(__AVX512BW__)
#define SUDOKU_SEARCH_X86_64_V4 1
#endif
#endif

namespace sudoku {

#define SUDOKU_SEARCH_COPY(name)                                                   \
    namespace name {                                                               \
    Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any);          \
    Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest);       \
    Count count_solutions(PencilMarks const& marks, unsigned limit, Grid* any);    \
    Solution solve(PencilMarks const& marks, unsigned count_limit, bool smallest); \
    /* True when the running processor (and its operating system) can run it. */ \
    bool supported();                                                              \
    }

#if defined(SUDOKU_SEARCH_X86_64_V3)
SUDOKU_SEARCH_COPY(x86_64_v3)
#endif
#if defined(SUDOKU_SEARCH_X86_64_V4)
SUDOKU_SEARCH_COPY(x86_64_v4)
#endif
#undef SUDOKU_SEARCH_COPY

}  // namespace sudoku
