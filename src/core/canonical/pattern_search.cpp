#include "pattern_search.hpp"

#include <algorithm>
#include <bit>

namespace sudoku::canonical {
namespace {

// The given cells of a stack's row, three bits, its first column highest.
using Triplet = std::uint8_t;

// What the orders of a set can make of a triplet: the least arrangement
// (first column highest, so that less is lexicographically less) and the
// orders that give it.
struct Arrangement {
    std::uint8_t least = 0;
    OrderSet orders = 0;
};

constexpr std::uint8_t arranged(Triplet triplet, Order const& order) {
    std::uint8_t out = 0;
    for (int k = 0; k < 3; ++k) out = static_cast<std::uint8_t>(out << 1 | (triplet >> (2 - order[k]) & 1));
    return out;
}

using ArrangementTable = std::array<std::array<Arrangement, 64>, 8>;
constexpr ArrangementTable arrangement_table = [] {
    ArrangementTable table{};
    for (int triplet = 0; triplet < 8; ++triplet)
        for (int set = 1; set < 64; ++set) {
            Arrangement best{8, 0};
            for (int p = 0; p < 6; ++p) {
                if (!(set >> p & 1)) continue;
                auto value = arranged(static_cast<Triplet>(triplet), orders[p]);
                if (value < best.least) best = {value, 0};
                if (value == best.least) best.orders = static_cast<OrderSet>(best.orders | 1 << p);
            }
            table[triplet][set] = best;
        }
    return table;
}();

// Each source row's triplets, by orientation and stack.
using Triplets = std::array<std::array<std::array<Triplet, 3>, 9>, 2>;

Triplets triplets_of(Grid const& grid) {
    Triplets out{};
    for (int row = 0; row < 9; ++row)
        for (int column = 0; column < 9; ++column) {
            if (grid[cell_at(row, column)] == no_digit) continue;
            out[0][row][column / 3] = static_cast<Triplet>(out[0][row][column / 3] | 4 >> column % 3);
            out[1][column][row / 3] = static_cast<Triplet>(out[1][column][row / 3] | 4 >> row % 3);
        }
    return out;
}

// Which orders of a set put three values least, read in order: decided by
// how the values compare, two by two (0: less, 1: equal, 2: greater, for the
// pairs 0-1, 0-2 and 1-2), not by the values themselves.
using LeastOrders = std::array<std::array<OrderSet, 64>, 27>;
constexpr LeastOrders least_orders = [] {
    LeastOrders table{};
    for (int key = 0; key < 27; ++key) {
        // Values with those comparisons, where there are any.
        int c01 = key / 9, c02 = key / 3 % 3, c12 = key % 3;
        std::array<int, 3> value{};
        bool found = false;
        for (int a = 0; a < 3 && !found; ++a)
            for (int b = 0; b < 3 && !found; ++b)
                for (int c = 0; c < 3 && !found; ++c) {
                    auto cmp = [](int x, int y) { return x < y ? 0 : x == y ? 1 : 2; };
                    if (cmp(a, b) == c01 && cmp(a, c) == c02 && cmp(b, c) == c12) value = {a, b, c}, found = true;
                }
        for (int set = 1; set < 64 && found; ++set) {
            int least = 1000;
            for (int p = 0; p < 6; ++p) {
                if (!(set >> p & 1)) continue;
                int read = value[orders[p][0]] * 9 + value[orders[p][1]] * 3 + value[orders[p][2]];
                if (read < least) least = read, table[key][set] = 0;
                if (read == least) table[key][set] = static_cast<OrderSet>(table[key][set] | 1 << p);
            }
        }
    }
    return table;
}();

constexpr int comparison(std::uint8_t x, std::uint8_t y) { return x < y ? 0 : x == y ? 1 : 2; }

// A candidate with one more row: what a source row makes of the canonical
// row, and the orders that make it.
struct Extension {
    std::uint16_t value = 0;
    OrderSet stack_orders = 0;
    std::array<OrderSet, 3> column_orders{};
};

Extension extend(Candidate const& candidate, std::array<Triplet, 3> const& row) {
    Extension out;
    std::array<std::uint8_t, 3> least{};
    for (int s = 0; s < 3; ++s) {
        auto const& best = arrangement_table[row[s]][candidate.column_orders[s]];
        least[s] = best.least;
        out.column_orders[s] = best.orders;
    }
    int key = comparison(least[0], least[1]) * 9 + comparison(least[0], least[2]) * 3 + comparison(least[1], least[2]);
    out.stack_orders = least_orders[key][candidate.stack_orders];
    Order const& order = orders[std::countr_zero(out.stack_orders)];
    out.value = static_cast<std::uint16_t>(least[order[0]] << 6 | least[order[1]] << 3 | least[order[2]]);
    return out;
}

// The source rows that may come at canonical row `depth`: the rest of the
// band begun, or at a band's first row, any row of a band not yet begun.
std::uint16_t rows_allowed(Candidate const& candidate, int depth) {
    if (depth % 3 != 0) {
        int band = candidate.rows[depth - 1] / 3;
        return static_cast<std::uint16_t>(0x7 << 3 * band & ~candidate.rows_used);
    }
    std::uint16_t open = 0;
    for (int band = 0; band < 3; ++band)
        if (!(candidate.rows_used >> 3 * band & 0x7)) open = static_cast<std::uint16_t>(open | 0x7 << 3 * band);
    return open;
}

// Keeps, of the candidates offered, those whose row is least.
class LeastRow {
public:
    explicit LeastRow(std::vector<Candidate>& kept) : kept_(kept) { kept_.clear(); }
    void offer(Candidate const& candidate, int depth, int row, Extension const& extension) {
        if (extension.value > least_) return;
        if (extension.value < least_) {
            least_ = extension.value;
            kept_.clear();
        }
        Candidate& next = kept_.emplace_back(candidate);
        next.rows[depth] = static_cast<std::uint8_t>(row);
        next.rows_used = static_cast<std::uint16_t>(next.rows_used | 1 << row);
        next.stack_orders = extension.stack_orders;
        next.column_orders = extension.column_orders;
    }
    std::uint16_t least() const { return least_; }

private:
    std::vector<Candidate>& kept_;
    std::uint16_t least_ = 0x1FF + 1;
};

// What a row makes of the first canonical row, where every order is open:
// its stacks by how few givens each holds, each stack's givens last. By the
// row's nine bits (three triplets, the first highest).
constexpr auto first_row_values = [] {
    std::array<std::uint16_t, 512> table{};
    for (int bits = 0; bits < 512; ++bits) {
        std::array<int, 3> given{};
        for (int s = 0; s < 3; ++s) given[s] = std::popcount(static_cast<unsigned>(bits >> 3 * (2 - s) & 7));
        std::sort(given.begin(), given.end());
        table[bits] = static_cast<std::uint16_t>(((1 << given[0]) - 1) << 6 | ((1 << given[1]) - 1) << 3 | ((1 << given[2]) - 1));
    }
    return table;
}();

std::uint16_t first_row_value(std::array<Triplet, 3> const& row) { return first_row_values[row[0] << 6 | row[1] << 3 | row[2]]; }

std::uint16_t first_row(Triplets const& triplets, std::vector<Candidate>& found) {
    std::array<std::array<std::uint16_t, 9>, 2> value{};
    std::uint16_t least_value = 0x1FF;
    for (int transposed = 0; transposed < 2; ++transposed)
        for (int row = 0; row < 9; ++row) {
            value[transposed][row] = first_row_value(triplets[transposed][row]);
            least_value = std::min(least_value, value[transposed][row]);
        }
    LeastRow least(found);
    for (std::uint8_t transposed = 0; transposed < 2; ++transposed)
        for (int row = 0; row < 9; ++row) {
            if (value[transposed][row] != least_value) continue;
            Candidate start;
            start.transposed = transposed;
            least.offer(start, 0, row, extend(start, triplets[transposed][row]));
        }
    return least.least();
}

}  // namespace

Pattern least_pattern(Grid const& grid, std::vector<Candidate>& found) {
    Triplets const triplets = triplets_of(grid);
    Pattern pattern;
    pattern.rows[0] = first_row(triplets, found);
    thread_local std::vector<Candidate> before;
    for (int depth = 1; depth < 9; ++depth) {
        before.swap(found);
        LeastRow least(found);
        for (Candidate const& candidate : before)
            for (std::uint16_t rows = rows_allowed(candidate, depth); rows; rows &= rows - 1) {
                int row = std::countr_zero(rows);
                least.offer(candidate, depth, row, extend(candidate, triplets[candidate.transposed][row]));
            }
        pattern.rows[depth] = least.least();
    }
    return pattern;
}

}  // namespace sudoku::canonical
