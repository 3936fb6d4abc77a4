// SE's dynamic forcing chains: each candidate assumed on and off, the grid
// losing every candidate that goes off as the run goes, concluding as
// multiple chains do (multiple_chains.cpp, whose cell by cell search this
// shares) and from what one assumption contradicts or both imply. Levels 1
// to 5 add SE's other rules to the runs (advanced_chains.cpp,
// nested_chains.cpp).
#include "dynamic_chains.hpp"

#include "multiple_chains.hpp"
#include "nested_chains.hpp"

namespace sudoku::se {

bool DynamicChains::find(Hint& h, int level) {
    level_ = level;
    return cells_.search_cells(h, true);
}

// What a candidate's own runs conclude: the contradiction its "on" run
// meets, then its "off" run's, and what both hold.
void DynamicChains::conclude_from_candidate(int pot, int size, Run const& on_run) {
    s_.refute(pot, on_run, true);
    if (!off_run_may_conclude(pot, size, on_run)) return;
    Run const& off_run = s_.run_from(pot, false);
    s_.refute(pot, off_run, false);
    if (size >= 3) conclude_double(on_run, off_run);
}

// Double chains (cells of three candidates or more): what the "on" and
// "off" runs of a candidate both hold. Mostly nothing, and then the "on"
// run's nodes need no look.
void DynamicChains::conclude_double(Run const& on_run, Run const& off_run) {
    for (bool state : {true, false}) {
        Potentials both = state ? on_run.on : on_run.off;
        both.keep_common(state ? off_run.on : off_run.off);
        if (both.empty()) continue;
        // A run holds each state once: the walk ends with the last one sought.
        for (std::uint32_t n = on_run.begin; n < on_run.end; ++n) {
            if (s_.nodes_[n].on != state || !both.has(s_.nodes_[n].pot)) continue;
            both.remove(s_.nodes_[n].pot);
            std::uint32_t ends[2] = {n, static_cast<std::uint32_t>(s_.member(off_run, s_.nodes_[n].pot, state))};
            s_.conclude(s_.nodes_[n].pot, state, s_.ancestors_once(ends[0]) + s_.ancestors_once(ends[1]) + s_.nested_chains_->nested_complexity(ends, 2), 1,
                     s_.method_of(SeChainKind::both));
            if (both.empty()) break;
        }
    }
}

// Whether the dynamic "off" run from `pot` can conclude anything: it
// refutes `pot` if it meets a contradiction, and (in a cell of three
// candidates or more) it concludes what it shares with the "on" run.
// At level 0 only the strong links turn a candidate on.
//
// Where `pot` is strongly linked to a partner (the other candidate of its
// cell, or the other place of its digit in a house), "pot off" and "partner
// on" imply each other, and a run that meets no contradiction ends with all
// its rules' consequences whatever its order (the last of a cell's or a
// house's candidates to go off sees the one left): so the two runs then hold
// the same states, and the partner's "on" run, made anyway, answers both
// questions. Not with SE's other rules (level 1), which act on the run's
// grid as they find it.
bool DynamicChains::off_run_may_conclude(int pot, int size, Run const& on_run) {
    if (level_ != 0) return true;
    int c = cell_of(pot), d = digit_of(pot), partner = -1;
    if (size == 2) partner = potential(c, std::countr_zero(static_cast<unsigned>(s_.source_[c] & ~(1u << d))));
    for (int k = 0; k < 3 && partner < 0; ++k) {
        Cells others = s_.source_where_[d] & geometry.house_but[c][k];
        if (others.single()) partner = potential(others.first(), d);
    }
    // Without one, "pot off" turns nothing on and its run is itself alone,
    // which concludes nothing: not made, its steps counted as if it were.
    if (partner < 0) {
        s_.charge(2);
        return false;
    }
    Run const& twin = s_.run_from(partner, true);
    if (twin.absurd_on >= 0) return true;
    if (size < 3) return false;
    Potentials on = on_run.on, off = on_run.off;
    on.keep_common(twin.on);
    off.keep_common(twin.off);
    return !on.empty() || !off.empty();
}

}  // namespace sudoku::se
