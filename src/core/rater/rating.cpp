#include "sudoku/rating_of.hpp"

#include "sudoku/se_rater.hpp"

namespace sudoku {
namespace {

// Learns from the steps what the figures alone do not tell (StepsTaken).
class Progress : public SeObserver {
public:
    Next on_step(SeStep const& step) override {
        taken.add(step);
        return Next::go_on;
    }
    StepsTaken taken;
};

template <typename Start>
Rating rate_from(Start const& start, bool unique, std::uint64_t budget_steps, bool nested) {
    Progress progress;
    SeRating se = rate_se(start, SeBudget{.steps = budget_steps, .nested = unique && nested}, &progress);
    return rating_of(se, unique, progress.taken);
}

}  // namespace

Rating rate(Grid const& givens, bool unique, std::uint64_t budget_steps, bool nested) {
    return rate_from(givens, unique, budget_steps, nested);
}
Rating rate(PencilMarks const& state, bool unique, std::uint64_t budget_steps, bool nested) {
    return rate_from(state, unique, budget_steps, nested);
}

void StepsTaken::add(SeStep const& step) {
    stepped = true;
    placed = placed || step.placed_cell >= 0;
    if (step.difficulty > er) {
        er = step.difficulty;
        technique = step.name();
    }
}

Rating rating_of(SeRating const& se, bool unique, StepsTaken const& taken) {
    // The technique is a step's: none when ER is a floor that no step taken
    // reaches (the rater's own names for such floors are not steps).
    Rating r{level_of_er(se.er), se.er, se.ep, se.ed, false, false, false, taken.rated(se.er)};
    // A solve that stopped short knows the figures the steps so far settle:
    // EP once a digit was placed, ED once a step was taken.
    bool exact = se.solved && unique;
    r.er_bound = !exact;
    r.ep_bound = !exact && !taken.placed;
    r.ed_bound = !exact && !taken.stepped;
    return r;
}

}  // namespace sudoku
