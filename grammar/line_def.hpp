// The rules of one line of the challenge format. A line is a blank line, a
// comment ('#' or '-- ' first), or a row of nine cells separated by single
// spaces. The line end (LF, or CRLF) has been taken off by the reader.
#pragma once

#include "ast.hpp"
#include "error_handler.hpp"
#include "line.hpp"

#include <boost/spirit/home/x3.hpp>

namespace sudoku::grammar {
namespace rules {

using x3::attr;
using x3::char_;
using x3::eoi;
using x3::expect;
using x3::lit;
using x3::omit;
using x3::repeat;

// Every rule an expectation can fail on is named for what it expects.
x3::rule<class cell_class, char> const cell = expected::cell;
x3::rule<class separator_class> const separator = expected::separator;
x3::rule<class row_end_class> const row_end = expected::row_end;
x3::rule<class comment_end_class> const comment_end = expected::comment_text;
x3::rule<class blank_class, ast::Blank> const blank = "blank line";
x3::rule<class comment_class, ast::Comment> const comment = "comment";
x3::rule<class row_class, ast::Row> const row = "row";
line_type const line = "line";

auto const cell_def = char_('1', '9') | char_('_');
auto const separator_def = lit(' ');
auto const row_end_def = eoi;
auto const comment_end_def = eoi;

auto const blank_def = eoi >> attr(ast::Blank{});
auto const comment_text = char_(' ', '~') | char_('\t');
auto const comment_def =
    (lit('#') | lit("-- ")) >> omit[*comment_text] >> expect[comment_end] >> attr(ast::Comment{});
// Once a line is neither blank nor a comment it must be a row: no backtracking.
auto const row_def = expect[cell] >> repeat(8)[expect[separator] >> expect[cell]] >> expect[row_end];
auto const line_def = blank | comment | row;

BOOST_SPIRIT_DEFINE(cell, separator, row_end, comment_end, blank, comment, row, line)

struct line_class : error_handler_base {};

}  // namespace rules

rules::line_type const& line() { return rules::line; }

}  // namespace sudoku::grammar
