// The search (band_state.ipp, band_search.ipp) compiled for x86-64-v4, as far
// as it helps: on top of x86-64-v3, AVX-512VL and BW compare eight or sixteen
// lanes straight into a mask register (no pack and move-mask), and fold
// three-input logic into one instruction (ternary logic).
#include "search_copies.hpp"

#if defined(SUDOKU_SEARCH_X86_64_V4)

#include "bands.hpp"

#include <array>
#include <bit>
#include <immintrin.h>

#define SUDOKU_SEARCH_HAS_POPCNT 1
#define SUDOKU_SEARCH_HAS_AVX2 1
#define SUDOKU_SEARCH_HAS_AVX512 1
#define SUDOKU_SEARCH_COPY x86_64_v4
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("popcnt,bmi,bmi2,avx2,avx512f,avx512vl,avx512bw,avx512bitalg"))), \
                             apply_to = function)
#include "search_copy.ipp"
#pragma clang attribute pop
#else
#pragma GCC push_options
#pragma GCC target("popcnt,bmi,bmi2,avx2,avx512f,avx512vl,avx512bw,avx512bitalg")
#include "search_copy.ipp"
#pragma GCC pop_options
#endif

namespace sudoku::x86_64_v4 {

bool supported() {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512bitalg");
}

}  // namespace sudoku::x86_64_v4

#endif
