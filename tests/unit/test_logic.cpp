// The pencil-mark singles the generator fills and digs with: every step is
// sound (it places the solution's digit where it is a candidate) and its
// premise holds when it is taken; both kinds occur.
#define BOOST_TEST_MODULE logic
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/solver.hpp"

using namespace sudoku;

namespace {

// Where `digit` may go in `unit` (bit i for unit.cells[i]).
unsigned places(Pencilmarks const& marks, Unit const& unit, Digit digit) {
    unsigned result = 0;
    for (int i = 0; i < 9; ++i)
        if (marks.candidates(unit.cells[i]).contains(digit)) result |= 1u << i;
    return result;
}

}  // namespace

BOOST_AUTO_TEST_CASE(singles_are_sound_and_their_premise_holds) {
    int hidden = 0, naked = 0;
    for (std::string_view text : {std::string_view(inkala),
                                  std::string_view("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")}) {
        Grid givens = grid_of(text);
        Solution solution = solve(givens);
        BOOST_REQUIRE(solution.count.solutions == 1u);
        Pencilmarks replay(givens);
        while (!replay.solved()) {
            std::optional<Step> next = replay.next_step();
            if (!next) {
                // Stuck: the test places the solution's digit to go on.
                Cell cell = replay.fewest_candidates();
                replay.place(cell, solution.first[cell]);
                continue;
            }
            auto [cell, digit] = next->placement;
            BOOST_TEST(replay.digit(cell) == no_digit);
            BOOST_TEST(replay.candidates(cell).contains(digit));
            BOOST_TEST(solution.first[cell] == digit);
            if (next->technique == Technique::hidden_single) {
                ++hidden;
                BOOST_REQUIRE(next->unit);
                BOOST_TEST(places(replay, *next->unit, digit) == 1u << [&] {
                    int i = 0;
                    while (next->unit->cells[i] != cell) ++i;
                    return i;
                }());
            } else {
                ++naked;
                BOOST_TEST(replay.candidates(cell).size() == 1);
                // A hidden single comes first whenever there is one.
                BOOST_TEST(!replay.next_step(only(Technique::hidden_single)));
            }
            replay.apply(*next);
        }
        BOOST_TEST((replay.grid() == solution.first));
    }
    BOOST_TEST(hidden > 0);
    BOOST_TEST(naked > 0);
}

BOOST_AUTO_TEST_CASE(an_easy_puzzle_is_solved_by_singles_alone) {
    Grid givens = grid_of("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    BOOST_TEST(solves_by(givens, singles));
    BOOST_TEST(!solves_by(grid_of(inkala), singles));
}

// SE rates this 9.8/1.2/1.2 with a dynamic forcing chain (+): with that
// technique ER is exact (and were the budget to stop it short, a lower bound
// no higher); EP and ED, settled by the first steps, are exact.
BOOST_AUTO_TEST_CASE(a_rating_past_the_techniques_is_a_lower_bound) {
    Rating rating = rate(grid_of("7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"), true, 0);
    BOOST_TEST((rating.er_bound ? rating.er >= 90 && rating.er <= 98 : rating.er == 98));
    BOOST_TEST((rating.ep == 12 && !rating.ep_bound && rating.ed == 12 && !rating.ed_bound));
    BOOST_TEST((rating.level == level_of_er(rating.er)));
}

// A puzzle with several solutions is not SE's to rate: all its figures that
// its steps do not settle are lower bounds, ER always.
BOOST_AUTO_TEST_CASE(a_puzzle_with_several_solutions_has_a_lower_bound) {
    Rating rating = rate(Grid{}, false, 0);
    BOOST_TEST(rating.er_bound);
}
