// What reaches the user: the dumper's records, the words for findings, and
// the shape of diagnostics, each written into a std::ostringstream.
#define BOOST_TEST_MODULE text_writer
#include <boost/test/unit_test.hpp>

#include "describe.hpp"
#include "diagnostic.hpp"
#include "json_writer.hpp"
#include "text_writer.hpp"
#include "explanation.hpp"
#include "grids.hpp"
#include "sudoku/rating_of.hpp"

#include <sstream>

using namespace solve;

namespace {

std::string const inkala_text =
    "1 4 5 3 2 7 6 9 8\n8 3 9 6 5 4 1 2 7\n6 7 2 9 1 8 5 4 3\n"
    "4 9 6 1 8 5 3 7 2\n2 1 8 4 7 3 9 5 6\n7 5 3 2 9 6 4 8 1\n"
    "3 6 7 5 4 2 8 1 9\n9 8 4 7 6 1 2 3 5\n5 2 1 8 3 9 7 6 4\n";

outcome::Solved solved(std::string_view solution) {
    return outcome::Solved{grid_of(solution), true, {}, {}, {}};
}

outcome::NoSolution no_solution(std::string reason) { return outcome::NoSolution{std::move(reason), {}}; }

outcome::NotUnique not_unique() { return outcome::NotUnique{}; }

// Unsolved puzzles of both kinds, counted with --count.
outcome::NoSolution const counted_none{"why", sudoku::Count{0, true}};
outcome::NotUnique const counted_several{sudoku::Count{4, true}};

outcome::Malformed invalid() { return outcome::Malformed{Diagnostic{7, 3, "expected x, found y", "ab"}}; }

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
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::grid, ""};
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
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::grid, ""};
    auto verdict = solved(inkala_solution);
    verdict.count = sudoku::Count{1, true};
    dumper.write(OutputFormat::grid, {1, "f"}, puzzle, verdict);
    verdict.count = sudoku::Count{2, false};
    dumper.write(OutputFormat::grid, {2, "f"}, puzzle, verdict);
    BOOST_TEST(out.str() == inkala_text + "solutions: 1\n\n" + inkala_text + "solutions: 2 or more\n");
}

BOOST_AUTO_TEST_CASE(the_line_format_writes_one_line_for_every_record) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::line, ""};
    dumper.write(OutputFormat::line, {1, "f"}, puzzle, solved(inkala_solution));
    dumper.write(OutputFormat::line, {2, "f"}, puzzle, invalid());
    dumper.write(OutputFormat::line, {3, "f"}, puzzle, no_solution("why"));
    dumper.write(OutputFormat::line, {4, "f"}, puzzle, not_unique());
    BOOST_TEST(out.str() == std::string(inkala_solution) + "\n"
                            "invalid: line 7, column 3: expected x, found y\n"
                            "no solution: why\n"
                            "no unique solution: the puzzle has more than one solution\n");
}

// --output=marks: a solved record's state, 729 positions, once the steps
// shown are applied with --explain, else the givens' peers cleared; any other
// record the line format's line.
BOOST_AUTO_TEST_CASE(the_marks_format_writes_each_record_s_state) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::line, ""};
    dumper.write(OutputFormat::marks, {1, "f"}, puzzle, solved(inkala_solution));
    outcome::Solved explained = solved(inkala_solution);
    explained.explanation.emplace();
    explained.explanation->state = state_of(grid_of(inkala_solution));
    dumper.write(OutputFormat::marks, {2, "f"}, puzzle, explained);
    dumper.write(OutputFormat::marks, {3, "f"}, puzzle, invalid());
    dumper.write(OutputFormat::marks, {4, "f"}, puzzle, no_solution("why"));
    std::string text = out.str();
    std::string givens = text.substr(0, 730), steps = text.substr(730, 730);
    // r1c1 of Inkala's puzzle: its row holds 3 and 5, its column 4 and 8, its box 7 and 8.
    BOOST_TEST(givens.substr(0, 9) == "12...6..9");
    BOOST_TEST(givens.substr(2 * 9, 9) == "....5....");  // a given holds its digit alone
    BOOST_TEST(givens.back() == '\n');
    std::string placed;
    for (std::size_t i = 0; i < 729; ++i)
        if (steps[i] != '.') placed += steps[i];
    BOOST_TEST(placed == inkala_solution);
    BOOST_TEST(text.substr(1460) == "invalid: line 7, column 3: expected x, found y\n"
                                    "no solution: why\n");
}

// With --count (and --rate), a solved puzzle's line is its count (after its
// rating); a puzzle that is not solved keeps the line that says why.
BOOST_AUTO_TEST_CASE(a_counted_line_is_the_count_of_a_solved_puzzle_only) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::line, ""};
    auto one = solved(inkala_solution);
    one.count = sudoku::Count{1, true};
    dumper.write(OutputFormat::line, {1, "f"}, puzzle, counted_none);
    dumper.write(OutputFormat::line, {2, "f"}, puzzle, counted_several);
    dumper.write(OutputFormat::line, {3, "f"}, puzzle, one);
    one.rating = sudoku::Rating{sudoku::Rating::Level::evil, 26, 15, 12, false, false, false, "Pointing"};
    dumper.write(OutputFormat::line, {4, "f"}, puzzle, one);
    BOOST_TEST(out.str() == "no solution: why\n"
                            "no unique solution: the puzzle has more than one solution\n"
                            "1\n"
                            "evil 2.6/1.5/1.2 1\n");
}

// In the grid and pretty formats every counted record ends with its count.
BOOST_AUTO_TEST_CASE(a_count_follows_every_board_record) {
    std::ostringstream out;
    Dumper dumper(out);
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::grid, ""};
    dumper.write(OutputFormat::pretty, {1, "f"}, puzzle, counted_none);
    dumper.write(OutputFormat::grid, {2, "f"}, puzzle, counted_several);
    BOOST_TEST(out.str() == "no solution: why\nsolutions: 0\n\n"
                            "no unique solution: the puzzle has more than one solution\nsolutions: 4\n");
}

// --rate alone puts the rating in the board's place (its verdict holds no
// solution: see shows_solution); with --explain the steps, the board, then
// the rating.
BOOST_AUTO_TEST_CASE(a_rating_follows_the_board_of_an_explanation) {
    Record puzzle = Puzzle{grid_of(inkala), 1, sudoku::grammar::Format::grid, ""};
    auto verdict = solved(inkala_solution);
    // A lower bound: the techniques ran out before the first placement.
    verdict.rating = sudoku::Rating{sudoku::Rating::Level::diabolical, 90, 90, 23, true, true, false, "X"};
    std::ostringstream rated, explained;
    Dumper(explained).write(OutputFormat::grid, {1, "f"}, puzzle, verdict);
    BOOST_TEST(explained.str() == inkala_text + "diabolical 9.0+/9.0+/2.3\n");
    verdict.solution.reset();
    Dumper(rated).write(OutputFormat::grid, {1, "f"}, puzzle, verdict);
    BOOST_TEST(rated.str() == "diabolical 9.0+/9.0+/2.3\n");
}

// Whether a record shows its solution is decided once, from the options,
// before the puzzle is solved: a rating in the line format, or alone on a
// board, shows none.
BOOST_AUTO_TEST_CASE(a_rating_in_a_solution_s_place_shows_no_solution) {
    BOOST_TEST(!shows_solution(OutputFormat::line, true, false, false));
    BOOST_TEST(!shows_solution(OutputFormat::line, true, false, true));
    BOOST_TEST(!shows_solution(OutputFormat::line, false, true, false));
    BOOST_TEST(shows_solution(OutputFormat::line, false, false, true));
    BOOST_TEST(!shows_solution(OutputFormat::grid, true, false, false));
    BOOST_TEST(!shows_solution(OutputFormat::pretty, true, true, false));
    BOOST_TEST(shows_solution(OutputFormat::grid, true, false, true));
    BOOST_TEST(shows_solution(OutputFormat::grid, false, true, false));
    BOOST_TEST(shows_solution(OutputFormat::json, true, true, false));
}

// A solution not shown is not sought: a rated puzzle with several solutions
// is not searched for the row-major first, and its verdict holds none.
BOOST_AUTO_TEST_CASE(a_rating_shown_alone_costs_no_search_for_the_first_solution) {
    JudgeSettings settings;
    settings.rate = true;
    settings.solution_shown = false;
    Record record = Puzzle{grid_of(challenge_example), 1, sudoku::grammar::Format::line, ""};
    Verdict verdict = judge(record, settings);
    auto const* rated = std::get_if<outcome::Solved>(&verdict);
    BOOST_REQUIRE(rated);
    BOOST_TEST(!rated->unique);
    BOOST_TEST(rated->rating.has_value());
    BOOST_TEST(!rated->solution.has_value());
    settings.solution_shown = true;
    Verdict shown = judge(record, settings);
    BOOST_TEST((std::get<outcome::Solved>(shown).solution == grid_of(challenge_first)));
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
    Record puzzle = Puzzle{grid_of(inkala), 12, sudoku::grammar::Format::line, ""};
    auto verdict = solved(inkala_solution);
    verdict.count = sudoku::Count{1, true};
    write_json(out, {3, "in \"x\".txt"}, puzzle, verdict);
    write_json(out, {4, "f"}, Diagnostic{7, 3, "expected x, found y", ""}, invalid());
    write_json(out, {5, "f"}, puzzle, no_solution("r1c9 and r1c3 both hold 5 (row 1)"));
    BOOST_TEST(out.str() ==
               "{\"record\":3,\"file\":\"in \\\"x\\\".txt\",\"line\":12,\"puzzle\":\"" +
                   std::string(inkala) + "\",\"status\":\"solved\",\"solution\":\"" +
                   std::string(inkala_solution) + "\",\"unique\":true,\"count\":1,\"count_exact\":true}\n" +
                   "{\"record\":4,\"file\":\"f\",\"line\":7,\"puzzle\":null,\"status\":\"invalid\","
                   "\"solution\":null,\"column\":3,\"error\":\"expected x, found y\"}\n"
                   "{\"record\":5,\"file\":\"f\",\"line\":12,\"puzzle\":\"" + std::string(inkala) +
                   "\",\"status\":\"no_solution\",\"solution\":null,"
                   "\"reason\":\"r1c9 and r1c3 both hold 5 (row 1)\"}\n");
}

// The "file" field of a record from a file named `name`.
std::string json_file(std::string_view name) {
    std::ostringstream out;
    write_json(out, {1, name}, Diagnostic{1, 1, "m", ""}, invalid());
    std::string text = out.str();
    std::size_t start = text.find("\"file\":") + 7;
    return text.substr(start, text.find(",\"line\"") - start);
}

BOOST_AUTO_TEST_CASE(json_strings_keep_utf8_and_escape_controls) {
    BOOST_TEST(json_file("a\tb\\\"\x7f") == "\"a\\u0009b\\\\\\\"\\u007F\"");
    // é, €, 𝄞 (two, three and four bytes) go through as they are.
    BOOST_TEST(json_file("\xc3\xa9\xe2\x82\xac\xf0\x9d\x84\x9e.txt") ==
               "\"\xc3\xa9\xe2\x82\xac\xf0\x9d\x84\x9e.txt\"");
}

BOOST_AUTO_TEST_CASE(json_strings_escape_bytes_that_are_not_utf8_as_lone_surrogates) {
    // Latin-1 é, a lone continuation byte, a truncated sequence at the end.
    BOOST_TEST(json_file("\xe9t\xe9") == "\"\\uDCE9t\\uDCE9\"");
    BOOST_TEST(json_file("a\x80") == "\"a\\uDC80\"");
    BOOST_TEST(json_file("\xe2\x82") == "\"\\uDCE2\\uDC82\"");
    // Overlong forms, UTF-8 surrogates and code points past U+10FFFF are not UTF-8.
    BOOST_TEST(json_file("\xc0\xaf") == "\"\\uDCC0\\uDCAF\"");
    BOOST_TEST(json_file("\xe0\x80\xaf") == "\"\\uDCE0\\uDC80\\uDCAF\"");
    BOOST_TEST(json_file("\xed\xa0\x80") == "\"\\uDCED\\uDCA0\\uDC80\"");
    BOOST_TEST(json_file("\xf4\x90\x80\x80") == "\"\\uDCF4\\uDC90\\uDC80\\uDC80\"");
    BOOST_TEST(json_file("\xf5") == "\"\\uDCF5\"");
    // The highest code point and the first of each length are.
    BOOST_TEST(json_file("\xf4\x8f\xbf\xbf\xc2\x80\xe0\xa0\x80") ==
               "\"\xf4\x8f\xbf\xbf\xc2\x80\xe0\xa0\x80\"");
}

BOOST_AUTO_TEST_CASE(findings_are_named_in_the_puzzle_s_terms) {
    BOOST_TEST(cell_name(sudoku::cell_at(0, 8)) == "r1c9");
    BOOST_TEST(cell_name(sudoku::cell_at(8, 0)) == "r9c1");
    BOOST_TEST(unit_name(sudoku::units[sudoku::first_row]) == "row 1");
    BOOST_TEST(unit_name(sudoku::units[sudoku::first_column + 4]) == "column 5");
    BOOST_TEST(unit_name(sudoku::units[sudoku::first_box + 8]) == "box 9");
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

// Each step's line: its effect, SE's technique with its difficulty, and the
// pattern in words, read off the evidence and the pencil marks.
BOOST_AUTO_TEST_CASE(each_technique_has_its_words) {
    auto cell = [](int row, int column) { return sudoku::cell_at(row - 1, column - 1); };
    auto digits = [](std::initializer_list<int> list) {
        sudoku::Candidates set;
        for (int d : list) set.add(static_cast<sudoku::Digit>(d));
        return set;
    };
    constexpr int row = sudoku::first_row, column = sudoku::first_column, box = sudoku::first_box;  // less 1
    using T = sudoku::SeTechnique;
    auto step = [&](sudoku::SeMethod method, int tenths, std::vector<int> units, std::vector<sudoku::Cell> cells,
                    sudoku::Candidates set) {
        sudoku::SeStep s;
        s.method = method;
        s.difficulty = tenths;
        s.units = std::move(units);
        s.cells = std::move(cells);
        s.digits = set;
        return s;
    };
    auto placing = [](sudoku::SeStep s, sudoku::Cell c, int d) {
        s.placed_cell = c;
        s.placed_digit = static_cast<sudoku::Digit>(d);
        return s;
    };
    auto removing = [](sudoku::SeStep s, std::initializer_list<std::pair<sudoku::Cell, int>> gone) {
        for (auto [c, d] : gone) s.eliminated[c] = static_cast<std::uint16_t>(s.eliminated[c] | 1u << d);
        return s;
    };
    Marks marks;
    marks.fill(sudoku::Candidates::all());
    marks[cell(1, 1)] = digits({3, 5});
    marks[cell(1, 4)] = digits({3, 7});
    marks[cell(2, 2)] = digits({5, 7});
    marks[cell(5, 5)] = digits({3, 5, 7});
    marks[cell(3, 1)] = digits({3, 8});
    marks[cell(3, 5)] = digits({3, 8});
    marks[cell(4, 1)] = digits({3, 4, 8});
    marks[cell(4, 5)] = digits({3, 4, 8});
    marks[cell(6, 6)] = digits({1, 2, 6});
    marks[cell(7, 7)] = digits({1, 6});
    marks[cell(5, 4)] = digits({3, 7});
    marks[cell(4, 6)] = digits({5, 7});
    for (sudoku::Cell c : {cell(8, 2), cell(8, 5), cell(9, 5)}) marks[c] = digits({2, 9});
    marks[cell(9, 2)] = digits({1, 2, 9});
    struct Case {
        sudoku::SeStep step;
        std::string words;
    };
    Case const cases[] = {
        {placing(step({T::hidden_single}, 12, {box + 2}, {cell(3, 5)}, digits({7})), cell(3, 5), 7),
         "r3c5 = 7   Hidden Single (1.2): the only place for 7 in box 3"},
        {placing(step({.technique = T::hidden_single, .last_empty_cell = true}, 10, {row + 8}, {cell(9, 1)}, digits({4})), cell(9, 1), 4),
         "r9c1 = 4   Hidden Single (1.0): the last empty cell of row 9"},
        {placing(step({T::naked_single}, 23, {}, {cell(9, 9)}, digits({1})), cell(9, 9), 1),
         "r9c9 = 1   Naked Single (2.3): the only candidate left in r9c9"},
        {placing(step({T::direct_pointing}, 17, {box, row + 1, box + 2}, {cell(2, 8)}, digits({5})), cell(2, 8), 5),
         "r2c8 = 5   Direct Pointing (1.7): 5 in box 1 only in row 2, which leaves it one place in box 3"},
        {placing(step({T::direct_hidden_pair}, 20, {row}, {cell(1, 2), cell(1, 5)}, digits({3, 8})), cell(1, 9), 6),
         "r1c9 = 6   Direct Hidden Pair (2.0): r1c2,r1c5 are the only places for 3,8 in row 1, which leaves r1c9 "
         "the only place for 6 there"},
        {removing(step({T::pointing}, 26, {box + 3, row + 4}, {}, digits({3})), {{cell(5, 7), 3}, {cell(5, 8), 3}}),
         "r5c7,r5c8 <> 3   Pointing (2.6): 3 in box 4 only in row 5"},
        {removing(step({T::claiming}, 28, {column + 3, box + 4}, {}, digits({6})), {{cell(5, 5), 6}}),
         "r5c5 <> 6   Claiming (2.8): 6 in column 4 only in box 5"},
        {removing(step({T::naked_pair}, 30, {row}, {cell(1, 2), cell(1, 5)}, digits({3, 7})),
                  {{cell(1, 1), 3}, {cell(1, 1), 7}, {cell(1, 9), 7}}),
         "r1c1 <> 3; r1c1,r1c9 <> 7   Naked Pair (3.0): r1c2,r1c5 hold only 3,7 in row 1"},
        {removing(step({T::hidden_triplet}, 40, {box + 3}, {cell(4, 1), cell(5, 2), cell(6, 3)}, digits({2, 5, 8})),
                  {{cell(4, 1), 9}}),
         "r4c1 <> 9   Hidden Triplet (4.0): r4c1,r5c2,r6c3 are the only places for 2,5,8 in box 4"},
        {removing(step({T::x_wing}, 32, {row + 1, row + 5, column + 2, column + 7}, {}, digits({4})), {{cell(5, 3), 4}}),
         "r5c3 <> 4   X-Wing (3.2): 4 in rows 2,6 only in columns 3,8"},
        {removing(step({T::swordfish}, 38, {column, column + 4, column + 8, row, row + 3, row + 6}, {}, digits({5})),
                  {{cell(1, 2), 5}}),
         "r1c2 <> 5   Swordfish (3.8): 5 in columns 1,5,9 only in rows 1,4,7"},
        {removing(step({T::xy_wing}, 42, {}, {cell(1, 1), cell(1, 4), cell(2, 2)}, digits({3, 5, 7})), {{cell(2, 4), 7}}),
         "r2c4 <> 7   XY-Wing (4.2): pivot r1c1 (3,5), pincers r1c4 (3,7) and r2c2 (5,7): one of the pincers is 7"},
        {removing(step({T::xyz_wing}, 44, {}, {cell(5, 5), cell(5, 4), cell(4, 6)}, digits({3, 5, 7})), {{cell(5, 6), 7}}),
         "r5c6 <> 7   XYZ-Wing (4.4): pivot r5c5 (3,5,7), pincers r5c4 (3,7) and r4c6 (5,7): one of the three is 7"},
        {removing(step({.technique = T::unique_rectangle, .type = 1}, 45, {}, {cell(8, 2), cell(8, 5), cell(9, 5), cell(9, 2)},
                       digits({2, 9})),
                  {{cell(9, 2), 2}, {cell(9, 2), 9}}),
         "r9c2 <> 2; r9c2 <> 9   Unique Rectangle type 1 (4.5): the loop r8c2-r8c5-r9c5-r9c2 holding only 2,9 would "
         "have two solutions, so r9c2 is neither 2 nor 9"},
        {removing(step({.technique = T::unique_rectangle, .type = 4}, 45, {row + 3}, {cell(3, 1), cell(3, 5), cell(4, 5), cell(4, 1)},
                       digits({3, 8})),
                  {{cell(4, 5), 8}, {cell(4, 1), 8}}),
         "r4c1,r4c5 <> 8   Unique Rectangle type 4 (4.5): the loop r3c1-r3c5-r4c5-r4c1 holding only 3,8 would have "
         "two solutions, so r4c5,r4c1 cannot hold 3 and 8 between them; as 3 in row 4 lies only in these two, one of them is 3, so neither is 8"},
        {removing(step({.technique = T::bug, .type = 1}, 56, {}, {cell(6, 6)}, digits({2})), {{cell(6, 6), 1}, {cell(6, 6), 6}}),
         "r6c6 <> 1; r6c6 <> 6   BUG type 1 (5.6): without the extra 2 of r6c6 every open cell would have two "
         "candidates and each digit two places per unit, which never has exactly one solution, so r6c6 is 2"},
        {removing(step({T::aligned_pair_exclusion}, 62, {}, {cell(6, 6), cell(6, 8), cell(7, 7)}, {}), {{cell(6, 6), 1}}),
         "r6c6 <> 1   Aligned Pair Exclusion (6.2): the two digits of r6c6,r6c8 cannot include all the candidates "
         "of any of r7c7 (1,6), nor repeat a digit in a unit they share; no combination left uses the digits "
         "removed"},
        {removing(step({T::forcing_chain}, 71, {}, {}, {}), {{cell(2, 7), 3}}), "r2c7 <> 3   Forcing Chain (7.1)"},
    };
    for (Case const& c : cases) BOOST_TEST(describe(c.step, marks) == c.words);
}

// Region forcing chains start from every place of a digit in a unit, named
// first; places that lie in a line and a box are the line's.
BOOST_AUTO_TEST_CASE(region_chains_name_the_line_before_the_box) {
    using sudoku::ChainNode;
    auto cell = [](int row, int column) { return sudoku::cell_at(row - 1, column - 1); };
    auto region_step = [&](sudoku::Cell first, sudoku::Cell second) {
        sudoku::SeStep s;
        s.method = {.technique = sudoku::SeTechnique::multiple_forcing_chains, .kind = sudoku::SeChainKind::region};
        s.difficulty = 85;
        s.eliminated[cell(5, 5)] = 1u << 4;
        for (sudoku::Cell start : {first, second})
            s.chains.push_back({{ChainNode{start, 9, true, {}}, ChainNode{cell(5, 5), 4, false, {0}}}});
        return s;
    };
    Marks marks;
    marks.fill(sudoku::Candidates::all());
    // 9 goes in r1c1 or r1c2 in row 1 and in box 1 alike; in r8c9 or r9c9
    // in column 9 and in box 9 alike.
    for (int c = 0; c < sudoku::cell_count; ++c) {
        auto at = static_cast<sudoku::Cell>(c);
        bool seen = sudoku::row_of(at) == 0 || sudoku::column_of(at) == 8 || sudoku::box_of(at) == 0 ||
                    sudoku::box_of(at) == 8;
        bool kept = at == cell(1, 1) || at == cell(1, 2) || at == cell(8, 9) || at == cell(9, 9);
        if (seen && !kept) marks[at].remove(9);
    }
    BOOST_TEST(describe(region_step(cell(1, 1), cell(1, 2)), marks) ==
               "r5c5 <> 4   Region Forcing Chains (8.5): 9 in row 1 goes in r1c1 or r1c2: r1c1=9 => r5c5<>4: "
               "(9)r1c1-(4)r5c5; r1c2=9 => r5c5<>4: (9)r1c2-(4)r5c5; so r5c5<>4");
    BOOST_TEST(describe(region_step(cell(8, 9), cell(9, 9)), marks) ==
               "r5c5 <> 4   Region Forcing Chains (8.5): 9 in column 9 goes in r8c9 or r9c9: r8c9=9 => r5c5<>4: "
               "(9)r8c9-(4)r5c5; r9c9=9 => r5c5<>4: (9)r9c9-(4)r5c5; so r5c5<>4");
}

// An explanation that stops short says where and why, never guessing on.
BOOST_AUTO_TEST_CASE(an_explanation_says_where_it_stopped) {
    // The steps below unique loops count no work: the smallest budget
    // stops at the first search that does.
    Explanation spent = explain(grid_of(inkala), true, 1);
    BOOST_TEST(spent.steps.size() == 3u);
    BOOST_TEST(spent.stopped == "the budget of 1 step ran out with 56 cells open");
    BOOST_TEST(explain(grid_of(inkala), true, 2).stopped == "the budget of 2 steps ran out with 56 cells open");
    Explanation whole = explain(grid_of(inkala), true, 0);
    BOOST_TEST(whole.steps.size() == 127u);  // from the seventh on, nested chains up to 10.6
    BOOST_TEST(whole.stopped.empty());
    // The rating of the same solve, as --rate gives it alone.
    sudoku::Rating alone = sudoku::rate(grid_of(inkala), true, 0);
    BOOST_TEST((whole.rating.er == alone.er && whole.rating.er == 106 && !whole.rating.er_bound &&
                !whole.rating.ep_bound && whole.rating.ed == alone.ed));
    // A grid with several solutions stops before nested chains, which
    // could not settle it either.
    Explanation several = explain(grid_of("8.........95.......76.........426798...571243...893165......916....3.487....1.532"), false, 0);
    BOOST_TEST(several.stopped.starts_with("the puzzle has more than one solution, which no technique settles; "));
    BOOST_TEST((several.rating.er == 95 && several.rating.er_bound));
    // 9.5 is a floor above every step taken (Pointing, 2.6): no step to name.
    BOOST_TEST(several.rating.technique.empty());
    // These steps stop before a unique rectangle; the rater goes on past it to
    // a forcing chain (7.3), which gives ER (the same as --rate's) but is no
    // step shown, so none is named. Alone, the rater names its own step.
    auto const stopped_puzzle = grid_of("8.........59.......76..........5.267...7.2413......985...514796...926138...873542");
    Explanation stopped = explain(stopped_puzzle, false, 0);
    BOOST_TEST(stopped.stopped.find("assumes one") != std::string::npos);
    BOOST_TEST((stopped.rating.er == 73 && stopped.rating.er_bound));
    BOOST_TEST(stopped.rating.technique.empty());
    BOOST_TEST(sudoku::rate(stopped_puzzle, false, 0).technique == "Forcing Chain");
    Explanation easy = explain(grid_of("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."),
                               true, 0);
    BOOST_TEST((easy.steps.size() == 49u && easy.stopped.empty()));
}

// --generate writes through the dumper: a board record of the puzzle, its
// line, or a JSON object with the run's seed and the rating.
BOOST_AUTO_TEST_CASE(a_generated_puzzle_is_a_record_of_its_own) {
    // The seed is a string: 2^64-1 is no double, and JSON readers read numbers as doubles.
    GeneratedRecord generated{2, grid_of(inkala), grid_of(inkala_solution), 18446744073709551615u, sudoku::Symmetry::mirror,
                        sudoku::Rating{sudoku::Rating::Level::extreme, 106, 106, 106, false, false, false,
                                       "Dynamic Forcing Chains (+)"}};
    std::ostringstream grid, line, json, board;
    write_grid(board, grid_of(inkala));
    Dumper boards(grid);
    boards.write(OutputFormat::grid, generated);
    boards.write(OutputFormat::grid, generated);
    BOOST_TEST(grid.str() == board.str() + "\n" + board.str());
    Dumper(line).write(OutputFormat::line, generated);
    BOOST_TEST(line.str() == std::string(inkala) + "\n");
    Dumper(json).write(OutputFormat::json, generated);
    BOOST_TEST(json.str() == "{\"record\":2,\"puzzle\":\"" + std::string(inkala) +
                                 "\",\"solution\":\"" + std::string(inkala_solution) + "\",\"seed\":\"18446744073709551615\",\"symmetry\":\"mirror\","
                                 "\"rating\":{\"level\":\"extreme\",\"er\":10.6,\"ep\":10.6,\"ed\":10.6,"
                                 "\"technique\":\"Dynamic Forcing Chains (+)\",\"bounds\":[]}}\n");
}
