// The rater's searches that remember the board of their last miss (LastMiss,
// src/core/rater/hint.hpp) try only what a change since can have touched. This
// checks that claim where it matters: along random walks of eliminations and
// placements from hard puzzles, every such search finds exactly what the same
// search finds from scratch, at every step.
#define BOOST_TEST_MODULE se_misses
#include <boost/test/unit_test.hpp>

#include "datasets.hpp"
#include "grids.hpp"
#include "sudoku/solver.hpp"

#include "../../src/core/rater/hint.hpp"
#include "../../src/core/rater/producers.hpp"

#include <cstdlib>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

using sudoku::se::Board;
using sudoku::se::Hint;
using sudoku::se::LastMiss;

struct Search {
    std::string_view name;
    std::function<bool(Board const&, Hint&, LastMiss&)> find;
};

// The rater's own list: its producers whose searches keep a LastMiss, each
// asked as the solve loop asks it. Without a limit: a budget is no part of
// what a miss skips. No chain search keeps one, so the chainer is never used.
std::vector<Search> searches() {
    namespace se = sudoku::se;
    static se::Chainer chainer;
    static se::Work none;
    std::vector<Search> all;
    for (se::Producer const& p : se::producers)
        if (p.keeps_miss)
            all.push_back({sudoku::row_of(p.least).name, [&p](Board const& b, Hint& h, LastMiss& m) {
                               return p.find(se::Ask{b, h, chainer, none}, m);
                           }});
    return all;
}

bool same(Hint const& a, Hint const& b) {
    return a.remove == b.remove && a.cell == b.cell && a.digit == b.digit && a.difficulty == b.difficulty && a.method == b.method;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_search_that_skips_what_did_not_change_finds_what_a_fresh_one_finds) {
    auto in = data_file("puzzles3_magictour_top1465");
    auto const all = searches();
    BOOST_TEST_REQUIRE(!all.empty());
    std::vector<int> found(all.size(), 0);
    int steps = 0;
    std::string line;
    for (int n = 0; n < 400 && std::getline(in, line);) {
        auto puzzle = puzzle_of(line);
        if (!puzzle) continue;
        sudoku::Grid solution;
        BOOST_REQUIRE(sudoku::count_solutions(*puzzle, 2, &solution).solutions == 1);
        std::mt19937 random(static_cast<unsigned>(n++));
        Board b = Board::from(*puzzle);
        std::vector<LastMiss> kept(all.size());
        while (!b.solved()) {
            ++steps;
            for (std::size_t i = 0; i < all.size(); ++i) {
                // Asked at one step in four on average, so that the board a
                // search last missed on is often several changes old, as in
                // a solve, where a search is asked only when easier ones fail.
                if (random() % 4 != 0) continue;
                Hint skipping, fresh;
                LastMiss none;
                bool a = all[i].find(b, skipping, kept[i]);
                bool z = all[i].find(b, fresh, none);
                BOOST_TEST((a == z && (!z || same(skipping, fresh))), all[i].name << " differs at step " << steps << " of " << line);
                found[i] += z;
            }
            // One more candidate goes (never the solution's), or now and
            // then a cell is placed, as a solve would.
            std::vector<int> open;
            for (int c = 0; c < sudoku::cell_count; ++c)
                if (b.value[c] == 0) open.push_back(c);
            int c = open[random() % open.size()];
            int right = static_cast<int>(solution[static_cast<sudoku::Cell>(c)]);
            unsigned wrong = b.cand[c] & ~(1u << right);
            if (!wrong || random() % 10 == 0) {
                b.place(c, right);
                continue;
            }
            int k = static_cast<int>(random() % static_cast<unsigned>(std::popcount(wrong)));
            while (k--) wrong &= wrong - 1;
            b.remove(c, std::countr_zero(wrong));
        }
    }
    // Not vacuous: every search found hints on some of these boards.
    for (std::size_t i = 0; i < all.size(); ++i) {
        BOOST_TEST_MESSAGE(all[i].name << ": " << found[i] << " hints in " << steps << " steps");
        BOOST_TEST(found[i] > 0, all[i].name << " never found a hint");
    }
    BOOST_TEST(steps > 20000);
}
