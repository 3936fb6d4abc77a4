// The types of the options' values, each with the `validate` that
// Program_options calls to read a word as one. Program_options finds a
// `validate` by argument-dependent lookup on the value's type, so each type
// here is the app's own, wrapping the core's types where it needs them: the
// core's namespace gets nothing from the app.
#pragma once

#include "settings.hpp"
#include "sudoku/rating.hpp"
#include "sudoku/symmetry.hpp"

#include <boost/program_options/errors.hpp>
#include <boost/program_options/value_semantic.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace solve {

// Program_options' own error for an invalid value ("the argument ('X') for
// option '--O' is invalid"; it names the option itself), then why and what is
// allowed. What is allowed is kept apart too, for the refusals Program_options
// words itself (a value missing or empty).
struct Refused : boost::program_options::invalid_option_value {
    Refused(std::string const& word, std::string allowed_values);
    std::string allowed;
};

// A whole number from `low` to `high`, written in decimal digits alone: no
// sign, exponent or fraction, nothing that would wrap around.
std::optional<std::uint64_t> whole_in(std::string const& word, std::uint64_t low, std::uint64_t high);

// A flag given once or more: repeating it (-qq) changes nothing, as in GNU tools.
struct Flag {};
void validate(boost::any& value, std::vector<std::string> const&, Flag*, int);

template <std::uint64_t Low, std::uint64_t High>
struct Whole {
    std::uint64_t value;
    static constexpr std::uint64_t low = Low, high = High;
};

template <std::uint64_t Low, std::uint64_t High>
void validate(boost::any& value, std::vector<std::string> const& words, Whole<Low, High>*, int) {
    namespace po = boost::program_options;
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    auto number = whole_in(word, Low, High);
    if (!number) throw Refused(word, "a whole number from " + std::to_string(Low) + " to " + std::to_string(High));
    value = Whole<Low, High>{*number};
}

inline constexpr unsigned max_count_limit = 1000000;
inline constexpr unsigned max_jobs = 256;
using CountLimit = Whole<1, max_count_limit>;  // --count, --generate
using Jobs = Whole<1, max_jobs>;
using Seed = Whole<0, std::numeric_limits<std::uint64_t>::max()>;  // any of the 2^64 seeds

// --budget=STEPS: a whole number of steps, 0 for no limit; its refusal says
// what a step is worth.
struct Budget {
    std::uint64_t steps;
};
void validate(boost::any& value, std::vector<std::string> const& words, Budget*, int);

// --rating=LOW-HIGH: two ratings, the first no higher than the second.
struct RatingRange {
    sudoku::ErRange range;
    std::string text;  // as given, for a refusal that comes later
};
void validate(boost::any& value, std::vector<std::string> const& words, RatingRange*, int);

// --format=FORMAT: one of the grammar's formats, or none (auto).
struct FormatWord {
    std::optional<sudoku::grammar::Format> format;
};
void validate(boost::any& value, std::vector<std::string> const& words, FormatWord*, int);

void validate(boost::any& value, std::vector<std::string> const& words, OutputFormat*, int);

// --difficulty=LEVEL and --symmetry=SYMMETRY: the core's types, read by name.
struct LevelWord {
    sudoku::Rating::Level level;
};
void validate(boost::any& value, std::vector<std::string> const& words, LevelWord*, int);

struct SymmetryWord {
    sudoku::Symmetry symmetry;
};
void validate(boost::any& value, std::vector<std::string> const& words, SymmetryWord*, int);

// --paper=PAPER: a4 or letter; --per-page=N: 4 or 6.
struct PaperWord {
    Paper paper;
};
void validate(boost::any& value, std::vector<std::string> const& words, PaperWord*, int);
struct PerPage {
    unsigned puzzles;
};
void validate(boost::any& value, std::vector<std::string> const& words, PerPage*, int);

// --canonical[=FORM]: puzzle, solution or pattern.
struct CanonicalWord {
    CanonicalKind kind;
};
void validate(boost::any& value, std::vector<std::string> const& words, CanonicalWord*, int);

}  // namespace solve
