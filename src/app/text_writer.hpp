// Writes verdicts, and generated puzzles, to any std::ostream in one of the
// output formats: the text ones here (grid, line, pretty, marks), JSON through
// json_writer.hpp, SVG through svg_writer.hpp.
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"
#include "settings.hpp"
#include "sheet_writer.hpp"
#include "sudoku/grid.hpp"

#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace solve {

class Dumper {
public:
    explicit Dumper(std::ostream& out, SheetSettings sheet = {}) : out_(out), sheet_(out, sheet) {}

    // Writes the record's result: a solved puzzle's solution when its verdict
    // holds one (see shows_solution). In the grid and pretty formats a malformed
    // record writes nothing; in the line and JSON formats every record writes
    // exactly one line.
    void write(OutputFormat format, Origin const& origin, Record const& record,
               Verdict const& verdict);
    // Writes the puzzle, as a record of its own.
    void write(OutputFormat format, GeneratedRecord const& generated);
    // Ends the run's output: what a sheet keeps for the end (its solutions).
    void finish() { sheet_.finish(); }

private:
    void begin_board();
    void begin_line();
    void write_board(OutputFormat format, sudoku::Grid const& grid);
    bool write_unsolved(Verdict const& verdict);
    void write_board(OutputFormat format, Verdict const& verdict);
    bool write_unsolved_line(Verdict const& verdict);
    void write_line(Verdict const& verdict);
    void write_state(Record const& record, Verdict const& verdict);

    std::ostream& out_;
    SheetWriter sheet_;  // --output=sheet: one page for the whole run
    // What the last record written was: a board is set apart from any record
    // next to it by a blank line, so that a stream mixing grid and line
    // records (each in its input's format) still splits on blank lines.
    enum class Last { nothing, board, line } last_ = Last::nothing;
};

// The grid format (see grammar/format.hpp): nine rows of nine cells
// separated by single spaces, each ended by LF; an empty cell is '_'.
void write_grid(std::ostream& out, sudoku::Grid const& grid);
// The line format's 81 cells, row-major, without a line end; an empty cell is '.'.
void write_digits(std::ostream& out, sudoku::Grid const& grid);
// The marks format's 729 positions (see grammar/format.hpp), then `end` when
// it is not '\0': digit d at a cell's position d while it is a candidate
// there, else '.'.
void write_marks(std::ostream& out, sudoku::PencilMarks const& state, char end = '\n');
// A canonical form's 81 cells, as the line format's ('.' for an empty
// cell), but a pattern's givens as 'x'; then `end` when it is not '\0'.
void write_form(std::ostream& out, outcome::Canonical const& canonical, char end = '\n');
// The grid boxed with ASCII rules, 3x3 boxes drawn.
void write_pretty(std::ostream& out, sudoku::Grid const& grid);
// A figure of SE's scale as SE writes it ("2.6"), then "+" when it is only a
// lower bound; a rating as "LEVEL ER/EP/ED" (the line format's).
std::string figure_words(int tenths, bool bound);
std::string rating_words(sudoku::Rating const& rating);
// Why a puzzle is not solved, in words; nothing for any other verdict.
std::optional<std::string_view> reason_of(Verdict const& verdict);
// The line format's words for a record not solved or not read ("no
// solution: ...", "no unique solution: ...", "invalid: line L, column C:
// ..."), without a line end; nothing for any other verdict.
std::optional<std::string> unsolved_words(Verdict const& verdict);
// A picture's or a page's title for a record: "record N: " and `what`.
std::string record_title(Origin const& origin, std::string_view what);
// Whether a solved puzzle's record shows its solution: in JSON and SVG always; in
// the line format unless it shows a rating or a count instead; on a board
// unless a rating takes the board's place (--rate without --explain); in
// the marks format never (it shows a state).
// Decided once per stream, before any record is solved: the judge then
// searches for the row-major first solution, and puts a solution in the
// verdict, only where it is shown; the writers and the note on several
// solutions show the verdict's.
bool shows_solution(OutputFormat format, bool rated, bool counted, bool explained);

}  // namespace solve
