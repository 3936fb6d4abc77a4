// SE's unique rectangles and loops: a loop of cells holding both digits of a
// bivalue cell, each house met twice, would be a deadly pattern; the extra
// candidates of its cells must break it (types 1 to 4). Of all hints, the
// easiest by difficulty, then type, is taken, as SE's sort does.
//
// Each loop is judged as the search meets it, and then forgotten: only the
// best hint and which loops already gave which kind of hint are kept.
#include "../hint.hpp"

#include <optional>
#include <vector>

namespace sudoku::se {
namespace {

struct Loop {
    std::array<std::uint8_t, 81> cells;
    int size = 0;
};

// The houses of each cell, one bit each.
inline constexpr auto houses_masks = [] {
    std::array<std::uint32_t, cell_count> t{};
    for (int c = 0; c < cell_count; ++c)
        for (int house : geometry.houses_of[c]) t[c] |= 1u << house;
    return t;
}();

template <typename Found>
class LoopFinder {
public:
    // `found` is called with each valid loop met (every house it meets
    // entered by one cell and left by the next), in SE's order; it must not
    // keep it.
    LoopFinder(Board const& b, int v1, int v2, Work& work, Found const& found)
        : b_(b), v1_(v1), v2_(v2), both_(b.where[v1] & b.where[v2]), work_(work), found_(found) {}

    // SE's checkForLoops, with Sukaku's correction (each branch keeps its
    // own extra digits). SE goes on along paths that can no longer close a
    // valid loop; they are cut here, which leaves the valid
    // loops met, and their order, as they were: a house met twice at cells
    // of the same parity along the path is met twice in every loop closed
    // from it. `houses`: the houses of the path's cells at even and at odd
    // places. Stops when the budget is spent.
    void search(int cell, int allowed_extra, unsigned extra, int last_kind, std::array<std::uint32_t, 2> houses) {
        if (work_.spend(1, 45)) return;  // Unique Rectangle: 4.5
        houses[loop_.size % 2] |= houses_masks[cell];
        loop_.cells[loop_.size++] = static_cast<std::uint8_t>(cell);
        on_path_[cell] = true;
        for (int kind = 0; kind < 3; ++kind) {
            if (kind == last_kind) continue;
            // Only cells with both digits can take part (the start has
            // them): ascending cell order is SE's order within the house.
            (geometry.house[geometry.houses_of[cell][kind]] & both_).for_each([&](int next) {
                if (work_.cut()) return;
                if (next == loop_.cells[0] && loop_.size >= 4) {
                    // No house is met twice at places of one parity (the
                    // path is cut before): the loop is valid if the houses
                    // at even places are those at odd ones.
                    if (houses[0] == houses[1]) found_(loop_);
                } else if (!on_path_[next] && !(houses[loop_.size % 2] & houses_masks[next])) {
                    unsigned cand = b_.cand[next];
                    unsigned more = (extra | cand) & ~((1u << v1_) | (1u << v2_));
                    int size = count(static_cast<std::uint16_t>(cand));
                    if (size == 2 || count(static_cast<std::uint16_t>(more)) == 1 || allowed_extra > 0)
                        search(next, allowed_extra - (size > 2 ? 1 : 0), more, kind, houses);
                }
            });
        }
        --loop_.size;
        on_path_[cell] = false;
    }

private:
    Board const& b_;
    int v1_, v2_;
    Cells both_;
    Work& work_;
    Found const& found_;
    Loop loop_{};
    std::array<bool, cell_count> on_path_{};  // loop_'s cells, for a test without a scan
};

// SE's: a rectangle 4.5, a loop of 6 cells 0.1 more, of 8 0.2 more, of 10
// or more 0.5 more; type 3 adds 0.1 for each cell of its set past the first.
double loop_difficulty(int size) {
    double d = row_of(SeTechnique::unique_rectangle).base / 10.0;
    if (size >= 10) d += 0.3;
    if (size >= 8)
        d += 0.2;
    else if (size >= 6)
        d += 0.1;
    return d;
}

// The easiest hint so far, and which loops gave which kind of hint: SE keeps
// one hint per loop and kind, the first met.
class Collector {
public:

    // kind: the type, with the hidden variant of type 3 told apart.
    void add(Hint& hint, int type, double difficulty, Loop const& loop, int kind = 0) {
        if (!hint.removes_any()) return;
        Cells cells;
        for (int i = 0; i < loop.size; ++i) cells.add(loop.cells[i]);
        kind = kind ? kind : type;
        for (auto const& g : given)
            if (g.kind == kind && g.loop_size == loop.size && g.loop == cells) return;
        given.push_back({kind, loop.size, cells});
        if (best && (best->difficulty < difficulty || (best->difficulty == difficulty && best->type <= type))) return;
        hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
        hint.method = {loop.size == 4 ? SeTechnique::unique_rectangle : SeTechnique::unique_loop,
                       static_cast<std::uint8_t>(loop.size == 4 ? 0 : loop.size), static_cast<std::uint8_t>(type)};
        // The loop's cells in loop order first, then the cells the type added.
        auto added = hint.cells;
        int added_count = hint.cell_total;
        hint.cell_total = 0;
        for (int i = 0; i < loop.size; ++i) hint.rests_on_cell(loop.cells[i]);
        for (int i = 0; i < added_count; ++i) hint.rests_on_cell(added[i]);
        best = Best{hint, difficulty, type};
    }
    struct Best {
        Hint hint;
        double difficulty;
        int type;
    };
    std::optional<Best> best;

private:
    struct Given {
        int kind;
        int loop_size;
        Cells loop;
    };
    std::vector<Given> given;
};

Cells seen_by_all(Cells cells) {
    Cells common{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
    cells.for_each([&](int c) { common = common & geometry.peers[c]; });
    return common;
}

void type3(Board const& b, Collector& out, Loop const& loop, int c1, int c2, int v1, int v2) {
    unsigned pair = (1u << v1) | (1u << v2);
    unsigned extra = (b.cand[c1] | b.cand[c2]) & ~pair;
    int extra_count = count(static_cast<std::uint16_t>(extra));
    double base = loop_difficulty(loop.size);
    // Each house the two cells share, as every degree reads it: its empty
    // cells, the two cells' positions in it, and the positions that may
    // join a set (a cell of one candidate or none takes part in no set).
    struct Shared {
        int house = -1, empty = 0, index1 = 0, index2 = 0, free_n = 0;
        int free[9];
    };
    std::array<Shared, 3> shared{};
    for (int kind = 0; kind < 3; ++kind) {
        int house = geometry.houses_of[c1][kind];
        if (house != geometry.houses_of[c2][kind]) continue;
        Shared& s = shared[kind];
        s.house = house;
        s.empty = b.empty_in(house);
        auto const& cells = geometry.house_cells[house];
        for (int i = 0; i < 9; ++i) {
            if (cells[i] == c1) s.index1 = i;
            if (cells[i] == c2) s.index2 = i;
        }
        for (int i = 0; i < 9; ++i)
            if (i != s.index1 && i != s.index2 && count(b.cand[cells[i]]) > 1) s.free[s.free_n++] = i;
    }
    for (int degree = 2; degree <= 7; ++degree)
        for (Shared const& s : shared) {
            if (s.house < 0) continue;
            int house = s.house, empty = s.empty, index1 = s.index1, index2 = s.index2, free_n = s.free_n;
            int const* free = s.free;
            auto const& cells = geometry.house_cells[house];
            // The sets of `degree` positions holding c1's and not c2's, in
            // increasing order (as masks of the house's nine): c1's with
            // each set of degree - 1 of the other cells, which are met in
            // increasing order too.
            if (degree * 2 <= empty && degree >= extra_count && extra_count > 1 && degree - 1 <= free_n)
                for (unsigned pick = (1u << (degree - 1)) - 1; pick < (1u << free_n); pick = next_combination(pick)) {
                    unsigned combo = 1u << index1;
                    for (unsigned m = pick; m; m &= m - 1) combo |= 1u << free[std::countr_zero(m)];
                    unsigned naked = extra & b.cand[c1] & b.cand[c2], common = extra;
                    bool ok = true;
                    Cells others;
                    for (unsigned m = combo & ~(1u << index1); m; m &= m - 1) {
                        int c = cells[std::countr_zero(m)];
                        if (count(b.cand[c]) <= 1) ok = false;
                        naked |= b.cand[c];
                        common |= b.cand[c];
                        others.add(c);
                    }
                    if (!ok || extra_count <= 1 || count(static_cast<std::uint16_t>(naked)) != degree ||
                        count(static_cast<std::uint16_t>(common)) != degree)
                        continue;
                    Hint hint;
                    hint.digits = static_cast<std::uint16_t>(pair);
                    hint.rests_on_house(house);
                    hint.rests_on_cells(others);
                    for (unsigned m = common; m; m &= m - 1) {
                        int d = std::countr_zero(m);
                        Cells holders = others & b.where[d];
                        if (b.has(c1, d)) holders.add(c1);
                        if (b.has(c2, d)) holders.add(c2);
                        hint.eliminate(seen_by_all(holders) & b.where[d], d);
                    }
                    out.add(hint, 3, base + (degree - 1) * 0.1, loop);
                }
            if (degree * 2 < empty && degree - 2 <= 7 - extra_count) {
                int rest[9], n = 0;
                for (int d = 1; d <= 9; ++d)
                    if (!(pair >> d & 1) && !(extra >> d & 1)) rest[n++] = d;
                unsigned limit = 1u << n;
                for (unsigned combo = (1u << (degree - 2)) - 1; combo < limit || (degree == 2 && combo == 0);
                     combo = combo ? next_combination(combo) : limit) {
                    unsigned digits = pair;
                    for (unsigned m = combo; m; m &= m - 1) digits |= 1u << rest[std::countr_zero(m)];
                    unsigned places = 0;
                    bool ok = true;
                    for (unsigned m = digits; m; m &= m - 1) {
                        unsigned p = b.places()[house][std::countr_zero(m)] & ~(1u << index2);
                        if (!p) ok = false;
                        places |= p;
                    }
                    if (!ok || std::popcount(places) != degree) continue;
                    places &= ~((1u << index1) | (1u << index2));
                    Hint hint;
                    hint.digits = static_cast<std::uint16_t>(pair);
                    hint.rests_on_house(house);
                    for (unsigned m = places; m; m &= m - 1) hint.rests_on_cell(cells[std::countr_zero(m)]);
                    for (unsigned m = places; m; m &= m - 1) {
                        int c = cells[std::countr_zero(m)];
                        hint.remove[c] = static_cast<std::uint16_t>(b.cand[c] & ~digits);
                    }
                    out.add(hint, 3, base + (std::popcount(places) - 1) * 0.1, loop, 5);
                }
            }
        }
}

void type4(Board const& b, Collector& out, Loop const& loop, int c1, int c2, int v1, int v2) {
    int lock1 = -1, lock2 = -1;
    for (int kind = 0; kind < 3; ++kind) {
        int house = geometry.houses_of[c1][kind];
        if (house != geometry.houses_of[c2][kind]) continue;
        Cells rest = geometry.house[house].without(Cells::of(c1)).without(Cells::of(c2));
        if ((rest & b.where[v1]).empty()) lock1 = house;
        if ((rest & b.where[v2]).empty()) lock2 = house;
    }
    int removed = lock1 >= 0 ? v2 : lock2 >= 0 ? v1 : 0;
    if (!removed) return;
    Hint hint;
    hint.digits = static_cast<std::uint16_t>((1u << v1) | (1u << v2));
    hint.rests_on_house(lock1 >= 0 ? lock1 : lock2);
    if (b.has(c1, removed)) hint.eliminate(c1, removed);
    if (b.has(c2, removed)) hint.eliminate(c2, removed);
    out.add(hint, 4, loop_difficulty(loop.size), loop);
}

}  // namespace

bool find_unique_loop(Board const& b, Hint& h, LastMiss& miss, Work& work) {
    // A loop's hints read its cells and their houses: one far from every
    // change since a search found nothing gives nothing still.
    Cells near = miss.near_changes(b);
    Collector out;
    for (int c = 0; c < cell_count && !work.cut(); ++c) {
        if (count(b.cand[c]) != 2) continue;
        int v1 = std::countr_zero(b.cand[c]);
        int v2 = std::countr_zero(static_cast<unsigned>(b.cand[c] & ~(1u << v1)));
        unsigned pair = (1u << v1) | (1u << v2);
        // Every loop lies in the cells holding both digits: none near a
        // change, none to try.
        if ((b.where[v1] & b.where[v2] & near).empty()) continue;
        auto judge = [&](Loop const& loop) {
            bool is_near = false;
            for (int i = 0; i < loop.size && !is_near; ++i) is_near = near.has(loop.cells[i]);
            if (!is_near) return;
            int extras[81], n = 0;
            for (int i = 0; i < loop.size; ++i)
                if (count(b.cand[loop.cells[i]]) > 2) extras[n++] = loop.cells[i];
            double base = loop_difficulty(loop.size);
            if (n == 1) {
                Hint hint;
                hint.digits = static_cast<std::uint16_t>(pair);
                hint.remove[extras[0]] = static_cast<std::uint16_t>(pair);
                out.add(hint, 1, base, loop);
            } else if (n >= 2) {
                unsigned extra = 0;
                Cells extra_cells;
                for (int i = 0; i < n; ++i) {
                    extra |= b.cand[extras[i]] & ~pair;
                    extra_cells.add(extras[i]);
                }
                if (n > 2 || count(static_cast<std::uint16_t>(extra)) == 1) {
                    int d = std::countr_zero(static_cast<unsigned>(b.cand[extras[0]] & ~pair));
                    Hint hint;
                    hint.digits = static_cast<std::uint16_t>(pair);
                    hint.eliminate((seen_by_all(extra_cells) & b.where[d]).without(extra_cells), d);
                    out.add(hint, 2, base, loop);
                } else {
                    type3(b, out, loop, extras[0], extras[1], v1, v2);
                }
                if (n == 2) type4(b, out, loop, extras[0], extras[1], v1, v2);
            }
        };
        LoopFinder<decltype(judge)>(b, v1, v2, work, judge).search(c, 2, 0, -1, {0, 0});
    }
    if (work.cut()) return false;  // not every loop was met: no miss to record
    miss.record(b, out.best.has_value());
    if (!out.best) return false;
    h = out.best->hint;
    return true;
}

}  // namespace sudoku::se
