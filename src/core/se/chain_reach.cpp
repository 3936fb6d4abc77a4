// Which states the static links (both kinds, as in SE's forcing chains)
// can reach from each state of each candidate, computed once per board.
//
// Most candidates have no XY forcing chain and no XY cycle, and proving that
// by a breadth-first search from each of them explores everything the
// candidate reaches, hundreds of times over per step. Instead the link graph
// is cut into strongly connected components (Tarjan's algorithm), and each
// component's reachable set is the union of its successors' sets, built in
// the order Tarjan finishes them. A search then runs only where its target
// is reachable, so every search that runs returns what it returned before.
// The sets hold only "on" states (half the width): "off" p is reached from
// "on" p exactly when an "on" weakly linked to p is, and "on" p from "off"
// p exactly when p is reached from an "on" strongly linked to p. Beside each
// set, the "off" states its "on" states turn off, merged the same way, for
// the multiple chains' screen (worked out from the sets when a screen asked
// for one, they cost that screen more than twice what merging them costs).
#include "static_chains.hpp"

#include <algorithm>

namespace sudoku::se {

void StaticChains::build_reach(bool y, bool x) {
    Reach& r = *reach_;
    r.y = y;
    r.x = x;
    // Nothing can beat a hint already found below the mode's least
    // difficulty: the searches stop at once, unfiltered.
    r.valid = !s_.cannot_win(y && x ? 7.0 : 6.5, 2, sort_key(y, x));
    if (!r.valid) return;
    r.board = s_.board_->cand;
    // The states, numbered densely in the order of their keys (a cell's
    // digits ascending, "off" before "on"): every "on", and the "off" of a
    // candidate with a strong link of the mode (without one, an "off"
    // leads nowhere, so no link goes to it). A few hundred on a nested
    // grid, where the keys run to 1,458.
    unsigned const mode = link_kinds(y, x);
    auto const& kinds = graph_->kinds;
    std::uint16_t* const key_of = r.key_of.data();
    std::uint16_t* const id_of = r.id_of.data();  // by key, for the states numbered
    std::array<Cells, 10> live_where{};
    std::array<std::uint16_t, cell_count> live_in{};
    int n = 0;
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = s_.board_->cand[c] & 0x3FEu; m; m &= m - 1) {
            int d = std::countr_zero(m), pot = potential(c, d);
            if (kinds[pot] & mode) {
                live_where[d].add(c);
                live_in[c] = static_cast<std::uint16_t>(live_in[c] | (1u << d));
                id_of[state_key(pot, false)] = static_cast<std::uint16_t>(n);
                key_of[n++] = static_cast<std::uint16_t>(state_key(pot, false));
            }
            id_of[state_key(pot, true)] = static_cast<std::uint16_t>(n);
            key_of[n++] = static_cast<std::uint16_t>(state_key(pot, true));
        }
    r.states = n;
    // The links as successor lists, by state: an "off"'s strong links, an
    // "on"'s peers with its digit and (y-links) its cell's other digits.
    // Written through a pointer into room for the most links (a strong link
    // per house and the cell for an "off"; twenty peers and eight other
    // digits for an "on").
    constexpr std::size_t most_links = potential_count * (4 + 20 + 8);
    if (r.next.size() < most_links) r.next.resize(most_links);
    std::uint16_t* const links = r.next.data();
    std::uint16_t* out = links;
    std::uint32_t* const first = r.first.data();
    for (int v = 0; v < n; ++v) {
        first[v] = static_cast<std::uint32_t>(out - links);
        int key = key_of[v], pot = key / 2, c = cell_of(pot), d = digit_of(pot);
        if (!(key & 1)) {
            for (int q : graph_->strong[pot])
                if (q >= 0 && (q >= potential_count ? y : x)) *out++ = id_of[state_key(q % potential_count, true)];
            continue;
        }
        (geometry.peers[c] & live_where[d]).for_each([&](int o) { *out++ = id_of[state_key(potential(o, d), false)]; });
        if (y)
            for (unsigned k = live_in[c] & ~(1u << d); k; k &= k - 1)
                *out++ = id_of[state_key(potential(c, std::countr_zero(k)), false)];
    }
    auto const made = static_cast<std::uint32_t>(out - links);
    first[n] = made;
    s_.charge(made);  // Tarjan's walk follows each link once

    std::int16_t* const index = r.index.data();
    std::int16_t* const low = r.low.data();
    std::int16_t* const component = r.state_component.data();
    bool* const on_stack = r.on_stack.data();
    std::uint16_t* const stack = r.stack.data();
    Reach::Call* const calls = r.calls.data();
    std::fill_n(index, n, std::int16_t{-1});
    std::fill_n(on_stack, n, false);
    // By key, for the searches (set with the number's): -1 where no state
    // was numbered.
    std::int16_t* const by_key = r.component.data();
    r.component.fill(-1);
    r.off_known = false;
    int counter = 0, components = 0, stacked = 0, called = 0;
    auto visit = [&](int v) {
        index[v] = low[v] = static_cast<std::int16_t>(counter++);
        stack[stacked++] = static_cast<std::uint16_t>(v);
        on_stack[v] = true;
        calls[called++] = {static_cast<std::uint16_t>(v), first[v]};
    };
    // A state without links (most "on" states of a nested grid) is a
    // component alone: numbered at once, as the walk would at its visit.
    auto alone = [&](int v) {
        index[v] = low[v] = static_cast<std::int16_t>(counter++);
        component[v] = by_key[key_of[v]] = static_cast<std::int16_t>(components);
        auto& set = r.sets[static_cast<std::size_t>(components)];
        for (Cells& cells : set.by_digit) cells = Cells{};
        if (key_of[v] & 1) set.add(key_of[v] / 2);
        r.may_remove[static_cast<std::size_t>(components)] = false;
        r.size[static_cast<std::size_t>(components)] = 1;
        r.leaf[static_cast<std::size_t>(components)] = true;
        ++components;
    };
    // Tarjan's walk from each state not yet met, in the order of the states.
    auto walk = [&](int s) {
        visit(s);
        while (called > 0) {
            // The top call's links up to the next state not yet met.
            auto& call = calls[called - 1];
            int v = call.node;
            std::uint32_t e = call.edge, end = first[v + 1];
            std::int16_t least = low[v];
            for (; e < end; ++e) {
                int w = links[e];
                if (index[w] < 0) break;
                if (on_stack[w] && index[w] < least) least = index[w];
            }
            low[v] = least;
            if (e < end) {
                call.edge = e + 1;
                int w = links[e];
                if (first[w] == first[w + 1]) {
                    alone(w);  // below v's index: v's low stays
                    low[v] = least;
                    continue;
                }
                visit(w);
                continue;
            }
            --called;
            if (called > 0) {
                int u = calls[called - 1].node;
                low[u] = std::min(low[u], low[v]);
            }
            if (low[v] != index[v]) continue;
            // v roots a component: its members are on the stack down to v,
            // and every component they link to is already complete.
            auto& set = r.sets[static_cast<std::size_t>(components)];
            for (Cells& cells : set.by_digit) cells = Cells{};  // stores, not a string instruction
            int top = stacked;
            int w, size = 0;
            do {
                w = stack[--top];
                on_stack[w] = false;
                component[w] = by_key[key_of[w]] = static_cast<std::int16_t>(components);
                if (key_of[w] & 1) set.add(key_of[w] / 2);
                ++size;
            } while (w != v);
            fresh_stamp(r.mark, r.merged);  // each successor component is merged once
            for (int i = top; i < stacked; ++i)
                for (std::uint32_t e = first[stack[i]]; e < first[stack[i] + 1]; ++e) {
                    int other = component[links[e]];
                    if (other == components || r.merged[static_cast<std::size_t>(other)] == r.mark) continue;
                    r.merged[static_cast<std::size_t>(other)] = r.mark;
                    set.add_all(r.sets[static_cast<std::size_t>(other)]);
                }
            r.may_remove[static_cast<std::size_t>(components)] = size > 1 && cycle_may_remove(stack + top, size);
            stacked = top;
            r.size[static_cast<std::size_t>(components)] = static_cast<std::int16_t>(size);
            r.leaf[static_cast<std::size_t>(components)] = false;
            ++components;
        }
    };
    for (int v = 0; v < n; ++v)
        if (index[v] < 0) {
            if (first[v] == first[v + 1])
                alone(v);
            else
                walk(v);
        }
    r.components = components;
}

void StaticChains::add_weak(int pot, DigitRuns& off) const {
    int c = cell_of(pot), d = digit_of(pot);
    off.add(d, geometry.peers[c] & s_.board_->where[d]);
    for (unsigned o = s_.board_->cand[c] & ~(1u << d); o; o &= o - 1) off.add(std::countr_zero(o), c);
}

// The "off" states of each component's set, merged as the sets were: its
// "on" members' weak links, and its successors' (which come first).
void StaticChains::merge_off_sets() {
    Reach& r = *reach_;
    // The states by component, sorted by counting: only a screen needs
    // them (one board in eight on the hardest puzzles), so the walk leaves
    // them to it.
    std::fill_n(r.member_at.begin(), r.components + 1, 0u);
    for (int v = 0; v < r.states; ++v) ++r.member_at[static_cast<std::size_t>(r.state_component[v]) + 1];
    for (int k = 0; k < r.components; ++k) r.member_at[static_cast<std::size_t>(k) + 1] += r.member_at[static_cast<std::size_t>(k)];
    {
        std::array<std::uint32_t, reach_nodes> at;
        std::copy_n(r.member_at.begin(), r.components, at.begin());
        for (int v = 0; v < r.states; ++v) r.members[at[static_cast<std::size_t>(r.state_component[v])]++] = static_cast<std::uint16_t>(v);
    }
    for (int k = 0; k < r.components; ++k) {
        auto& off = r.off_sets[static_cast<std::size_t>(k)];
        off = DigitRuns{};
        std::uint32_t begin = r.member_at[static_cast<std::size_t>(k)], end = r.member_at[static_cast<std::size_t>(k) + 1];
        for (std::uint32_t i = begin; i < end; ++i)
            if (r.key_of[r.members[i]] & 1) add_weak(r.key_of[r.members[i]] / 2, off);
        fresh_stamp(r.mark, r.merged);
        for (std::uint32_t i = begin; i < end; ++i)
            for (std::uint32_t e = r.first[r.members[i]]; e < r.first[r.members[i] + 1]; ++e) {
                int other = r.state_component[r.next[e]];
                if (other == k || r.merged[static_cast<std::size_t>(other)] == r.mark) continue;
                r.merged[static_cast<std::size_t>(other)] = r.mark;
                off.add_all(r.off_sets[static_cast<std::size_t>(other)]);
            }
    }
    r.off_known = true;
}

bool StaticChains::reaches(int pot, bool from_on) const {
    Reach const& r = *reach_;
    if (!r.valid) return true;
    if (from_on) {
        auto component = static_cast<std::size_t>(r.component[state_key(pot, true)]);
        if (r.leaf[component]) return false;  // it reaches itself alone
        DigitCells const& set = r.sets[component];
        int c = cell_of(pot), d = digit_of(pot);
        // A weak link into the set: the cell's other digits (y-links), or
        // the digit's peers.
        if (r.y)
            for (unsigned m = s_.board_->cand[c] & ~(1u << d); m; m &= m - 1)
                if (set.of(std::countr_zero(m)).has(c)) return true;
        return !(set.of(d) & geometry.peers[c]).empty();
    }
    for (int q : graph_->strong[pot])
        if (q >= 0 && (q >= potential_count ? r.y : r.x) &&
            r.sets[static_cast<std::size_t>(r.component[state_key(q % potential_count, true)])].has(pot))
            return true;
    return false;
}

bool StaticChains::on_a_cycle(int pot) const {
    Reach const& r = *reach_;
    if (!r.valid) return true;
    auto component = static_cast<std::size_t>(r.component[state_key(pot, true)]);
    return r.size[component] > 1 && r.may_remove[component];
}

// A cycle removes a candidate that sees an "on" and an "off" of its digit
// in the cycle, all of whose states lie in one component: if no candidate
// sees an "on" and an "off" of its digit among the component's states,
// no cycle within it removes anything (and SE offers none). Most small
// components are such, and their cycle searches are spared.
bool StaticChains::cycle_may_remove(std::uint16_t const* members, int size) const {
    std::array<Cells, 10> seen_on{}, seen_off{};
    for (int i = 0; i < size; ++i) {
        int key = reach_->key_of[members[i]], pot = key / 2, d = digit_of(pot);
        auto& seen = (key & 1) ? seen_on : seen_off;
        seen[d] = seen[d] | geometry.peers[cell_of(pot)];
    }
    for (int d = 1; d <= 9; ++d)
        if (!(seen_on[d] & seen_off[d] & s_.board_->where[d]).empty()) return true;
    return false;
}

// Multiple (static) forcing chains follow the same links without changing
// the grid, and a run stops at its first contradiction, so what a run from
// "on" p holds is part of what p reaches: its "on" states are among p's
// component's set, its "off" states among their weak links. A cell or
// region whose assumptions' closures share no state concludes nothing, and
// its runs need not be made. (Found by measuring: most searches for
// multiple chains find none.)
bool StaticChains::closures_known() {
    Reach& r = *reach_;
    if (!r.valid || !r.y || !r.x || r.board != s_.board_->cand) return false;
    if (!r.off_known) merge_off_sets();
    return true;
}

bool StaticChains::closures_meet(int const* pots, int n) {
    Reach& r = *reach_;
    auto on_of = [&](int pot) -> DigitCells const& {
        return r.sets[static_cast<std::size_t>(r.component[state_key(pot, true)])];
    };
    DigitCells common_on = on_of(pots[0]);
    for (int i = 1; i < n; ++i) common_on.keep_common(on_of(pots[i]));
    if (!common_on.empty()) return true;
    auto off_of = [&](int pot) -> DigitRuns const& {
        return r.off_sets[static_cast<std::size_t>(r.component[state_key(pot, true)])];
    };
    DigitRuns common = off_of(pots[0]);
    for (int i = 1; i < n && !common.empty(); ++i) common.keep_common(off_of(pots[i]));
    return !common.empty();
}

bool StaticChains::may_conclude(int cell) {
    int pots[9] = {}, n = 0;
    unsigned digits = s_.board_->cand[cell];
    for (unsigned m = digits; m; m &= m - 1) pots[n++] = potential(cell, std::countr_zero(m));
    if (closures_meet(pots, n)) return true;
    for (unsigned m = digits; m; m &= m - 1) {
        int d = std::countr_zero(m);
        for (int house : geometry.houses_of[cell]) {
            Cells places = s_.board_->in(house, d);
            if (places.size() < 2 || places.first() != cell) continue;
            n = 0;
            places.for_each([&](int o) { pots[n++] = potential(o, d); });
            if (closures_meet(pots, n)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::se
