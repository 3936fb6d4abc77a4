// SE's dynamic forcing chains (dynamic_chains.cpp), levels 0 to 5: from
// level 1 its runs ask SE's other rules (AdvancedRules, advanced_chains.hpp),
// from level 2 nested chain searches (NestedChains, nested_chains.hpp).
#pragma once

#include "chain_search.hpp"

namespace sudoku::se {

class MultipleChains;

class DynamicChains {
public:
    using Run = ChainState::Run;
    DynamicChains(Search& s, MultipleChains& cells) : s_(s), cells_(cells) {}
    // The easiest hint of the dynamic search started at its level
    // (Chainer::start_search), or, collecting, all of them.
    bool find(Hint& h);
    // What a candidate's own runs conclude (the cell by cell search asks).
    void conclude_from_candidate(int pot, int size, Run const& on_run);

private:
    Search& s_;
    MultipleChains& cells_;
    bool off_run_may_conclude(int pot, int size, Run const& on_run);
    void conclude_double(Run const& on_run, Run const& off_run);
};

}  // namespace sudoku::se
