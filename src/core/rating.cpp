#include "sudoku/rating.hpp"

#include "sudoku/logic.hpp"

namespace sudoku {
namespace {

// What one use of each technique adds to the score, in the order of Technique.
constexpr int weights[] = {
    2,   // hidden single
    1,   // naked single
    5,   // pointing
    5,   // claiming
    8,   // naked pair
    10,  // hidden pair
    12,  // naked triple
    14,  // hidden triple
    16,  // X-wing
    18,  // naked quad
    20,  // hidden quad
    24,  // swordfish
    24,  // XY-wing
    50,  // guess
};

}  // namespace

Rating rate(Grid const& givens, Grid const& solution) {
    // Scored as a solver that looks for naked singles first works: an easy
    // puzzle then costs one point a cell, and the harder techniques count
    // only where singles run out.
    int score = 0;
    bool guessed = false;
    for (Step const& step : explain(givens, solution, true)) {
        score += weights[static_cast<int>(step.technique)];
        guessed = guessed || step.technique == Technique::guess;
    }
    return {guessed ? Rating::Level::evil : level_of(givens), score};
}

Rating::Level level_of(Grid const& givens) {
    if (solves_by(givens, only(Technique::naked_single))) return Rating::Level::easy;
    if (solves_by(givens, only(Technique::naked_single) | only(Technique::hidden_single)))
        return Rating::Level::medium;
    return solves_by(givens, all_techniques) ? Rating::Level::hard : Rating::Level::evil;
}

}  // namespace sudoku
