// Puzzles from a stream of lines, in either input format. Each line is checked
// by the grammar; this reader checks how lines make up puzzles (in the grid
// format: nine rows in a row, blank lines or comments between puzzles) and
// that the input holds at least one.
#pragma once

#include "candidate_grid.hpp"
#include "diagnostic.hpp"
#include "grammar/parse_line.hpp"
#include "line_source.hpp"
#include "record.hpp"
#include "settings.hpp"

#include <cstddef>
#include <deque>
#include <optional>
#include <string>

namespace solve {

// How --format=auto chose the format of an input.
struct FormatGuess {
    std::size_t first_line;     // the first line that is neither blank nor a well-formed comment
    std::size_t deciding_line;  // the well-formed line that decided, or the line whose shape did
    std::size_t last_line;      // the last line looked at
    bool by_shape;              // no line looked at was well-formed in either format
    // Nor had any a shape to judge by, being all comments: the grid format
    // was taken (deciding_line is first_line).
    bool by_default;
};

// A remark on stderr that goes with an error, at a line of its own.
struct Note {
    std::size_t line;
    std::string message;
};

class PuzzleReader {
public:
    // `format`: as --format asks (none: guessed from the input).
    PuzzleReader(LineSource& lines, std::optional<sudoku::grammar::Format> format);

    // The next record, or nothing at the end of the input. Read errors from
    // the LineSource pass through. After a malformed line the reader carries
    // on: in the line format at the next line; in the grid format, where a
    // puzzle can begin again (see take_grid_line), having reported the first
    // error of each stretch it could not read.
    std::optional<Record> next();

    // The format in use: as asked, or as guessed from the input (none until
    // guessed).
    std::optional<sudoku::grammar::Format> format() const { return format_; }
    std::optional<FormatGuess> const& guess() const { return guess_; }

    // What to say with an error at `line`, whose text is `text`, about how
    // the format was chosen: something only when the guess rested on the
    // shape of a malformed line, the only case in which it may be wrong, and
    // the other format reads that line.
    std::optional<Note> format_note(std::size_t line, std::string_view text) const;

    // How many lines the format guess may look at, from the first that is
    // neither blank nor a well-formed comment (docs/format.md says so).
    static constexpr std::size_t guess_window = 10;

private:
    // A line read ahead while the format is being guessed.
    struct HeldLine {
        std::string text;
        std::size_t number;
        std::size_t length;
    };

    bool next_line(InputLine& line);
    bool read_ahead(InputLine& line);
    void decide(sudoku::grammar::Format format, std::size_t deciding_line, bool by_shape);
    void decide_by_shape();
    bool stands_alone(sudoku::grammar::ParsedLine const& parsed) const;
    std::optional<Record> take_grid_line(InputLine const& line);
    std::optional<Record> take_puzzle_line(InputLine const& line);
    std::optional<Record> take_marks_line(InputLine const& line);
    std::optional<Record> take_candidate_grid_line(InputLine const& line);
    std::optional<Record> take_separator(InputLine const& line, sudoku::grammar::ParsedLine const& parsed,
                                         std::optional<Diagnostic> error);
    std::optional<Record> end_of_input();
    std::optional<Diagnostic> error_in(InputLine const& line,
                                       sudoku::grammar::ParsedLine const& parsed) const;

    LineSource& lines_;
    std::optional<sudoku::grammar::Format> format_;
    std::optional<FormatGuess> guess_;
    std::deque<HeldLine> held_;
    HeldLine current_;  // the held line handed out last
    Puzzle puzzle_{};
    // The grid format reads each run of lines between separators nine lines
    // at a time. `rows_` counts the lines of the current nine, `broken_` says
    // one of them was malformed, and `lost_` that an error was reported and
    // no separator or whole puzzle has come since (further errors are not).
    std::size_t rows_ = 0;
    bool broken_ = false;
    bool lost_ = false;
    CandidateGrid candidates_;  // the marks format's grid for people, being read
    bool any_record_ = false;
    bool at_end_ = false;
    std::optional<std::string> first_line_;  // shown when the input holds no puzzle
};

}  // namespace solve
