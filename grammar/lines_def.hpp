// The rules of the line formats (grid rows, puzzle lines, marks lines, the
// lines of a candidate grid). The
// line end (LF, or CRLF) has been taken off by the reader.
#pragma once

#include "ast.hpp"
#include "error_handler.hpp"
#include "lines.hpp"

#include <boost/spirit/home/x3.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace sudoku::grammar {
namespace rules {

using x3::attr;
using x3::char_;
using x3::eoi;
using x3::expect;
using x3::lit;
using x3::omit;
using x3::raw;
using x3::repeat;

// Every rule an expectation can fail on is named with the words for what it
// expects (error_handler.hpp tells the rule by its name).
x3::rule<class cell_class, char> const cell = expected_words(Rule::cell);
x3::rule<class separator_class> const separator = expected_words(Rule::separator);
x3::rule<class row_end_class> const row_end = expected_words(Rule::row_end);
x3::rule<class line_cell_class, char> const line_cell = expected_words(Rule::line_cell);
x3::rule<class line_end_class> const line_end = expected_words(Rule::line_end);
x3::rule<class marks_end_class> const marks_end = expected_words(Rule::marks_end);
x3::rule<class comment_end_class> const comment_end = expected_words(Rule::comment_text);
x3::rule<class blank_class, Blank> const blank = "blank line";
x3::rule<class grid_comment_class, Comment> const grid_comment = "comment";
x3::rule<class puzzle_comment_class, Comment> const puzzle_comment = "comment";
x3::rule<class row_class, Cells> const row = "row";
x3::rule<class cells_class, Cells> const cells = "puzzle";
x3::rule<class marks_class, Cells> const marks = "marks";
x3::rule<class marks_comment_class, Comment> const marks_comment = "comment";
x3::rule<class grid_cell_class, std::uint16_t> const grid_cell = expected_words(Rule::grid_cell);
x3::rule<class cell_gap_class> const cell_gap = expected_words(Rule::cell_gap);
x3::rule<class box_gap_class> const box_gap = expected_words(Rule::box_gap);
x3::rule<class grid_row_end_class> const grid_row_end = expected_words(Rule::grid_row_end);
x3::rule<class rule_part_class> const rule_dashes = expected_words(Rule::rule_part);
x3::rule<class rule_corner_class> const rule_corner = expected_words(Rule::rule_part);
x3::rule<class rule_end_class> const rule_end = expected_words(Rule::rule_end);
x3::rule<class candidate_row_class, CandidateRow> const candidate_row = "candidate row";
x3::rule<class box_rule_class, BoxRule> const box_rule = "box rule";
x3::rule<class candidates_comment_class, Comment> const candidates_comment = "comment";
candidates_line_type const candidates_line = "candidate grid line";
grid_line_type const grid_line = "grid line";
puzzle_line_type const puzzle_line = "puzzle line";
puzzle_cells_type const puzzle_cells = "puzzle";
marks_line_type const marks_line = "marks line";
marks_cells_type const marks_cells = "marks";

// A comment may hold any text, UTF-8 or another encoding, but no control
// character (the tab aside): those would upset a terminal that shows it.
auto const comment_text =
    omit[*(char_(' ', '~') | char_('\t') | char_('\x80', '\xFF'))] >> expect[comment_end];

auto const digit = char_(format::lowest_digit, format::highest_digit);
auto const cell_def = digit | char_(format::grid_empty);
auto const separator_def = lit(format::cell_separator);
auto const row_end_def = eoi;
// A puzzle line's cell, a digit or an empty cell (format::is_line_cell),
// tested by arithmetic on its byte, which whole_run below can apply to many
// bytes at once (a table look-up cannot be).
struct line_cell_char : x3::char_parser<line_cell_char> {
    using encoding = boost::spirit::char_encoding::standard;
    using attribute_type = char;
    static bool const has_attribute = true;
    template <typename Char, typename Context>
    bool test(Char c, Context const&) const { return format::is_line_cell(static_cast<char>(c)); }
};
auto const line_cell_def = line_cell_char{};

// repeat(N)[subject] for a parser of one character, when nothing but whether
// the run matches is asked: the input is checked once to hold N more bytes,
// and every byte is tested, without stopping at the first that fails, so
// that the compiler tests many at a time. On a well-formed line, the common
// case, repeat's test of the end and early exit at each byte cost more than
// the test itself.
template <std::size_t N, typename Subject>
struct whole_run : x3::parser<whole_run<N, Subject>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    explicit constexpr whole_run(Subject subject) : subject(subject) {}
    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& context, RContext&, Attribute&) const {
        if (static_cast<std::size_t>(last - first) < N) return false;
        unsigned char all = 1;  // (a bool here keeps GCC 12 from vectorizing the loop)
        for (std::size_t i = 0; i < N; ++i) all &= subject.test(first[i], context);
        if (all) first += N;
        return all != 0;
    }
    Subject subject;
};
// whole_run for a marks line, whose bytes are tested each against its own
// position's digit (format::is_mark), taken from a table rather than worked
// out from the offset, so that the loop compiles to the same vector compares.
struct whole_marks : x3::parser<whole_marks> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    static constexpr std::array<char, format::marks_width> digits = [] {
        std::array<char, format::marks_width> table{};
        for (std::size_t i = 0; i < table.size(); ++i) table[i] = format::candidate_at(i);
        return table;
    }();
    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const&, RContext&, Attribute&) const {
        if (static_cast<std::size_t>(last - first) < format::marks_width) return false;
        unsigned char all = 1;
        for (std::size_t i = 0; i < format::marks_width; ++i) {
            // The two eliminations are two apart: c minus the first is 0 or
            // 2 for them alone, one test where two compares cost more.
            static_assert(format::line_empty[1] - format::line_empty[0] == 2);
            auto c = static_cast<unsigned char>(first[i]);
            auto from_empty = static_cast<unsigned char>(c - format::line_empty[0]);
            all &= (c == static_cast<unsigned char>(digits[i])) | ((from_empty & 0xFD) == 0);
        }
        if (all) first += format::marks_width;
        return all != 0;
    }
};

// A marks line's position P (0-8) of a cell: its digit, or an elimination.
// One rule for each, all with the same name: the error handler tells them
// apart by the column.
template <int P>
struct candidate_class;
template <int P>
auto const candidate = x3::rule<candidate_class<P>>{expected_words(Rule::candidate)} =
    lit(static_cast<char>(format::lowest_digit + P)) | lit(format::line_empty[0]) | lit(format::line_empty[1]);
template <int... P>
constexpr auto positions(std::integer_sequence<int, P...>) {
    return (expect[candidate<P>] >> ...);
}
auto const marks_cell = positions(std::make_integer_sequence<int, format::mark_positions>{});

auto const line_end_def = eoi;
auto const marks_end_def = eoi;
auto const comment_end_def = eoi;

auto const blank_def = eoi >> attr(Blank{});
// Both formats share the comment, so that a file's comments read the same
// whichever format it turns out to be.
// (Two rules of one definition: GCC 12 warns falsely, -Wmaybe-uninitialized,
// when one rule stands in both line rules.)
auto const comment =
    (lit(format::hash_comment) | lit(format::dash_comment)) >> comment_text >> attr(Comment{});
auto const grid_comment_def = comment;
auto const puzzle_comment_def = comment;
// Once a line is neither blank nor a comment it must be cells: no backtracking.
auto const row_def =
    expect[cell] >> repeat(format::row_cells - 1)[expect[separator] >> expect[cell]] >> expect[row_end];
// The cells taken as written (raw), in one string, not pushed one by one.
// Well-formed lines are mostly taken by puzzle_cells first (parse_line.cpp),
// so this rule's cost, an expectation at each cell, falls on the others.
auto const cells_def = raw[repeat(format::line_width)[expect[line_cell]]] >> expect[line_end];
auto const grid_line_def = blank | grid_comment | row;
auto const puzzle_line_def = blank | puzzle_comment | cells;
auto const puzzle_cells_def = whole_run<format::line_width, line_cell_char>(line_cell_def) >> eoi;
// Marks as puzzle lines: the strict rule for the lines the lean one refuses.
auto const marks_def = raw[repeat(cell_count)[marks_cell]] >> expect[marks_end];
auto const marks_comment_def = comment;
auto const marks_line_def = blank | marks_comment | marks;
auto const marks_cells_def = whole_marks{} >> eoi;

// A candidate grid's cell: its candidates' digits in increasing order, each
// at most once, as bits; or '.' or '0' for a cell with no candidate left,
// as HoDoKu writes it. A digit not above the one before it fails an
// expectation there, which names the order.
struct candidate_digits : x3::parser<candidate_digits> {
    using attribute_type = std::uint16_t;
    static bool const has_attribute = true;
    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const&, RContext&, Attribute& attribute) const {
        if (first == last) return false;
        std::uint16_t bits = 0;
        if (*first == format::line_empty[0] || *first == format::line_empty[1]) {
            ++first;
        } else {
            if (!format::is_digit(*first)) return false;
            for (char previous = '0'; first != last && format::is_digit(*first); previous = *first++) {
                if (*first <= previous) throw x3::expectation_failure<Iterator>(first, expected_words(Rule::in_order));
                bits = static_cast<std::uint16_t>(bits | 1u << (*first - '0'));
            }
        }
        x3::traits::move_to(bits, attribute);
        return true;
    }
};

// Runs of spaces stand between cells, as wide as the tools pad them; a '|'
// may stand only between boxes, with spaces either side, and at either end.
// After a '|' a space must follow: what stands there instead is the error.
auto const spaces = +lit(format::cell_separator);
auto const grid_cell_def = candidate_digits{};
auto const cell_gap_def = spaces;
auto const box_gap_def = spaces >> -(lit(format::box_bar) >> expect[cell_gap]);
auto const grid_row_end_def = -(spaces >> lit(format::box_bar)) >> eoi;
auto const candidate_box = expect[grid_cell] >> expect[cell_gap] >> expect[grid_cell] >> expect[cell_gap] >>
                           expect[grid_cell];
auto const candidate_row_def = omit[-(lit(format::box_bar) >> expect[cell_gap])] >> candidate_box >> expect[box_gap] >>
                               candidate_box >> expect[box_gap] >> candidate_box >> expect[grid_row_end];
// A box rule: a corner, then three runs of '-' each ended by a corner. A
// line that begins with a corner and a '-' is meant as one; any other goes on
// to be read as a row (". 2 3 ..." begins with a cell with no candidate).
auto const corner = char_(format::rule_corners);
auto const rule_dashes_def = +lit(format::rule_dash);
auto const rule_corner_def = omit[corner];
auto const rule_end_def = eoi;
auto const rule_run = expect[rule_dashes] >> expect[rule_corner];
auto const box_rule_def = omit[corner] >> &lit(format::rule_dash) >> rule_run >> rule_run >> rule_run >>
                          expect[rule_end] >> attr(BoxRule{});
auto const candidates_comment_def = comment;
auto const candidates_line_def = blank | candidates_comment | box_rule | candidate_row;

BOOST_SPIRIT_DEFINE(grid_cell, cell_gap, box_gap, grid_row_end, rule_dashes, rule_corner, rule_end,
                    candidate_row, box_rule, candidates_comment, candidates_line)

BOOST_SPIRIT_DEFINE(cell, separator, row_end, line_cell, line_end, comment_end, blank,
                    grid_comment, puzzle_comment, row, cells, grid_line, puzzle_line, puzzle_cells,
                    marks_end, marks, marks_comment, marks_line, marks_cells)

struct grid_line_class : error_handler_base {};
struct puzzle_line_class : error_handler_base {};
struct marks_line_class : error_handler_base {};
struct candidates_line_class : error_handler_base {};

}  // namespace rules

rules::grid_line_type const& grid_line() { return rules::grid_line; }
rules::puzzle_line_type const& puzzle_line() { return rules::puzzle_line; }
rules::puzzle_cells_type const& puzzle_cells() { return rules::puzzle_cells; }
rules::marks_line_type const& marks_line() { return rules::marks_line; }
rules::marks_cells_type const& marks_cells() { return rules::marks_cells; }
rules::candidates_line_type const& candidates_line() { return rules::candidates_line; }

}  // namespace sudoku::grammar
