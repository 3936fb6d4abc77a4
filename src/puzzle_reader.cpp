#include "puzzle_reader.hpp"

#include "grammar/parse_line.hpp"

namespace solve {
namespace {

namespace ast = sudoku::grammar::ast;
using sudoku::grammar::LineError;
using sudoku::grammar::ParsedLine;

sudoku::Digit digit_of(char cell) {
    return cell >= '1' && cell <= '9' ? static_cast<sudoku::Digit>(cell - '0') : sudoku::no_digit;
}

std::string row_wanted(std::size_t rows_read) {
    return "expected row " + std::to_string(rows_read + 1) + " of 9";
}

bool is_comment(std::string_view text) { return text.starts_with('#') || text.starts_with("-- "); }

// Row `row` (0-8) of a grid puzzle's text, which keeps each row with its LF.
constexpr std::size_t row_width = 17;
std::string row_text(std::string const& text, std::size_t row) {
    return text.substr(row * (row_width + 1), row_width);
}

}  // namespace

Diagnostic locate(Puzzle const& puzzle, sudoku::Cell cell, std::string message) {
    if (puzzle.format == InputFormat::line)
        return Diagnostic{puzzle.first_line, std::size_t{cell} + 1u, std::move(message), puzzle.text};
    auto row = static_cast<std::size_t>(sudoku::row_of(cell));
    auto column = 2 * static_cast<std::size_t>(sudoku::column_of(cell)) + 1;
    return Diagnostic{puzzle.first_line + row, column, std::move(message), row_text(puzzle.text, row)};
}

std::optional<Record> PuzzleReader::next() {
    Line line;
    while (!at_end_ && lines_.next(line)) {
        if (line.number == 1) first_line_ = line.text;
        if (skipping_) {
            skipping_ = line.length != 0;
            continue;
        }
        if (format_ == InputFormat::automatic) decide_format(line);
        auto record = format_ == InputFormat::line ? take_puzzle_line(line) : take_grid_line(line);
        if (record) return record;
    }
    at_end_ = true;
    return end_of_input();
}

// Blank lines and '#' comments read the same in both formats, so the first
// other line decides; anything not like a puzzle line is read as the grid
// format, the default.
void PuzzleReader::decide_format(Line const& line) {
    if (line.length == 0 || line.text.starts_with('#')) return;
    bool line_format = sudoku::grammar::looks_like_puzzle_line(line.text);
    format_ = line_format ? InputFormat::line : InputFormat::grid;
    deciding_line_ = line.number;
}

std::optional<Record> PuzzleReader::take_puzzle_line(Line const& line) {
    ParsedLine parsed = sudoku::grammar::parse_puzzle_line(line.text);
    if (auto rejected = reject_if_malformed(line, parsed, false)) return rejected;
    auto const* cells = std::get_if<ast::Cells>(&parsed);
    if (!cells) return std::nullopt;  // a blank line or a comment
    Puzzle puzzle{{}, line.number, InputFormat::line, std::string(line.text)};
    for (int c = 0; c < sudoku::cell_count; ++c) puzzle.givens.digits[c] = digit_of((*cells)[c]);
    any_record_ = true;
    return puzzle;
}

std::optional<Record> PuzzleReader::take_grid_line(Line const& line) {
    ParsedLine parsed = sudoku::grammar::parse_grid_line(line.text);
    // Past a malformed line, the rest of its puzzle runs to the next blank
    // line; a malformed comment between puzzles stands alone.
    bool skip = rows_ > 0 || !is_comment(line.text);
    if (auto rejected = reject_if_malformed(line, parsed, skip)) return rejected;

    auto const* row = std::get_if<ast::Cells>(&parsed);
    bool blank = std::holds_alternative<ast::Blank>(parsed);
    // A ninth row does not finish a puzzle: a tenth could follow.
    if (rows_ == 9) {
        if (row)
            return reject(line, 1, "expected a blank line after the 9th row, found a 10th row",
                          true);
        return finish_puzzle();
    }
    if (row) {
        if (rows_ == 0) {
            puzzle_ = Puzzle{{}, line.number, InputFormat::grid, {}};
            puzzle_.text.reserve(9 * (row_width + 1));
        }
        for (int column = 0; column < 9; ++column)
            puzzle_.givens[sudoku::cell_at(static_cast<int>(rows_), column)] =
                digit_of((*row)[column]);
        puzzle_.text.append(line.text).push_back('\n');
        ++rows_;
        return std::nullopt;
    }
    if (rows_ > 0) {
        if (blank) return reject(line, 1, row_wanted(rows_) + ", found a blank line", false);
        return reject(line, 1,
                      row_wanted(rows_) +
                          ", found a comment (comments may stand only between puzzles)",
                      true);
    }
    return std::nullopt;  // a blank line or a comment between puzzles
}

std::optional<Record> PuzzleReader::end_of_input() {
    if (rows_ == 9) return finish_puzzle();
    if (rows_ > 0) {
        std::string last_row = row_text(puzzle_.text, rows_ - 1);
        Diagnostic ended{puzzle_.first_line + rows_ - 1, last_row.size() + 1,
                         "expected 9 rows, but the input ended after " + std::to_string(rows_),
                         last_row};
        rows_ = 0;
        any_record_ = true;
        return ended;
    }
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

// A line the grammar rejected, or one longer than the reader keeps (whose
// kept start the grammar accepted, as a comment's can be).
std::optional<Record> PuzzleReader::reject_if_malformed(Line const& line, ParsedLine const& parsed,
                                                        bool skip) {
    if (auto const* error = std::get_if<LineError>(&parsed))
        return reject(line, error->column, error->message, skip);
    if (line.truncated())
        return reject(line, LineSource::kept_bytes + 1,
                      "expected the end of the line within " +
                          std::to_string(LineSource::kept_bytes) + " bytes, found a longer line",
                      skip);
    return std::nullopt;
}

Diagnostic PuzzleReader::reject(Line const& line, std::size_t column, std::string message,
                                bool skip) {
    rows_ = 0;
    any_record_ = true;
    skipping_ = skip && line.length != 0;
    return Diagnostic{line.number, column, std::move(message), std::string(line.text)};
}

Record PuzzleReader::finish_puzzle() {
    rows_ = 0;
    any_record_ = true;
    return puzzle_;
}

}  // namespace solve
