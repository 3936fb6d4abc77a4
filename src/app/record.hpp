// What the reader makes of its input, one record at a time: a puzzle, or why
// a stretch of lines is not one. Records are what the judge judges.
#pragma once

#include "diagnostic.hpp"
#include "grammar/format.hpp"
#include "sudoku/grid.hpp"

#include <cstddef>
#include <string>
#include <variant>

namespace solve {

struct Puzzle {
    sudoku::Grid givens;
    std::size_t first_line;  // the line of its first row
    sudoku::grammar::Format format;
    std::string text;        // as read: nine rows ended by '\n', or one line
};

// Where a cell of a puzzle stands in the input, as a diagnostic (the reader,
// which lays out a puzzle's text, defines it).
Diagnostic locate(Puzzle const& puzzle, sudoku::Cell cell, std::string message);

// An input without a single puzzle: an error, but not a record, since there
// is nothing to answer.
struct NoPuzzle {
    Diagnostic diagnostic;
};

// A well-formed puzzle, or why a malformed record was rejected.
using Record = std::variant<Puzzle, Diagnostic, NoPuzzle>;

}  // namespace solve
