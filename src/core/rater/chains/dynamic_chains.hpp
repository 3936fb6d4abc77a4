// SE's dynamic forcing chains (dynamic_chains.cpp), levels 0 to 5: from
// level 1 its runs ask SE's other rules (AdvancedRules, advanced_chains.hpp),
// from level 2 nested chain searches (NestedChains, nested_chains.hpp).
#pragma once

#include "advanced_chains.hpp"
#include "chain_search.hpp"
#include "nested_chains.hpp"

namespace sudoku::se {

class MultipleChains;
class ChainEvidence;

class DynamicChains {
public:
    using Run = ChainState::Run;
    // `inner`: the inner chainer of a nested one.
    DynamicChains(Search& s, MultipleChains& cells, ChainEvidence& evidence, bool inner)
        : s_(s), cells_(cells), rules_(s, nested_), nested_(s, rules_, evidence, inner) {}
    // The easiest hint of the dynamic search started at `level`
    // (Chainer::start_search), or, collecting, all of them.
    bool find(Hint& h, int level);
    // What a candidate's own runs conclude (the cell by cell search asks).
    void conclude_from_candidate(int pot, int size, Run const& on_run);
    // Its parts: SE's other rules inside a run (level 1 and up), and the
    // nested chains (levels 2 to 5).
    AdvancedRules& rules() { return rules_; }
    NestedChains& nested() { return nested_; }

private:
    Search& s_;
    MultipleChains& cells_;
    AdvancedRules rules_;
    NestedChains nested_;
    int level_ = 0;  // the search's, given to find
    bool off_run_may_conclude(int pot, int size, Run const& on_run);
    void conclude_double(Run const& on_run, Run const& off_run);
};

}  // namespace sudoku::se
