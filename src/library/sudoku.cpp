#include "sudoku/sudoku.hpp"

#include "grammar/format.hpp"
#include "grammar/parse_line.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/rating_of.hpp"
#include "sudoku/se_rater.hpp"

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace sudoku {
namespace {

namespace format = grammar::format;

// The text twins' reading: the grid, or BadPuzzle.
Grid grid_of(std::string_view text) {
    ReadPuzzle read = read_puzzle(text);
    if (!read.grid) throw BadPuzzle(read.error);
    return *read.grid;
}

// The marks twins' reading: the marks, or BadPuzzle.
PencilMarks marks_of(std::string_view text) {
    ReadMarks read = read_marks(text);
    if (!read.marks) throw BadPuzzle(read.error);
    return *read.marks;
}

// Why the grammar read no cells from a line: its located error, or what the
// line holds instead; `what` names what was looked for.
std::string error_of(grammar::ParsedLine const& line, char const* what) {
    if (auto const* error = std::get_if<grammar::LineError>(&line))
        return "column " + std::to_string(error->column) + ": " + grammar::describe(*error);
    bool comment = std::holds_alternative<grammar::Comment>(line);
    return std::string("no ") + what + (comment ? ": the text is a comment" : ": the text is blank");
}

// Whether the puzzle has exactly one solution, which SE's scale assumes.
template <typename Start>
bool unique(Start const& start) { return count_solutions(start, 2).solutions == 1; }

// Keeps every step with its evidence, and what they tell the rating.
class Steps : public SeObserver {
public:
    Next on_step(SeStep const& step) override {
        taken.add(step);
        steps.push_back(step);
        return Next::go_on;
    }
    bool wants_evidence() const override { return true; }
    std::vector<SeStep> steps;
    StepsTaken taken;
};

}  // namespace

ReadPuzzle read_puzzle(std::string_view text) {
    // The grammar of the line format reads it, as it reads solve's input.
    grammar::ParsedLine line = grammar::parse_puzzle_line(text);
    auto const* cells = std::get_if<grammar::Cells>(&line);
    if (!cells) return {std::nullopt, error_of(line, "puzzle")};
    Grid grid;
    for (int c = 0; c < cell_count; ++c) grid.digits[c] = format::digit_of((*cells)[c]);
    return {grid, {}};
}

ReadMarks read_marks(std::string_view text) {
    // The grammar of the marks format reads it, as it reads solve --format=marks' input.
    grammar::ParsedLine line = grammar::parse_marks_line(text);
    auto const* cells = std::get_if<grammar::Cells>(&line);
    if (!cells) return {std::nullopt, error_of(line, "marks")};
    PencilMarks marks;
    for (std::size_t offset = 0; offset < format::marks_width; ++offset) {
        char position = (*cells)[offset];
        if (format::is_digit(position)) marks[format::cell_of(offset)].add(format::digit_of(position));
    }
    return {marks, {}};
}

std::string puzzle_line(Grid const& puzzle) {
    std::string line(format::line_width, format::line_empty[0]);
    for (int c = 0; c < cell_count; ++c)
        if (puzzle.digits[c] != no_digit) line[c] = static_cast<char>(format::lowest_digit + puzzle.digits[c] - 1);
    return line;
}

std::string marks_line(PencilMarks const& marks) {
    std::string line(format::marks_width, format::line_empty[0]);
    for (std::size_t offset = 0; offset < format::marks_width; ++offset)
        if (marks[format::cell_of(offset)].contains(static_cast<Digit>(format::position_of(offset))))
            line[offset] = format::candidate_at(offset);
    return line;
}

Solution solve(std::string_view puzzle) { return solve(grid_of(puzzle)); }

Count count(Grid const& puzzle, unsigned limit) { return count_solutions(puzzle, limit); }
Count count(std::string_view puzzle, unsigned limit) { return count(grid_of(puzzle), limit); }

Count count(PencilMarks const& marks, unsigned limit) { return count_solutions(marks, limit); }
Solution solve_marks(std::string_view marks) { return solve(marks_of(marks)); }
Count count_marks(std::string_view marks, unsigned limit) { return count(marks_of(marks), limit); }

Rating rate(Grid const& puzzle, RateOptions const& options) {
    return rate(puzzle, unique(puzzle), options.budget_steps, options.nested);
}
Rating rate(std::string_view puzzle, RateOptions const& options) { return rate(grid_of(puzzle), options); }
Rating rate(PencilMarks const& state, RateOptions const& options) {
    return rate(state, unique(state), options.budget_steps, options.nested);
}
Rating rate_marks(std::string_view state, RateOptions const& options) { return rate(marks_of(state), options); }

namespace {

template <typename Start>
Explanation explain_from(Start const& start, RateOptions const& options) {
    bool one = unique(start);
    Steps steps;
    SeRating se = rate_se(start, SeBudget{.steps = options.budget_steps, .nested = one && options.nested}, &steps);
    Rating rating = rating_of(se, one, steps.taken);
    return {std::move(steps.steps), rating, se.solved};
}

}  // namespace

Explanation explain(Grid const& puzzle, RateOptions const& options) { return explain_from(puzzle, options); }
Explanation explain(std::string_view puzzle, RateOptions const& options) {
    return explain(grid_of(puzzle), options);
}
Explanation explain(PencilMarks const& state, RateOptions const& options) { return explain_from(state, options); }
Explanation explain_marks(std::string_view state, RateOptions const& options) {
    return explain(marks_of(state), options);
}

NewPuzzle generate(GenerateOptions const& options) {
    if (options.range && !reachable(*options.range))
        throw std::invalid_argument("no minimal puzzle rates in the range asked");
    if (options.range && options.symmetry != Symmetry::none && beyond_plain_chains(*options.range))
        throw std::invalid_argument("a range above 9.5 takes no symmetry");
    Random random = random_for(options.seed, 0);
    Generated made = generate(random, options.symmetry, options.range);
    // As solve --generate rates what it was not asked a range for: without a
    // bound on the work, so that the seed alone decides, and without nested
    // forcing chains, so that no puzzle takes minutes.
    Rating rating = made.rating ? *made.rating : rate(made.puzzle, true, 0, false);
    return {made.puzzle, made.solution, rating};
}

}  // namespace sudoku
