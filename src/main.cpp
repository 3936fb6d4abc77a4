// solve: a Sudoku solver as a Unix filter. main only wires the parts together.
#include "command_line.hpp"
#include "filter.hpp"
#include "generation.hpp"

#include <cerrno>
#include <cstring>
#include <iostream>

int main(int argc, char* argv[]) {
    std::ios::sync_with_stdio(false);
    auto parsed = solve::parse_command_line(argc, argv);
    if (auto const* exit = std::get_if<solve::EarlyExit>(&parsed)) {
        std::cerr << exit->err;
        if (std::cout << exit->out << std::flush) return exit->status;
        std::cerr << "solve: cannot write to standard output: " << std::strerror(errno) << '\n';
        return static_cast<int>(solve::ExitStatus::io_error);
    }
    auto const& command_line = std::get<solve::CommandLine>(parsed);
    solve::Settings const& settings = command_line.settings;
    solve::Filter filter(settings, std::cout, std::cerr);
    try {
        if (settings.generate)
            return static_cast<int>(solve::generate_puzzles(*settings.generate, *settings.output,
                                                            settings.quiet, std::cout, std::cerr));
        for (auto const& path : command_line.files) filter.process_file(path);
        std::cout.flush();
        if (!std::cout) throw solve::WriteError{errno};
    } catch (solve::WriteError const& e) {
        std::cerr << "solve: cannot write to standard output: " << std::strerror(e.error_number)
                  << '\n';
        return static_cast<int>(solve::ExitStatus::io_error);
    }
    return static_cast<int>(filter.status());
}
