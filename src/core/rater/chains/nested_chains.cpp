// SE's nested forcing chains, chaining levels 2 to 5 (9.5, 10.0, 10.5 and
// 11.0, plus the length bonus): a dynamic run whose links and simple rules
// have all run dry asks a second chainer for every hint of a chain technique
// on the grid the run left: level 2 "Forcing Chains & Cycles"; level 3 those,
// then multiple forcing chains; level 4 dynamic forcing chains; level 5
// those, then level 2's own nested chains. A hint whose chains pass through
// a cell or house that lost candidates in the run rests on those removals
// (SE's "rule parents"); each candidate it removes goes off in the run with
// them as parents. A hint the grid had already, resting on nothing the run
// did, is no part of the chain.
//
// The conclusion's complexity is its own nodes' count plus, once each, the
// complexity of every distinct nested chain among their ancestors.
#include "nested_chains.hpp"

#include "advanced_chains.hpp"
#include "chains.hpp"
#include "static_chains.hpp"

#include <algorithm>

namespace sudoku::se {

NestedChains::NestedChains(Search& s, AdvancedRules& rules, ChainEvidence& evidence, bool is_inner)
    : s_(s), rules_(rules), evidence_(evidence), is_inner_(is_inner) {}

NestedChains::~NestedChains() = default;

void NestedChains::set_work(Work* work) {
    if (inner_) inner_->set_work(work);
}

// SE's other rules past the simple ones, by level: the first technique
// with a hint that rests on the run gives all such hints.
bool NestedChains::advanced_nested(int level) {
    switch (level) {
    case 2:
        return advanced_nested(Inner::static_chains);
    case 3:
        return advanced_nested(Inner::static_chains) || advanced_nested(Inner::multiple);
    case 4:
        return advanced_nested(Inner::dynamic);
    default:
        return advanced_nested(Inner::dynamic) || advanced_nested(Inner::nested);
    }
}

// The hints of one technique on the run's grid that rest on the run.
bool NestedChains::advanced_nested(Inner kind) {
    if (!inner_) inner_ = std::make_unique<Chainer>(true);
    // The rater asked for static chains on its board before nesting, and
    // found none (a nested chain's own board may have some).
    inner_->set_initial_bare(!is_inner_ && kind == Inner::static_chains);
    // The inner search spends the same budget, and a cut there cuts the
    // whole search: its hints are then not all there.
    inner_->set_work(s_.budget());
    Board grid;
    grid.value = s_.board_->value;
    grid.cand = s_.work_;
    grid.where = s_.work_where_;
    grid.know_places(s_.work_places_);
    grid.unsolved = s_.board_->unsolved;
    // No chains yet: nested_chains() makes those the evidence asks for.
    collect_nested(grid, kind);
    if (s_.cut()) {
        s_.budget()->raise_floor(static_cast<int>(s_.base_difficulty() * 10 + 0.5));
        return false;
    }
    auto grid_at = static_cast<std::uint32_t>(nested_grids_.size());
    bool grid_kept = false;
    for (std::uint32_t rank = 0; rank < inner_found_.size(); ++rank) {
        NestedHint const& hint = inner_found_[rank];
        if (hint.parents.empty()) continue;
        if (!grid_kept) nested_grids_.push_back({kind, s_.work_});
        grid_kept = true;
        Removable removable[cell_count];
        int n = 0;
        if (hint.removal_order.empty()) {
            for (int c = 0; c < cell_count; ++c)
                if (hint.remove[c]) removable[n++] = {c, hint.remove[c]};
        } else {
            for (int c : hint.removal_order) removable[n++] = {c, hint.remove[c]};
        }
        java_map_order(removable, n);
        auto at = static_cast<std::uint32_t>(nested_.size());
        auto parents_at = static_cast<std::uint32_t>(rules_.found_parents_.size());
        rules_.found_parents_.insert(rules_.found_parents_.end(), hint.parents.begin(), hint.parents.end());
        for (int i = 0; i < n; ++i)
            for (unsigned m = removable[i].digits; m; m &= m - 1)
                rules_.found_offs_.push_back({static_cast<std::uint16_t>(potential(removable[i].cell, std::countr_zero(m))), true, at,
                                       parents_at, static_cast<std::uint32_t>(hint.parents.size())});
        nested_.push_back({hint.identity, hint.method, hint.key.complexity, grid_at, rank});
    }
    return !rules_.found_offs_.empty();
}

// The inner collection of one technique on the run's grid, into
// inner_found_: kept from an earlier run on this board if one made it (and
// the budget has the steps it took), else made and kept.
void NestedChains::collect_nested(Board const& grid, Inner kind) {
    if (kept_board_ != s_.source_ || kept_values_ != s_.board_->value) {
        kept_.clear();
        kept_at_.clear();
        kept_board_ = s_.source_;
        kept_values_ = s_.board_->value;
    }
    std::uint64_t key = static_cast<std::uint64_t>(kind) + 1;
    for (int c = 0; c < cell_count; ++c) key = mix(key, grid.cand[c]);
    auto at = kept_at_.find(key);
    bool collided = false;
    if (at != kept_at_.end()) {
        KeptCollection const& kept = kept_[at->second];
        collided = kept.kind != kind || kept.grid != grid.cand;
        if (!collided && (!s_.budget() || s_.budget()->affords(kept.steps))) {
            s_.charge(kept.steps);
            inner_found_ = kept.hints;
            return;
        }
    }
    // Multiple chains follow static ones on the same grid (level 3), and
    // their screen reads the reachability that the static search left: made
    // again if that search was not.
    StaticChains::Reach const& r = inner_->reach();
    if (kind == Inner::multiple && !(r.valid && r.mode == LinkMode::xy_links && r.board == grid.cand)) reach_for(grid);
    std::uint64_t before = s_.budget() ? s_.budget()->spent() : 0;
    inner_->collect_hints(grid, s_.source_, nullptr, kind, inner_found_);
    // Bounded: past the most kept, the rest are made each time (a board's
    // search at the deepest levels meets far more grids than it repeats).
    if (s_.cut() || collided || kept_.size() >= most_kept) return;
    kept_at_[key] = static_cast<std::uint32_t>(kept_.size());
    kept_.push_back({kind, grid.cand, s_.budget() ? s_.budget()->spent() - before : 0, inner_found_});
}

void NestedChains::reach_for(Board const& grid) {
    inner_->set_work(nullptr);
    inner_->make_reach(grid);
    inner_->set_work(s_.budget());
}

// A nested hint's chains, found again: the inner search collects the hints
// of the hint's grid once more, with this one's chains this time. It spends
// no budget: the search it repeats ended within its own, a step's evidence is
// never cut short, and --explain must stop where --rate does.
std::vector<std::shared_ptr<SeChain const>> const& NestedChains::nested_chains(std::uint32_t rule) {
    for (MadeChains const& made : made_chains_)
        if (made.rule == rule) return made.chains;
    NestedRule const& hint = nested_[rule];
    NestedGrid const& at = nested_grids_[hint.grid];
    Board grid;
    grid.value = s_.board_->value;
    grid.cand = at.cand;
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = at.cand[c]; m; m &= m - 1) grid.where[std::countr_zero(m)].add(c);
    grid.unsolved = s_.board_->unsolved;
    inner_->set_work(nullptr);
    inner_->set_initial_bare(!is_inner_ && at.kind == Inner::static_chains);
    inner_->collect_hints(grid, s_.source_, &hint.identity, at.kind, recollected_);
    inner_->set_work(s_.budget());
    // Never otherwise, the collection being deterministic; were it not, the
    // rule would be shown by name only rather than read out of bounds.
    bool same = hint.rank < recollected_.size() && recollected_[hint.rank].identity == hint.identity;
    assert(same);
    made_chains_.push_back({rule, same ? std::move(recollected_[hint.rank].chains) : decltype(MadeChains::chains){}});
    recollected_.clear();
    return made_chains_.back().chains;
}

// The complexity the nested chains behind these conclusions add: each
// distinct chain's once, however many nodes rest on it.
int NestedChains::nested_complexity(std::uint32_t const* targets, int n) {
    if (node_nested_.empty()) return 0;
    counted_nested_.clear();
    int total = 0;
    // Each conclusion's chain on its own, as SE walks them.
    for (int t = 0; t < n; ++t)
        s_.for_each_ancestor(targets[t], [&](std::uint32_t x) {
            std::uint32_t const* nested = entry_at(node_nested_, x);
            if (!nested) return;
            NestedRule const& hint = nested_[*nested];
            if (std::find(counted_nested_.begin(), counted_nested_.end(), hint.identity) != counted_nested_.end()) return;
            counted_nested_.push_back(hint.identity);
            total += hint.complexity;
        });
    return total;
}

}  // namespace sudoku::se
