#include "options.hpp"

#include "names.hpp"
#include "option_values.hpp"
#include "sudoku/generator.hpp"
#include "tenths.hpp"

#include <boost/program_options/value_semantic.hpp>
#include <boost/make_shared.hpp>

#include <array>
#include <limits>

namespace solve {
namespace po = boost::program_options;
namespace {

template <typename T>
po::value_semantic* typed(Option const& option) {
    return po::value<T>()->value_name(option.value_name);
}

po::value_semantic* flag(Option const&) { return po::value<Flag>()->zero_tokens()->composing(); }

// --help and --version: acted on before anything is applied.
po::value_semantic* action(Option const&) { return new po::untyped_value(true); }

// Why a well-formed --rating range would never yield a puzzle, and which
// ERs it may hold (docs/generator.md has the reasons at length).
// The refusal of an option that sets how --output=sheet prints, given
// without it (its value is applied only with it).
std::string sheet_only(Settings const& s, char const* option) {
    return s.output == OutputFormat::sheet ? std::string() : "--" + std::string(option) + " goes with --output=sheet";
}

std::string unreachable_reason(sudoku::ErRange range) {
    std::vector<int> const& figures = sudoku::minimal_figures();
    std::string allowed;
    for (std::size_t i = 0; i < figures.size();) {
        std::size_t end = i + 1;  // past the run of tenths from figures[i]
        while (end < figures.size() && figures[end] == figures[end - 1] + 1) ++end;
        allowed += (i == 0 ? "" : end == figures.size() ? " or " : ", ") + tenths_text(figures[i]);
        if (end - i >= 3) allowed += " to " + tenths_text(figures[end - 1]);
        i = end - i >= 3 ? end : i + 1;
    }
    std::string why = range.low > figures.back()
                          ? "no generated puzzle rates above " + tenths_text(figures.back()) +
                                ": those above 9.5 are found near a set of hard puzzles, the hardest of which rates " +
                                tenths_text(figures.back())
                          : "no minimal puzzle rates " +
                                (range.low == range.high ? tenths_text(range.low)
                                                         : "from " + tenths_text(range.low) + " to " + tenths_text(range.high)) +
                                " on SE's scale";
    return why + "; the range must hold one of " + allowed + " (docs/generator.md says why)";
}

// GCC 12 warns falsely (-Wmaybe-uninitialized) about the table's
// temporaries, on the path that frees them if a constructor throws.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
std::vector<Option> make_table() {
    using Level = sudoku::Level;
    auto top = [](Level level) { return tenths_text(sudoku::er_range(level).high); };
    // "easy (ER up to 1.2), medium (to 1.5), ... or extreme", from the levels.
    std::string levels_and_tops, levels;
    for (std::size_t i = 0; i < std::size(level_names); ++i) {
        auto [name, level] = level_names[i];
        bool last = i + 1 == std::size(level_names);
        std::string before = i == 0 ? "" : last ? " or " : ", ";
        levels += before + name;
        levels_and_tops += before + name;
        if (!last) levels_and_tops += (i == 0 ? " (ER up to " : " (to ") + top(level) + ')';
    }
    constexpr char const* one_solution = "every generated puzzle has exactly one solution";
    // Applied in this order: --output before what defaults it.
    return {
        {"format", "FORMAT", Category::input_output,
         "the input format: auto (the default: decided for each input by its first "
         "well-formed grid row or puzzle line, near its start), grid, line or marks (pencil marks: "
         "729-character lines, or candidate grids as HoDoKu prints them)",
         {}, {}, typed<FormatWord>,
         [](Settings& s, boost::any const& v) { s.input = boost::any_cast<FormatWord>(v).format; return std::string(); }},
        {"output", "FORMAT", Category::input_output,
         "the output format: grid, line, pretty, json, marks, svg, html or sheet (default: the input's format); marks "
         "writes each record's state of pencil marks as a 729-character line: the candidates its givens "
         "leave, the marks as read, or with --explain those its steps leave; svg writes one SVG picture a "
         "record (docs/pictures.md): the givens and the digits the solution fills, or the marks as read; "
         "html, with --explain, one web page a record: its rating, then each step drawn on the pencil marks; "
         "sheet, one web page of the whole run to print: its puzzles, each with its number and level, a few "
         "a printed page, then their solutions",
         {{"explain"}, "it draws the steps of an explanation (for a picture of the grid alone: --output=svg)", "html"},
         {}, typed<OutputFormat>,
         [](Settings& s, boost::any const& v) { s.output = boost::any_cast<OutputFormat>(v); return std::string(); }},
        {"paper", "PAPER", Category::input_output,
         "the paper --output=sheet is printed on: a4 (the default) or letter",
         {}, {}, typed<PaperWord>,
         [](Settings& s, boost::any const& v) {
             if (s.output == OutputFormat::sheet) s.sheet.paper = boost::any_cast<PaperWord>(v).paper;
             return sheet_only(s, "paper");
         }},
        {"per-page", "N", Category::input_output,
         "puzzles a printed page of --output=sheet: 4 (the default) or 6",
         {}, {}, typed<PerPage>,
         [](Settings& s, boost::any const& v) {
             if (s.output == OutputFormat::sheet) s.sheet.per_page = boost::any_cast<PerPage>(v).puzzles;
             return sheet_only(s, "per-page");
         }},
        {"quiet,q", nullptr, Category::input_output,
         "no notes on standard error (such as a puzzle having several solutions)",
         {}, {}, flag,
         [](Settings& s, boost::any const&) { s.quiet = true; return std::string(); }},
        {"count", "LIMIT", Category::solving,
         "count each puzzle's solutions, up to LIMIT (1 to " + std::to_string(max_count_limit) +
             ", default 2), and report the count: a line 'solutions: N' after each record, or in line "
             "output a solved puzzle's line (after its rating with --rate); at the limit the count is "
             "a floor, 'solutions: N or more', in line output 'N+', but for one solution, which is "
             "always known to be the only one (--count=1 writes 1)",
         {}, {{"output", "--output=marks writes only each record's state of pencil marks", "marks"},
             {"output", "--output=svg draws a grid, not a count", "svg"},
             {"output", "--output=html draws steps, not a count", "html"},
             {"output", "--output=sheet prints puzzles to solve, not counts", "sheet"}},
         [](Option const& option) -> po::value_semantic* {
             CountLimit implicit{*whole_in(option.implicit_value, CountLimit::low, CountLimit::high)};
             return po::value<CountLimit>()->implicit_value(implicit, option.implicit_value)->value_name(option.value_name);
         },
         [](Settings& s, boost::any const& v) {
             s.judge.count_limit = boost::any_cast<CountLimit>(v).value;
             return std::string();
         },
         "2"},
        {"unique", nullptr, Category::solving, "treat a puzzle with more than one solution as a failure",
         {}, {}, flag,
         [](Settings& s, boost::any const&) { s.judge.unique = true; return std::string(); }},
        {"check", nullptr, Category::solving,
         "check the format and that no two givens clash (on a full grid: that it is "
         "a solution); solve nothing, print nothing on standard output",
         {},
         {{"count", "--check solves nothing, so it counts no solutions"},
          {"unique", "--check solves nothing, so it finds no puzzle with several solutions"},
          {"explain", "--check solves nothing, so it has no steps to show"},
          {"rate", "--check solves nothing, so it rates nothing"},
          {"output", "--check writes nothing on standard output"}},
         flag,
         [](Settings& s, boost::any const&) { s.judge.check = true; return std::string(); }},
        {"jobs,j", "N", Category::solving,
         "solve with N threads (1 to " + std::to_string(max_jobs) +
             ", default 1); the output is the same for every N",
         {}, {}, typed<Jobs>,
         [](Settings& s, boost::any const& v) { s.jobs = boost::any_cast<Jobs>(v).value; return std::string(); }},
        {"explain", nullptr, Category::rating,
         "show Sudoku Explainer's steps to each solution, each with its technique, "
         "difficulty and the pattern it rests on, or where and why they stop (grid, "
         "pretty or json output, json with the state before each step; grid by default; "
         "marks writes the state the steps leave; html draws each step)",
         {},
         {{"output", "--explain writes several lines for a puzzle (use --output=grid, pretty or json, or marks for the state its steps leave)", "line"},
          {"output", "--output=svg draws one grid a record, not steps (use --output=grid, pretty, json or html)", "svg"},
          {"output", "--output=sheet prints puzzles to solve, not steps (use --output=html)", "sheet"}},
         flag,
         [](Settings& s, boost::any const&) {
             s.judge.explain = true;
             if (!s.output) s.output = OutputFormat::grid;
             return std::string();
         }},
        {"rate", nullptr, Category::rating,
         "rate each puzzle on Sudoku Explainer's scale: a line 'LEVEL ER/EP/ED', the level " + levels_and_tops +
             ", a figure followed by '+' when it is only a lower bound (line output by default; after the "
             "steps and the board with --explain)",
         {}, {{"output", "--output=marks writes only each record's state of pencil marks", "marks"},
             {"output", "--output=svg draws a grid, not a rating (use --output=line or json)", "svg"}}, flag,
         [](Settings& s, boost::any const&) {
             s.judge.rate = true;
             if (!s.output) s.output = OutputFormat::line;
             return std::string();
         }},
        {"hint", nullptr, Category::rating,
         "show only the next step of Sudoku Explainer's solve, from the givens or from a state of "
         "pencil marks: a line with what it places or removes, its technique, difficulty and the "
         "pattern it rests on (with --output=json, its cells, digits, units and chains as fields), "
         "or 'no hint: ' and why (the grid is solved, the budget ran out, no technique applies)",
         {},
         {{"explain", "--hint is the first of --explain's steps"},
          {"rate", "--hint takes one step, and --rate rates the whole solve"},
          {"check", "--check solves nothing, so it has no step to give"},
          {"count", "--hint writes a step, not a count"},
          {"generate", "--generate reads no puzzles to give a hint for"},
          {"output", "--hint writes one line a puzzle (use --output=line or json)", "grid"},
          {"output", "--hint writes one line a puzzle (use --output=line or json)", "pretty"},
          {"output", "--hint writes one line a puzzle (use --output=line or json)", "svg"},
          {"output", "--hint writes one line a puzzle (use --output=line or json)", "sheet"}},
         flag,
         [](Settings& s, boost::any const&) {
             s.judge.hint = true;
             if (!s.output) s.output = OutputFormat::line;
             return std::string();
         }},
        {"budget", "STEPS", Category::rating,
         "the work a puzzle's rating or explanation may do, "
         "in steps of the rater's searches (a chain's candidate state, a loop's cell, "
         "...; default " + std::to_string(default_budget) + ", about a second; 0: no limit; at most 10^18); past it "
         "the figures not reached are lower bounds, marked '+', and the explanation "
         "says it stopped. A count, not a time: the output is the same on every "
         "machine, at every load and every -j",
         {{"rate", "explain", "hint"},
          "it bounds a rating's or an explanation's work (so not with --generate alone: the generator "
          "rates with bounds of its own, so that the seed alone decides its puzzles)"},
         {}, typed<Budget>,
         [](Settings& s, boost::any const& v) {
             s.judge.budget = boost::any_cast<Budget>(v).steps;
             return std::string();
         }},
        {"canonical", "FORM", Category::equivalence,
         "write each record's canonical form instead of its solution: the least, as a string of 81 "
         "digits with 0 for an empty cell, of the puzzles equivalent to it (by transposing, by "
         "swapping bands, stacks, rows in a band, columns in a stack, and by relabelling digits), "
         "written with '.' for 0. FORM: puzzle (the default: the givens', the same as patminlex's), "
         "solution (the one solution's) or pattern (the givens' cells alone, each written x). Line "
         "output by default; json adds the automorphisms and a map to the form",
         {},
         {{"format", "--canonical reads givens, not states of pencil marks", "marks"},
          {"check", "--check writes nothing on standard output"},
          {"count", "--canonical writes a form, not a count"},
          {"unique", "--canonical solves nothing (=solution takes puzzles with one solution, and answers the others as --unique would)"},
          {"explain", "--canonical writes a form, not steps"},
          {"rate", "--canonical writes a form, not a rating"},
          {"hint", "--canonical writes a form, not a step"},
          {"generate", "--generate reads no puzzles to put in canonical form"},
          {"output", "--canonical writes one line a record (use --output=line or json)", "grid"},
          {"output", "--canonical writes one line a record (use --output=line or json)", "pretty"},
          {"output", "--canonical writes one line a record (use --output=line or json)", "marks"},
          {"output", "--canonical writes one line a record (use --output=line or json)", "svg"},
          {"output", "--canonical writes one line a record (use --output=line or json)", "sheet"}},
         [](Option const& option) -> po::value_semantic* {
             return po::value<CanonicalWord>()
                 ->implicit_value(CanonicalWord{CanonicalKind::puzzle}, option.implicit_value)
                 ->value_name(option.value_name);
         },
         [](Settings& s, boost::any const& v) {
             s.judge.canonical = boost::any_cast<CanonicalWord>(v).kind;
             if (!s.output) s.output = OutputFormat::line;
             return std::string();
         },
         "puzzle"},
        {"generate", "N", Category::generating,
         "write N new puzzles (1 to " + std::to_string(max_count_limit) +
             ") instead of reading any: each with one solution, minimal, rated in the --rating or "
             "--difficulty asked",
         {},
         {{"format", "--generate reads no input"},
          {"check", "--generate reads no puzzles to check"},
          {"count", one_solution},
          {"unique", one_solution},
          {"explain", "--generate shows no steps"},
          {"rate", "--generate rates each puzzle in its JSON output (--output=json)"},
          {"jobs", "--generate makes its puzzles on one thread"}},
         typed<CountLimit>,
         [](Settings& s, boost::any const& v) {
             s.generate = GenerateSettings{};
             s.generate->count = boost::any_cast<CountLimit>(v).value;
             if (!s.output) s.output = OutputFormat::grid;
             return std::string();
         }},
        {"difficulty", "LEVEL", Category::generating,
         levels + ": that level's range of ER (--rate's help gives them), or any when not given",
         {{"generate"}, "it says what --generate makes"},
         {{"rating", "--difficulty LEVEL stands for a --rating range of its own"}},
         typed<LevelWord>,
         [](Settings& s, boost::any const& v) {
             sudoku::Level level = boost::any_cast<LevelWord>(v).level;
             s.generate->range = sudoku::er_range(level);
             if (!sudoku::reachable(*s.generate->range))
                 return std::string("the argument ('") + name_of(level_names, level) +
                        "') for option '--difficulty' is invalid: " + unreachable_reason(*s.generate->range);
             return std::string();
         }},
        {"rating", "LOW-HIGH", Category::generating,
         "the range of ER, e.g. " + tenths_text(sudoku::er_range(Level::evil).low) + '-' + top(Level::evil) +
             " (from 1.0 to 12.0, one decimal at most, holding an ER a minimal puzzle can have: "
             "generator.md, in the docs/ of solve's source, lists them)",
         {{"generate"}, "it says what --generate makes"}, {}, typed<RatingRange>,
         [](Settings& s, boost::any const& v) {
             RatingRange const& rating = boost::any_cast<RatingRange const&>(v);
             if (!sudoku::reachable(rating.range))
                 return "the argument ('" + rating.text + "') for option '--rating' is invalid: " +
                        unreachable_reason(rating.range);
             s.generate->range = rating.range;
             return std::string();
         }},
        {"seed", "S", Category::generating,
         "the seed, 0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max()) +
             "; the same seed gives the same puzzles (default: a random one, shown on standard error)",
         {{"generate"}, "it says what --generate makes"}, {}, typed<Seed>,
         [](Settings& s, boost::any const& v) { s.generate->seed = boost::any_cast<Seed>(v).value; return std::string(); }},
        {"symmetry", "SYMMETRY", Category::generating,
         "none (the default), rotate180, rotate90, mirror or diagonal; only none with a --rating range above 9.5, "
         "whose puzzles are found near a set of hard puzzles that have no symmetry",
         {{"generate"}, "it says what --generate makes"}, {}, typed<SymmetryWord>,
         [](Settings& s, boost::any const& v) {
             s.generate->symmetry = boost::any_cast<SymmetryWord>(v).symmetry;
             // Applied after --rating and --difficulty (the table's order).
             if (s.generate->symmetry != sudoku::Symmetry::none && s.generate->range &&
                 sudoku::beyond_plain_chains(*s.generate->range))
                 return std::string("--symmetry and a --rating range above 9.5 do not go together: such puzzles are "
                                    "found near a set of hard puzzles, which have no symmetry");
             return std::string();
         }},
        {"help,h", nullptr, Category::information, "print this help and exit", {}, {}, action, nullptr},
        {"version,V", nullptr, Category::information, "print the version and exit", {}, {}, action, nullptr},
    };
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

}  // namespace

std::vector<Option> const& option_table() {
    static std::vector<Option> const table = make_table();
    return table;
}

std::string long_name(Option const& option) {
    std::string name = option.name;
    return name.substr(0, name.find(','));
}

std::string short_name(Option const& option) {
    std::string name = option.name;
    std::size_t comma = name.find(',');
    return comma == std::string::npos ? "" : name.substr(comma + 1);
}

std::string long_spelling(Option const& option) {
    std::string spelt = "--" + long_name(option);
    if (option.value_name)
        spelt += option.implicit_value ? "[=" + std::string(option.value_name) + "]" : "=" + std::string(option.value_name);
    return spelt;
}

std::string either(std::vector<char const*> const& options) {
    std::string text;
    for (std::size_t i = 0; i < options.size(); ++i)
        text += (i == 0 ? "" : i + 1 == options.size() ? " or " : ", ") + std::string("--") + options[i];
    return text;
}

std::string full_help(Option const& option) {
    std::string help = option.help;
    // A requirement of one value is that value's business (the help says it).
    if (!option.goes_with.options.empty() && !option.goes_with.value)
        help = "with " + either(option.goes_with.options) + ": " + help;
    // A conflict with one value of another option is the other's value's
    // business (the help says which outputs --explain writes).
    std::vector<char const*> others;
    for (Conflict const& conflict : option.conflicts)
        if (!conflict.value) others.push_back(conflict.other);
    if (!others.empty()) help += " (not with " + either(others) + ")";
    return help;
}

po::options_description described_options() {
    po::options_description all;
    for (std::size_t category = 0; category < category_titles.size(); ++category) {
        po::options_description group(category_titles[category]);
        for (Option const& option : option_table())
            if (static_cast<std::size_t>(option.category) == category)
                group.add(boost::make_shared<po::option_description>(
                    option.name, option.semantic(option), full_help(option).c_str()));
        all.add(group);
    }
    return all;
}

std::string options_markdown() {
    std::string text;
    for (std::size_t category = 0; category < category_titles.size(); ++category) {
        text += std::string(category == 0 ? "" : "\n") + "### " + category_titles[category] +
                "\n\n| option | meaning |\n|---|---|\n";
        for (Option const& option : option_table()) {
            if (static_cast<std::size_t>(option.category) != category) continue;
            std::string spelt;
            if (!short_name(option).empty())
                spelt = "`-" + short_name(option) + (option.value_name ? std::string(" ") + option.value_name : "") + "`, ";
            spelt += '`' + long_spelling(option) + '`';
            std::string help;
            for (char c : full_help(option)) help += c == '|' ? std::string("\\|") : std::string(1, c);
            text += "| " + spelt + " | " + help + " |\n";
        }
    }
    // The words "--a" become `--a` here.
    auto code = [](std::string const& words) {
        std::string text;
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::size_t end = words.find_first_of(" ,()", i);
            if (end == std::string::npos) end = words.size();
            std::string word = words.substr(i, end - i);
            text += (word.starts_with("--") ? "`" + word + "`" : word) + (end < words.size() ? words.substr(end, 1) : "");
            i = end;
        }
        return text;
    };
    text += "\n### Refused together\n\n"
            "Each of these exits 2, saying `solve: --A and --B do not go together: WHY; try 'solve --help'`\n"
            "or `solve: --A goes with --B; try 'solve --help'`.\n\n| options | why |\n|---|---|\n";
    for (Option const& option : option_table()) {
        std::string name = "--" + long_name(option);
        for (Conflict const& conflict : option.conflicts)
            text += code("| " + name + " with --" + conflict.other + (conflict.value ? std::string("=") + conflict.value : "") +
                         " | " + conflict.why + " |\n");
        if (!option.goes_with.options.empty())
            text += code("| " + name + (option.goes_with.value ? std::string("=") + option.goes_with.value : "") +
                         " without " + either(option.goes_with.options) + " | " + option.goes_with.why + " |\n");
    }
    return text;
}

}  // namespace solve
