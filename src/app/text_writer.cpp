#include "text_writer.hpp"

#include "describe.hpp"
#include "explanation.hpp"
#include "json_writer.hpp"
#include "grammar/format.hpp"
#include "names.hpp"
#include "html_writer.hpp"
#include "svg_writer.hpp"
#include "tenths.hpp"

#include <array>

namespace solve {
namespace {

namespace format = sudoku::grammar::format;

char digit_char(sudoku::Digit d, char empty) {
    return d == sudoku::no_digit ? empty : static_cast<char>('0' + d);
}

void write_rating(std::ostream& out, sudoku::Rating const& rating) { out << rating_words(rating); }

void write_count(std::ostream& out, std::optional<sudoku::Count> const& count) {
    if (count) out << "solutions: " << count->solutions << (count->exact ? "" : " or more") << '\n';
}

// The line format's 81 cells, then `end` when it is not '\0'.
void write_cells(std::ostream& out, sudoku::Grid const& grid, char end) {
    std::array<char, format::line_width + 1> text;
    for (int c = 0; c < sudoku::cell_count; ++c) text[c] = digit_char(grid.digits[c], format::line_empty[0]);
    text[format::line_width] = end;
    // Straight into the stream's buffer: for the most common record the
    // stream's own write (its sentry, its state) cost as much as the rest of
    // writing it. A failed write is seen where the record ends (a
    // RecordBuffer's end_record, or the stream's flush).
    out.rdbuf()->sputn(text.data(), end ? text.size() : format::line_width);
}

}  // namespace

std::string figure_words(int tenths, bool bound) { return tenths_text(tenths) + (bound ? "+" : ""); }

std::string rating_words(sudoku::Rating const& rating) {
    return std::string(name_of(level_names, rating.level)) + ' ' + figure_words(rating.er, rating.er_bound) + '/' +
           figure_words(rating.ep, rating.ep_bound) + '/' + figure_words(rating.ed, rating.ed_bound);
}

void write_form(std::ostream& out, outcome::Canonical const& canonical, char end) {
    if (canonical.kind != CanonicalKind::pattern) return write_cells(out, canonical.form.form, end);
    std::array<char, format::line_width + 1> text;
    for (int c = 0; c < sudoku::cell_count; ++c) text[c] = canonical.form.form.digits[c] ? 'x' : format::line_empty[0];
    text[format::line_width] = end;
    out.rdbuf()->sputn(text.data(), end ? text.size() : format::line_width);
}

void write_grid(std::ostream& out, sudoku::Grid const& grid) {
    // One write for the whole grid: no per-cell stream formatting.
    std::array<char, 2 * sudoku::cell_count> text;
    for (int c = 0; c < sudoku::cell_count; ++c) {
        text[2 * c] = digit_char(grid.digits[c], format::grid_empty);
        text[2 * c + 1] = c % format::row_cells == format::row_cells - 1 ? '\n' : format::cell_separator;
    }
    out.write(text.data(), text.size());
}

void write_digits(std::ostream& out, sudoku::Grid const& grid) { write_cells(out, grid, '\0'); }

void write_marks(std::ostream& out, sudoku::PencilMarks const& state, char end) {
    std::array<char, format::marks_width + 1> text;
    for (std::size_t offset = 0; offset < format::marks_width; ++offset) {
        auto digit = static_cast<sudoku::Digit>(format::position_of(offset));
        text[offset] = state[format::cell_of(offset)].contains(digit) ? format::candidate_at(offset) : format::line_empty[0];
    }
    text[format::marks_width] = end;
    out.rdbuf()->sputn(text.data(), end ? text.size() : format::marks_width);
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
    // A form is a line in every text format (the options allow only line
    // and json with --canonical).
    if (format != OutputFormat::json && std::holds_alternative<outcome::Canonical>(verdict)) return write_line(verdict);
    switch (format) {
    case OutputFormat::grid:
    case OutputFormat::pretty:
        return write_board(format, verdict);
    case OutputFormat::line:
        return write_line(verdict);
    case OutputFormat::json:
        return write_json(out_, origin, record, verdict);
    case OutputFormat::marks:
        return write_state(record, verdict);
    case OutputFormat::svg:
        if (std::holds_alternative<outcome::Checked>(verdict)) return;
        return write_svg(out_, origin, record, verdict);
    case OutputFormat::html:
        if (std::holds_alternative<outcome::Checked>(verdict)) return;
        return write_html(out_, origin, record, verdict);
    case OutputFormat::sheet:
        return sheet_.add(origin, record, verdict);
    }
}

bool shows_solution(OutputFormat format, bool rated, bool counted, bool explained) {
    switch (format) {
    case OutputFormat::json:
    case OutputFormat::svg:
    case OutputFormat::html:
    case OutputFormat::sheet:
        return true;
    case OutputFormat::line:
        return !rated && !counted;
    case OutputFormat::marks:
        return false;
    case OutputFormat::grid:
    case OutputFormat::pretty:
        break;
    }
    return !rated || explained;
}

std::optional<std::string_view> reason_of(Verdict const& verdict) {
    if (auto const* none = std::get_if<outcome::NoSolution>(&verdict)) return none->reason;
    if (auto const* clash = std::get_if<outcome::Clash>(&verdict)) return clash->diagnostic.message;
    if (std::holds_alternative<outcome::NotUnique>(verdict)) return several_solutions;
    return std::nullopt;
}

std::optional<std::string> unsolved_words(Verdict const& verdict) {
    if (auto reason = reason_of(verdict)) {
        bool several = std::holds_alternative<outcome::NotUnique>(verdict);
        return (several ? "no unique solution: " : "no solution: ") + std::string(*reason);
    }
    if (Diagnostic const* d = malformation(verdict))
        return "invalid: line " + std::to_string(d->line) + ", column " + std::to_string(d->column) + ": " + d->message;
    return std::nullopt;
}

std::string record_title(Origin const& origin, std::string_view what) {
    return "record " + std::to_string(origin.record) + ": " + std::string(what);
}

// The line of a puzzle that is not solved is the same in every text format.
bool Dumper::write_unsolved(Verdict const& verdict) {
    if (!reason_of(verdict)) return false;
    out_ << *unsolved_words(verdict) << '\n';
    return true;
}

void Dumper::write(OutputFormat format, GeneratedRecord const& generated) {
    switch (format) {
    case OutputFormat::grid:
    case OutputFormat::pretty:
        begin_board();
        return write_board(format, generated.puzzle);
    case OutputFormat::line:
        begin_line();
        write_digits(out_, generated.puzzle);
        out_ << '\n';
        return;
    case OutputFormat::json:
        return write_json(out_, generated);
    case OutputFormat::marks:
        begin_line();
        return write_marks(out_, state_of(generated.puzzle));
    case OutputFormat::svg:
        return write_svg(out_, generated);
    case OutputFormat::html:
        return;  // refused with --generate: it draws steps, and --generate shows none
    case OutputFormat::sheet:
        return sheet_.add(generated);
    }
}

// Records in the grid and pretty formats are separated by a blank line; so
// is a board from a line record before or after it.
void Dumper::begin_board() {
    if (last_ != Last::nothing) out_ << '\n';
    last_ = Last::board;
}

void Dumper::begin_line() {
    if (last_ == Last::board) out_ << '\n';
    last_ = Last::line;
}

void Dumper::write_board(OutputFormat format, sudoku::Grid const& grid) {
    if (format == OutputFormat::grid)
        write_grid(out_, grid);
    else
        write_pretty(out_, grid);
}

void Dumper::write_board(OutputFormat format, Verdict const& verdict) {
    if (malformation(verdict) || std::holds_alternative<outcome::Checked>(verdict)) return;
    begin_board();
    if (!write_unsolved(verdict)) {
        auto const& solved = std::get<outcome::Solved>(verdict);
        if (solved.explanation) {
            for (ExplainedStep const& step : solved.explanation->steps) out_ << step.text << '\n';
            if (!solved.explanation->stopped.empty()) out_ << "stopped: " << solved.explanation->stopped << '\n';
        }
        // --rate alone puts its line in the board's place; with --explain the
        // board closes the steps, and the rating follows.
        if (solved.solution) write_board(format, *solved.solution);
        if (solved.rating) {
            write_rating(out_, *solved.rating);
            out_ << '\n';
        }
    }
    write_count(out_, count_of(verdict));
}

// The line of a record that is not solved, the same in the line and marks
// formats: why there is no solution, or where the record is malformed.
bool Dumper::write_unsolved_line(Verdict const& verdict) {
    auto words = unsolved_words(verdict);
    if (words) out_ << *words << '\n';
    return words.has_value();
}

// A solved record's state of pencil marks: once the steps shown are applied
// with --explain; else the givens' (their peers cleared) or the marks as read.
void Dumper::write_state(Record const& record, Verdict const& verdict) {
    if (std::holds_alternative<outcome::Checked>(verdict)) return;
    begin_line();
    if (write_unsolved_line(verdict)) return;
    auto const& solved = std::get<outcome::Solved>(verdict);
    if (solved.explanation) return write_marks(out_, solved.explanation->state);
    auto const& puzzle = std::get<Puzzle>(record);
    write_marks(out_, puzzle.marks ? puzzle.marks->marks : state_of(puzzle.givens));
}

// A solved puzzle's line is what the options ask for (the solution, its
// rating, its count, or the rating and the count); a puzzle that is not
// solved has the same line whatever they are.
void Dumper::write_line(Verdict const& verdict) {
    if (std::holds_alternative<outcome::Checked>(verdict)) return;
    begin_line();
    if (write_unsolved_line(verdict)) return;
    if (auto const* canonical = std::get_if<outcome::Canonical>(&verdict)) return write_form(out_, *canonical);
    auto const& solved = std::get<outcome::Solved>(verdict);
    if (solved.explanation && solved.explanation->next_only) {
        // --hint: its one step, or why there is none.
        auto const& hint = *solved.explanation;
        if (hint.steps.empty())
            out_ << "no hint: " << hint.stopped << '\n';
        else
            out_ << hint.steps.front().text << '\n';
        return;
    }
    if (solved.rating) {
        write_rating(out_, *solved.rating);
        if (solved.count) out_ << ' ';
    }
    if (solved.count) {
        // At the limit the count is a floor: "2+", as a figure that is a lower
        // bound is marked.
        out_ << solved.count->solutions << (solved.count->exact ? "" : "+");
    } else if (solved.solution) {
        return write_cells(out_, *solved.solution, '\n');  // one write for the line
    }
    out_ << '\n';
}

}  // namespace solve
