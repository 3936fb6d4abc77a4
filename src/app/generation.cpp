#include "generation.hpp"

#include "dump.hpp"
#include "io_error.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/rating.hpp"

#include <cerrno>
#include <chrono>
#include <random>

namespace solve {

ExitStatus generate_puzzles(GenerateSettings const& settings, OutputFormat format, bool quiet,
                            std::ostream& out, std::ostream& err) {
    std::uint64_t seed = settings.seed.value_or(0);
    if (!settings.seed) {
        std::random_device device;
        seed = std::uint64_t{device()} << 32 | device();
        if (!quiet) err << "solve: generating with --seed=" << seed << '\n';
    }
    Dumper dumper(out);
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
        sudoku::Generated made = sudoku::generate(random, settings.symmetry, settings.range, progress);
        GeneratedRecord generated{i + 1, made.puzzle, made.solution, seed, settings.symmetry, std::nullopt};
        // Only JSON shows the rating; the generator rated the puzzle when a
        // range was asked. As there: unbounded in time, so that a seed gives
        // the same bytes everywhere, and without nested chains, so that no
        // puzzle takes minutes.
        if (format == OutputFormat::json)
            generated.rating = made.rating ? *made.rating : sudoku::rate(made.puzzle, true, 0, false);
        dumper.write(format, generated);
        // Each puzzle can take a while: let it out as soon as it is made.
        if (!out.flush()) throw WriteError{errno};
    }
    return ExitStatus::success;
}

}  // namespace solve
