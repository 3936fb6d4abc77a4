// The techniques before chains: singles, intersections, subsets, fish and
// wings, each searched in the order SE 1.2.1 searches, so that the first
// hint found is the one SE would apply.
#include "../hint.hpp"

namespace sudoku::se {
namespace {

int count16(unsigned m) { return count(static_cast<std::uint16_t>(m)); }

constexpr int blocks = 0, rows = first_row, columns = first_column;
// SE visits blocks, then columns, then rows, wherever it visits all houses.
constexpr int house_kinds[3] = {blocks, columns, rows};

bool crosses(int a, int b) { return !(geometry.house[a] & geometry.house[b]).empty(); }

bool hidden_single_in(Board const& b, Hint& h, int kind, bool alone_only) {
    for (int house = kind; house < kind + 9; ++house) {
        // The digits with one place in the house, from its cells' candidates
        // in one pass (a placed cell has none).
        unsigned once = 0, twice = 0;
        int empty = 0;
        for (int c : geometry.house_cells[house]) {
            twice |= once & b.cand[c];
            once |= b.cand[c];
            empty += b.value[c] == 0;
        }
        bool alone = empty == 1;
        if (alone != alone_only) continue;
        unsigned singles = once & ~twice;
        if (!singles) continue;
        int d = std::countr_zero(singles);
        // SE's: the last empty cell of a house 1.0, else in a box 1.2,
        // in a row or column 1.5.
        h.is(SeTechnique::hidden_single);
        h.method.last_empty_cell = alone;
        h.difficulty = alone ? row_of(SeTechnique::hidden_single).base
                       : kind == blocks ? 12
                                        : row_of(SeTechnique::hidden_single).most;
        h.cell = b.in(house, d).first();
        h.digit = d;
        h.rests_on_house(house);
        h.rests_on_cell(h.cell);
        h.rests_on_digit(d);
        return true;
    }
    return false;
}

// Locking of digit d from house `inner` (all its candidates inside `outer`).
// Direct mode asks in addition that removing d from the rest of `outer`
// leaves another house of inner's kind with one place for d.
bool locking_pair(Board const& b, Hint& h, int inner_kind, int outer_kind, bool direct, unsigned digits) {
    for (int d = 1; d <= 9; ++d)
        for (int inner = inner_kind; inner < inner_kind + 9 && (digits >> d & 1); ++inner) {
            Cells at = b.in(inner, d);
            if (!at.at_least_two()) continue;
            // Two places or more lie in at most one house of the other
            // kind, the first place's: the only one worth SE's test.
            int slot = outer_kind < first_row ? 0 : outer_kind < first_column ? 1 : 2;
            for (int outer : {static_cast<int>(geometry.houses_of[at.first()][slot])}) {
                if (!crosses(inner, outer) || !at.without(geometry.house[outer]).empty()) continue;
                Cells removed = b.in(outer, d).without(geometry.house[inner]);
                if (!direct) {
                    if (removed.empty()) continue;
                    h = Hint{};
                    h.eliminate(removed, d);
                    bool pointing = outer_kind != blocks;
                    h.is(pointing ? SeTechnique::pointing : SeTechnique::claiming);
                    h.rests_on_house(inner);
                    h.rests_on_house(outer);
                    h.rests_on_digit(d);
                    return true;
                }
                for (int third = inner_kind; third < inner_kind + 9; ++third) {
                    if (third == inner || !crosses(third, outer)) continue;
                    Cells there = b.in(third, d);
                    if (!there.at_least_two()) continue;
                    Cells left = there.without(geometry.house[outer]);
                    if (!left.single()) continue;
                    h = Hint{};  // SE's direct hints only place: the eliminations stay
                    h.cell = left.first();
                    h.digit = d;
                    bool pointing = inner_kind == blocks;
                    h.is(pointing ? SeTechnique::direct_pointing : SeTechnique::direct_claiming);
                    h.rests_on_house(inner);
                    h.rests_on_house(outer);
                    h.rests_on_house(third);
                    h.rests_on_cell(h.cell);
                    h.rests_on_digit(d);
                    return true;
                }
            }
        }
    return false;
}

bool locking(Board const& b, Hint& h, bool direct, LastMiss& miss) {
    unsigned d = miss.changed_digits(b);
    bool found = locking_pair(b, h, blocks, columns, direct, d) || locking_pair(b, h, blocks, rows, direct, d) ||
                 locking_pair(b, h, columns, blocks, direct, d) || locking_pair(b, h, rows, blocks, direct, d);
    miss.record(b, found);
    return found;
}

constexpr SeTechnique hidden_sets[] = {SeTechnique::hidden_pair, SeTechnique::hidden_triplet, SeTechnique::hidden_quad};
constexpr SeTechnique direct_sets[] = {SeTechnique::direct_hidden_pair, SeTechnique::direct_hidden_triplet};
constexpr SeTechnique naked_sets[] = {SeTechnique::naked_pair, SeTechnique::naked_triplet, SeTechnique::naked_quad};
constexpr SeTechnique fishes[] = {SeTechnique::x_wing, SeTechnique::swordfish, SeTechnique::jellyfish};

// A subset's evidence: the house, the set's cells (positions in it), its digits.
void set_evidence(Hint& h, int house, unsigned positions, unsigned digits) {
    h.rests_on_house(house);
    for (unsigned m = positions; m; m &= m - 1) h.rests_on_cell(geometry.house_cells[house][std::countr_zero(m)]);
    h.digits = static_cast<std::uint16_t>(digits);
}

bool hidden_set_in(Board const& b, Hint& h, int degree, bool direct, Cells changed) {
    Places const& places = b.places();
    for (int kind : house_kinds)
        for (int house = kind; house < kind + 9; ++house) {
            if ((geometry.house[house] & changed).empty()) continue;
            int empty = b.empty_in(house);
            if (!(empty > degree * 2 || (direct && empty > degree))) continue;
            auto const& place = places[house];
            // Only digits with 2 to `degree` places can be in the set; taking
            // their combinations in order keeps SE's order of all of them.
            int usable[9], n = 0;
            for (int d = 1; d <= 9; ++d)
                if (count16(place[d]) >= 2 && count16(place[d]) <= degree) usable[n++] = d;
            if (n < degree) continue;
            for (unsigned pick = (1u << degree) - 1; pick < (1u << n); pick = next_combination(pick)) {
                unsigned common = 0, digits = 0;
                for (unsigned m = pick; m; m &= m - 1) {
                    int d = usable[std::countr_zero(m)];
                    common |= place[d];
                    digits |= 1u << d;
                }
                if (count16(common) != degree) continue;
                if (!direct) {
                    unsigned extra = 0;
                    for (unsigned m = common; m; m &= m - 1) extra |= b.cand[geometry.house_cells[house][std::countr_zero(m)]];
                    if (!(extra & ~digits)) continue;
                    h = Hint{};
                    for (unsigned m = common; m; m &= m - 1) {
                        int c = geometry.house_cells[house][std::countr_zero(m)];
                        h.remove[c] = static_cast<std::uint16_t>(b.cand[c] & ~digits);
                    }
                    h.is(hidden_sets[degree - 2]);
                    set_evidence(h, house, common, digits);
                    return true;
                }
                h = Hint{};  // SE's direct hints only place: the eliminations stay
                for (int d = 1; d <= 9; ++d) {
                    if (digits >> d & 1 || count16(place[d]) <= 1) continue;
                    unsigned rest = place[d] & ~common;
                    if (count16(rest) != 1) continue;
                    h.cell = geometry.house_cells[house][std::countr_zero(rest)];
                    h.digit = d;
                    h.is(direct_sets[degree - 2]);
                    set_evidence(h, house, common, digits);
                    return true;
                }
            }
        }
    return false;
}

bool hidden_set(Board const& b, Hint& h, int degree, bool direct, LastMiss& miss) {
    Cells changed = miss.changed_cells(b);
    bool found = hidden_set_in(b, h, degree, direct, changed);
    miss.record(b, found);
    return found;
}

}  // namespace

bool find_hidden_single(Board const& b, Hint& h) {
    h = Hint{};
    for (int kind : house_kinds)
        if (hidden_single_in(b, h, kind, true)) return true;
    return hidden_single_in(b, h, blocks, false) || hidden_single_in(b, h, columns, false) ||
           hidden_single_in(b, h, rows, false);
}

bool find_direct_locking(Board const& b, Hint& h, LastMiss& miss) { return locking(b, h, true, miss); }
bool find_locking(Board const& b, Hint& h, LastMiss& miss) { return locking(b, h, false, miss); }
bool find_direct_hidden_set(Board const& b, Hint& h, int degree, LastMiss& miss) {
    return hidden_set(b, h, degree, true, miss);
}
bool find_hidden_set(Board const& b, Hint& h, int degree, LastMiss& miss) { return hidden_set(b, h, degree, false, miss); }

bool find_naked_single(Board const& b, Hint& h) {
    for (int c = 0; c < cell_count; ++c)
        if (b.value[c] == 0 && count16(b.cand[c]) == 1) {
            h = Hint{};
            h.is(SeTechnique::naked_single);
            h.cell = c;
            h.digit = std::countr_zero(b.cand[c]);
            h.rests_on_cell(c);
            h.rests_on_digit(h.digit);
            return true;
        }
    return false;
}

bool find_naked_set(Board const& b, Hint& h, int degree, LastMiss& miss) {
    Cells changed = miss.changed_cells(b);
    for (int kind : house_kinds)
        for (int house = kind; house < kind + 9; ++house) {
            if ((geometry.house[house] & changed).empty() || b.empty_in(house) < degree * 2) continue;
            auto const& cells = geometry.house_cells[house];
            // Only cells with 2 to `degree` candidates can be in the set.
            int usable[9], n = 0;
            for (int i = 0; i < 9; ++i)
                if (count16(b.cand[cells[i]]) >= 2 && count16(b.cand[cells[i]]) <= degree) usable[n++] = i;
            if (n < degree) continue;
            for (unsigned pick = (1u << degree) - 1; pick < (1u << n); pick = next_combination(pick)) {
                unsigned digits = 0, combo = 0;
                for (unsigned m = pick; m; m &= m - 1) {
                    int i = usable[std::countr_zero(m)];
                    digits |= b.cand[cells[i]];
                    combo |= 1u << i;
                }
                if (count16(digits) != degree) continue;
                unsigned seen = 0;
                for (int i = 0; i < 9; ++i)
                    if (!(combo >> i & 1)) seen |= b.cand[cells[i]] & digits;
                if (!seen) continue;
                h = Hint{};
                for (int i = 0; i < 9; ++i)
                    if (!(combo >> i & 1)) h.remove[cells[i]] = static_cast<std::uint16_t>(b.cand[cells[i]] & digits);
                h.is(naked_sets[degree - 2]);
                set_evidence(h, house, combo, digits);
                miss.record(b, true);
                return true;
            }
        }
    miss.record(b, false);
    return false;
}

namespace {

bool fish(Board const& b, Hint& h, int degree, unsigned digits) {
    auto const placed = b.placed_counts();
    Places const& places = b.places();
    for (int base_kind : {columns, rows}) {
        int cover_kind = base_kind == columns ? rows : columns;
        // By digit, the lines that may be a base (two places or more),
        // worked out once rather than for every combination.
        std::array<unsigned, 10> bases{};
        for (int d = 1; d <= 9; ++d)
            if ((digits >> d & 1) && placed[d] + degree * 2 <= 9)
                for (int line = 0; line < 9; ++line)
                    if (count16(places[base_kind + line][d]) > 1) bases[d] |= 1u << line;
        // SE takes the sets of lines in increasing order (as masks), and
        // for each set the digits in order: the first fish so met is each
        // digit's first set among its own bases, the least set of those
        // (the least digit on a tie). Each digit's sets are taken as
        // combinations of its bases, in the same increasing order.
        unsigned best_combo = 0, best_common = 0;
        int best_digit = 0;
        Cells best_victims;
        for (int d = 1; d <= 9; ++d) {
            int lines[9], n = 0;
            for (unsigned m = bases[d]; m; m &= m - 1) lines[n++] = std::countr_zero(m);
            if (n < degree) continue;
            for (unsigned pick = (1u << degree) - 1; pick < (1u << n); pick = next_combination(pick)) {
                unsigned combo = 0;
                for (unsigned m = pick; m; m &= m - 1) combo |= 1u << lines[std::countr_zero(m)];
                if (best_digit && combo >= best_combo) break;
                unsigned common = 0;
                for (unsigned m = combo; m; m &= m - 1) common |= places[base_kind + std::countr_zero(m)][d];
                if (count16(common) != degree) continue;
                Cells base_cells, victims;
                for (unsigned m = combo; m; m &= m - 1) base_cells = base_cells | geometry.house[base_kind + std::countr_zero(m)];
                for (unsigned m = common; m; m &= m - 1)
                    victims = victims | b.in(cover_kind + std::countr_zero(m), d).without(base_cells);
                if (victims.empty()) continue;
                best_combo = combo;
                best_common = common;
                best_digit = d;
                best_victims = victims;
                break;
            }
        }
        if (!best_digit) continue;
        h = Hint{};
        h.eliminate(best_victims, best_digit);
        h.is(fishes[degree - 2]);
        for (unsigned m = best_combo; m; m &= m - 1) h.rests_on_house(base_kind + std::countr_zero(m));
        for (unsigned m = best_common; m; m &= m - 1) h.rests_on_house(cover_kind + std::countr_zero(m));
        h.rests_on_digit(best_digit);
        return true;
    }
    return false;
}

}  // namespace

bool find_fish(Board const& b, Hint& h, int degree, LastMiss& miss) {
    bool found = fish(b, h, degree, miss.changed_digits(b));
    miss.record(b, found);
    return found;
}

bool find_xy_wing(Board const& b, Hint& h, bool xyz) {
    int pivot_size = xyz ? 3 : 2;
    for (int pivot = 0; pivot < cell_count; ++pivot) {
        unsigned xy = b.cand[pivot];
        if (count16(xy) != pivot_size) continue;
        Cells wings;
        geometry.peers[pivot].for_each([&](int c) {
            if (count16(b.cand[c]) == 2) wings.add(c);
        });
        bool found = false;
        wings.for_each([&](int xz_cell) {
            if (found) return;
            unsigned xz = b.cand[xz_cell];
            if (count16(xy & ~xz) != 1) return;
            wings.for_each([&](int yz_cell) {
                if (found) return;
                unsigned yz = b.cand[yz_cell];
                unsigned all = xy | xz | yz, shared = xy & xz & yz;
                if (count16(all) != 3 || count16(shared) != (xyz ? 1 : 0)) return;
                int z = std::countr_zero(xz & yz);
                Cells victims = geometry.peers[xz_cell] & geometry.peers[yz_cell];
                if (xyz) victims = victims & geometry.peers[pivot];
                victims.remove(pivot);
                victims.remove(xz_cell);
                victims.remove(yz_cell);
                victims = victims & b.where[z];
                if (victims.empty()) return;
                h = Hint{};
                h.eliminate(victims, z);
                h.is(xyz ? SeTechnique::xyz_wing : SeTechnique::xy_wing);
                h.rests_on_cell(pivot);
                h.rests_on_cell(xz_cell);
                h.rests_on_cell(yz_cell);
                h.digits = static_cast<std::uint16_t>(all);
                found = true;
            });
        });
        if (found) return true;
    }
    return false;
}

}  // namespace sudoku::se
