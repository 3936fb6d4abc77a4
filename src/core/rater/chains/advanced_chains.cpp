// SE's "other rules" inside a dynamic forcing chain (+): when a run's on and
// off queues are both empty, SE 1.2.1 asks pointing/claiming, hidden pairs,
// naked pairs and X-Wings (in that order, the first rule with any usable hint
// giving all of its hints) on the grid as the run left it, and every
// candidate such a hint removes goes off. Its parents are the candidates of
// the rule's pattern that the run itself removed: a hint with none is one the
// grid already had, and is no part of the chain. Past level 1, a chain
// technique follows these rules (nested_chains.cpp).
//
// The order the new "off" states are queued in decides, through the rest of
// the run, which parents are recorded and so the hint's complexity; so the
// enumeration below follows SE's exactly: its loops, and the order Java's
// HashMap<Cell, …> iterates a hint's removable candidates in.
#include "advanced_chains.hpp"

namespace sudoku::se {
namespace {

constexpr int blocks = 0, rows = first_row, columns = first_column;

// Each rule counts a step per six patterns it may try: most are dismissed
// at a glance, and six of them take about the time of a propagation step
// (measured on puzzles whose ratings the rules dominate).
constexpr int patterns_a_step = 6;

// By 9-bit position mask: the k (0 to 2) whose three positions 3k to 3k+2
// hold all of it, or whose positions k, k+3 and k+6 do; -1 if none (the
// first k that does, for a mask of one position or none).
struct LockTables {
    std::array<std::int8_t, 512> triple{}, spaced{};
};
constexpr LockTables lock_tables = [] {
    LockTables t;
    for (unsigned m = 0; m < 512; ++m) {
        t.triple[m] = t.spaced[m] = -1;
        for (int k = 2; k >= 0; --k) {
            if ((m & ~(7u << (3 * k))) == 0) t.triple[m] = static_cast<std::int8_t>(k);
            if ((m & ~(0b001001001u << k)) == 0) t.spaced[m] = static_cast<std::int8_t>(k);
        }
    }
    return t;
}();

// The one house of kind `kind_b` that holds all of `places` (positions in
// house `a`, two or more), -1 if none: a block's column or row, a line's
// block.
int locked_in(int a, unsigned places, int kind_b) {
    if (a < first_row) {  // a block: positions row by row, three a row
        int k = kind_b == columns ? lock_tables.spaced[places] : lock_tables.triple[places];
        if (k < 0) return -1;
        return kind_b == columns ? first_column + a % 3 * 3 + k : first_row + a / 3 * 3 + k;
    }
    int k = lock_tables.triple[places];  // a line: three positions a block
    if (k < 0) return -1;
    int line = a < first_column ? a - first_row : a - first_column;
    return a < first_column ? line / 3 * 3 + k : k * 3 + line / 3;
}

}  // namespace

void AdvancedRules::start_on(Board const& b) {
    for (int house = 0; house < house_count; ++house) empty_in_[house] = static_cast<std::uint8_t>(b.empty_in(house));
    auto const placed = b.placed_counts();
    roomy_digits_ = 0;
    for (int d = 1; d <= 9; ++d)
        if (placed[d] + 4 <= 9) roomy_digits_ |= 1u << d;
}

// One hint of a rule: record it if the run removed part of its pattern.
// `lost` are those candidates (the rule's parents), in SE's order.
void AdvancedRules::offer_rule(AdvancedRule const& rule, Removable const* removable, int n, int const* lost, int lost_n) {
    if (lost_n == 0 || n == 0) return;
    Removable sorted[32];
    std::copy(removable, removable + n, sorted);
    java_map_order(sorted, n);
    auto rule_at = static_cast<std::uint32_t>(found_rules_.size());
    found_rules_.push_back(rule);
    auto parents_at = static_cast<std::uint32_t>(found_parents_.size());
    found_parents_.insert(found_parents_.end(), lost, lost + lost_n);
    for (int i = 0; i < n; ++i)
        for (unsigned m = sorted[i].digits; m; m &= m - 1)
            found_offs_.push_back({static_cast<std::uint16_t>(potential(sorted[i].cell, std::countr_zero(m))), false,
                                   rule_at, parents_at, static_cast<std::uint32_t>(lost_n)});
}

// Pointing and claiming: all places of the digit in house `a` lie in `b`.
bool AdvancedRules::advanced_locking() {
    static constexpr int kinds[4][2] = {{blocks, columns}, {blocks, rows}, {columns, blocks}, {rows, blocks}};
    s_.charge(4 * 9 * 9 / patterns_a_step);  // the patterns: kind, digit and house
    for (auto const& kind : kinds)
        for (int d = 1; d <= 9; ++d)
            for (std::uint32_t houses = lost_in_[d] >> kind[0] & 0x1FFu; houses; houses &= houses - 1) {
                int a = kind[0] + std::countr_zero(houses);
                if (count(s_.work_places_[a][d]) < 2) continue;
                // SE tries every b of the kind: with two places or more, one at most holds them.
                if (int b = locked_in(a, s_.work_places_[a][d], kind[1]); b >= 0) {
                    // What the rule removes, and what the run removed of its
                    // pattern (its parents): a hint short of either is none.
                    // A house's cells are in ascending order, as Cells walks them.
                    Cells removable_cells = (s_.work_where_[d] & geometry.house[b]).without(geometry.house[a]);
                    Cells lost_cells = (gone_[d] & geometry.house[a]).without(geometry.house[b]);
                    if (removable_cells.empty() || lost_cells.empty()) continue;
                    Removable removable[6];
                    int n = 0, lost[9], lost_n = 0;
                    removable_cells.for_each([&](int c) { removable[n++] = {c, static_cast<std::uint16_t>(1u << d)}; });
                    lost_cells.for_each([&](int c) { lost[lost_n++] = potential(c, d); });
                    Cells places = s_.work_where_[d] & geometry.house[a];
                    AdvancedRule rule{AdvancedRule::locking, static_cast<std::uint16_t>(1u << d), {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)}, 2, places};
                    offer_rule(rule, removable, n, lost, lost_n);
                }
            }
    return !found_offs_.empty();
}

// Hidden pairs: two digits whose places in a house are the same two cells.
bool AdvancedRules::advanced_hidden_pair() {
    s_.charge(house_count * 36 / patterns_a_step);  // the patterns: a pair of digits in a house
    for (int kind : {blocks, columns, rows})
        for (int house = kind; house < kind + 9; ++house) {
            // A house where the run removed nothing has no pair resting on it.
            if (empty_in_[house] <= 4 || gone_in_[house] == 0) continue;
            // Two digits of two places each, the same two: pairs of digits
            // in SE's order (by the higher, then the lower).
            auto const& places = s_.work_places_[house];
            unsigned twice = 0;
            for (int d = 1; d <= 9; ++d)
                if (count(places[d]) == 2) twice |= 1u << d;
            for (unsigned high = twice & (twice - 1); high; high &= high - 1)
                for (unsigned low = twice & ((1u << std::countr_zero(high)) - 1); low; low &= low - 1) {
                int d1 = std::countr_zero(low), d2 = std::countr_zero(high);
                if (places[d1] != places[d2] || !(gone_in_[house] & ((1u << d1) | (1u << d2)))) continue;
                Cells both = s_.work_where_[d1] & geometry.house[house];
                auto pair = static_cast<std::uint16_t>((1u << d1) | (1u << d2));
                Removable removable[2];
                int n = 0, lost[18], lost_n = 0;
                for (int c : geometry.house_cells[house]) {
                    if (both.has(c)) {
                        if (s_.work_[c] & ~pair) removable[n++] = {c, static_cast<std::uint16_t>(s_.work_[c] & ~pair)};
                        continue;
                    }
                    for (int d : {d1, d2})
                        if (s_.source_[c] >> d & 1) lost[lost_n++] = potential(c, d);
                }
                AdvancedRule rule{AdvancedRule::hidden_pair, pair, {static_cast<std::uint8_t>(house)}, 1, both};
                offer_rule(rule, removable, n, lost, lost_n);
            }
        }
    return !found_offs_.empty();
}

// Naked pairs: two cells of a house with the same two digits left.
bool AdvancedRules::advanced_naked_pair() {
    s_.charge(house_count * 36 / patterns_a_step);  // the patterns: a pair of cells in a house
    for (int kind : {blocks, columns, rows})
        for (int house = kind; house < kind + 9; ++house) {
            if (empty_in_[house] < 4 || gone_in_[house] == 0) continue;  // as above
            auto const& cells = geometry.house_cells[house];
            // Two cells of the same two digits: pairs of bivalue cells in
            // SE's order (by the later, then the earlier).
            unsigned bivalue = 0;
            for (int i = 0; i < 9; ++i)
                if (count(s_.work_[cells[i]]) == 2) bivalue |= 1u << i;
            for (unsigned high = bivalue & (bivalue - 1); high; high &= high - 1)
                for (unsigned low = bivalue & ((1u << std::countr_zero(high)) - 1); low; low &= low - 1) {
                int c1 = cells[std::countr_zero(low)], c2 = cells[std::countr_zero(high)];
                auto pair = s_.work_[c1];
                if (s_.work_[c2] != pair || (s_.work_[c1] == s_.source_[c1] && s_.work_[c2] == s_.source_[c2])) continue;
                Removable removable[7];
                int n = 0, lost[16], lost_n = 0;
                for (int c : cells)
                    if (c != c1 && c != c2 && (s_.work_[c] & pair)) removable[n++] = {c, static_cast<std::uint16_t>(s_.work_[c] & pair)};
                for (int c : {c1, c2})
                    for (unsigned m = s_.source_[c] & ~pair; m; m &= m - 1) lost[lost_n++] = potential(c, std::countr_zero(m));
                Cells both = Cells::of(c1) | Cells::of(c2);
                AdvancedRule rule{AdvancedRule::naked_pair, pair, {static_cast<std::uint8_t>(house)}, 1, both};
                offer_rule(rule, removable, n, lost, lost_n);
            }
        }
    return !found_offs_.empty();
}

// X-Wings: a digit's places in two base lines lie in two cover lines.
bool AdvancedRules::advanced_x_wing() {
    s_.charge(2 * 36 * 9 / patterns_a_step);  // the patterns: a pair of lines and a digit
    for (int base_kind : {columns, rows}) {
        int cover_kind = base_kind == columns ? rows : columns;
        // By line: the digits of two places there (a base line's two).
        std::array<unsigned, 9> twice{};
        for (int i = 0; i < 9; ++i)
            for (int d = 1; d <= 9; ++d)
                if (count(s_.work_places_[base_kind + i][d]) == 2) twice[i] |= 1u << d;
        for (unsigned pick = 3; pick < (1u << 9); pick = next_combination(pick)) {
            int b1 = base_kind + std::countr_zero(pick), b2 = base_kind + 31 - std::countl_zero(pick);
            unsigned digits = twice[b1 - base_kind] & twice[b2 - base_kind] & roomy_digits_ & (gone_in_[b1] | gone_in_[b2]);
            for (; digits; digits &= digits - 1) {
                int d = std::countr_zero(digits);
                // The same two places in both lines: p1, p2 as SE names them.
                if (s_.work_places_[b1][d] != s_.work_places_[b2][d]) continue;
                Cells p1 = s_.work_where_[d] & geometry.house[b1], p2 = s_.work_where_[d] & geometry.house[b2];
                unsigned covers = s_.work_places_[b1][d];
                int k1 = cover_kind + std::countr_zero(covers), k2 = cover_kind + 31 - std::countl_zero(covers);
                Cells bases = geometry.house[b1] | geometry.house[b2], cover = geometry.house[k1] | geometry.house[k2];
                Removable removable[14];
                int n = 0, lost[18], lost_n = 0;
                for (int k : {k1, k2})
                    for (int c : geometry.house_cells[k])
                        if (!bases.has(c) && s_.work_where_[d].has(c)) removable[n++] = {c, static_cast<std::uint16_t>(1u << d)};
                for (int b : {b1, b2})
                    for (int c : geometry.house_cells[b])
                        if (s_.source_where_[d].has(c) && !s_.work_where_[d].has(c) && !cover.has(c)) lost[lost_n++] = potential(c, d);
                AdvancedRule rule{AdvancedRule::x_wing, static_cast<std::uint16_t>(1u << d),
                                  {static_cast<std::uint8_t>(b1), static_cast<std::uint8_t>(b2), static_cast<std::uint8_t>(k1),
                                   static_cast<std::uint8_t>(k2)},
                                  4, (p1 | p2)};
                offer_rule(rule, removable, n, lost, lost_n);
            }
        }
    }
    return !found_offs_.empty();
}

// The "off" states the first rule with a usable hint gives, in SE's order.
void AdvancedRules::find_advanced(int level) {
    found_offs_.clear();
    found_rules_.clear();
    found_parents_.clear();
    // A hint rests on the run only if the run removed part of its pattern,
    // which lies in the houses (cells) it is found in: the others are skipped
    // at once, as SE skips them after building them.
    s_.sync_where();
    for (int d = 1; d <= 9; ++d) gone_[d] = s_.source_where_[d].without(s_.work_where_[d]);
    // The rules' patterns: the board's places less what the run removed
    // (the propagation keeps them, s_.work_places_), and the houses of its
    // losses.
    gone_in_.fill(0);
    lost_in_.fill(0);
    for (int d = 1; d <= 9; ++d)
        gone_[d].for_each([&](int c) {
            for (int k = 0; k < 3; ++k) {
                int h = geometry.houses_of[c][k];
                gone_in_[h] = static_cast<std::uint16_t>(gone_in_[h] | (1u << d));
                lost_in_[d] |= 1u << h;
            }
        });
    advanced_locking() || advanced_hidden_pair() || advanced_naked_pair() || advanced_x_wing() ||
        (level >= 2 && nested_.advanced_nested(level));
}

}  // namespace sudoku::se
