// The levels: ranges of ER that meet end to end, where docs/rating.md puts
// them, each reached by a puzzle the calibration set rates, each in reach
// of the generator; a technique's level is its least rating's.
#define BOOST_TEST_MODULE levels
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/levels.hpp"
#include "sudoku/rating_of.hpp"

#include <string_view>
#include <utility>
#include <vector>

using namespace sudoku;

BOOST_AUTO_TEST_CASE(the_levels_are_ranges_of_er_end_to_end) {
    std::pair<Level, ErRange> const expected[] = {
        {Level::easy, {10, 12}},     {Level::medium, {13, 15}},     {Level::hard, {16, 25}},
        {Level::evil, {26, 40}},     {Level::fiendish, {41, 64}},   {Level::diabolical, {65, 94}},
        {Level::extreme, {95, 120}},
    };
    BOOST_TEST(std::size(expected) == static_cast<std::size_t>(level_count));
    for (auto const& [level, range] : expected) {
        BOOST_TEST(er_range(level).low == range.low, static_cast<int>(level));
        BOOST_TEST(er_range(level).high == range.high, static_cast<int>(level));
        // The generator can give each level a puzzle.
        BOOST_TEST(reachable(er_range(level)), static_cast<int>(level));
    }
    for (int er = 10; er <= highest_er; ++er) BOOST_TEST(er_range(level_of_er(er)).holds(er), er);
    BOOST_TEST((level_of_er(0) == Level::easy));  // a full grid
}

// Hard ends where a solver starts writing candidates, as in SE's generator:
// each side of each cut, at figures puzzles have.
BOOST_AUTO_TEST_CASE(the_levels_part_at_their_boundaries) {
    std::pair<int, Level> const expected[] = {
        {15, Level::medium}, {17, Level::hard}, {25, Level::hard},
        {26, Level::evil},   {40, Level::evil}, {42, Level::fiendish},
    };
    for (auto const& [er, level] : expected) BOOST_TEST((level_of_er(er) == level), er);
}

BOOST_AUTO_TEST_CASE(a_techniques_level_is_its_least_ratings) {
    std::pair<SeTechnique, Level> const expected[] = {
        {SeTechnique::hidden_single, Level::easy},
        {SeTechnique::direct_pointing, Level::hard},
        {SeTechnique::direct_claiming, Level::hard},
        {SeTechnique::direct_hidden_pair, Level::hard},
        {SeTechnique::naked_single, Level::hard},
        {SeTechnique::direct_hidden_triplet, Level::hard},
        {SeTechnique::pointing, Level::evil},
        {SeTechnique::swordfish, Level::evil},
        {SeTechnique::hidden_triplet, Level::evil},
        {SeTechnique::xy_wing, Level::fiendish},
        {SeTechnique::unique_rectangle, Level::fiendish},
        {SeTechnique::jellyfish, Level::fiendish},
        {SeTechnique::aligned_pair_exclusion, Level::fiendish},
        {SeTechnique::bidirectional_x_cycle, Level::diabolical},
        {SeTechnique::dynamic_forcing_chains_plus, Level::diabolical},
        {SeTechnique::nested_forcing_chains, Level::extreme},
        {SeTechnique::nested_dynamic_plus_forcing_chains, Level::extreme},
    };
    for (auto const& [technique, level] : expected)
        BOOST_TEST((level_of(technique) == level), row_of(technique).name);
}

// Puzzles of ../shared/datasets/se_rated_calibration.tsv, with the figures
// Sudoku Explainer 1.2.1 gave them there: each level's ends where a puzzle
// has them.
BOOST_AUTO_TEST_CASE(a_puzzles_level_is_its_ers) {
    struct Case {
        std::string_view puzzle;
        int er, ep, ed;
        Level level;
    };
    Case const cases[] = {
        {"..5....3.4....6.1........8.2.14..........582....6....5.1.3..9..64.8....1.98.243..", 12, 12, 12,
         Level::easy},
        {"..978...5.64....1.....3......85....7.4.19...3.............5....3..8...9.1..6.4...", 15, 12, 12,
         Level::medium},
        {"..5.84..2...........4..67.826...5....4.6.....5.3.2....7..3...9...8......3.279..5.", 17, 12, 12,
         Level::hard},
        {".7.15..83.8...4...4.5.9.7..2..5.........12.....1.....8.9.......8.7.3..9.5.382....", 20, 12, 12,
         Level::hard},
        {".....1.....2...4.7946......25.3..1.4....7.3...1....9..3.5...7....1....2.7....65.9", 25, 12, 12,
         Level::hard},
        {".2..5.....5...89.....1...2.3.7...........379.4..5.9......7..8.11..435........254.", 26, 12, 12,
         Level::evil},
        {"3.7..4.2....1..5..9............3..9..5.8......4.6...........8.12...7..........6..", 40, 12, 12,
         Level::evil},
        {"75..3.....312....6........7.9..6..52.257..1..1....3.7.4...5.2315.....4.......9...", 42, 12, 12,
         Level::fiendish},
        {".1..263....7...1..6......4...3...47...47..5.6....61.3......2.1.5..87...2.8.......", 71, 12, 12,
         Level::diabolical},
        {"5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9", 94, 12, 12,
         Level::diabolical},
        {"7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........", 96, 12, 12,
         Level::extreme},
    };
    for (Case const& c : cases) {
        Rating rating = rate(grid_of(c.puzzle), true, 0);
        BOOST_TEST((rating.level == c.level), c.puzzle);
        BOOST_TEST(rating.er == c.er, c.puzzle);
        BOOST_TEST(rating.ep == c.ep, c.puzzle);
        BOOST_TEST(rating.ed == c.ed, c.puzzle);
        BOOST_TEST(!(rating.er_bound || rating.ep_bound || rating.ed_bound), c.puzzle);
    }
}

BOOST_AUTO_TEST_CASE(the_core_names_each_level) {
    // A program using the library writes a level without a table of its own.
    std::vector<std::string_view> words;
    for (int i = 0; i < sudoku::level_count; ++i) words.push_back(sudoku::name_of(static_cast<sudoku::Level>(i)));
    std::vector<std::string_view> expected = {"easy", "medium", "hard", "evil", "fiendish", "diabolical", "extreme"};
    BOOST_TEST(words == expected, boost::test_tools::per_element());
}
