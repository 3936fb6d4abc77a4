// Counting the bits set in bitboards, the one helper the search and the
// rater share.
#pragma once

#include <bit>
#include <cstdint>

namespace sudoku {

// The number of bits set in `a` and `b` together. Without a popcount
// instruction (the portable build), std::popcount of 64 bits is a call into
// libgcc; this counts both words in one bit-sliced pass, a few instructions
// (a byte of the two words' sum holds at most 16, the whole at most 128).
constexpr int bits_in(std::uint64_t a, std::uint64_t b = 0) {
#if defined(__POPCNT__)
    return std::popcount(a) + std::popcount(b);
#else
    a -= a >> 1 & 0x5555555555555555u;
    b -= b >> 1 & 0x5555555555555555u;
    a = (a & 0x3333333333333333u) + (a >> 2 & 0x3333333333333333u);
    b = (b & 0x3333333333333333u) + (b >> 2 & 0x3333333333333333u);
    std::uint64_t bytes = ((a + (a >> 4)) & 0x0F0F0F0F0F0F0F0Fu) + ((b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Fu);
    return static_cast<int>(bytes * 0x0101010101010101u >> 56);
#endif
}

}  // namespace sudoku
