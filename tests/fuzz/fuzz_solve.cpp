// libFuzzer target: the whole path from bytes in to bytes out. The first byte
// chooses the input and output formats and the options; the rest is the input,
// fed through a file descriptor as standard input would be. An input that
// takes longer than $FUZZ_SLOW_MS milliseconds per line (scripts/fuzz sets
// it; libFuzzer's own -timeout counts whole seconds only) aborts, so that
// libFuzzer keeps it: per line, because an input may hold many puzzles.
#include "filter.hpp"
#include "sudoku/generator.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
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
    auto start = std::chrono::steady_clock::now();
    std::ostringstream out, err;
    solve::Filter filter(settings_from(data[0]), out, err);
    filter.process_stream(fd, "<stdin>");
    close(fd);
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    long lines = 1;
    for (std::size_t i = 1; i + 1 < size; ++i) lines += data[i] == '\n';
    if (slow_ms > 0 && ms > slow_ms * lines) {
        std::fprintf(stderr, "fuzz_solve: slow input: %lld ms for %ld lines, over %ld ms a line\n",
                     static_cast<long long>(ms), lines, slow_ms);
        std::abort();
    }
    return 0;
}
