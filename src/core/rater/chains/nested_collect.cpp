// The inner side of SE's nested forcing chains: the second chainer's
// search collects every hint it finds (ChainSink::collect_into), each with
// the candidates the nesting run removed that it rests on (SE's "rule
// parents") and the identity of its chains; the collection is then sorted
// and its repeats dropped, as SE sorts and drops them (nested_chains.cpp is
// the outer side).
#include "nested_chains.hpp"

#include "chain_evidence.hpp"

#include <algorithm>
#include <cstring>

namespace sudoku::se {

namespace {

std::uint64_t removal_hash(std::array<std::uint16_t, cell_count> const& remove) {
    std::uint64_t words[(cell_count * 2 + 7) / 8] = {};
    std::memcpy(words, remove.data(), sizeof remove);
    std::uint64_t h = 0;
    for (std::uint64_t w : words) h = mix(h, w);
    return h;
}

}  // namespace

// Why SE says a node took its state (its "cause"): -1 for its cell, else
// the house. An "off" follows from an "on" in the first of the block, row
// and column the two share; an "on" is the last place left in the first
// such house whose other places the run had removed by then: those are the
// node's hidden parents (none in a static run, where nothing is removed).
int NestedChains::link_cause(std::uint32_t node) const {
    Node const& n = s_.nodes_[node];
    std::uint32_t parent = s_.parents_[n.first_parent];
    int c = cell_of(n.pot), pc = cell_of(s_.nodes_[parent].pot), d = digit_of(n.pot);
    if (c == pc) return -1;
    for (int house : geometry.houses_of[c]) {
        if (!geometry.house[house].has(pc)) continue;
        if (!n.on) return house;
        Cells others = (s_.source_where_[d] & geometry.house[house]).without(Cells::of(c)).without(Cells::of(pc));
        for (std::uint32_t i = 1; i < n.parent_count; ++i) others.remove(cell_of(s_.nodes_[s_.parents_[n.first_parent + i]].pot));
        if (others.empty()) return house;
    }
    return -1;  // not reached: every link lies in a cell or a house
}

// The nodes a hint's chains end at, as SE lists them: a cycle's closing
// node; a forcing chain's end (searched again, as for evidence); a
// contradiction's "on" and "off"; a double chain's end in the "on" and the
// "off" run; a cell's or region's, one per candidate or place, in order.
// 0 if a run is missing (the search was cut).
int NestedChains::targets_of(Origin const& o, std::uint32_t* out) {
    int n = 0;
    auto add = [&](std::int32_t node) { out[n++] = static_cast<std::uint32_t>(node); };
    auto in = [&](int pot, bool on) { add(member_of(s_.run_from(pot, on), o.target, o.target_on)); };
    switch (o.proof) {
    case Proof::cycle:
        add(o.target);
        break;
    case Proof::forcing:
        add(static_cast<std::int32_t>(evidence_.forcing_chain_end(o.pot, o.on, o.y)));
        break;
    case Proof::contradiction: {
        Run const& run = s_.run_from(o.pot, o.on);
        add(run.absurd_on);
        add(run.absurd_off);
        break;
    }
    case Proof::both:
        in(o.pot, true);
        in(o.pot, false);
        break;
    case Proof::cell:
        for (unsigned m = s_.source_[cell_of(o.pot)]; m; m &= m - 1) in(potential(cell_of(o.pot), std::countr_zero(m)), true);
        break;
    case Proof::region:
        s_.board_->in(o.house, digit_of(o.pot)).for_each([&](int place) { in(potential(place, digit_of(o.pot)), true); });
        break;
    }
    for (int i = 0; i < n; ++i)
        if (static_cast<std::int32_t>(out[i]) < 0) return 0;
    return n;
}

std::int32_t NestedChains::member_of(Run const& run, int pot, bool on) {
    int key = state_key(pot, on);
    if (s_.index_stamp_[key] == run.stamp) return s_.index_[key];  // no later run met it
    constexpr std::size_t most_indexes = 9;  // a cell's runs
    RunIndex* index = nullptr;
    for (RunIndex& r : collecting_.run_indexes_)
        if (r.stamp == run.stamp && r.begin == run.begin && r.end == run.end) index = &r;
    if (!index) {
        if (collecting_.run_indexes_.size() < most_indexes) {
            index = &collecting_.run_indexes_.emplace_back();
        } else {
            index = &collecting_.run_indexes_[collecting_.next_run_index_];
            collecting_.next_run_index_ = (collecting_.next_run_index_ + 1) % most_indexes;
        }
        index->stamp = run.stamp;
        index->begin = run.begin;
        index->end = run.end;
        // The first node of each state, as a walk from the run's start finds it.
        for (std::uint32_t n = run.end; n-- > run.begin;) {
            int k = state_key(s_.nodes_[n].pot, s_.nodes_[n].on);
            index->made[static_cast<std::size_t>(k)] = run.stamp;
            index->node[static_cast<std::size_t>(k)] = static_cast<std::int32_t>(n);
        }
    }
    // An entry of the run's own stamp is the run's, unless the stamps wrapped
    // since: the node itself tells.
    if (index->made[static_cast<std::size_t>(key)] == run.stamp) {
        auto n = static_cast<std::uint32_t>(index->node[static_cast<std::size_t>(key)]);
        if (n >= run.begin && n < run.end && s_.nodes_[n].pot == pot && s_.nodes_[n].on == on) return static_cast<std::int32_t>(n);
    }
    return s_.member(run, pot, on);
}

// One hint of the inner search, kept with what it rests on. A static
// forcing chain's nodes are found by searching it again: that is left until
// the collection is sorted and its repeats dropped (a quarter of them, on
// the hardest puzzles), counting now the chain's states its walk counts.
//
// SE drops a hint that removes what one before it in its order removes:
// one that an earlier hint of the collection already does that for is
// dropped whatever comes later: it is neither kept nor traced (its walk
// still counts its steps, and the sort counts it with the kept ones).
void NestedChains::collect(Collection const& collection, ChainCandidate k, Hint const& hint) {
    bool later = s_.origin_.proof == Proof::forcing;
    std::uint32_t targets[9];
    int target_n = later ? 1 : targets_of(s_.origin_, targets);
    if (target_n == 0) return;
    std::vector<NestedHint>& out = *collection.out;
    if (out.empty()) {
        collecting_.first_removing_.clear();
        collecting_.dropped_ = 0;
        collecting_.lost_where_.fill(Cells{});
        for (int c = 0; c < cell_count; ++c)
            for (unsigned m = (*collection.initial)[c] & ~s_.board_->cand[c] & 0x3FEu; m; m &= m - 1) collecting_.lost_where_[std::countr_zero(m)].add(c);
    }
    auto at = static_cast<std::uint32_t>(out.size());
    std::uint64_t hash = removal_hash(hint.remove);
    auto [first, fresh] = collecting_.first_removing_.try_emplace(hash, at);
    bool same = !fresh && out[first->second].remove == hint.remove;
    if (same && !k.before(out[first->second].key)) {
        // Counted as kept, sorted and dropped (finish_collection).
        ++collecting_.dropped_;
        if (later)
            s_.charge(static_cast<std::uint64_t>(k.complexity));
        else
            count_trace(targets, target_n);
        return;
    }
    if (same) first->second = at;
    NestedHint& found = out.emplace_back();
    found.key = k;
    found.method = hint.method;
    found.remove = hint.remove;
    found.removal_hash = hash;
    if (later) {
        found.origin = s_.origin_;
        found.traced = false;
        s_.charge(static_cast<std::uint64_t>(k.complexity));
        return;
    }
    trace(collection, found, targets, target_n, true);
}

// Walks a chain back from its end node, breadth first, meeting each state
// once as SE's walk does; `visit(node, state key)` sees each state met.
// Returns the nodes taken from the queue, the steps the walk counts.
template <class Visit>
std::size_t NestedChains::walk_back(std::uint32_t end, Visit visit) {
    fresh_stamp(s_.seen_stamp_, s_.seen_);
    s_.todo_.assign(1, end);
    for (std::size_t next = 0; next < s_.todo_.size(); ++next) {
        std::uint32_t x = s_.todo_[next];
        auto key = static_cast<std::uint32_t>(state_key(s_.nodes_[x].pot, s_.nodes_[x].on));
        if (s_.seen_[key] == s_.seen_stamp_) continue;
        s_.seen_[key] = s_.seen_stamp_;
        visit(x, key);
        for (std::uint32_t i = 0; i < s_.nodes_[x].parent_count; ++i) s_.todo_.push_back(s_.parents_[s_.nodes_[x].first_parent + i]);
    }
    return s_.todo_.size();
}

// The trace's walk alone, counting what it counts.
void NestedChains::count_trace(std::uint32_t const* targets, int target_n) {
    bool kept = s_.origin_.proof != Proof::cycle;
    if (s_.search_ < collecting_.walk_counted_search_) collecting_.walk_counted_.clear();  // the count wrapped
    collecting_.walk_counted_search_ = s_.search_;
    for (int t = 0; t < target_n; ++t) {
        if (kept && targets[t] < collecting_.walk_counted_.size() && collecting_.walk_counted_[targets[t]].first == s_.search_) {
            s_.charge(collecting_.walk_counted_[targets[t]].second);
            continue;
        }
        std::size_t steps = walk_back(targets[t], [](std::uint32_t, std::uint32_t) {});
        s_.charge(steps);
        if (!kept) continue;
        if (targets[t] >= collecting_.walk_counted_.size()) collecting_.walk_counted_.resize(std::max<std::size_t>(targets[t] + 1, collecting_.walk_counted_.size() * 2));
        collecting_.walk_counted_[targets[t]] = {s_.search_, static_cast<std::uint32_t>(steps)};
    }
}

// What a collected hint rests on and its identity, walking its chains back
// from their ends (`targets`); `counted`: the walk counts its steps.
void NestedChains::trace(Collection const& collection, NestedHint& found, std::uint32_t const* targets, int target_n,
                    bool counted) {
    found.traced = true;
    found.identity = static_cast<std::uint64_t>(s_.origin_.proof) + 1;
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
            for (unsigned m = initial[c] & ~s_.board_->cand[c]; m; m &= m - 1) add(potential(c, std::countr_zero(m)));
        } else {
            (collecting_.lost_where_[d] & geometry.house[house]).for_each([&](int o) { add(potential(o, d)); });
        }
    };
    bool assumed = s_.origin_.proof == Proof::cell || s_.origin_.proof == Proof::region;
    int assumption_house = s_.origin_.proof == Proof::region ? s_.origin_.house : -1;
    for (int t = 0; t < target_n; ++t) {
        // Breadth first, each state once, as SE's walk (and its identity
        // of chains) goes.
        std::size_t steps = walk_back(targets[t], [&](std::uint32_t x, std::uint32_t key) {
            found.identity = mix(found.identity, key + 1);
            if (s_.nodes_[x].on && (s_.nodes_[x].parent_count > 0 || assumed))
                rests_on(s_.nodes_[x].pot, s_.nodes_[x].parent_count > 0 ? link_cause(x) : assumption_house);
        });
        if (counted) s_.charge(steps);
        found.identity = mix(found.identity, 0);
    }
    if (s_.origin_.proof == Proof::cycle) {
        // SE walks a cycle a second time, reversed from its assumption with
        // every state turned over but each node's own reason kept: its "off"
        // nodes count as "on" ones.
        std::uint32_t path[ChainState::most_run_nodes];
        int length = 0;
        for (std::uint32_t n = targets[0]; s_.nodes_[n].parent_count > 0; n = s_.parents_[s_.nodes_[n].first_parent]) path[length++] = n;
        for (int i = length - 1; i >= 1; --i)
            if (!s_.nodes_[path[i]].on) rests_on(s_.nodes_[path[i]].pot, link_cause(path[i]));
        // The order SE first meets its removals in, which orders its map of
        // them: from the closing node back, each "on" node's block, row and
        // column, cell by cell, where its digit goes.
        Cells met_cells;
        for (int i = 0; i < length; ++i) {
            if (!s_.nodes_[path[i]].on) continue;
            int c = cell_of(s_.nodes_[path[i]].pot), d = digit_of(s_.nodes_[path[i]].pot);
            for (int house : geometry.houses_of[c])
                for (int o : geometry.house_cells[house])
                    if (o != c && (found.remove[o] >> d & 1) && !met_cells.has(o)) {
                        met_cells.add(o);
                        found.removal_order.push_back(static_cast<std::uint8_t>(o));
                    }
        }
    }
    if (collection.chains && found.identity == collection.chains_of && !found.parents.empty())
        for (int t = 0; t < (s_.origin_.proof == Proof::cycle ? 1 : target_n); ++t)
            found.chains.push_back(std::make_shared<SeChain const>(evidence_.chain_to(targets[t])));
}

// SE sorts its hints (a stable sort) and keeps the first of those that
// remove the same candidates; the static forcing chains left untraced are
// traced now.
void NestedChains::finish_collection(Collection const& collection, std::vector<NestedHint>& out) {
    // Sorted by index (the hints are large): a stable sort's order.
    std::vector<std::uint32_t> order(out.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        if (out[a].key.before(out[b].key)) return true;
        if (out[b].key.before(out[a].key)) return false;
        return a < b;
    });
    s_.charge(out.size() + collecting_.dropped_);
    collecting_.dropped_ = 0;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> kept;  // hash of the removals, index in out
    for (std::uint32_t i : order) {
        std::uint64_t h = out[i].removal_hash;
        bool repeat = std::any_of(kept.begin(), kept.end(), [&](auto const& k) { return k.first == h && out[k.second].remove == out[i].remove; });
        if (!repeat) kept.emplace_back(h, i);
    }
    collecting_.sorted_.clear();
    collecting_.sorted_.reserve(kept.size());
    for (auto const& k : kept) collecting_.sorted_.push_back(std::move(out[k.second]));
    out.swap(collecting_.sorted_);
    collecting_.sorted_.clear();
    for (NestedHint& found : out) {
        if (found.traced) continue;
        s_.origin_ = found.origin;
        std::uint32_t end = evidence_.forcing_chain_end(s_.origin_.pot, s_.origin_.on, s_.origin_.y);
        trace(collection, found, &end, 1, false);
    }
}

}  // namespace sudoku::se
