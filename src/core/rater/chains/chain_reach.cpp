// Which states the static links (both kinds, as in SE's forcing chains)
// can reach from each state of each candidate, computed once per board.
//
// Most candidates have no XY forcing chain and no XY cycle, and proving that
// by a breadth-first search from each of them explores everything the
// candidate reaches, hundreds of times over per step. Instead the link graph
// is cut into strongly connected components (Tarjan's algorithm), and each
// component's reachable set is the union of its successors' sets, built in
// the order Tarjan finishes them. A search then runs only where its target
// is reachable, and every search that runs returns what it would unpruned.
//
// Only a linked candidate (one with a strong link of the mode) has states
// that a link leads to: its "off" (no link turns on a candidate without a
// strong link, and none turns off an "off" that leads nowhere) and its "on"
// (turned on by its strong partner's "off"). Every other "on" only starts
// links, so it is on no cycle, and what it reaches is the union of what its
// links' "off" states reach. The graph walked is the linked candidates'
// states alone, a few dozen on a nested grid where the candidates number
// hundreds, and a set holds one bit per linked candidate's "on": "off" p is
// reached from "on" p exactly when an "on" weakly linked to p is, and "on" p
// from "off" p exactly when p is reached from an "on" strongly linked to p.
#include "static_chains.hpp"

#include <algorithm>

namespace sudoku::se {

namespace {

bool any_common(std::uint64_t const* a, std::uint64_t const* b, int words) {
    std::uint64_t any = 0;
    for (int i = 0; i < words; ++i) any |= a[i] & b[i];
    return any != 0;
}

void add_bit(std::uint64_t* set, int n) { set[n >> 6] |= std::uint64_t{1} << (n & 63); }

bool has_bit(std::uint64_t const* set, int n) { return (set[n >> 6] >> (n & 63)) & 1; }

// What a linked "on" turns off: its digit in its peers, and (y) its cell's
// other candidates.
inline void turn_off(DigitCells& off, int pot, Board const& b, bool y) {
    int c = cell_of(pot), d = digit_of(pot);
    off.by_digit[d - 1] = off.by_digit[d - 1] | geometry.peers[c];
    if (y)
        for (unsigned m = b.cand[c] & 0x3FEu & ~(1u << d); m; m &= m - 1) off.add(potential(c, std::countr_zero(m)));
}

}  // namespace

void StaticChains::build_reach(LinkMode link_mode) {
    bool const y = follows_y(link_mode), x = follows_x(link_mode);
    Reach& r = *reach_;
    r.mode = link_mode;
    // Nothing can beat a hint already found below the mode's least
    // difficulty: the searches stop at once, unfiltered.
    r.valid = !s_.cannot_win(y && x ? 7.0 : 6.5, 2, sort_key(link_mode));
    if (!r.valid) return;
    r.board = s_.board_->cand;
    number_linked(link_kinds(link_mode));
    link_states(y, x);
    find_components(y);
    find_own_off(y);
}

// Numbers the candidates with a strong link of the mode (`mode`, its link
// kinds), in the order of their potentials, and notes where they are.
void StaticChains::number_linked(unsigned mode) {
    Reach& r = *reach_;
    Board const& b = *s_.board_;
    auto const& kinds = graph_->kinds;
    r.linked_where.fill(Cells{});
    int n = 0;
    for (int c = 0; c < cell_count; ++c) {
        unsigned linked = 0;
        for (unsigned m = b.cand[c] & 0x3FEu; m; m &= m - 1) {
            int d = std::countr_zero(m), pot = potential(c, d);
            if (!(kinds[pot] & mode)) continue;
            linked |= 1u << d;
            r.linked_where[d].add(c);
            r.number_of[pot] = static_cast<std::int16_t>(n);
            r.pot_of[n++] = static_cast<std::uint16_t>(pot);
        }
        r.linked_in[c] = static_cast<std::uint16_t>(linked);
    }
    r.linked = n;
    r.words = std::max(1, (n + 63) / 64);
}

// The links between the linked candidates' states (2 number + on): an
// "off"'s strong links, an "on"'s linked peers with its digit and (y) its
// cell's other linked digits. Written through a pointer into room for the
// most links (a strong link per house and the cell for an "off"; twenty
// peers and eight other digits for an "on"). Charges the walk's links.
void StaticChains::link_states(bool y, bool x) {
    Reach& r = *reach_;
    Board const& b = *s_.board_;
    int const n = r.linked;
    constexpr std::size_t most_links = potential_count * (4 + 20 + 8);
    if (r.next.size() < most_links) r.next.resize(most_links);
    std::uint16_t* const links = r.next.data();
    std::uint16_t* out = links;
    std::uint32_t* const first = r.first.data();
    // The budget counts every link of the whole graph, the unlinked
    // candidates' "on" states' too: each linked "off" is turned off by the
    // "on" of every peer with its digit and (y) of its cell's other digits.
    std::uint64_t made = 0;
    for (int v = 0; v < n; ++v) {
        int pot = r.pot_of[v], c = cell_of(pot), d = digit_of(pot);
        first[2 * v] = static_cast<std::uint32_t>(out - links);
        for (int q : graph_->strong[pot])
            if (q >= 0 && (q >= potential_count ? y : x)) *out++ = static_cast<std::uint16_t>(2 * r.number_of[q % potential_count] + 1);
        first[2 * v + 1] = static_cast<std::uint32_t>(out - links);
        (geometry.peers[c] & r.linked_where[d]).for_each([&](int o) { *out++ = static_cast<std::uint16_t>(2 * r.number_of[potential(o, d)]); });
        if (y)
            for (unsigned k = r.linked_in[c] & ~(1u << d); k; k &= k - 1)
                *out++ = static_cast<std::uint16_t>(2 * r.number_of[potential(c, std::countr_zero(k))]);
        made += static_cast<std::uint64_t>((geometry.peers[c] & b.where[d]).size());
        if (y) made += static_cast<std::uint64_t>(count(static_cast<std::uint16_t>(b.cand[c] & 0x3FEu)) - 1);
    }
    int const states = 2 * n;
    first[states] = static_cast<std::uint32_t>(out - links);
    // Each "off"'s strong links, and the "on" links counted by their ends.
    made += first[states];
    for (int v = 0; v < n; ++v) made -= first[2 * v + 2] - first[2 * v + 1];
    s_.charge(made);  // Tarjan's walk follows each link once
}

// The strongly connected components of the linked states (Tarjan's walk),
// each with what it reaches (its own and its successors').
void StaticChains::find_components(bool y) {
    Reach& r = *reach_;
    Board const& b = *s_.board_;
    int const states = 2 * r.linked;
    std::uint16_t const* const links = r.next.data();
    std::uint32_t const* const first = r.first.data();
    int const words = r.words;
    if (r.sets.size() < static_cast<std::size_t>(states * words)) r.sets.resize(static_cast<std::size_t>(states * words));
    std::int16_t* const index = r.walk.index.data();
    std::int16_t* const low = r.walk.low.data();
    std::int16_t* const component = r.state_component.data();
    bool* const on_stack = r.walk.on_stack.data();
    std::uint16_t* const stack = r.walk.stack.data();
    Reach::Walk::Call* const calls = r.walk.calls.data();
    std::fill_n(index, states, std::int16_t{-1});
    std::fill_n(on_stack, states, false);
    // By key, for the searches (set with the state's): -1 where no state
    // was numbered.
    std::int16_t* const by_key = r.component.data();
    r.component.fill(-1);
    r.off_known = false;
    r.new_targets_known = false;
    auto key_of = [&](int v) { return state_key(r.pot_of[v >> 1], v & 1); };
    int counter = 0, components = 0, stacked = 0, called = 0;
    auto visit = [&](int v) {
        index[v] = low[v] = static_cast<std::int16_t>(counter++);
        stack[stacked++] = static_cast<std::uint16_t>(v);
        on_stack[v] = true;
        calls[called++] = {static_cast<std::uint16_t>(v), first[v]};
    };
    // A state without links is a component alone: numbered at once, as
    // the walk would at its visit.
    auto alone = [&](int v) {
        index[v] = low[v] = static_cast<std::int16_t>(counter++);
        component[v] = by_key[key_of(v)] = static_cast<std::int16_t>(components);
        std::uint64_t* set = r.sets.data() + static_cast<std::size_t>(components * words);
        std::fill_n(set, words, std::uint64_t{0});
        auto& off = r.turned_off[static_cast<std::size_t>(components)];
        off = DigitCells{};
        if (v & 1) {
            add_bit(set, v >> 1);
            turn_off(off, r.pot_of[v >> 1], b, y);
        }
        r.may_remove[static_cast<std::size_t>(components)] = false;
        r.size[static_cast<std::size_t>(components)] = 1;
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
            close_component(v, stacked, components++, y);
        }
    };
    for (int v = 0; v < states; ++v)
        if (index[v] < 0) {
            if (first[v] == first[v + 1])
                alone(v);
            else
                walk(v);
        }
    r.components = components;
}

// v roots component `number`: its members are on the stack (`stacked` its
// top, left below them) down to v, and every component they link to is
// already complete, its set known.
void StaticChains::close_component(int v, int& stacked, int number, bool y) {
    Reach& r = *reach_;
    Board const& b = *s_.board_;
    int const words = r.words;
    std::uint16_t const* const links = r.next.data();
    std::uint32_t const* const first = r.first.data();
    std::uint16_t* const stack = r.walk.stack.data();
    std::int16_t* const component = r.state_component.data();
    std::uint64_t* set = r.sets.data() + static_cast<std::size_t>(number * words);
    std::fill_n(set, words, std::uint64_t{0});
    auto& off = r.turned_off[static_cast<std::size_t>(number)];
    off = DigitCells{};
    int top = stacked;
    int w, size = 0;
    do {
        w = stack[--top];
        r.walk.on_stack.data()[w] = false;
        component[w] = r.component.data()[state_key(r.pot_of[w >> 1], w & 1)] = static_cast<std::int16_t>(number);
        if (w & 1) {
            add_bit(set, w >> 1);
            turn_off(off, r.pot_of[w >> 1], b, y);
        }
        ++size;
    } while (w != v);
    fresh_stamp(r.mark, r.merged);  // each successor component is merged once
    for (int i = top; i < stacked; ++i)
        for (std::uint32_t e = first[stack[i]]; e < first[stack[i] + 1]; ++e) {
            int other = component[links[e]];
            if (other == number || r.merged[static_cast<std::size_t>(other)] == r.mark) continue;
            r.merged[static_cast<std::size_t>(other)] = r.mark;
            std::uint64_t const* from = r.sets.data() + static_cast<std::size_t>(other * words);
            for (int j = 0; j < words; ++j) set[j] |= from[j];
            off.add_all(r.turned_off[static_cast<std::size_t>(other)]);
        }
    r.may_remove[static_cast<std::size_t>(number)] = size > 1 && cycle_may_remove(stack + top, size);
    stacked = top;
    r.size[static_cast<std::size_t>(number)] = static_cast<std::int16_t>(size);
}

// An "on" reaches its "off" through one of its weak links' "off" states,
// from which an "on" weakly linked to it is reached.
void StaticChains::find_own_off(bool y) {
    Reach& r = *reach_;
    Board const& b = *s_.board_;
    DigitCells& own = r.reach_own_off;
    own = DigitCells{};
    for (int v = 0; v < r.linked; ++v) {
        int pot = r.pot_of[v], c = cell_of(pot), d = digit_of(pot);
        DigitCells const& off = r.turned_off[static_cast<std::size_t>(r.state_component[static_cast<std::size_t>(2 * v)])];
        own.by_digit[d - 1] = own.by_digit[d - 1] | (geometry.peers[c] & off.of(d));
        if (y)
            for (unsigned m = b.cand[c] & 0x3FEu & ~(1u << d); m; m &= m - 1)
                if (off.of(std::countr_zero(m)).has(c)) own.add(potential(c, std::countr_zero(m)));
    }
}

std::uint64_t const* StaticChains::reached_from(int pot, std::uint64_t* gathered, std::uint64_t* near) const {
    Reach const& r = *reach_;
    int const words = r.words, c = cell_of(pot), d = digit_of(pot);
    std::fill_n(near, words, std::uint64_t{0});
    bool linked = r.linked_where[d].has(c);
    if (!linked) std::fill_n(gathered, words, std::uint64_t{0});
    // Its weak links to linked candidates: their "off" states are its
    // successors (an unlinked "on"'s only ones).
    auto meet = [&](int q) {
        int v = r.number_of[q];
        add_bit(near, v);
        if (linked) return;
        std::uint64_t const* from =
            r.sets.data() + static_cast<std::size_t>(r.state_component[static_cast<std::size_t>(2 * v)] * words);
        for (int j = 0; j < words; ++j) gathered[j] |= from[j];
    };
    (geometry.peers[c] & r.linked_where[d]).for_each([&](int o) { meet(potential(o, d)); });
    if (follows_y(r.mode))
        for (unsigned m = r.linked_in[c] & ~(1u << d); m; m &= m - 1) meet(potential(c, std::countr_zero(m)));
    if (!linked) return gathered;
    return r.sets.data() + static_cast<std::size_t>(r.component[state_key(pot, true)] * words);
}

void StaticChains::add_weak(int pot, DigitRuns& off) const {
    int c = cell_of(pot), d = digit_of(pot);
    off.add(d, geometry.peers[c] & s_.board_->where[d]);
    for (unsigned o = s_.board_->cand[c] & ~(1u << d); o; o &= o - 1) off.add(std::countr_zero(o), c);
}

// The screen's sets, by slot: a component's "on" states and the "off"
// states they turn off, merged as the sets were (its "on" members' weak
// links, and its successors', which come first); then each unlinked
// candidate's own, from its links' "off" states.
void StaticChains::merge_off_sets() {
    Reach& r = *reach_;
    int const words = r.words, states = 2 * r.linked;
    // The states by component, sorted by counting.
    std::fill_n(r.member_at.begin(), r.components + 1, 0u);
    for (int v = 0; v < states; ++v) ++r.member_at[static_cast<std::size_t>(r.state_component[v]) + 1];
    for (int k = 0; k < r.components; ++k) r.member_at[static_cast<std::size_t>(k) + 1] += r.member_at[static_cast<std::size_t>(k)];
    {
        std::array<std::uint32_t, reach_nodes> at;
        std::copy_n(r.member_at.begin(), r.components, at.begin());
        for (int v = 0; v < states; ++v) r.members[at[static_cast<std::size_t>(r.state_component[v])]++] = static_cast<std::uint16_t>(v);
    }
    int slots = r.components;
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = r.board[c] & 0x3FEu & ~r.linked_in[c]; m; m &= m - 1) r.slot[potential(c, std::countr_zero(m))] = static_cast<std::int16_t>(slots++);
    if (r.off_sets.size() < static_cast<std::size_t>(slots)) r.off_sets.resize(static_cast<std::size_t>(slots));
    if (r.slot_sets.size() < static_cast<std::size_t>(slots * words)) r.slot_sets.resize(static_cast<std::size_t>(slots * words));
    std::copy_n(r.sets.begin(), r.components * words, r.slot_sets.begin());
    for (int k = 0; k < r.components; ++k) {
        auto& off = r.off_sets[static_cast<std::size_t>(k)];
        off = DigitRuns{};
        std::uint32_t begin = r.member_at[static_cast<std::size_t>(k)], end = r.member_at[static_cast<std::size_t>(k) + 1];
        for (std::uint32_t i = begin; i < end; ++i)
            if (r.members[i] & 1) add_weak(r.pot_of[r.members[i] >> 1], off);
        fresh_stamp(r.mark, r.merged);
        for (std::uint32_t i = begin; i < end; ++i)
            for (std::uint32_t e = r.first[r.members[i]]; e < r.first[r.members[i] + 1]; ++e) {
                int other = r.state_component[r.next[e]];
                if (other == k || r.merged[static_cast<std::size_t>(other)] == r.mark) continue;
                r.merged[static_cast<std::size_t>(other)] = r.mark;
                off.add_all(r.off_sets[static_cast<std::size_t>(other)]);
            }
    }
    for (int v = 0; v < r.linked; ++v) r.slot[r.pot_of[v]] = r.component[state_key(r.pot_of[v], true)];
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = r.board[c] & 0x3FEu & ~r.linked_in[c]; m; m &= m - 1) {
            int const d = std::countr_zero(m), pot = potential(c, d);
            auto k = static_cast<std::size_t>(r.slot[pot]);
            std::uint64_t* on = r.slot_sets.data() + k * static_cast<std::size_t>(words);
            std::fill_n(on, words, std::uint64_t{0});
            auto& off = r.off_sets[k];
            off = DigitRuns{};
            add_weak(pot, off);
            // Its links' "off" states, by their components.
            auto merge = [&](int q) {
                auto other = static_cast<std::size_t>(r.component[state_key(q, false)]);
                std::uint64_t const* from = r.sets.data() + other * static_cast<std::size_t>(words);
                for (int j = 0; j < words; ++j) on[j] |= from[j];
                off.add_all(r.off_sets[other]);
            };
            (geometry.peers[c] & r.linked_where[d]).for_each([&](int o) { merge(potential(o, d)); });
            if (follows_y(r.mode))
                for (unsigned k2 = r.linked_in[c] & ~(1u << d); k2; k2 &= k2 - 1) merge(potential(c, std::countr_zero(k2)));
        }
    r.off_known = true;
}

bool StaticChains::off_reaches_on(int pot) const {
    Reach const& r = *reach_;
    int const words = r.words;
    if (!r.linked_where[digit_of(pot)].has(cell_of(pot))) return false;  // no strong link of the mode
    int v = r.number_of[pot];
    for (int q : graph_->strong[pot])
        if (q >= 0 && (q >= potential_count ? follows_y(r.mode) : follows_x(r.mode)) &&
            has_bit(r.sets.data() + static_cast<std::size_t>(r.component[state_key(q % potential_count, true)] * words), v))
            return true;
    return false;
}

bool StaticChains::on_a_cycle(int pot) const {
    Reach const& r = *reach_;
    if (!r.valid) return true;
    int component = r.component[state_key(pot, true)];
    return component >= 0 && r.size[static_cast<std::size_t>(component)] > 1 && r.may_remove[static_cast<std::size_t>(component)];
}

// A cycle removes a candidate that sees an "on" and an "off" of its digit
// in the cycle, all of whose states lie in one component: if no candidate
// sees an "on" and an "off" of its digit among the component's states,
// no cycle within it removes anything (and SE offers none). Most small
// components are such, and their cycle searches are spared.
bool StaticChains::cycle_may_remove(std::uint16_t const* members, int size) const {
    // Most are a bivalue cell's two digits or a house's two places of a
    // digit: the digits with both an "on" and an "off" first, then their
    // cells only.
    unsigned on_digits = 0, off_digits = 0;
    for (int i = 0; i < size; ++i) {
        unsigned digit = 1u << digit_of(reach_->pot_of[members[i] >> 1]);
        ((members[i] & 1) ? on_digits : off_digits) |= digit;
    }
    for (unsigned m = on_digits & off_digits; m; m &= m - 1) {
        int d = std::countr_zero(m);
        Cells seen_on, seen_off;
        for (int i = 0; i < size; ++i) {
            int pot = reach_->pot_of[members[i] >> 1];
            if (digit_of(pot) != d) continue;
            Cells& seen = (members[i] & 1) ? seen_on : seen_off;
            seen = seen | geometry.peers[cell_of(pot)];
        }
        if (!(seen_on & seen_off & s_.board_->where[d]).empty()) return true;
    }
    return false;
}

// Collecting on a grid from a bare board: whether the state reaches one of
// the "on" states that the grid's new strong links turn on.
bool StaticChains::reaches_new(int pot, bool from_on) {
    Reach& r = *reach_;
    int const words = r.words;
    if (!r.new_targets_known) {
        r.new_targets.assign(static_cast<std::size_t>(words), 0);
        for (int v = 0; v < r.linked; ++v)
            if (new_targets_.has(r.pot_of[v])) add_bit(r.new_targets.data(), v);
        r.new_targets_known = true;
    }
    auto meets = [&](int on_pot) {
        if (new_targets_.has(on_pot)) return true;  // it reaches itself
        std::array<std::uint64_t, potential_count / 64 + 1> gathered, near;
        return any_common(reached_from(on_pot, gathered.data(), near.data()), r.new_targets.data(), words);
    };
    if (from_on) return meets(pot);
    for (int q : graph_->strong[pot])
        if (q >= 0 && (new_targets_.has(q % potential_count) || meets(q % potential_count))) return true;
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
    if (!r.valid || r.mode != LinkMode::xy_links || r.board != s_.board_->cand) return false;
    if (!r.off_known) merge_off_sets();
    return true;
}

// The "on" states compared are the linked ones: an unlinked "on" is in no
// set but its own, and the assumptions are two or more.
bool StaticChains::closures_meet(int const* pots, int n) {
    Reach& r = *reach_;
    int const words = r.words;
    auto on_of = [&](int pot) { return r.slot_sets.data() + static_cast<std::size_t>(r.slot[pot] * words); };
    std::array<std::uint64_t, potential_count / 64 + 1> common_on;
    std::copy_n(on_of(pots[0]), words, common_on.begin());
    for (int i = 1; i < n; ++i) {
        std::uint64_t const* set = on_of(pots[i]);
        for (int j = 0; j < words; ++j) common_on[static_cast<std::size_t>(j)] &= set[j];
    }
    std::uint64_t any = 0;
    for (int j = 0; j < words; ++j) any |= common_on[static_cast<std::size_t>(j)];
    if (any) return true;
    auto off_of = [&](int pot) -> DigitRuns const& { return r.off_sets[static_cast<std::size_t>(r.slot[pot])]; };
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
            if (!places.at_least_two() || places.first() != cell) continue;
            n = 0;
            places.for_each([&](int o) { pots[n++] = potential(o, d); });
            if (closures_meet(pots, n)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::se
