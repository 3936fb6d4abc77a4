// The command line, read with Boost.Program_options.
#pragma once

#include "dump.hpp"
#include "judge.hpp"
#include "puzzle_reader.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace solve {

struct Settings {
    bool quiet = false;                   // no notes on stderr
    JudgeSettings judge;                  // --unique, --check, --count
    InputFormat input = InputFormat::automatic;
    std::optional<OutputFormat> output;   // the input's format when not given
    unsigned jobs = 1;                    // threads that judge records
};

struct CommandLine {
    Settings settings;
    std::vector<std::string> files;  // "-" is standard input; never empty
};

// --help, --version, or a usage error: what to print, and the exit status.
struct EarlyExit {
    int status;
    std::string out;
    std::string err;
};

std::variant<CommandLine, EarlyExit> parse_command_line(int argc, char const* const argv[]);

}  // namespace solve
