// What every chain search works on: the propagation state and its pools
// (ChainState), the sink its hints go to (ChainSink), and the search's
// context, passed explicitly rather than read off mode flags: the mode and
// level (Nishio, multiple, dynamic 0 to 5), its base difficulty, where it
// is, whether hints must be proved. Also what Nishio, multiple and dynamic
// searches share: their runs (one per candidate and state, made once a
// search) and how a run's conclusion becomes a hint.
//
// The families (each in its own files) hold a Search& and own only their
// own state: StaticChains, NishioChains, MultipleChains, DynamicChains with
// its parts AdvancedRules and NestedChains, and ChainEvidence. The runs and
// conclusions reach three of those parts through the pointers below, which
// the facade (Chainer, chains.hpp) sets.
#pragma once

#include "chain_sink.hpp"
#include "chain_state.hpp"
#include "../hint.hpp"
#include "sudoku/se_rater.hpp"

#include <array>
#include <vector>

namespace sudoku::se {

class AdvancedRules;
class NestedChains;
class ChainEvidence;

// A set of "on" states (candidates) by digit, the reachability's sets:
// whether a candidate's peers with its digit meet one is a two-word AND,
// where a set of potentials takes a test per peer.
struct DigitCells {
    std::array<Cells, 9> by_digit{};
    void add(int pot) { by_digit[digit_of(pot) - 1].add(cell_of(pot)); }
    bool has(int pot) const { return by_digit[digit_of(pot) - 1].has(cell_of(pot)); }
    Cells of(int d) const { return by_digit[d - 1]; }
    void add_all(DigitCells const& o) {
        for (int i = 0; i < 9; ++i) by_digit[i] = by_digit[i] | o.by_digit[i];
    }
    void keep_common(DigitCells const& o) {
        for (int i = 0; i < 9; ++i) by_digit[i] = by_digit[i] & o.by_digit[i];
    }
    bool meets(DigitCells const& o) const {
        for (int i = 0; i < 9; ++i)
            if (!(by_digit[i] & o.by_digit[i]).empty()) return true;
        return false;
    }
    bool empty() const {
        for (Cells const& cells : by_digit)
            if (!cells.empty()) return false;
        return true;
    }
};

// X-cycles, forcing X-chains and Nishio chains follow one digit's links:
// each digit's easiest such hint depends only on that digit's places (and
// on which cells may start a chain), so it is kept from step to step and
// sought again only where those changed.
struct DigitBest {
    bool known = false, found = false;
    Cells places, starts;
    ChainCandidate key;
    int pot = 0;  // where it was found: the earliest wins a tie
    Hint hint;
    void remember(bool found_one, ChainCandidate k, Hint const& h, Cells now, Cells may_start) {
        found = found_one;
        key = k;
        hint = h;
        places = now;
        starts = may_start;
        known = true;
    }
};

class Search : public ChainState {
public:
    Search();

    enum class Mode { nishio, multiple, dynamic };
    double base_ = 0;  // the search's base difficulty
    // The candidate and the house the searches are at, for the evidence.
    int at_pot_ = 0, at_house_ = -1;
    // What the Nishio, multiple and dynamic searches start with: the mode
    // and level, no hint yet, no runs. Whether the budget is already spent.
    // The caller forgets what the rules and nested hints said of the last
    // search's nodes. Whether the search count wrapped comes back in
    // `wrapped` (what was stamped with it must be forgotten).
    bool start_search(Mode mode, int level, bool& wrapped);
    // The technique of the search's mode and level, and a hint's method.
    SeTechnique technique() const;
    double base_difficulty() const;
    SeMethod method_of(SeChainKind kind) const;

    ChainSink sink_;
    // What proves the hint being offered (set just before offer()).
    Origin origin_;
    // Whether the hints found must carry the chains that prove them.
    bool evidence_wanted_ = false;
    // Whether the hints found must be proved once found: for the evidence,
    // or for a nested chain's collection (which then needs their chains).
    bool wants_chains() const { return evidence_wanted_ || sink_.collection(); }
    bool keeps_hints() const { return !wants_chains(); }
    // Whether a hint of at least this complexity would lose to the best so far.
    bool cannot_win(double base, int complexity, int key) const { return sink_.cannot_win(base, complexity, key); }
    // A hint found, proved as origin_ says: to the sink (collected, or kept
    // if the easiest, a cycle's chain then copied for the evidence).
    void offer(ChainCandidate key, Hint const& hint);
    // Makes the easiest of the digits' hints the best, as SE would rank them.
    void take_easiest(std::array<DigitBest, 10> const& digits);

    // The runs of Nishio, multiple and dynamic chains, made once a search.
    std::vector<Run> on_runs_, off_runs_;
    Run const& run_from(int pot, bool on);
    // A conclusion of Nishio, multiple or dynamic chains, offered unless it
    // would lose; and the contradiction an assumption meets refutes it.
    void conclude(int pot, bool on, int complexity, int sort_key, SeMethod method);
    void refute(int pot, Run const& run, bool assumed);

    // The parts the runs and conclusions reach: SE's other rules inside a
    // (+) run, the nested chains' complexity and collections, a cycle's
    // evidence.
    AdvancedRules* advanced_rules_ = nullptr;
    NestedChains* nested_chains_ = nullptr;
    ChainEvidence* chain_evidence_ = nullptr;

private:
    // The search's mode and level (0: plain dynamic, Nishio or multiple;
    // 1: (+); 2 to 5: nested), set by start_search. The families are given
    // what they need of them by their callers.
    Mode mode_ = Mode::multiple;
    int level_ = 0;
};

}  // namespace sudoku::se
