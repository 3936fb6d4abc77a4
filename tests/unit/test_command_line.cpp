// The command line: options, files, and what bad usage says.
#define BOOST_TEST_MODULE command_line
#include <boost/test/unit_test.hpp>

#include "command_line.hpp"
#include "names.hpp"
#include "options.hpp"

#include <cctype>
#include <initializer_list>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace solve;

namespace {

std::variant<CommandLine, EarlyExit> parse(std::initializer_list<char const*> args) {
    std::vector<char const*> argv{"solve"};
    argv.insert(argv.end(), args.begin(), args.end());
    return parse_command_line(static_cast<int>(argv.size()), argv.data());
}

}  // namespace

BOOST_AUTO_TEST_CASE(no_arguments_read_standard_input) {
    auto command_line = std::get<CommandLine>(parse({}));
    BOOST_TEST(command_line.files == std::vector<std::string>{"-"}, boost::test_tools::per_element());
    BOOST_TEST(!command_line.settings.quiet);
    BOOST_TEST(!command_line.settings.judge.unique);
    BOOST_TEST(!command_line.settings.judge.check);
}

BOOST_AUTO_TEST_CASE(options_and_files_mix_in_any_order) {
    auto command_line = std::get<CommandLine>(parse({"a.txt", "-q", "-", "--unique", "--rate", "b"}));
    std::vector<std::string> files{"a.txt", "-", "b"};
    BOOST_TEST(command_line.files == files, boost::test_tools::per_element());
    BOOST_TEST(command_line.settings.quiet);
    BOOST_TEST(command_line.settings.judge.unique);
    BOOST_TEST(command_line.settings.judge.rate);
    BOOST_TEST(std::get<CommandLine>(parse({"--check", "x"})).settings.judge.check);
}

BOOST_AUTO_TEST_CASE(a_double_dash_ends_the_options) {
    auto command_line = std::get<CommandLine>(parse({"--", "-q"}));
    BOOST_TEST(command_line.files == std::vector<std::string>{"-q"}, boost::test_tools::per_element());
    BOOST_TEST(!command_line.settings.quiet);
}

BOOST_AUTO_TEST_CASE(count_takes_its_limit_only_after_an_equals_sign) {
    auto bare = std::get<CommandLine>(parse({"--count", "puzzles.txt"}));
    BOOST_TEST(*bare.settings.judge.count_limit == 2u);
    BOOST_TEST(bare.files == std::vector<std::string>{"puzzles.txt"}, boost::test_tools::per_element());
    auto limited = std::get<CommandLine>(parse({"--count=3"}));
    BOOST_TEST(*limited.settings.judge.count_limit == 3u);
    BOOST_TEST(!std::get<CommandLine>(parse({})).settings.judge.count_limit);
}

BOOST_AUTO_TEST_CASE(formats_and_jobs_are_read_and_checked) {
    auto command_line = std::get<CommandLine>(parse({"--format", "line", "--output=json", "-j", "2"}));
    BOOST_TEST((command_line.settings.input == sudoku::grammar::Format::line));
    BOOST_TEST((*command_line.settings.output == OutputFormat::json));
    BOOST_TEST(command_line.settings.jobs == 2u);
    auto bad_format = std::get<EarlyExit>(parse({"--format=csv"}));
    BOOST_TEST(bad_format.status == 2);
    BOOST_TEST(bad_format.err ==
               "solve: the argument ('csv') for option '--format' is invalid: it must be auto, grid, line or marks; "
               "try 'solve --help'\n");
    auto bad_output = std::get<EarlyExit>(parse({"--output=xml"}));
    BOOST_TEST(bad_output.err ==
               "solve: the argument ('xml') for option '--output' is invalid: it must be grid, line, pretty, "
               "json, marks, svg, html or sheet; try 'solve --help'\n");
    BOOST_TEST((*std::get<CommandLine>(parse({"--explain", "--output=marks"})).settings.output == OutputFormat::marks));
    BOOST_TEST(std::get<EarlyExit>(parse({"--rate", "--output=marks"})).err ==
               "solve: --rate and --output=marks do not go together: --output=marks writes only each record's "
               "state of pencil marks; try 'solve --help'\n");
    BOOST_TEST(std::get<EarlyExit>(parse({"--count=3", "--output=marks"})).status == 2);
    auto negative = std::get<EarlyExit>(parse({"-j", "-1"}));
    BOOST_TEST(negative.err == "solve: the argument ('-1') for option '--jobs' is invalid: it must "
                               "be a whole number from 1 to 256; try 'solve --help'\n");
    auto zero = std::get<EarlyExit>(parse({"--count=0"}));
    BOOST_TEST(zero.status == 2);
    BOOST_TEST(std::get<EarlyExit>(parse({"--jobs=x"})).status == 2);
}

BOOST_AUTO_TEST_CASE(bad_usage_is_one_line_that_points_to_help) {
    auto unknown = std::get<EarlyExit>(parse({"--frobnicate"}));
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.out.empty());
    BOOST_TEST(unknown.err == "solve: unrecognised option '--frobnicate'; try 'solve --help'\n");
    auto value = std::get<EarlyExit>(parse({"--quiet=yes"}));
    BOOST_TEST(value.status == 2);
    BOOST_TEST(value.err == "solve: option '--quiet' does not take any arguments; try 'solve --help'\n");
}

BOOST_AUTO_TEST_CASE(help_lists_the_options_and_the_exit_statuses) {
    auto help = std::get<EarlyExit>(parse({"-h"}));
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.err.empty());
    BOOST_TEST(help.out.rfind("Usage: solve [OPTIONS] [FILE...]\n", 0) == 0u);
    for (char const* part : {"--quiet", "--unique", "--check", "--version",
                             "  2      malformed input or bad usage", "  128+N  killed by signal N"})
        BOOST_TEST(help.out.find(part) != std::string::npos, part);
}

// The GNU form, which help2man reads: "-q, --quiet", "--count[=LIMIT]",
// descriptions from one column, lines within 80 columns; then the
// paragraphs help2man makes sections of.
BOOST_AUTO_TEST_CASE(help_is_in_the_gnu_form) {
    std::string help = std::get<EarlyExit>(parse({"--help"})).out;
    for (char const* part : {"\n  -q, --quiet    ", "\n  -j, --jobs=N    ", "\n      --count[=LIMIT]    ",
                             "\n      --format=FORMAT    ", "\n  -h, --help    ", "\n  -V, --version    ",
                             "\nOptions:\n", "\nExamples:\n", "\nEnvironment:\n  SOLVE_ISA  ",
                             "\nExit status:\n", "\nSee also:\n"})
        BOOST_TEST(help.find(part) != std::string::npos, part);
    for (char const* boost_form : {"[ --", "(=2)", "--format FORMAT", "docs/generator.md"})
        BOOST_TEST(help.find(boost_form) == std::string::npos, boost_form);
    std::istringstream lines(help);
    for (std::string line; std::getline(lines, line);) {
        BOOST_TEST(line.size() < 80u, line);
        BOOST_TEST((line.empty() || line.back() != ' '), line);
    }
}

// Every limit of a value is in the help, and is the limit the check holds.
BOOST_AUTO_TEST_CASE(help_states_every_limit) {
    std::string help = std::get<EarlyExit>(parse({"--help"})).out, words;
    // The help wraps its lines: compare with single spaces.
    for (char c : help)
        if (!(std::isspace(static_cast<unsigned char>(c)) && (words.empty() || words.back() == ' ')))
            words += std::isspace(static_cast<unsigned char>(c)) ? ' ' : c;
    for (char const* part : {"up to LIMIT (1 to 1000000, default 2)", "in line output 'N+'",
                             "write N new puzzles (1 to 1000000)", "N threads (1 to 256, default 1)",
                             "the seed, 0 to 18446744073709551615", "from 1.0 to 12.0"})
        BOOST_TEST(words.find(part) != std::string::npos, part);
    BOOST_TEST(std::holds_alternative<CommandLine>(parse({"--count=1000000", "-j", "256"})));
    BOOST_TEST(std::holds_alternative<CommandLine>(parse({"--generate=1000000"})));
    BOOST_TEST(std::get<EarlyExit>(parse({"--count=1000001"})).status == 2);
    BOOST_TEST(std::get<EarlyExit>(parse({"--generate=1000001"})).status == 2);
    BOOST_TEST(std::get<EarlyExit>(parse({"-j", "257"})).status == 2);
}

BOOST_AUTO_TEST_CASE(version_prints_the_version) {
    auto version = std::get<EarlyExit>(parse({"--version"}));
    BOOST_TEST(version.status == 0);
    BOOST_TEST(version.out == "solve " SOLVE_VERSION "\n");
}

namespace {

// The error a command line earns, or "" when it is accepted.
std::string refusal(std::initializer_list<char const*> args) {
    auto parsed = parse(args);
    if (auto const* exit = std::get_if<EarlyExit>(&parsed)) {
        BOOST_TEST(exit->status == 2);
        return exit->err;
    }
    return "";
}

std::string conflict(char const* option, char const* other, char const* why) {
    return std::string("solve: --") + option + " and --" + other + " do not go together: " + why +
           "; try 'solve --help'\n";
}

}  // namespace

// The table of combinations in docs/usage.md: each pair of options either works as
// documented or is refused, naming both.
BOOST_AUTO_TEST_CASE(check_solves_nothing_so_it_takes_no_solving_option) {
    char const* solves_nothing = "--check solves nothing, so ";
    BOOST_TEST(refusal({"--check", "--count"}) ==
               conflict("check", "count", "--check solves nothing, so it counts no solutions"));
    BOOST_TEST(refusal({"--count=3", "--check"}) ==
               conflict("check", "count", "--check solves nothing, so it counts no solutions"));
    BOOST_TEST(refusal({"--check", "--unique"}).find(solves_nothing) != std::string::npos);
    BOOST_TEST(refusal({"--check", "--explain"}).find("--check and --explain") != std::string::npos);
    BOOST_TEST(refusal({"--rate", "--check"}).find("--check and --rate") != std::string::npos);
    BOOST_TEST(refusal({"--check", "--output=json"}) ==
               conflict("check", "output", "--check writes nothing on standard output"));
    BOOST_TEST(refusal({"--check", "-j", "2", "-q", "--format=line", "a.txt"}) == "");
}

BOOST_AUTO_TEST_CASE(generate_reads_nothing_and_takes_no_judging_option) {
    BOOST_TEST(refusal({"--generate=1", "--check"}).find("--generate and --check") != std::string::npos);
    BOOST_TEST(refusal({"--generate=1", "--format=grid"}) ==
               conflict("generate", "format", "--generate reads no input"));
    BOOST_TEST(refusal({"--generate=1", "--count=2"}) ==
               conflict("generate", "count", "every generated puzzle has exactly one solution"));
    BOOST_TEST(refusal({"--unique", "--generate=1"}).find("--generate and --unique") != std::string::npos);
    BOOST_TEST(refusal({"--generate=1", "--explain"}).find("--generate and --explain") != std::string::npos);
    BOOST_TEST(refusal({"--generate=1", "--rate"}).find("--generate and --rate") != std::string::npos);
    BOOST_TEST(refusal({"--generate=1", "-j", "1"}).find("--generate and --jobs") != std::string::npos);
    BOOST_TEST(refusal({"--generate=1", "x.txt"}) ==
               "solve: --generate reads no input, so it takes no FILE; try 'solve --help'\n");
    auto generate = std::get<CommandLine>(
        parse({"--generate=2", "--difficulty=hard", "--seed=7", "--symmetry=mirror", "--output=json", "-q"}));
    BOOST_TEST(generate.settings.generate->count == 2u);
    BOOST_TEST(*generate.settings.generate->seed == 7u);
    BOOST_TEST((*generate.settings.output == OutputFormat::json));
}

BOOST_AUTO_TEST_CASE(the_judging_options_combine) {
    for (auto args : {std::initializer_list<char const*>{"--explain", "--rate"},
                      {"--count=3", "--rate"}, {"--unique", "--count=5"},
                      {"--explain", "--count", "--unique", "--output=json"},
                      {"--rate", "--unique", "--output=pretty", "-j", "3"}})
        BOOST_TEST(refusal(args) == "");
    auto both = std::get<CommandLine>(parse({"--explain", "--rate"}));
    BOOST_TEST((*both.settings.output == OutputFormat::grid));  // --explain's default wins
    BOOST_TEST(refusal({"--explain", "--output=line"}) ==
               conflict("explain", "output=line", "--explain writes several lines for a puzzle "
                                                  "(use --output=grid, pretty or json, or marks for the "
                                                  "state its steps leave)"));
}

BOOST_AUTO_TEST_CASE(a_seed_is_a_whole_number_that_fits_64_bits) {
    auto biggest = std::get<CommandLine>(parse({"--generate=1", "--seed=18446744073709551615"}));
    BOOST_TEST(*biggest.settings.generate->seed == 18446744073709551615u);
    BOOST_TEST(*std::get<CommandLine>(parse({"--generate=1", "--seed=0"})).settings.generate->seed == 0u);
    for (char const* seed : {"--seed=-1", "--seed=18446744073709551616", "--seed=+3", "--seed=3x", "--seed= 3"})
        BOOST_TEST(refusal({"--generate=1", seed}).find("for option '--seed' is invalid: it must be a "
                                                       "whole number from 0 to 18446744073709551615") !=
                       std::string::npos,
                   seed);
}

// --canonical's form is optional: bare, it is the puzzle's, and like --count
// it never takes the next word (a file's name).
BOOST_AUTO_TEST_CASE(canonical_takes_its_form_after_an_equals_sign_only) {
    auto bare = std::get<CommandLine>(parse({"--canonical", "pattern"}));
    BOOST_TEST((bare.settings.judge.canonical == CanonicalKind::puzzle));
    BOOST_TEST((bare.settings.output == OutputFormat::line));
    BOOST_TEST(bare.files == std::vector<std::string>{"pattern"}, boost::test_tools::per_element());
    for (auto [word, kind] : canonical_kind_names) {
        std::string option = "--canonical=" + std::string(word);
        BOOST_TEST((std::get<CommandLine>(parse({option.c_str()})).settings.judge.canonical == kind), word);
    }
    BOOST_TEST((std::get<CommandLine>(parse({"--canonical", "--output=json"})).settings.output == OutputFormat::json));
    BOOST_TEST(refusal({"--canonical=grid"}).starts_with("solve: the argument ('grid') for option '--canonical' is invalid"));
}

BOOST_AUTO_TEST_CASE(an_abbreviated_count_never_takes_the_next_word) {
    for (char const* abbreviation : {"--co", "--cou", "--coun", "--count"}) {
        auto command_line = std::get<CommandLine>(parse({abbreviation, "5"}));
        BOOST_TEST(*command_line.settings.judge.count_limit == 2u, abbreviation);
        BOOST_TEST(command_line.files == std::vector<std::string>{"5"}, boost::test_tools::per_element());
    }
    BOOST_TEST(*std::get<CommandLine>(parse({"--cou=5"})).settings.judge.count_limit == 5u);
    BOOST_TEST(refusal({"--c"}) == "solve: option '--c' is ambiguous and matches '--canonical', '--check', and "
                                   "'--count'; try 'solve --help'\n");
    // Abbreviations of options that need a value take the next word, as in GNU tools.
    BOOST_TEST((*std::get<CommandLine>(parse({"--out", "json"})).settings.output == OutputFormat::json));
}

BOOST_AUTO_TEST_CASE(a_repeated_flag_is_the_flag_once) {
    auto command_line = std::get<CommandLine>(parse({"-qq", "--unique", "--unique", "-q", "--rate", "--rate"}));
    BOOST_TEST(command_line.settings.quiet);
    BOOST_TEST(command_line.settings.judge.unique);
    BOOST_TEST(command_line.settings.judge.rate);
    BOOST_TEST(refusal({"--count=2", "--count=3"}) ==
               "solve: option '--count' cannot be specified more than once; try 'solve --help'\n");
}

// --budget goes with --rate and takes steps, 0 for none; --rating takes
// LOW-HIGH in SE's figures, one decimal at most, from 1.0 to 12.0.
BOOST_AUTO_TEST_CASE(a_budget_and_a_rating_range_are_read_strictly) {
    BOOST_TEST(std::get<CommandLine>(parse({"--rate"})).settings.judge.budget == 20000000u);
    BOOST_TEST(std::get<CommandLine>(parse({"--rate", "--budget=250000"})).settings.judge.budget == 250000u);
    BOOST_TEST(std::get<CommandLine>(parse({"--rate", "--budget=0"})).settings.judge.budget == 0u);
    BOOST_TEST(std::get<CommandLine>(parse({"--rate", "--budget=1000000000000000000"})).settings.judge.budget ==
               1000000000000000000u);
    // Steps are whole: a budget in seconds, as it once was, is refused.
    for (char const* bad : {"--budget=-1", "--budget=+1", "--budget=0.25", "--budget=1e6", "--budget=nan", "--budget=1s",
                            "--budget= 1", "--budget=1000000000000000001", "--budget=99999999999999999999999"})
        BOOST_TEST(refusal({"--rate", bad}) ==
                       "solve: the argument ('" + std::string(bad).substr(9) +
                           "') for option '--budget' is invalid: it must be a whole number of steps from 0 (no "
                           "limit) to 10^18 (default 20000000, about a second; it counts work, not seconds); try "
                           "'solve --help'\n",
                   bad);
    BOOST_TEST(std::get<CommandLine>(parse({"--explain", "--budget=2"})).settings.judge.budget == 2u);
    BOOST_TEST(refusal({"--budget=1"}) == "solve: --budget goes with --rate, --explain or --hint; try 'solve --help'\n");
    BOOST_TEST(refusal({"--rate", "--budget="}) != "");
    auto range = std::get<CommandLine>(parse({"--generate=1", "--rating=2.6-4"})).settings.generate->range;
    BOOST_TEST((range && range->low == 26 && range->high == 40));
    auto level = std::get<CommandLine>(parse({"--generate=1", "--difficulty=medium"})).settings.generate->range;
    BOOST_TEST((level && level->low == 13 && level->high == 15));
    auto top = std::get<CommandLine>(parse({"--generate=1", "--difficulty=extreme"})).settings.generate->range;
    BOOST_TEST((top && top->low == 95 && top->high == 120));
    for (char const* bad : {"--rating=5-2", "--rating=abc", "--rating=4", "--rating=2.65-3", "--rating=0.9-2",
                            "--rating=2-12.1", "--rating=-1-2", "--rating=2.-3", "--rating=2-3-4", "--rating=.5-2"})
        BOOST_TEST(refusal({"--generate=1", bad}).find("for option '--rating' is invalid") != std::string::npos, bad);
    BOOST_TEST(refusal({"--rating=2-3"}) == "solve: --rating goes with --generate; try 'solve --help'\n");
}

namespace {

// A word each option with a value takes.
std::map<std::string, std::string> const sample_values = {
    {"format", "line"}, {"output", "json"},     {"count", "2"},      {"jobs", "2"},
    {"budget", "5"},    {"generate", "1"},      {"difficulty", "easy"}, {"rating", "2.6-4.0"},
    {"seed", "1"},      {"symmetry", "none"},       {"canonical", "solution"},
    {"paper", "a4"},    {"per-page", "6"}};

std::string given(char const* name, char const* value = nullptr) {
    std::string word = "--" + std::string(name);
    if (value) return word + '=' + value;
    auto sample = sample_values.find(name);
    return sample == sample_values.end() ? word : word + '=' + sample->second;
}

}  // namespace

// Each rule of the option table is one the parser holds: an option without
// any it requires is refused, and so is each pair that conflicts, with its why.
// (A rule naming no option, say a misspelt one, would never apply.)
BOOST_AUTO_TEST_CASE(the_option_table_rules_are_the_parser_rules) {
    for (Option const& option : option_table()) {
        std::string name = long_name(option);
        if (option.value_name) BOOST_TEST(sample_values.count(name) == 1u, name);
        auto named = [](char const* other) {
            for (Option const& o : option_table())
                if (long_name(o) == other) return true;
            return false;
        };
        if (!option.goes_with.options.empty()) {
            // A requirement of one value: the option given that value.
            char const* value = option.goes_with.value;
            std::string word = given(name.c_str(), value);
            BOOST_TEST(refusal({word.c_str()}) == "solve: --" + name + (value ? std::string("=") + value : "") +
                                                      " goes with " + either(option.goes_with.options) +
                                                      "; try 'solve --help'\n",
                       name);
        }
        for (char const* required : option.goes_with.options) BOOST_TEST(named(required), required);
        for (Conflict const& conflict : option.conflicts) {
            BOOST_TEST(named(conflict.other), conflict.other);
            std::vector<std::string> words{given(name.c_str()), given(conflict.other, conflict.value)};
            for (char const* required : option.goes_with.options) words.push_back(given(required));
            // What the other's value requires, too (--output=html: --explain).
            for (Option const& o : option_table())
                if (long_name(o) == conflict.other && o.goes_with.value && conflict.value &&
                    std::string(o.goes_with.value) == conflict.value)
                    words.push_back(given(o.goes_with.options.front()));
            std::vector<char const*> argv{"solve"};
            for (std::string const& word : words) argv.push_back(word.c_str());
            auto parsed = parse_command_line(static_cast<int>(argv.size()), argv.data());
            std::string other = std::string(conflict.other) + (conflict.value ? std::string("=") + conflict.value : "");
            auto const* refused = std::get_if<EarlyExit>(&parsed);
            BOOST_TEST((refused && refused->err == "solve: --" + name + " and --" + other +
                                                       " do not go together: " + conflict.why +
                                                       "; try 'solve --help'\n"),
                       name + " " + other);
        }
    }
}
