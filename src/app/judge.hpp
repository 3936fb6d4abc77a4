// What becomes of one record: checked, solved, counted. Pure and thread-safe,
// so that records can be judged in parallel and written in order.
#pragma once

#include "diagnostic.hpp"
#include "record.hpp"
#include "settings.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/rating.hpp"

#include <optional>
#include <string>
#include <vector>

namespace solve {

struct Verdict {
    enum class Status { solved, no_solution, not_unique, invalid, checked };
    Status status = Status::invalid;
    std::optional<sudoku::Grid> solution;  // when solved
    bool several = false;                  // solved, but not the only solution
    std::optional<unsigned> count;         // when counted: exact below the limit, else the limit
    bool count_reached_limit = false;      // there may be more solutions than `count`
    std::string reason;                    // why no solution, or why not unique
    std::optional<Diagnostic> diagnostic;  // invalid: the error; check: the clash, located
    bool is_record = true;                 // false for an input without a puzzle
    std::vector<sudoku::Step> steps;       // with --explain, when solved
    std::optional<sudoku::Rating> rating;  // with --rate, when solved
};

Verdict judge(Record const& record, JudgeSettings const& settings);

}  // namespace solve
