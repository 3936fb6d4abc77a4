// SE's Bivalue Universal Grave, with Sukaku's correction (on by default):
// if taking out a few extra candidates would leave every unsolved cell with
// two candidates and every digit twice in each house, one of those extras
// must be true (types 1 to 4).
#include "../hint.hpp"

namespace sudoku::se {
namespace {

constexpr Cells all_cells{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};

struct Bug {
    int cells[81];
    int count = 0;
    std::array<std::uint16_t, cell_count> extra{};  // per bug cell
    unsigned all_extra = 0;
    bool has_common = false;
    Cells common;

    bool has(int c) const {
        for (int i = 0; i < count; ++i)
            if (cells[i] == c) return true;
        return false;
    }
    // Adds an extra candidate; false when no type can follow any more.
    bool add(int c, int d) {
        if (!has(c)) cells[count++] = c;
        extra[c] = static_cast<std::uint16_t>(extra[c] | (1u << d));
        common = (has_common ? common : all_cells) & geometry.peers[c];
        has_common = true;
        for (int i = 0; i < count; ++i) common.remove(cells[i]);
        return !(count > 1 && std::popcount(all_extra) > 1 && common.empty());
    }
};

// The bug cells and their extra digits, then the cells the type adds.
void set_evidence(Hint& h, Bug const& bug) {
    for (int i = 0; i < bug.count; ++i) h.rests_on_cell(bug.cells[i]);
    h.digits = static_cast<std::uint16_t>(bug.all_extra);
}

// The house of the given kind holding all the bug cells, or -1.
int shared_house(Bug const& bug, int kind) {
    int house = geometry.houses_of[bug.cells[0]][kind];
    for (int i = 1; i < bug.count; ++i)
        if (geometry.houses_of[bug.cells[i]][kind] != house) return -1;
    return house;
}

bool type4(Board const& b, Bug const& bug, Hint& h) {
    int c1 = bug.cells[0], c2 = bug.cells[1];
    unsigned common = b.cand[c1] & b.cand[c2] & ~bug.all_extra;
    if (std::popcount(common) != 1) return false;
    for (int kind = 0; kind < 3; ++kind) {
        if (shared_house(bug, kind) < 0) continue;
        h = Hint{};
        h.remove[c1] = static_cast<std::uint16_t>(b.cand[c1] & ~bug.extra[c1] & ~common);
        h.remove[c2] = static_cast<std::uint16_t>(b.cand[c2] & ~bug.extra[c2] & ~common);
        h.is(SeTechnique::bug);
        h.method.type = 4;
        h.difficulty += 1;
        set_evidence(h, bug);
        h.rests_on_house(shared_house(bug, kind));
        return true;
    }
    return false;
}

bool type3(Board const& b, Bug const& bug, Hint& h) {
    for (int degree = 2; degree <= 6; ++degree)
        for (int kind = 0; kind < 3; ++kind) {
            int house = shared_house(bug, kind);
            if (house < 0) continue;
            int region[9], n = 0;
            (bug.common & geometry.house[house]).for_each([&](int c) { region[n++] = c; });
            if (n < degree) continue;
            for (unsigned combo = (1u << (degree - 1)) - 1; combo < (1u << n); combo = next_combination(combo)) {
                unsigned others = 0;
                bool ok = std::popcount(bug.all_extra) >= 2;
                Cells naked;
                for (unsigned m = combo; m; m &= m - 1) {
                    int c = region[std::countr_zero(m)];
                    if (count(b.cand[c]) <= 1) ok = false;
                    others |= b.cand[c];
                    naked.add(c);
                }
                if (!ok || std::popcount(others) != degree || std::popcount(others | bug.all_extra) != degree) continue;
                unsigned set = others | bug.all_extra;
                h = Hint{};
                for (unsigned m = set; m; m &= m - 1) {
                    int d = std::countr_zero(m);
                    Cells holders = naked & b.where[d];
                    for (int i = 0; i < bug.count; ++i)
                        if (b.has(bug.cells[i], d)) holders.add(bug.cells[i]);
                    Cells victims = all_cells;
                    holders.for_each([&](int c) { victims = victims & geometry.peers[c]; });
                    h.eliminate(victims & b.where[d], d);
                }
                if (!h.removes_any()) continue;
                // SE's: type 3 0.1 more for each digit of the set past the first.
                h.is(SeTechnique::bug);
                h.method.type = 3;
                h.difficulty += 1 + std::popcount(set) - 1;
                set_evidence(h, bug);
                h.rests_on_house(house);
                h.rests_on_cells(naked);
                return true;
            }
        }
    return false;
}

}  // namespace

bool find_bug(Board const& b, Hint& h, Work& work) {
    // One pass over the houses' digits, then over the cells: fixed work.
    if (work.spend(house_count * 9 + cell_count, 56)) return false;  // BUG type 1: 5.6
    Bug bug;
    std::array<std::uint16_t, cell_count> rest = b.cand;
    Cells all_extra_cells;
    bool any_extra = false, one_digit = true;
    int only_digit = 0;
    for (int kind : {0, first_row, first_column})
        for (int house = kind; house < kind + 9; ++house)
            for (int d = 1; d <= 9; ++d) {
                Cells at = b.in(house, d);
                int size = at.size();
                if (size == 0 || size == 2) continue;
                Cells fat;
                at.for_each([&](int c) {
                    if (count(b.cand[c]) >= 3) fat.add(c);
                });
                if (!any_extra) {
                    all_extra_cells = fat;
                    only_digit = d;
                    any_extra = true;
                } else if (one_digit) {
                    if (only_digit == d)
                        all_extra_cells = all_extra_cells | fat;
                    else
                        one_digit = false;
                }
                if (fat.single()) {
                    int c = fat.first();
                    bug.all_extra |= 1u << d;
                    rest[c] = static_cast<std::uint16_t>(rest[c] & ~(1u << d));
                    if (!bug.add(c, d)) return false;
                }
                if (fat.empty()) return false;
            }
    if (one_digit && any_extra && all_extra_cells.size() > bug.count) {
        bool ok = true;
        all_extra_cells.for_each([&](int c) {
            if (!ok || bug.has(c)) return;
            rest[c] = static_cast<std::uint16_t>(rest[c] & ~(1u << only_digit));
            ok = bug.add(c, only_digit);
        });
        if (!ok) return false;
    }
    if (bug.count == 0) return false;
    for (int c = 0; c < cell_count; ++c)
        if (b.value[c] == 0 && count(rest[c]) != 2) return false;
    for (int house = 0; house < house_count; ++house)
        for (int d = 1; d <= 9; ++d) {
            int n = 0;
            for (int c : geometry.house_cells[house]) n += rest[c] >> d & 1;
            if (n != 0 && n != 2) return false;
        }
    if (bug.count == 1) {
        int c = bug.cells[0];
        h = Hint{};
        h.remove[c] = static_cast<std::uint16_t>(b.cand[c] & ~bug.all_extra);
        h.is(SeTechnique::bug);
        h.method.type = 1;
        set_evidence(h, bug);
        return true;
    }
    if (std::popcount(bug.all_extra) == 1) {
        int d = std::countr_zero(bug.all_extra);
        if (bug.has_common && !(bug.common & b.where[d]).empty()) {
            h = Hint{};
            h.eliminate(bug.common & b.where[d], d);
            h.is(SeTechnique::bug);
            h.method.type = 2;
            h.difficulty += 1;
            set_evidence(h, bug);
            return true;
        }
        return bug.count == 2 && type4(b, bug, h);
    }
    if (!bug.has_common || bug.common.empty()) return false;
    return (bug.count == 2 && type4(b, bug, h)) || type3(b, bug, h);
}

}  // namespace sudoku::se
