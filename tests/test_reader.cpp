// The line source and the puzzle reader: how lines make puzzles, and where
// malformed input is reported.
#define BOOST_TEST_MODULE reader
#include <boost/test/unit_test.hpp>

#include "puzzle_reader.hpp"
#include "reader_helpers.hpp"

#include <string>
#include <vector>

using solve::Diagnostic;
using solve::Puzzle;
using namespace std::string_literals;

namespace {

std::string const example =
    "1 _ 3 _ _ 6 _ 8 _\n"
    "_ 5 _ _ 8 _ 1 2 _\n"
    "7 _ 9 1 _ 3 _ 5 6\n"
    "_ 3 _ _ 6 7 _ 9 _\n"
    "5 _ 7 8 _ _ _ 3 _\n"
    "8 _ 1 _ 3 _ 5 _ 7\n"
    "_ 4 _ _ 7 8 _ 1 _\n"
    "6 _ 8 _ _ 2 _ 4 _\n"
    "_ 1 2 _ 4 5 _ 7 8\n";

std::string first_rows(std::size_t n) { return example.substr(0, 18 * n); }

std::vector<solve::Record> read_all(std::string const& input) {
    InputFile file(input);
    solve::LineSource lines(file.fd(), nullptr);
    solve::PuzzleReader reader(lines, solve::InputFormat::grid);
    std::vector<solve::Record> records;
    while (auto record = reader.next()) records.push_back(*record);
    return records;
}

std::vector<std::string> read_lines(std::string const& input) {
    InputFile file(input);
    solve::LineSource source(file.fd(), nullptr);
    std::vector<std::string> lines;
    solve::Line line;
    while (source.next(line)) lines.emplace_back(line.text);
    return lines;
}

Diagnostic only_error(std::string const& input) {
    auto records = read_all(input);
    BOOST_REQUIRE_EQUAL(records.size(), 1u);
    if (auto const* none = std::get_if<solve::NoPuzzle>(&records[0])) return none->diagnostic;
    BOOST_REQUIRE(std::holds_alternative<Diagnostic>(records[0]));
    return std::get<Diagnostic>(records[0]);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(line_source)

BOOST_AUTO_TEST_CASE(takes_off_lf_and_crlf_but_keeps_a_lone_cr) {
    auto lines = read_lines("a\nb\r\nc\rd\n\r\ne\r");
    std::vector<std::string> expected{"a", "b", "c\rd", "", "e\r"};
    BOOST_TEST(lines == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_missing_last_line_end_loses_nothing) {
    std::vector<std::string> expected{"a", "b"};
    BOOST_TEST(read_lines("a\nb") == expected, boost::test_tools::per_element());
    BOOST_TEST(read_lines("").empty());
}

BOOST_AUTO_TEST_CASE(keeps_only_the_start_of_a_long_line_but_counts_all_of_it) {
    std::string input = std::string(100000, 'x') + "\nshort\n";
    InputFile file(input);
    solve::LineSource source(file.fd(), nullptr);
    solve::Line line;
    BOOST_REQUIRE(source.next(line));
    BOOST_TEST(line.text.size() == solve::LineSource::kept_bytes);
    BOOST_TEST(line.length == 100000u);
    BOOST_TEST(line.truncated());
    BOOST_REQUIRE(source.next(line));
    BOOST_TEST(line.text == "short");
    BOOST_TEST(line.number == 2u);
    BOOST_TEST(!source.next(line));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(puzzle_reader)

BOOST_AUTO_TEST_CASE(reads_the_givens_row_by_row) {
    auto records = read_all(example);
    BOOST_REQUIRE_EQUAL(records.size(), 1u);
    auto const& puzzle = std::get<Puzzle>(records[0]);
    BOOST_TEST(puzzle.first_line == 1u);
    BOOST_TEST(puzzle.givens[0] == 1);
    BOOST_TEST(puzzle.givens[1] == sudoku::no_digit);
    BOOST_TEST(puzzle.givens[80] == 8);
    BOOST_TEST(puzzle.text == example);
}

BOOST_AUTO_TEST_CASE(puzzles_are_separated_by_blank_lines_or_comments) {
    auto records = read_all("# first\n-- a Lua comment\n\n" + example + "\n\n# second\n" + example +
                            "# third\n" + example + "\n\n");
    BOOST_REQUIRE_EQUAL(records.size(), 3u);
    BOOST_TEST(std::get<Puzzle>(records[0]).first_line == 4u);
    BOOST_TEST(std::get<Puzzle>(records[1]).first_line == 16u);
    BOOST_TEST(std::get<Puzzle>(records[2]).first_line == 26u);
}

BOOST_AUTO_TEST_CASE(crlf_and_a_missing_last_line_end_are_fine) {
    std::string crlf = example;
    for (std::size_t at = crlf.find('\n'); at != std::string::npos; at = crlf.find('\n', at + 2))
        crlf.replace(at, 1, "\r\n");
    BOOST_TEST(std::holds_alternative<Puzzle>(read_all(crlf).at(0)));
    BOOST_TEST(std::holds_alternative<Puzzle>(read_all(example.substr(0, example.size() - 1)).at(0)));
}

BOOST_AUTO_TEST_CASE(eight_rows_end_too_soon) {
    auto error = only_error(first_rows(8));
    BOOST_TEST(error.line == 8u);
    BOOST_TEST(error.column == 18u);
    BOOST_TEST(error.message == "expected 9 rows, but the input ended after 8");
    BOOST_TEST(error.source == "6 _ 8 _ _ 2 _ 4 _");
}

BOOST_AUTO_TEST_CASE(a_tenth_row_is_rejected) {
    auto error = only_error(example + "_ 1 2 _ 4 5 _ 7 8\n");
    BOOST_TEST(error.line == 10u);
    BOOST_TEST(error.column == 1u);
    BOOST_TEST(error.message == "expected a blank line after the 9th row, found a 10th row");
}

BOOST_AUTO_TEST_CASE(a_blank_line_inside_a_grid_is_rejected) {
    auto records = read_all(first_rows(4) + "\n" + example.substr(18 * 4));
    BOOST_REQUIRE_EQUAL(records.size(), 2u);
    auto const& blank = std::get<Diagnostic>(records[0]);
    BOOST_TEST(blank.line == 5u);
    BOOST_TEST(blank.column == 1u);
    BOOST_TEST(blank.message == "expected row 5 of 9, found a blank line");
    // The five rows after it are a malformed puzzle of their own.
    BOOST_TEST(std::get<Diagnostic>(records[1]).message ==
               "expected 9 rows, but the input ended after 5");
}

BOOST_AUTO_TEST_CASE(a_comment_inside_a_grid_is_rejected) {
    auto error = only_error(first_rows(3) + "# oops\n" + example.substr(18 * 3));
    BOOST_TEST(error.line == 4u);
    BOOST_TEST(error.column == 1u);
    BOOST_TEST(error.message ==
               "expected row 4 of 9, found a comment (comments may stand only between puzzles)");
}

BOOST_AUTO_TEST_CASE(an_input_without_a_puzzle_is_rejected) {
    auto empty = only_error("");
    BOOST_TEST(empty.line == 1u);
    BOOST_TEST(empty.column == 1u);
    BOOST_TEST(empty.message == "expected a puzzle, but the input is empty");
    auto comments = only_error("# only\n\n");
    BOOST_TEST(comments.message ==
               "expected a puzzle, but the input holds only comments and blank lines");
    BOOST_TEST(comments.source == "# only");
}

BOOST_AUTO_TEST_CASE(a_line_error_is_located_in_the_input) {
    auto error = only_error(first_rows(2) + "7 _ 9  1 _ 3 _ 5 6\n" + example.substr(18 * 3));
    BOOST_TEST(error.line == 3u);
    BOOST_TEST(error.column == 7u);
    BOOST_TEST(error.message == "expected a cell (a digit 1-9 or '_'), found a second space");
    BOOST_TEST(error.source == "7 _ 9  1 _ 3 _ 5 6");
}

BOOST_AUTO_TEST_CASE(an_overlong_line_is_rejected_after_the_bytes_kept) {
    auto records = read_all("#" + std::string(5000, 'x') + "\n" + example);
    BOOST_REQUIRE_EQUAL(records.size(), 2u);
    auto const& error = std::get<Diagnostic>(records[0]);
    BOOST_TEST(error.line == 1u);
    BOOST_TEST(error.column == solve::LineSource::kept_bytes + 1);
    BOOST_TEST(error.message == "expected the end of the line within 1024 bytes, found a longer line");
    // A malformed comment between puzzles stands alone: the puzzle after it is read.
    BOOST_TEST(std::get<Puzzle>(records[1]).first_line == 2u);
}

BOOST_AUTO_TEST_CASE(reading_resumes_after_the_next_blank_line) {
    std::string bad = " " + example;  // a leading space on the first row
    auto records = read_all(bad + "\n" + example + "\n" + first_rows(5) + "\n" + example);
    BOOST_REQUIRE_EQUAL(records.size(), 4u);
    BOOST_TEST(std::get<Diagnostic>(records[0]).line == 1u);
    BOOST_TEST(std::get<Puzzle>(records[1]).first_line == 11u);
    BOOST_TEST(std::get<Diagnostic>(records[2]).line == 26u);
    BOOST_TEST(std::get<Puzzle>(records[3]).first_line == 27u);
}

BOOST_AUTO_TEST_SUITE_END()
