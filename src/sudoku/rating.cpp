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
    Pencilmarks marks(givens);
    int score = 0;
    bool guessed = false;
    for (int guard = 0; guard < cell_count * 10 && !marks.solved(); ++guard) {
        std::optional<Step> step = marks.next_step(only(Technique::naked_single));
        if (!step) step = marks.next_step();
        if (!step) {
            // Guess the solution's digit in the first cell with the fewest candidates.
            Cell best = 0;
            for (int c = 0, fewest = 10; c < cell_count; ++c) {
                Cell cell = static_cast<Cell>(c);
                if (marks.digit(cell) == no_digit && marks.candidates(cell).size() < fewest) {
                    best = cell;
                    fewest = marks.candidates(cell).size();
                }
            }
            step = Step{Technique::guess, Placement{best, solution[best]}, {}, nullptr, {best},
                        Candidates::only(solution[best])};
            guessed = true;
        }
        score += weights[static_cast<int>(step->technique)];
        marks.apply(*step);
    }
    Rating::Level level = guessed ? Rating::Level::evil : level_of(givens);
    return {level, score};
}

Rating::Level level_of(Grid const& givens) {
    if (solves_by(givens, only(Technique::naked_single))) return Rating::Level::easy;
    if (solves_by(givens, only(Technique::naked_single) | only(Technique::hidden_single)))
        return Rating::Level::medium;
    return solves_by(givens, all_techniques) ? Rating::Level::hard : Rating::Level::evil;
}

}  // namespace sudoku
