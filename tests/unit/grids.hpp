// Puzzles the tests share, written as 81 characters row-major ('.' empty).
#pragma once

#include "../tools/puzzle_line.hpp"

#include <string_view>

// A puzzle line the test itself wrote, so it is well formed.
inline sudoku::Grid grid_of(std::string_view text) { return puzzle_of(text).value(); }

// The Go Challenge 8 example: four solutions.
inline constexpr std::string_view challenge_example =
    "1.3..6.8..5..8.12.7.91.3.56.3..67.9.5.78...3.8.1.3.5.7.4..78.1.6.8..2.4..12.45.78";
inline constexpr std::string_view challenge_first =
    "123456789456789123789123456234567891567891234891234567345678912678912345912345678";

// Arto Inkala's "world's hardest Sudoku" and its unique solution.
inline constexpr std::string_view inkala =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
inline constexpr std::string_view inkala_solution =
    "145327698839654127672918543496185372218473956753296481367542819984761235521839764";

// Inkala's puzzle with r1c1 = 2 (its solution has 1 there): no given clashes,
// no cell is blocked, and only search shows that nothing completes it.
inline constexpr std::string_view inkala_broken =
    "2.53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
