#include "puzzle_reader.hpp"

#include "grammar/parse_line.hpp"

namespace solve {
namespace {

namespace ast = sudoku::grammar::ast;

sudoku::Digit digit_of(char cell) {
    return cell == '_' ? sudoku::no_digit : static_cast<sudoku::Digit>(cell - '0');
}

std::string row_wanted(std::size_t rows_read) {
    return "expected row " + std::to_string(rows_read + 1) + " of 9";
}

}  // namespace

std::optional<Record> PuzzleReader::next() {
    Line line;
    while (!at_end_ && lines_.next(line)) {
        if (line.number == 1) first_line_ = line.text;
        bool blank = line.length == 0;
        if (skipping_) {
            skipping_ = !blank;
            continue;
        }
        auto parsed = sudoku::grammar::parse_line(line.text);
        if (auto const* error = std::get_if<sudoku::grammar::LineError>(&parsed))
            return reject(line, error->column, error->message);
        if (line.truncated())
            return reject(line, LineSource::kept_bytes + 1,
                          "expected the end of the line within " +
                              std::to_string(LineSource::kept_bytes) +
                              " bytes, found a longer line");

        auto const* row = std::get_if<ast::Row>(&parsed);
        // A ninth row does not finish a puzzle: a tenth could follow.
        if (rows_ == 9) {
            if (row) return reject(line, 1, "expected a blank line after the 9th row, found a 10th row");
            return finish_puzzle();
        }
        if (row) {
            if (rows_ == 0) puzzle_.first_line = line.number;
            for (int column = 0; column < 9; ++column)
                puzzle_.givens[sudoku::cell_at(static_cast<int>(rows_), column)] =
                    digit_of((*row)[column]);
            puzzle_.rows[rows_++] = line.text;
            continue;
        }
        if (rows_ > 0) {
            if (blank) return reject(line, 1, row_wanted(rows_) + ", found a blank line");
            return reject(line, 1, row_wanted(rows_) +
                                       ", found a comment (comments may stand only between puzzles)");
        }
    }
    at_end_ = true;
    if (rows_ == 9) return finish_puzzle();
    if (rows_ > 0) {
        std::string const& last_row = puzzle_.rows[rows_ - 1];
        Diagnostic ended{puzzle_.first_line + rows_ - 1, last_row.size() + 1,
                         "expected 9 rows, but the input ended after " + std::to_string(rows_),
                         last_row};
        rows_ = 0;
        any_record_ = true;
        return ended;
    }
    if (!any_record_) {
        any_record_ = true;
        return Diagnostic{1, 1,
                          first_line_ ? "expected a puzzle, but the input holds only comments "
                                        "and blank lines"
                                      : "expected a puzzle, but the input is empty",
                          first_line_.value_or("")};
    }
    return std::nullopt;
}

Diagnostic PuzzleReader::reject(Line const& line, std::size_t column, std::string message) {
    rows_ = 0;
    any_record_ = true;
    // The rest of a malformed puzzle runs to the next blank line; a blank
    // line that is itself the error already ends it.
    skipping_ = line.length != 0;
    return Diagnostic{line.number, column, std::move(message), std::string(line.text)};
}

Record PuzzleReader::finish_puzzle() {
    rows_ = 0;
    any_record_ = true;
    return puzzle_;
}

}  // namespace solve
