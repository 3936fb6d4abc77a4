// Puzzles from a stream of lines, in either input format. Each line is checked
// by the grammar; this reader checks how lines make up puzzles (in the grid
// format: nine rows in a row, blank lines or comments between puzzles) and
// that the input holds at least one.
#pragma once

#include "diagnostic.hpp"
#include "grammar/parse_line.hpp"
#include "line_source.hpp"
#include "sudoku/grid.hpp"

#include <optional>
#include <string>
#include <variant>

namespace solve {

enum class InputFormat { automatic, grid, line };

struct Puzzle {
    sudoku::Grid givens;
    std::size_t first_line;  // the line of its first row
    InputFormat format;      // grid or line
    std::string text;        // as read: nine rows ended by '\n', or one line
};

// Where a cell of a puzzle stands in the input, as a diagnostic.
Diagnostic locate(Puzzle const& puzzle, sudoku::Cell cell, std::string message);

// An input without a single puzzle: an error, but not a record, since there
// is nothing to answer.
struct NoPuzzle {
    Diagnostic diagnostic;
};

// A well-formed puzzle, or why a malformed record was rejected.
using Record = std::variant<Puzzle, Diagnostic, NoPuzzle>;

class PuzzleReader {
public:
    PuzzleReader(LineSource& lines, InputFormat format) : lines_(lines), format_(format) {}

    // The next record, or nothing at the end of the input. After a malformed
    // record the reader carries on: in the line format at the next line, in
    // the grid format after the next blank line (a malformed comment between
    // puzzles is a record of its own). Read errors from the LineSource pass
    // through.
    std::optional<Record> next();

    // The format in use: as asked, or as decided from the input (automatic
    // until the first line that is neither blank nor a '#' comment).
    InputFormat format() const { return format_; }
    // The line that decided the format, when it was not asked for.
    std::optional<std::size_t> deciding_line() const { return deciding_line_; }

private:
    std::optional<Record> take_grid_line(Line const& line);
    std::optional<Record> take_puzzle_line(Line const& line);
    std::optional<Record> end_of_input();
    void decide_format(Line const& line);
    std::optional<Record> reject_if_malformed(Line const& line,
                                              sudoku::grammar::ParsedLine const& parsed, bool skip);
    Diagnostic reject(Line const& line, std::size_t column, std::string message, bool skip);
    Record finish_puzzle();

    LineSource& lines_;
    InputFormat format_;
    std::optional<std::size_t> deciding_line_;
    Puzzle puzzle_{};
    std::size_t rows_ = 0;  // grid rows of puzzle_ read so far
    bool skipping_ = false;
    bool any_record_ = false;
    bool at_end_ = false;
    std::optional<std::string> first_line_;  // shown when the input holds no puzzle
};

}  // namespace solve
