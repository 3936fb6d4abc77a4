// SE's "other rules" inside a dynamic forcing chain (+), levels 1 and up
// (advanced_chains.cpp): pointing and claiming, hidden and naked pairs,
// X-Wings, then (levels 2 to 5) the nested chains (NestedChains).
#pragma once

#include "chain_search.hpp"
#include "nested_chains.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace sudoku::se {

// A candidate mask a rule removes from one cell.
struct Removable {
    int cell;
    std::uint16_t digits;
};

// Orders a rule's removals as SE's HashMap<Cell, …> iterates them. Java's
// HashMap keyed by a cell hashes it to its index: it iterates by bucket
// (index modulo the table size, 16 doubling whenever more than three
// quarters full), ties in insertion order. A stable insertion sort: a rule
// removes at most a few dozen candidates.
inline void java_map_order(Removable* e, int n) {
    int size = 16;
    while (n > size * 3 / 4) size *= 2;
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && (e[j].cell & (size - 1)) < (e[j - 1].cell & (size - 1)); --j) std::swap(e[j], e[j - 1]);
}

// The pattern of one of SE's "other rules" that made a dynamic (+) chain's
// candidate go off: its houses (pointing/claiming: the house, then the one
// its places lie in; sets: the house; X-Wing: the base lines, then the
// covers), the pattern's cells and its digits.
struct AdvancedRule {
    enum Kind : std::uint8_t { locking, hidden_pair, naked_pair, x_wing } kind;
    std::uint16_t digits;
    std::array<std::uint8_t, 4> houses;
    std::uint8_t house_total;
    Cells cells;
};

// The entry for `node` in a list of (node, entry) pairs kept in node order
// (the rules and nested hints behind a search's nodes), if it has one.
template <typename T>
T const* entry_at(std::vector<std::pair<std::uint32_t, T>> const& entries, std::uint32_t node) {
    auto at = std::lower_bound(entries.begin(), entries.end(), node,
                               [](auto const& entry, std::uint32_t n) { return entry.first < n; });
    return at != entries.end() && at->first == node ? &at->second : nullptr;
}

class AdvancedRules {
public:
    AdvancedRules(Search& s, NestedChains& nested) : s_(s), nested_(nested) {}
    // The board searched: by house its empty cells, and the digits placed
    // at most five times (an X-Wing's two lines need four places).
    void start_on(Board const& b);
    // Both queues empty, a (+) run asks SE's other rules: each candidate
    // they remove goes off (if not already), its parents the run's own
    // removals that the rule rests on. Whether any went off. `level`: the
    // search's (from 2, the nested chains are among the rules).
    template <typename Enter, typename Known>
    bool queue_advanced(Enter const& enter, Known const& known, int level);
    // The rules behind the search's "off" nodes that rules made: node, rule.
    std::vector<std::pair<std::uint32_t, AdvancedRule>> node_rules_;

    // What the rules (and the nested chains) found on the grid a run left:
    // the "off" states, in SE's order, the rules and their parents.
    struct AdvancedOff {
        std::uint16_t pot;
        bool nested;  // made by a nested chain hint: `rule` is into NestedChains' nested_
        std::uint32_t rule, parents, parent_count;  // into found_rules_ (or nested_), found_parents_
    };
    std::vector<AdvancedOff> found_offs_;
    std::vector<int> found_parents_;

private:
    Search& s_;
    NestedChains& nested_;
    std::vector<AdvancedRule> found_rules_;
    std::array<Cells, 10> gone_{};  // by digit: what the run removed from the grid
    // The rules' view of the run's grid (find_advanced): by house, the
    // digits it lost (its places are the propagation's); and of the board
    // searched (start_on).
    std::array<std::uint16_t, house_count> gone_in_{};
    std::array<std::uint32_t, 10> lost_in_{};  // by digit, the houses where the run removed some of its places
    std::array<std::uint8_t, house_count> empty_in_{};
    unsigned roomy_digits_ = 0;
    void find_advanced(int level);
    void offer_rule(AdvancedRule const& rule, Removable const* removable, int n, int const* lost, int lost_n);
    bool advanced_locking();
    bool advanced_hidden_pair();
    bool advanced_naked_pair();
    bool advanced_x_wing();
};

template <typename Enter, typename Known>
bool AdvancedRules::queue_advanced(Enter const& enter, Known const& known, int level) {
    find_advanced(level);
    bool more = false;
    for (AdvancedOff const& f : found_offs_) {
        if (known(f.pot, false)) continue;
        std::uint32_t m = s_.add_node(f.pot, false, -1);
        // A rule's parents may be more than a plain node's: room for them,
        // and again for the rest of the run's nodes.
        s_.parents_.reserve_more(f.parent_count + s_.most_run_nodes * s_.most_parents);
        for (std::uint32_t i = 0; i < f.parent_count; ++i)
            s_.parents_.push(static_cast<std::uint32_t>(s_.index_[state_key(found_parents_[f.parents + i], false)]));
        s_.nodes_[m].parent_count = static_cast<std::uint16_t>(f.parent_count);
        if (f.nested)
            nested_.node_nested_.emplace_back(m, f.rule);
        else if (s_.wants_chains())
            node_rules_.emplace_back(m, found_rules_[f.rule]);
        enter(m, false);
        more = true;
    }
    return more;
}

}  // namespace sudoku::se
