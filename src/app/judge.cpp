#include "judge.hpp"

#include "describe.hpp"
#include "sudoku/rating_of.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

#include <algorithm>

namespace solve {
namespace {

using sudoku::Grid;

// Why a puzzle has no solution, in the most telling words that apply: two
// givens that clash, an empty cell no digit fits, or search.
std::string why_no_solution(Grid const& givens) {
    if (auto conflict = sudoku::find_conflict(givens)) return describe(*conflict);
    if (auto blocked = sudoku::find_blocked_cell(givens)) return describe_blocked(*blocked);
    return "the givens break no rule, but no grid completes them";
}

// Why pencil marks have no solution: a cell with no candidate left, two
// cells of a unit down to the same one, or search.
std::string why_no_solution(sudoku::PencilMarks const& marks) {
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c)
        if (marks[c].empty()) return "no candidate is left in " + cell_name(c);
    if (auto conflict = sudoku::find_conflict(sudoku::cells_down_to_one(marks))) return describe(*conflict);
    return "the marks leave a candidate in every cell, but no grid is consistent with them";
}

// A solved puzzle's verdict, built where it is returned: the most common
// verdict, and a large one, is not moved. `Start`: givens (a Grid) or a
// state of pencil marks, one copy each, so that the givens' stays inlined.
template <typename Start>
Verdict solved(Start const& start, JudgeSettings const& settings, sudoku::Solution const& found,
               std::optional<sudoku::Count> shown) {
    bool several = found.count.solutions > 1;
    Verdict verdict(std::in_place_type<outcome::Solved>);
    auto& solved = std::get<outcome::Solved>(verdict);
    solved.unique = !several;
    solved.count = shown;
    if (settings.solution_shown) solved.solution = found.first;
    if (settings.explain) solved.explanation = explain(start, !several, settings.budget, settings.drawn);
    if (settings.hint) solved.explanation = hint(start, !several, settings.budget);
    // With the steps, the rating is that of the same solve: one solve, and
    // under a budget the figures and the steps stop at the same place.
    if (settings.rate)
        solved.rating = solved.explanation ? solved.explanation->rating : sudoku::rate(start, !several, settings.budget);
    return verdict;
}

// Solved, not, or not uniquely: the same steps from givens or from marks.
template <typename Start>
Verdict judge_from(Start const& start, JudgeSettings const& settings) {
    // The solver meets clashing givens and blocked cells as no solution, so
    // the rules are consulted for words only when it finds none.
    unsigned limit = settings.count_limit.value_or(2);
    // Of several solutions the row-major first is the answer, which costs
    // more searches: only for a solution that is shown (the rating and the
    // steps need none, and --unique answers several solutions without one).
    bool used = settings.solution_shown && !settings.unique;
    // Counting goes on to at least 2, which tells whether the solution found
    // is the only one.
    sudoku::Solution found = sudoku::solve(start, limit, used);
    std::optional<sudoku::Count> shown;
    if (settings.count_limit) shown = found.count.at_most(limit);
    if (found.count.solutions == 0) return outcome::NoSolution{why_no_solution(start), shown};
    bool several = found.count.solutions > 1;
    if (several && settings.unique) return outcome::NotUnique{shown};
    return solved(start, settings, found, shown);
}

// --check of marks: no cell without a candidate, and no two cells of a unit
// down to the same one (a clash of what they hold, as of givens).
Verdict check_marks(Puzzle const& puzzle, MarksInput const& input) {
    for (sudoku::Cell c = 0; c < sudoku::cell_count; ++c)
        if (input.marks[c].empty()) return outcome::Clash{locate(puzzle, c, "no candidate is left in " + cell_name(c))};
    if (auto conflict = sudoku::find_conflict(puzzle.givens))
        return outcome::Clash{locate(puzzle, conflict->cell, describe(*conflict))};
    return outcome::Checked{};
}

// --canonical: a form of the givens or of the one solution. A state of
// pencil marks has no form: which candidates a cell lacks is no part of it.
Verdict canonical(Puzzle const& puzzle, CanonicalKind kind) {
    if (puzzle.marks)
        return outcome::Malformed{locate(puzzle, 0, "--canonical reads givens, not a state of pencil marks")};
    if (kind == CanonicalKind::pattern) return outcome::Canonical{kind, sudoku::canonical_pattern(puzzle.givens), {}};
    if (kind == CanonicalKind::puzzle) return outcome::Canonical{kind, sudoku::canonical_form(puzzle.givens), {}};
    sudoku::Solution found = sudoku::solve(puzzle.givens, 2, false);
    if (found.count.solutions == 0) return outcome::NoSolution{why_no_solution(puzzle.givens), {}};
    if (found.count.solutions > 1) return outcome::NotUnique{};
    return outcome::Canonical{kind, sudoku::canonical_form(found.first), found.first};
}

Verdict judge_puzzle(Puzzle const& puzzle, JudgeSettings const& settings) {
    if (settings.canonical) return canonical(puzzle, *settings.canonical);
    if (puzzle.marks) return settings.check ? check_marks(puzzle, *puzzle.marks) : judge_from(puzzle.marks->marks, settings);
    if (settings.check) {
        if (auto conflict = sudoku::find_conflict(puzzle.givens))
            return outcome::Clash{locate(puzzle, conflict->cell, describe(*conflict))};
        return outcome::Checked{};
    }
    return judge_from(puzzle.givens, settings);
}

}  // namespace

Verdict judge(Record const& record, JudgeSettings const& settings) {
    if (auto const* puzzle = std::get_if<Puzzle>(&record)) return judge_puzzle(*puzzle, settings);
    if (auto const* none = std::get_if<NoPuzzle>(&record)) return outcome::Empty{none->diagnostic};
    return outcome::Malformed{std::get<Diagnostic>(record)};
}

Diagnostic const* malformation(Verdict const& verdict) {
    if (auto const* malformed = std::get_if<outcome::Malformed>(&verdict)) return &malformed->diagnostic;
    if (auto const* empty = std::get_if<outcome::Empty>(&verdict)) return &empty->diagnostic;
    return nullptr;
}

std::optional<sudoku::Count> count_of(Verdict const& verdict) {
    return std::visit(Overloaded{
                          [](outcome::Solved const& solved) { return solved.count; },
                          [](outcome::NoSolution const& none) { return none.count; },
                          [](outcome::NotUnique const& several) { return several.count; },
                          [](auto const&) { return std::optional<sudoku::Count>(); },
                      },
                      verdict);
}

}  // namespace solve
