// SE's dynamic forcing chains: each candidate assumed on and off, the grid
// losing every candidate that goes off as the run goes, concluding as
// multiple chains do (multiple_chains.cpp, whose cell by cell search this
// shares) and from what one assumption contradicts or both imply. Levels 1
// to 5 add SE's other rules to the runs (advanced_chains.cpp,
// nested_chains.cpp).
#include "chains.hpp"

namespace sudoku::se {

bool Chainer::find_dynamic(Hint& h, int level) {
    if (start_search(Mode::dynamic, level)) return false;
    return search_cells(h);
}

// What a candidate's own runs conclude: the contradiction its "on" run
// meets, then its "off" run's, and what both hold.
void Chainer::conclude_from_candidate(int pot, int size, Run const& on_run) {
    refute(pot, on_run, true);
    if (!off_run_may_conclude(pot, size, on_run)) return;
    Run const& off_run = run_from(pot, false);
    refute(pot, off_run, false);
    if (size >= 3) conclude_double(on_run, off_run);
}

// The contradiction an assumption on (or off) meets refutes it.
void Chainer::refute(int pot, Run const& run, bool assumed) {
    if (run.absurd_on < 0) return;
    std::uint32_t ends[2] = {static_cast<std::uint32_t>(run.absurd_on), static_cast<std::uint32_t>(run.absurd_off)};
    conclude(pot, !assumed, ancestors_once(ends[0]) + ancestors_once(ends[1]) + nested_complexity(ends, 2), 7,
             method_of(SeChainKind::contradiction));
}

// Double chains (cells of three candidates or more): what the "on" and
// "off" runs of a candidate both hold. Mostly nothing, and then the "on"
// run's nodes need no look.
void Chainer::conclude_double(Run const& on_run, Run const& off_run) {
    for (bool state : {true, false}) {
        Potentials both = state ? on_run.on : on_run.off;
        both.keep_common(state ? off_run.on : off_run.off);
        if (both.empty()) continue;
        // A run holds each state once: the walk ends with the last one sought.
        for (std::uint32_t n = on_run.begin; n < on_run.end; ++n) {
            if (nodes_[n].on != state || !both.has(nodes_[n].pot)) continue;
            both.remove(nodes_[n].pot);
            std::uint32_t ends[2] = {n, static_cast<std::uint32_t>(member(off_run, nodes_[n].pot, state))};
            conclude(nodes_[n].pot, state, ancestors_once(ends[0]) + ancestors_once(ends[1]) + nested_complexity(ends, 2), 1,
                     method_of(SeChainKind::both));
            if (both.empty()) break;
        }
    }
}

// Whether the dynamic "off" run from `pot` can conclude anything: it
// refutes `pot` if it meets a contradiction, and (in a cell of three
// candidates or more) it concludes what it shares with the "on" run.
//
// Where `pot` is strongly linked to a partner (the other candidate of its
// cell, or the other place of its digit in a house), "pot off" and "partner
// on" imply each other, and a run that meets no contradiction ends with all
// its rules' consequences whatever its order (the last of a cell's or a
// house's candidates to go off sees the one left): so the two runs then hold
// the same states, and the partner's "on" run, made anyway, answers both
// questions. Not with SE's other rules (level 1), which act on the run's
// grid as they find it.
bool Chainer::off_run_may_conclude(int pot, int size, Run const& on_run) {
    if (level_ != 0) return true;
    int c = cell_of(pot), d = digit_of(pot), partner = -1;
    if (size == 2) partner = potential(c, std::countr_zero(static_cast<unsigned>(source_[c] & ~(1u << d))));
    for (int k = 0; k < 3 && partner < 0; ++k) {
        Cells others = source_where_[d] & geometry.house_but[c][k];
        if (others.single()) partner = potential(others.first(), d);
    }
    if (partner < 0) return true;
    Run const& twin = run_from(partner, true);
    if (twin.absurd_on >= 0) return true;
    if (size < 3) return false;
    Potentials on = on_run.on, off = on_run.off;
    on.keep_common(twin.on);
    off.keep_common(twin.off);
    return !on.empty() || !off.empty();
}

}  // namespace sudoku::se
