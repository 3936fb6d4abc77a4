#include "sudoku/rating.hpp"

#include "sudoku/se_rater.hpp"

#include <algorithm>

namespace sudoku {
namespace {

// The highest ER of each level but evil, in tenths: the most its techniques
// rate. Every technique harder than hidden singles, the direct techniques
// and naked singles, intersections, subsets, X-wings and swordfish lies
// above (wings, unique rectangles, quads, chains), where qqwing, which lacks
// them, guesses (its "expert").
constexpr int top_of(Rating::Level level) {
    int top = 0;
    for (SeTechniqueRow const& row : se_techniques)
        if (row.level == level) top = std::max(top, row.most);
    return top;
}
constexpr int easy_top = top_of(Rating::Level::easy), medium_top = top_of(Rating::Level::medium),
              hard_top = top_of(Rating::Level::hard);

// Learns from the steps what the figures alone do not tell (StepsTaken).
class Progress : public SeObserver {
public:
    void on_step(SeStep const& step) override { taken.add(step); }
    StepsTaken taken;
};

}  // namespace

ErRange er_range(Rating::Level level) {
    switch (level) {
    case Rating::Level::easy: return {0, easy_top};
    case Rating::Level::medium: return {easy_top + 1, medium_top};
    case Rating::Level::hard: return {medium_top + 1, hard_top};
    case Rating::Level::evil: break;
    }
    return {hard_top + 1, 120};  // 12.0: above any rating SE has given
}

Rating::Level level_of_er(int er) {
    if (er <= easy_top) return Rating::Level::easy;
    if (er <= medium_top) return Rating::Level::medium;
    return er <= hard_top ? Rating::Level::hard : Rating::Level::evil;
}

Rating rate(Grid const& givens, bool unique, std::uint64_t budget_steps, bool nested) {
    Progress progress;
    SeRating se = rate_se(givens, SeBudget{.steps = budget_steps, .nested = unique && nested}, &progress);
    return rating_of(se, unique, progress.taken);
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
