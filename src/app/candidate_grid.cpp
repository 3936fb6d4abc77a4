#include "candidate_grid.hpp"

#include "sudoku/rules.hpp"

#include <memory>

namespace solve {

namespace grammar = sudoku::grammar;
namespace format = sudoku::grammar::format;

std::optional<Record> CandidateGrid::take(InputLine const& line, grammar::ParsedLine const& parsed,
                                          std::optional<Diagnostic> error) {
    if (error) {
        bool report = !lost_;
        *this = CandidateGrid{};
        lost_ = true;
        if (report) return error;
        return std::nullopt;
    }
    bool blank = std::holds_alternative<grammar::Blank>(parsed);
    // A blank line or a comment ends a grid (too early, if one is open) and
    // the lines passed over after an error.
    if (blank || grammar::is_comment(parsed)) {
        std::optional<Record> ended;
        if (open())
            ended = refuse(line, "expected " + due() +
                                     (blank ? ", found a blank line"
                                            : ", found a comment (comments may stand only between puzzles)"));
        lost_ = false;
        return ended;
    }
    if (lost_) return std::nullopt;
    if (std::holds_alternative<grammar::BoxRule>(parsed)) return take_rule(line);
    return take_row(line, std::get<grammar::CandidateRow>(parsed));
}

std::optional<Record> CandidateGrid::end_of_input() {
    if (!open() || lost_) return std::nullopt;
    std::string message = rule_due_ && rows_ == format::grid_rows
                              ? "expected the box rule under row 9, but the input ended"
                              : "expected 9 rows, but the input ended after " + std::to_string(rows_);
    Diagnostic ended{last_line_, last_text_.size() + 1, std::move(message), last_text_};
    *this = CandidateGrid{};
    return ended;
}

void CandidateGrid::begin(InputLine const& line) {
    *this = CandidateGrid{};
    first_line_ = line.number;
    first_text_ = line.text;
}

// What the next line of the grid begun must be.
std::string CandidateGrid::due() const {
    if (rule_due_) return "the box rule under row " + std::to_string(rows_);
    return "row " + std::to_string(rows_ + 1) + " of 9";
}

std::optional<Record> CandidateGrid::refuse(InputLine const& line, std::string message) {
    Diagnostic refused{line.number, 1, std::move(message), std::string(line.text)};
    *this = CandidateGrid{};
    lost_ = true;
    return refused;
}

// Box rules stand where HoDoKu and Sukaku Explainer draw them: above the
// grid, under each band, and nowhere else; a grid that begins with a row has none.
std::optional<Record> CandidateGrid::take_rule(InputLine const& line) {
    if (!open()) {
        begin(line);
        ruled_ = true;
        return std::nullopt;
    }
    if (rule_due_) {
        rule_due_ = false;
        last_line_ = line.number;
        last_text_ = line.text;
        if (rows_ == format::grid_rows) return finished();
        return std::nullopt;
    }
    return refuse(line, "expected " + due() + ", found a box rule (" +
                            (ruled_ ? "box rules stand above the grid, under each band and nowhere else"
                                    : "a grid that begins with a row has no box rules") +
                            ")");
}

std::optional<Record> CandidateGrid::take_row(InputLine const& line, grammar::CandidateRow const& row) {
    if (rule_due_) return refuse(line, "expected " + due() + ", found a row");
    if (!open()) begin(line);
    for (int column = 0; column < format::row_cells; ++column)
        for (sudoku::Digit d = 1; d <= 9; ++d)
            if (row[column] >> d & 1u) marks_[sudoku::cell_at(static_cast<int>(rows_), column)].add(d);
    ++rows_;
    last_line_ = line.number;
    last_text_ = line.text;
    if (ruled_ && rows_ % format::band_rows == 0) rule_due_ = true;
    if (!ruled_ && rows_ == format::grid_rows) return finished();
    return std::nullopt;
}

// The grid as a marks record: its marks, and as givens the cells down to one
// candidate, as a marks line's are.
Record CandidateGrid::finished() {
    Record record(std::in_place_type<Puzzle>);
    auto& puzzle = std::get<Puzzle>(record);
    puzzle.first_line = first_line_;
    puzzle.format = grammar::Format::marks;
    auto input = std::make_shared<MarksInput>();
    input->marks = marks_;
    input->text = first_text_;
    puzzle.givens = sudoku::cells_down_to_one(marks_);
    puzzle.marks = std::move(input);
    *this = CandidateGrid{};
    return record;
}

}  // namespace solve
