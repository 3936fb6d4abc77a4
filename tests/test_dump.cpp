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

Verdict solved(std::string_view solution) {
    Verdict verdict;
    verdict.status = Verdict::Status::solved;
    verdict.solution = grid_of(solution);
    return verdict;
}

Verdict no_solution(std::string reason) {
    Verdict verdict;
    verdict.status = Verdict::Status::no_solution;
    verdict.reason = std::move(reason);
    return verdict;
}

Verdict not_unique() {
    Verdict verdict;
    verdict.status = Verdict::Status::not_unique;
    verdict.reason = "the puzzle has more than one solution";
    return verdict;
}

Verdict invalid() {
    Verdict verdict;
    verdict.diagnostic = Diagnostic{7, 3, "expected x, found y", "ab"};
    return verdict;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_grid_is_nine_lines_of_nine_cells) {
    std::ostringstream out;
    write_grid(out, grid_of(inkala_solution));
    BOOST_TEST(out.str() == inkala_text);
    out.str("");
    write_grid(out, grid_of("1.3" + std::string(78, '.')));
    BOOST_TEST(out.str().substr(0, 18) == "1 _ 3 _ _ _ _ _ _\n");
}

BOOST_AUTO_TEST_CASE(board_records_are_separated_by_one_blank_line) {
    std::ostringstream out;
    Dumper dumper(out);
    Origin origin{1, "<stdin>"};
    Record puzzle = Puzzle{grid_of(inkala), 1, InputFormat::grid, ""};
    dumper.write(OutputFormat::grid, origin, puzzle, solved(inkala_solution));
    dumper.write(OutputFormat::grid, origin, puzzle, invalid());  // writes nothing
    dumper.write(OutputFormat::grid, origin, puzzle, no_solution("r1c9 and r1c3 both hold 5 (row 1)"));
    dumper.write(OutputFormat::grid, origin, puzzle, not_unique());
    dumper.write(OutputFormat::grid, origin, puzzle, solved(inkala_solution));
    BOOST_TEST(out.str() == inkala_text + "\nno solution: r1c9 and r1c3 both hold 5 (row 1)\n" +
                                "\nno unique solution: the puzzle has more than one solution\n\n" +
                                inkala_text);
}

BOOST_AUTO_TEST_CASE(a_count_follows_the_board) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, InputFormat::grid, ""};
    Verdict verdict = solved(inkala_solution);
    verdict.count = 1;
    dumper.write(OutputFormat::grid, {1, "f"}, puzzle, verdict);
    verdict.count = 2;
    verdict.count_reached_limit = true;
    dumper.write(OutputFormat::grid, {2, "f"}, puzzle, verdict);
    BOOST_TEST(out.str() == inkala_text + "solutions: 1\n\n" + inkala_text + "solutions: 2 or more\n");
}

BOOST_AUTO_TEST_CASE(the_line_format_writes_one_line_for_every_record) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, InputFormat::line, ""};
    dumper.write(OutputFormat::line, {1, "f"}, puzzle, solved(inkala_solution));
    dumper.write(OutputFormat::line, {2, "f"}, puzzle, invalid());
    dumper.write(OutputFormat::line, {3, "f"}, puzzle, no_solution("why"));
    dumper.write(OutputFormat::line, {4, "f"}, puzzle, not_unique());
    Verdict counted = no_solution("why");
    counted.count = 0;
    dumper.write(OutputFormat::line, {5, "f"}, puzzle, counted);
    BOOST_TEST(out.str() == std::string(inkala_solution) + "\n"
                            "invalid: line 7, column 3: expected x, found y\n"
                            "no solution: why\n"
                            "no unique solution: the puzzle has more than one solution\n"
                            "0\n");
}

BOOST_AUTO_TEST_CASE(the_pretty_format_draws_the_boxes) {
    std::ostringstream out;
    write_pretty(out, grid_of(inkala));
    BOOST_TEST(out.str() ==
               "+-------+-------+-------+\n"
               "| . . 5 | 3 . . | . . . |\n"
               "| 8 . . | . . . | . 2 . |\n"
               "| . 7 . | . 1 . | 5 . . |\n"
               "+-------+-------+-------+\n"
               "| 4 . . | . . 5 | 3 . . |\n"
               "| . 1 . | . 7 . | . . 6 |\n"
               "| . . 3 | 2 . . | . 8 . |\n"
               "+-------+-------+-------+\n"
               "| . 6 . | 5 . . | . . 9 |\n"
               "| . . 4 | . . . | . 3 . |\n"
               "| . . . | . . 9 | 7 . . |\n"
               "+-------+-------+-------+\n");
}

BOOST_AUTO_TEST_CASE(json_has_one_object_per_record_with_fixed_keys) {
    std::ostringstream out;
    Record puzzle = Puzzle{grid_of(inkala), 12, InputFormat::line, ""};
    Verdict verdict = solved(inkala_solution);
    verdict.count = 1;
    write_json(out, {3, "in \"x\".txt"}, puzzle, verdict);
    write_json(out, {4, "f"}, Diagnostic{7, 3, "expected x, found y", ""}, invalid());
    write_json(out, {5, "f"}, puzzle, no_solution("r1c9 and r1c3 both hold 5 (row 1)"));
    BOOST_TEST(out.str() ==
               "{\"record\":3,\"file\":\"in \\\"x\\\".txt\",\"line\":12,\"puzzle\":\"" +
                   std::string(inkala) + "\",\"status\":\"solved\",\"solution\":\"" +
                   std::string(inkala_solution) + "\",\"unique\":true,\"count\":1}\n" +
                   "{\"record\":4,\"file\":\"f\",\"line\":7,\"puzzle\":null,\"status\":\"invalid\","
                   "\"solution\":null,\"column\":3,\"error\":\"expected x, found y\"}\n"
                   "{\"record\":5,\"file\":\"f\",\"line\":12,\"puzzle\":\"" + std::string(inkala) +
                   "\",\"status\":\"no_solution\",\"solution\":null,"
                   "\"reason\":\"r1c9 and r1c3 both hold 5 (row 1)\"}\n");
}

BOOST_AUTO_TEST_CASE(json_escapes_what_is_not_printable_ascii) {
    std::ostringstream out;
    write_json(out, {1, "a\tb\xc3\xa9\\"}, Diagnostic{1, 1, "m", ""}, invalid());
    BOOST_TEST(out.str().find("\"file\":\"a\\u0009b\\u00C3\\u00A9\\\\\"") != std::string::npos,
               out.str());
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
