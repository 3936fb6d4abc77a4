// One copy of the search for one instruction set, its exported entry points
// under the namespace SUDOKU_SEARCH_COPY. The includer names the copy and
// opens the target region after the standard headers (SUDOKU_SEARCH_TARGET),
// so that every inline function the copies might share is compiled for the
// portable target; everything in the region has internal linkage or a name
// of its own.
namespace sudoku::SUDOKU_SEARCH_COPY {
namespace {
#include "band_state.ipp"
#include "band_search.ipp"
}  // namespace

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any) { return count_here(puzzle, limit, any); }
Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest) {
    return solve_here(puzzle, count_limit, smallest);
}
Count count_solutions(PencilMarks const& marks, unsigned limit, Grid* any) { return count_here(marks, limit, any); }
Solution solve(PencilMarks const& marks, unsigned count_limit, bool smallest) {
    return solve_here(marks, count_limit, smallest);
}

}  // namespace sudoku::SUDOKU_SEARCH_COPY
