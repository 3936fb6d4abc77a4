// The one place the line rule is compiled.
#include "line_def.hpp"
#include "config.hpp"

namespace sudoku::grammar::rules {
BOOST_SPIRIT_INSTANTIATE(line_type, iterator_type, context_type)
}  // namespace sudoku::grammar::rules
