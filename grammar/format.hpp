// The facts of the two input formats, each stated once: the grammar's rules,
// its error messages, the reader and the tests all take them from here. No
// Spirit: anything may include this header.
#pragma once

#include "sudoku/grid.hpp"

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace sudoku::grammar {

// The ways a puzzle can be written: nine rows (the grid format), one line
// of 81 cells (the line format), or one line of 81 cells' pencil marks (the
// marks format).
enum class Format { grid, line, marks };

namespace format {

// A comment is a line that begins with either prefix, in both formats.
inline constexpr char hash_comment[] = "#";
inline constexpr char dash_comment[] = "-- ";
constexpr bool is_comment(std::string_view line) {
    return line.starts_with(hash_comment) || line.starts_with(dash_comment);
}

// A cell holds a digit, or is empty: '_' in a grid row, '.' or '0' in a line.
inline constexpr char lowest_digit = '1';
inline constexpr char highest_digit = '9';
inline constexpr char grid_empty = '_';
inline constexpr char line_empty[] = ".0";
constexpr bool is_digit(char c) { return c >= lowest_digit && c <= highest_digit; }
constexpr bool is_grid_cell(char c) { return is_digit(c) || c == grid_empty; }
constexpr bool is_line_cell(char c) { return is_digit(c) || c == line_empty[0] || c == line_empty[1]; }

// The digit a cell holds, or no_digit for an empty one, in either format.
constexpr Digit digit_of(char cell) {
    return is_digit(cell) ? static_cast<Digit>(cell - '0') : no_digit;
}

// A grid is nine rows, each of nine cells separated by single spaces; a
// puzzle line is the 81 cells in row-major order with nothing between them.
inline constexpr int grid_rows = 9;
inline constexpr int row_cells = 9;
inline constexpr char cell_separator = ' ';
inline constexpr std::size_t row_width = 2 * row_cells - 1;
inline constexpr std::size_t line_width = cell_count;

// A marks line (Sukaku Explainer's and tdoku's pencil-mark format) writes
// each cell, in row-major order, as 9 positions: position d holds the digit d
// while d is a candidate there, and '.' or '0' once it is eliminated. A cell
// may have no candidate left: that is a puzzle with no solution, not a
// malformed line.
inline constexpr int mark_positions = 9;
inline constexpr std::size_t marks_width = cell_count * mark_positions;
constexpr int position_of(std::size_t offset) { return static_cast<int>(offset % mark_positions) + 1; }
constexpr Cell cell_of(std::size_t offset) { return static_cast<Cell>(offset / mark_positions); }
constexpr char candidate_at(std::size_t offset) { return static_cast<char>('0' + position_of(offset)); }
constexpr bool is_mark(char c, std::size_t offset) {
    return c == candidate_at(offset) || c == line_empty[0] || c == line_empty[1];
}

// A candidate grid (as HoDoKu and Sukaku Explainer print pencil marks) is 9
// rows, each of 9 cells of candidate digits in increasing order ('.' or '0'
// for a cell with none left) with runs of spaces between them, a '|' between
// boxes and at the ends of a row if the tool draws them; and, if it draws
// them, a box rule above the grid, between bands and under it: three runs of
// '-' joined and ended by corners.
inline constexpr char box_bar = '|';
inline constexpr char rule_dash = '-';
inline constexpr char rule_corners[] = ".:'+";
inline constexpr int band_rows = 3;

// A line meant as part of a candidate grid, malformed or not: it begins
// with a '|', or with a corner and a '-', or holds only candidates, '.', '0',
// spaces and '|' with a space among them, and is not nearly a marks line's
// length (a marks line with a stray space is a marks line still). (No puzzle
// line, grid row or marks line is like that: they hold no space, or a '_'.)
constexpr bool looks_like_candidate_grid(std::string_view text) {
    if (text.size() > (line_width + marks_width) / 2) return false;
    if (text.starts_with(box_bar)) return true;
    if (text.size() > 1 && std::string_view(rule_corners).find(text[0]) != std::string_view::npos &&
        text[1] == rule_dash)
        return true;
    bool spaced = false;
    for (char c : text) {
        if (c == cell_separator) spaced = true;
        else if (!is_line_cell(c) && c != box_bar) return false;
    }
    return spaced;
}

// Blank, to a person: what a line of white space holds.
inline constexpr char white_space[] = " \t";
constexpr bool is_white(char c) { return c == white_space[0] || c == white_space[1]; }

// A line that is more like the line format than the grid format, malformed
// or not: its first word (white space aside) is longer than any grid row, as
// a puzzle line's is, indented or followed by a comment.
constexpr bool looks_like_puzzle_line(std::string_view text) {
    text.remove_prefix(std::min(text.find_first_not_of(white_space), text.size()));
    return std::min(text.find_first_of(white_space), text.size()) > row_width;
}

// A line that looks like cells, in either format, malformed or not: most of
// its bytes, white space aside, are cells of either format. Such a line was
// meant as a row or a puzzle; any other was meant as something else (a
// comment, a blank line).
constexpr bool looks_like_cells(std::string_view text) {
    std::size_t cells = 0, others = 0;
    for (char c : text) {
        if (is_white(c)) continue;
        ++(is_grid_cell(c) || is_line_cell(c) ? cells : others);
    }
    return cells > others;
}

// A line more like the marks format than the line format, malformed or
// not: like cells, and its first word nearer a marks line's length than a
// puzzle line's.
constexpr bool looks_like_marks_line(std::string_view text) {
    std::string_view word = text.substr(std::min(text.find_first_not_of(white_space), text.size()));
    return std::min(word.find_first_of(white_space), word.size()) > (line_width + marks_width) / 2 &&
           looks_like_cells(text);
}

}  // namespace format
}  // namespace sudoku::grammar
