// Puzzles from a stream of lines: each line is checked by the grammar, and
// this reader checks how lines make up puzzles (nine rows in a row, blank
// lines or comments between puzzles, at least one puzzle per input).
#pragma once

#include "diagnostic.hpp"
#include "line_source.hpp"
#include "sudoku/grid.hpp"

#include <array>
#include <optional>
#include <string>
#include <variant>

namespace solve {

struct Puzzle {
    sudoku::Grid givens;
    std::size_t first_line;           // the line of its first row
    std::array<std::string, 9> rows;  // the rows as read, for diagnostics
};

// A well-formed puzzle, or why a malformed one was rejected.
using Record = std::variant<Puzzle, Diagnostic>;

class PuzzleReader {
public:
    explicit PuzzleReader(LineSource& lines) : lines_(lines) {}

    // The next record, or nothing at the end of the input. After a malformed
    // record the reader skips to the next blank line and carries on there.
    // Read errors from the LineSource pass through.
    std::optional<Record> next();

private:
    Diagnostic reject(Line const& line, std::size_t column, std::string message);
    Record finish_puzzle();

    LineSource& lines_;
    Puzzle puzzle_;
    std::size_t rows_ = 0;  // rows of puzzle_ read so far
    bool skipping_ = false;
    bool any_record_ = false;
    bool at_end_ = false;
    std::optional<std::string> first_line_;  // shown when the input holds no puzzle
};

}  // namespace solve
