// The chains behind a chain hint, for an observer that asks for them
// (chain_evidence.cpp).
#pragma once

#include "chain_search.hpp"

#include <utility>
#include <vector>

namespace sudoku::se {

class StaticChains;
class AdvancedRules;
class NestedChains;

class ChainEvidence {
public:
    ChainEvidence(Search& s, StaticChains& statics, AdvancedRules& rules, NestedChains& nested)
        : s_(s), statics_(statics), rules_(rules), nested_(nested) {}
    // The chains of the best hint the search found (once it is over).
    void gather_evidence();
    void clear() { evidence_.clear(); }
    std::vector<SeChain> take_evidence() { return std::exchange(evidence_, {}); }
    // A cycle just kept as the best: its nodes are gone by the next
    // candidate, so its chain is copied now.
    void keep_cycle(std::uint32_t end);
    // The node and all its ancestors, as a chain.
    SeChain chain_to(std::uint32_t end);
    // SE's search for the forcing chain from `pot` to its opposite, every
    // node recorded: the node it ends at.
    std::uint32_t forcing_chain_end(int pot, bool start_on, bool y);

private:
    using Run = ChainState::Run;
    Search& s_;
    StaticChains& statics_;
    AdvancedRules& rules_;
    NestedChains& nested_;
    std::vector<SeChain> evidence_, best_cycle_;
    ChainRule rule_of(std::uint32_t node);
};

}  // namespace sudoku::se
