// The solve loop of SE's rater: at every step the techniques are asked in
// SE's order, the first one with a hint gives it, and that one hint is
// applied; ER, EP and ED are then read off the sequence of difficulties.
#include "sudoku/se_rater.hpp"

#include "chains/chains.hpp"
#include "hint.hpp"
#include "producers.hpp"
#include "sudoku/rules.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace sudoku {
namespace {

using se::Ask;
using se::Board;
using se::Hint;
using se::Producer;
using se::producers;

// The floors when techniques run out: before nested forcing chains (9.5)
// and past SE's last technique, level 5's nested chains (11.0 and up).
constexpr int before_nested = row_of(SeTechnique::nested_forcing_chains).base,
              beyond = row_of(SeTechnique::nested_dynamic_plus_forcing_chains).base;

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

namespace {

SeRating rate_board(Board& b, SeBudget budget, SeObserver* observer) {
    assert(budget.ceiling == 0 || (budget.ceiling >= 45 && budget.ceiling <= 53));
    SeRating r;
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

}  // namespace

SeRating rate_se(Grid const& puzzle, SeBudget budget, SeObserver* observer) {
    Board b = Board::from(puzzle);
    return rate_board(b, budget, observer);
}

SeRating rate_se(PencilMarks const& state, SeBudget budget, SeObserver* observer) {
    Board b = Board::from(state, settled_cells(state));
    return rate_board(b, budget, observer);
}

}  // namespace sudoku
