// Counting search over band bitboards. Why it is fast:
// - the state is 9 x 3 masks of 27 bits, small enough to copy at every guess;
// - a digit's band is analysed with one table lookup (its segments packed by
//   two multiplications): the digit must go once in each row and each box of
//   the band, and only segments on such a placement survive (pointing,
//   claiming, and box hidden singles at once);
// - the same rule on the stacks runs for eight digits at once in vector
//   lanes, worked out by shifts instead of the table;
// - a band is analysed again only when its mask changed since last time (the
//   27 masks compared with their analysed copies four at a time), and naked
//   singles, from bit-sliced counts over the nine digits 27 cells at a time,
//   are looked for only in the bands that changed;
// - deciding (is there a solution, is it the only one?) branches on where a
//   digit goes in the most constrained band or stack, with the triad rules at
//   every node: each digit's six bands and stacks in one 64-bit word, four
//   digits to a vector (see lock_triads); counting further branches on cells
//   with two candidates (on segments again after 128 dead ends with no
//   solution) and counts the last nine open cells by a plain backtrack (see
//   count_from and Endgame);
// - at the root of a grid still mostly open, one pass of the triad rules
//   refutes many grids with no solution before any guess;
// - the search is compiled twice (search_x86_64_v3.cpp): the portable build
//   runs on any x86-64 but calls the copy built for AVX2/BMI2/POPCNT when the
//   processor has them, which shortens the bit operations at every node.
//
// The code is in band_state.ipp (the state and its propagation) and
// band_search.ipp (branching, counting, the smallest solution), included
// once here for the portable target and once for x86-64-v3.
#include "sudoku/solver.hpp"

#include "bands.hpp"
#include "search_x86_64_v3.hpp"

#include <array>
#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>  // SSE2 alone: a fraction of <immintrin.h>
#endif

namespace sudoku {
namespace {
#include "band_state.ipp"
#include "band_search.ipp"

#if defined(SUDOKU_SEARCH_X86_64_V3)
bool const fast_processor = x86_64_v3::supported();
#endif
}  // namespace

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any) {
#if defined(SUDOKU_SEARCH_X86_64_V3)
    if (fast_processor) return x86_64_v3::count_solutions(puzzle, limit, any);
#endif
    return count_here(puzzle, limit, any);
}

Grid first_solution(Grid const& puzzle, Grid const& any) {
#if defined(SUDOKU_SEARCH_X86_64_V3)
    if (fast_processor) return x86_64_v3::first_solution(puzzle, any);
#endif
    return first_here(puzzle, any);
}

Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest) {
#if defined(SUDOKU_SEARCH_X86_64_V3)
    if (fast_processor) return x86_64_v3::solve(puzzle, count_limit, smallest);
#endif
    return solve_here(puzzle, count_limit, smallest);
}

}  // namespace sudoku
