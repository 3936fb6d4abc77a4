// The solve loop of SE's rater: at every step the techniques are asked in
// SE's order, the first one with a hint gives it, and that one hint is
// applied; ER, EP and ED are then read off the sequence of difficulties.
#include "sudoku/se_rater.hpp"

#include "chains/chains.hpp"
#include "hint.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace sudoku {
namespace {

using se::Board;
using se::Hint;

// The floors when techniques run out: before nested forcing chains (9.5)
// and past SE's last technique, level 5's nested chains (11.0 and up).
constexpr int before_nested = row_of(SeTechnique::nested_forcing_chains).base,
              beyond = row_of(SeTechnique::nested_dynamic_plus_forcing_chains).base;

// What every search is asked with: the board, the hint it fills in, the
// chainer and the budget. The same objects for the whole solve.
struct Ask {
    Board const& b;
    Hint& h;
    se::Chainer& chainer;
    se::Work& work;
};

// Dynamic forcing chains at one of SE's chaining levels (chains.hpp); a
// solve already cut does not begin it.
bool dynamic_chains(Ask const& a, int level) {
    return !a.chainer.cut() && a.chainer.find_dynamic_chains(a.b, a.h, level);
}

// One producer of hints, as SE's Solver holds them: its search, and the
// easiest technique it gives (the table's row says how hard that is).
// The list is constant, shared by every solve and thread; what a producer
// keeps from step to step of one solve, its LastMiss, lives beside it in
// Misses, at its place in the list (those that keep none leave it unread).
struct Producer {
    SeTechnique least;
    bool (*find)(Ask const&, se::LastMiss&);
};

// SE's producers in SE's order: the first to find a hint gives the step.
// A new technique is one entry here, besides its finder and its enum value
// and row in se_techniques.hpp. After a cut the list is still walked: the
// searches that count steps find nothing, the others may, and the solve
// loop reads the cut before the hint.
constexpr auto producers = [] {
    using enum SeTechnique;
    using namespace se;
    return std::to_array<Producer>({
        {hidden_single, [](Ask const& a, LastMiss&) { return find_hidden_single(a.b, a.h); }},
        {direct_pointing, [](Ask const& a, LastMiss& m) { return find_direct_locking(a.b, a.h, m); }},
        {direct_hidden_pair, [](Ask const& a, LastMiss& m) { return find_direct_hidden_set(a.b, a.h, 2, m); }},
        {naked_single, [](Ask const& a, LastMiss&) { return find_naked_single(a.b, a.h); }},
        {direct_hidden_triplet, [](Ask const& a, LastMiss& m) { return find_direct_hidden_set(a.b, a.h, 3, m); }},
        {pointing, [](Ask const& a, LastMiss& m) { return find_locking(a.b, a.h, m); }},
        {naked_pair, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 2, m); }},
        {x_wing, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 2, m); }},
        {hidden_pair, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 2, m); }},
        {naked_triplet, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 3, m); }},
        {swordfish, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 3, m); }},
        {hidden_triplet, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 3, m); }},
        {xy_wing, [](Ask const& a, LastMiss&) { return find_xy_wing(a.b, a.h, false); }},
        {xyz_wing, [](Ask const& a, LastMiss&) { return find_xy_wing(a.b, a.h, true); }},
        {unique_rectangle, [](Ask const& a, LastMiss& m) { return find_unique_loop(a.b, a.h, m, a.work); }},
        {naked_quad, [](Ask const& a, LastMiss& m) { return find_naked_set(a.b, a.h, 4, m); }},
        {jellyfish, [](Ask const& a, LastMiss& m) { return find_fish(a.b, a.h, 4, m); }},
        {hidden_quad, [](Ask const& a, LastMiss& m) { return find_hidden_set(a.b, a.h, 4, m); }},
        {bug, [](Ask const& a, LastMiss&) { return find_bug(a.b, a.h, a.work); }},
        {aligned_pair_exclusion, [](Ask const& a, LastMiss& m) { return find_aligned_pair(a.b, a.h, m, a.work); }},
        {bidirectional_x_cycle, [](Ask const& a, LastMiss&) { return a.chainer.find_cycles_and_chains(a.b, a.h); }},
        {aligned_triplet_exclusion,
         [](Ask const& a, LastMiss& m) { return find_aligned_triplet(a.b, a.h, m, a.work); }},
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
constexpr std::size_t producer_count = std::size(producers);

// A ceiling or the want of nested chains skips the producers past a
// difficulty; in this order they are ever harder, so those asked are the
// first few.
static_assert(std::ranges::is_sorted(producers, {}, [](Producer const& p) { return row_of(p.least).base; }));
std::size_t producers_asked(bool nested, int ceiling) {
    int most = nested ? beyond : before_nested - 1;
    if (ceiling) most = std::min(most, ceiling);
    std::size_t n = 0;
    while (n < producer_count && row_of(producers[n].least).base <= most) ++n;
    return n;
}

// Every producer's LastMiss, by its place in the list.
using Misses = std::array<se::LastMiss, producer_count>;

bool next_hint(Ask const& ask, Misses& misses, std::size_t asked) {
    for (std::size_t i = 0; i < asked; ++i)
        if (producers[i].find(ask, misses[i])) return true;
    return false;
}

void copy_evidence(Hint const& h, SeStep& step) {
    for (int i = 0; i < h.house_total; ++i) step.units.push_back(h.houses[i]);
    for (int i = 0; i < h.cell_total; ++i) step.cells.push_back(static_cast<Cell>(h.cells[i]));
    for (int d = 1; d <= 9; ++d)
        if (h.digits >> d & 1) step.digits.add(static_cast<Digit>(d));
}

// The solve, step by step, until the board is solved, the budget or the
// techniques run out, or the observer stops it: what it finds goes in `r`.
void solve(Board& b, SeRating& r, bool nested, int ceiling, SeObserver* observer, bool evidence,
           se::Chainer& chainer, se::Work& work) {
    Misses misses;
    Hint h;
    Ask const ask{b, h, chainer, work};
    std::size_t const asked = producers_asked(nested, ceiling);
    bool placed_yet = false, first = true;
    while (!b.solved()) {
        if (work.cut()) {
            r.cut = true;
            return;
        }
        bool found = next_hint(ask, misses, asked);
        // Short of a hint, what is known of the next step is a floor: every
        // technique tried found nothing, so it is at least as hard as the
        // easiest one left. EP and ED, if still open, are at least as high.
        auto at_least = [&](int least) {
            r.er = std::max(r.er, least);
            if (!placed_yet) r.ep = r.er;
            if (first) r.ed = r.er;
        };
        if (work.cut()) {
            // Cut inside a search, the step under way is at least as hard
            // as the techniques that search had still to try.
            if (work.floor() > r.er) r.hardest = "beyond the budget";
            at_least(work.floor());
            r.cut = true;
            return;
        }
        if (!found) {
            // Every technique tried found nothing: SE's next one, if any,
            // is at least this hard (past its last, SE is stuck too).
            int floor = ceiling && ceiling < before_nested ? ceiling + 1
                        : nested                       ? beyond
                                                       : before_nested;
            at_least(floor);
            if (r.er == floor && r.hardest.empty())
                r.hardest = floor != beyond && floor != before_nested ? "beyond the ceiling"
                            : nested                                   ? "beyond SE's techniques"
                                                                       : "beyond dynamic forcing chains (+)";
            return;
        }
        if (h.difficulty > r.er) {
            r.er = h.difficulty;
            r.hardest = name_of(h.method);
        }
        if (first) r.ed = r.er;
        first = false;
        if (!placed_yet) r.ep = r.er;
        if (h.cell >= 0) placed_yet = true;
        if (observer) {
            SeStep step;
            step.method = h.method;
            step.difficulty = h.difficulty;
            step.length = h.length;
            step.placed_cell = h.cell;
            step.placed_digit = static_cast<Digit>(h.digit);
            for (int c = 0; c < cell_count; ++c) step.eliminated[c] = static_cast<std::uint16_t>(h.remove[c] & b.cand[c]);
            if (evidence) copy_evidence(h, step);
            step.chains = chainer.take_evidence();  // empty unless the hint is a chain's
            if (observer->on_step(step) == SeObserver::Next::stop) {
                r.stopped = true;
                return;
            }
        }
        h.apply(b);
    }
    r.solved = true;
}

}  // namespace

SeRating rate_se(Grid const& puzzle, SeBudget budget, SeObserver* observer) {
    assert(budget.ceiling == 0 || (budget.ceiling >= 45 && budget.ceiling <= 53));
    SeRating r;
    Board b = Board::from(puzzle);
    thread_local se::Chainer chainer;  // its tables are large: made once per thread
    bool evidence = observer && observer->wants_evidence();
    chainer.want_evidence(evidence);
    // Every search that can run long counts its steps against the budget
    // as it goes, so that one step cannot overrun it.
    se::Work work(budget.steps);
    chainer.set_work(&work);
    solve(b, r, budget.nested, budget.ceiling, observer, evidence, chainer, work);
    chainer.set_work(nullptr);
    r.steps = work.spent();
    return r;
}

}  // namespace sudoku
