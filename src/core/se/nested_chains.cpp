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
#include "chains.hpp"

#include <algorithm>

namespace sudoku::se {
namespace {

// Two chains' identity: the kind and each state on the way, in order.
std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15u + (h << 6) + (h >> 2);
    return h * 0xBF58476D1CE4E5B9u;
}

}  // namespace

// Why SE says a node took its state (its "cause"): -1 for its cell, else
// the house. An "off" follows from an "on" in the first of the block, row
// and column the two share; an "on" is the last place left in the first
// such house whose other places the run had removed by then: those are the
// node's hidden parents (none in a static run, where nothing is removed).
int Chainer::link_cause(std::uint32_t node) const {
    Node const& n = nodes_[node];
    std::uint32_t parent = parents_[n.first_parent];
    int c = cell_of(n.pot), pc = cell_of(nodes_[parent].pot), d = digit_of(n.pot);
    if (c == pc) return -1;
    for (int house : geometry.houses_of[c]) {
        if (!geometry.house[house].has(pc)) continue;
        if (!n.on) return house;
        Cells others = (source_where_[d] & geometry.house[house]).without(Cells::of(c)).without(Cells::of(pc));
        for (std::uint32_t i = 1; i < n.parent_count; ++i) others.remove(cell_of(nodes_[parents_[n.first_parent + i]].pot));
        if (others.empty()) return house;
    }
    return -1;  // not reached: every link lies in a cell or a house
}

// The nodes a hint's chains end at, as SE lists them: a cycle's closing
// node; a forcing chain's end (searched again, as for evidence); a
// contradiction's "on" and "off"; a double chain's end in the "on" and the
// "off" run; a cell's or region's, one per candidate or place, in order.
// 0 if a run is missing (the search was cut).
int Chainer::targets_of(Origin const& o, std::uint32_t* out) {
    int n = 0;
    auto add = [&](std::int32_t node) { out[n++] = static_cast<std::uint32_t>(node); };
    auto in = [&](int pot, bool on) { add(member(run_from(pot, on), o.target, o.target_on)); };
    switch (o.proof) {
    case Proof::cycle:
        add(o.target);
        break;
    case Proof::forcing:
        add(static_cast<std::int32_t>(forcing_chain_end(o.pot, o.on, o.y)));
        break;
    case Proof::contradiction: {
        Run const& run = run_from(o.pot, o.on);
        add(run.absurd_on);
        add(run.absurd_off);
        break;
    }
    case Proof::both:
        in(o.pot, true);
        in(o.pot, false);
        break;
    case Proof::cell:
        for (unsigned m = source_[cell_of(o.pot)]; m; m &= m - 1) in(potential(cell_of(o.pot), std::countr_zero(m)), true);
        break;
    case Proof::region:
        board_->in(o.house, digit_of(o.pot)).for_each([&](int place) { in(potential(place, digit_of(o.pot)), true); });
        break;
    }
    for (int i = 0; i < n; ++i)
        if (static_cast<std::int32_t>(out[i]) < 0) return 0;
    return n;
}

// One hint of the inner search, kept with what it rests on. A static
// forcing chain's nodes are found by searching it again: that is left until
// the collection is sorted and its repeats dropped (a quarter of them, on
// the hardest puzzles), counting now the chain's states its walk counts.
void Chainer::collect(Collection const& collection, ChainCandidate k, Hint const& hint) {
    bool later = origin_.proof == Proof::forcing;
    std::uint32_t targets[9];
    int target_n = later ? 1 : targets_of(origin_, targets);
    if (target_n == 0) return;
    NestedHint& found = collection.out->emplace_back();
    found.key = k;
    found.method = hint.method;
    found.remove = hint.remove;
    if (later) {
        found.origin = origin_;
        found.traced = false;
        charge(static_cast<std::uint64_t>(k.complexity));
        return;
    }
    trace(collection, found, targets, target_n, true);
}

// What a collected hint rests on and its identity, walking its chains back
// from their ends (`targets`); `counted`: the walk counts its steps.
void Chainer::trace(Collection const& collection, NestedHint& found, std::uint32_t const* targets, int target_n,
                    bool counted) {
    found.traced = true;
    found.identity = static_cast<std::uint64_t>(origin_.proof) + 1;
    // SE's rule parents: for each "on" of the chains, what the run removed
    // from its cell (a cell's last digit) or from its house (a digit's last
    // place there), in the order SE walks each chain back from its end.
    // The assumption of a cell's (region's) chains counts as the cell's
    // (region's) last digit (place).
    auto const& initial = *collection.initial;
    Potentials met;
    auto add = [&](int q) {
        if (!met.has(q)) {
            met.add(q);
            found.parents.push_back(q);
        }
    };
    auto rests_on = [&](int pot, int house) {
        int c = cell_of(pot), d = digit_of(pot);
        if (house < 0) {
            for (unsigned m = initial[c] & ~board_->cand[c]; m; m &= m - 1) add(potential(c, std::countr_zero(m)));
        } else {
            for (int o : geometry.house_cells[house])
                if ((initial[o] >> d & 1) && !board_->has(o, d)) add(potential(o, d));
        }
    };
    bool assumed = origin_.proof == Proof::cell || origin_.proof == Proof::region;
    int assumption_house = origin_.proof == Proof::region ? origin_.house : -1;
    for (int t = 0; t < target_n; ++t) {
        // Breadth first, each state once, as SE's walk (and its identity
        // of chains) goes.
        fresh_stamp(seen_stamp_, seen_);
        todo_.assign(1, targets[t]);
        for (std::size_t next = 0; next < todo_.size(); ++next) {
            std::uint32_t x = todo_[next];
            auto key = static_cast<std::uint32_t>(state_key(nodes_[x].pot, nodes_[x].on));
            if (seen_[key] == seen_stamp_) continue;
            seen_[key] = seen_stamp_;
            found.identity = mix(found.identity, key + 1);
            if (nodes_[x].on && (nodes_[x].parent_count > 0 || assumed))
                rests_on(nodes_[x].pot, nodes_[x].parent_count > 0 ? link_cause(x) : assumption_house);
            for (std::uint32_t i = 0; i < nodes_[x].parent_count; ++i) todo_.push_back(parents_[nodes_[x].first_parent + i]);
        }
        if (counted) charge(todo_.size());
        found.identity = mix(found.identity, 0);
    }
    if (origin_.proof == Proof::cycle) {
        // SE walks a cycle a second time, reversed from its assumption with
        // every state turned over but each node's own reason kept: its "off"
        // nodes count as "on" ones.
        std::uint32_t path[most_run_nodes];
        int length = 0;
        for (std::uint32_t n = targets[0]; nodes_[n].parent_count > 0; n = parents_[nodes_[n].first_parent]) path[length++] = n;
        for (int i = length - 1; i >= 1; --i)
            if (!nodes_[path[i]].on) rests_on(nodes_[path[i]].pot, link_cause(path[i]));
        // The order SE first meets its removals in, which orders its map of
        // them: from the closing node back, each "on" node's block, row and
        // column, cell by cell, where its digit goes.
        Cells met_cells;
        for (int i = 0; i < length; ++i) {
            if (!nodes_[path[i]].on) continue;
            int c = cell_of(nodes_[path[i]].pot), d = digit_of(nodes_[path[i]].pot);
            for (int house : geometry.houses_of[c])
                for (int o : geometry.house_cells[house])
                    if (o != c && (found.remove[o] >> d & 1) && !met_cells.has(o)) {
                        met_cells.add(o);
                        found.removal_order.push_back(static_cast<std::uint8_t>(o));
                    }
        }
    }
    if (collection.chains && found.identity == collection.chains_of && !found.parents.empty())
        for (int t = 0; t < (origin_.proof == Proof::cycle ? 1 : target_n); ++t)
            found.chains.push_back(std::make_shared<SeChain const>(chain_to(targets[t])));
}

void Chainer::collect_hints(Board const& b, std::array<std::uint16_t, cell_count> const& initial,
                            std::uint64_t const* chains_of, Inner kind, std::vector<NestedHint>& out) {
    out.clear();
    start_on(b);
    Collection collection{&out, &initial, chains_of != nullptr, chains_of ? *chains_of : 0};
    sink_.collect_into(collection);
    // As with evidence (wants_chains()): SE's own order, nothing kept from
    // another board.
    Hint ignored;
    switch (kind) {
    case Inner::static_chains:
        find_static(ignored);
        break;
    case Inner::multiple:
        find_multiple(ignored);
        break;
    case Inner::dynamic:
    case Inner::nested:
        find_dynamic(ignored, kind == Inner::nested ? 2 : 0);
        break;
    }
    sink_.keep_best();
    // SE sorts its hints (a stable sort) and keeps the first of those that
    // remove the same candidates.
    std::stable_sort(out.begin(), out.end(), [](NestedHint const& a, NestedHint const& b) { return a.key.before(b.key); });
    charge(out.size());
    std::vector<std::pair<std::uint64_t, std::uint32_t>> kept;  // hash of the removals, index
    std::size_t n = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        std::uint64_t h = 0;
        for (int c = 0; c < cell_count; ++c)
            if (out[i].remove[c]) h = mix(h, static_cast<std::uint64_t>(c) << 16 | out[i].remove[c]);
        bool repeat = std::any_of(kept.begin(), kept.end(), [&](auto const& k) { return k.first == h && out[k.second].remove == out[i].remove; });
        if (repeat) continue;
        if (n != i) out[n] = std::move(out[i]);
        kept.emplace_back(h, static_cast<std::uint32_t>(n++));
    }
    out.resize(n);
    for (NestedHint& found : out) {
        if (found.traced) continue;
        origin_ = found.origin;
        std::uint32_t end = forcing_chain_end(origin_.pot, origin_.on, origin_.y);
        trace(collection, found, &end, 1, false);
    }
}

// SE's other rules past the simple ones, by level: the first technique
// with a hint that rests on the run gives all such hints.
bool Chainer::advanced_nested() {
    switch (level_) {
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
bool Chainer::advanced_nested(Inner kind) {
    if (!inner_) {
        inner_ = std::make_unique<Chainer>();
        inner_->is_inner_ = true;
    }
    // The rater asked for static chains on its board before nesting, and
    // found none (a nested chain's own board may have some).
    inner_->initial_bare_ = !is_inner_ && kind == Inner::static_chains;
    // The inner search spends the same budget, and a cut there cuts the
    // whole search: its hints are then not all there.
    inner_->set_work(budget_);
    Board grid;
    grid.value = board_->value;
    grid.cand = work_;
    grid.where = work_where_;
    grid.unsolved = board_->unsolved;
    // No chains yet: nested_chains() makes those the evidence asks for.
    collect_nested(grid, kind);
    if (cut()) {
        budget_->raise_floor(static_cast<int>(base_difficulty() * 10 + 0.5));
        return false;
    }
    auto grid_at = static_cast<std::uint32_t>(nested_grids_.size());
    bool grid_kept = false;
    for (std::uint32_t rank = 0; rank < inner_found_.size(); ++rank) {
        NestedHint const& hint = inner_found_[rank];
        if (hint.parents.empty()) continue;
        if (!grid_kept) nested_grids_.push_back({kind, work_});
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
        auto parents_at = static_cast<std::uint32_t>(found_parents_.size());
        found_parents_.insert(found_parents_.end(), hint.parents.begin(), hint.parents.end());
        for (int i = 0; i < n; ++i)
            for (unsigned m = removable[i].digits; m; m &= m - 1)
                found_offs_.push_back({static_cast<std::uint16_t>(potential(removable[i].cell, std::countr_zero(m))), true, at,
                                       parents_at, static_cast<std::uint32_t>(hint.parents.size())});
        nested_.push_back({hint.identity, hint.method, hint.key.complexity, grid_at, rank});
    }
    return !found_offs_.empty();
}

// The inner collection of one technique on the run's grid, into
// inner_found_: kept from an earlier run on this board if one made it (and
// the budget has the steps it took), else made and kept.
void Chainer::collect_nested(Board const& grid, Inner kind) {
    if (kept_board_ != source_ || kept_values_ != board_->value) {
        kept_.clear();
        kept_at_.clear();
        kept_board_ = source_;
        kept_values_ = board_->value;
    }
    std::uint64_t key = static_cast<std::uint64_t>(kind) + 1;
    for (int c = 0; c < cell_count; ++c) key = mix(key, grid.cand[c]);
    auto at = kept_at_.find(key);
    bool collided = false;
    if (at != kept_at_.end()) {
        KeptCollection const& kept = kept_[at->second];
        collided = kept.kind != kind || kept.grid != grid.cand;
        if (!collided && (!budget_ || budget_->affords(kept.steps))) {
            charge(kept.steps);
            inner_found_ = kept.hints;
            return;
        }
    }
    // Multiple chains follow static ones on the same grid (level 3), and
    // their screen reads the reachability that the static search left: made
    // again if that search was not.
    Reach const& r = *inner_->reach_;
    if (kind == Inner::multiple && !(r.valid && r.y && r.x && r.board == grid.cand)) reach_for(grid);
    std::uint64_t before = budget_ ? budget_->spent() : 0;
    inner_->collect_hints(grid, source_, nullptr, kind, inner_found_);
    // Bounded: past the most kept, the rest are made each time (a board's
    // search at the deepest levels meets far more grids than it repeats).
    if (cut() || collided || kept_.size() >= most_kept) return;
    kept_at_[key] = static_cast<std::uint32_t>(kept_.size());
    kept_.push_back({kind, grid.cand, budget_ ? budget_->spent() - before : 0, inner_found_});
}

void Chainer::reach_for(Board const& grid) {
    inner_->set_work(nullptr);
    inner_->start_on(grid);
    inner_->sink_.clear();
    inner_->build_static_graph();
    inner_->build_reach(true, true);
    inner_->set_work(budget_);
}

// A nested hint's chains, found again: the inner search collects the hints
// of the hint's grid once more, with this one's chains this time. It spends
// no budget: the search it repeats ended within its own, a step's evidence is
// never cut short, and --explain must stop where --rate does.
std::vector<std::shared_ptr<SeChain const>> const& Chainer::nested_chains(std::uint32_t rule) {
    for (MadeChains const& made : made_chains_)
        if (made.rule == rule) return made.chains;
    NestedRule const& hint = nested_[rule];
    NestedGrid const& at = nested_grids_[hint.grid];
    Board grid;
    grid.value = board_->value;
    grid.cand = at.cand;
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = at.cand[c]; m; m &= m - 1) grid.where[std::countr_zero(m)].add(c);
    grid.unsolved = board_->unsolved;
    inner_->set_work(nullptr);
    inner_->initial_bare_ = !is_inner_ && at.kind == Inner::static_chains;
    inner_->collect_hints(grid, source_, &hint.identity, at.kind, recollected_);
    inner_->set_work(budget_);
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
int Chainer::nested_complexity(std::uint32_t const* targets, int n) {
    if (node_nested_.empty()) return 0;
    counted_nested_.clear();
    int total = 0;
    // Each conclusion's chain on its own, as SE walks them.
    for (int t = 0; t < n; ++t)
        for_each_ancestor(targets[t], [&](std::uint32_t x) {
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
