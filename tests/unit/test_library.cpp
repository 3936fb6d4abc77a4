// The library's entry header as a user meets it: puzzles and pencil marks
// read from text through the grammar and written back, solved, counted,
// rated (the uniqueness found by rate() itself), explained and generated.
#define BOOST_TEST_MODULE library
#include <boost/test/unit_test.hpp>

#include <sudoku/sudoku.hpp>

#include <string>
#include <string_view>

namespace {

// Arto Inkala's puzzle, which SE rates 10.6/1.2/1.2, and its one solution.
constexpr std::string_view inkala =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
constexpr std::string_view inkala_solution =
    "145327698839654127672918543496185372218473956753296481367542819984761235521839764";
// fixtures/rate-levels' evil puzzle, 2.6/1.2/1.2, which takes no time.
constexpr std::string_view evil =
    ".2..5.....5...89.....1...2.3.7...........379.4..5.9......7..8.11..435........254.";
// The Go Challenge 8 example: four solutions.
constexpr std::string_view four_solutions =
    "1.3..6.8..5..8.12.7.91.3.56.3..67.9.5.78...3.8.1.3.5.7.4..78.1.6.8..2.4..12.45.78";

std::string text_of(sudoku::Grid const& grid) {
    std::string text;
    for (sudoku::Digit d : grid.digits) text += d == sudoku::no_digit ? '.' : char('0' + d);
    return text;
}

// A puzzle's marks line written here, apart from the library's writer: a
// given alone at its position, an open cell every digit no peer is given.
std::string marks_text_of(std::string_view puzzle) {
    std::string text;
    for (int c = 0; c < sudoku::cell_count; ++c) {
        std::string cell = "123456789";
        for (int p = 0; p < sudoku::cell_count; ++p) {
            char given = puzzle[p];
            if (given == '.') continue;
            bool peer = sudoku::row_of(p) == sudoku::row_of(c) || sudoku::column_of(p) == sudoku::column_of(c) ||
                        sudoku::box_of(p) == sudoku::box_of(c);
            if (p == c) {
                cell = std::string(9, '.');
                cell[given - '1'] = given;
            } else if (peer && puzzle[c] == '.') {
                cell[given - '1'] = '.';
            }
        }
        text += cell;
    }
    return text;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_puzzle_is_read_from_its_line) {
    sudoku::ReadPuzzle read = sudoku::read_puzzle(inkala);
    BOOST_TEST_REQUIRE(read.grid.has_value());
    BOOST_TEST(read.error.empty());
    BOOST_TEST(text_of(*read.grid) == inkala);
    // '0' is an empty cell too.
    std::string zeros(inkala);
    for (char& c : zeros) c = c == '.' ? '0' : c;
    BOOST_TEST((sudoku::read_puzzle(zeros).grid == read.grid));
}

BOOST_AUTO_TEST_CASE(a_malformed_line_gives_an_error_and_no_grid) {
    std::string wrong(inkala);
    wrong[4] = 'x';
    sudoku::ReadPuzzle read = sudoku::read_puzzle(wrong);
    BOOST_TEST(!read.grid.has_value());
    BOOST_TEST(read.error.starts_with("column 5: expected"), read.error);
    BOOST_TEST(!sudoku::read_puzzle(inkala.substr(0, 80)).grid.has_value());
    BOOST_TEST(!sudoku::read_puzzle("").error.empty());
    BOOST_CHECK_THROW(sudoku::solve(std::string_view(wrong)), sudoku::BadPuzzle);
    BOOST_CHECK_THROW(sudoku::rate(inkala.substr(1)), sudoku::BadPuzzle);
}

BOOST_AUTO_TEST_CASE(solving_and_counting_from_text) {
    sudoku::Solution solution = sudoku::solve(inkala);
    BOOST_TEST(text_of(solution.first) == inkala_solution);
    BOOST_TEST((solution.count == sudoku::Count{1, true}));
    BOOST_TEST((sudoku::count(four_solutions) == sudoku::Count{2, false}));
    BOOST_TEST((sudoku::count(four_solutions, 10) == sudoku::Count{4, true}));
}

BOOST_AUTO_TEST_CASE(a_unique_puzzle_rates_exactly) {
    sudoku::Rating rating = sudoku::rate(inkala);
    BOOST_TEST(sudoku::name_of(rating.level) == "extreme");
    BOOST_TEST((rating.er == 106 && rating.ep == 12 && rating.ed == 12));
    BOOST_TEST((!rating.er_bound && !rating.ep_bound && !rating.ed_bound));
    BOOST_TEST(rating.technique == "Dynamic Contradiction Forcing Chains (+ Forcing Chains)");

    sudoku::Rating easy = sudoku::rate(evil);
    BOOST_TEST(sudoku::name_of(easy.level) == "evil");
    BOOST_TEST((easy.er == 26 && easy.ep == 12 && easy.ed == 12 && !easy.er_bound));
}

// SE does not rate a puzzle with several solutions: rate() finds that out
// itself, and ER is only a lower bound.
BOOST_AUTO_TEST_CASE(a_puzzle_with_several_solutions_gets_bounds) {
    sudoku::Rating rating = sudoku::rate(four_solutions);
    BOOST_TEST(rating.er_bound);
    BOOST_TEST((rating.level == sudoku::level_of_er(rating.er)));
}

// Past the budget the figures are bounds, ER among them.
BOOST_AUTO_TEST_CASE(a_rating_cut_by_its_budget_is_a_bound) {
    sudoku::Rating rating = sudoku::rate(inkala, {.budget_steps = 1000});
    BOOST_TEST(rating.er_bound);
    BOOST_TEST(rating.er < 106);
}

BOOST_AUTO_TEST_CASE(an_explanation_is_the_rating_s_steps_with_their_evidence) {
    sudoku::Explanation explanation = sudoku::explain(evil);
    BOOST_TEST(explanation.solved);
    BOOST_TEST_REQUIRE(!explanation.steps.empty());
    sudoku::Rating rating = sudoku::rate(evil);
    BOOST_TEST((explanation.rating.er == rating.er && explanation.rating.technique == rating.technique));
    // Inkala's first step: r2c5 = 5, the only place for 5 in box 2.
    sudoku::Explanation inkala_steps = sudoku::explain(inkala);
    BOOST_TEST_REQUIRE(!inkala_steps.steps.empty());
    sudoku::SeStep const& first = inkala_steps.steps.front();
    BOOST_TEST(first.name() == "Hidden Single");
    BOOST_TEST((first.placed_cell == sudoku::cell_at(1, 4) && first.placed_digit == 5));
    BOOST_TEST_REQUIRE(first.units.size() == 1u);
    BOOST_TEST((sudoku::units[first.units[0]].kind == sudoku::UnitKind::box && sudoku::units[first.units[0]].index == 1));
}

// README's: solve --generate=2 --seed=3 --rating=4.2-5.0 gives this first.
BOOST_AUTO_TEST_CASE(a_seed_and_a_range_give_the_same_puzzle) {
    sudoku::NewPuzzle made = sudoku::generate({.seed = 3, .range = sudoku::ErRange{42, 50}});
    BOOST_TEST(text_of(made.puzzle) ==
               "....4.8.....6...541.8...9...5....3.7....13..5....7..863...9......6....1...27.4...");
    BOOST_TEST((sudoku::count(made.puzzle) == sudoku::Count{1, true}));
    BOOST_TEST((made.rating.er == 42 && made.rating.level == sudoku::Level::fiendish));
    BOOST_CHECK_THROW(sudoku::generate({.range = sudoku::ErRange{121, 130}}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(marks_are_read_from_their_line_and_written_back) {
    std::string line = marks_text_of(inkala);
    BOOST_TEST_REQUIRE(line.size() == 729u);
    sudoku::ReadMarks read = sudoku::read_marks(line);
    BOOST_TEST_REQUIRE(read.marks.has_value());
    BOOST_TEST(read.error.empty());
    // r1c3 is given 5; r1c1 is open, its peers given 3, 4, 5, 7 and 8.
    BOOST_TEST(((*read.marks)[2] == sudoku::Candidates::only(5)));
    BOOST_TEST((*read.marks)[0].size() == 4);
    BOOST_TEST(sudoku::marks_line(*read.marks) == line);
    // '0' eliminates as '.' does; it is written back as '.'.
    std::string zeros = line;
    for (char& c : zeros) c = c == '.' ? '0' : c;
    BOOST_TEST((sudoku::read_marks(zeros).marks == read.marks));
    BOOST_TEST(sudoku::marks_line(*sudoku::read_marks(zeros).marks) == line);
    // An empty grid's every cell is all nine digits.
    sudoku::PencilMarks open;
    open.cells.fill(sudoku::Candidates::all());
    std::string all;
    for (int c = 0; c < sudoku::cell_count; ++c) all += "123456789";
    BOOST_TEST(sudoku::marks_line(open) == all);
    // And a puzzle's line, its twin.
    BOOST_TEST(sudoku::puzzle_line(*sudoku::read_puzzle(inkala).grid) == inkala);
    BOOST_TEST(sudoku::puzzle_line(sudoku::solve(inkala).first) == inkala_solution);
}

BOOST_AUTO_TEST_CASE(a_malformed_marks_line_gives_the_grammar_s_error_and_no_marks) {
    std::string line = marks_text_of(inkala);
    std::string wrong = line;
    wrong[9] = 'x';  // position 1 of r1c2
    sudoku::ReadMarks read = sudoku::read_marks(wrong);
    BOOST_TEST(!read.marks.has_value());
    BOOST_TEST(read.error == "column 10: expected '1', '.' or '0' at position 1 of r1c2, found 'x'");
    wrong = line;
    wrong[2] = '5';
    BOOST_TEST(sudoku::read_marks(wrong).error ==
               "column 3: expected '3', '.' or '0' at position 3 of r1c1, found '5' "
               "(the candidate 5 is written at position 5 of its cell)");
    BOOST_TEST(sudoku::read_marks(line.substr(0, 728)).error.starts_with("column 729: expected '9'"));
    // A puzzle line is not a marks line, nor the other way round.
    BOOST_TEST(!sudoku::read_marks(inkala).marks.has_value());
    BOOST_TEST(!sudoku::read_puzzle(line).grid.has_value());
    BOOST_TEST(!sudoku::read_marks("").error.empty());
    BOOST_TEST(!sudoku::read_marks("# a comment").error.empty());
    BOOST_CHECK_THROW(sudoku::solve_marks(wrong), sudoku::BadPuzzle);
    BOOST_CHECK_THROW(sudoku::count_marks(inkala), sudoku::BadPuzzle);
    try {
        sudoku::solve_marks(line.substr(1));
        BOOST_ERROR("a line one character short is not a marks line");
    } catch (sudoku::BadPuzzle const& error) {
        BOOST_TEST(std::string(error.what()) == sudoku::read_marks(line.substr(1)).error);
    }
}

BOOST_AUTO_TEST_CASE(solving_and_counting_from_marks) {
    std::string line = marks_text_of(inkala);
    sudoku::Solution solution = sudoku::solve_marks(line);
    BOOST_TEST(text_of(solution.first) == inkala_solution);
    BOOST_TEST((solution.count == sudoku::Count{1, true}));
    BOOST_TEST((sudoku::count_marks(line) == sudoku::Count{1, true}));
    sudoku::PencilMarks marks = *sudoku::read_marks(line).marks;
    BOOST_TEST((sudoku::count(marks) == sudoku::Count{1, true}));
    BOOST_TEST(text_of(sudoku::solve(marks).first) == inkala_solution);
}

// The solution with r1c1, r1c3, r9c1 and r9c3 opened to 1 and 5: the
// rectangle's two ways of holding them are both solutions.
BOOST_AUTO_TEST_CASE(marks_with_two_solutions_count_two) {
    sudoku::PencilMarks marks = *sudoku::read_marks(marks_text_of(inkala_solution)).marks;
    for (int cell : {0, 2, 72, 74}) marks[cell] = sudoku::Candidates::only(1) | sudoku::Candidates::only(5);
    BOOST_TEST((sudoku::count(marks) == sudoku::Count{2, false}));
    BOOST_TEST((sudoku::count(marks, 10) == sudoku::Count{2, true}));
    BOOST_TEST((sudoku::count_marks(sudoku::marks_line(marks), 10) == sudoku::Count{2, true}));
    sudoku::Solution solution = sudoku::solve(marks);
    BOOST_TEST((solution.count == sudoku::Count{2, false}));
    BOOST_TEST(text_of(solution.first) == inkala_solution);  // r1c1 = 1 is the smaller
}

// A cell with no candidate is well-formed, and leaves no solution.
BOOST_AUTO_TEST_CASE(a_cell_without_candidates_leaves_no_solution) {
    std::string line = marks_text_of(inkala);
    line.replace(0, 9, ".........");
    sudoku::ReadMarks read = sudoku::read_marks(line);
    BOOST_TEST_REQUIRE(read.marks.has_value());
    BOOST_TEST((*read.marks)[0].empty());
    BOOST_TEST((sudoku::count(*read.marks) == sudoku::Count{0, true}));
    BOOST_TEST((sudoku::count_marks(line, 10) == sudoku::Count{0, true}));
    BOOST_TEST((sudoku::solve_marks(line).count == sudoku::Count{0, true}));
    BOOST_TEST(sudoku::marks_line(*read.marks) == line);
}

// A state rates as serate reads it: Inkala's candidates, once its givens'
// peers are cleared, rate as its givens do, and explain the same steps.
BOOST_AUTO_TEST_CASE(rating_and_explaining_from_marks) {
    std::string line = marks_text_of(inkala);
    sudoku::Rating rating = sudoku::rate_marks(line);
    BOOST_TEST((rating.er == 106 && rating.ep == 12 && rating.ed == 12));
    BOOST_TEST(!rating.er_bound);
    sudoku::Explanation from_state = sudoku::explain_marks(line, {.budget_steps = 0});
    sudoku::Explanation from_givens = sudoku::explain(inkala, {.budget_steps = 0});
    BOOST_TEST(from_state.solved);
    BOOST_TEST_REQUIRE(from_state.steps.size() == from_givens.steps.size());
    for (std::size_t i = 0; i < from_state.steps.size(); ++i)
        BOOST_TEST((from_state.steps[i].eliminated == from_givens.steps[i].eliminated &&
                    from_state.steps[i].placed_cell == from_givens.steps[i].placed_cell));
    BOOST_TEST((sudoku::rate(*sudoku::read_marks(line).marks).er == 106));
}
