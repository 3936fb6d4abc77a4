// The search (band_state.ipp, band_search.ipp) compiled for x86-64-v3: with
// POPCNT, TZCNT and BMI's and-not and lowest-bit instructions the bitboard
// operations are shorter, and eight masks fit one AVX2 register.
#include "search_copies.hpp"

#if defined(SUDOKU_SEARCH_X86_64_V3)

#include "bands.hpp"

#include <array>
#include <bit>
#include <emmintrin.h>

#define SUDOKU_SEARCH_HAS_POPCNT 1
#define SUDOKU_SEARCH_HAS_AVX2 1
#define SUDOKU_SEARCH_COPY x86_64_v3
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("popcnt,bmi,bmi2,avx2"))), apply_to = function)
#include "search_copy.ipp"
#pragma clang attribute pop
#else
#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2,avx2")
#include "search_copy.ipp"
#pragma GCC pop_options
#endif

namespace sudoku::x86_64_v3 {

bool supported() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
}

}  // namespace sudoku::x86_64_v3

#endif
