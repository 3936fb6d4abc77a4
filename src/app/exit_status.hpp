#pragma once

namespace solve {

// Ordered by severity: a run exits with the worst status any input earned.
enum class ExitStatus : int {
    success = 0,    // every puzzle solved (or, with --check, every puzzle keeps the rules)
    unsolved = 1,   // some puzzle has no solution, or several with --unique
    malformed = 2,  // malformed input or bad usage
    io_error = 3,   // a file that cannot be read, or a write that fails
};

inline ExitStatus worse(ExitStatus a, ExitStatus b) { return a > b ? a : b; }

}  // namespace solve
