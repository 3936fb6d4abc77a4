// Declaration of the rule that classifies and validates one line. Its
// definition is compiled once, in line.cpp.
#pragma once

#include "ast.hpp"

#include <boost/spirit/home/x3.hpp>

namespace sudoku::grammar {

namespace x3 = boost::spirit::x3;

namespace rules {
struct line_class;
using line_type = x3::rule<line_class, ast::Line>;
BOOST_SPIRIT_DECLARE(line_type)
}  // namespace rules

rules::line_type const& line();

}  // namespace sudoku::grammar
