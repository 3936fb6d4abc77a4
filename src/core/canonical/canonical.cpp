#include "searches.hpp"

#include <algorithm>

namespace sudoku {
namespace canonical {

Equivalence equivalence(CellMap const& map, std::array<Digit, 10> labels) {
    Equivalence out;
    std::array<int, 9> row_part{}, column_part{};
    for (int i = 0; i < 9; ++i) row_part[i] = map.row_part(i), column_part[i] = map.column_part(i);
    for (int k = 0; k < 9; ++k)
        for (int j = 0; j < 9; ++j) out.cells[cell_at(k, j)] = static_cast<Cell>(row_part[k] + column_part[j]);
    std::uint16_t used = 0;
    for (Digit d = 1; d <= 9; ++d) used = static_cast<std::uint16_t>(used | 1 << labels[d]);
    Digit next = 1;
    for (Digit d = 1; d <= 9; ++d) {
        if (labels[d] != no_digit) continue;
        while (used >> next & 1) ++next;
        labels[d] = next++;
    }
    out.labels = labels;
    return out;
}

}  // namespace canonical

Grid apply(Equivalence const& map, Grid const& grid) {
    Grid out;
    for (Cell c = 0; c < cell_count; ++c) out[c] = map.labels[grid[map.cells[c]]];
    return out;
}

CanonicalForm canonical_form(Grid const& grid) {
    if (canonical::is_solution_grid(grid)) return canonical::form_of_full_grid(grid);
    return canonical::form_by_pattern(grid);
}

CanonicalForm canonical_pattern(Grid const& grid) {
    Grid ones;
    for (Cell c = 0; c < cell_count; ++c) ones[c] = grid[c] == no_digit ? no_digit : Digit{1};
    return canonical::form_by_pattern(ones);
}

}  // namespace sudoku
