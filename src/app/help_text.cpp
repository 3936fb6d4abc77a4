#include "help_text.hpp"

#include "options.hpp"

#include <sstream>
#include <vector>

namespace solve {
namespace {

constexpr std::size_t width = 79;  // the longest line: within 80 columns

// A tag from column 2 and its text from `column` on, wrapped within `width`;
// a tag that reaches the text's column has a line of its own.
struct Row {
    std::string tag, text;
};

std::string table(std::vector<Row> const& rows, std::size_t column) {
    std::string out;
    for (Row const& row : rows) {
        std::string line = "  " + row.tag;
        if (line.size() + 2 > column) out += line + '\n', line.clear();
        line.resize(column, ' ');
        std::istringstream words(row.text);
        bool first = true;  // the first word of this line
        for (std::string word; words >> word; first = false) {
            if (!first && line.size() + 1 + word.size() > width)
                out += line + '\n', line.assign(column, ' '), first = true;
            line += (first ? "" : " ") + word;
        }
        out += line + '\n';
    }
    return out;
}

std::string options() {
    std::string text = "Options:\n";
    for (std::size_t category = 0; category < category_titles.size(); ++category) {
        std::vector<Row> rows;
        for (Option const& option : option_table())
            if (static_cast<std::size_t>(option.category) == category)
                rows.push_back({(short_name(option).empty() ? "    " : "-" + short_name(option) + ", ") +
                                    long_spelling(option),
                                full_help(option)});
        text += std::string("\n") + category_titles[category] + ":\n" + table(rows, 28);
    }
    return text;
}

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

}  // namespace

std::string help_text() {
    return usage + ("\n" + options()) + "\nEnvironment:\n" +
           table({{"SOLVE_ISA",
                   "the copy of the search to run: portable (any x86-64), v3 (x86-64-v3: AVX2, BMI2 and "
                   "POPCNT) or v4 (x86-64-v4: AVX-512 as well); unset or empty, the fastest this processor "
                   "can run. Another name, or a copy this build or processor cannot run, is refused "
                   "(status 2). The output is the same with every copy"}},
                 13) +
           "\nExit status:\n" +
           table({{"0", "every puzzle was solved (with --check: every puzzle is well-formed and keeps the rules)"},
                  {"1", "some puzzle has no solution, or several with --unique (with --check: two givens clash)"},
                  {"2", "malformed input or bad usage (an unknown option, a bad value, a SOLVE_ISA refused)"},
                  {"3", "an I/O error: a FILE that cannot be opened or read (the other FILEs are still read), "
                        "or a write to standard output that fails"},
                  {"128+N", "killed by signal N: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 141 for "
                            "SIGPIPE; standard output then holds whole records only"}},
                 9) +
           "\nA run's status is the worst any puzzle or FILE earned.\n"
           "\nExamples:\n" +
           table({{"solve puzzle.txt", "solve the grid in puzzle.txt"},
                  {"solve -j 2 puzzles.txt", "solve a collection of puzzle lines on 2 threads (the output is "
                                             "the same, in the same order)"},
                  {"solve --rate puzzles.txt", "rate each puzzle: its level and its ER/EP/ED on Sudoku "
                                               "Explainer's scale"},
                  {"solve --explain puzzle.txt", "show the steps to its solution, technique by technique"},
                  {"solve --generate=3 --difficulty=hard --seed=7",
                   "write three new hard puzzles, the same three for the same seed"}},
                 31) +
           "\nSee also:\n"
           "  The documents in the docs/ folder of solve's source: usage.md (every option,\n"
           "  and how they combine), format.md (the formats read and written), rating.md\n"
           "  (--rate, --explain and --budget), generator.md (--generate, and the ERs it\n"
           "  can reach) and json.md (--output=json).\n";
}

}  // namespace solve
