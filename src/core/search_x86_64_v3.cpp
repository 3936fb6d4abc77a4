// The search (band_state.ipp, band_search.ipp) compiled for x86-64-v3: with
// POPCNT, TZCNT and BMI's and-not and lowest-bit instructions the bitboard
// operations are shorter. Standard headers come before the target pragma, so
// that every inline function the two copies might share is compiled for the
// portable target; everything after it has internal linkage or a name of its own.
#include "search_x86_64_v3.hpp"

#if defined(SUDOKU_SEARCH_X86_64_V3)

#include "bands.hpp"

#include <array>
#include <bit>
#include <emmintrin.h>

#pragma GCC target("popcnt,bmi,bmi2,avx2")
#define SUDOKU_SEARCH_HAS_POPCNT 1
#define SUDOKU_SEARCH_HAS_AVX2 1

namespace sudoku::x86_64_v3 {
namespace {
#include "band_state.ipp"
#include "band_search.ipp"
}  // namespace

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any) { return count_here(puzzle, limit, any); }
Grid first_solution(Grid const& puzzle, Grid const& any) { return first_here(puzzle, any); }
Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest) {
    return solve_here(puzzle, count_limit, smallest);
}

}  // namespace sudoku::x86_64_v3

#pragma GCC reset_options

namespace sudoku::x86_64_v3 {

bool supported() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
}

}  // namespace sudoku::x86_64_v3

#endif
