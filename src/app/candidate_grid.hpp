// The marks format's layout for people: a candidate grid, 9 rows of cells
// of candidates, with or without box rules (grammar/format.hpp). The grammar
// checks each line; this checks how lines make up a grid: 9 rows, and box
// rules either above, between the bands and under, or not at all.
#pragma once

#include "diagnostic.hpp"
#include "grammar/parse_line.hpp"
#include "line_source.hpp"
#include "record.hpp"

#include <cstddef>
#include <optional>
#include <string>

namespace solve {

class CandidateGrid {
public:
    // The record `line` completes or the error it makes, if any; `error` is
    // what is wrong with the line itself (the grammar's objection, or its
    // length). After an error, lines are passed over up to a blank line, a
    // comment, or a line no part of a grid (see stop_passing_over).
    std::optional<Record> take(InputLine const& line, sudoku::grammar::ParsedLine const& parsed,
                               std::optional<Diagnostic> error);

    // Whether a grid has begun and not ended: every line up to its end is its.
    bool open() const { return rows_ > 0 || ruled_; }
    // Whether the next line is the grid's: it is open, or lines are being
    // passed over after an error.
    bool claims_next() const { return open() || lost_; }
    // A line that is no part of a candidate grid (a marks line, a blank line,
    // a comment) ends the lines passed over.
    void stop_passing_over() { lost_ = false; }

    // The error of a grid the input ends inside, if one has begun.
    std::optional<Record> end_of_input();

private:
    void begin(InputLine const& line);
    std::optional<Record> refuse(InputLine const& line, std::string message);
    std::optional<Record> take_rule(InputLine const& line);
    std::optional<Record> take_row(InputLine const& line, sudoku::grammar::CandidateRow const& row);
    std::string due() const;
    Record finished();

    std::size_t rows_ = 0;   // read so far of the grid begun
    bool ruled_ = false;     // it began with a box rule, so has one under each band
    bool rule_due_ = false;  // a band is complete and its rule not yet read
    bool lost_ = false;      // an error was reported and no blank line or comment has come since
    std::size_t first_line_ = 0;
    std::string first_text_;
    std::size_t last_line_ = 0;
    std::string last_text_;
    sudoku::PencilMarks marks_{};
};

}  // namespace solve
