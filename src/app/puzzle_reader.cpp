#include "puzzle_reader.hpp"

#include "grammar/format.hpp"
#include "names.hpp"
#include "sudoku/rules.hpp"


namespace solve {
namespace {

namespace grammar = sudoku::grammar;
namespace format = sudoku::grammar::format;
using grammar::LineError;
using grammar::ParsedLine;

std::string row_wanted(std::size_t rows_read) {
    return "expected row " + std::to_string(rows_read + 1) + " of 9";
}

Diagnostic reject(InputLine const& line, std::size_t column, std::string message) {
    return Diagnostic{line.number, column, std::move(message), std::string(line.text)};
}

// Row `row` (0-8) of a grid puzzle's text, which keeps each row with its LF.
std::string row_text(std::string_view text, std::size_t row) {
    return std::string(text.substr(row * (format::row_width + 1), format::row_width));
}

using grammar::Format;

// The format's name, as --format spells it.
char const* name(Format format) {
    return name_of(input_format_names, std::optional<Format>(format));
}

// The format a line is well-formed in, if it is a row or a puzzle line;
// `row` is the line read as a grid row.
std::optional<Format> format_shown_by(InputLine const& line, ParsedLine const& row) {
    if (line.truncated()) return std::nullopt;
    if (std::holds_alternative<grammar::Cells>(row)) return Format::grid;
    ParsedLine puzzle = grammar::parse_puzzle_line(line.text);
    if (std::holds_alternative<grammar::Cells>(puzzle)) return Format::line;
    if (grammar::is_marks_cells(line.text)) return Format::marks;
    if (grammar::is_plainly_candidate_grid_line(line.text)) return Format::marks;
    return std::nullopt;
}

// The grammar's words, and when the line looks like the other format, which
// option reads it so.
std::string message_of(LineError const& error) {
    std::string message = grammar::describe(error);
    if (error.looks_like) {
        std::string word = name(*error.looks_like);
        message += " (this looks like the " + word + " format: try --format=" + word + ")";
    }
    return message;
}

// Built where it is returned: records come by the hundred thousand a
// second, and a puzzle is not moved on its way out.
std::optional<Record> puzzle_of(InputLine const& line, std::string_view cells) {
    std::optional<Record> record(std::in_place, std::in_place_type<Puzzle>);
    auto& puzzle = std::get<Puzzle>(*record);
    puzzle.first_line = line.number;
    puzzle.format = Format::line;
    puzzle.text.append(line.text);
    for (int c = 0; c < sudoku::cell_count; ++c) puzzle.givens.digits[c] = format::digit_of(cells[c]);
    return record;
}

// A marks line's record: its marks, and as givens the cells down to one
// candidate.
std::optional<Record> marks_of(InputLine const& line) {
    std::optional<Record> record(std::in_place, std::in_place_type<Puzzle>);
    auto& puzzle = std::get<Puzzle>(*record);
    puzzle.first_line = line.number;
    puzzle.format = Format::marks;
    auto input = std::make_shared<MarksInput>();
    input->text = line.text;
    // The grammar has checked each position (its digit or empty), so a
    // digit is the candidate: a cell's nine positions, without a branch.
    char const* position = line.text.data();
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c) {
        unsigned bits = 0;
        for (int d = 1; d <= format::mark_positions; ++d) bits |= unsigned{format::is_digit(*position++)} << d;
        input->marks[c] = sudoku::Candidates::of_bits(static_cast<std::uint16_t>(bits));
    }
    puzzle.givens = sudoku::cells_down_to_one(input->marks);
    puzzle.marks = std::move(input);
    return record;
}

}  // namespace

PuzzleReader::PuzzleReader(LineSource& lines, std::optional<Format> format) : lines_(lines), format_(format) {}

Diagnostic locate(Puzzle const& puzzle, sudoku::Cell cell, std::string message) {
    // A marks line at the cell's first position; a candidate grid at its
    // first line, the one it keeps.
    if (puzzle.format == Format::marks) {
        std::string const& text = puzzle.marks->text;
        std::size_t column = text.size() == format::marks_width ? std::size_t{cell} * 9 + 1 : 1;
        return Diagnostic{puzzle.first_line, column, std::move(message), text};
    }
    if (puzzle.format == Format::line)
        return Diagnostic{puzzle.first_line, std::size_t{cell} + 1u, std::move(message),
                          std::string(puzzle.text.view())};
    auto row = static_cast<std::size_t>(sudoku::row_of(cell));
    // A row's cells stand one separator apart.
    auto column = 2 * static_cast<std::size_t>(sudoku::column_of(cell)) + 1;
    return Diagnostic{puzzle.first_line + row, column, std::move(message), row_text(puzzle.text, row)};
}

std::optional<Record> PuzzleReader::next() {
    InputLine line;
    while (!at_end_ && next_line(line)) {
        if (line.number == 1) first_line_ = line.text;
        auto record = format_ == Format::line    ? take_puzzle_line(line)
                      : format_ == Format::marks ? take_marks_line(line)
                                                 : take_grid_line(line);
        if (record) {
            any_record_ = true;
            return record;
        }
    }
    at_end_ = true;
    return end_of_input();
}

// The lines held while guessing come first, then the rest of the input.
bool PuzzleReader::next_line(InputLine& line) {
    if (!format_ && read_ahead(line)) return true;
    if (held_.empty()) return lines_.next(line);
    current_ = std::move(held_.front());
    held_.pop_front();
    line = InputLine{current_.text, current_.number, current_.length};
    return true;
}

// Guessing the format. Blank lines and well-formed comments read the same in
// both formats and make no record, so they are taken as they come (and true
// returned) until the first other line. A malformed comment makes a record,
// which is written in the format still to be chosen: it waits with the rest.
// From that line on, lines are held until one is a well-formed row or puzzle
// line, which decides; when none is within the window, or the input ends
// first, the shape of the first held line that is neither blank nor a
// comment decides.
bool PuzzleReader::read_ahead(InputLine& line) {
    while (held_.size() < guess_window && lines_.next(line)) {
        ParsedLine row = grammar::parse_grid_line(line.text);
        bool says_nothing = !line.truncated() && (std::holds_alternative<grammar::Blank>(row) ||
                                                  std::holds_alternative<grammar::Comment>(row));
        if (held_.empty() && says_nothing) return true;
        held_.push_back(HeldLine{std::string(line.text), line.number, line.length});
        if (auto format = format_shown_by(line, row)) {
            decide(*format, line.number, false);
            return false;
        }
    }
    if (!held_.empty()) decide_by_shape();
    return false;  // with nothing held, the input ended with no other line
}

void PuzzleReader::decide_by_shape() {
    for (HeldLine const& held : held_) {
        // Blank lines and comments read alike in both formats: they have no shape.
        ParsedLine parsed = grammar::parse_grid_line(held.text);
        if (grammar::is_comment(parsed) || std::holds_alternative<grammar::Blank>(parsed)) continue;
        bool line_format = format::looks_like_puzzle_line(held.text);
        Format shaped = format::looks_like_marks_line(held.text) ? Format::marks
                        : line_format                             ? Format::line
                                                                  : Format::grid;
        return decide(shaped, held.number, true);
    }
    decide(Format::grid, held_.front().number, true);
    guess_->by_default = true;
}

void PuzzleReader::decide(Format format, std::size_t deciding_line, bool by_shape) {
    format_ = format;
    guess_ = FormatGuess{held_.front().number, deciding_line, held_.back().number, by_shape, false};
}

// A line that the other format reads, where the format was guessed by shape
// (and so may be wrong), is reported even within a stretch already lost: a
// puzzle past the window is never passed over in silence.
bool PuzzleReader::stands_alone(ParsedLine const& parsed) const {
    auto const* error = std::get_if<LineError>(&parsed);
    return error && error->looks_like && guess_ && guess_->by_shape;
}

std::optional<Note> PuzzleReader::format_note(std::size_t line, std::string_view text) const {
    // Errors before the first line held were made before the guess.
    if (!guess_ || !guess_->by_shape || line < guess_->first_line) return std::nullopt;
    Format other_format = format_ == Format::line ? Format::grid : Format::line;
    // Advice to choose the other format is given only where taking it reads
    // the line; the lines that made the guess are malformed in both formats.
    ParsedLine read_so =
        other_format == Format::line ? grammar::parse_puzzle_line(text) : grammar::parse_grid_line(text);
    if (!std::holds_alternative<grammar::Cells>(read_so)) return std::nullopt;
    std::string name = solve::name(*format_);
    std::string other = solve::name(other_format);
    std::string up_to = "no line up to line " + std::to_string(guess_->last_line) + " is ";
    std::string how = "; use --format=" + other + " to read it as the " + other + " format";
    if (guess_->by_default)
        return Note{guess_->deciding_line, "the input was read as the " + name + " format, the default, since " +
                                               up_to + "a row or a puzzle line, well-formed or not" + how};
    std::string why = guess_->last_line == guess_->first_line
                          ? "which is well-formed in neither format"
                          : "since " + up_to + "well-formed in either format";
    return Note{guess_->deciding_line,
                "the input was read as the " + name + " format, judging by the shape of this line, " + why + how};
}

std::optional<Record> PuzzleReader::take_puzzle_line(InputLine const& line) {
    // Most lines are cells, taken by a lean rule: the cells are the line as
    // written, and no ParsedLine is built. The others are parsed to be told apart.
    std::optional<std::string_view> cells;
    if (!line.truncated() && grammar::is_puzzle_cells(line.text)) {
        cells = line.text;
    } else {
        ParsedLine parsed = grammar::parse_puzzle_line(line.text);
        if (auto error = error_in(line, parsed)) return error;
        if (std::holds_alternative<grammar::Cells>(parsed)) cells = line.text;  // as written
    }
    if (!cells) return std::nullopt;  // a blank line or a comment
    return puzzle_of(line, *cells);
}

// A marks record is a marks line or a candidate grid, told apart by the
// shape of the line that begins it.
std::optional<Record> PuzzleReader::take_marks_line(InputLine const& line) {
    // Most lines are well-formed marks lines, told first by the lean test:
    // such a line looks like no candidate grid's.
    bool cells = !line.truncated() && grammar::is_marks_cells(line.text);
    bool grid_like =
        !cells && !format::looks_like_marks_line(line.text) && format::looks_like_candidate_grid(line.text);
    if (!grid_like && !candidates_.open()) candidates_.stop_passing_over();
    if (grid_like || candidates_.claims_next()) return take_candidate_grid_line(line);
    if (!cells) {
        ParsedLine parsed = grammar::parse_marks_line(line.text);
        if (auto error = error_in(line, parsed)) return error;
        cells = std::holds_alternative<grammar::Cells>(parsed);
    }
    if (!cells) return std::nullopt;  // a blank line or a comment
    return marks_of(line);
}

std::optional<Record> PuzzleReader::take_candidate_grid_line(InputLine const& line) {
    ParsedLine parsed = grammar::parse_candidates_line(line.text);
    return candidates_.take(line, parsed, error_in(line, parsed));
}

// The grid format reads each run of lines between separators (blank lines,
// comments, and malformed lines that are not like cells) nine lines at a
// time, and nine well-formed rows are a puzzle, answered at its ninth row. A
// malformed line that looks like cells stands for a row. After an error,
// nothing more is reported until a separator or a whole puzzle: a puzzle that
// follows its malformed neighbour without a separator is still read.
std::optional<Record> PuzzleReader::take_grid_line(InputLine const& line) {
    ParsedLine parsed = grammar::parse_grid_line(line.text);
    std::optional<Diagnostic> error = error_in(line, parsed);
    bool like_row = error ? !grammar::is_comment(parsed) && format::looks_like_cells(line.text)
                          : std::holds_alternative<grammar::Cells>(parsed);
    if (!like_row) return take_separator(line, parsed, std::move(error));

    std::optional<Record> record;
    if (rows_ == format::grid_rows) {  // a 10th line in a row: the next nine begin here
        if (!lost_ && !error)
            record = reject(line, 1, "expected a blank line after the 9th row, found a 10th row");
        lost_ = lost_ || record.has_value();
        rows_ = 0;
        broken_ = false;
    }
    if (error) {
        broken_ = true;
        ++rows_;
        if (lost_ && !stands_alone(parsed)) return std::nullopt;
        lost_ = true;
        return error;
    }
    if (rows_ == 0) puzzle_ = Puzzle{{}, line.number, Format::grid, {}};
    if (!broken_) {
        auto const& row = std::get<grammar::Cells>(parsed);
        for (int column = 0; column < format::row_cells; ++column)
            puzzle_.givens[sudoku::cell_at(static_cast<int>(rows_), column)] = format::digit_of(row[column]);
        puzzle_.text.append(line.text).push_back('\n');
    }
    if (++rows_ == format::grid_rows && !broken_) {
        lost_ = false;
        return puzzle_;
    }
    return record;
}

// A blank line or a comment ends a run of rows (too early, if it is inside a
// grid); so does a malformed line not meant as cells, which is reported.
std::optional<Record> PuzzleReader::take_separator(InputLine const& line, ParsedLine const& parsed,
                                                   std::optional<Diagnostic> error) {
    std::optional<Record> record;
    if (!lost_ && rows_ > 0 && rows_ < format::grid_rows) {
        if (std::holds_alternative<grammar::Blank>(parsed))
            record = reject(line, 1, row_wanted(rows_) + ", found a blank line");
        else if (grammar::is_comment(parsed))
            record = reject(line, 1,
                            row_wanted(rows_) +
                                ", found a comment (comments may stand only between puzzles)");
        else if (line.text.find_first_not_of(format::white_space) == std::string_view::npos)
            record = reject(line, 1, row_wanted(rows_) + ", found a line of white space");
        else
            record = error;
    } else if (!lost_ && error) {
        record = error;
    }
    rows_ = 0;
    broken_ = false;
    // A well-formed separator ends a stretch that could not be read; a
    // malformed one begins or continues one.
    lost_ = error.has_value() && (lost_ || record.has_value());
    return record;
}

std::optional<Record> PuzzleReader::end_of_input() {
    if (auto ended = candidates_.end_of_input()) {
        any_record_ = true;
        return ended;
    }
    if (rows_ > 0 && rows_ < format::grid_rows && !lost_) {
        std::string last_row = row_text(puzzle_.text, rows_ - 1);
        Diagnostic ended{puzzle_.first_line + rows_ - 1, last_row.size() + 1,
                         "expected 9 rows, but the input ended after " + std::to_string(rows_),
                         last_row};
        rows_ = 0;
        any_record_ = true;
        return ended;
    }
    rows_ = 0;
    if (!any_record_) {
        any_record_ = true;
        return NoPuzzle{Diagnostic{1, 1,
                                   first_line_ ? "expected a puzzle, but the input holds only "
                                                 "comments and blank lines"
                                               : "expected a puzzle, but the input is empty",
                                   first_line_.value_or("")}};
    }
    return std::nullopt;
}

// What is wrong with a line: the grammar's objection, or that it is longer
// than the reader keeps (its kept start may be well-formed, as a comment's
// can be).
std::optional<Diagnostic> PuzzleReader::error_in(InputLine const& line, ParsedLine const& parsed) const {
    if (auto const* error = std::get_if<LineError>(&parsed))
        return Diagnostic{line.number, error->column, message_of(*error), std::string(line.text)};
    if (line.truncated())
        return Diagnostic{line.number, LineSource::kept_bytes + 1,
                          "expected the end of the line within " +
                              std::to_string(LineSource::kept_bytes) + " bytes, found a longer line",
                          std::string(line.text)};
    return std::nullopt;
}

}  // namespace solve
