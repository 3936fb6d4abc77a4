#include "generation.hpp"

#include "text_writer.hpp"
#include "io_error.hpp"
#include "signals.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/rating_of.hpp"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

namespace solve {
namespace {

// Says on stderr, once a second while a puzzle is being made, how far it has
// got, so that a slow run does not look like a hang. From a thread of its
// own: one candidate alone can take seconds to rate, and the generator
// cannot be asked to look at the clock between its steps.
class Progress {
public:
    explicit Progress(std::ostream& err) : err_(err), thread_(start()) {}
    Progress(Progress const&) = delete;
    Progress& operator=(Progress const&) = delete;
    ~Progress() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        woken_.notify_one();
        thread_.join();
    }
    // Puzzle `number` (from 1) is being made from now on.
    void start(std::size_t number) {
        std::lock_guard lock(mutex_);
        number_ = number;
        rejected_ = 0;
        started_ = Clock::now();
        woken_.notify_one();
    }
    void tried(std::uint64_t rejected) { rejected_ = rejected; }

private:
    using Clock = std::chrono::steady_clock;
    std::thread start() {
        signals::WorkerThreadMask mask;  // the signals stay the main thread's
        return std::thread([this] { watch(); });
    }
    void watch() {
        std::unique_lock lock(mutex_);
        std::size_t number = 0;
        Clock::time_point next;
        while (!stopping_) {
            if (number_ == 0) {  // nothing under way yet
                woken_.wait(lock, [&] { return stopping_ || number_ != 0; });
                continue;
            }
            if (number != number_) {  // a new puzzle: its first word a second after it began
                number = number_;
                next = started_ + std::chrono::seconds(1);
            }
            if (woken_.wait_until(lock, next, [&] { return stopping_ || number != number_; })) continue;
            auto seconds = std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - started_).count();
            err_ << "solve: puzzle " << number << ": " << rejected_.load() << " candidates rejected in " << seconds
                 << " s" << std::endl;
            next += std::chrono::seconds(1);
        }
    }

    std::ostream& err_;
    std::mutex mutex_;
    std::condition_variable woken_;
    bool stopping_ = false;
    std::size_t number_ = 0;
    Clock::time_point started_;
    std::atomic<std::uint64_t> rejected_ = 0;
    std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace

ExitStatus generate_puzzles(GenerateSettings const& settings, OutputFormat format, SheetSettings sheet, bool quiet,
                            std::ostream& out, std::ostream& err) {
    std::uint64_t seed = settings.seed.value_or(0);
    if (!settings.seed) {
        std::random_device device;
        seed = std::uint64_t{device()} << 32 | device();
        if (!quiet) err << "solve: generating with --seed=" << seed << '\n';
    }
    Dumper dumper(out, sheet);
    std::optional<Progress> progress;
    if (!quiet) progress.emplace(err);
    for (std::size_t i = 0; i < settings.count; ++i) {
        sudoku::Random random = sudoku::random_for(seed, i);
        if (progress) progress->start(i + 1);
        auto tried = [&](std::uint64_t rejected) {
            if (progress) progress->tried(rejected);
        };
        sudoku::Generated made = sudoku::generate(random, settings.symmetry, settings.range, tried);
        GeneratedRecord generated{i + 1, made.puzzle, made.solution, seed, settings.symmetry, std::nullopt};
        // Only JSON and a sheet show the rating; the generator rated the
        // puzzle when a range was asked. As there: unbounded in time, so
        // that a seed gives the same bytes everywhere, and without nested
        // chains, so that no puzzle takes minutes.
        if (format == OutputFormat::json || format == OutputFormat::sheet)
            generated.rating = made.rating ? *made.rating : sudoku::rate(made.puzzle, true, 0, false);
        dumper.write(format, generated);
        // Each puzzle can take a while: let it out as soon as it is made.
        if (!out.flush()) throw WriteError{errno};
    }
    dumper.finish();
    if (!out.flush()) throw WriteError{errno};
    return ExitStatus::success;
}

}  // namespace solve
