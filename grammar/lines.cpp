// The one place the line rules are compiled.
#include "lines_def.hpp"
#include "config.hpp"

namespace sudoku::grammar::rules {
BOOST_SPIRIT_INSTANTIATE(grid_line_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(puzzle_line_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(puzzle_cells_type, iterator_type, x3::unused_type)
BOOST_SPIRIT_INSTANTIATE(marks_line_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(marks_cells_type, iterator_type, x3::unused_type)
BOOST_SPIRIT_INSTANTIATE(candidates_line_type, iterator_type, context_type)
}  // namespace sudoku::grammar::rules
