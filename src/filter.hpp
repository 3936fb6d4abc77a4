// The filter: records from the reader in, results to the dumper, diagnostics
// and notes to stderr, and the exit status the whole run has earned.
#pragma once

#include "command_line.hpp"
#include "dump.hpp"
#include "exit_status.hpp"
#include "puzzle_reader.hpp"

#include <ostream>
#include <string>
#include <string_view>

namespace solve {

// A write to stdout failed; nothing more can usefully be done.
struct WriteError {
    int error_number;
};

class Filter {
public:
    Filter(Settings settings, std::ostream& out, std::ostream& err)
        : settings_(settings), out_(out), err_(err), dumper_(out) {}

    // Reads every record of the file at `path` ("-" for standard input).
    // A file that cannot be opened or read is reported, and the run goes on
    // with the next one. Throws WriteError.
    void process_file(std::string const& path);

    // Throws WriteError.
    void process(Record const& record, std::string_view file);

    ExitStatus status() const { return status_; }

private:
    void check_and_solve(Puzzle const& puzzle, std::string_view file);
    void solve(Puzzle const& puzzle, std::string_view file);
    void fail(ExitStatus status) { status_ = worse(status_, status); }

    Settings settings_;
    std::ostream& out_;
    std::ostream& err_;
    Dumper dumper_;
    ExitStatus status_ = ExitStatus::success;
};

}  // namespace solve
