// libFuzzer target: the whole path from bytes in to bytes out. The first byte
// chooses the input and output formats and the options; the rest is the input,
// fed through a file descriptor as standard input would be.
#include "filter.hpp"
#include "sudoku/generator.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
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
    std::ostringstream out, err;
    solve::Filter filter(settings_from(data[0]), out, err);
    filter.process_stream(fd, "<stdin>");
    close(fd);
    return 0;
}
