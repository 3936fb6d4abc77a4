// The command line, read with Boost.Program_options.
#pragma once

#include "settings.hpp"

#include <string>
#include <variant>
#include <vector>

namespace solve {

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
