// SE's producers of hints in SE's order, one constant list: the rater's
// solve loop (rater.cpp) asks them, and the test of the searches that keep
// a LastMiss (tests/unit/test_se_misses.cpp) finds them here.
#pragma once

#include "chains/chains.hpp"
#include "hint.hpp"
#include "sudoku/se_techniques.hpp"
#include "work.hpp"

#include <array>

namespace sudoku::se {

// What every search is asked with: the board, the hint it fills in, the
// chainer and the budget. The same objects for the whole solve.
struct Ask {
    Board const& b;
    Hint& h;
    Chainer& chainer;
    Work& work;
};

// Dynamic forcing chains at one of SE's chaining levels (chains.hpp); a
// solve already cut does not begin it.
inline bool dynamic_chains(Ask const& a, int level) {
    return !a.chainer.cut() && a.chainer.find_dynamic_chains(a.b, a.h, level);
}

// One producer of hints, as SE's Solver holds them: its search, the
// easiest technique it gives (the table's row says how hard that is), and
// whether its search keeps a LastMiss (tests/unit/test_se_misses.cpp checks
// those). The list is constant, shared by every solve and thread; what a
// producer keeps from step to step of one solve, its LastMiss, lives beside
// it in the solve loop's Misses, at its place in the list (those that keep
// none leave it unread).
struct Producer {
    SeTechnique least;
    bool (*find)(Ask const&, LastMiss&);
    bool keeps_miss = false;
};
inline constexpr bool keeps_miss = true;

// SE's producers in SE's order: the first to find a hint gives the step.
// A new technique is one entry here, besides its finder and its enum value
// and row in se_techniques.hpp. After a cut the list is still walked: the
// searches that count steps find nothing, the others may, and the solve
// loop reads the cut before the hint.
inline constexpr auto producers = [] {
    using enum SeTechnique;
    return std::to_array<Producer>({
        {hidden_single, [](Ask const& a, LastMiss&) { return find_hidden_single(a.b, a.h); }},
        {direct_pointing, [](Ask const& a, LastMiss& m) { return find_direct_locking(a.b, a.h, m); }, keeps_miss},
        {direct_hidden_pair, [](Ask const& a, LastMiss& m) { return find_direct_hidden_set(a.b, a.h, 2, m); }, keeps_miss},
        {naked_single, [](Ask const& a, LastMiss&) { return find_naked_single(a.b, a.h); }},
        {direct_hidden_triplet, [](Ask const& a, LastMiss& m) { return find_direct_hidden_set(a.b, a.h, 3, m); }, keeps_miss},
        {pointing, [](Ask const& a, LastMiss& m) { return find_locking(a.b, a.h, m); }, keeps_miss},
        {naked_pair, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 2, m); }, keeps_miss},
        {x_wing, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 2, m); }, keeps_miss},
        {hidden_pair, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 2, m); }, keeps_miss},
        {naked_triplet, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 3, m); }, keeps_miss},
        {swordfish, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 3, m); }, keeps_miss},
        {hidden_triplet, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 3, m); }, keeps_miss},
        {xy_wing, [](Ask const& a, LastMiss&) { return find_xy_wing(a.b, a.h, false); }},
        {xyz_wing, [](Ask const& a, LastMiss&) { return find_xy_wing(a.b, a.h, true); }},
        {unique_rectangle, [](Ask const& a, LastMiss& m) { return find_unique_loop(a.b, a.h, m, a.work); }, keeps_miss},
        {naked_quad, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 4, m); }, keeps_miss},
        {jellyfish, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 4, m); }, keeps_miss},
        {hidden_quad, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 4, m); }, keeps_miss},
        {bug, [](Ask const& a, LastMiss&) { return find_bug(a.b, a.h, a.work); }},
        {aligned_pair_exclusion, [](Ask const& a, LastMiss& m) { return find_aligned_pair(a.b, a.h, m, a.work); }, keeps_miss},
        {bidirectional_x_cycle, [](Ask const& a, LastMiss&) { return a.chainer.find_cycles_and_chains(a.b, a.h); }},
        {aligned_triplet_exclusion,
         [](Ask const& a, LastMiss& m) { return find_aligned_triplet(a.b, a.h, m, a.work); }, keeps_miss},
        {nishio_forcing_chains, [](Ask const& a, LastMiss&) { return a.chainer.find_forcing_chains(a.b, a.h); }},
        // Dynamic forcing chains (+), then SE's nested ones, levels 2 to 5:
        // each a search of its own, much slower than the one before.
        {dynamic_forcing_chains_plus, [](Ask const& a, LastMiss&) { return dynamic_chains(a, 1); }},
        {nested_forcing_chains, [](Ask const& a, LastMiss&) { return dynamic_chains(a, 2); }},
        {nested_multiple_forcing_chains, [](Ask const& a, LastMiss&) { return dynamic_chains(a, 3); }},
        {nested_dynamic_forcing_chains, [](Ask const& a, LastMiss&) { return dynamic_chains(a, 4); }},
        {nested_dynamic_plus_forcing_chains, [](Ask const& a, LastMiss&) { return dynamic_chains(a, 5); }},
    });
}();

}  // namespace sudoku::se
