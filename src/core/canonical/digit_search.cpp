// The second half of a puzzle's canonical form: of the maps that give the
// least pattern, those whose digits, relabelled by first appearance (the
// least relabelling of any one map), read least.
#include "pattern_search.hpp"
#include "searches.hpp"

#include <bit>

namespace sudoku::canonical {
namespace {

// The least pattern's givens, in reading order: the only cells where the
// candidates' images differ.
struct Givens {
    std::array<Cell, cell_count> cells{};
    int count = 0;
};

Givens givens_of(Pattern const& pattern) {
    Givens out;
    for (int k = 0; k < 9; ++k)
        for (unsigned bits = pattern.rows[k]; bits; bits &= ~(0x100u >> (std::countl_zero(bits) - 23)))
            out.cells[out.count++] = cell_at(k, std::countl_zero(bits) - 23);
    return out;
}

// Columns no given of the pattern is in may trade places without changing
// the image, so of the orders of a stack that differ by such trades one
// stands for all: the one that keeps those columns in source order.
struct StackChoices {
    OrderSet orders = 0;
    std::uint64_t each_stands_for = 1;
};

StackChoices choices(OrderSet set, std::uint8_t empty_columns) {
    StackChoices out;
    static constexpr std::uint64_t factorial[] = {1, 1, 2, 6};
    out.each_stands_for = factorial[std::popcount(empty_columns)];
    for (int p = 0; p < 6; ++p) {
        if (!(set >> p & 1)) continue;
        int last = -1;
        bool in_order = true;
        for (int k = 0; k < 3; ++k)
            if (empty_columns >> k & 1) {
                in_order = in_order && orders[p][k] > last;
                last = orders[p][k];
            }
        if (in_order) out.orders = static_cast<OrderSet>(out.orders | 1 << p);
    }
    return out;
}

// Compares one map's image with the least, relabelling as it reads, and
// makes it the least if it is less.
void compare(Grid const& grid, CellMap const& map, Givens const& givens, std::uint64_t maps, Least& least) {
    std::array<Digit, 10> labels{};
    Digit next = 1;
    bool less = false;
    for (int i = 0; i < givens.count; ++i) {
        Cell c = givens.cells[i];
        Digit d = grid[map.source(row_of(c), column_of(c))];
        if (labels[d] == no_digit) labels[d] = next++;
        if (!least.read(i, labels[d], less)) return;
    }
    least.found(map, labels, less, maps);
}

// Each map a candidate stands for, up to trades of empty columns.
void compare_all(Grid const& grid, Candidate const& candidate, std::array<std::uint8_t, 3> const& empty_columns,
                 Givens const& givens, Least& least) {
    CellMap map{candidate.transposed, candidate.rows, {}};
    for (OrderSet stack_set = candidate.stack_orders; stack_set; stack_set &= stack_set - 1) {
        Order const& stacks = orders[std::countr_zero(stack_set)];
        std::array<StackChoices, 3> stack;
        for (int j = 0; j < 3; ++j) stack[j] = choices(candidate.column_orders[stacks[j]], empty_columns[j]);
        std::uint64_t maps = stack[0].each_stands_for * stack[1].each_stands_for * stack[2].each_stands_for;
        for (OrderSet a = stack[0].orders; a; a &= a - 1) {
            map.place_stack(0, stacks[0], orders[std::countr_zero(a)]);
            for (OrderSet b = stack[1].orders; b; b &= b - 1) {
                map.place_stack(1, stacks[1], orders[std::countr_zero(b)]);
                for (OrderSet c = stack[2].orders; c; c &= c - 1) {
                    map.place_stack(2, stacks[2], orders[std::countr_zero(c)]);
                    compare(grid, map, givens, maps, least);
                }
            }
        }
    }
}

// With one digit or none, every map that gives the least pattern gives the
// least image: they are counted, not compared.
CanonicalForm count_all(Grid const& grid, Pattern const& pattern, std::vector<Candidate> const& found) {
    CanonicalForm out;
    for (Candidate const& candidate : found) {
        std::uint64_t maps = static_cast<std::uint64_t>(std::popcount(candidate.stack_orders));
        for (OrderSet set : candidate.column_orders) maps *= static_cast<std::uint64_t>(std::popcount(set));
        out.automorphisms += maps;
    }
    Candidate const& first = found.front();
    CellMap map{first.transposed, first.rows, {}};
    Order const& stacks = orders[std::countr_zero(first.stack_orders)];
    for (int j = 0; j < 3; ++j) map.place_stack(j, stacks[j], orders[std::countr_zero(first.column_orders[stacks[j]])]);
    std::array<Digit, 10> labels{};
    for (Digit d : grid.digits) labels[d] = d == no_digit ? no_digit : Digit{1};  // one digit at most
    out.map = equivalence(map, labels);
    for (int k = 0; k < 9; ++k)
        for (int j = 0; j < 9; ++j) out.form[cell_at(k, j)] = pattern.given(k, j) ? Digit{1} : no_digit;
    return out;
}

int distinct_digits(Grid const& grid) {
    std::uint16_t seen = 0;
    for (Digit d : grid.digits) seen = static_cast<std::uint16_t>(seen | 1 << d);
    return std::popcount(static_cast<std::uint16_t>(seen & ~1u));
}

}  // namespace

CanonicalForm form_by_pattern(Grid const& grid) {
    thread_local std::vector<Candidate> found;
    Pattern const pattern = least_pattern(grid, found);
    if (distinct_digits(grid) <= 1) return count_all(grid, pattern, found);
    std::uint16_t columns_given = 0;
    for (std::uint16_t row : pattern.rows) columns_given = static_cast<std::uint16_t>(columns_given | row);
    std::array<std::uint8_t, 3> empty_columns{};
    for (int j = 0; j < 9; ++j)
        if (!(columns_given >> (8 - j) & 1)) empty_columns[j / 3] = static_cast<std::uint8_t>(empty_columns[j / 3] | 1 << j % 3);
    Givens const givens = givens_of(pattern);
    Least least;
    for (Candidate const& candidate : found) compare_all(grid, candidate, empty_columns, givens, least);
    CanonicalForm out;
    out.automorphisms = least.maps;
    out.map = equivalence(least.map, least.labels);
    for (int i = 0; i < givens.count; ++i) out.form[givens.cells[i]] = least.digits[i];
    return out;
}

}  // namespace sudoku::canonical
