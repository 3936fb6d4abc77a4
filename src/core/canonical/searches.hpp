// The two searches for a canonical form, one for what each is quickest at.
#pragma once

#include "maps.hpp"

namespace sudoku::canonical {

// Any grid: the maps that give the least pattern of givens (pattern_search),
// then, of those, the ones whose digits relabelled are least.
CanonicalForm form_by_pattern(Grid const& grid);

// A solution grid (every row, column and box holds each digit once):
// whatever row comes first and however the columns go, the first row is
// relabelled 1-9, and each next row is then the one whose first cell is
// least. (The second row's first cell is at least 4 by the boxes.)
bool is_solution_grid(Grid const& grid);
CanonicalForm form_of_full_grid(Grid const& grid);

}  // namespace sudoku::canonical
