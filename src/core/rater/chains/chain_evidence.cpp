// The chains behind a chain hint, for an observer that asks for them
// (SeStep::chains). The searches keep nothing for this: a cycle is copied
// when it becomes the best hint (its nodes are gone by the next candidate),
// a static forcing chain is searched again from its source with every node
// recorded, and the multiple and dynamic kinds are read off the runs, which
// stay cached until the search returns.
//
// What each hint's chains are, each from its assumption to its conclusion:
//   cycles: one chain, from "on" around to the same "on";
//   forcing (X-)chains: one, from the candidate on (or off) to its opposite;
//   contradictions: two from one assumption, to a candidate on and off;
//   double chains: two, from a candidate on and off, to the same conclusion;
//   cell chains: one per candidate of the cell, region chains one per place
//   of the digit in the house, each to the same conclusion.
#include "chain_evidence.hpp"

#include "advanced_chains.hpp"
#include "nested_chains.hpp"
#include "static_chains.hpp"

#include <algorithm>

namespace sudoku::se {
namespace {

ChainNode node_of(int pot, bool on) {
    return {static_cast<Cell>(cell_of(pot)), static_cast<Digit>(digit_of(pot)), on, {}};
}

}  // namespace

// The node and all its ancestors, parents first (a node is always added
// after its parents, so the order of addition is one).
SeChain ChainEvidence::chain_to(std::uint32_t end) {
    std::vector<std::uint32_t> members{end}, todo{end};
    while (!todo.empty()) {
        std::uint32_t n = todo.back();
        todo.pop_back();
        for (std::uint32_t i = 0; i < s_.nodes_[n].parent_count; ++i) {
            std::uint32_t p = s_.parents_[s_.nodes_[n].first_parent + i];
            if (std::find(members.begin(), members.end(), p) != members.end()) continue;
            members.push_back(p);
            todo.push_back(p);
        }
    }
    std::sort(members.begin(), members.end());
    SeChain chain;
    for (std::uint32_t n : members) {
        ChainNode node = node_of(s_.nodes_[n].pot, s_.nodes_[n].on);
        for (std::uint32_t i = 0; i < s_.nodes_[n].parent_count; ++i) {
            auto at = std::lower_bound(members.begin(), members.end(), s_.parents_[s_.nodes_[n].first_parent + i]);
            node.parents.push_back(static_cast<int>(at - members.begin()));
        }
        node.rule = rule_of(n);
        chain.nodes.push_back(std::move(node));
    }
    return chain;
}

// The rule that made a node go off in a (+) or nested run, if one did.
ChainRule ChainEvidence::rule_of(std::uint32_t n) {
    if (std::uint32_t const* nested = entry_at(nested_.node_nested_, n)) {
        NestedRule const& hint = nested_.nested_[*nested];
        ChainRule rule;
        rule.name = name_of(hint.method);
        rule.chains = nested_.nested_chains(*nested);
        return rule;
    }
    AdvancedRule const* found = entry_at(rules_.node_rules_, n);
    if (!found) return {};
    AdvancedRule const& r = *found;
    ChainRule rule;
    static constexpr std::string_view names[] = {"claiming", "hidden pair", "naked pair", "x-wing"};
    rule.name = r.kind == AdvancedRule::locking && r.houses[0] < first_row ? "pointing" : names[r.kind];
    for (int d = 1; d <= 9; ++d)
        if (r.digits >> d & 1) rule.digits.add(static_cast<Digit>(d));
    for (int i = 0; i < r.house_total; ++i) rule.units.push_back(r.houses[i]);
    if (r.kind == AdvancedRule::hidden_pair || r.kind == AdvancedRule::naked_pair)
        r.cells.for_each([&](int c) { rule.cells.push_back(static_cast<Cell>(c)); });
    return rule;
}

// A cycle's nodes each have one parent; its closing node repeats the source.
void ChainEvidence::keep_cycle(std::uint32_t end) {
    best_cycle_.assign(1, chain_to(end));
}

// SE's search for a forcing chain from `pot` to its opposite, level by level,
// each state reached once, its first parent kept: the chain SE shows. A
// level holds states of one kind, "on" or "off", each at most once: the
// run's queues hold them. An "off" turns on what its strong links in the
// static graph (built for this board) name, in their order: the cell's
// other digit first, then the houses'. The search keeps each state's first
// parent in the index, and only the chain found becomes nodes, from its
// start (in the order the search met them).
std::uint32_t ChainEvidence::forcing_chain_end(int pot, bool start_on, bool y) {
    s_.nodes_.clear();
    s_.parents_.clear();
    s_.nodes_.reserve_more(s_.most_run_nodes);
    s_.parents_.reserve_more(s_.most_run_nodes);
    rules_.node_rules_.clear();
    nested_.node_nested_.clear();
    s_.next_stamp();
    auto reach = [&](int q, bool on, int parent) {
        s_.index_stamp_[state_key(q, on)] = s_.stamp_;
        s_.index_[state_key(q, on)] = parent;
    };
    // The chain's nodes, from its start to `last` (in state `on`), then
    // its end, the start's opposite.
    auto chain_to_end = [&](int last, bool on) {
        std::uint32_t path[potential_count * 2];
        int length = 0;
        for (int q = last;; on = !on) {
            path[length++] = static_cast<std::uint32_t>(state_key(q, on));
            int parent = s_.index_[state_key(q, on)];
            if (parent < 0) break;
            q = parent;
        }
        std::int32_t parent = -1;
        for (int i = length - 1; i >= 0; --i)
            parent = static_cast<std::int32_t>(s_.add_node(static_cast<int>(path[i] / 2), (path[i] & 1) != 0, parent));
        return s_.add_node(pot, !start_on, parent);
    };
    auto const& graph = statics_.graph();
    std::uint32_t* level = start_on ? s_.run_queue_on_.data() : s_.run_queue_off_.data();
    std::uint32_t* next = start_on ? s_.run_queue_off_.data() : s_.run_queue_on_.data();
    int level_n = 0;
    reach(pot, start_on, -1);
    level[level_n++] = static_cast<std::uint32_t>(pot);
    int links[32];
    unsigned const mode = StaticChains::link_kinds(with_x_links(y));
    for (bool on = start_on; level_n > 0; on = !on) {
        int next_n = 0;
        for (int i = 0; i < level_n; ++i) {
            int ppot = static_cast<int>(level[i]), n = 0;
            if (on) {
                n = s_.on_to_off(ppot, y, links);
            } else {
                for (int q : graph.strong[ppot]) {
                    if (q < 0) break;
                    if (q < potential_count)
                        links[n++] = q;
                    else if (y)
                        links[n++] = q - potential_count;
                }
            }
            for (int k = 0; k < n; ++k) {
                int q = links[k];
                if (q == pot && on == start_on) return chain_to_end(ppot, on);
                // An "off" without a strong link of the mode turns nothing on:
                // a leaf, left out (the others are met in the same order).
                if (on && !(graph.kinds[q] & mode)) continue;
                if (s_.index_stamp_[state_key(q, !on)] == s_.stamp_) continue;
                reach(q, !on, ppot);
                next[next_n++] = static_cast<std::uint32_t>(q);
            }
        }
        std::swap(level, next);
        level_n = next_n;
    }
    return s_.add_node(pot, start_on, -1);  // not reached: the search found this chain
}

void ChainEvidence::gather_evidence() {
    Origin const& o = s_.sink_.best_origin();
    evidence_.clear();
    auto from = [&](int pot, bool on) -> Run const& { return s_.run_from(pot, on); };
    auto to_target = [&](Run const& run) {
        evidence_.push_back(chain_to(static_cast<std::uint32_t>(s_.member(run, o.target, o.target_on))));
    };
    switch (o.proof) {
    case Proof::cycle:
        evidence_ = best_cycle_;
        break;
    case Proof::forcing:
        evidence_.push_back(chain_to(forcing_chain_end(o.pot, o.on, o.y)));
        break;
    case Proof::contradiction: {
        Run const& run = from(o.pot, o.on);
        evidence_.push_back(chain_to(static_cast<std::uint32_t>(run.absurd_on)));
        evidence_.push_back(chain_to(static_cast<std::uint32_t>(run.absurd_off)));
        break;
    }
    case Proof::both:
        to_target(from(o.pot, true));
        to_target(from(o.pot, false));
        break;
    case Proof::cell: {
        int c = cell_of(o.pot);
        for (unsigned m = s_.source_[c]; m; m &= m - 1) to_target(from(potential(c, std::countr_zero(m)), true));
        break;
    }
    case Proof::region:
        s_.board_->in(o.house, digit_of(o.pot)).for_each([&](int place) {
            to_target(from(potential(place, digit_of(o.pot)), true));
        });
        break;
    }
}

}  // namespace sudoku::se
