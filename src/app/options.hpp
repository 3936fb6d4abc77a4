// The command line's options, each once: its name, its value, its group in
// --help, its help, what it requires and what it cannot go with (and why),
// and how it applies to the settings. Parsing, --help (and the man page
// help2man makes from it) and the option table of docs/usage.md are all
// made from this table.
#pragma once

#include "settings.hpp"

#include <boost/any.hpp>
#include <boost/program_options/options_description.hpp>

#include <array>
#include <string>
#include <vector>

namespace solve {

enum class Category { input_output, solving, rating, equivalence, generating, information };

// The titles of --help's groups, in Category's order.
inline constexpr std::array<char const*, 6> category_titles = {
    "Input and output", "Solving", "Rating and explaining", "Equivalent puzzles", "Generating", "Information"};

// An option that cannot go with the one that names it, and why; with a
// `value`, only when the other is given that value (--output=line).
struct Conflict {
    char const* other;
    char const* why;
    char const* value = nullptr;
};

// The options one of which must go with the one that names it, and why;
// with a `value`, only when it is given that value (--output=html).
struct Requirement {
    std::vector<char const*> options;
    char const* why = nullptr;
    char const* value = nullptr;
};

struct Option {
    char const* name;        // the long name, with ",x" for a short one
    char const* value_name;  // nullptr for a flag
    Category category;
    std::string help;        // what it does; what it requires and conflicts with is added from below
    Requirement goes_with;  // it goes with one of these, or is refused
    std::vector<Conflict> conflicts;
    // How Program_options reads it (a new one each call: a description owns it).
    boost::program_options::value_semantic* (*semantic)(Option const&);
    // How its value applies to the settings, in the table's order (so that
    // an output format given beats the one --explain or --rate implies); an
    // error's words, or "" (nullptr: it is acted on before any settings).
    std::string (*apply)(Settings&, boost::any const&);
    // The value of an option whose value is optional, when given bare.
    char const* implicit_value = nullptr;
};

std::vector<Option> const& option_table();

// The long name alone ("jobs" of "jobs,j").
std::string long_name(Option const& option);
// The short name alone ("j" of "jobs,j"), or "".
std::string short_name(Option const& option);
// The long name as GNU tools spell it with its value: "--quiet", "--jobs=N",
// "--count[=LIMIT]" (an optional value goes after '=' only).
std::string long_spelling(Option const& option);
// "--a", "--a or --b", "--a, --b or --c".
std::string either(std::vector<char const*> const& options);
// The help with what the option goes with and what it does not.
std::string full_help(Option const& option);

// The options grouped as --help shows them.
boost::program_options::options_description described_options();
// The tables docs/usage.md holds, in Markdown: the options, one row an
// option, grouped as in --help; then what is refused, with why.
std::string options_markdown();

}  // namespace solve
