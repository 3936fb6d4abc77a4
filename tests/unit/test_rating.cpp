// What a rating that is only a lower bound says: past the techniques the
// budget lets run, and for a puzzle with several solutions.
#define BOOST_TEST_MODULE rating
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/rating_of.hpp"

using namespace sudoku;

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
