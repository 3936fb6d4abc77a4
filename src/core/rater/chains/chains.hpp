// Chains of implications, as SE 1.2.1 builds them: "Forcing Chains &
// Cycles" (X-, Y- and XY-cycles and forcing chains), then Nishio, multiple
// (cell and region) and dynamic forcing chains.
//
// SE's difficulty of a chain hint depends on its "complexity": the number of
// distinct candidates-with-a-state among the ancestors of its conclusion(s),
// as its breadth-first propagation happened to record them. So this engine
// follows SE's propagation order exactly (which queue is drained when, which
// parent is recorded, when the search stops at a contradiction): a shorter
// but differently found chain would give another difficulty.
//
// The engine is split in three: the state (ChainState, chain_state.hpp: the
// propagation and its pools), the sink (ChainSink, chain_sink.hpp: the
// easiest hint kept, or all collected for a nested chain), and one class per
// family, each in its own files, owning only its own state and working on
// the shared Search (chain_search.hpp: the state, the sink, the mode and
// level, the runs): StaticChains (static_chains.hpp: cycles and forcing
// chains, with the reachability of chain_reach.cpp), NishioChains,
// MultipleChains (with the cell by cell search dynamic chains share),
// DynamicChains with its parts AdvancedRules (level 1: SE's other rules
// inside a run) and NestedChains (levels 2 to 5), and ChainEvidence (the
// chains of a step, for --explain). Chainer is the facade the rater calls.
// docs/techniques.md maps SE's techniques to them.
#pragma once

#include "advanced_chains.hpp"
#include "chain_evidence.hpp"
#include "chain_search.hpp"
#include "dynamic_chains.hpp"
#include "multiple_chains.hpp"
#include "nested_chains.hpp"
#include "nishio_chains.hpp"
#include "static_chains.hpp"
#include "../work.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku::se {

class Chainer {
public:
    // `inner`: the inner chainer of a nested one (NestedChains makes it).
    explicit Chainer(bool inner = false);
    Chainer(Chainer const&) = delete;
    Chainer& operator=(Chainer const&) = delete;
    int cut_floor() const { return s_.cut_floor(); }
    bool cut() const { return s_.cut(); }
    // The easiest hint of "Forcing Chains & Cycles", as SE ranks them, if any.
    bool find_cycles_and_chains(Board const& b, Hint& h);
    // Then Nishio, multiple and dynamic forcing chains, in that order.
    bool find_forcing_chains(Board const& b, Hint& h);
    // Then dynamic forcing chains at SE's chaining levels 1 to 5, one
    // level a call: at level 1 (+), SE's other rules join the propagation
    // (advanced_chains.cpp); at levels 2 to 5, nested forcing chains, the
    // runs, when all else fails, ask a chain technique for every hint on
    // the grid they left (nested_chains.cpp).
    bool find_dynamic_chains(Board const& b, Hint& h, int level);
    // The chain techniques a nested run asks (SE's order within a level).
    using Inner = NestedChains::Inner;
    // Every hint of one technique on `b`, in SE's order without repeats,
    // each with the candidates of `initial` missing from `b` that it rests
    // on (what the nesting chain's run removed); and if `chains_of`, the
    // chains of those with that identity.
    void collect_hints(Board const& b, std::array<std::uint16_t, cell_count> const& initial,
                       std::uint64_t const* chains_of, Inner kind, std::vector<NestedHint>& out);
    // Whether the hints found must carry the chains that prove them
    // (chain_evidence.cpp), and those of the last hint found. Called once a
    // puzzle: it also forgets the hints kept from the last one. Without
    // evidence, hints found at an earlier step are kept where the grid did
    // not change under them; a kept hint's chain is not among the nodes, so
    // with evidence every hint is sought afresh, in SE's order, offered as
    // found.
    void want_evidence(bool wanted) {
        s_.evidence_wanted_ = wanted;
        statics_.forget_kept();
        nishio_.forget_kept();
    }
    std::vector<SeChain> take_evidence() { return evidence_.take_evidence(); }

    // The rating's budget, shared with the inner chainer of nested chains:
    // every search counts its steps there (work.hpp), and once the budget is
    // spent it stops, finds nothing and says so: cut() until another budget
    // is set. None by default (null: no limit).
    void set_work(Work* work) {
        s_.set_budget(work);
        dynamic_.nested().set_work(work);
    }
    // For tests: the counters that stamp the search's tables this close to
    // wrapping, as after a long batch.
    void age_for_test(std::uint32_t left) {
        s_.stamp_ = s_.seen_stamp_ = s_.search_ = statics_.reach().mark = ~std::uint32_t{0} - left;
    }

    // For the nested chains' outer chainer: whether the static chains this
    // one collects rest on a board that has none; its reachability, and
    // that reachability made for `grid` as its static search makes it.
    void set_initial_bare(bool bare) { statics_.initial_bare_ = bare; }
    StaticChains::Reach& reach() { return statics_.reach(); }
    void make_reach(Board const& grid);

private:
    Search s_;
    StaticChains statics_;
    NishioChains nishio_;
    MultipleChains multiple_;
    DynamicChains dynamic_;
    ChainEvidence evidence_;

    // Every search starts from the board as it stands, with no evidence yet.
    void start_on(Board const& b);
    // What the Nishio, multiple and dynamic searches start with (Search::
    // start_search), and what the rules and nested hints said of the last
    // search's nodes forgotten. Whether the budget is already spent.
    bool start_search(Search::Mode mode, int level);
    bool find_static(Hint& h) { return statics_.find(h); }
    bool find_nishio(Hint& h) { return !start_search(Search::Mode::nishio, 0) && nishio_.find(h); }
    bool find_multiple(Hint& h) { return !start_search(Search::Mode::multiple, 0) && multiple_.search_cells(h, false); }
    bool find_dynamic(Hint& h, int level) { return !start_search(Search::Mode::dynamic, level) && dynamic_.find(h, level); }
};

}  // namespace sudoku::se
