#include "explanation.hpp"

#include "describe.hpp"
#include "sudoku/units.hpp"

#include <iomanip>
#include <sstream>

namespace solve {
namespace {

using sudoku::Candidates;
using sudoku::Cell;
using sudoku::cell_count;

// Keeps the pencil marks as the steps leave them, to word each step on the
// board it was taken on; collects the steps up to the first that cannot hold.
class Writer : public sudoku::SeObserver {
public:
    Writer(sudoku::Grid const& givens, bool unique) : unique_(unique) {
        for (int c = 0; c < cell_count; ++c) marks_[c] = Candidates::all();
        for (int c = 0; c < cell_count; ++c)
            if (givens[static_cast<Cell>(c)] != sudoku::no_digit) place(static_cast<Cell>(c), givens[static_cast<Cell>(c)]);
    }
    bool wants_evidence() const override { return true; }
    void on_step(sudoku::SeStep const& step) override {
        stepped = true;
        placed = placed || step.placed_cell >= 0;
        if (!result.stopped.empty()) return;
        if (!unique_ && assumes_uniqueness(step.technique)) {
            result.stopped = "the puzzle has more than one solution, and SE's next step, " +
                             std::string(step.technique) + ", assumes one; " + open_cells();
            return;
        }
        result.steps.push_back({outcome_of(step), describe(step, marks_)});
        for (int c = 0; c < cell_count; ++c)
            for (unsigned m = step.eliminated[c]; m; m &= m - 1)
                marks_[c].remove(static_cast<sudoku::Digit>(std::countr_zero(m)));
        if (step.placed_cell >= 0) place(static_cast<Cell>(step.placed_cell), step.placed_digit);
    }
    std::string open_cells() const {
        return std::to_string(open_) + (open_ == 1 ? " cell open" : " cells open");
    }
    Explanation result;
    bool stepped = false, placed = false;

private:
    // The step without its evidence, which its text now tells: the record
    // waits with the others to be written, and a nested step's chains as
    // structures are many times the size of their text.
    static sudoku::SeStep outcome_of(sudoku::SeStep const& step) {
        sudoku::SeStep outcome;
        outcome.technique = step.technique;
        outcome.difficulty = step.difficulty;
        outcome.placed_cell = step.placed_cell;
        outcome.placed_digit = step.placed_digit;
        outcome.eliminated = step.eliminated;
        return outcome;
    }
    static bool assumes_uniqueness(std::string_view technique) {
        return technique.starts_with("Unique ") || technique.starts_with("BUG ");
    }
    void place(Cell cell, sudoku::Digit digit) {
        marks_[cell] = Candidates();
        for (Cell peer : sudoku::peers[cell]) marks_[peer].remove(digit);
        --open_;
    }
    bool unique_;
    int open_ = cell_count;
    std::array<Candidates, cell_count> marks_;
};

// A budget as a person writes it: 0.000001, not 1e-06 (the default stream
// format); only what fixed notation would show as 0 keeps the exponent.
std::string seconds_text(double seconds) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(9) << seconds;
    std::string fixed = text.str();
    fixed.erase(fixed.find_last_not_of('0') + 1);
    if (fixed.back() == '.') fixed.pop_back();
    if (fixed != "0") return fixed;
    std::ostringstream exponent;
    exponent << seconds;
    return exponent.str();
}

}  // namespace

Explanation explain(sudoku::Grid const& givens, bool unique, double budget_seconds) {
    Writer writer(givens, unique);
    sudoku::SeRating rating = sudoku::rate_se(givens, sudoku::SeBudget{.seconds = budget_seconds, .nested = unique}, &writer);
    Explanation& result = writer.result;
    result.rating = sudoku::rating_of(rating, unique, writer.stepped, writer.placed);
    if (!result.stopped.empty() || rating.solved) return std::move(result);
    if (rating.cut) {
        result.stopped = "the " + seconds_text(budget_seconds) + " s budget ran out with " + writer.open_cells();
    } else if (!unique) {
        result.stopped = "the puzzle has more than one solution, which no technique settles; " + writer.open_cells();
    } else {
        result.stopped = "no technique of SE's applies, nested forcing chains included; " + writer.open_cells();
    }
    return std::move(result);
}

}  // namespace solve
