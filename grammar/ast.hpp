// What one line of input can be, in either format.
#pragma once

#include <boost/spirit/home/x3/support/ast/variant.hpp>

#include <string>

namespace sudoku::grammar::ast {

namespace x3 = boost::spirit::x3;

struct Blank {};
struct Comment {};

// The cells of a line, left to right, as written: a grid row holds nine
// ('1'-'9' or '_'), a puzzle line 81 ('1'-'9', '.' or '0').
using Cells = std::string;

struct Line : x3::variant<Blank, Comment, Cells> {
    using base_type::base_type;
    using base_type::operator=;
};

}  // namespace sudoku::grammar::ast
