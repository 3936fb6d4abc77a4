// How hard a puzzle is for a person, in Web Sudoku's four levels.
#pragma once

#include "sudoku/grid.hpp"

namespace sudoku {

struct Rating {
    // easy: naked singles alone finish it; medium: hidden singles are needed;
    // hard: techniques beyond singles are needed; evil: logic alone cannot
    // finish it, and it takes guessing.
    enum class Level { easy, medium, hard, evil };
    Level level;
    // Higher is harder: the sum over the steps of an explanation of a weight
    // that grows with the technique's difficulty, a guess weighing most.
    int score;
};

// `solution` must be the puzzle's solution.
Rating rate(Grid const& givens, Grid const& solution);

}  // namespace sudoku
