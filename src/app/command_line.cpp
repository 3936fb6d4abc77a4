#include "command_line.hpp"

#include "exit_status.hpp"
#include "names.hpp"
#include "sudoku/generator.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <charconv>
#include <limits>
#include <optional>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

#ifndef SOLVE_VERSION
#define SOLVE_VERSION "unknown"
#endif

namespace {

// Program_options' own error for an invalid value ("the argument ('X') for
// option '--O' is invalid"; it names the option itself), then why and what is
// allowed. What is allowed is kept apart too, for the refusals Program_options
// words itself (a value missing or empty).
struct Refused : boost::program_options::invalid_option_value {
    Refused(std::string const& word, std::string allowed_values)
        : invalid_option_value(word), allowed(std::move(allowed_values)) {
        m_error_template += ": it must be " + allowed;
    }
    std::string allowed;
};

Refused invalid(std::string const& word, std::string const& allowed) { return Refused(word, allowed); }

// Reads an option's one word as the value its name stands for, or throws
// an error that lists the names.
template <typename T, std::size_t N>
void read_word(boost::any& value, std::vector<std::string> const& words, solve::Name<T> const (&names)[N]) {
    namespace po = boost::program_options;
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    for (auto const& [name, meaning] : names)
        if (word == name) {
            value = meaning;
            return;
        }
    std::string allowed;
    for (std::size_t i = 0; i < N; ++i) allowed += (i == 0 ? "" : i + 1 == N ? " or " : ", ") + std::string(names[i].first);
    throw invalid(word, allowed);
}

}  // namespace

// Program_options reads the enumerated values through these overloads, which
// it finds by argument-dependent lookup, so they live in their types' namespaces.
namespace solve {

// A flag given once or more: repeating it (-qq) changes nothing, as in GNU tools.
struct Flag {};

void validate(boost::any& value, std::vector<std::string> const&, Flag*, int) { value = Flag{}; }

// A whole number from `low` to `high`, written in decimal digits alone: no
// sign, exponent or fraction, nothing that would wrap around.
static std::optional<std::uint64_t> whole_in(std::string const& word, std::uint64_t low, std::uint64_t high) {
    std::uint64_t number = 0;
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), number);
    bool digits = !word.empty() && word.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || error != std::errc() || end != word.data() + word.size() || number < low || number > high)
        return {};
    return number;
}

template <std::uint64_t Low, std::uint64_t High>
struct Whole {
    std::uint64_t value;
};

template <std::uint64_t Low, std::uint64_t High>
void validate(boost::any& value, std::vector<std::string> const& words, Whole<Low, High>*, int) {
    namespace po = boost::program_options;
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    auto number = whole_in(word, Low, High);
    if (!number) throw invalid(word, "a whole number from " + std::to_string(Low) + " to " + std::to_string(High));
    value = Whole<Low, High>{*number};
}

// --seed=S: any of the 2^64 seeds.
using Seed = Whole<0, std::numeric_limits<std::uint64_t>::max()>;

// --budget=STEPS: a whole number of steps, 0 for no limit; its refusal says
// what a step is worth.
struct Budget {
    std::uint64_t steps;
};

void validate(boost::any& value, std::vector<std::string> const& words, Budget*, int) {
    namespace po = boost::program_options;
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    auto steps = whole_in(word, 0, largest_budget);
    if (!steps)
        throw invalid(word, "a whole number of steps from 0 (no limit) to 10^18 (default " +
                                std::to_string(default_budget) +
                                ", about a second; it counts work, not seconds)");
    value = Budget{*steps};
}

// A rating as SE writes it ("2.6", "9"), in tenths: one or two digits, then
// optionally a point and one digit; nothing else.
std::optional<int> tenths_of(std::string_view word) {
    std::size_t point = word.find('.');
    std::string_view units = word.substr(0, point), decimals;
    if (point != std::string_view::npos) decimals = word.substr(point + 1);
    auto digits = [](std::string_view text) {
        return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (units.empty() || units.size() > 2 || !digits(units)) return {};
    if (point != std::string_view::npos && (decimals.size() != 1 || !digits(decimals))) return {};
    int tenths = 0;
    for (char c : units) tenths = tenths * 10 + (c - '0');
    return tenths * 10 + (decimals.empty() ? 0 : decimals[0] - '0');
}

constexpr int lowest_rating = 10, highest_rating = 120;

// --rating=LOW-HIGH: two ratings, the first no higher than the second.
struct RatingRange {
    sudoku::ErRange range;
    std::string text;  // as given, for a refusal that comes later
};

void validate(boost::any& value, std::vector<std::string> const& words, RatingRange*, int) {
    namespace po = boost::program_options;
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    std::size_t dash = word.find('-');
    std::optional<int> low, high;
    if (dash != std::string::npos) {
        low = tenths_of(std::string_view(word).substr(0, dash));
        high = tenths_of(std::string_view(word).substr(dash + 1));
    }
    if (!low || !high || *low < lowest_rating || *high > highest_rating || *low > *high)
        throw invalid(word, "LOW-HIGH, two ratings from 1.0 to 12.0 with one decimal at most, "
                            "LOW no higher than HIGH");
    value = RatingRange{sudoku::ErRange{*low, *high}, word};
}

void validate(boost::any& value, std::vector<std::string> const& words, InputFormat*, int) {
    read_word(value, words, input_format_names);
}

void validate(boost::any& value, std::vector<std::string> const& words, OutputFormat*, int) {
    read_word(value, words, output_format_names);
}

}  // namespace solve

namespace sudoku {

void validate(boost::any& value, std::vector<std::string> const& words, Rating::Level*, int) {
    read_word(value, words, solve::level_names);
}

void validate(boost::any& value, std::vector<std::string> const& words, Symmetry*, int) {
    read_word(value, words, solve::symmetry_names);
}

}  // namespace sudoku

namespace solve {
namespace po = boost::program_options;
namespace {

constexpr char const* usage =
    "Usage: solve [OPTIONS] [FILE...]\n"
    "Solve the Sudoku puzzles in each FILE, or standard input when there is none or\n"
    "FILE is '-', and write each solution, or why there is none, to standard output.\n"
    "\n"
    "Input formats:\n"
    "  grid  9 rows of 9 cells separated by single spaces; a cell is a digit 1-9,\n"
    "        or '_' when empty. Puzzles are separated by blank lines; lines that\n"
    "        begin with '#' or '-- ' are comments.\n"
    "  line  one puzzle per line: 81 cells in row-major order, a digit 1-9, or '.'\n"
    "        or '0' when empty. Blank lines and comments ('#' or '-- ') are skipped.\n"
    "Malformed input is reported on standard error as FILE:LINE:COLUMN: error: ...\n";

constexpr char const* statuses =
    "\n"
    "Exit status (the worst over all puzzles):\n"
    "  0  every puzzle was solved\n"
    "  1  some puzzle has no solution (or several, with --unique)\n"
    "  2  malformed input or bad usage\n"
    "  3  an I/O error: a file that cannot be read, or a write that fails\n";

po::typed_value<Flag>* flag() { return po::value<Flag>()->zero_tokens()->composing(); }

constexpr unsigned max_count_limit = 1000000;
constexpr unsigned max_jobs = 256;
using CountLimit = Whole<1, max_count_limit>;
using Jobs = Whole<1, max_jobs>;

po::options_description visible_options(Settings& s) {
    // The limits as the checks above hold them.
    std::string const count_help =
        "count each puzzle's solutions, up to LIMIT (1 to " + std::to_string(max_count_limit) +
        ", default 2), and report the count: a line 'solutions: N' after each record, or in line "
        "output a solved puzzle's line (after its rating with --rate); at the limit the count is "
        "a floor, 'solutions: N or more', in line output 'N+'";
    std::string const generate_help =
        "write N new puzzles (1 to " + std::to_string(max_count_limit) +
        ") instead of reading any: each with one solution, minimal, rated in the --rating or "
        "--difficulty asked (not with --format, --check, --count, --unique, --explain, --rate "
        "or --jobs)";
    // The levels' ranges, as the rater's table of techniques makes them.
    auto top = [](sudoku::Rating::Level level) {
        int tenths = sudoku::er_range(level).high;
        return std::to_string(tenths / 10) + '.' + std::to_string(tenths % 10);
    };
    std::string const rate_help =
        "rate each puzzle on Sudoku Explainer's scale: a line 'LEVEL ER/EP/ED', the level easy (ER up to " +
        top(sudoku::Rating::Level::easy) + "), medium (to " + top(sudoku::Rating::Level::medium) + "), hard (to " +
        top(sudoku::Rating::Level::hard) +
        ") or evil, a figure followed by '+' when it is only a lower bound (line output by default; after the "
        "steps and the board with --explain)";
    std::string const jobs_help = "solve with N threads (1 to " + std::to_string(max_jobs) +
                                  ", default 1); the output is the same for every N";
    po::options_description options("Options");
    options.add_options()
        ("help,h", "print this help and exit")
        ("version,V", "print the version and exit")
        ("format", po::value(&s.input)->value_name("FORMAT"),
         "the input format: auto (the default: decided for each input by its first "
         "well-formed grid row or puzzle line, near its start), grid or line")
        ("output", po::value<OutputFormat>()->value_name("FORMAT"),
         "the output format: grid, line, pretty or json (default: the input's format)")
        ("count", po::value<CountLimit>()->implicit_value(CountLimit{2}, "2")->value_name("LIMIT"),
         count_help.c_str())
        ("explain", flag(),
         "show Sudoku Explainer's steps to each solution, each with its technique, "
         "difficulty and the pattern it rests on, or where and why they stop (grid, "
         "pretty or json output; grid by default)")
        ("rate", flag(), rate_help.c_str())
        ("budget", po::value<Budget>()->value_name("STEPS"),
         "with --rate or --explain: the work a puzzle's rating or explanation may do, "
         "in steps of the rater's searches (a chain's candidate state, a loop's cell, "
         "...; default 20000000, about a second; 0: no limit; at most 10^18); past it "
         "the figures not reached are lower bounds, marked '+', and the explanation "
         "says it stopped. A count, not a time: the output is the same on every "
         "machine, at every load and every -j")
        ("generate", po::value<CountLimit>()->value_name("N"), generate_help.c_str())
        ("difficulty", po::value<sudoku::Rating::Level>()->value_name("LEVEL"),
         "with --generate: easy, medium, hard or evil, the level's range of ER "
         "(default: any)")
        ("rating", po::value<RatingRange>()->value_name("LOW-HIGH"),
         "with --generate: the range of ER, e.g. 2.6-4.4 (from 1.0 to 12.0, one decimal "
         "at most, holding an ER a minimal puzzle can have: docs/generator.md lists them)")
        ("seed", po::value<Seed>()->value_name("S"),
         "with --generate: the seed, 0 to 18446744073709551615; the same seed gives the "
         "same puzzles (default: a random one, shown on standard error)")
        ("symmetry", po::value<sudoku::Symmetry>()->value_name("SYMMETRY"),
         "with --generate: none (the default), rotate180, rotate90, mirror or diagonal")
        ("unique", flag(),
         "treat a puzzle with more than one solution as a failure")
        ("check", flag(),
         "check the format and that no two givens clash (on a full grid: that it is "
         "a solution); solve nothing, print nothing on standard output (not with "
         "--count, --unique, --explain, --rate or --output)")
        ("jobs,j", po::value<Jobs>()->value_name("N"), jobs_help.c_str())
        ("quiet,q", flag(),
         "no notes on standard error (such as a puzzle having several solutions)");
    return options;
}

// An optional argument goes with '=' only, as in GNU tools: a bare --count,
// or an abbreviation of it (--cou), takes its default here, before
// Program_options could take the next word (a FILE, say) as its value.
// An ambiguous abbreviation (--c) is left to Program_options to refuse.
// An empty value (--jobs=) is refused by the option's own check, which says
// what is allowed, where Program_options would only say it is missing.
auto bare_count(po::options_description const& options) {
    return [&options](std::string const& word) -> std::pair<std::string, std::string> {
        std::size_t equals = word.find('=');
        if (word.size() < 3 || word.compare(0, 2, "--") != 0 || (equals != std::string::npos && equals + 1 != word.size()))
            return {};
        std::string_view prefix = std::string_view(word).substr(2, equals == std::string::npos ? equals : equals - 2);
        std::vector<po::option_description const*> matches;
        for (auto const& option : options.options())
            if (option->long_name().starts_with(prefix)) matches.push_back(option.get());
        if (matches.size() != 1) return {};
        if (equals != std::string::npos) {
            boost::any ignored;
            try {
                matches[0]->semantic()->parse(ignored, {""}, true);
            } catch (po::error_with_option_name& error) {
                error.add_context(matches[0]->long_name(), word, po::command_line_style::allow_long);
                throw;
            }
            return {};
        }
        if (matches[0]->long_name() == "count") return {"count", "2"};
        return {};
    };
}

// What an option's value may be, for a refusal that Program_options words
// itself (a value missing: `--generate` last; or empty: `--seed=`), which
// says only that something is wrong: learnt by giving the option's own check
// an empty value, which none allows.
std::string what_is_allowed(po::options_description const& options, std::string const& option) {
    std::string name = option.starts_with("--") ? option.substr(2) : option;
    po::option_description const* described = options.find_nothrow(name, false);
    if (!described || described->semantic()->max_tokens() == 0) return "";
    try {
        boost::any ignored;
        described->semantic()->parse(ignored, {""}, true);
    } catch (Refused const& refused) {
        return ": it must be " + refused.allowed;
    } catch (po::error const&) {
    }
    return "";
}

// Options that cannot go together, and why; the first that applies is told.
struct Conflict {
    char const* option;
    char const* other;
    char const* why;
};
constexpr Conflict conflicts[] = {
    {"check", "count", "--check solves nothing, so it counts no solutions"},
    {"check", "unique", "--check solves nothing, so it finds no puzzle with several solutions"},
    {"check", "explain", "--check solves nothing, so it has no steps to show"},
    {"check", "rate", "--check solves nothing, so it rates nothing"},
    {"check", "output", "--check writes nothing on standard output"},
    {"generate", "check", "--generate reads no puzzles to check"},
    {"generate", "format", "--generate reads no input"},
    {"generate", "count", "every generated puzzle has exactly one solution"},
    {"generate", "unique", "every generated puzzle has exactly one solution"},
    {"generate", "explain", "--generate shows no steps"},
    {"generate", "rate", "--generate rates each puzzle in its JSON output (--output=json)"},
    {"generate", "jobs", "--generate makes its puzzles on one thread"},
    {"difficulty", "rating", "--difficulty LEVEL stands for a --rating range of its own"},
};

// Why a well-formed --rating range would never yield a puzzle, and which
// ERs it may hold (docs/generator.md has the reasons at length).
std::string unreachable_reason(sudoku::ErRange range) {
    auto text = [](int er) { return std::to_string(er / 10) + '.' + std::to_string(er % 10); };
    std::vector<int> const& figures = sudoku::minimal_figures();
    std::string allowed;
    for (std::size_t i = 0; i < figures.size();) {
        std::size_t end = i + 1;  // past the run of tenths from figures[i]
        while (end < figures.size() && figures[end] == figures[end - 1] + 1) ++end;
        allowed += (i == 0 ? "" : end == figures.size() ? " or " : ", ") + text(figures[i]);
        if (end - i >= 3) allowed += " to " + text(figures[end - 1]);
        i = end - i >= 3 ? end : i + 1;
    }
    std::string why = range.low > figures.back()
                          ? "no generated puzzle rates above " + text(figures.back()) +
                                ": the generator rates without nested forcing chains, so it tells no higher ER apart"
                          : "no minimal puzzle rates " +
                                (range.low == range.high ? text(range.low) : "from " + text(range.low) + " to " + text(range.high)) +
                                " on SE's scale";
    return why + "; the range must hold one of " + allowed + " (docs/generator.md says why)";
}

EarlyExit usage_error(std::string const& what) {
    return EarlyExit{static_cast<int>(ExitStatus::malformed), "",
                     "solve: " + what + "; try 'solve --help'\n"};
}

}  // namespace

std::variant<CommandLine, EarlyExit> parse_command_line(int argc, char const* const argv[]) {
    CommandLine command_line;
    Settings& settings = command_line.settings;
    po::options_description options = visible_options(settings);
    po::options_description all = options;
    // The FILEs are a hidden option, as the library needs one for them; its
    // name starts with a capital so that no abbreviation of a real option
    // (`--f` for --format) can also mean it, and naming it is refused below.
    all.add_options()("FILE", po::value(&command_line.files));
    po::positional_options_description positional;
    positional.add("FILE", -1);

    po::variables_map values;
    try {
        po::parsed_options parsed = po::command_line_parser(argc, argv)
                                        .options(all)
                                        .positional(positional)
                                        .extra_parser(bare_count(options))
                                        .run();
        for (po::option const& o : parsed.options)
            if (o.string_key == "FILE" && o.position_key < 0)
                throw po::unknown_option(o.original_tokens.empty() ? "--FILE" : o.original_tokens.front());
        po::store(parsed, values);
        po::notify(values);
    } catch (po::invalid_command_line_syntax const& e) {
        return usage_error(e.what() + what_is_allowed(options, e.get_option_name()));
    } catch (po::error const& e) {
        return usage_error(e.what());
    }
    auto given = [&values](char const* option) {
        return values.count(option) && !values[option].defaulted();
    };
    if (given("help")) {
        std::ostringstream text;
        text << usage << '\n' << options << statuses;
        return EarlyExit{0, text.str(), ""};
    }
    if (given("version")) return EarlyExit{0, "solve " SOLVE_VERSION "\n", ""};
    bool generating = given("generate");
    for (char const* option : {"difficulty", "rating", "seed", "symmetry"})
        if (given(option) && !generating)
            return usage_error(std::string("--") + option + " goes with --generate");
    for (Conflict const& conflict : conflicts)
        if (given(conflict.option) && given(conflict.other))
            return usage_error(std::string("--") + conflict.option + " and --" + conflict.other +
                               " do not go together: " + conflict.why);
    if (generating && !command_line.files.empty())
        return usage_error("--generate reads no input, so it takes no FILE");
    settings.quiet = given("quiet");
    settings.judge.unique = given("unique");
    settings.judge.check = given("check");
    settings.judge.explain = given("explain");
    settings.judge.rate = given("rate");
    if (given("budget")) {
        if (!settings.judge.rate && !settings.judge.explain) return usage_error("--budget goes with --rate or --explain");
        settings.judge.budget = values["budget"].as<Budget>().steps;
    }
    if (given("output")) settings.output = values["output"].as<OutputFormat>();
    if (settings.judge.explain) {
        if (settings.output == OutputFormat::line)
            return usage_error("--explain and --output=line do not go together: --explain "
                               "writes several lines for a puzzle (use --output=grid, pretty or json)");
        if (!settings.output) settings.output = OutputFormat::grid;
    }
    if (settings.judge.rate && !settings.output) settings.output = OutputFormat::line;
    if (given("count")) settings.judge.count_limit = values["count"].as<CountLimit>().value;
    if (given("jobs")) settings.jobs = values["jobs"].as<Jobs>().value;
    if (generating) {
        GenerateSettings generate;
        generate.count = values["generate"].as<CountLimit>().value;
        if (given("difficulty")) generate.range = sudoku::er_range(values["difficulty"].as<sudoku::Rating::Level>());
        if (given("rating")) {
            RatingRange const& rating = values["rating"].as<RatingRange>();
            generate.range = rating.range;
            if (!sudoku::reachable(*generate.range))
                return usage_error("the argument ('" + rating.text + "') for option '--rating' is invalid: " +
                                   unreachable_reason(*generate.range));
        }
        if (given("seed")) {
            generate.seed = values["seed"].as<Seed>().value;
        }
        if (given("symmetry")) generate.symmetry = values["symmetry"].as<sudoku::Symmetry>();
        settings.generate = generate;
        if (!settings.output) settings.output = OutputFormat::grid;
    }
    if (command_line.files.empty()) command_line.files.push_back("-");
    return command_line;
}

}  // namespace solve
