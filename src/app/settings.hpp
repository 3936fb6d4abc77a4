// What the command line sets: every option's meaning, with no code that
// reads or acts on it, so that any module can take the settings it needs.
#pragma once

#include "grammar/format.hpp"
#include "sudoku/symmetry.hpp"
#include "sudoku/rating.hpp"

#include <cstdint>
#include <optional>

namespace solve {

// The grammar's grid and line formats first, with the grammar's values, so that an
// input's format is the output's as it stands (written_in), then the four
// that are only written.
enum class OutputFormat {
    // the challenge format; records separated by a blank line
    grid = static_cast<int>(sudoku::grammar::Format::grid),
    // one line per record: 81 digits, a count, or why not
    line = static_cast<int>(sudoku::grammar::Format::line),
    pretty,  // a boxed board for people; records separated by a blank line
    json,    // JSON Lines: one object per record
    marks,   // one line per record: its state of pencil marks, 729 characters, or why not
    svg,     // one standalone SVG document per record, each ended by "</svg>" and LF
    html,    // with --explain, one HTML page per record, each ended by "</html>" and LF
    sheet,   // one HTML page for the run: its puzzles, a few a printed page, then their solutions
};

// --output=sheet's printed pages.
enum class Paper { a4, letter };
struct SheetSettings {
    Paper paper = Paper::a4;
    unsigned per_page = 4;  // puzzles a printed page: 4 or 6
};

// Marks are answered as puzzle lines are, with a solution; --output=marks
// writes a state instead.
constexpr OutputFormat written_in(sudoku::grammar::Format format) {
    return format == sudoku::grammar::Format::marks ? OutputFormat::line : static_cast<OutputFormat>(format);
}

// --budget's default: the core's (sudoku::default_budget_steps).
inline constexpr std::uint64_t default_budget = sudoku::default_budget_steps;
// Its largest value: centuries of work, beyond any rating's need.
inline constexpr std::uint64_t largest_budget = 1'000'000'000'000'000'000;

// --canonical: which form of a record.
enum class CanonicalKind {
    puzzle,    // the givens, as patminlex writes them
    solution,  // the one solution's
    pattern,   // the givens' cells alone
};

// How each record is judged.
struct JudgeSettings {
    bool unique = false;                   // several solutions are a failure
    bool check = false;                    // check the rules only; solve nothing
    std::optional<unsigned> count_limit;   // count the solutions up to this many
    bool explain = false;                  // record Sudoku Explainer's steps, with their evidence
    bool rate = false;                     // rate the difficulty for a person
    bool hint = false;                     // SE's next step alone, with its evidence
    std::optional<CanonicalKind> canonical;  // the record's canonical form, solving nothing else
    std::uint64_t budget = default_budget;  // steps a rating or explanation may take (0: no limit)
    // Whether the solution is written out. When it is not (a count or a
    // rating in the line format, a rating alone on a board), a puzzle with
    // several solutions is spared the search for the row-major first, and
    // the verdict carries no solution.
    bool solution_shown = true;
    bool drawn = false;  // --output=html: each explained step keeps what its picture shows
    bool operator==(JudgeSettings const&) const = default;
};

// --generate and what goes with it.
struct GenerateSettings {
    unsigned count = 0;
    std::optional<sudoku::ErRange> range;        // of ER (--rating, --difficulty); any when not given
    std::optional<std::uint64_t> seed;           // a random one when not given
    sudoku::Symmetry symmetry = sudoku::Symmetry::none;
};

struct Settings {
    bool quiet = false;                   // no notes on stderr
    JudgeSettings judge;                  // --unique, --check, --count
    std::optional<sudoku::grammar::Format> input;  // --format; decided for each input when not given
    std::optional<OutputFormat> output;   // the input's format when not given
    unsigned jobs = 1;                    // threads that judge records
    std::optional<GenerateSettings> generate;  // write puzzles instead of reading them
    SheetSettings sheet;                  // --paper, --per-page
};

}  // namespace solve
