// The vocabulary of the puzzle: cells, digits, grids and candidate sets.
// Nothing here knows about text or streams.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku {

// A digit 1-9; 0 stands for "no digit yet" in a Grid.
using Digit = std::uint8_t;
inline constexpr Digit no_digit = 0;

// A cell index 0-80 in row-major order: row 0 is the top row, column 0 the left.
using Cell = std::uint8_t;
inline constexpr int cell_count = 81;

constexpr int row_of(Cell c) { return c / 9; }
constexpr int column_of(Cell c) { return c % 9; }
constexpr int box_of(Cell c) { return row_of(c) / 3 * 3 + column_of(c) / 3; }
constexpr Cell cell_at(int row, int column) { return static_cast<Cell>(row * 9 + column); }

// A puzzle or a solution: a digit, or no_digit, in each cell.
struct Grid {
    std::array<Digit, cell_count> digits{};

    Digit operator[](Cell c) const { return digits[c]; }
    Digit& operator[](Cell c) { return digits[c]; }
    bool operator==(Grid const&) const = default;
};

// A set of digits, one bit each (bit d for digit d), as small as a cell needs.
class Candidates {
public:
    constexpr Candidates() = default;
    static constexpr Candidates all() { return Candidates(0x3FE); }
    static constexpr Candidates only(Digit d) { return Candidates(bit(d)); }
    // Bit d for digit d (bits 1-9 only).
    static constexpr Candidates of_bits(std::uint16_t bits) { return Candidates(bits); }

    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }
    // size() == 1, with no popcount (an instruction not every target has).
    constexpr bool single() const { return bits_ != 0 && (bits_ & (bits_ - 1)) == 0; }
    constexpr bool contains(Digit d) const { return (bits_ & bit(d)) != 0; }
    // The smallest digit in the set; the set must not be empty.
    constexpr Digit smallest() const { return static_cast<Digit>(std::countr_zero(bits_)); }

    constexpr void remove(Digit d) { bits_ &= static_cast<std::uint16_t>(~bit(d)); }
    constexpr void add(Digit d) { bits_ |= bit(d); }
    constexpr bool operator==(Candidates const&) const = default;

    constexpr Candidates operator|(Candidates other) const { return from(bits_ | other.bits_); }
    constexpr Candidates operator&(Candidates other) const { return from(bits_ & other.bits_); }
    constexpr Candidates without(Candidates other) const { return from(bits_ & ~other.bits_); }
    // The digits in ascending order, for range-for.
    template <typename F>
    constexpr void for_each(F f) const {
        for (std::uint16_t b = bits_; b; b &= b - 1) f(static_cast<Digit>(std::countr_zero(b)));
    }

private:
    constexpr explicit Candidates(std::uint16_t bits) : bits_(bits) {}
    static constexpr Candidates from(unsigned bits) { return Candidates(static_cast<std::uint16_t>(bits)); }
    static constexpr std::uint16_t bit(Digit d) { return static_cast<std::uint16_t>(1u << d); }

    std::uint16_t bits_ = 0;
};

// A state of pencil marks: the digits each cell may still hold. A cell with
// one candidate is as good as filled; a cell with none leaves no solution.
struct PencilMarks {
    std::array<Candidates, cell_count> cells{};

    Candidates operator[](Cell c) const { return cells[c]; }
    Candidates& operator[](Cell c) { return cells[c]; }
    bool operator==(PencilMarks const&) const = default;
};

}  // namespace sudoku
