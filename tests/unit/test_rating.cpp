// The levels and figures of rating.hpp: SE's figures for one puzzle of each
// level, the levels' ranges, and what a rating that is only a lower bound says.
#define BOOST_TEST_MODULE rating
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/rating.hpp"

using namespace sudoku;

// Puzzles of ../shared/datasets/se_rated_calibration.tsv, with the figures
// Sudoku Explainer 1.2.1 gave them there, one of each level and one past
// the techniques (SE: 9.0, a dynamic forcing chain, so 9.0 at least here).
BOOST_AUTO_TEST_CASE(the_level_is_a_range_of_se_ratings) {
    struct Case {
        std::string_view puzzle;
        int er, ep, ed;
        Rating::Level level;
    };
    Case const cases[] = {
        {"..978...5.64....1.....3......85....7.4.19...3.............5....3..8...9.1..6.4...", 15, 12, 12,
         Rating::Level::easy},
        {".7.15..83.8...4...4.5.9.7..2..5.........12.....1.....8.9.......8.7.3..9.5.382....", 20, 12, 12,
         Rating::Level::medium},
        {"...1.7..6...4..........5....3...6..4..2.1...7..59.....5.7..94.3.9.3..5...136...2.", 30, 12, 12,
         Rating::Level::hard},
        {"8.923.4..4...6.3...3..14.591......82....2.....4.5...........9........623.23.9..4.", 45, 12, 12,
         Rating::Level::evil},
    };
    for (Case const& c : cases) {
        Rating rating = rate(grid_of(c.puzzle), true, 0);
        BOOST_TEST((rating.level == c.level), c.puzzle);
        BOOST_TEST(rating.er == c.er, c.puzzle);
        BOOST_TEST(rating.ep == c.ep, c.puzzle);
        BOOST_TEST(rating.ed == c.ed, c.puzzle);
        BOOST_TEST(!(rating.er_bound || rating.ep_bound || rating.ed_bound), c.puzzle);
    }
    // The levels' ranges meet end to end.
    BOOST_TEST(er_range(Rating::Level::easy).high + 1 == er_range(Rating::Level::medium).low);
    BOOST_TEST(er_range(Rating::Level::medium).high + 1 == er_range(Rating::Level::hard).low);
    BOOST_TEST(er_range(Rating::Level::hard).high + 1 == er_range(Rating::Level::evil).low);
    for (int er = 10; er <= 120; ++er) BOOST_TEST(er_range(level_of_er(er)).holds(er));
}

// SE rates this 9.8/1.2/1.2 with a dynamic forcing chain (+): with that
// technique ER is exact (and were the budget to stop it short, a lower bound
// no higher); EP and ED, settled by the first steps, are exact.
BOOST_AUTO_TEST_CASE(a_rating_past_the_techniques_is_a_lower_bound) {
    Rating rating = rate(grid_of("7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"), true, 0);
    BOOST_TEST((rating.er_bound ? rating.er >= 90 && rating.er <= 98 : rating.er == 98));
    BOOST_TEST((rating.ep == 12 && !rating.ep_bound && rating.ed == 12 && !rating.ed_bound));
    BOOST_TEST((rating.level == Rating::Level::evil));
}

// A puzzle with several solutions is not SE's to rate: all its figures that
// its steps do not settle are lower bounds, ER always.
BOOST_AUTO_TEST_CASE(a_puzzle_with_several_solutions_has_a_lower_bound) {
    Rating rating = rate(Grid{}, false, 0);
    BOOST_TEST(rating.er_bound);
}
