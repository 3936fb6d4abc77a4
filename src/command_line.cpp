#include "command_line.hpp"

#include "exit_status.hpp"

#include <boost/program_options.hpp>

#include <sstream>

#ifndef SOLVE_VERSION
#define SOLVE_VERSION "unknown"
#endif

namespace solve {
namespace po = boost::program_options;
namespace {

constexpr char const* usage =
    "Usage: solve [OPTIONS] [FILE...]\n"
    "Solve the Sudoku puzzles in each FILE, or standard input when there is none or\n"
    "FILE is '-', and write each solution, or why there is none, to standard output.\n"
    "\n"
    "A puzzle is 9 rows of 9 cells separated by single spaces; a cell is a digit\n"
    "1-9, or '_' when empty. Puzzles are separated by blank lines; lines that begin\n"
    "with '#' or '-- ' are comments. Malformed input is reported on standard error\n"
    "as FILE:LINE:COLUMN: error: MESSAGE.\n";

constexpr char const* statuses =
    "\n"
    "Exit status (the worst over all puzzles):\n"
    "  0  every puzzle was solved\n"
    "  1  some puzzle has no solution (or several, with --unique)\n"
    "  2  malformed input or bad usage\n"
    "  3  an I/O error: a file that cannot be read, or a write that fails\n";

po::options_description visible_options(Settings& settings) {
    po::options_description options("Options");
    options.add_options()
        ("help,h", "print this help and exit")
        ("version,V", "print the version and exit")
        ("quiet,q", po::bool_switch(&settings.quiet),
         "no notes on standard error (such as a puzzle having several solutions)")
        ("unique", po::bool_switch(&settings.unique),
         "treat a puzzle with more than one solution as a failure")
        ("check", po::bool_switch(&settings.check),
         "check the format and that no two givens clash; solve nothing, print nothing "
         "on standard output");
    return options;
}

}  // namespace

std::variant<CommandLine, EarlyExit> parse_command_line(int argc, char const* const argv[]) {
    CommandLine command_line;
    po::options_description options = visible_options(command_line.settings);
    po::options_description all = options;
    all.add_options()("file", po::value(&command_line.files));
    po::positional_options_description positional;
    positional.add("file", -1);

    po::variables_map values;
    try {
        po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(),
                  values);
        po::notify(values);
    } catch (po::error const& e) {
        return EarlyExit{static_cast<int>(ExitStatus::malformed), "",
                         std::string("solve: ") + e.what() + "; try 'solve --help'\n"};
    }
    if (values.count("help")) {
        std::ostringstream text;
        text << usage << '\n' << options << statuses;
        return EarlyExit{0, text.str(), ""};
    }
    if (values.count("version")) return EarlyExit{0, "solve " SOLVE_VERSION "\n", ""};
    if (command_line.files.empty()) command_line.files.push_back("-");
    return command_line;
}

}  // namespace solve
