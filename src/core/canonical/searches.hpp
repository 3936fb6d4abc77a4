// The two searches for a canonical form, one for what each is quickest at.
#pragma once

#include "maps.hpp"

namespace sudoku::canonical {

// Any grid: the maps that give the least pattern of givens (pattern_search),
// then, of those, the ones whose digits relabelled are least.
CanonicalForm form_by_pattern(Grid const& grid);

// A full grid whose every row and column holds each digit once: whatever
// row comes first and however the columns go, the first row is relabelled
// 1-9, and each next row is then the one whose first cell is least.
bool rows_and_columns_are_permutations(Grid const& grid);
CanonicalForm form_of_full_grid(Grid const& grid);

}  // namespace sudoku::canonical
