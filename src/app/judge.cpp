#include "judge.hpp"

#include "describe.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

#include <algorithm>

namespace solve {
namespace {

using Status = Verdict::Status;
using sudoku::Grid;

// Why a puzzle has no solution, in the most telling words that apply: two
// givens that clash, an empty cell no digit fits, or search.
std::string why_no_solution(Grid const& givens) {
    if (auto conflict = sudoku::find_conflict(givens)) return describe(*conflict);
    if (auto blocked = sudoku::find_blocked_cell(givens)) return describe_blocked(*blocked);
    return "the givens break no rule, but no grid completes them";
}

Verdict judge_puzzle(Puzzle const& puzzle, JudgeSettings const& settings) {
    Verdict verdict;
    verdict.status = Status::no_solution;
    if (settings.check) {
        if (auto conflict = sudoku::find_conflict(puzzle.givens)) {
            verdict.reason = describe(*conflict);
            verdict.diagnostic = locate(puzzle, conflict->cell, verdict.reason);
        } else {
            verdict.status = Status::checked;
        }
        return verdict;
    }
    // The solver meets clashing givens and blocked cells as no solution, so
    // the rules are consulted for words only when it finds none.
    unsigned limit = settings.count_limit.value_or(2);
    Grid any;
    // Counting goes on to at least 2, which tells whether the solution found
    // is the only one.
    unsigned count = sudoku::count_solutions(puzzle.givens, std::max(limit, 2u), &any).solutions;
    if (settings.count_limit) {
        // Below max(limit, 2) the count is exact.
        verdict.count = std::min(count, limit);
        verdict.count_reached_limit = count > limit || count == std::max(limit, 2u);
    }
    if (count == 0) {
        verdict.reason = why_no_solution(puzzle.givens);
        return verdict;
    }
    verdict.several = count > 1;
    if (verdict.several && settings.unique) {
        verdict.status = Status::not_unique;
        verdict.reason = "the puzzle has more than one solution";
        return verdict;
    }
    verdict.status = Status::solved;
    // Of several solutions the row-major first is the answer, which costs
    // more searches: only for a solution that is shown or used.
    if (!settings.solution_shown && !settings.explain && !settings.rate) return verdict;
    Grid solution = verdict.several ? sudoku::first_solution(puzzle.givens, any) : any;
    verdict.solution = solution;
    if (settings.explain) verdict.steps = sudoku::explain(puzzle.givens, solution);
    if (settings.rate) verdict.rating = sudoku::rate(puzzle.givens, solution);
    return verdict;
}

}  // namespace

Verdict judge(Record const& record, JudgeSettings const& settings) {
    if (auto const* puzzle = std::get_if<Puzzle>(&record)) return judge_puzzle(*puzzle, settings);
    Verdict verdict;
    if (auto const* none = std::get_if<NoPuzzle>(&record)) {
        verdict.diagnostic = none->diagnostic;
        verdict.is_record = false;
    } else {
        verdict.diagnostic = std::get<Diagnostic>(record);
    }
    return verdict;
}

}  // namespace solve
