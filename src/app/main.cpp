// solve: a Sudoku solver as a Unix filter. main only wires the parts together.
#include "command_line.hpp"
#include "filter.hpp"
#include "generation.hpp"
#include "io_error.hpp"
#include "record_buffer.hpp"
#include "solve_isa.hpp"
#include "signals.hpp"
#include "standard_descriptors.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

int main(int argc, char* argv[]) {
    solve::hold_standard_descriptors();
    std::ios::sync_with_stdio(false);
    solve::signals::stop_on_termination_signals();
    if (auto error = solve::force_search_copy_from_environment(); !error.empty()) {
        std::cerr << error;
        return static_cast<int>(solve::ExitStatus::malformed);
    }
    auto parsed = solve::parse_command_line(argc, argv);
    if (auto const* exit = std::get_if<solve::EarlyExit>(&parsed)) {
        std::cerr << exit->err;
        if (std::cout << exit->out << std::flush) return exit->status;
        std::cerr << "solve: cannot write to standard output: " << std::strerror(errno) << '\n';
        return static_cast<int>(solve::ExitStatus::io_error);
    }
    auto const& command_line = std::get<solve::CommandLine>(parsed);
    solve::Settings const& settings = command_line.settings;
    // Standard output goes through whole records only (see record_buffer.hpp),
    // and the filter's notes and diagnostics through another buffer, which
    // goes out before each write of the records.
    solve::RecordBuffer notes(STDERR_FILENO);
    std::ostream err(&notes);
    solve::RecordBuffer records(STDOUT_FILENO, &notes);
    if (solve::same_file(STDOUT_FILENO, STDERR_FILENO)) notes.follow(records);
    std::ostream out(&records);
    solve::Filter filter(settings, out, err);
    try {
        if (settings.generate)
            return static_cast<int>(solve::generate_puzzles(*settings.generate, *settings.output, settings.sheet,
                                                            settings.quiet, out, std::cerr));
        for (auto const& path : command_line.files) filter.process_file(path);
        filter.finish();
        if (!out.flush()) throw solve::WriteError{errno};
        notes.write_out_or_drop();
    } catch (solve::WriteError const& e) {
        solve::signals::Deferred deferred;
        notes.write_out_or_drop();
        std::cerr << "solve: cannot write to standard output: " << std::strerror(e.error_number)
                  << '\n';
        return static_cast<int>(solve::ExitStatus::io_error);
    }
    return static_cast<int>(filter.status());
}
