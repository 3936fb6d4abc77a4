#include "generation.hpp"

#include "dump.hpp"
#include "io_error.hpp"
#include "names.hpp"
#include "sudoku/solver.hpp"

#include <cerrno>
#include <chrono>
#include <random>

namespace solve {
namespace {

void write_puzzle(std::ostream& out, OutputFormat format, std::size_t number, std::uint64_t seed,
                  GenerateSettings const& settings, sudoku::Grid const& puzzle) {
    switch (format) {
    case OutputFormat::grid:
        if (number > 1) out << '\n';
        return write_grid(out, puzzle);
    case OutputFormat::pretty:
        if (number > 1) out << '\n';
        return write_pretty(out, puzzle);
    case OutputFormat::line:
        write_digits(out, puzzle, '.');
        out << '\n';
        return;
    case OutputFormat::json: {
        sudoku::Rating rating = sudoku::rate(puzzle, sudoku::solve(puzzle).first);
        out << "{\"record\":" << number << ",\"puzzle\":\"";
        write_digits(out, puzzle, '.');
        out << "\",\"seed\":" << seed << ",\"symmetry\":\"" << name_of(symmetry_names, settings.symmetry)
            << "\",\"rating\":{\"level\":\"" << name_of(level_names, rating.level)
            << "\",\"score\":" << rating.score
            << "}}\n";
        return;
    }
    }
}

}  // namespace

ExitStatus generate_puzzles(GenerateSettings const& settings, OutputFormat format, bool quiet,
                            std::ostream& out, std::ostream& err) {
    std::uint64_t seed = settings.seed.value_or(0);
    if (!settings.seed) {
        std::random_device device;
        seed = std::uint64_t{device()} << 32 | device();
        if (!quiet) err << "solve: generating with --seed=" << seed << '\n';
    }
    for (std::size_t i = 0; i < settings.count; ++i) {
        sudoku::Random random = sudoku::random_for(seed, i);
        // A puzzle that takes over a second (on a loaded machine, say) says so
        // on stderr, once a second, so that a slow run does not look like a hang.
        using Clock = std::chrono::steady_clock;
        auto start = Clock::now(), next_word = start + std::chrono::seconds(1);
        auto progress = [&](std::uint64_t rejected) {
            if (quiet || rejected % 64 != 0 || Clock::now() < next_word) return;
            next_word += std::chrono::seconds(1);
            auto seconds = std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - start).count();
            err << "solve: puzzle " << i + 1 << ": " << rejected << " candidates rejected in " << seconds
                << " s" << std::endl;
        };
        sudoku::Grid puzzle = sudoku::generate(random, settings.symmetry, settings.level, progress);
        write_puzzle(out, format, i + 1, seed, settings, puzzle);
        // Each puzzle can take a while: let it out as soon as it is made.
        if (!out.flush()) throw WriteError{errno};
    }
    return ExitStatus::success;
}

}  // namespace solve
