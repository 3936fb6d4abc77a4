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
        if (less_) {
            least_.maps = 0;
            least_.map = map_;
            least_.labels = labels_;
        }
        ++least_.maps;
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
        for (int j = 0; j < 9; ++j) {
            Digit label = label_at(map_.rows[depth], j);
            Digit& least = least_.digits[cell_at(depth, j)];
            if (!less_) {
                if (label > least) return false;
                less_ = label < least;
            }
            if (less_) least = label;
        }
        return true;
    }

    Rows const& rows_;
    ColumnOf const& column_of_;
    CellMap& map_;
    Least& least_;
    std::array<Digit, 10> labels_{};
    bool less_ = false;
};

// The orders of the columns worth comparing once the first row is chosen.
// The second row's first cell is at least 4 (the first box's other rows
// hold the first row's digits of other stacks), and 4 can always be had:
// put first any column c0; the second row is then the band's row x whose
// digit at c0 the first row holds at column t = pi_x(c0), and t is put
// first in the second stack. So only orders with some c0 and x that do so
// can be least, 9 x 2 x 24 of the 1,296. (x is indeed the row taken second:
// the other row's digit at c0 is at a column outside the first two
// stacks' first places, so its first cell is more than 4.)
void compare_orders_from(Rows const& rows, ColumnOf const& column_of, CellMap& map, Image& image) {
    int first = map.rows[0];
    for (int c0 = 0; c0 < 9; ++c0)
        for (int x = 3 * (first / 3); x < 3 * (first / 3) + 3; ++x) {
            if (x == first) continue;
            int t = column_of[first][rows[x][c0]];
            int s0 = c0 / 3, s1 = t / 3, s2 = 3 - s0 - s1;
            std::array<int, 2> rest0{3 * s0 + (c0 % 3 == 0 ? 1 : 0), 3 * s0 + (c0 % 3 == 2 ? 1 : 2)};
            std::array<int, 2> rest1{3 * s1 + (t % 3 == 0 ? 1 : 0), 3 * s1 + (t % 3 == 2 ? 1 : 2)};
            map.columns[0] = static_cast<std::uint8_t>(c0);
            map.columns[3] = static_cast<std::uint8_t>(t);
            for (int i = 0; i < 2; ++i)
                for (int k = 0; k < 2; ++k) {
                    map.columns[1] = static_cast<std::uint8_t>(rest0[i]);
                    map.columns[2] = static_cast<std::uint8_t>(rest0[1 - i]);
                    map.columns[4] = static_cast<std::uint8_t>(rest1[k]);
                    map.columns[5] = static_cast<std::uint8_t>(rest1[1 - k]);
                    for (Order const& order : orders) {
                        for (int j = 0; j < 3; ++j) map.columns[6 + j] = static_cast<std::uint8_t>(3 * s2 + order[j]);
                        image.compare();
                    }
                }
        }
}

}  // namespace

bool rows_and_columns_are_permutations(Grid const& grid) {
    for (int i = 0; i < 9; ++i) {
        std::uint16_t row = 0, column = 0;
        for (int j = 0; j < 9; ++j) {
            row = static_cast<std::uint16_t>(row | 1 << grid[cell_at(i, j)]);
            column = static_cast<std::uint16_t>(column | 1 << grid[cell_at(j, i)]);
        }
        if (row != 0x3FE || column != 0x3FE) return false;
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
            compare_orders_from(rows, column_of, map, image);
        }
    }
    CanonicalForm out;
    out.automorphisms = least.maps;
    out.map = equivalence(least.map, least.labels);
    out.form.digits = least.digits;
    return out;
}

}  // namespace sudoku::canonical
