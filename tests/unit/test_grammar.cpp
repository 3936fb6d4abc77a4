// The line grammar: what it accepts, and for each kind of rejection the exact
// column and message.
#define BOOST_TEST_MODULE grammar
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "grammar/parse_line.hpp"

#include <optional>

#include <string>
#include <vector>

namespace grammar = sudoku::grammar;
using namespace std::string_literals;

namespace {

using grammar::Format;
using grammar::Rule;

// A message as the grammar words it, and the rule it names.
struct Message {
    Rule rule;
    std::string text;
};

struct Rejection {
    std::string line;
    std::size_t column;
    Message message;
    std::optional<Format> looks_like = {};  // the other format, hinted at
};

std::ostream& operator<<(std::ostream& out, Rejection const& r) { return out << '"' << r.line << '"'; }

// The two halves of every message: what the rule expected, and what was found.
struct Expected {
    Rule rule;
    std::string text;
    Message operator+(char const* found) const { return {rule, std::string(text).append(found)}; }
};

Expected const cell{Rule::cell, "expected a cell (a digit 1-9 or '_'), found "};
Expected const separator{Rule::separator, "expected a single space between cells, found "};
Expected const row_end{Rule::row_end, "expected the end of the row after 9 cells, found "};
Expected const comment{Rule::comment_text, "expected printable text in the comment, found "};
Expected const line_cell{Rule::line_cell, "expected a cell (a digit 1-9, or '.' or '0' when empty), found "};
Expected const line_end{Rule::line_end, "expected the end of the line after 81 cells, found "};
Expected const blank{Rule::blank_line, "expected a blank line, found "};

std::string const puzzle = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

// The puzzle's 81 cells with a space between each two, empty cells as `empty`.
std::string spaced(char empty) {
    std::string text;
    for (char c : puzzle) {
        if (!text.empty()) text.push_back(' ');
        text.push_back(c == '.' ? empty : c);
    }
    return text;
}

std::string const comment_line_hint =
    " (text after the 81 cells goes on a comment line of its own, beginning with '#' or '-- ')";

Rejection const rejections[] = {
    {"_ 5 _\t_ 8 _ 1 2 _", 6, separator + "a tab"},
    {"7 _ 9  1 _ 3 _ 5 6", 7, cell + "a second space"},
    {" _ 3 _ _ 6 7 _ 9 _", 1, cell + "a space at the start of the row"},
    {"5 _ 7 8 _ _ _ 3 _ ", 18, row_end + "a trailing space"},
    {"5 _ 7 8 _ _ _ 3 _\t", 18, row_end + "a tab"},
    {"8 0 1 _ 3 _ 5 _ 7", 3, cell + "'0' (an empty cell is written '_')"},
    {"_ 4 _ . 7 8 _ 1 _", 7, cell + "'.' (an empty cell is written '_')"},
    {"0 4 _ _ 7 8 _ 1 _", 1, cell + "'0' (an empty cell is written '_')"},
    {"6 _ 8 _ _ 2 _ 4", 16, separator + "the end of the line after 8 cells"},
    {"6 _", 4, separator + "the end of the line after 2 cells"},
    {"6 _ 8 _ _ 2 _ 4 ", 17, cell + "the end of the line"},
    {"_ 1 2 _ 4 5 _ 7 8 9", 18, row_end + "a 10th cell"},
    {"_ 1 2 _ 4 5 _ 7 89", 18, row_end + "'89' (a cell is one character)"},
    {"1 2 3 4 5 6 7 8 12345", 18, row_end + "'12345'", Format::marks},  // a candidate grid's row
    {"12345", 2, separator + "'12345' (a cell is one character)"},
    {"1 2 3 456789123456789 5", 8, separator + "'456789123456' (a cell is one character)"},
    {"1x _ 3 _ _ 6 _ 8 _", 2, separator + "'1x' (a cell is one character)"},
    {"7 _ 9 1 \0 3 _ 5 6"s, 9, cell + "a NUL byte"},
    {"1 _ 3 _ _ \xe2\x91\xa5 _ 8 _", 11, cell + "the non-ASCII byte 0xE2"},
    {"_ 3 _ _ 6\r7 _ 9 _", 10, separator + "a carriage return that does not end the line"},
    {"_ 1 2 _ 4 5 _ 7 8\r", 18, row_end + "a carriage return that does not end the line"},
    {"8 _ 1 _ 3 x 5 _ 7", 11, cell + "'x'"},
    {"8 _ 1 _ 3 \x1b 5 _ 7", 11, cell + "the control character 0x1B"},
    {"1_ 3 _ _ 6 _ 8 _ _", 2, separator + "'1_' (a cell is one character)"},
    {"10 _ 3 _ _ 6 _ 8 _", 2, separator + "'10' (a cell is one character)"},
    // Text that is not cells gets the hint about comments; a row with a
    // wrong byte first does not.
    {"That is all.", 1, cell + "'T' (a comment begins with '#' or '-- ')"},
    {"--comment", 1, cell + "'-' (a comment begins with '#' or '-- ')"},
    {"// a comment", 1, cell + "'/' (a comment begins with '#' or '-- ')"},
    {"1. Easy", 2, separator + "'.' (a comment begins with '#' or '-- ')"},
    {"x _ 3 _ _ 6 _ 8 _", 1, cell + "'x'"},
    {"| 1 2 3 | 4 5 6 | 7 8 9 |", 1, cell + "'|'", Format::marks},
    {"456 456 456 7 8 9 1 2 3", 2, separator + "'456'", Format::marks},
    {".---.---.---.", 1, cell + "'.'", Format::marks},
    {"\xef\xbb\xbf" "1 _ 3 _ _ 6 _ 8 _", 1, cell + "a UTF-8 byte-order mark"},
    {"1 _ 3 _ _ 6 _ 8 \xef\xbb\xbf", 17, cell + "a UTF-8 byte-order mark"},
    {"\xef\xbb", 1, cell + "the non-ASCII byte 0xEF"},
    // A puzzle line read as the grid format.
    {"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..", 1,
     cell + "'.'", Format::line},
    {"1234567891234567891", 2, separator + "'2'"},  // not one in the line format either
    {puzzle + "\tfrom the forum", 1, cell + "'.'"},
    // Layouts of other programs' test data: the hint says how to mend them.
    {"530070000", 2,
     separator + "'530070000' (write the row as '5 3 _ _ 7 _ _ _ _': 9 cells separated by single "
                 "spaces, '_' for an empty cell)"},
    {"53__7____", 2,
     separator + "'53__7____' (write the row as '5 3 _ _ 7 _ _ _ _': 9 cells separated by single spaces)"},
    {"..53.....", 1,
     cell + "'.' (write the row as '_ _ 5 3 _ _ _ _ _': 9 cells separated by single spaces, '_' for an "
            "empty cell)"},
    {"123456789", 2,
     separator + "'123456789' (write the row as '1 2 3 4 5 6 7 8 9': 9 cells separated by single spaces)"},
    {"12345678", 2, separator + "'12345678' (a cell is one character)"},
    {spaced('_'), 18, row_end + "a 10th cell (the line holds all 81 cells: write them as 9 rows of 9 cells)"},
    {spaced('.'), 1,
     cell + "'.' (the line holds all 81 cells: write them as 9 rows of 9 cells, '_' for an empty cell)"},
    {spaced('0'), 1,
     cell + "'0' (the line holds all 81 cells: write them as 9 rows of 9 cells, '_' for an empty cell)"},
    {"  _ 3 _ _ 6 7 _ 9 _", 1,
     cell + "2 spaces at the start of the row (remove the indentation: a row begins with its first cell)"},
    {"\t_ 3 _ _ 6 7 _ 9 _", 1,
     cell + "a tab at the start of the row (remove the indentation: a row begins with its first cell)"},
    {"\t\t_ 3 _ _ 6 7 _ 9 _", 1,
     cell + "2 tabs at the start of the row (remove the indentation: a row begins with its first cell)"},
    {" \t_ 3 _ _ 6 7 _ 9 _", 1,
     cell + "spaces and tabs at the start of the row (remove the indentation: a row begins with its "
            "first cell)"},
    {" _ 3 _ _ 6 7 _ 9 x", 1, cell + "a space at the start of the row"},
    {"  . 3 . . 6 7 . 9 .", 1,  // what is wrong after the indentation is told next
     cell + "2 spaces at the start of the row (remove the indentation: a row begins with its first cell)"},
    {"  # a comment", 1, cell + "a space at the start of the row"},
    {"  ", 1, blank + "a line of white space (a blank line must be empty)"},
    {" ", 1, blank + "a space (a blank line must be empty)"},
    {"\t", 1, blank + "a tab (a blank line must be empty)"},
    {" \t ", 1, blank + "a line of white space (a blank line must be empty)"},
    {"# bell \x07 here", 8, comment + "the control character 0x07"},
    {"# del \x7f", 7, comment + "the control character 0x7F"},
    {"# caf\xc3\xa9\r", 8, comment + "a carriage return that does not end the line"},
    {"-- \0"s, 4, comment + "a NUL byte"},
};

Rejection const puzzle_line_rejections[] = {
    {puzzle + " ", 82, line_end + "a trailing space"},
    {puzzle + "5", 82, line_end + "an 82nd cell"},
    {puzzle.substr(0, 80), 81, line_cell + "the end of the line after 80 cells"},
    {"_" + puzzle.substr(1), 1, line_cell + "'_' (an empty cell is written '.' or '0' in the line format)"},
    {"1 _ 3 _ _ 6 _ 8 _", 2, line_cell + "a space", Format::grid},
    {"_ 5 _ _ 8 _ 1 2 _", 1, line_cell + "'_'", Format::grid},
    {"1 _ 3 _ _ 6 _ 8", 2, line_cell + "a space"},  // not a row either
    {puzzle + "\tfrom the forum", 82, line_end + ("a tab" + comment_line_hint).c_str()},
    {puzzle + " # 21 givens", 82, line_end + ("a space" + comment_line_hint).c_str()},
    {puzzle + "\t" + puzzle, 82, line_end + ("a tab" + comment_line_hint).c_str()},
    {puzzle + " \t", 82, line_end + "a trailing space"},
    {"_" + puzzle.substr(1) + "\tfrom the forum", 1,
     line_cell + "'_' (an empty cell is written '.' or '0' in the line format)"},
    {"  " + puzzle, 1,
     line_cell + "2 spaces at the start of the line (remove the indentation: a puzzle line begins with "
                 "its first cell)"},
    {" " + puzzle, 1, line_cell + "a space at the start of the line"},
    {spaced('.'), 2, line_cell + "a space (write the 81 cells with nothing between them)"},
    {spaced('_'), 1,
     line_cell + "'_' (write the 81 cells with nothing between them, '.' or '0' for an empty cell)"},
    {"Puzzles by Jos\xc3\xa9", 1, line_cell + "'P' (a comment begins with '#' or '-- ')"},
    {"--comment", 1, line_cell + "'-' (a comment begins with '#' or '-- ')"},
    {"--" + puzzle, 1, line_cell + "'-'"},
    {"x" + puzzle.substr(1), 1, line_cell + "'x'"},
    {"\xef\xbb\xbf" + puzzle, 1, line_cell + "a UTF-8 byte-order mark"},
    {" ", 1, blank + "a space (a blank line must be empty)"},
    {"# bell \x07", 8, comment + "the control character 0x07"},
};

void is_rejected_as(grammar::ParsedLine const& parsed, Rejection const& rejection) {
    auto const* error = std::get_if<grammar::LineError>(&parsed);
    BOOST_REQUIRE(error);
    BOOST_TEST(error->column == rejection.column);
    BOOST_TEST((error->expected == rejection.message.rule));
    BOOST_TEST(grammar::describe(*error) == rejection.message.text);
    BOOST_TEST((error->looks_like == rejection.looks_like));
}

}  // namespace

BOOST_DATA_TEST_CASE(each_puzzle_line_rejection_names_its_column_and_cause,
                     boost::unit_test::data::make(puzzle_line_rejections), rejection) {
    is_rejected_as(grammar::parse_puzzle_line(rejection.line), rejection);
}

BOOST_AUTO_TEST_CASE(both_formats_share_the_comment_which_holds_any_text_but_control_characters) {
    for (char const* line : {"# Puzzles by Jos\xc3\xa9", "-- \xef\xbb\xbf", "# Latin-1: Jos\xe9",
                             "-- ..53.....8......2", "#\t\x80\xff ~"}) {
        BOOST_TEST(std::holds_alternative<grammar::Comment>(grammar::parse_grid_line(line)), line);
        BOOST_TEST(std::holds_alternative<grammar::Comment>(grammar::parse_puzzle_line(line)), line);
    }
}

BOOST_AUTO_TEST_CASE(the_shape_of_a_line) {
    BOOST_TEST(grammar::format::looks_like_puzzle_line(puzzle));
    BOOST_TEST(grammar::format::looks_like_puzzle_line(puzzle + " \t "));
    BOOST_TEST(grammar::format::looks_like_puzzle_line("123456789012345678"));
    BOOST_TEST(!grammar::format::looks_like_puzzle_line("12345678901234567"));
    BOOST_TEST(!grammar::format::looks_like_puzzle_line("1 2 3 4 5 6 7 8 9 1 2 3"));
    BOOST_TEST(!grammar::format::looks_like_puzzle_line("12345678901234567 12345678901234567"));
    // The first word decides: indented, or with a comment after it, a puzzle line is one still.
    BOOST_TEST(grammar::format::looks_like_puzzle_line(puzzle.substr(0, 40) + "\t" + puzzle.substr(40)));
    BOOST_TEST(grammar::format::looks_like_puzzle_line(puzzle + "\tfrom the forum"));
    BOOST_TEST(grammar::format::looks_like_puzzle_line("  " + puzzle));
    BOOST_TEST(!grammar::format::looks_like_puzzle_line("  1 _ 3 _ _ 6 _ 8 _"));
    BOOST_TEST(!grammar::format::looks_like_puzzle_line(" \t "));
    // Most bytes, white space aside, are cells.
    BOOST_TEST(grammar::format::looks_like_cells(" _ 3 _ _ 6 7 _ 9 _"));
    BOOST_TEST(grammar::format::looks_like_cells("x _ 3 _ _ 6 _ 8 _"));
    BOOST_TEST(grammar::format::looks_like_cells("1,2,3,4,5,6,7,8,9"));
    BOOST_TEST(grammar::format::looks_like_cells("12"));
    BOOST_TEST(!grammar::format::looks_like_cells("1a"));
    BOOST_TEST(!grammar::format::looks_like_cells("Grid 01"));
    BOOST_TEST(!grammar::format::looks_like_cells("1. Easy"));
    BOOST_TEST(!grammar::format::looks_like_cells(" \t "));
    BOOST_TEST(!grammar::format::looks_like_cells(""));
}

BOOST_DATA_TEST_CASE(each_rejection_names_its_column_and_cause, boost::unit_test::data::make(rejections),
                     rejection) {
    is_rejected_as(grammar::parse_grid_line(rejection.line), rejection);
}

BOOST_AUTO_TEST_CASE(an_empty_line_is_blank) {
    BOOST_TEST(std::holds_alternative<grammar::Blank>(grammar::parse_grid_line("")));
}

BOOST_AUTO_TEST_CASE(comments_begin_with_a_hash_or_two_dashes_and_a_space) {
    for (char const* line : {"#", "# Go Challenge 8", "#\tindented", "-- ", "-- Lua style", "#_ 1 2"})
        BOOST_TEST(std::holds_alternative<grammar::Comment>(grammar::parse_grid_line(line)), line);
}

BOOST_AUTO_TEST_CASE(a_row_yields_its_nine_cells) {
    auto parsed = grammar::parse_grid_line("1 _ 3 _ _ 6 _ 8 9");
    auto const* row = std::get_if<grammar::Cells>(&parsed);
    BOOST_REQUIRE(row);
    BOOST_TEST(*row == "1_3__6_89");
}

BOOST_AUTO_TEST_CASE(every_digit_and_the_underscore_are_cells) {
    auto parsed = grammar::parse_grid_line("1 2 3 4 5 6 7 8 9");
    BOOST_TEST(std::get<grammar::Cells>(parsed) == "123456789");
    parsed = grammar::parse_grid_line("_ _ _ _ _ _ _ _ _");
    BOOST_TEST(std::get<grammar::Cells>(parsed) == "_________");
}

// A line of 81 is cells exactly when every byte is a digit, '.' or '0',
// whatever byte stands anywhere else: every byte at every column.
BOOST_AUTO_TEST_CASE(a_line_of_81_is_cells_exactly_when_every_byte_is_a_cell) {
    std::string const cells = std::string(40, '.') + "1234567890" + std::string(31, '9');
    for (std::size_t column = 0; column < cells.size(); ++column)
        for (int byte = 0; byte < 256; ++byte) {
            std::string line = cells;
            line[column] = static_cast<char>(byte);
            bool const cell = (byte >= '1' && byte <= '9') || byte == '.' || byte == '0';
            auto parsed = grammar::parse_puzzle_line(line);
            auto const* error = std::get_if<grammar::LineError>(&parsed);
            BOOST_TEST_CONTEXT("byte " << byte << " at column " << column + 1) {
                BOOST_TEST(std::holds_alternative<grammar::Cells>(parsed) == cell);
                BOOST_TEST(grammar::is_puzzle_cells(line) == cell);
                if (cell) BOOST_TEST(std::get<grammar::Cells>(parsed) == line);
                // Not a comment either: a bad byte in the first column is a
                // '#' or '-' (a comment's start) or an error there.
                if (!cell && byte != '#' && byte != '-') BOOST_TEST((error && error->column == column + 1));
            }
        }
}

// The lean rule takes 81 cells and nothing else: no other length, no line end.
BOOST_AUTO_TEST_CASE(only_81_cells_are_puzzle_cells) {
    std::string const cells = "1" + std::string(80, '.');
    BOOST_TEST(grammar::is_puzzle_cells(cells));
    for (std::string line : {""s, cells.substr(0, 80), cells + "1", cells + "\r", cells + " ", " " + cells,
                             cells + cells, "#" + cells.substr(1), "-- " + cells})
        BOOST_TEST(!grammar::is_puzzle_cells(line), '"' << line << '"');
}

// The marks line: 81 cells of 9 positions, digit d at position d while it is
// a candidate, '.' or '0' once eliminated.
namespace {

std::string const every_candidate = [] {
    std::string text;
    for (int cell = 0; cell < 81; ++cell) text += "123456789";
    return text;
}();

std::string with(std::string text, std::size_t column, std::string const& bytes) {
    return text.replace(column - 1, bytes.size(), bytes);
}

Expected const marks_end{Rule::marks_end, "expected the end of the line after 81 cells of 9 positions, found "};
std::string const length_hint = " (a marks line is 729 characters: 9 positions for each of the 81 cells)";

Message candidate(char const* expected, char const* found) {
    return {Rule::candidate, std::string("expected ") + expected + ", found " + found};
}

Rejection const marks_rejections[] = {
    {with(every_candidate, 3, "5"), 3,
     candidate("'3', '.' or '0' at position 3 of r1c1", "'5' (the candidate 5 is written at position 5 of its cell)")},
    {with(every_candidate, 115, "1"), 115,
     candidate("'7', '.' or '0' at position 7 of r2c4", "'1' (the candidate 1 is written at position 1 of its cell)")},
    {with(every_candidate, 729, "8"), 729,
     candidate("'9', '.' or '0' at position 9 of r9c9", "'8' (the candidate 8 is written at position 8 of its cell)")},
    {with(every_candidate, 10, "x"), 10, candidate("'1', '.' or '0' at position 1 of r1c2", "'x'")},
    {with(every_candidate, 20, "_"), 20, candidate("'2', '.' or '0' at position 2 of r1c3", "'_'")},
    {with(every_candidate, 41, "\t"), 41, candidate("'5', '.' or '0' at position 5 of r1c5", "a tab")},
    {with(every_candidate, 82, "\r"), 82,
     candidate("'1', '.' or '0' at position 1 of r2c1", "a carriage return that does not end the line")},
    {with(every_candidate, 83, "\xc3\xa9"), 83,
     candidate("'2', '.' or '0' at position 2 of r2c1", "the non-ASCII byte 0xC3")},
    {every_candidate.substr(0, 728), 729,
     candidate("'9', '.' or '0' at position 9 of r9c9", ("the end of the line after 728 characters" + length_hint).c_str())},
    // A line of another format given as marks: told so, as a puzzle line
    // given as a grid row is; a line that is no format's gets the length.
    {std::string(81, '.'), 82,
     candidate("'1', '.' or '0' at position 1 of r2c1", "the end of the line after 81 characters"), Format::line},
    {"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..", 3,
     candidate("'3', '.' or '0' at position 3 of r1c1", "'5'"), Format::line},
    {"1 _ 3 _ _ 6 _ 8 _", 2, candidate("'2', '.' or '0' at position 2 of r1c1", "a space"), Format::grid},
    {std::string(80, '.'), 81,
     candidate("'9', '.' or '0' at position 9 of r1c9", ("the end of the line after 80 characters" + length_hint).c_str())},
    {every_candidate + "1", 730, marks_end + ("a 730th character" + length_hint).c_str()},
    {every_candidate + every_candidate, 730, marks_end + ("a 730th character" + length_hint).c_str()},
    {every_candidate + " ", 730, marks_end + "a trailing space"},
    {every_candidate + "\tfrom the forum", 730, marks_end + "a tab"},
    {" " + every_candidate, 1, candidate("'1', '.' or '0' at position 1 of r1c1", "a space at the start of the line")},
    {"Sukaku puzzles", 1,
     candidate("'1', '.' or '0' at position 1 of r1c1", "'S' (a comment begins with '#' or '-- ')")},
    {" ", 1, blank + "a space (a blank line must be empty)"},
    {"# bell \x07", 8, comment + "the control character 0x07"},
};

}  // namespace

BOOST_DATA_TEST_CASE(each_marks_line_rejection_names_its_column_and_cause,
                     boost::unit_test::data::make(marks_rejections), rejection) {
    is_rejected_as(grammar::parse_marks_line(rejection.line), rejection);
}

BOOST_AUTO_TEST_CASE(a_marks_line_yields_its_729_positions_as_written) {
    std::string const eliminated = with(with(every_candidate, 1, "0.3"), 725, ".0...");
    for (std::string const& line : {every_candidate, eliminated}) {
        auto parsed = grammar::parse_marks_line(line);
        BOOST_REQUIRE(std::holds_alternative<grammar::Cells>(parsed));
        BOOST_TEST(std::get<grammar::Cells>(parsed) == line);
    }
}

// A cell with every candidate eliminated is well-formed: a puzzle with no
// solution, which the reader words, not a syntax error.
BOOST_AUTO_TEST_CASE(a_cell_with_no_candidate_left_is_cells) {
    for (std::string empty : {".........", "000000000", "0.0.0.0.0"}) {
        std::string line = with(every_candidate, 370, empty);
        BOOST_TEST(std::holds_alternative<grammar::Cells>(grammar::parse_marks_line(line)));
        BOOST_TEST(grammar::is_marks_cells(line));
    }
}

BOOST_AUTO_TEST_CASE(marks_lines_take_the_comments_and_blank_lines_of_the_line_format) {
    BOOST_TEST(std::holds_alternative<grammar::Blank>(grammar::parse_marks_line("")));
    for (char const* line : {"#", "# Sukaku", "-- from tdoku", "#\t\x80\xff ~"})
        BOOST_TEST(std::holds_alternative<grammar::Comment>(grammar::parse_marks_line(line)), line);
}

// The lean rule and the strict one agree on every byte at columns of every
// position and of the first, middle and last cells.
BOOST_AUTO_TEST_CASE(a_line_of_729_is_cells_exactly_when_every_position_holds_its_digit_or_an_elimination) {
    for (std::size_t column : {1, 2, 5, 9, 10, 18, 365, 366, 720, 728, 729})
        for (int byte = 0; byte < 256; ++byte) {
            std::string line = every_candidate;
            line[column - 1] = static_cast<char>(byte);
            bool const mark = byte == '.' || byte == '0' || byte == '1' + static_cast<int>((column - 1) % 9);
            auto parsed = grammar::parse_marks_line(line);
            auto const* error = std::get_if<grammar::LineError>(&parsed);
            BOOST_TEST_CONTEXT("byte " << byte << " at column " << column) {
                BOOST_TEST(std::holds_alternative<grammar::Cells>(parsed) == mark);
                BOOST_TEST(grammar::is_marks_cells(line) == mark);
                if (!mark && !(column == 1 && (byte == '#' || byte == '-')))
                    BOOST_TEST((error && error->column == column));
            }
        }
}

BOOST_AUTO_TEST_CASE(only_729_positions_are_marks_cells) {
    for (std::string line : {""s, every_candidate.substr(0, 728), every_candidate + "1", every_candidate + "\r",
                             " " + every_candidate, std::string(81, '.'), "#" + every_candidate.substr(1)})
        BOOST_TEST(!grammar::is_marks_cells(line), '"' << line.substr(0, 20) << '"');
}

// The candidate grid: rows of cells of candidates, runs of spaces between
// them, '|' between boxes and at the ends if drawn; box rules.
namespace {

std::string const hodoku_row = "| 1   2    3  | 24579  259  6   | 479   8  49   |";
std::string const plain_row = "1 2 3 24579 259 6 479 8 49";

Expected const grid_cell{Rule::grid_cell,
                         "expected a cell's candidates (digits 1-9), or '.' or '0' when none is left, found "};
Expected const in_order{Rule::in_order, "expected a cell's candidates in increasing order, found "};
Expected const cell_gap{Rule::cell_gap, "expected a space between cells, found "};
Expected const box_gap{Rule::box_gap, "expected a space between boxes, found "};
Expected const grid_row_end{Rule::grid_row_end, "expected the end of the candidate row after 9 cells, found "};
Expected const rule_part{Rule::rule_part, "expected a box rule's '-' or corner ('.', ':', '+' or '''), found "};
Expected const rule_end{Rule::rule_end, "expected the end of the box rule after its fourth corner, found "};

Rejection const candidate_grid_rejections[] = {
    {"| 1   2    3  | 24759  259  6   | 479   8  49   |", 20,
     in_order + "'5' after '7' in the 4th cell (each candidate is written once, in increasing order)"},
    {"1 2 3 24579 259 6 479 8 499", 27,
     in_order + "'9' after '9' in the 9th cell (each candidate is written once, in increasing order)"},
    {"1 2 3 24579 259 6 479 8", 24, cell_gap + "the end of the line after 8 cells"},
    {"| 1   2    3  | 24579  259  6   | 479   8  |", 44, grid_cell + "the end of the row after 8 cells"},
    {"1 2 3 24579 259 6 479 8 49 5", 27, grid_row_end + "a 10th cell"},
    {"1 2 3 24579 259 6 479 8 49 ", 27, grid_row_end + "a trailing space"},
    {"1 2 3 24579 259 6 479 8 4x", 26, grid_row_end + "'x'"},
    {"1 2 | 3 24579 259 6 479 8 49", 5,
     grid_cell + "'|' (a '|' stands only between boxes and at the ends of a row)"},
    {"1 2 3|24579 259 6 479 8 49", 6, box_gap + "'|'"},
    {"1 2 3 24579 259 6 479 8 4.9", 26, grid_row_end + "'.'"},
    {"1 2 .3 24579 259 6 479 8 49", 6, box_gap + "'3' ('.' or '0' stands alone, for a cell with no candidate left)"},
    {"1 .2 3 24579 259 6 479 8 49", 4, cell_gap + "'2' ('.' or '0' stands alone, for a cell with no candidate left)"},
    {"1 20 3 24579 259 6 479 8 49", 4, cell_gap + "'0'"},
    {"1 2 3 24579 259 6 479 8 4\t9", 26, grid_row_end + "a tab"},
    {"x 2 3 24579 259 6 479 8 49", 1, grid_cell + "'x'"},
    {".------.------.------", 22, rule_part + "the end of the line"},
    {".------.------.------.-", 23, rule_end + "'-'"},
    {".------.------=------.", 15, rule_part + "'='"},
    {" ", 1, blank + "a space (a blank line must be empty)"},
};

bool is_row(grammar::ParsedLine const& parsed, std::vector<std::uint16_t> const& cells) {
    auto const* row = std::get_if<grammar::CandidateRow>(&parsed);
    return row && std::vector<std::uint16_t>(row->begin(), row->end()) == cells;
}

}  // namespace

BOOST_DATA_TEST_CASE(each_candidate_grid_rejection_names_its_column_and_cause,
                     boost::unit_test::data::make(candidate_grid_rejections), rejection) {
    is_rejected_as(grammar::parse_candidates_line(rejection.line), rejection);
}

BOOST_AUTO_TEST_CASE(a_candidate_row_yields_each_cells_candidates_as_bits) {
    std::vector<std::uint16_t> const cells{1 << 1, 1 << 2, 1 << 3, 0x2B4, 0x224, 1 << 6, 0x290, 1 << 8, 0x210};
    for (std::string const& row : {hodoku_row, plain_row, "1 2 3 | 24579 259 6 | 479 8 49"s, "| " + plain_row + " |"})
        BOOST_TEST(is_row(grammar::parse_candidates_line(row), cells), row);
    // '.' and '0' are HoDoKu's cell with no candidate left.
    std::vector<std::uint16_t> const none{0, 0, 1 << 3, 0, 0, 0, 0, 0, 0};
    BOOST_TEST(is_row(grammar::parse_candidates_line(". 0 3 . . . . . ."), none));
}

BOOST_AUTO_TEST_CASE(box_rules_are_hodokus_and_sukaku_explainers) {
    for (char const* line : {".-------.-------.-------.", ":-------+-------+-------:", "'-------'-------'-------'",
                             "+-------+-------+-------+", ".-.-.-."})
        BOOST_TEST(std::holds_alternative<grammar::BoxRule>(grammar::parse_candidates_line(line)), line);
    BOOST_TEST(std::holds_alternative<grammar::Blank>(grammar::parse_candidates_line("")));
    BOOST_TEST(std::holds_alternative<grammar::Comment>(grammar::parse_candidates_line("# from HoDoKu")));
}
