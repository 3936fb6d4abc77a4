// The command line, read with Boost.Program_options.
#pragma once

#include <string>
#include <variant>
#include <vector>

namespace solve {

struct Settings {
    bool quiet = false;   // no notes on stderr
    bool unique = false;  // several solutions count as a failure
    bool check = false;   // check the format and the rules only; write nothing on stdout
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
