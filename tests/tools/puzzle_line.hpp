// A puzzle as the collections write it, one to a line: its first 81
// characters, a digit or '.' or '0' for an empty cell; '#' opens a comment.
// The test tools' one reader of such lines (the unit tests' grid_of too).
#pragma once

#include "grammar/format.hpp"
#include "sudoku/grid.hpp"

#include <optional>
#include <string_view>

inline std::optional<sudoku::Grid> puzzle_of(std::string_view line) {
    namespace format = sudoku::grammar::format;
    if (line.size() < format::line_width || line[0] == '#') return std::nullopt;
    sudoku::Grid grid;
    for (int c = 0; c < sudoku::cell_count; ++c) {
        char cell = line[static_cast<std::size_t>(c)];
        if (!format::is_line_cell(cell)) return std::nullopt;
        grid.digits[c] = format::digit_of(cell);
    }
    return grid;
}
