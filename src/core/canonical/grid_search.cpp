// A full grid's canonical form. Every map gives a full image, so the
// pattern decides nothing; but once the first row and the order of the
// columns are chosen, the relabelling is fixed (the first row reads 1-9),
// and the rest of the map with it: each column holds each digit once, so of
// the rows that may come next exactly one has the least first cell.
#include "searches.hpp"

#include <bit>

namespace sudoku::canonical {
namespace {

// A grid's digits row by row, as given or transposed: the rest of a map
// permutes rows and columns only.
using Rows = std::array<std::array<Digit, 9>, 9>;
struct Orientations {
    std::array<Rows, 2> of;  // of[0]: as given; of[1]: transposed
};

Orientations orientations(Grid const& grid) {
    Orientations out;
    for (int row = 0; row < 9; ++row)
        for (int column = 0; column < 9; ++column) {
            out.of[0][row][column] = grid[cell_at(row, column)];
            out.of[1][column][row] = grid[cell_at(row, column)];
        }
    return out;
}

// Each source row's columns by digit: where row r holds d.
using ColumnOf = std::array<std::array<std::uint8_t, 10>, 9>;

// One choice of orientation, first row and columns, its image read row by
// row against the least and abandoned at its first greater cell.
class Image {
public:
    Image(Rows const& rows, ColumnOf const& column_of, CellMap& map, Least& least)
        : rows_(rows), column_of_(column_of), map_(map), least_(least) {}

    void compare() {
        std::array<std::uint8_t, 9> place{};  // source column -> canonical column
        for (int j = 0; j < 9; ++j) place[map_.columns[j]] = static_cast<std::uint8_t>(j);
        for (Digit d = 1; d <= 9; ++d) labels_[d] = static_cast<Digit>(place[column_of_[map_.rows[0]][d]] + 1);
        less_ = false;
        int first_band = map_.rows[0] / 3;
        if (!rest_of_band(first_band, 1)) return;
        int second_band = next_band(1 << first_band);
        if (!rest_of_band(second_band, 3)) return;
        int third_band = 3 - first_band - second_band;
        if (!rest_of_band(third_band, 6)) return;
        least_.found(map_, labels_, less_, 1);
    }

private:
    Digit label_at(int row, int j) const { return labels_[rows_[row][map_.columns[j]]]; }

    // The band not in `used` whose least first cell is least.
    int next_band(int used) const {
        int best_band = -1;
        Digit best = 10;
        for (int row = 0; row < 9; ++row) {
            if (used >> (row / 3) & 1) continue;
            Digit label = label_at(row, 0);
            if (label < best) best = label, best_band = row / 3;
        }
        return best_band;
    }

    // Canonical rows from `depth` to the band's end: each the band's row,
    // of those not yet placed, whose first cell is least.
    bool rest_of_band(int band, int depth) {
        int open = depth % 3 == 0 ? 0x7 : 0x7 & ~(1 << map_.rows[0] % 3);
        for (; open != 0; ++depth) {
            int best_row = 0;
            Digit best = 10;
            for (int i = 0; i < 3; ++i)
                if (open >> i & 1 && label_at(3 * band + i, 0) < best) best = label_at(3 * band + i, 0), best_row = i;
            open &= ~(1 << best_row);
            map_.rows[depth] = static_cast<std::uint8_t>(3 * band + best_row);
            if (!row_against_least(depth)) return false;
        }
        return true;
    }

    bool row_against_least(int depth) {
        for (int j = 0; j < 9; ++j)
            if (!least_.read(cell_at(depth, j), label_at(map_.rows[depth], j), less_)) return false;
        return true;
    }

    Rows const& rows_;
    ColumnOf const& column_of_;
    CellMap& map_;
    Least& least_;
    std::array<Digit, 10> labels_{};
    bool less_ = false;
};

// The orders of the columns that can make the second row least, once the
// first row r and the second x are chosen. With the first row read 1-9, the
// second reads, at canonical column j, one more than the place given to
// pi(C(j)), where pi(c) is the column at which r holds x's digit at c. So
// the columns are chosen place by place, and each time pi of the column
// chosen is given the first place still open to it (in its stack's
// canonical stack, or in the next stack not yet placed): any other place
// makes that cell greater. Only columns that tie branch; a cell above the
// least second row so far ends the branch. Each order found is then read
// whole by Image. (x is the row taken second: at the first column its cell
// is 4, the least any row of the band can have there.)
class SecondRow {
public:
    SecondRow(std::array<std::uint8_t, 9> const& pi, CellMap& map, Image& image, Least const& least)
        : pi_(pi), map_(map), image_(image), least_(least) {}

    void search() {
        column_at_.fill(none);
        place_of_.fill(none);
        stack_at_.fill(none);
        place(0, false);
    }

private:
    static constexpr std::uint8_t none = 0xFF;

    void place(int j, bool less) {
        if (j == 9) {
            map_.columns = column_at_;
            return image_.compare();
        }
        if (column_at_[j] != none) return take(j, column_at_[j], less);
        int stack = stack_at_[j / 3];
        for (int c = 0; c < 9; ++c) {
            bool open = stack == none ? !stack_placed(c / 3) : c / 3 == stack;
            if (open && place_of_[c] == none) take(j, c, less);
        }
    }

    // Column c at place j (already there when it was reserved), pi(c) at its
    // first open place, then the next place; all undone after.
    void take(int j, int c, bool less) {
        auto saved_columns = column_at_;
        auto saved_places = place_of_;
        auto saved_stacks = stack_at_;
        assign(j, c);
        int v = pi_[c];
        if (place_of_[v] == none) assign(first_open_place(v / 3), v);
        auto cell = static_cast<Digit>(place_of_[v] + 1);
        Digit least = least_.digits[cell_at(1, j)];
        if (less || cell <= least) place(j + 1, less || cell < least);
        column_at_ = saved_columns;
        place_of_ = saved_places;
        stack_at_ = saved_stacks;
    }

    void assign(int j, int c) {
        column_at_[j] = static_cast<std::uint8_t>(c);
        place_of_[c] = static_cast<std::uint8_t>(j);
        stack_at_[j / 3] = static_cast<std::uint8_t>(c / 3);
    }

    bool stack_placed(int source) const {
        return stack_at_[0] == source || stack_at_[1] == source || stack_at_[2] == source;
    }

    int first_open_place(int source) const {
        int k = 0;
        while (k < 3 && stack_at_[k] != source) ++k;
        if (k == 3) {  // its stack is not placed yet: the next canonical stack
            k = 0;
            while (stack_at_[k] != none) ++k;
        }
        int p = 3 * k;
        while (column_at_[p] != none) ++p;
        return p;
    }

    std::array<std::uint8_t, 9> const& pi_;
    CellMap& map_;
    Image& image_;
    Least const& least_;
    std::array<std::uint8_t, 9> column_at_{};  // canonical column -> source column
    std::array<std::uint8_t, 9> place_of_{};   // source column -> canonical column
    std::array<std::uint8_t, 3> stack_at_{};   // canonical stack -> source stack
};

void compare_orders_from(Rows const& rows, ColumnOf const& column_of, CellMap& map, Image& image, Least const& least) {
    int first = map.rows[0];
    for (int x = 3 * (first / 3); x < 3 * (first / 3) + 3; ++x) {
        if (x == first) continue;
        std::array<std::uint8_t, 9> pi{};
        for (int c = 0; c < 9; ++c) pi[c] = column_of[first][rows[x][c]];
        SecondRow(pi, map, image, least).search();
    }
}

}  // namespace

bool is_solution_grid(Grid const& grid) {
    for (int i = 0; i < 9; ++i) {
        std::uint16_t row = 0, column = 0, box = 0;
        for (int j = 0; j < 9; ++j) {
            row = static_cast<std::uint16_t>(row | 1 << grid[cell_at(i, j)]);
            column = static_cast<std::uint16_t>(column | 1 << grid[cell_at(j, i)]);
            box = static_cast<std::uint16_t>(box | 1 << grid[cell_at(i / 3 * 3 + j / 3, i % 3 * 3 + j % 3)]);
        }
        if (row != 0x3FE || column != 0x3FE || box != 0x3FE) return false;
    }
    return true;
}

CanonicalForm form_of_full_grid(Grid const& grid) {
    Orientations const oriented = orientations(grid);
    Least least;
    for (int d = 1; d <= 9; ++d) least.digits[d - 1] = static_cast<Digit>(d);  // every first row reads 1-9
    for (std::uint8_t transposed = 0; transposed < 2; ++transposed) {
        Rows const& rows = oriented.of[transposed];
        ColumnOf column_of{};
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) column_of[r][rows[r][c]] = static_cast<std::uint8_t>(c);
        CellMap map;
        map.transposed = transposed;
        Image image(rows, column_of, map, least);
        for (int first = 0; first < 9; ++first) {
            map.rows[0] = static_cast<std::uint8_t>(first);
            compare_orders_from(rows, column_of, map, image, least);
        }
    }
    CanonicalForm out;
    out.automorphisms = least.maps;
    out.map = equivalence(least.map, least.labels);
    out.form.digits = least.digits;
    return out;
}

}  // namespace sudoku::canonical
