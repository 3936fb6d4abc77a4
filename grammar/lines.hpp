// Declarations of the line rules, one per input format, and the lean rules. Their
// definitions are compiled once, in lines.cpp.
#pragma once

#include "ast.hpp"

#include <boost/spirit/home/x3.hpp>

namespace sudoku::grammar {

namespace x3 = boost::spirit::x3;

namespace rules {
struct grid_line_class;
struct puzzle_line_class;
struct puzzle_cells_class;
struct marks_line_class;
struct marks_cells_class;
using grid_line_type = x3::rule<grid_line_class, ast::Line>;
using puzzle_line_type = x3::rule<puzzle_line_class, ast::Line>;
using puzzle_cells_type = x3::rule<puzzle_cells_class>;
using marks_line_type = x3::rule<marks_line_class, ast::Line>;
using marks_cells_type = x3::rule<marks_cells_class>;
struct candidates_line_class;
using candidates_line_type = x3::rule<candidates_line_class, ast::Line>;
BOOST_SPIRIT_DECLARE(grid_line_type, puzzle_line_type, puzzle_cells_type, marks_line_type, marks_cells_type,
                     candidates_line_type)
}  // namespace rules

// A line of the grid format: blank, a comment ('#' or '-- '), or a row of
// nine cells separated by single spaces.
rules::grid_line_type const& grid_line();

// A line of the one-line format: blank, a comment (the same), or a whole puzzle
// as 81 cells in row-major order.
rules::puzzle_line_type const& puzzle_line();

// A puzzle line's 81 cells and nothing else: the line most input is made of,
// recognised with no attribute and no error handler, so that it costs no more
// than a test of each byte. It accepts exactly the lines puzzle_line takes as
// cells; a line it refuses goes to puzzle_line, which says why.
rules::puzzle_cells_type const& puzzle_cells();

// A line of the marks format: blank, a comment (the same), or a whole
// puzzle as 81 cells of 9 positions (format.hpp); and its lean rule, as
// puzzle_cells is to puzzle_line.
rules::marks_line_type const& marks_line();
rules::marks_cells_type const& marks_cells();

// A line of a candidate grid: blank, a comment (the same), a box rule, or a
// row of 9 cells of candidates (format.hpp).
rules::candidates_line_type const& candidates_line();

}  // namespace sudoku::grammar
