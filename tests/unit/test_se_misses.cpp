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

#include <cstdlib>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace {

using sudoku::se::Board;
using sudoku::se::Hint;
using sudoku::se::LastMiss;

struct Search {
    std::string name;
    std::function<bool(Board const&, Hint&, LastMiss&)> find;
};

std::vector<Search> searches() {
    namespace se = sudoku::se;
    std::vector<Search> all = {
        {"direct locking", se::find_direct_locking},
        {"locking", se::find_locking},
        // Without a limit: a budget is no part of what a miss skips.
        {"unique loop", [](Board const& b, Hint& h, LastMiss& m) { se::Work none; return se::find_unique_loop(b, h, m, none); }},
        {"aligned pair", [](Board const& b, Hint& h, LastMiss& m) { se::Work none; return se::find_aligned_pair(b, h, m, none); }},
        {"aligned triplet", [](Board const& b, Hint& h, LastMiss& m) { se::Work none; return se::find_aligned_triplet(b, h, m, none); }},
    };
    for (int degree = 2; degree <= 4; ++degree) {
        std::string n = std::to_string(degree);
        all.push_back({"fish " + n, [degree](Board const& b, Hint& h, LastMiss& m) { return se::find_fish(b, h, degree, m); }});
        all.push_back({"naked set " + n, [degree](Board const& b, Hint& h, LastMiss& m) { return se::find_naked_set(b, h, degree, m); }});
        all.push_back({"hidden set " + n, [degree](Board const& b, Hint& h, LastMiss& m) { return se::find_hidden_set(b, h, degree, m); }});
        if (degree < 4)
            all.push_back({"direct hidden set " + n,
                           [degree](Board const& b, Hint& h, LastMiss& m) { return se::find_direct_hidden_set(b, h, degree, m); }});
    }
    return all;
}

bool same(Hint const& a, Hint const& b) {
    return a.remove == b.remove && a.cell == b.cell && a.digit == b.digit && a.difficulty == b.difficulty && a.method == b.method;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_search_that_skips_what_did_not_change_finds_what_a_fresh_one_finds) {
    auto in = data_file("puzzles3_magictour_top1465");
    auto const all = searches();
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
