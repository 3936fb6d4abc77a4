// What reaches the user: the dumper's records, the words for findings, and
// the shape of diagnostics, each written into a std::ostringstream.
#define BOOST_TEST_MODULE dump
#include <boost/test/unit_test.hpp>

#include "describe.hpp"
#include "diagnostic.hpp"
#include "dump.hpp"
#include "grids.hpp"

#include <sstream>

using namespace solve;

namespace {

std::string const inkala_text =
    "1 4 5 3 2 7 6 9 8\n8 3 9 6 5 4 1 2 7\n6 7 2 9 1 8 5 4 3\n"
    "4 9 6 1 8 5 3 7 2\n2 1 8 4 7 3 9 5 6\n7 5 3 2 9 6 4 8 1\n"
    "3 6 7 5 4 2 8 1 9\n9 8 4 7 6 1 2 3 5\n5 2 1 8 3 9 7 6 4\n";

}  // namespace

BOOST_AUTO_TEST_CASE(a_grid_is_nine_lines_of_nine_cells) {
    std::ostringstream out;
    write_grid(out, grid_of(inkala_solution));
    BOOST_TEST(out.str() == inkala_text);
    out.str("");
    write_grid(out, grid_of("1.3" + std::string(78, '.')));
    BOOST_TEST(out.str().substr(0, 18) == "1 _ 3 _ _ _ _ _ _\n");
}

BOOST_AUTO_TEST_CASE(records_are_separated_by_one_blank_line) {
    std::ostringstream out;
    Dumper dumper(out);
    dumper.solution(grid_of(inkala_solution));
    dumper.no_solution("r1c9 and r1c3 both hold 5 (row 1)");
    dumper.not_unique();
    dumper.solution(grid_of(inkala_solution));
    BOOST_TEST(out.str() == inkala_text + "\nno solution: r1c9 and r1c3 both hold 5 (row 1)\n" +
                                "\nno unique solution: the puzzle has more than one solution\n\n" +
                                inkala_text);
}

BOOST_AUTO_TEST_CASE(findings_are_named_in_the_puzzle_s_terms) {
    BOOST_TEST(cell_name(sudoku::cell_at(0, 8)) == "r1c9");
    BOOST_TEST(cell_name(sudoku::cell_at(8, 0)) == "r9c1");
    BOOST_TEST(unit_name(sudoku::units[0]) == "row 1");
    BOOST_TEST(unit_name(sudoku::units[9 + 4]) == "column 5");
    BOOST_TEST(unit_name(sudoku::units[18 + 8]) == "box 9");
    auto conflict = sudoku::find_conflict(grid_of("1.5..6.85" + std::string(72, '.')));
    BOOST_REQUIRE(conflict);
    BOOST_TEST(describe(*conflict) == "r1c9 and r1c3 both hold 5 (row 1)");
    BOOST_TEST(describe_blocked(sudoku::cell_at(1, 1)) ==
               "no digit can go in r2c2 (its row, column and box hold all of 1-9)");
}

BOOST_AUTO_TEST_CASE(an_error_shows_the_line_and_a_caret_under_the_column) {
    std::ostringstream err;
    print_error(err, "<stdin>", Diagnostic{3, 7, "expected a cell, found a second space",
                                           "7 _ 9  1 _ 3 _ 5 6"});
    BOOST_TEST(err.str() ==
               "<stdin>:3:7: error: expected a cell, found a second space\n"
               "7 _ 9  1 _ 3 _ 5 6\n"
               "      ^\n");
}

BOOST_AUTO_TEST_CASE(the_caret_line_copies_tabs_and_odd_bytes_show_as_question_marks) {
    std::ostringstream err;
    print_error(err, "in.txt", Diagnostic{2, 7, "m", std::string("_\t5\x01_ \0 x", 9)});
    BOOST_TEST(err.str() == "in.txt:2:7: error: m\n_\t5?_ ? x\n \t    ^\n");
}

BOOST_AUTO_TEST_CASE(a_long_line_is_shown_in_part) {
    std::ostringstream err;
    print_error(err, "f", Diagnostic{1, 1025, "m", std::string(1024, 'x')});
    std::string expected_line = std::string(40, 'x') + " ... " + std::string(40, 'x');
    BOOST_TEST(err.str() == "f:1:1025: error: m\n" + expected_line + "\n" +
                                std::string(expected_line.size(), ' ') + "^\n");
    err.str("");
    print_error(err, "f", Diagnostic{1, 2, "m", std::string(300, 'y')});
    BOOST_TEST(err.str() == "f:1:2: error: m\n" + std::string(41, 'y') + " ...\n ^\n");
}

BOOST_AUTO_TEST_CASE(a_note_is_one_line) {
    std::ostringstream err;
    print_note(err, "<stdin>", 12, "several solutions");
    BOOST_TEST(err.str() == "<stdin>:12:1: note: several solutions\n");
}
