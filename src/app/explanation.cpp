#include "explanation.hpp"

#include "describe.hpp"
#include "sudoku/rating_of.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace solve {
namespace {

using sudoku::Candidates;
using sudoku::Cell;
using sudoku::cell_count;

// Keeps the pencil marks as the steps leave them, to word each step on the
// board it was taken on; collects the steps up to the first that cannot hold.
// One state is kept, the one written (--output=marks), in which a placed cell
// holds its digit alone; the board a step is worded on has the placed cells
// empty, as a person's grid has no candidates where a digit is written.
class Writer : public sudoku::SeObserver {
public:
    Writer(sudoku::Grid const& givens, bool unique, bool next_only, bool drawn)
        : unique_(unique), next_only_(next_only), drawn_(drawn), placed_(givens) {
        result.start = result.state = state_of(givens);
        count_open();
    }
    // The candidates as they stand, and the cells they settle placed, as the
    // rater reads a state (sudoku::settled_cells): a settled cell already
    // holds its one candidate, which no peer holds.
    Writer(sudoku::PencilMarks const& state, bool unique, bool next_only, bool drawn)
        : unique_(unique), next_only_(next_only), drawn_(drawn), placed_(sudoku::settled_cells(state)) {
        result.start = result.state = state;
        count_open();
    }
    bool wants_evidence() const override { return true; }
    Next on_step(sudoku::SeStep const& step) override {
        taken.add(step);
        if (!result.stopped.empty()) return Next::go_on;
        if (!unique_ && sudoku::row_of(step.method.technique).assumes_uniqueness) {
            result.stopped = "the puzzle has more than one solution, and SE's next step, " +
                             std::string(step.name()) + ", assumes one; " + open_cells();
            return next_only_ ? Next::stop : Next::go_on;
        }
        shown.add(step);
        result.steps.push_back({next_only_ ? step : outcome_of(step), describe(step, board()), std::nullopt});
        if (drawn_) result.steps.back().drawing = drawing_of(step);
        apply(result.state, step);
        if (step.placed_cell >= 0) {
            placed_[static_cast<Cell>(step.placed_cell)] = step.placed_digit;
            --open_;
        }
        return next_only_ ? Next::stop : Next::go_on;
    }
    std::string open_cells() const {
        return std::to_string(open_) + (open_ == 1 ? " cell open" : " cells open");
    }
    Explanation result;
    // Every step the rater took, and those of them shown: after a stop the
    // rater goes on, and its figures are still the rating's (the same as
    // --rate's), but the technique named must be a step shown.
    sudoku::StepsTaken taken, shown;

private:
    // The step without its evidence, which its text now tells: the record
    // waits with the others to be written, and a nested step's chains as
    // structures are many times the size of their text.
    static sudoku::SeStep outcome_of(sudoku::SeStep const& step) {
        sudoku::SeStep outcome;
        outcome.method = step.method;
        outcome.difficulty = step.difficulty;
        outcome.placed_cell = step.placed_cell;
        outcome.placed_digit = step.placed_digit;
        outcome.eliminated = step.eliminated;
        return outcome;
    }
    Marks board() const {
        Marks board = result.state.cells;
        for (int c = 0; c < cell_count; ++c)
            if (placed_[static_cast<Cell>(c)] != sudoku::no_digit) board[c] = Candidates();
        return board;
    }
    void count_open() {
        open_ = static_cast<int>(std::count(placed_.digits.begin(), placed_.digits.end(), sudoku::no_digit));
    }
    bool unique_;
    bool next_only_;  // --hint: stop after the first step shown
    bool drawn_;      // keep each step's drawing
    sudoku::Grid placed_;  // the digits placed so far, givens or settled cells first
    int open_ = cell_count;
};

template <typename Start>
Explanation explain_from(Start const& start, bool unique, std::uint64_t budget_steps, bool next_only = false,
                         bool drawn = false) {
    Writer writer(start, unique, next_only, drawn);
    sudoku::SeRating rating = sudoku::rate_se(start, sudoku::SeBudget{.steps = budget_steps, .nested = unique}, &writer);
    Explanation& result = writer.result;
    result.next_only = next_only;
    result.rating = sudoku::rating_of(rating, unique, writer.taken);
    result.rating.technique = writer.shown.rated(rating.er);
    if (next_only && result.steps.empty() && rating.solved) result.stopped = "the grid is solved";
    if (!result.stopped.empty() || rating.solved || rating.stopped) return std::move(result);
    if (rating.cut) {
        result.stopped = "the budget of " + std::to_string(budget_steps) + (budget_steps == 1 ? " step" : " steps") +
                         " ran out with " + writer.open_cells();
    } else if (!unique) {
        result.stopped = "the puzzle has more than one solution, which no technique settles; " + writer.open_cells();
    } else {
        result.stopped = "no technique of SE's applies, nested forcing chains included; " + writer.open_cells();
    }
    return std::move(result);
}

}  // namespace

sudoku::PencilMarks state_of(sudoku::Grid const& givens) {
    sudoku::PencilMarks state;
    for (int c = 0; c < cell_count; ++c) state.cells[c] = Candidates::all();
    for (int c = 0; c < cell_count; ++c) {
        sudoku::Digit digit = givens[static_cast<Cell>(c)];
        if (digit == sudoku::no_digit) continue;
        state.cells[c] = Candidates();
        state.cells[c].add(digit);
        for (Cell peer : sudoku::peers[static_cast<Cell>(c)]) state[peer].remove(digit);
    }
    return state;
}

void apply(sudoku::PencilMarks& state, sudoku::SeStep const& step) {
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = step.eliminated[c]; m; m &= m - 1)
            state.cells[c].remove(static_cast<sudoku::Digit>(std::countr_zero(m)));
    if (step.placed_cell < 0) return;
    auto cell = static_cast<Cell>(step.placed_cell);
    state[cell] = Candidates();
    state[cell].add(step.placed_digit);
    for (Cell peer : sudoku::peers[cell]) state[peer].remove(step.placed_digit);
}

Explanation explain(sudoku::Grid const& givens, bool unique, std::uint64_t budget_steps, bool drawn) {
    return explain_from(givens, unique, budget_steps, false, drawn);
}
Explanation explain(sudoku::PencilMarks const& state, bool unique, std::uint64_t budget_steps, bool drawn) {
    return explain_from(state, unique, budget_steps, false, drawn);
}
Explanation hint(sudoku::Grid const& givens, bool unique, std::uint64_t budget_steps) {
    return explain_from(givens, unique, budget_steps, true);
}
Explanation hint(sudoku::PencilMarks const& state, bool unique, std::uint64_t budget_steps) {
    return explain_from(state, unique, budget_steps, true);
}

}  // namespace solve
