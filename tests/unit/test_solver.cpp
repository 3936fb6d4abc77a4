// The solver core: units and peers, the rules on givens, counting, and the
// lexicographically first solution.
#define BOOST_TEST_MODULE solver
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/search_copy.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <set>
#include <vector>

using namespace sudoku;

namespace {

// SOLVE_ISA forces the copy of the search that every test here runs (ctest
// runs them once per copy); a copy this build or processor cannot run skips
// them all (exit status 77), a name of no copy fails.
struct ForcedSearchCopy {
    ForcedSearchCopy() {
        char const* value = std::getenv("SOLVE_ISA");
        if (!value || !*value) return;
        auto copy = search_copy_named(value);
        if (!copy) {
            std::cerr << "test_solver: SOLVE_ISA=" << value << ": no such copy of the search\n";
            std::exit(2);
        }
        if (!use_search_copy(*copy)) {
            std::cerr << "test_solver: this processor cannot run the " << value << " copy of the search: skipped\n";
            std::exit(77);
        }
    }
};

bool keeps_the_rules(Grid const& grid) {
    for (Unit const& unit : units) {
        Candidates seen;
        for (Cell c : unit.cells) {
            if (grid[c] < 1 || grid[c] > 9 || seen.contains(grid[c])) return false;
            seen.add(grid[c]);
        }
    }
    return true;
}

// Solutions of `grid` counted by plain backtracking, cell by cell in
// row-major order, up to `limit`: an oracle slow enough to be obviously right.
unsigned count_plainly(Grid& grid, unsigned limit, int from = 0) {
    while (from < cell_count && grid.digits[from] != no_digit) ++from;
    if (from == cell_count) return 1;
    Cell cell = static_cast<Cell>(from);
    unsigned total = 0;
    for (int d = 1; d <= 9 && total < limit; ++d) {
        bool free = std::none_of(peers[cell].begin(), peers[cell].end(),
                                 [&](Cell p) { return grid.digits[p] == d; });
        if (!free) continue;
        grid.digits[cell] = static_cast<Digit>(d);
        total += count_plainly(grid, limit - total, from + 1);
        grid.digits[cell] = no_digit;
    }
    return total;
}

}  // namespace

BOOST_TEST_GLOBAL_FIXTURE(ForcedSearchCopy);

BOOST_AUTO_TEST_CASE(every_cell_has_three_units_and_twenty_distinct_peers) {
    for (int c = 0; c < cell_count; ++c) {
        Cell cell = static_cast<Cell>(c);
        std::set<Cell> distinct(peers[cell].begin(), peers[cell].end());
        BOOST_TEST(distinct.size() == 20u);
        BOOST_TEST(!distinct.count(cell));
        for (std::uint8_t u : units_of[cell]) {
            auto const& cells = units[u].cells;
            BOOST_TEST((std::find(cells.begin(), cells.end(), cell) != cells.end()));
        }
    }
    BOOST_TEST(units[unit_number(UnitKind::box, 4)].cells[0] == cell_at(3, 3));     // box 5 starts at r4c4
    BOOST_TEST(units[unit_number(UnitKind::column, 2)].cells[8] == cell_at(8, 2));  // column 3 ends at r9c3
}

// Sudoku Explainer's numbering, which the rater's steps use: boxes 0-8,
// rows 9-17, columns 18-26, and a cell's units in that order.
BOOST_AUTO_TEST_CASE(units_are_numbered_boxes_rows_then_columns) {
    for (int u = 0; u < unit_count; ++u) {
        BOOST_TEST(static_cast<int>(units[u].kind) == u / 9);
        BOOST_TEST(units[u].index == u % 9);
    }
    BOOST_TEST((units[0].kind == UnitKind::box && units[9].kind == UnitKind::row && units[18].kind == UnitKind::column));
    BOOST_TEST(units[first_row + 3].cells[0] == cell_at(3, 0));
    BOOST_TEST(units[first_column + 3].cells[0] == cell_at(0, 3));
    Cell r5c6 = cell_at(4, 5);
    BOOST_TEST((units_of[r5c6] == std::array<std::uint8_t, 3>{4, 9 + 4, 18 + 5}));
}

BOOST_AUTO_TEST_CASE(a_conflict_names_the_later_cell_the_earlier_one_and_the_unit) {
    auto in_row = find_conflict(grid_of("1.5..6.85" + std::string(72, '.')));
    BOOST_REQUIRE(in_row);
    BOOST_TEST(in_row->cell == cell_at(0, 8));
    BOOST_TEST(in_row->earlier == cell_at(0, 2));
    BOOST_TEST(in_row->digit == 5);
    BOOST_TEST((in_row->unit->kind == UnitKind::row && in_row->unit->index == 0));

    std::string text(81, '.');
    text[cell_at(5, 4)] = '3';
    text[cell_at(7, 4)] = '3';
    auto in_column = find_conflict(grid_of(text));
    BOOST_REQUIRE(in_column);
    BOOST_TEST(in_column->cell == cell_at(7, 4));
    BOOST_TEST((in_column->unit->kind == UnitKind::column && in_column->unit->index == 4));

    text.assign(81, '.');
    text[cell_at(1, 0)] = '9';
    text[cell_at(2, 2)] = '9';
    auto in_box = find_conflict(grid_of(text));
    BOOST_REQUIRE(in_box);
    BOOST_TEST(in_box->cell == cell_at(2, 2));
    BOOST_TEST(in_box->earlier == cell_at(1, 0));
    BOOST_TEST((in_box->unit->kind == UnitKind::box && in_box->unit->index == 0));

    // Two cells in one line and one box: the line is named, the row before
    // the column, the column before the box.
    text.assign(81, '.');
    text[cell_at(0, 0)] = '4';
    text[cell_at(0, 1)] = '4';
    auto row_and_box = find_conflict(grid_of(text));
    BOOST_REQUIRE(row_and_box);
    BOOST_TEST((row_and_box->unit->kind == UnitKind::row && row_and_box->unit->index == 0));
    text.assign(81, '.');
    text[cell_at(3, 8)] = '4';
    text[cell_at(5, 8)] = '4';
    auto column_and_box = find_conflict(grid_of(text));
    BOOST_REQUIRE(column_and_box);
    BOOST_TEST((column_and_box->unit->kind == UnitKind::column && column_and_box->unit->index == 8));

    BOOST_TEST(!find_conflict(grid_of(inkala)));
    BOOST_TEST(!find_conflict(grid_of(inkala_solution)));
}

BOOST_AUTO_TEST_CASE(a_blocked_cell_is_one_whose_peers_hold_every_digit) {
    auto blocked = find_blocked_cell(grid_of(".23456..." "79......." "8.1......" + std::string(54, '.')));
    BOOST_REQUIRE(blocked);
    BOOST_TEST(*blocked == cell_at(0, 0));
    BOOST_TEST(!find_blocked_cell(grid_of(inkala)));
    BOOST_TEST(!find_blocked_cell(grid_of(inkala_broken)));
}

BOOST_AUTO_TEST_CASE(a_unique_puzzle_has_its_one_solution) {
    Solution s = solve(grid_of(inkala));
    BOOST_TEST(s.count.solutions == 1u);
    BOOST_TEST((s.first == grid_of(inkala_solution)));
}

BOOST_AUTO_TEST_CASE(a_full_valid_grid_is_its_own_solution) {
    Solution s = solve(grid_of(inkala_solution));
    BOOST_TEST(s.count.solutions == 1u);
    BOOST_TEST((s.first == grid_of(inkala_solution)));
}

BOOST_AUTO_TEST_CASE(several_solutions_give_the_lexicographically_first) {
    Solution s = solve(grid_of(challenge_example));
    BOOST_TEST(s.count.solutions == 2u);
    BOOST_TEST((s.first == grid_of(challenge_first)));
}

BOOST_AUTO_TEST_CASE(the_empty_grid_gives_the_smallest_grid_of_all) {
    Solution s = solve(Grid{});
    BOOST_TEST(s.count.solutions == 2u);
    BOOST_TEST((s.first == grid_of("123456789456789123789123456214365897365897214897214365"
                                   "531642978642978531978531642")));
    BOOST_TEST(keeps_the_rules(s.first));
}

BOOST_AUTO_TEST_CASE(search_proves_there_is_none) {
    Solution s = solve(grid_of(inkala_broken));
    BOOST_TEST(s.count.solutions == 0u);
}

BOOST_AUTO_TEST_CASE(solving_counts_as_far_as_asked_and_still_gives_the_first) {
    Solution s = solve(grid_of(challenge_example), 10);
    BOOST_TEST(s.count.solutions == 4u);
    BOOST_TEST((s.first == grid_of(challenge_first)));
    BOOST_TEST((s.count == Count{4, true}));
    // Counting to one still tells one solution from several.
    BOOST_TEST((solve(grid_of(challenge_example), 1).count == Count{2, false}));
    BOOST_TEST((solve(grid_of(inkala), 1).count == Count{1, true}));
    BOOST_TEST((solve(grid_of(inkala), 5).count == Count{1, true}));
}

BOOST_AUTO_TEST_CASE(solving_without_the_smallest_gives_any_solution) {
    Solution s = solve(grid_of(challenge_example), 10, false);
    BOOST_TEST((s.count == Count{4, true}));
    BOOST_TEST(keeps_the_rules(s.first));
    Grid givens = grid_of(challenge_example);
    for (int c = 0; c < cell_count; ++c)
        if (givens.digits[c] != no_digit) BOOST_TEST(s.first.digits[c] == givens.digits[c]);
}

BOOST_AUTO_TEST_CASE(counting_stops_at_the_limit) {
    BOOST_TEST(count_solutions(grid_of(challenge_example), 10).solutions == 4u);
    BOOST_TEST(count_solutions(grid_of(challenge_example), 3).solutions == 3u);
    BOOST_TEST(!count_solutions(grid_of(challenge_example), 3).exact);
    BOOST_TEST(!count_solutions(grid_of(challenge_example), 4).exact);  // the search cannot know
    BOOST_TEST(count_solutions(grid_of(challenge_example), 5).exact);
    BOOST_TEST(count_solutions(grid_of(inkala), 2).solutions == 1u);
    BOOST_TEST(count_solutions(grid_of(inkala), 2).exact);
    BOOST_TEST((count_solutions(grid_of(inkala_broken), 2) == Count{0, true}));
    BOOST_TEST(count_solutions(Grid{}, 1000).solutions == 1000u);
}

// Near the leaves the count goes on without the search's states (the
// endgame): grids with a solution's cells emptied, few and many, must count
// as a plain backtracker counts, at every limit up to past their total.
BOOST_AUTO_TEST_CASE(counting_near_the_leaves_agrees_with_plain_backtracking) {
    Grid const solved = solve(Grid{}, 2, true).first;
    std::uint32_t seed = 12345;
    auto next = [&] { return seed = seed * 1103515245u + 12345u, seed >> 16; };
    for (int emptied = 8; emptied <= 40; emptied += 2) {
        Grid grid = solved;
        for (int n = 0; n < emptied;) {
            int c = static_cast<int>(next() % cell_count);
            if (grid.digits[c] != no_digit) grid.digits[c] = no_digit, ++n;
        }
        Grid scratch = grid;
        unsigned total = count_plainly(scratch, 100000);
        BOOST_TEST_CONTEXT("emptied " << emptied << ", " << total << " solutions") {
            BOOST_TEST((count_solutions(grid, 100000) == Count{total, total < 100000}));
            for (unsigned limit = 2; limit <= std::min(total + 1, 40u); ++limit)
                BOOST_TEST(count_solutions(grid, limit).solutions == std::min(total, limit));
        }
    }
}

BOOST_AUTO_TEST_CASE(the_copy_forced_is_the_copy_that_runs) {
    char const* value = std::getenv("SOLVE_ISA");
    if (value && *value) BOOST_TEST(name_of(search_copy()) == value);
    BOOST_TEST(can_run(search_copy()));
    for (auto copy : {SearchCopy::portable, SearchCopy::x86_64_v3, SearchCopy::x86_64_v4})
        BOOST_TEST((search_copy_named(name_of(copy)) == copy));
    BOOST_TEST(!search_copy_named("avx2").has_value());
    BOOST_TEST(!search_copy_named("x86-64-v4").has_value());
}

// Every copy this processor can run gives the same counts and grids: open
// grids (a solution with cells emptied, or a band), counted to 2 and further,
// with the smallest solution and without. SOLVER_SEED changes the grids.
BOOST_AUTO_TEST_CASE(every_copy_the_processor_can_run_gives_the_same_results) {
    std::uint32_t seed = 2026;
    if (char const* given = std::getenv("SOLVER_SEED")) seed = static_cast<std::uint32_t>(std::strtoul(given, nullptr, 10));
    BOOST_TEST_MESSAGE("SOLVER_SEED=" << seed);
    auto next = [&] { return seed = seed * 1103515245u + 12345u, seed >> 16; };
    Grid const solved = grid_of(inkala_solution);
    std::vector<Grid> grids{Grid{}, grid_of(inkala), grid_of(inkala_broken), grid_of(challenge_example)};
    for (int kept = 8; kept <= 40; kept += 2) {
        Grid grid{};
        for (int n = 0; n < kept;) {
            int c = static_cast<int>(next() % cell_count);
            if (grid.digits[c] == no_digit) grid.digits[c] = solved.digits[c], ++n;
        }
        grids.push_back(grid);
    }
    for (int band = 0; band < 3; ++band) {
        Grid grid = grid_of(inkala_solution);
        for (int c = 27 * band; c < 27 * band + 27; ++c) grid.digits[c] = no_digit;
        grids.push_back(grid);
    }
    SearchCopy const was = search_copy();
    std::vector<std::vector<Solution>> results;
    std::vector<SearchCopy> copies;
    for (auto copy : {SearchCopy::portable, SearchCopy::x86_64_v3, SearchCopy::x86_64_v4}) {
        if (!use_search_copy(copy)) continue;
        copies.push_back(copy);
        auto& mine = results.emplace_back();
        for (Grid const& grid : grids)
            for (unsigned limit : {2u, 1000u})
                for (bool smallest : {true, false}) mine.push_back(solve(grid, limit, smallest));
    }
    use_search_copy(was);
    BOOST_TEST_MESSAGE("copies compared: " << copies.size());
    BOOST_TEST(!copies.empty());
    for (std::size_t k = 1; k < results.size(); ++k)
        for (std::size_t i = 0; i < results[0].size(); ++i)
            BOOST_TEST_CONTEXT(name_of(copies[k]) << " against " << name_of(copies[0]) << ", case " << i) {
                BOOST_TEST((results[k][i].count == results[0][i].count));
                BOOST_TEST((results[k][i].first == results[0][i].first));
            }
}

// Solving from pencil marks: the grids in which each cell holds one of its
// candidates.
namespace {

// A puzzle's givens as marks: a given alone in its cell, and in every other
// cell all digits, or (`cleared`) the digits no given peer holds.
PencilMarks marks_of(Grid const& givens, bool cleared) {
    PencilMarks marks;
    for (Cell c = 0; c < cell_count; ++c) {
        marks[c] = givens[c] ? Candidates::only(givens[c]) : Candidates::all();
        if (cleared && !givens[c])
            for (Cell p : peers[c])
                if (givens[p]) marks[c].remove(givens[p]);
    }
    return marks;
}

// Solutions of `marks` by plain backtracking in row-major order, digits
// rising, up to `limit`; `first` gets the first met, the smallest.
unsigned count_marks_plainly(PencilMarks const& marks, unsigned limit, Grid& grid, Grid* first, int from = 0) {
    if (from == cell_count) {
        if (first) *first = grid, first = nullptr;
        return 1;
    }
    Cell cell = static_cast<Cell>(from);
    unsigned total = 0;
    for (int d = 1; d <= 9 && total < limit; ++d) {
        if (!marks[cell].contains(static_cast<Digit>(d))) continue;
        bool free = std::none_of(peers[cell].begin(), peers[cell].end(),
                                 [&](Cell p) { return p < cell && grid.digits[p] == d; });
        if (!free) continue;
        grid.digits[cell] = static_cast<Digit>(d);
        total += count_marks_plainly(marks, limit - total, grid, total == 0 ? first : nullptr, from + 1);
        grid.digits[cell] = no_digit;
    }
    return total;
}

// States about a solution: most cells down to their digit, the others open
// with a few candidates or all, the solution's own among them but in one
// cell of some, so that some states have one solution, some several, some
// none.
std::vector<PencilMarks> random_states(std::uint32_t seed, int states) {
    auto next = [&] { return seed = seed * 1103515245u + 12345u, seed >> 16; };
    Grid const solved = grid_of(inkala_solution);
    std::vector<PencilMarks> result;
    for (int k = 0; k < states; ++k) {
        PencilMarks marks;
        int open = 20 + k % 25;
        for (Cell c = 0; c < cell_count; ++c) {
            marks[c] = Candidates::only(solved[c]);
            if (static_cast<int>(next() % cell_count) >= open) continue;
            // One state in four opens its cells wide, as a puzzle's empty
            // cells are, which leaves some with several solutions.
            for (Digit d = 1; d <= 9; ++d)
                if (k % 4 == 0 || next() % 3 == 0) marks[c].add(d);
        }
        // One in three loses the solution's digit from a cell.
        if (k % 3 == 1) {
            Cell c = static_cast<Cell>(next() % cell_count);
            marks[c].remove(solved[c]);
        }
        result.push_back(marks);
    }
    return result;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_puzzles_givens_as_marks_have_the_puzzles_solutions) {
    for (std::string_view puzzle : {inkala, challenge_example, inkala_broken, std::string_view(inkala_solution)}) {
        Grid const givens = grid_of(puzzle);
        for (bool cleared : {false, true})
            for (unsigned limit : {2u, 10u})
                for (bool smallest : {true, false}) {
                    BOOST_TEST_CONTEXT(puzzle << (cleared ? ", peers cleared" : "") << ", limit " << limit) {
                        Solution from_marks = solve(marks_of(givens, cleared), limit, smallest);
                        Solution from_givens = solve(givens, limit, smallest);
                        BOOST_TEST((from_marks.count == from_givens.count));
                        if (smallest) BOOST_TEST((from_marks.first == from_givens.first));
                        BOOST_TEST((count_solutions(marks_of(givens, cleared), limit) ==
                                    count_solutions(givens, limit)));
                    }
                }
    }
    BOOST_TEST((solve(marks_of(Grid{}, false)).first == solve(Grid{}).first));
}

// Inkala's puzzle has one solution: without its digit in any one cell, none.
BOOST_AUTO_TEST_CASE(removing_the_true_candidate_from_a_cell_leaves_no_solution) {
    Grid const solved = grid_of(inkala_solution);
    PencilMarks const marks = marks_of(grid_of(inkala), true);
    for (Cell c = 0; c < cell_count; ++c) {
        PencilMarks without = marks;
        without[c].remove(solved[c]);
        BOOST_TEST_CONTEXT("cell " << int{c}) {
            BOOST_TEST((count_solutions(without, 2) == Count{0, true}));
            BOOST_TEST((solve(without).count == Count{0, true}));
        }
    }
    PencilMarks none = marks;
    none[40] = Candidates{};
    BOOST_TEST((solve(none).count == Count{0, true}));
}

BOOST_AUTO_TEST_CASE(random_states_count_and_solve_as_plain_backtracking_does) {
    unsigned const limit = 50;
    std::set<unsigned> totals;  // none, one and several must all be met
    for (PencilMarks const& marks : random_states(4242, 120)) {
        Grid scratch{}, first{};
        unsigned total = count_marks_plainly(marks, limit, scratch, &first);
        totals.insert(std::min(total, 2u));
        BOOST_TEST_MESSAGE(total << " solutions");
        BOOST_TEST_CONTEXT(total << " solutions") {
            BOOST_TEST((count_solutions(marks, limit) == Count{total, total < limit}));
            Solution s = solve(marks, limit, true);
            BOOST_TEST((s.count == Count{total, total < limit}));
            if (total > 0) BOOST_TEST((s.first == first));
            if (total > 0) {
                Solution any = solve(marks, 2, false);
                for (Cell c = 0; c < cell_count; ++c) BOOST_TEST(marks[c].contains(any.first[c]));
            }
        }
    }
    BOOST_TEST(totals.size() == 3u);
}

// Every copy of the search gives the same results from marks.
BOOST_AUTO_TEST_CASE(every_copy_gives_the_same_results_from_marks) {
    std::vector<PencilMarks> states = random_states(77, 60);
    states.push_back(marks_of(Grid{}, false));
    states.push_back(marks_of(grid_of(challenge_example), true));
    SearchCopy const was = search_copy();
    std::vector<std::vector<Solution>> results;
    for (auto copy : {SearchCopy::portable, SearchCopy::x86_64_v3, SearchCopy::x86_64_v4}) {
        if (!use_search_copy(copy)) continue;
        auto& mine = results.emplace_back();
        for (PencilMarks const& marks : states)
            for (bool smallest : {true, false}) mine.push_back(solve(marks, 1000, smallest));
    }
    use_search_copy(was);
    BOOST_TEST_MESSAGE("copies compared: " << results.size());
    for (std::size_t k = 1; k < results.size(); ++k)
        for (std::size_t i = 0; i < results[0].size(); ++i)
            BOOST_TEST_CONTEXT("copy " << k << ", case " << i) {
                BOOST_TEST((results[k][i].count == results[0][i].count));
                BOOST_TEST((results[k][i].first == results[0][i].first));
            }
}
