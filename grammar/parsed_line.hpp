// What the grammar makes of one line: blank, a comment, cells, or an error
// located at a column and named by the rule that failed. No Spirit.
#pragma once

#include "format.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace sudoku::grammar {

struct Blank {};
struct Comment {};

// The cells of a line, left to right, as written: a grid row holds nine
// (see format.hpp), a puzzle line 81, a marks line 81 of 9 positions.
using Cells = std::string;

// A row of a candidate grid: each cell's candidates as bits, bit d for the
// digit d, none for a cell with no candidate left.
struct CandidateRow : std::vector<std::uint16_t> {};
// A candidate grid's rule line between bands (its shape is all it says).
struct BoxRule {};

// The rules an expectation can fail on: each completes the sentence
// "expected ...", in the words of expected_words().
enum class Rule {
    cell,          // a grid row's cell
    separator,     // the space between a row's cells
    row_end,       // the end of a row after nine cells
    line_cell,     // a puzzle line's cell
    line_end,      // the end of a puzzle line after 81 cells
    candidate,     // a position of a marks line's cell: its digit, '.' or '0'
    marks_end,     // the end of a marks line after 81 cells of 9 positions
    grid_cell,     // a candidate grid's cell: its candidates, or '.' or '0'
    in_order,      // a candidate grid's cell's next digit, above the one before
    cell_gap,      // the spaces between a candidate grid's cells in a box
    box_gap,       // the spaces, and perhaps a '|', between two boxes
    grid_row_end,  // the end of a candidate grid's row after 9 cells
    rule_part,     // a box rule's next '-' or corner
    rule_end,      // the end of a box rule after its fourth corner
    comment_text,  // printable text in a comment
    blank_line,    // white space where a line was meant to be blank
    line,          // no rule: the line as a whole was not recognised
};

char const* expected_words(Rule rule);

struct LineError {
    std::size_t column;  // 1-based, in bytes
    Rule expected;       // the rule that failed there
    std::string found;   // what was there instead, in words
    // The line is well-formed in the other format, which is likely what was
    // meant (the reader may suggest choosing that format).
    std::optional<Format> looks_like;
    std::string hint;  // why, or how to mend it, in words; may be empty
    bool operator==(LineError const&) const = default;
};

// "expected <the rule's words>, found <what was found>", then the hint in
// parentheses. A marks line's candidate is expected in words of its column:
// the digit of that position and the cell it belongs to.
std::string describe(LineError const& error);

using ParsedLine = std::variant<Blank, Comment, Cells, CandidateRow, BoxRule, LineError>;

// A comment, well-formed or not: a line that began as one.
inline bool is_comment(ParsedLine const& line) {
    auto const* error = std::get_if<LineError>(&line);
    return std::holds_alternative<Comment>(line) || (error && error->expected == Rule::comment_text);
}

}  // namespace sudoku::grammar
