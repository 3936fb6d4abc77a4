#include "sudoku/sudoku.hpp"

#include "grammar/format.hpp"
#include "grammar/parse_line.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/rating_of.hpp"
#include "sudoku/se_rater.hpp"

#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace sudoku {
namespace {

// The text twins' reading: the grid, or BadPuzzle.
Grid grid_of(std::string_view text) {
    ReadPuzzle read = read_puzzle(text);
    if (!read.grid) throw BadPuzzle(read.error);
    return *read.grid;
}

// Whether the puzzle has exactly one solution, which SE's scale assumes.
bool unique(Grid const& puzzle) { return count_solutions(puzzle, 2).solutions == 1; }

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
    return std::visit(
        [](auto const& line) -> ReadPuzzle {
            using Line = std::decay_t<decltype(line)>;
            if constexpr (std::is_same_v<Line, grammar::Cells>) {
                Grid grid;
                for (int c = 0; c < cell_count; ++c) grid.digits[c] = grammar::format::digit_of(line[c]);
                return {grid, {}};
            } else if constexpr (std::is_same_v<Line, grammar::LineError>) {
                return {std::nullopt, "column " + std::to_string(line.column) + ": " + grammar::describe(line)};
            } else if constexpr (std::is_same_v<Line, grammar::Comment>) {
                return {std::nullopt, "no puzzle: the text is a comment"};
            } else {
                return {std::nullopt, "no puzzle: the text is blank"};
            }
        },
        grammar::parse_puzzle_line(text));
}

Solution solve(std::string_view puzzle) { return solve(grid_of(puzzle)); }

Count count(Grid const& puzzle, unsigned limit) { return count_solutions(puzzle, limit); }
Count count(std::string_view puzzle, unsigned limit) { return count(grid_of(puzzle), limit); }

Rating rate(Grid const& puzzle, RateOptions const& options) {
    return rate(puzzle, unique(puzzle), options.budget_steps, options.nested);
}
Rating rate(std::string_view puzzle, RateOptions const& options) { return rate(grid_of(puzzle), options); }

Explanation explain(Grid const& puzzle, RateOptions const& options) {
    bool one = unique(puzzle);
    Steps steps;
    SeRating se = rate_se(puzzle, SeBudget{.steps = options.budget_steps, .nested = one && options.nested}, &steps);
    Rating rating = rating_of(se, one, steps.taken);
    return {std::move(steps.steps), rating, se.solved};
}
Explanation explain(std::string_view puzzle, RateOptions const& options) {
    return explain(grid_of(puzzle), options);
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
