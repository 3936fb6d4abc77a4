// The core alone, in one process and without I/O, beside tdoku's one pass:
// scripts/bench --core builds this against the bench build's search and base
// libraries (libsudoku_search.a, libsudoku_base.a) and, with --tdoku DIR,
// against tdoku's static library. Never part of solve.
// Usage: [SOLVE_ISA=COPY] core_rival [--count] RUNS FILE...   (files in the line format)
// For each file: the median over RUNS rounds of the time per puzzle of
// sudoku::solve(puzzle, 2, true) (the uniqueness check and the row-major first
// solution, what solve prints) and of tdoku enumerating up to two solutions
// and keeping the first it meets; the two are interleaved round by round, so
// that a noisy machine slows both alike. The counts are compared puzzle by
// puzzle: a difference is reported, and makes the exit status 1.
// --count: counting to 2 instead, sudoku::solve(puzzle, 2, false) (what solve
// -q --count=2 runs) against tdoku's SolveSudoku counting to 2, timed by the
// thread's CPU time: the files are small (open grids, a few milliseconds a
// round), and on a shared machine the time the thread waits for a core would
// otherwise outweigh their difference.
#include "sudoku/search_copy.hpp"
#include "sudoku/solver.hpp"
#if defined(WITH_TDOKU)
#include "tdoku.h"
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <ctime>
#include <vector>

namespace {

struct Puzzles {
    std::vector<sudoku::Grid> grids;
    std::vector<std::string> lines;  // 81 characters, '.' for an empty cell
};

Puzzles read(char const* path) {
    Puzzles puzzles;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        sudoku::Grid grid{};
        std::string cells(81, '.');
        for (int i = 0; i < 81; ++i)
            if (line[i] >= '1' && line[i] <= '9') {
                grid.digits[i] = static_cast<sudoku::Digit>(line[i] - '0');
                cells[i] = line[i];
            }
        puzzles.grids.push_back(grid);
        puzzles.lines.push_back(cells);
    }
    return puzzles;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

template <typename Solve>
double seconds(Solve solve, bool cpu) {
    if (cpu) {
        double start = cpu_seconds();
        solve();
        return cpu_seconds() - start;
    }
    auto start = std::chrono::steady_clock::now();
    solve();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

#if defined(WITH_TDOKU)
void ignore(char const*, void*) {}
#endif

}  // namespace

int main(int argc, char** argv) {
    bool counting = argc > 1 && std::string(argv[1]) == "--count";
    if (counting) {
        ++argv;
        --argc;
    }
    if (argc < 3) {
        std::fprintf(stderr, "usage: core_rival [--count] RUNS FILE...\n");
        return 2;
    }
    // SOLVE_ISA chooses the copy of the search, as it does for solve.
    if (char const* isa = std::getenv("SOLVE_ISA"); isa && *isa) {
        auto copy = sudoku::search_copy_named(isa);
        if (!copy || !sudoku::use_search_copy(*copy)) {
            std::fprintf(stderr, "core_rival: SOLVE_ISA=%s: no copy of the search this CPU can run\n", isa);
            return 2;
        }
    }
    int runs = std::max(1, std::atoi(argv[1]));
    int status = 0;
    // x 1pass: tdoku's time over solve's; ratio (counting): solve's over tdoku's.
    std::printf("%-36s %8s %12s %12s %8s\n", "file", "puzzles", "solve us", "tdoku us", counting ? "ratio" : "x 1pass");
    for (int f = 2; f < argc; ++f) {
        Puzzles puzzles = read(argv[f]);
        if (puzzles.grids.empty()) continue;
        std::vector<unsigned> ours(puzzles.grids.size()), theirs(puzzles.grids.size());
        std::vector<double> ours_time, theirs_time;
        for (int run = 0; run < runs; ++run) {
            ours_time.push_back(seconds([&] {
                for (std::size_t i = 0; i < puzzles.grids.size(); ++i)
                    ours[i] = sudoku::solve(puzzles.grids[i], 2, !counting).count.solutions;
            }, counting));
#if defined(WITH_TDOKU)
            theirs_time.push_back(seconds([&] {
                for (std::size_t i = 0; i < puzzles.lines.size(); ++i) {
                    char const* line = puzzles.lines[i].c_str();
                    char solution[82];
                    std::size_t guesses = 0;
                    theirs[i] = static_cast<unsigned>(counting ? SolveSudoku(line, 2, 0, solution, &guesses)
                                                               : TdokuEnumerate(line, 2, ignore, nullptr));
                }
            }, counting));
#endif
        }
        double n = static_cast<double>(puzzles.grids.size());
        std::string name = argv[f];
        name = name.substr(name.find_last_of('/') + 1);
        double us = median(ours_time) / n * 1e6;
        if (theirs_time.empty()) {
            std::printf("%-36s %8zu %12.2f %12s %8s\n", name.c_str(), puzzles.grids.size(), us, "-", "-");
            continue;
        }
        double tdoku_us = median(theirs_time) / n * 1e6;
        std::printf("%-36s %8zu %12.2f %12.2f %8.2f\n", name.c_str(), puzzles.grids.size(), us, tdoku_us,
                    counting ? us / tdoku_us : tdoku_us / us);
        for (std::size_t i = 0; i < ours.size(); ++i)
            if (ours[i] != theirs[i]) {
                std::printf("  puzzle %zu: solve counts %u, tdoku %u\n", i + 1, ours[i], theirs[i]);
                status = 1;
            }
    }
    return status;
}
