// SE's "Forcing Chains & Cycles": from every candidate, X-cycles and forcing
// X-chains (links of one digit), Y-cycles (links inside bivalue cells), then
// cycles and forcing chains with both kinds of link. All hints are gathered
// and the easiest is kept, as SE sorts them.
#include "static_chains.hpp"

namespace sudoku::se {

void StaticChains::unary(int pot, LinkMode link_mode) {
    bool const y = follows_y(link_mode), x = follows_x(link_mode);
    int c = cell_of(pot);
    if (!x && count(s_.board_->cand[c]) > 2) return;  // Y-cycles start in bivalue cells
    // Only a strong link can turn the candidate back on: without one, no
    // cycle closes and no chain from "off" concludes.
    unsigned mode = link_kinds(link_mode);
    bool linked = (graph_->kinds[pot] & mode) != 0;

    // A cycle needs "on" in a strongly connected component of several states.
    if (linked && on_a_cycle(pot)) {
        XKept::From* kept = !y ? x_kept_from(pot) : nullptr;
        if (kept && kept->cycle_known && !kept->cycle_hint) {
            s_.charge(kept->cycle_nodes);
        } else {
            bool offered = false;
            std::uint32_t nodes = cycles(pot, link_mode, offered);
            if (kept) {
                kept->cycle_known = true;
                kept->cycle_hint = offered;
                kept->cycle_nodes = static_cast<std::uint16_t>(nodes);
            }
        }
    }
    if (!x) return;
    // With both kinds of link, most candidates reach neither state's
    // opposite: asked here, before a call that would find nothing.
    bool from_on = !y || reaches(pot, true), from_off = linked && (!y || reaches(pot, false));
    if (from_on || from_off) forcing_chains(pot, y, from_on, from_off);
}

// The cycle from `pot` that closed at node `end`, offered if it removes a
// candidate; whether it did. Candidates that see an "on" of the cycle and
// an "off" of the same digit go. Nearly every cycle closed removes nothing
// (hundreds of thousands on magictour, against a few thousand that do):
// that is settled on the cycle's own digits before a hint is made.
bool StaticChains::offer_cycle(int pot, std::uint32_t end, LinkMode link_mode) {
    bool const y = follows_y(link_mode), x = follows_x(link_mode);
    Cells cells;
    unsigned digits = 0;
    for (std::uint32_t n = end; s_.nodes_[n].parent_count > 0; n = s_.parents_[s_.nodes_[n].first_parent]) {
        cells.add(cell_of(s_.nodes_[n].pot));
        digits |= 1u << digit_of(s_.nodes_[n].pot);
    }
    auto each_digit = [digits](auto f) {
        for (unsigned m = digits; m; m &= m - 1) f(std::countr_zero(m));
    };
    std::array<Cells, 10> forward, backward;  // only the cycle's digits are used
    each_digit([&](int d) { forward[d] = backward[d] = Cells{}; });
    for (std::uint32_t n = end; s_.nodes_[n].parent_count > 0; n = s_.parents_[s_.nodes_[n].first_parent]) {
        int d = digit_of(s_.nodes_[n].pot);
        Cells seen = (geometry.peers[cell_of(s_.nodes_[n].pot)] & s_.board_->where[d]).without(cells);
        (s_.nodes_[n].on ? forward : backward)[d] = (s_.nodes_[n].on ? forward : backward)[d] | seen;
    }
    Cells removed;
    each_digit([&](int d) { removed = removed | (forward[d] & backward[d]); });
    if (removed.empty()) return false;
    Hint hint;
    each_digit([&](int d) { hint.eliminate(forward[d] & backward[d], d); });
    int complexity = s_.ancestors(end);
    SeTechnique cycle = y && x ? SeTechnique::bidirectional_cycle
                        : y    ? SeTechnique::bidirectional_y_cycle
                               : SeTechnique::bidirectional_x_cycle;
    double difficulty = row_of(cycle).base / 10.0 + length_difficulty(complexity);
    hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
    hint.method = {cycle};
    s_.origin_ = {Proof::cycle, pot, true, static_cast<int>(end), true, -1, y};
    s_.offer({difficulty, complexity, sort_key(link_mode)}, hint);
    return true;
}

// Cycles: "on" potentials are kept once, "off" ones once per parent.
// All copies of an "off" turn on the same candidates, so only the first
// is followed; a later copy matters only if it closes a cycle, which it
// does when it is strongly linked to the start. The nodes it charged, and
// in `offered` whether it offered a hint.
std::uint32_t StaticChains::cycles(int pot, LinkMode link_mode, bool& offered) {
    bool const y = follows_y(link_mode), x = follows_x(link_mode);
    int links[32], houses[4];
    unsigned mode = link_kinds(link_mode);
    Potentials closing;
    for (int q : graph_->strong[pot])
        if (q >= potential_count ? y : (q >= 0 && x)) closing.add(q % potential_count);
    s_.nodes_.clear();
    s_.parents_.clear();
    s_.nodes_.reserve_more(s_.most_cycle_nodes);
    s_.parents_.reserve_more(s_.most_cycle_nodes);
    s_.next_stamp();
    std::uint32_t source = s_.add_node(pot, true, -1);
    s_.index_[state_key(pot, true)] = static_cast<std::int32_t>(source);
    s_.index_stamp_[state_key(pot, true)] = s_.stamp_;
    found_.clear();
    pending_on_.assign(1, source);
    pending_off_.clear();
    int length = 0;
    double cycle_base = y && x ? 7.0 : 6.5;
    // A cycle back to "on" passes only through states in its strongly
    // connected component, and only states of that component link into it:
    // the others change nothing the search records for the cycles, so where
    // the components are known they are not followed.
    auto in_cycle_reach = [&, component = reach_->component[state_key(pot, true)]](int q, bool state) {
        Reach const& r = *reach_;
        return !r.valid || r.component[state_key(q, state)] == component;
    };
    while (!pending_on_.empty() || !pending_off_.empty()) {
        // Cycles closed from here on are at least `length + 2` long: past
        // the easiest hint so far, nothing this search finds can win.
        if (s_.cannot_win(cycle_base, length + 2, sort_key(link_mode))) break;
        ++length;
        for (std::uint32_t p : pending_on_) {
            int n = s_.on_to_off(s_.nodes_[p].pot, y, links);
            for (int i = 0; i < n; ++i) {
                int q = links[i];
                // An "off" with no strong link turns nothing on: a leaf.
                if (!(graph_->kinds[q] & mode) || !in_cycle_reach(q, false)) continue;
                bool first = s_.index_stamp_[state_key(q, false)] != s_.stamp_;
                // Every ancestor was stamped when it was added: one met for
                // the first time is none.
                if (!first && (!closing.has(q) || s_.is_ancestor(p, q, false))) continue;
                std::uint32_t m = s_.add_node(q, false, static_cast<std::int32_t>(p));
                if (first) s_.index_stamp_[state_key(q, false)] = s_.stamp_;
                // The copies only closing a cycle are marked by their high bit.
                pending_off_.push_back(first ? m : m | 0x80000000u);
            }
        }
        pending_on_.clear();
        ++length;
        for (std::size_t j = 0; j < pending_off_.size(); ++j) {
            std::uint32_t p = pending_off_[j];
            if (p & 0x80000000u) {
                if (length >= 4) found_.push_back(s_.add_node(pot, true, static_cast<std::int32_t>(p & 0x7FFFFFFFu)));
                continue;
            }
            int n = s_.off_to_on(s_.nodes_[p].pot, link_mode, links, houses);
            for (int i = 0; i < n; ++i) {
                int q = links[i];
                if (!in_cycle_reach(q, true)) continue;
                bool known = s_.index_stamp_[state_key(q, true)] == s_.stamp_;
                if (length >= 4 && q == pot) found_.push_back(s_.add_node(q, true, static_cast<std::int32_t>(p)));
                if (known) continue;
                std::uint32_t m = s_.add_node(q, true, static_cast<std::int32_t>(p));
                s_.index_[state_key(q, true)] = static_cast<std::int32_t>(m);
                s_.index_stamp_[state_key(q, true)] = s_.stamp_;
                pending_on_.push_back(m);
            }
        }
        pending_off_.clear();
    }
    for (std::uint32_t end : found_)
        if (offer_cycle(pot, end, link_mode)) offered = true;
    s_.charge(s_.nodes_.size());
    return static_cast<std::uint32_t>(s_.nodes_.size());
}

// The length SE gives the forcing chain from `pot` (on or off) to its
// opposite, 0 if none or none shorter than the best hint so far. With
// x-links only, the search stays within the digit: sets of cells suffice.
int StaticChains::x_chain_length(int pot, bool start_on) {
    XKept::From* kept = x_kept_from(pot);
    if (!kept) return x_chain_search(pot, start_on, nullptr);
    if (!kept->chain_known[start_on]) {
        int levels = 0;
        kept->chain_length[start_on] = static_cast<std::uint8_t>(x_chain_search(pot, start_on, &levels));
        kept->chain_levels[start_on] = static_cast<std::uint8_t>(levels);
        kept->chain_known[start_on] = true;
        return kept->chain_length[start_on];
    }
    for (int i = 0; i < kept->chain_levels[start_on]; ++i) s_.charge(1);  // as the search charged them
    return kept->chain_length[start_on];
}

int StaticChains::x_chain_search(int pot, bool start_on, int* levels) {
    int c = cell_of(pot), d = digit_of(pot);
    Cells where = s_.board_->where[d];
    Cells seen_on, seen_off, front_on, front_off, next;
    (start_on ? seen_on : seen_off).add(c);
    (start_on ? front_on : front_off).add(c);
    int level = start_on ? 0 : -1;  // of the "on" frontier
    while (!front_on.empty() || !front_off.empty()) {
        if (s_.cannot_win(6.6, level + (start_on ? 2 : 3), sort_key(LinkMode::x_links))) return 0;
        s_.charge(1);  // a level: a few operations on the digit's sets
        if (levels) ++*levels;
        next = Cells{};
        front_on.for_each([&](int o) { next = next | (geometry.peers[o] & where); });
        if (start_on && next.has(c)) return level + 2;
        next = next.without(seen_off);
        seen_off = seen_off | next;
        front_off = front_off | next;
        next = Cells{};
        front_off.for_each([&](int o) { next = next | graph_->x_partners[potential(o, d)]; });
        if (!start_on && next.has(c)) return level + 3;
        next = next.without(seen_on);
        seen_on = seen_on | next;
        front_on = next;
        front_off = Cells{};
        level += 2;
    }
    return 0;
}

// The same search with both kinds of link, on one bitboard per digit: an
// "on" front turns off its digit in the peers of its cells (one two-word OR
// per cell, where a set of potentials would take twelve per potential) and
// the other digits of its cells.
int StaticChains::xy_chain_length(int pot, bool start_on) {
    using ByDigit = std::array<Cells, 10>;
    int c = cell_of(pot), d = digit_of(pot);
    ByDigit seen_on{}, seen_off{}, front_on{}, front_off{}, next{};
    (start_on ? seen_on : seen_off)[d].add(c);
    (start_on ? front_on : front_off)[d].add(c);
    auto any = [](ByDigit const& s) {
        Cells all;
        for (int e = 1; e <= 9; ++e) all = all | s[e];
        return !all.empty();
    };
    int level = start_on ? 0 : -1;
    while (any(front_on) || any(front_off)) {
        if (s_.cannot_win(7.0, level + (start_on ? 2 : 3), sort_key(LinkMode::xy_links))) return 0;
        s_.charge(9);  // a level: the same on each digit's sets
        // Cells "on" for some digit, and for two or more: a cell turns off
        // digit e if it is on for a digit other than e.
        Cells once, twice;
        for (int e = 1; e <= 9; ++e) {
            twice = twice | (once & front_on[e]);
            once = once | front_on[e];
        }
        for (int e = 1; e <= 9; ++e) {
            Cells seen;
            front_on[e].for_each([&](int o) { seen = seen | geometry.peers[o]; });
            next[e] = (seen | once.without(front_on[e]) | twice) & s_.board_->where[e];
        }
        if (start_on && next[d].has(c)) return level + 2;
        for (int e = 1; e <= 9; ++e) {
            next[e] = next[e].without(seen_off[e]);
            seen_off[e] = seen_off[e] | next[e];
            front_off[e] = front_off[e] | next[e];
            next[e] = Cells{};
        }
        for (int e = 1; e <= 9; ++e)
            front_off[e].for_each([&](int o) {
                // Its strong links: the digit's other place in a house of
                // two, as a set, and the cell's other digit if it has two.
                next[e] = next[e] | graph_->x_partners[potential(o, e)];
                auto cand = static_cast<unsigned>(s_.board_->cand[o]);
                if (count(static_cast<std::uint16_t>(cand)) == 2) next[std::countr_zero(cand & ~(1u << e))].add(o);
            });
        if (!start_on && next[d].has(c)) return level + 3;
        for (int e = 1; e <= 9; ++e) {
            next[e] = next[e].without(seen_on[e]);
            seen_on[e] = seen_on[e] | next[e];
            front_on[e] = next[e];
            front_off[e] = Cells{};
        }
        level += 2;
    }
    return 0;
}

// Forcing chains from the candidate on, then off. Every potential is
// reached once, level by level, so the chain SE records for the conclusion
// is a shortest one: a breadth-first search on sets finds its length
// without recording it.
void StaticChains::forcing_chains(int pot, bool y, bool from_on, bool from_off) {
    int c = cell_of(pot);
    double base = row_of(y ? SeTechnique::forcing_chain : SeTechnique::forcing_x_chain).base / 10.0;
    for (bool start_on : {true, false}) {
        if (!(start_on ? from_on : from_off)) continue;
        if (new_targets_known_ && y && !reaches_new(pot, start_on)) continue;
        int complexity = y ? xy_chain_length(pot, start_on) : x_chain_length(pot, start_on);
        if (complexity == 0) continue;
        Hint hint;
        int d = digit_of(pot);
        if (start_on) {
            hint.eliminate(c, d);
        } else {
            hint.remove[c] = static_cast<std::uint16_t>(s_.board_->cand[c] & ~(1u << d));
            hint.cell = c;
            hint.digit = d;
        }
        double difficulty = base + length_difficulty(complexity);
        hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
        hint.method = {y                 ? SeTechnique::forcing_chain
                       : complexity == 6 ? SeTechnique::turbot_fish
                                         : SeTechnique::forcing_x_chain};
        s_.origin_ = {Proof::forcing, pot, start_on, pot, !start_on, -1, y};
        s_.offer({difficulty, complexity, sort_key(with_x_links(y))}, hint);
    }
}

// Collecting, the X searches of the digits in `digits` are kept by their
// places (nothing to beat, each runs to its end, and follows only its
// digit's places). The kept are forgotten when too many.
void StaticChains::keep_x_searches(unsigned digits) {
    x_kept_now_.fill(nullptr);
    if (!s_.sink_.collection() || s_.sink_.has_best()) return;
    if (x_slot_.empty() || x_kept_.size() + 9 > most_x_kept) {  // room for nine more
        x_kept_.clear();
        x_kept_.reserve(most_x_kept);  // never moved: x_kept_now_ points into it
        x_slot_.assign(x_slots, 0);
    }
    for (int d = 1; d <= 9; ++d) {
        Cells places = s_.board_->where[d];
        if (!(digits >> d & 1) || places.empty()) continue;
        std::uint64_t h = (places.lo * 0x9E3779B97F4A7C15u) ^ (places.hi + static_cast<std::uint64_t>(d)) * 0xC2B2AE3D27D4EB4Fu;
        std::size_t slot = (h >> 40) & (x_slots - 1);
        for (;; slot = (slot + 1) & (x_slots - 1)) {
            std::uint32_t at = x_slot_[slot];
            if (at == 0) {
                x_kept_.push_back({d, places, {}});
                x_slot_[slot] = static_cast<std::uint32_t>(x_kept_.size());
                break;
            }
            if (x_kept_[at - 1].digit == d && x_kept_[at - 1].places == places) break;
        }
        x_kept_now_[d] = &x_kept_[x_slot_[slot] - 1].kept;
    }
}

// The links of the forcing chains, fixed for the board: an "on" candidate
// turns off its peers with the digit (and, with y-links, the other digits of
// its cell); an "off" one turns on the digit's other place in a bilocal
// house, or (a y-link, marked by adding potential_count) the other digit of
// a bivalue cell.
void StaticChains::build_static_graph() {
    // The reachability, if any, is another board's: its sets stand on
    // another graph.
    reach_->valid = false;
    graph_->kinds.fill(0);
    std::array<std::uint8_t, potential_count> links{};  // by potential: its strong links so far
    for (int c = 0; c < cell_count; ++c)
        for (unsigned m = s_.board_->cand[c]; m; m &= m - 1) {
            int d = std::countr_zero(m), p = potential(c, d);
            graph_->strong[p].fill(-1);
            graph_->x_partners[p] = Cells{};
            if (count(s_.board_->cand[c]) != 2) continue;
            graph_->strong[p][links[p]++] =
                static_cast<std::int16_t>(potential_count + potential(c, std::countr_zero(static_cast<unsigned>(s_.board_->cand[c] & ~(1u << d)))));
            graph_->kinds[p] = static_cast<std::uint8_t>(link_kinds(LinkMode::y_links));
        }
    // House by house in SE's order (blocks, rows, columns), which is each
    // candidate's order of its houses: the digit's two places, if two.
    // (The places by house are the board's masks of nine bits.)
    for (int house = 0; house < house_count; ++house)
        for (int d = 1; d <= 9; ++d) {
            unsigned places = s_.source_places_[house][d], rest = places & (places - 1);
            if (rest == 0 || (rest & (rest - 1)) != 0) continue;
            int a = geometry.house_cells[house][std::countr_zero(places)];
            int b = geometry.house_cells[house][std::countr_zero(rest)];
            for (auto [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
                int p = potential(from, d);
                graph_->strong[p][links[p]++] = static_cast<std::int16_t>(potential(to, d));
                graph_->x_partners[p].add(to);
                graph_->kinds[p] |= static_cast<std::uint8_t>(link_kinds(LinkMode::x_links));
            }
        }
}

// The X searches, digit by digit: each digit's easiest hint is found with
// the pruning against that digit's own best (what that prunes could not be
// the easiest of all either), then the easiest of the nine is the one SE
// keeps: the least key, and of equal keys the one found first, from the
// earliest candidate.
bool StaticChains::find_x_chains() {
    Cells starts;
    for (int c = 0; c < cell_count; ++c)
        if (s_.board_->value[c] == 0 && count(s_.board_->cand[c]) >= 2) starts.add(c);
    reach_->valid = false;
    for (int d = 1; d <= 9; ++d) {
        DigitBest& mine = x_best_[d];
        Cells places = s_.board_->where[d];
        if (mine.known && mine.places == places && mine.starts == (places & starts)) continue;
        if (s_.cut()) return false;
        mine.known = false;
        s_.sink_.clear();
        (places & starts).for_each([&](int c) {
            if (s_.cut()) return;
            auto taken = s_.sink_.taken();
            unary(potential(c, d), LinkMode::x_links);
            if (s_.sink_.taken() != taken) mine.pot = potential(c, d);
        });
        if (s_.cut()) return false;  // the digit's search is not complete
        mine.remember(s_.sink_.has_best(), s_.sink_.best_key(), s_.sink_.best(), places, places & starts);
    }
    s_.take_easiest(x_best_);
    return true;
}

StaticChains::BivalueCells StaticChains::bivalue_cells(Board const& b) {
    BivalueCells cells;
    for (int c = 0; c < cell_count; ++c)
        if (count(b.cand[c]) == 2) cells.cand[c] = b.cand[c];
    return cells;
}

// Collecting on a grid that lost candidates from a board with no static
// chain, what the grid shares with the board is searched for nothing: an
// X search follows one digit's places only (its removals are the digit's),
// and a Y-cycle search the bivalue cells only (its removals are among the
// board's candidates), so where those are the board's the search is the
// board's and, the board having no such hint, finds none.
unsigned StaticChains::x_unchanged_digits() const {
    Collection const* collection = s_.sink_.collection();
    if (!collection || !initial_bare_) return 0;
    unsigned changed = 0;
    for (int c = 0; c < cell_count; ++c) changed |= (*collection->initial)[c] ^ s_.board_->cand[c];
    return ~changed & all_digits;
}

bool StaticChains::y_unchanged() const {
    Collection const* collection = s_.sink_.collection();
    if (!collection || !initial_bare_) return false;
    for (int c = 0; c < cell_count; ++c) {
        std::uint16_t before = (*collection->initial)[c], now = s_.board_->cand[c];
        if ((count(before) == 2 || count(now) == 2) && before != now) return false;
    }
    return true;
}

void StaticChains::find_new_targets() {
    new_targets_ = DigitCells{};
    auto const& initial = *s_.sink_.collection()->initial;
    for (int c = 0; c < cell_count; ++c) {
        unsigned now = s_.board_->cand[c];
        if (count(s_.board_->cand[c]) == 2 && now != initial[c])
            for (unsigned m = now; m; m &= m - 1) new_targets_.add(potential(c, std::countr_zero(m)));
    }
    std::array<unsigned, house_count> changed{};  // by house: the digits the grid lost there
    for (int c = 0; c < cell_count; ++c)
        if (unsigned lost = (initial[c] ^ s_.board_->cand[c]) & all_digits)
            for (int house : geometry.houses_of[c]) changed[house] |= lost;
    for (int house = 0; house < house_count; ++house)
        for (unsigned m = changed[house]; m; m &= m - 1) {
            int d = std::countr_zero(m);
            unsigned places = s_.source_places_[house][d], rest = places & (places - 1);
            if (rest == 0 || (rest & (rest - 1)) != 0) continue;  // not two places
            new_targets_.add(potential(geometry.house_cells[house][std::countr_zero(places)], d));
            new_targets_.add(potential(geometry.house_cells[house][std::countr_zero(rest)], d));
        }
    new_targets_known_ = true;
}

// One search: the pruning against the best hint so far already stops most
// searches early (growing limits cost more than they saved, measured).
bool StaticChains::find(Hint& h) {
    LinkMode const modes[3] = {LinkMode::x_links, LinkMode::y_links, LinkMode::xy_links};  // X, Y, XY
    // Checked here too: a search may take all it needs from kept hints.
    if (s_.starting(65)) return false;  // X-cycles: 6.5
    s_.sink_.clear();
    new_targets_known_ = false;
    x_kept_now_.fill(nullptr);
    build_static_graph();
    s_.charge(potential_count);
    // Digit by digit when hints may be kept; else in SE's own order, where
    // the best's chain is still among the nodes when it is offered.
    if (s_.keeps_hints() && !find_x_chains()) return false;
    for (LinkMode const mode : modes) {
        bool const y = follows_y(mode), x = follows_x(mode);
        if (s_.keeps_hints() && !y) continue;
        // No hint of the mode can beat one already found below its least
        // difficulty (cycles 6.5, X-chains 6.6, with both links 7.0).
        double least = row_of(y && x ? SeTechnique::bidirectional_cycle : SeTechnique::bidirectional_x_cycle).base / 10.0;
        if (s_.cannot_win(least, 2, sort_key(mode))) {
            reach_->valid = false;
            continue;
        }
        bool y_cycles = y && !x && s_.keeps_hints();
        if (y && !x && y_unchanged()) continue;
        unsigned skipped = !y ? x_unchanged_digits() : 0;
        if (!y) keep_x_searches(~skipped);
        BivalueCells bivalue;
        if (y_cycles) {
            bivalue = bivalue_cells(*s_.board_);
            if (y_miss_.known && y_miss_.cand == bivalue.cand) continue;
        }
        bool unbounded = !s_.sink_.has_best();
        auto taken = s_.sink_.taken();
        // Worth it only with both kinds of link: the X and Y searches are
        // smaller than the reachability (measured).
        if (y && x)
            build_reach(LinkMode::xy_links);
        else
            reach_->valid = false;
        new_targets_known_ = false;
        if (y && x && reach_->valid && s_.sink_.collection() && initial_bare_) find_new_targets();
        for (int c = 0; c < cell_count; ++c) {
            if (s_.board_->value[c] != 0 || count(s_.board_->cand[c]) < 2) continue;
            if (s_.charge(1)) return false;
            if (!x && count(s_.board_->cand[c]) > 2) continue;  // Y-cycles start in bivalue cells (unary's first test)
            for (unsigned m = s_.board_->cand[c] & ~skipped; m; m &= m - 1) unary(potential(c, std::countr_zero(m)), mode);
        }
        new_targets_known_ = false;
        x_kept_now_.fill(nullptr);
        if (s_.cut()) return false;
        if (y_cycles) {
            y_miss_ = bivalue;
            y_miss_.known = unbounded && s_.sink_.taken() == taken;
        }
    }
    if (!s_.sink_.has_best() || s_.cut()) return false;
    h = s_.sink_.best();
    return true;
}

}  // namespace sudoku::se
