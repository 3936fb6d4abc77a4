// The filter's decisions per record: what goes to stdout, what to stderr,
// and the exit status earned.
#define BOOST_TEST_MODULE filter
#include <boost/test/unit_test.hpp>

#include "filter.hpp"
#include "grids.hpp"

#include <unistd.h>

#include <sstream>

using namespace solve;

namespace {

// A puzzle (81 characters, '.' empty) in the grid format, after blank lines
// that put its first row at `first_line`.
std::string grid_text(std::string_view puzzle, std::size_t first_line = 1) {
    std::string text(first_line - 1, '\n');
    for (int c = 0; c < 81; ++c) {
        text += puzzle[c] == '.' ? '_' : puzzle[c];
        text += c % 9 == 8 ? '\n' : ' ';
    }
    return text;
}

struct Run {
    explicit Run(Settings settings = {}) : filter(settings, out, err) {}
    // Reads `input` as the whole of a file named `name`, the way solve reads
    // any input: through a file descriptor.
    void read(std::string const& input, std::string const& name = "<stdin>") {
        int ends[2];
        BOOST_REQUIRE(::pipe(ends) == 0);
        BOOST_REQUIRE(::write(ends[1], input.data(), input.size()) == static_cast<ssize_t>(input.size()));
        ::close(ends[1]);
        filter.process_stream(ends[0], name);
        ::close(ends[0]);
    }
    std::ostringstream out, err;
    Filter filter;
};

// Default settings but for what `change` sets.
template <typename F>
Settings with(F change) {
    Settings settings;
    change(settings);
    return settings;
}

std::string const row_conflict = "1.5..6.85" + std::string(72, '.');

}  // namespace

BOOST_AUTO_TEST_CASE(a_unique_puzzle_is_solved_quietly) {
    Run run;
    run.read(grid_text(inkala));
    BOOST_TEST(run.out.str().substr(0, 18) == "1 4 5 3 2 7 6 9 8\n");
    BOOST_TEST(run.err.str().empty());
    BOOST_TEST((run.filter.status() == ExitStatus::success));
}

BOOST_AUTO_TEST_CASE(several_solutions_earn_a_note_unless_quiet) {
    Run run;
    run.read(grid_text(challenge_example, 5), "p.txt");
    BOOST_TEST(run.err.str() == "p.txt:5:1: note: the puzzle has more than one solution; "
                                "this is the first in row-major order\n");
    BOOST_TEST((run.filter.status() == ExitStatus::success));
    Run quiet(with([](Settings& s) { s.quiet = true; }));
    quiet.read(grid_text(challenge_example), "p.txt");
    BOOST_TEST(quiet.err.str().empty());
    BOOST_TEST(quiet.out.str() == run.out.str());
}

BOOST_AUTO_TEST_CASE(unique_makes_several_solutions_a_failure) {
    Run run(with([](Settings& s) { s.judge.unique = true; }));
    run.read(grid_text(challenge_example));
    BOOST_TEST(run.out.str() == "no unique solution: the puzzle has more than one solution\n");
    BOOST_TEST((run.filter.status() == ExitStatus::unsolved));
}

BOOST_AUTO_TEST_CASE(no_solution_is_a_line_on_stdout) {
    Run run;
    run.read(grid_text(row_conflict));
    run.read(grid_text(inkala_broken));
    BOOST_TEST(run.out.str() == "no solution: r1c9 and r1c3 both hold 5 (row 1)\n\n"
                                "no solution: the givens break no rule, but no grid completes them\n");
    BOOST_TEST(run.err.str().empty());
    BOOST_TEST((run.filter.status() == ExitStatus::unsolved));
}

BOOST_AUTO_TEST_CASE(check_reports_a_conflict_where_it_stands) {
    Run run(with([](Settings& s) { s.judge.check = true; }));
    run.read(grid_text(inkala));
    BOOST_TEST((run.filter.status() == ExitStatus::success));
    run.read(grid_text(row_conflict, 11));
    BOOST_TEST(run.out.str().empty());
    BOOST_TEST(run.err.str() == "<stdin>:11:17: error: r1c9 and r1c3 both hold 5 (row 1)\n"
                                "1 _ 5 _ _ 6 _ 8 5\n"
                                "                ^\n");
    BOOST_TEST((run.filter.status() == ExitStatus::unsolved));
}

BOOST_AUTO_TEST_CASE(a_malformed_record_is_reported_and_earns_the_worst_status) {
    Run run(with([](Settings& s) { s.input = sudoku::grammar::Format::grid; }));
    run.read(grid_text(row_conflict));
    run.read("\n\n\nab\n", "f");
    run.read(grid_text(inkala));
    BOOST_TEST(run.err.str() == "f:4:1: error: expected a cell (a digit 1-9 or '_'), found 'a' "
                                "(a comment begins with '#' or '-- ')\nab\n^\n");
    BOOST_TEST((run.filter.status() == ExitStatus::malformed));
}

BOOST_AUTO_TEST_CASE(a_count_says_when_there_may_be_more) {
    auto count_line = [](unsigned limit, std::string_view puzzle) {
        Run run(with([limit](Settings& s) { s.judge.count_limit = limit; }));
        run.read(grid_text(puzzle));
        std::string out = run.out.str();
        return out.substr(out.rfind("solutions:"));
    };
    BOOST_TEST(count_line(1, inkala) == "solutions: 1\n");  // counted to 2: exactly one
    BOOST_TEST(count_line(1, challenge_example) == "solutions: 1 or more\n");
    BOOST_TEST(count_line(2, challenge_example) == "solutions: 2 or more\n");
    BOOST_TEST(count_line(4, challenge_example) == "solutions: 4 or more\n");  // the search stopped at 4
    BOOST_TEST(count_line(5, challenge_example) == "solutions: 4\n");
}
