// What becomes of one record: checked, solved, counted. Pure and thread-safe,
// so that records can be judged in parallel and written in order.
#pragma once

#include "diagnostic.hpp"
#include "explanation.hpp"
#include "record.hpp"
#include "settings.hpp"
#include "sudoku/canonical.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/solver.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace solve {

// One type for each outcome, holding what that outcome has.
namespace outcome {

// The record is malformed: the reader's diagnostic.
struct Malformed {
    Diagnostic diagnostic;
};
// The input held no puzzle: an error, but no record to answer.
struct Empty {
    Diagnostic diagnostic;
};
// --check: the givens keep the rules.
struct Checked {};
// --check: two givens clash; the diagnostic locates the clash and says it.
struct Clash {
    Diagnostic diagnostic;
};
struct NoSolution {
    std::string reason;                  // in the most telling words that apply
    std::optional<sudoku::Count> count;  // with --count
};
// --unique, and the puzzle has several solutions.
struct NotUnique {
    std::optional<sudoku::Count> count;  // with --count
};
struct Solved {
    // Of several solutions the row-major first. Absent when not shown
    // (see JudgeSettings::solution_shown).
    std::optional<sudoku::Grid> solution;
    bool unique;                           // the only solution
    std::optional<sudoku::Count> count;    // with --count
    std::optional<Explanation> explanation;  // with --explain
    std::optional<sudoku::Rating> rating;  // with --rate
};

// --canonical: the form asked for, of the givens, their pattern or the one
// solution (which is kept, to be shown in JSON).
struct Canonical {
    CanonicalKind kind;
    sudoku::CanonicalForm form;
    std::optional<sudoku::Grid> solution;
};

}  // namespace outcome

using Verdict = std::variant<outcome::Malformed, outcome::Empty, outcome::Checked, outcome::Clash,
                             outcome::NoSolution, outcome::NotUnique, outcome::Solved, outcome::Canonical>;

Verdict judge(Record const& record, JudgeSettings const& settings);


// One callable out of several lambdas, for std::visit: one per outcome.
template <typename... Lambdas>
struct Overloaded : Lambdas... {
    using Lambdas::operator()...;
};
// C++20 deduces this by itself, but clang 14 (the fuzzer's compiler) does not yet.
template <typename... Lambdas>
Overloaded(Lambdas...) -> Overloaded<Lambdas...>;

// The error of a record that could not be read, or nothing.
Diagnostic const* malformation(Verdict const& verdict);
// The solutions counted, when --count asked and the puzzle was solved or not.
std::optional<sudoku::Count> count_of(Verdict const& verdict);

}  // namespace solve
