// What the writers write beside a verdict: where a record came from, and a
// puzzle --generate made.
#pragma once

#include "sudoku/grid.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/symmetry.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace solve {

// Where a record came from: its number in the run (1-based) and its file.
struct Origin {
    std::size_t record;
    std::string_view file;
};

// A puzzle --generate made.
struct GeneratedRecord {
    std::size_t number;  // in the run, 1-based
    sudoku::Grid puzzle;
    sudoku::Grid solution;  // its only one
    std::uint64_t seed;  // the run's
    sudoku::Symmetry symmetry;
    std::optional<sudoku::Rating> rating;  // for the JSON output, which alone shows it
};

}  // namespace solve
