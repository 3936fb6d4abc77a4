#include "dump.hpp"

#include "describe.hpp"
#include "names.hpp"

#include <array>

namespace solve {
namespace {

char digit_char(sudoku::Digit d, char empty) {
    return d == sudoku::no_digit ? empty : static_cast<char>('0' + d);
}

void write_rating(std::ostream& out, sudoku::Rating const& rating) {
    out << name_of(level_names, rating.level) << ' ' << rating.score << '\n';
}

void write_count(std::ostream& out, Verdict const& verdict) {
    out << "solutions: " << *verdict.count << (verdict.count_reached_limit ? " or more" : "")
        << '\n';
}

}  // namespace

void write_grid(std::ostream& out, sudoku::Grid const& grid) {
    // One write for the whole grid: no per-cell stream formatting.
    std::array<char, 2 * sudoku::cell_count> text;
    for (int c = 0; c < sudoku::cell_count; ++c) {
        text[2 * c] = digit_char(grid.digits[c], '_');
        text[2 * c + 1] = c % 9 == 8 ? '\n' : ' ';
    }
    out.write(text.data(), text.size());
}

void write_digits(std::ostream& out, sudoku::Grid const& grid, char empty) {
    std::array<char, sudoku::cell_count> text;
    for (int c = 0; c < sudoku::cell_count; ++c) text[c] = digit_char(grid.digits[c], empty);
    out.write(text.data(), text.size());
}

void write_pretty(std::ostream& out, sudoku::Grid const& grid) {
    static constexpr std::string_view rule = "+-------+-------+-------+\n";
    std::string text;
    for (int row = 0; row < 9; ++row) {
        if (row % 3 == 0) text += rule;
        for (int column = 0; column < 9; ++column) {
            if (column % 3 == 0) text += "| ";
            text += digit_char(grid[sudoku::cell_at(row, column)], '.');
            text += ' ';
        }
        text += "|\n";
    }
    text += rule;
    out << text;
}

void Dumper::write(OutputFormat format, Origin const& origin, Record const& record,
                   Verdict const& verdict) {
    switch (format) {
    case OutputFormat::grid:
    case OutputFormat::pretty:
        return write_board(format, verdict);
    case OutputFormat::line:
        return write_line(verdict);
    case OutputFormat::json:
        return write_json(out_, origin, record, verdict);
    }
}

void Dumper::write_board(OutputFormat format, Verdict const& verdict) {
    using Status = Verdict::Status;
    if (verdict.status == Status::invalid || verdict.status == Status::checked) return;
    if (!first_board_record_) out_ << '\n';
    first_board_record_ = false;
    switch (verdict.status) {
    case Status::solved:
        for (sudoku::Step const& step : verdict.steps) out_ << describe(step) << '\n';
        // --rate alone puts its line in the board's place; with --explain the
        // board closes the steps, and the rating follows.
        if (!verdict.rating || explain_) {
            if (format == OutputFormat::grid)
                write_grid(out_, *verdict.solution);
            else
                write_pretty(out_, *verdict.solution);
        }
        if (verdict.rating) write_rating(out_, *verdict.rating);
        break;
    case Status::no_solution:
        out_ << "no solution: " << verdict.reason << '\n';
        break;
    default:
        out_ << "no unique solution: " << verdict.reason << '\n';
        break;
    }
    if (verdict.count) write_count(out_, verdict);
}

// A solved puzzle's line is what the options ask for (the solution, its
// rating, its count, or the rating and the count); a puzzle that is not
// solved has the same line whatever they are.
void Dumper::write_line(Verdict const& verdict) {
    using Status = Verdict::Status;
    switch (verdict.status) {
    case Status::checked:
        return;
    case Status::invalid: {
        Diagnostic const& d = *verdict.diagnostic;
        out_ << "invalid: line " << d.line << ", column " << d.column << ": " << d.message << '\n';
        return;
    }
    case Status::no_solution:
        out_ << "no solution: " << verdict.reason << '\n';
        return;
    case Status::not_unique:
        out_ << "no unique solution: " << verdict.reason << '\n';
        return;
    case Status::solved:
        break;
    }
    if (verdict.rating) {
        out_ << name_of(level_names, verdict.rating->level) << ' ' << verdict.rating->score;
        if (verdict.count) out_ << ' ' << *verdict.count;
    } else if (verdict.count) {
        out_ << *verdict.count;
    } else {
        write_digits(out_, *verdict.solution, '.');
    }
    out_ << '\n';
}

}  // namespace solve
