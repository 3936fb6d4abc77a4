#include "judge.hpp"

#include "describe.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

#include <algorithm>

namespace solve {
namespace {

using Status = Verdict::Status;

Verdict judge_puzzle(Puzzle const& puzzle, JudgeSettings const& settings) {
    Verdict verdict;
    verdict.status = Status::no_solution;
    if (settings.count_limit) verdict.count = 0;
    if (auto conflict = sudoku::find_conflict(puzzle.givens)) {
        verdict.reason = describe(*conflict);
        if (settings.check) verdict.diagnostic = locate(puzzle, conflict->cell, verdict.reason);
        return verdict;
    }
    if (settings.check) {
        verdict.status = Status::checked;
        return verdict;
    }
    if (auto blocked = sudoku::find_blocked_cell(puzzle.givens)) {
        verdict.reason = describe_blocked(*blocked);
        return verdict;
    }
    unsigned limit = settings.count_limit.value_or(2);
    sudoku::Solution solution = sudoku::solve(puzzle.givens, limit);
    if (settings.count_limit) {
        verdict.count = std::min(solution.count, limit);
        verdict.count_reached_limit = solution.count >= limit;
    }
    if (solution.count == 0) {
        verdict.reason = "the givens break no rule, but no grid completes them";
        return verdict;
    }
    verdict.several = solution.count > 1;
    if (verdict.several && settings.unique) {
        verdict.status = Status::not_unique;
        verdict.reason = "the puzzle has more than one solution";
        return verdict;
    }
    verdict.status = Status::solved;
    verdict.solution = solution.first;
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
