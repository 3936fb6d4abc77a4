// What one line of the challenge format can be.
#pragma once

#include <boost/spirit/home/x3/support/ast/variant.hpp>

#include <string>

namespace sudoku::grammar::ast {

namespace x3 = boost::spirit::x3;

struct Blank {};
struct Comment {};

// The nine cells of a row, left to right, each '1'-'9' or '_'.
using Row = std::string;

struct Line : x3::variant<Blank, Comment, Row> {
    using base_type::base_type;
    using base_type::operator=;
};

}  // namespace sudoku::grammar::ast
