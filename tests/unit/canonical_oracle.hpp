// The canonical (minlex) form by brute force, from its definition alone and
// slow on purpose (about a second a grid): every one of the 3,359,232 maps
// of the cells is built and applied in turn, each image relabelled as little
// as it can be, and the least image kept. It shares no code with the core's
// sudoku_canonical, which it checks (test_canonical.cpp).
//
// The maps: transpose or not, then a map of the rows that keeps the bands (a
// permutation of the bands, one of the rows within each band: 6 x 6^3 = 1296
// of them) and one such map of the columns. Image cell (r, c) holds input
// cell (R[r], C[c]), or (C[c], R[r]) transposed: 2 x 1296 x 1296 maps.
#pragma once

#include "sudoku/grid.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace oracle {

using sudoku::Grid;

// A map of the nine rows (or columns) that keeps the bands (stacks): image
// line i is input line map[i].
using LineMap = std::array<std::uint8_t, 9>;

inline std::vector<LineMap> band_keeping_maps() {
    static constexpr std::array<std::array<int, 3>, 6> perms = {
        {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
    std::vector<LineMap> maps;
    for (auto const& bands : perms)
        for (auto const& in0 : perms)
            for (auto const& in1 : perms)
                for (auto const& in2 : perms) {
                    std::array<std::array<int, 3>, 3> within = {in0, in1, in2};
                    LineMap m{};
                    for (int b = 0; b < 3; ++b)
                        for (int j = 0; j < 3; ++j) m[3 * b + j] = static_cast<std::uint8_t>(3 * bands[b] + within[b][j]);
                    maps.push_back(m);
                }
    return maps;
}

// The input cell that image cell `cell` holds under (transposed, rows, columns).
inline int source_cell(bool transposed, LineMap const& rows, LineMap const& columns, int cell) {
    int r = rows[cell / 9], c = columns[cell % 9];
    return transposed ? c * 9 + r : r * 9 + c;
}

// The least relabelling of a string: each digit, in order of first
// appearance, takes the least label not yet taken (0, empty, stays 0). No
// relabelling s gives less: where s first differs from this one, at position
// p, the digit there cannot have appeared before p (it would have the label
// both gave it then), so it is new; the k labels given before p are 1..k
// under both, so s gives it at least k + 1, which is what this gives it, and
// differing, more. So every other s makes the string greater at p.
inline Grid least_relabelling(Grid const& g) {
    std::array<std::uint8_t, 10> label{};
    std::uint8_t next = 1;
    Grid out;
    for (int i = 0; i < 81; ++i) {
        auto d = g.digits[i];
        if (d && !label[d]) label[d] = next++;
        out.digits[i] = d ? label[d] : 0;
    }
    return out;
}

// The same by trying all 9! relabellings (for the tests of least_relabelling).
inline Grid least_of_all_relabellings(Grid const& g) {
    std::array<std::uint8_t, 10> label = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    Grid best;
    best.digits.fill(10);
    do {
        Grid out;
        for (int i = 0; i < 81; ++i) out.digits[i] = label[g.digits[i]];
        if (std::lexicographical_compare(out.digits.begin(), out.digits.end(), best.digits.begin(), best.digits.end()))
            best = out;
    } while (std::next_permutation(label.begin() + 1, label.end()));
    return best;
}

// A grid with every map applied (a whole image each, then relabelled).
struct Result {
    Grid form;
    // Maps whose image, relabelled least, is the grid relabelled least: the
    // maps some relabelling makes give the grid back.
    std::uint64_t automorphisms = 0;
    // Maps whose image, relabelled least, is the form (equal to automorphisms,
    // the maps to the form being one coset of those that fix the grid).
    std::uint64_t reaching_form = 0;
    std::uint64_t maps = 0;
};

// How images are ordered: as strings of 81 digits (0 empty), or by their
// patterns of givens first (a string of 0s and 1s), then as digit strings,
// which is what patminlex computes.
enum class Order { digits, pattern_first };

// The one part of the brute force kept short of whole images: an image is
// built cell by cell and relabelled as it goes, and dropped as soon as it is
// known both to be no less than the best so far and to differ from the grid.
inline Result canonical(Grid const& grid, Order by = Order::digits) {
    static std::vector<LineMap> const lines = band_keeping_maps();
    Grid const original = least_relabelling(grid);
    Result result;
    result.form.digits.fill(10);  // more than any image
    for (int t = 0; t < 2; ++t)
        for (auto const& rows : lines)
            for (auto const& columns : lines) {
                ++result.maps;
                std::array<std::uint8_t, 10> label{};
                std::uint8_t next = 1;
                Grid image;
                int order = 0;  // image against the best: -1 less, 1 more, 0 equal so far
                int pattern = 0;  // the same for the patterns alone
                bool same = true;
                int i = 0;
                for (; i < 81; ++i) {
                    auto d = grid.digits[source_cell(t == 1, rows, columns, i)];
                    if (d && !label[d]) label[d] = next++;
                    auto v = d ? label[d] : std::uint8_t{0};
                    image.digits[i] = v;
                    auto best = result.form.digits[i];
                    if (order == 0 && v != best) order = v < best ? -1 : 1;
                    if (pattern == 0 && (v != 0) != (best != 0)) pattern = v == 0 ? -1 : 1;
                    if (v != original.digits[i]) same = false;
                    if (by == Order::pattern_first && pattern == 1 && !same) break;
                    if (by == Order::digits && order == 1 && !same) break;
                }
                if (by == Order::pattern_first && pattern != 0) order = pattern;
                if (i < 81) continue;
                if (same) ++result.automorphisms;
                if (order == -1) {
                    result.form = image;
                    result.reaching_form = 1;
                } else if (order == 0) {
                    ++result.reaching_form;
                }
            }
    return result;
}

// The pattern of givens: each given 1.
inline Grid pattern_of(Grid const& grid) {
    Grid p;
    for (int i = 0; i < 81; ++i) p.digits[i] = grid.digits[i] ? 1 : 0;
    return p;
}

}  // namespace oracle
