// What one line of input can be, in any format, as the rules build it:
// the kinds of parsed_line.hpp in a variant Spirit can fill.
#pragma once

#include "parsed_line.hpp"

#include <boost/spirit/home/x3/support/ast/variant.hpp>

namespace sudoku::grammar::ast {

namespace x3 = boost::spirit::x3;

struct Line : x3::variant<Blank, Comment, Cells, CandidateRow, BoxRule> {
    using base_type::base_type;
    using base_type::operator=;
};

}  // namespace sudoku::grammar::ast
