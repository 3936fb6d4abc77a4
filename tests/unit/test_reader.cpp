// The line source and the puzzle reader: how lines make puzzles, and where
// malformed input is reported.
#define BOOST_TEST_MODULE reader
#include <boost/test/unit_test.hpp>

#include "puzzle_reader.hpp"
#include "reader_helpers.hpp"

#include <unistd.h>

#include <algorithm>
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
std::string last_rows(std::size_t n) { return example.substr(18 * (9 - n)); }

std::string const tenth_row = "expected a blank line after the 9th row, found a 10th row";

std::vector<solve::Record> read_all(std::string const& input,
                                    std::optional<sudoku::grammar::Format> format = sudoku::grammar::Format::grid) {
    InputFile file(input);
    solve::LineSource lines(file.fd(), nullptr);
    solve::PuzzleReader reader(lines, format);
    std::vector<solve::Record> records;
    while (auto record = reader.next()) records.push_back(*record);
    return records;
}

// Each record in short: "P<first line>" for a puzzle, "E<line>:<column> <message>"
// for an error.
std::vector<std::string> outline(std::vector<solve::Record> const& records) {
    std::vector<std::string> shown;
    for (auto const& record : records) {
        if (auto const* puzzle = std::get_if<Puzzle>(&record))
            shown.push_back("P" + std::to_string(puzzle->first_line));
        else if (auto const* error = std::get_if<Diagnostic>(&record))
            shown.push_back("E" + std::to_string(error->line) + ":" + std::to_string(error->column) +
                            " " + error->message);
        else
            shown.push_back("none");
    }
    return shown;
}

std::vector<std::string> outline(std::string const& input) { return outline(read_all(input)); }

std::vector<std::string> read_lines(std::string const& input) {
    InputFile file(input);
    solve::LineSource source(file.fd(), nullptr);
    std::vector<std::string> lines;
    solve::InputLine line;
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

BOOST_AUTO_TEST_CASE(a_byte_order_mark_is_taken_off_the_first_line_only) {
    auto lines = read_lines("\xEF\xBB\xBF# one\n\xEF\xBB\xBF# two\n");
    std::vector<std::string> expected{"# one", "\xEF\xBB\xBF# two"};
    BOOST_TEST(lines == expected, boost::test_tools::per_element());
    BOOST_TEST(read_lines("\xEF\xBB\xBF") == std::vector<std::string>{""},
               boost::test_tools::per_element());
}

// The limit counts the line's own bytes, not the mark's, with a CRLF as well.
BOOST_AUTO_TEST_CASE(a_byte_order_mark_takes_none_of_the_line_limit) {
    std::size_t const limit = solve::LineSource::kept_bytes;
    for (std::string end : {"\n", "\r\n"}) {
        InputFile file("\xEF\xBB\xBF" + std::string(limit, 'x') + end + "\xEF\xBB\xBF" + std::string(limit + 1, 'y'));
        solve::LineSource source(file.fd(), nullptr);
        solve::InputLine line;
        BOOST_REQUIRE(source.next(line));
        BOOST_TEST(line.text == std::string(limit, 'x'));
        BOOST_TEST(!line.truncated());
        BOOST_REQUIRE(source.next(line));  // the mark is text here, and counts
        BOOST_TEST(line.length == limit + 4);
        BOOST_TEST(line.truncated());
    }
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
    solve::InputLine line;
    BOOST_REQUIRE(source.next(line));
    BOOST_TEST(line.text.size() == solve::LineSource::kept_bytes);
    BOOST_TEST(line.length == 100000u);
    BOOST_TEST(line.truncated());
    BOOST_REQUIRE(source.next(line));
    BOOST_TEST(line.text == "short");
    BOOST_TEST(line.number == 2u);
    BOOST_TEST(!source.next(line));
}

// The source reads 64 KiB at a time. A line the end of a read cuts, even
// between the CR and the LF of its line end, reads as one that lies whole
// in a read.
BOOST_AUTO_TEST_CASE(a_line_cut_by_the_end_of_a_read_reads_the_same) {
    std::size_t const read_size = 64 * 1024;
    for (std::size_t cut = 0; cut <= 9; ++cut) {
        // Short lines up to `cut` bytes before the read's end, then two of interest.
        std::size_t before = read_size - cut;
        std::string input = before % 2 ? "\n" : "";
        for (std::size_t i = 0; i < before / 2; ++i) input += "x\n";
        input += "ab\r\nc\rd\n";
        auto lines = read_lines(input);
        BOOST_TEST_CONTEXT("cut " << cut) {
            BOOST_REQUIRE_EQUAL(lines.size(), before % 2 + before / 2 + 2);
            BOOST_TEST(lines[lines.size() - 3] == "x");
            BOOST_TEST(lines[lines.size() - 2] == "ab");
            BOOST_TEST(lines.back() == "c\rd");
        }
    }
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

BOOST_AUTO_TEST_CASE(a_tenth_row_is_rejected_after_the_puzzle_is_answered) {
    auto records = read_all(example + "_ 1 2 _ 4 5 _ 7 8\n");
    BOOST_REQUIRE_EQUAL(records.size(), 2u);
    BOOST_TEST(std::get<Puzzle>(records[0]).first_line == 1u);
    auto const& error = std::get<Diagnostic>(records[1]);
    BOOST_TEST(error.line == 10u);
    BOOST_TEST(error.column == 1u);
    BOOST_TEST(error.message == "expected a blank line after the 9th row, found a 10th row");
    // The rows after it are read as the next puzzle, and said nothing more of
    // when they are not one.
    BOOST_TEST(outline(example + first_rows(3) + "\n" + example) ==
                   (std::vector<std::string>{"P1", "E10:1 " + tenth_row, "P14"}),
               boost::test_tools::per_element());
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
    auto records = read_all(first_rows(3) + "# oops\n" + example.substr(18 * 3));
    BOOST_REQUIRE_EQUAL(records.size(), 2u);
    auto const& error = std::get<Diagnostic>(records[0]);
    BOOST_TEST(error.line == 4u);
    BOOST_TEST(error.column == 1u);
    BOOST_TEST(error.message ==
               "expected row 4 of 9, found a comment (comments may stand only between puzzles)");
    // A comment separates, so the six rows after it are a puzzle too short.
    BOOST_TEST(std::get<Diagnostic>(records[1]).message ==
               "expected 9 rows, but the input ended after 6");
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

// Recovery: after a malformed line, every puzzle that can still be read is,
// and each stretch that cannot is one error.
BOOST_AUTO_TEST_SUITE(recovery)

using Outline = std::vector<std::string>;
std::string const leading_space = "expected a cell (a digit 1-9 or '_'), found a space at the start of the row";

BOOST_AUTO_TEST_CASE(two_grids_without_a_separator_are_both_answered) {
    BOOST_TEST(outline(example + example) == (Outline{"P1", "E10:1 " + tenth_row, "P10"}),
               boost::test_tools::per_element());
    BOOST_TEST(outline(example + example + example) ==
                   (Outline{"P1", "E10:1 " + tenth_row, "P10", "E19:1 " + tenth_row, "P19"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(grids_after_a_malformed_one_are_read_whatever_separates_them) {
    std::string bad = first_rows(2) + " " + last_rows(7);  // row 3 has a leading space
    for (std::string separator : {"# next\n", "\n", "-- next\n", "\n\n# x\n\n"}) {
        auto step = 9 + static_cast<std::size_t>(std::count(separator.begin(), separator.end(), '\n'));
        Outline expected{"P1", "E" + std::to_string(step + 3) + ":1 " + leading_space,
                         "P" + std::to_string(2 * step + 1), "P" + std::to_string(3 * step + 1)};
        BOOST_TEST(outline(example + separator + bad + separator + example + separator + example +
                           separator) == expected,
                   boost::test_tools::per_element());
    }
    // With no separator, the grid after it still lines up nine rows on. (The
    // missing separator before the malformed grid is its first error.)
    BOOST_TEST(outline(example + bad + example) == (Outline{"P1", "E10:1 " + tenth_row, "P19"}),
               boost::test_tools::per_element());
    BOOST_TEST(outline(bad + example) == (Outline{"E3:1 " + leading_space, "P10"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_malformed_line_between_grids_is_its_own_error) {
    std::string const white = "expected a blank line, found a space (a blank line must be empty)";
    BOOST_TEST(outline(example + " \n" + example) == (Outline{"P1", "E10:1 " + white, "P11"}),
               boost::test_tools::per_element());
    std::string const bell = "expected printable text in the comment, found the control character 0x07";
    BOOST_TEST(outline(example + "# \x07\n" + example) == (Outline{"P1", "E10:3 " + bell, "P11"}),
               boost::test_tools::per_element());
    std::string const text = "expected a cell (a digit 1-9 or '_'), found 'T' (a comment begins with '#' or '-- ')";
    BOOST_TEST(outline(example + "That was one.\n" + example + "\nThe end.") ==
                   (Outline{"P1", "E10:1 " + text, "P11", "E21:1 " + text}),
               boost::test_tools::per_element());
    // Comments may hold any text but control characters.
    BOOST_TEST(outline(example + "# solved by Jos\xc3\xa9\n\n" + example) == (Outline{"P1", "P12"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(one_error_for_each_stretch_that_cannot_be_read) {
    // Two malformed rows in one grid, and junk after it: one error, up to the
    // blank line.
    std::string twice = first_rows(2) + "1 _ 3\n" + first_rows(3).substr(18) + "\t\n" + last_rows(3);
    BOOST_TEST(outline(twice + "\x01\x02\n\n" + example) ==
                   (Outline{"E3:6 expected a single space between cells, found the end of the line "
                            "after 3 cells",
                            "P12"}),
               boost::test_tools::per_element());
    // A line of white space after a malformed grid belongs to its stretch.
    BOOST_TEST(outline(" " + example + "  \n" + example) ==
                   (Outline{"E1:1 " + leading_space, "P11"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_short_grid_is_reported_where_it_ends) {
    BOOST_TEST(outline(first_rows(5) + "\n" + example) ==
                   (Outline{"E6:1 expected row 6 of 9, found a blank line", "P7"}),
               boost::test_tools::per_element());
    BOOST_TEST(outline(first_rows(5) + " \t\n" + example) ==
                   (Outline{"E6:1 expected row 6 of 9, found a line of white space", "P7"}),
               boost::test_tools::per_element());
    BOOST_TEST(outline(first_rows(5) + "That is all.\n" + example) ==
                   (Outline{"E6:1 expected a cell (a digit 1-9 or '_'), found 'T' (a comment begins "
                            "with '#' or '-- ')",
                            "P7"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_grid_is_answered_at_its_ninth_row_without_waiting_for_more) {
    // The writer keeps the pipe open: reading a tenth line would wait, and
    // before it waited the reader would tell `before_read` that it would block.
    int fds[2];
    BOOST_REQUIRE(::pipe(fds) == 0);
    BOOST_REQUIRE(::write(fds[1], example.data(), example.size()) ==
                  static_cast<ssize_t>(example.size()));
    bool waited = false;
    solve::LineSource lines(fds[0], [&](bool would_block) {
        if (!would_block) return;
        waited = true;
        ::close(fds[1]);  // so that the read after it ends instead of blocking
    });
    solve::PuzzleReader reader(lines, sudoku::grammar::Format::grid);
    auto record = reader.next();
    BOOST_TEST(!waited);
    BOOST_REQUIRE(record);
    BOOST_TEST(std::get<Puzzle>(*record).first_line == 1u);
    BOOST_TEST(!reader.next());
    BOOST_TEST(waited);
    ::close(fds[0]);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(format_guess)

using Outline = std::vector<std::string>;
std::string const puzzle = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

struct Guessed {
    std::vector<solve::Record> records;
    std::optional<sudoku::grammar::Format> format;
    std::optional<solve::FormatGuess> guess;
    std::optional<solve::Note> note;  // the note the filter gives with the errors, if any
};

Guessed guess(std::string const& input) {
    InputFile file(input);
    solve::LineSource lines(file.fd(), nullptr);
    solve::PuzzleReader reader(lines, std::nullopt);
    Guessed guessed;
    while (auto record = reader.next()) guessed.records.push_back(*record);
    guessed.format = reader.format();
    guessed.guess = reader.guess();
    for (auto const& record : guessed.records) {
        auto const* error = std::get_if<solve::Diagnostic>(&record);
        if (error && !guessed.note) guessed.note = reader.format_note(error->line, error->source);
    }
    return guessed;
}

BOOST_AUTO_TEST_CASE(the_first_well_formed_line_decides) {
    auto trailing = guess(puzzle + " \n" + puzzle + "\n" + puzzle + "\n");
    BOOST_TEST((trailing.format == sudoku::grammar::Format::line));
    BOOST_REQUIRE(trailing.guess);
    BOOST_TEST(trailing.guess->first_line == 1u);
    BOOST_TEST(trailing.guess->deciding_line == 2u);
    BOOST_TEST(!trailing.guess->by_shape);
    BOOST_TEST(!trailing.note);  // line 1 is malformed in both formats
    BOOST_TEST(outline(trailing.records) ==
                   (Outline{"E1:82 expected the end of the line after 81 cells, found a trailing space",
                            "P2", "P3"}),
               boost::test_tools::per_element());

    auto junk = guess("Puzzles by Jos\xc3\xa9\n\n" + example);
    BOOST_TEST((junk.format == sudoku::grammar::Format::grid));
    BOOST_TEST(junk.guess->deciding_line == 3u);
    BOOST_TEST(outline(junk.records).size() == 2u);
}

BOOST_AUTO_TEST_CASE(blank_lines_and_comments_of_either_kind_say_nothing) {
    auto dashes = guess("\n-- from somewhere\n# and Jos\xc3\xa9\n" + puzzle + "\n");
    BOOST_TEST((dashes.format == sudoku::grammar::Format::line));
    BOOST_TEST(dashes.guess->first_line == 4u);
    BOOST_TEST(dashes.guess->deciding_line == 4u);
    BOOST_TEST(outline(dashes.records) == (Outline{"P4"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(without_a_well_formed_line_the_shape_of_the_first_decides) {
    auto trailing = guess(puzzle + " \t\n");
    BOOST_TEST((trailing.format == sudoku::grammar::Format::line));
    BOOST_TEST(trailing.guess->by_shape);
    // A puzzle line with text after it is one still; the grid format would
    // not read it, so no note says to choose it.
    auto line = guess(puzzle + " 5\n");
    BOOST_TEST((line.format == sudoku::grammar::Format::line));
    BOOST_TEST(line.guess->by_shape);
    BOOST_TEST(line.guess->last_line == 1u);
    BOOST_TEST(!line.note);
    auto rows = guess("1 2 3\n");
    BOOST_TEST((rows.format == sudoku::grammar::Format::grid));
    BOOST_TEST(rows.guess->by_shape);
    BOOST_TEST(!rows.note);
}

BOOST_AUTO_TEST_CASE(the_guess_looks_no_further_than_its_window) {
    std::string junk;
    for (int i = 0; i < 12; ++i) junk += puzzle.substr(0, 80) + "\n";
    auto guessed = guess("# header\n" + junk + puzzle + "\n");
    BOOST_TEST((guessed.format == sudoku::grammar::Format::line));
    BOOST_TEST(guessed.guess->by_shape);
    BOOST_TEST(guessed.guess->first_line == 2u);
    BOOST_TEST(guessed.guess->last_line == 11u);
    BOOST_TEST(guessed.records.size() == 13u);  // 12 malformed lines and the puzzle
    BOOST_TEST(!guessed.note);  // the grid format reads none of them
}

// The note comes with the first error on a line that the other format reads:
// a line past the window, where the guess might have gone the other way.
BOOST_AUTO_TEST_CASE(the_note_comes_only_where_the_other_format_reads_the_line) {
    std::string junk;
    for (int i = 0; i < 11; ++i) junk += "123\n";
    auto guessed = guess(junk + "\n" + puzzle + "\n");
    BOOST_TEST((guessed.format == sudoku::grammar::Format::grid));
    BOOST_TEST(guessed.guess->by_shape);
    BOOST_TEST(outline(guessed.records) ==
                   (Outline{"E1:2 expected a single space between cells, found '123' (a cell is one character)",
                            "E13:1 expected a cell (a digit 1-9 or '_'), found '.' (this looks like the "
                            "line format: try --format=line)"}),
               boost::test_tools::per_element());
    BOOST_REQUIRE(guessed.note);
    BOOST_TEST(guessed.note->line == 1u);
    BOOST_TEST(guessed.note->message ==
               "the input was read as the grid format, judging by the shape of this line, since no "
               "line up to line 10 is well-formed in either format; use --format=line to read it "
               "as the line format");
}

// A malformed comment is a record, written in the format the guess chooses:
// it waits for the guess, and counts in the window.
BOOST_AUTO_TEST_CASE(a_malformed_comment_waits_for_the_guess) {
    auto guessed = guess("# fine\n\n#\x01\n" + puzzle + "\n");
    BOOST_TEST((guessed.format == sudoku::grammar::Format::line));
    BOOST_TEST(guessed.guess->first_line == 3u);
    BOOST_TEST(guessed.guess->deciding_line == 4u);
    BOOST_TEST(outline(guessed.records) ==
                   (Outline{"E3:2 expected printable text in the comment, found the control character 0x01", "P4"}),
               boost::test_tools::per_element());
    auto long_one = guess("#" + std::string(solve::LineSource::kept_bytes, 'x') + "\n" + puzzle + "\n");
    BOOST_TEST((long_one.format == sudoku::grammar::Format::line));
    BOOST_TEST(long_one.guess->first_line == 1u);
}

// With no line of the window well-formed, a line past it that the other
// format reads has an error of its own, even within a stretch already lost.
BOOST_AUTO_TEST_CASE(a_puzzle_past_the_window_is_not_passed_over) {
    std::string junk;
    for (std::size_t i = 0; i < solve::PuzzleReader::guess_window; ++i) junk += "x\n";
    auto guessed = guess(junk + puzzle + "\n" + puzzle + "\n");
    BOOST_TEST((guessed.format == sudoku::grammar::Format::grid));
    BOOST_TEST(guessed.guess->last_line == solve::PuzzleReader::guess_window);
    std::string const why =
        "expected a cell (a digit 1-9 or '_'), found '.' (this looks like the line format: try --format=line)";
    BOOST_TEST(outline(guessed.records) ==
                   (Outline{"E1:1 expected a cell (a digit 1-9 or '_'), found 'x' (a comment begins with '#' or '-- ')",
                            "E11:1 " + why, "E12:1 " + why}),
               boost::test_tools::per_element());
    BOOST_REQUIRE(guessed.note);
    BOOST_TEST(guessed.note->line == 1u);

    // Malformed comments have no shape to judge by: the default is taken, and said so.
    std::string comments;
    for (std::size_t i = 0; i < solve::PuzzleReader::guess_window; ++i) comments += "#\x01\n";
    auto by_default = guess(comments + puzzle + "\n");
    BOOST_TEST((by_default.format == sudoku::grammar::Format::grid));
    BOOST_TEST(by_default.guess->by_default);
    BOOST_TEST(outline(by_default.records).size() == 2u);
    BOOST_REQUIRE(by_default.note);
    BOOST_TEST(by_default.note->message ==
               "the input was read as the grid format, the default, since no line up to line 10 is a row or a "
               "puzzle line, well-formed or not; use --format=line to read it as the line format");

    // Nor have blank lines, held after a malformed comment: the note names no blank line.
    std::string blanks = "#\x01\n" + std::string(solve::PuzzleReader::guess_window - 1, '\n');
    auto past_blanks = guess(blanks + puzzle + "\n");
    BOOST_TEST(past_blanks.guess->by_default);
    BOOST_REQUIRE(past_blanks.note);
    BOOST_TEST(past_blanks.note->line == 1u);
}

BOOST_AUTO_TEST_CASE(a_comment_before_the_guess_gets_no_note) {
    auto guessed = guess("# \x07\n" + puzzle + "x\n");
    BOOST_TEST(guessed.guess->by_shape);
    InputFile file("# \x07\n" + puzzle + "x\n");
    solve::LineSource lines(file.fd(), nullptr);
    solve::PuzzleReader reader(lines, std::nullopt);
    while (reader.next()) {}
    BOOST_TEST(!reader.format_note(1, "# \x07"));
    BOOST_TEST(reader.format_note(2, "1 2 3 4 5 6 7 8 9").has_value());
    BOOST_TEST(!reader.format_note(2, puzzle + "x"));
}

BOOST_AUTO_TEST_SUITE_END()

// The marks format's candidate grid: the same marks as the marks line of the
// same candidates, ruled or not, and guessed from a box rule or a row of
// several candidates, never from a grid row.
namespace {

std::string const candidate_rows =
    "1 2 3 24579 259 6 479 8 49\n"
    "4 5 46 479 8 49 1 2 349\n"
    "7 28 9 1 2 3 4 5 6\n"
    "24 3 4 245 6 7 248 9 124\n"
    "5 269 7 8 129 149 246 3 124\n"
    "8 269 1 249 3 49 5 6 7\n"
    "39 4 5 369 7 8 2369 1 2359\n"
    "6 79 8 39 19 2 39 4 359\n"
    "39 1 2 369 4 5 369 7 8\n";

// The marks line of the same candidates.
std::string marks_line_of(std::string const& rows) {
    std::string line;
    std::string cell;
    for (char c : rows + " ") {
        if (c >= '1' && c <= '9') {
            cell.push_back(c);
            continue;
        }
        if (cell.empty()) continue;
        for (char d = '1'; d <= '9'; ++d) line.push_back(cell.find(d) == std::string::npos ? '.' : d);
        cell.clear();
    }
    return line + "\n";
}

// The rows with HoDoKu's box rules above, between bands and under.
std::string ruled(std::string const& rows) {
    std::string out = ".---.---.---.\n";
    std::size_t at = 0;
    for (int row = 1; row <= 9; ++row) {
        std::size_t end = rows.find('\n', at);
        out += "| " + rows.substr(at, end - at) + " |\n";
        at = end + 1;
        if (row == 3 || row == 6) out += ":---+---+---:\n";
    }
    return out + "'---'---'---'\n";
}

sudoku::PencilMarks marks_of(solve::Record const& record) {
    return std::get<Puzzle>(record).marks->marks;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_candidate_grid_reads_as_the_marks_line_of_its_candidates) {
    auto const marks = marks_of(read_all(marks_line_of(candidate_rows), sudoku::grammar::Format::marks).at(0));
    for (std::string const& input : {candidate_rows, ruled(candidate_rows)}) {
        auto records = read_all(input, sudoku::grammar::Format::marks);
        BOOST_REQUIRE(records.size() == 1u);
        BOOST_TEST((marks_of(records[0]) == marks));
        BOOST_TEST(std::get<Puzzle>(records[0]).first_line == 1u);
    }
    auto records = read_all(marks_line_of(candidate_rows) + candidate_rows + ruled(candidate_rows),
                            sudoku::grammar::Format::marks);
    BOOST_TEST(outline(records) == (std::vector<std::string>{"P1", "P2", "P11"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_guess_takes_a_candidate_grid_but_never_a_grid_row_for_one) {
    for (std::string const& input : {candidate_rows, ruled(candidate_rows)}) {
        InputFile file(input);
        solve::LineSource lines(file.fd(), nullptr);
        solve::PuzzleReader reader(lines, std::nullopt);
        BOOST_TEST(std::holds_alternative<Puzzle>(*reader.next()));
        BOOST_TEST((reader.format() == sudoku::grammar::Format::marks));
    }
    InputFile file(example);
    solve::LineSource lines(file.fd(), nullptr);
    solve::PuzzleReader reader(lines, std::nullopt);
    BOOST_TEST(std::holds_alternative<Puzzle>(*reader.next()));
    BOOST_TEST((reader.format() == sudoku::grammar::Format::grid));
}
