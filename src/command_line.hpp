// The command line, read with Boost.Program_options.
#pragma once

#include "dump.hpp"
#include "judge.hpp"
#include "puzzle_reader.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/rating.hpp"

#include <cstdint>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace solve {

// --generate and what goes with it.
struct GenerateSettings {
    unsigned count = 0;
    std::optional<sudoku::Rating::Level> level;  // any level when not given
    std::optional<std::uint64_t> seed;           // a random one when not given
    sudoku::Symmetry symmetry = sudoku::Symmetry::none;
};

struct Settings {
    bool quiet = false;                   // no notes on stderr
    JudgeSettings judge;                  // --unique, --check, --count
    InputFormat input = InputFormat::automatic;
    std::optional<OutputFormat> output;   // the input's format when not given
    unsigned jobs = 1;                    // threads that judge records
    std::optional<GenerateSettings> generate;  // write puzzles instead of reading them
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
