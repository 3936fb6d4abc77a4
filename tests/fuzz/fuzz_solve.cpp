// libFuzzer target: the whole path from bytes in to bytes out. The first two
// bytes choose the input and output formats and the options (settings_from);
// the rest is the input, fed through a file descriptor as standard input
// would be: as one file, or split at its middle into two, read one after
// the other as `solve FIRST SECOND` reads them. An input that
// takes more than $FUZZ_SLOW_MS milliseconds of CPU per line (scripts/fuzz sets
// it; libFuzzer's own -timeout counts whole seconds only) aborts, so that
// libFuzzer keeps it: per line, because an input may hold many puzzles.
// Every input runs twice, at -j 1 and -j 2: the bytes out must not differ.
// The first run takes the copy of the search that production runs on this
// processor (the fastest), the second the portable copy: they must agree too.
#include "filter.hpp"
#include "puzzle_reader.hpp"
#include "records.hpp"
#include "sudoku/generator.hpp"
#include "sudoku/search_copy.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace {

// The option bytes. First: input format (bits 0-1: 1 grid, 2 line, 3 marks,
// 0 automatic; marks with --check, --explain or --rate, a usage error on the
// command line, reach the judge's refusal of each record), output format (bits 2-3), --count=3 (bit 4), --unique (bit 5), and --check,
// --explain or --rate (bits 6-7: 1, 2, 3). Second: -j 2 (bit 0), -q (bit 1), no
// --output, so that the output's format is the input's (bit 2: bits 2-3 of the
// first are then unused), two files (bit 3), --hint (bit 4: where the command
// line takes it, with no other mode, no count and line or JSON output, line
// when none is given, as --hint makes it).
// No field shares a bit, so every combination is reachable (checked at start).
solve::Settings settings_from(std::uint8_t first, std::uint8_t second) {
    solve::Settings settings;
    if (int input = first & 3) settings.input = static_cast<sudoku::grammar::Format>(input - 1);
    if (!(second & 4)) settings.output = static_cast<solve::OutputFormat>(first >> 2 & 3);
    if (first & 0x10) settings.judge.count_limit = 3;
    settings.judge.unique = first & 0x20;
    settings.judge.check = (first & 0xC0) == 0x40;
    settings.judge.explain = (first & 0xC0) == 0x80 && settings.output != solve::OutputFormat::line;
    settings.judge.rate = (first & 0xC0) == 0xC0;
    bool boards = settings.output == solve::OutputFormat::grid || settings.output == solve::OutputFormat::pretty;
    if ((second & 0x10) && (first & 0xD0) == 0 && !boards) {
        settings.judge.hint = true;
        if (!settings.output) settings.output = solve::OutputFormat::line;
    }
    // A rating stops at its budget, in steps of work: a small one keeps a
    // hard puzzle within the per-line limit (FUZZ_SLOW_MS), and cuts most
    // hard ratings, which must come out the same at every -j all the same.
    settings.judge.budget = 30000;
    settings.jobs = second & 1 ? 2 : 1;
    settings.quiet = second & 2;
    return settings;
}

// Every combination of settings that the command line allows must come from
// some option bytes: 3 inputs, 5 outputs (the default among them), 2 counts,
// 2 uniques, 2 jobs, 2 quiets, and 4 modes (none, check, explain, rate) but 3
// with line output, which takes no --explain; and --hint, with no count and
// line or JSON output. (Two files are a way to read, not a setting.)
void check_every_combination_reachable() {
    std::set<std::tuple<int, int, bool, bool, bool, bool, bool, bool, unsigned, bool>> seen;
    for (unsigned first = 0; first < 256; ++first)
        for (unsigned second = 0; second < 256; ++second) {
            solve::Settings s = settings_from(first, second);
            int input = s.input ? 1 + static_cast<int>(*s.input) : 0;
            int output = s.output ? 1 + static_cast<int>(*s.output) : 0;
            seen.emplace(input, output, s.judge.count_limit.has_value(), s.judge.unique,
                         s.judge.check, s.judge.explain, s.judge.rate, s.judge.hint, s.jobs, s.quiet);
        }
    std::size_t const expected = 4 * 2 * 2 * 2 * 2 * (3 + 4 * 4) + 4 * 2 * 2 * 2 * 2;
    if (seen.size() != expected) {
        std::fprintf(stderr, "fuzz_solve: the option bytes reach %zu combinations of %zu\n", seen.size(), expected);
        std::abort();
    }
}

// CPU time, all threads together, in milliseconds: unlike the wall clock it
// does not count the time other processes of a busy machine take.
long cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1000L + now.tv_nsec / 1000000L;
}

// The format each file is read in, as the reader decides it (nothing for a
// file without a line to decide by).
std::vector<std::optional<sudoku::grammar::Format>> formats_read(solve::Settings const& settings,
                                                                 std::vector<int> const& files) {
    std::vector<std::optional<sudoku::grammar::Format>> formats;
    for (int fd : files) {
        lseek(fd, 0, SEEK_SET);
        solve::LineSource lines(fd, nullptr);
        solve::PuzzleReader reader(lines, settings.input);
        while (reader.next()) {}
        formats.push_back(reader.format());
    }
    return formats;
}

// Nothing is lost: in line and json output, one record out for every record
// in, whatever the lines before the first puzzle, and in every file. The
// records of the line format are counted by the rule of docs/format.md
// (records.hpp); in either format, each malformed record out has its one
// located error, and no error stands without a record (but the one for an
// input with no puzzle at all, one a file).
void check_records(solve::Settings const& settings, std::vector<std::string_view> const& inputs,
                   std::vector<int> const& files, std::string const& out, std::string const& err) {
    using solve::OutputFormat;
    if (settings.judge.check) return;
    auto formats = formats_read(settings, files);
    bool all_lines = std::all_of(formats.begin(), formats.end(),
                                 [](auto format) { return format == sudoku::grammar::Format::line; });
    // Without --output, each file is written in its own format.
    OutputFormat output = settings.output.value_or(all_lines ? OutputFormat::line : OutputFormat::grid);
    if (output != OutputFormat::line && output != OutputFormat::json) return;
    if (!settings.output && !all_lines) return;
    std::size_t records_in = 0;
    for (auto input : inputs) records_in += fuzz::records_in_lines(input);
    std::size_t records_out = fuzz::lines_with(out, "", true);
    std::size_t invalid_out = output == OutputFormat::line ? fuzz::lines_with(out, "invalid: ", true)
                                                           : fuzz::lines_with(out, "\"status\":\"invalid\"", false);
    std::size_t errors = fuzz::errors_in(err);
    bool lost = all_lines && records_out != records_in;
    bool unmatched = invalid_out + fuzz::no_puzzle_errors_in(err) != errors;
    if (lost || unmatched) {
        std::fprintf(stderr, "fuzz_solve: %zu records out (%zu invalid), %zu in the line format, %zu errors\n",
                     records_out, invalid_out, records_in, errors);
        std::abort();
    }
}

// What the filter writes for the files (each rewound first), read in turn.
std::pair<std::string, std::string> filter_output(solve::Settings const& settings, std::vector<int> const& files) {
    std::ostringstream out, err;
    solve::Filter filter(settings, out, err);
    for (std::size_t i = 0; i < files.size(); ++i) {
        lseek(files[i], 0, SEEK_SET);
        filter.process_stream(files[i], i == 0 ? "<stdin>" : "second");
    }
    return {out.str(), err.str()};
}

// A file holding `bytes`, or -1.
int file_of(std::string_view bytes) {
    int fd = memfd_create("fuzz-input", 0);
    if (fd < 0) return -1;
    if (!bytes.empty() && write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size())) {
        close(fd);
        return -1;
    }
    return fd;
}

}  // namespace

// The copy of the search production runs here, and the one checked against
// it (set once every static initialiser, the core's choice included, has run).
sudoku::SearchCopy production, other_copy;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    check_every_combination_reachable();
    production = sudoku::search_copy();
    other_copy = sudoku::can_run(sudoku::SearchCopy::portable) ? sudoku::SearchCopy::portable : production;
    std::fprintf(stderr, "fuzz_solve: the %s copy of the search, checked against the %s copy\n",
                 std::string(sudoku::name_of(production)).c_str(), std::string(sudoku::name_of(other_copy)).c_str());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    constexpr std::size_t options = 2;
    if (size < options) return 0;
    std::string_view input(reinterpret_cast<char const*>(data) + options, size - options);
    std::vector<std::string_view> inputs{input};
    if (data[1] & 8) inputs = {input.substr(0, input.size() / 2), input.substr(input.size() / 2)};
    std::vector<int> files;
    for (auto part : inputs) files.push_back(file_of(part));
    auto close_all = [&files] {
        for (int fd : files)
            if (fd >= 0) close(fd);
    };
    if (std::find(files.begin(), files.end(), -1) != files.end()) {
        close_all();
        return 0;
    }
    static long const slow_ms = std::getenv("FUZZ_SLOW_MS") ? std::atol(std::getenv("FUZZ_SLOW_MS")) : 0;
    long start = cpu_ms();
    solve::Settings settings = settings_from(data[0], data[1]);
    auto [out, err] = filter_output(settings, files);
    long ms = cpu_ms() - start;
    check_records(settings, inputs, files, out, err);
    // The same bytes at the other -j: nothing (a budget, the order threads
    // finish in) may make the output depend on the threads.
    solve::Settings other = settings;
    other.jobs = settings.jobs == 1 ? 2 : 1;
    // (No thread of the first run is left: the pool ended with its filter.)
    sudoku::use_search_copy(other_copy);
    auto [other_out, other_err] = filter_output(other, files);
    sudoku::use_search_copy(production);
    close_all();
    if (other_out != out || other_err != err) {
        std::fprintf(stderr,
                     "fuzz_solve: -j 1 and -j 2 (the %s and %s copies of the search) write different bytes "
                     "(stdout %s, stderr %s)\n",
                     std::string(sudoku::name_of(production)).c_str(), std::string(sudoku::name_of(other_copy)).c_str(),
                     other_out == out ? "same" : "differs", other_err == err ? "same" : "differs");
        std::abort();
    }
    long lines = 1;
    for (std::size_t i = options; i + 1 < size; ++i) lines += data[i] == '\n';
    if (slow_ms > 0 && ms > slow_ms * lines) {
        std::fprintf(stderr, "fuzz_solve: slow input: %lld ms for %ld lines, over %ld ms a line\n",
                     static_cast<long long>(ms), lines, slow_ms);
        std::abort();
    }
    return 0;
}
