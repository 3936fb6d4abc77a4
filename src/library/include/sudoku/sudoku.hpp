// The sudoku library: read a puzzle, solve it, count its solutions, rate it
// on Sudoku Explainer 1.2.1's scale, explain it step by step, and make new
// puzzles; solve and count pencil marks too; put a grid in canonical form
// (sudoku/canonical.hpp: canonical_form, canonical_pattern). Each function that takes a Grid
// has a twin that takes the puzzle's text, 81 cells in row-major order, a
// digit or '.' or '0' for an empty cell, no line end; the twin throws
// BadPuzzle when the text is not one. No I/O, and nothing of Boost is needed
// to use it.
#pragma once

#include "sudoku/canonical.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/levels.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/se_step.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/symmetry.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// A puzzle read from text: the grid, or why the text is not a puzzle
// ("column 6: expected a cell (a digit 1-9, or '.' or '0' when empty),
// found 'x'", as the grammar words it).
struct ReadPuzzle {
    std::optional<Grid> grid;
    std::string error;  // empty when there is a grid
};
ReadPuzzle read_puzzle(std::string_view text);

// What the text twins throw: what() is the reader's error, ReadPuzzle's or
// ReadMarks'.
class BadPuzzle : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// solve(Grid, ...) is solver.hpp's: the solutions counted up to 2, and the
// lexicographically first solution.
Solution solve(std::string_view puzzle);

// The solutions, counted up to `limit` (at least 1): Count::exact says
// whether that is all of them.
Count count(Grid const& puzzle, unsigned limit = 2);
Count count(std::string_view puzzle, unsigned limit = 2);

// Pencil marks read from text, a marks line: the 81 cells in row-major
// order, each 9 positions, position d holding the digit d while d is a
// candidate there and '.' or '0' once it is eliminated (729 characters, no
// line end). The marks, or why the text is not a marks line ("column 10:
// expected '1', '.' or '0' at position 1 of r1c2, found 'x'").
struct ReadMarks {
    std::optional<PencilMarks> marks;
    std::string error;  // empty when there are marks
};
ReadMarks read_marks(std::string_view text);

// From pencil marks, the solutions are the grids that hold in each cell one
// of its candidates; solve(PencilMarks, ...) is solver.hpp's. A cell with no
// candidate is well-formed and leaves no solution: Count{0, true}. The text
// twins take a marks line, and have names of their own because a puzzle's
// line is a string_view too; they throw BadPuzzle with read_marks' error.
Count count(PencilMarks const& marks, unsigned limit = 2);
Solution solve_marks(std::string_view marks);
Count count_marks(std::string_view marks, unsigned limit = 2);

// The text read_puzzle and read_marks read, '.' for an empty cell and for an
// eliminated candidate: read back, it gives what was written.
std::string puzzle_line(Grid const& puzzle);
std::string marks_line(PencilMarks const& marks);

struct RateOptions {
    // The rater's work, in steps of its searches (0: no bound); past it the
    // figures not yet known are lower bounds.
    std::uint64_t budget_steps = default_budget_steps;
    // Whether SE's nested forcing chains (9.5 and up, seconds to minutes a
    // step) may be tried; without them such a puzzle rates 9.5, a bound.
    bool nested = true;
};

// The puzzle's rating: its level (name_of(rating.level) names it), SE's
// figures ER/EP/ED in tenths, whether each is only a lower bound, and the
// technique of the hardest step. A puzzle without exactly one solution,
// which SE does not rate, gets what its steps settle, ER a bound.
Rating rate(Grid const& puzzle, RateOptions const& options = {});
Rating rate(std::string_view puzzle, RateOptions const& options = {});
// The same from a state of pencil marks, read as Sukaku Explainer's serate
// reads one: a cell whose one candidate no peer holds counts as placed, the
// other candidates stand as they are (docs/format.md).
Rating rate(PencilMarks const& state, RateOptions const& options = {});
Rating rate_marks(std::string_view state, RateOptions const& options = {});

// The steps of the solve rate() does, each with its evidence (se_step.hpp),
// and the rating they give. `solved` is false when the steps stopped short
// of the solution: the budget ran out, or no technique applies.
struct Explanation {
    std::vector<SeStep> steps;
    Rating rating;
    bool solved = false;
};
Explanation explain(Grid const& puzzle, RateOptions const& options = {});
Explanation explain(std::string_view puzzle, RateOptions const& options = {});
Explanation explain(PencilMarks const& state, RateOptions const& options = {});
Explanation explain_marks(std::string_view state, RateOptions const& options = {});

struct GenerateOptions {
    std::uint64_t seed = 0;  // the same seed gives the same puzzle on any machine
    // The ER the puzzle must rate, in tenths; any when none. er_range(level)
    // gives a level's. It must hold a figure a minimal puzzle can have.
    std::optional<ErRange> range;
    // Above 9.5 only Symmetry::none: such puzzles are found near a set of
    // hard puzzles, which have no symmetry.
    Symmetry symmetry = Symmetry::none;
};

// A new puzzle with one solution, minimal (no given can go without losing
// that), its givens keeping the symmetry asked, with the solution it was dug
// from and its rating (without a bound on the work, and without nested
// forcing chains unless the range asks for them). Throws
// std::invalid_argument when the options ask for what cannot be made.
struct NewPuzzle {
    Grid puzzle;
    Grid solution;
    Rating rating;
};
NewPuzzle generate(GenerateOptions const& options = {});

}  // namespace sudoku
