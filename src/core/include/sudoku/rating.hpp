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

// The level alone, which costs less than the score. (Logic with a fixed set
// of techniques reaches the same end in any order, so whether it finishes a
// puzzle does not depend on the order the techniques are tried in.)
Rating::Level level_of(Grid const& givens);

}  // namespace sudoku
