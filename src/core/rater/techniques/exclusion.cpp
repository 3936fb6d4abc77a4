// SE's Aligned Pair Exclusion: two cells both seen by at least two bivalue
// cells; a pair of digits for them that would empty one of those cells (or
// repeat a digit in a shared house) cannot happen, and digits that take part
// in no possible pair go.
#include "../hint.hpp"

#include <utility>

namespace sudoku::se {

namespace {

// The cells of a board with one candidate, and with two to `most`: those
// that forbid an exclusion around them, and those that may exclude.
struct Sizes {
    Cells single, small;
    Sizes(std::array<std::uint16_t, cell_count> const& cand, int most) {
        for (int c = 0; c < cell_count; ++c) {
            int size = count(cand[c]);
            if (size == 1) single.add(c);
            if (size >= 2 && size <= most) small.add(c);
        }
    }
};

// The peers of a cell that may exclude (2 to `most` candidates), or none if
// the cell may not take part in an exclusion: it has fewer than two
// candidates, or sees a cell with one.
Cells exclusion_peers(std::array<std::uint16_t, cell_count> const& cand, Sizes const& sizes, int c) {
    if (count(cand[c]) < 2 || !(geometry.peers[c] & sizes.single).empty()) return {};
    return geometry.peers[c] & sizes.small;
}

// The cells that may take part in an exclusion, in order: those with some
// excluding peers. Returns how many.
int exclusion_cells(Board const& b, int most, int cells[cell_count], std::array<Cells, cell_count>& excluders) {
    int n = 0;
    Sizes const sizes(b.cand, most);
    for (int c = 0; c < cell_count; ++c) {
        Cells small = exclusion_peers(b.cand, sizes, c);
        if (small.empty()) continue;
        cells[n++] = c;
        excluders[c] = small;
    }
    return n;
}

// What changed since the search last found nothing, as an exclusion sees
// it. A set of cells (two or three) is judged on its cells' candidates, on
// which of them may take part, and on the cells that see them all (the
// common excluders): each pair or triple of the last board judged the same
// now unless one of its cells changed or may now take part or no longer
// may (`moved`), or a changed cell sees them all (`changed`).
struct Changes {
    bool all = true;  // nothing known: try everything
    Cells changed, moved;
    // The cells c0 for which the pair (c0, c) may be judged otherwise: all
    // if c moved, else the moved cells and those that see a changed cell c
    // sees. (The pairs' loops visit only these: most pairs are far from
    // every change.)
    Cells partners(int c) const { return all || moved.has(c) ? Cells::all() : moved_or_seen(geometry.peers[c]); }
    // The third cells with which a pair neither of whose cells moved may be
    // judged otherwise: the moved cells and those that see a changed cell
    // seeing both.
    Cells thirds(int c0, int c1) const { return moved_or_seen(geometry.peers[c0] & geometry.peers[c1]); }

private:
    // The moved cells, and the peers of the changed cells among `seers`.
    Cells moved_or_seen(Cells seers) const {
        Cells near = moved;
        (changed & seers).for_each([&](int x) { near = near | geometry.peers[x]; });
        return near;
    }
};

Changes changes_since(LastMiss const& miss, Board const& b, int most) {
    Changes ch;
    if (!miss.known) return ch;
    ch.all = false;
    ch.changed = miss.changed_cells(b);
    ch.moved = ch.changed;
    Cells around;
    ch.changed.for_each([&](int x) { around = around | geometry.peers[x]; });
    Sizes const before(miss.cand, most), now(b.cand, most);
    around.without(ch.changed).for_each([&](int c) {
        if (exclusion_peers(miss.cand, before, c).empty() != exclusion_peers(b.cand, now, c).empty()) ch.moved.add(c);
    });
    return ch;
}

}  // namespace

bool find_aligned_pair(Board const& b, Hint& h, LastMiss& miss, Work& work) {
    constexpr int floor = 62;  // Aligned Pair Exclusion: 6.2
    if (work.spend(cell_count, floor)) return false;  // the cells that may take part
    Changes const since = changes_since(miss, b, 2);
    int cells[cell_count];
    std::array<Cells, cell_count> excluders{};
    int n = exclusion_cells(b, 2, cells, excluders);
    Cells listed;
    for (int i = 0; i < n; ++i) listed.add(cells[i]);
    for (int j = 1; j < n; ++j) {
        int z = cells[j];
        // The cells come in ascending order: the pairs (a, z), a listed
        // before z, in SE's order.
        Cells before = listed & Cells::below(z) & since.partners(z);
        bool found = false;
        before.for_each([&](int a) {
            if (found || work.spend(1, floor)) return;
            Cells common = excluders[a] & excluders[z];
            if (!common.at_least_two()) return;
            bool aligned = geometry.peers[a].has(z);
            // The common cells' candidates, read once for all the pairs.
            unsigned masks[20];
            int excluding = 0;
            common.for_each([&](int x) { masks[excluding++] = b.cand[x]; });
            unsigned allowed_a = 0, allowed_z = 0;
            for (unsigned ma = b.cand[a]; ma; ma &= ma - 1)
                for (unsigned mz = b.cand[z]; mz; mz &= mz - 1) {
                    int da = std::countr_zero(ma), dz = std::countr_zero(mz);
                    if (da == dz && aligned) continue;
                    unsigned both = (1u << da) | (1u << dz);
                    bool allowed = true;
                    for (int k = 0; k < excluding && allowed; ++k) allowed = (masks[k] & ~both) != 0;
                    if (!allowed) continue;
                    allowed_a |= 1u << da;
                    allowed_z |= 1u << dz;
                }
            if (!((b.cand[a] & ~allowed_a) | (b.cand[z] & ~allowed_z))) return;
            h = Hint{};
            h.remove[a] = static_cast<std::uint16_t>(b.cand[a] & ~allowed_a);
            h.remove[z] = static_cast<std::uint16_t>(b.cand[z] & ~allowed_z);
            h.is(SeTechnique::aligned_pair_exclusion);
            h.rests_on_cell(a);
            h.rests_on_cell(z);
            h.rests_on_cells(common);
            found = true;
        });
        if (work.cut()) return false;  // not all pairs were judged: no miss to record
        if (found) {
            miss.record(b, true);
            return true;
        }
    }
    miss.record(b, false);
    return false;
}

}  // namespace sudoku::se

namespace sudoku::se {

// The same with three cells: two, then a third among the cells that either
// of them sees, the three sharing at least two excluding cells (of two or
// three candidates).
namespace {

// Whether three cells, with these common excluding cells, exclude any of
// their candidates; if so, the hint.
bool excludes(Board const& b, std::array<int, 3> trio, Cells common, Hint& h) {
    auto [c0, c1, c2] = trio;
    bool sees[3] = {geometry.peers[c0].has(c1), geometry.peers[c0].has(c2), geometry.peers[c1].has(c2)};
    // Only excluding cells whose digits the three cells cover can forbid
    // anything; without one, only three cells that all see each other can
    // still (a naked subset).
    unsigned covered = b.cand[c0] | b.cand[c1] | b.cand[c2];
    unsigned masks[20];
    int excluding = 0;
    common.for_each([&](int x) {
        if ((b.cand[x] & ~covered) == 0) masks[excluding++] = b.cand[x];
    });
    if (excluding == 0 && !(sees[0] && sees[1] && sees[2])) return false;
    // For each digit of the first two cells, the third cell's allowed digits
    // at once: a cell of two or three candidates forbids the digit that would
    // complete its set. Once every candidate takes part in an allowed
    // combination, nothing goes. The pairs of digits are met diagonal by
    // diagonal (the i-th digit of the first cell with the (i + shift)-th of
    // the second): the first few already take in every digit of both cells,
    // where row by row took all but the last row first.
    unsigned digits0[9], digits1[9];
    int n0 = 0, n1 = 0;
    for (unsigned m = b.cand[c0]; m; m &= m - 1) digits0[n0++] = m & -m;
    for (unsigned m = b.cand[c1]; m; m &= m - 1) digits1[n1++] = m & -m;
    unsigned allowed[3] = {};
    bool all_allowed = false;
    for (int shift = 0; shift < n1 && !all_allowed; ++shift)
        for (int i = 0, j = shift; i < n0 && !all_allowed; ++i, j = j + 1 == n1 ? 0 : j + 1) {
            unsigned d0 = digits0[i], d1 = digits1[j];
            if (d0 == d1 && sees[0]) continue;
            // Nothing left for this pair to allow: its digits are, and so
            // is every digit of the third cell.
            if ((allowed[0] & d0) && (allowed[1] & d1) && allowed[2] == b.cand[c2]) continue;
            unsigned forbidden = (sees[1] ? d0 : 0) | (sees[2] ? d1 : 0);
            for (int k = 0; k < excluding; ++k) {
                unsigned rest = masks[k] & ~(d0 | d1);
                if (rest == 0)
                    forbidden = ~0u;
                else if ((rest & (rest - 1)) == 0)
                    forbidden |= rest;
            }
            unsigned third = b.cand[c2] & ~forbidden;
            if (!third) continue;
            allowed[0] |= d0;
            allowed[1] |= d1;
            allowed[2] |= third;
            all_allowed = allowed[0] == b.cand[c0] && allowed[1] == b.cand[c1] && allowed[2] == b.cand[c2];
        }
    if (all_allowed) return false;
    unsigned gone = 0;
    for (int k = 0; k < 3; ++k) gone |= b.cand[trio[k]] & ~allowed[k];
    if (!gone) return false;
    h = Hint{};
    for (int k = 0; k < 3; ++k) h.remove[trio[k]] = static_cast<std::uint16_t>(b.cand[trio[k]] & ~allowed[k]);
    h.is(SeTechnique::aligned_triplet_exclusion);
    for (int t : trio) h.rests_on_cell(t);
    h.rests_on_cells(common);
    return true;
}

constexpr int triplet_floor = 75;  // Aligned Triplet Exclusion: 7.5

bool find_aligned_triplet_since(Board const& b, Hint& h, Changes const& since, Work& work) {
    int cells[cell_count];
    std::array<Cells, cell_count> excluders{};
    int n = exclusion_cells(b, 3, cells, excluders);
    Cells listed;
    int position[cell_count];
    for (int i = 0; i < n; ++i) {
        listed.add(cells[i]);
        position[cells[i]] = i;
    }
    // SE meets the same three cells up to three times: as the pairs (p,q),
    // (p,r) and (q,r) of their positions p < q < r in `cells`, each time with
    // the other as third, when that third is an excluder of one of the pair.
    // Every other test is symmetric in the three cells, so a meeting that
    // had an earlier one found nothing then, and is skipped.
    auto met_before = [&](int c0, int c1, int c2) {
        auto meets = [&](int x, int y, int third) { return (excluders[x] | excluders[y]).has(third); };
        int k = position[c2], i = position[c0], j = position[c1];
        if (k > j) return false;
        if (k > i) return meets(c0, c2, c1);
        return meets(c2, c0, c1) || meets(c2, c1, c0);
    };
    // Whether the pair (c0, c1) with some third cell excludes anything.
    auto try_pair = [&](int c0, int c1) {
        if (work.spend(1, triplet_floor)) return false;
        Cells pair_common = excluders[c0] & excluders[c1];
        if (!pair_common.at_least_two()) return false;
        // SE's order for the third cell: those seen by the first, then the rest.
        Cells first = (excluders[c0] & listed).without(Cells::of(c0)).without(Cells::of(c1));
        Cells second = (excluders[c1] & listed).without(first).without(Cells::of(c0)).without(Cells::of(c1));
        // Neither cell moved: the triple is judged as before unless the
        // third moved or a changed cell sees all three.
        if (!since.all && !since.moved.has(c0) && !since.moved.has(c1)) {
            Cells thirds = since.thirds(c0, c1);
            first = first & thirds;
            second = second & thirds;
            if (first.empty() && second.empty()) return false;
        }
        // A third cell shares two excluding cells with the pair only if it
        // sees two of the pair's common ones.
        Cells once, twice;
        pair_common.for_each([&](int x) {
            twice = twice | (once & geometry.peers[x]);
            once = once | geometry.peers[x];
        });
        first = first & twice;
        second = second & twice;
        bool found = false;
        for (Cells part : {first, second}) {
            part.for_each([&](int c2) {
                if (found || work.spend(1, triplet_floor)) return;
                Cells common = pair_common & excluders[c2];
                if (!common.at_least_two() || met_before(c0, c1, c2)) return;
                found = excludes(b, {c0, c1, c2}, common, h);
            });
            if (found) return true;
        }
        return false;
    };
    // The pairs in SE's order (the cells come in ascending order), only
    // those near a change: either cell among the other's partners, or
    // either with a moved cell among its excluders (a third that moved).
    Cells moved_listed = since.moved & listed, flagged;
    if (!since.all)
        for (int i = 0; i < n; ++i)
            if (!(excluders[cells[i]] & moved_listed).empty()) flagged.add(cells[i]);
    for (int j = 1; j < n; ++j) {
        int c1 = cells[j];
        Cells before = listed & Cells::below(c1);
        if (!since.all && !flagged.has(c1)) before = before & (since.partners(c1) | flagged);
        bool found = false;
        before.for_each([&](int c0) { found = found || try_pair(c0, c1); });
        if (work.cut()) return false;
        if (found) return true;
    }
    return false;
}

}  // namespace

bool find_aligned_triplet(Board const& b, Hint& h, LastMiss& miss, Work& work) {
    if (work.spend(cell_count, triplet_floor)) return false;  // the cells that may take part
    bool found = find_aligned_triplet_since(b, h, changes_since(miss, b, 3), work);
    if (work.cut()) return false;  // not all triples were judged: no miss to record
    miss.record(b, found);
    return found;
}

}  // namespace sudoku::se
