// libFuzzer target: the whole path from bytes in to bytes out. The first byte
// chooses the input and output formats and the options; the rest is the input,
// fed through a file descriptor as standard input would be. An input that
// takes more than $FUZZ_SLOW_MS milliseconds of CPU per line (scripts/fuzz sets
// it; libFuzzer's own -timeout counts whole seconds only) aborts, so that
// libFuzzer keeps it: per line, because an input may hold many puzzles.
#include "filter.hpp"
#include "records.hpp"
#include "sudoku/generator.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <ctime>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace {

solve::Settings settings_from(std::uint8_t flags) {
    solve::Settings settings;
    settings.input = static_cast<solve::InputFormat>(flags % 3);
    settings.output = static_cast<solve::OutputFormat>(flags >> 2 & 3);
    if (flags & 0x10) settings.judge.count_limit = 3;
    settings.judge.unique = flags & 0x20;
    settings.judge.check = (flags & 0xC0) == 0x40;
    settings.judge.explain = (flags & 0xC0) == 0x80 && settings.output != solve::OutputFormat::line;
    settings.judge.rate = (flags & 0xC0) == 0xC0;
    settings.jobs = flags & 0x08 ? 2 : 1;
    return settings;
}

// CPU time, all threads together, in milliseconds: unlike the wall clock it
// does not count the time other processes of a busy machine take.
long cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1000L + now.tv_nsec / 1000000L;
}

// Nothing is lost: in line and json output, one record out for every record
// in. The records of the line format are counted by the README's rule
// (records.hpp); in either format, each malformed record out has its one
// located error, and no error stands without a record (but the one for an
// input with no puzzle at all).
void check_records(solve::Settings const& settings, std::string_view input, std::string const& out,
                   std::string const& err) {
    using solve::OutputFormat;
    if (settings.judge.check || (settings.output != OutputFormat::line && settings.output != OutputFormat::json))
        return;
    std::size_t records_out = fuzz::lines_with(out, "", true);
    std::size_t invalid_out = settings.output == OutputFormat::line
                                  ? fuzz::lines_with(out, "invalid: ", true)
                                  : fuzz::lines_with(out, "\"status\":\"invalid\"", false);
    std::size_t errors = fuzz::errors_in(err);
    bool lost = settings.input == solve::InputFormat::line && records_out != fuzz::records_in_lines(input);
    bool unmatched = records_out == 0 ? errors > 1 : invalid_out != errors;
    if (lost || unmatched) {
        std::fprintf(stderr, "fuzz_solve: %zu records out (%zu invalid), %zu in the line format, %zu errors\n",
                     records_out, invalid_out, fuzz::records_in_lines(input), errors);
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    if (size == 0) return 0;
    int fd = memfd_create("fuzz-input", 0);
    if (fd < 0) return 0;
    if (size > 1 && write(fd, data + 1, size - 1) != static_cast<ssize_t>(size - 1)) {
        close(fd);
        return 0;
    }
    lseek(fd, 0, SEEK_SET);
    static long const slow_ms = std::getenv("FUZZ_SLOW_MS") ? std::atol(std::getenv("FUZZ_SLOW_MS")) : 0;
    long start = cpu_ms();
    std::ostringstream out, err;
    solve::Settings settings = settings_from(data[0]);
    solve::Filter filter(settings, out, err);
    filter.process_stream(fd, "<stdin>");
    close(fd);
    check_records(settings, {reinterpret_cast<char const*>(data) + 1, size - 1}, out.str(), err.str());
    long ms = cpu_ms() - start;
    long lines = 1;
    for (std::size_t i = 1; i + 1 < size; ++i) lines += data[i] == '\n';
    if (slow_ms > 0 && ms > slow_ms * lines) {
        std::fprintf(stderr, "fuzz_solve: slow input: %lld ms for %ld lines, over %ld ms a line\n",
                     static_cast<long long>(ms), lines, slow_ms);
        std::abort();
    }
    return 0;
}
