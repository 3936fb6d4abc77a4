// Lines from a file descriptor, read in large blocks, with bounded memory:
// only the first `kept_bytes` of a line are kept, however long it is. A
// UTF-8 byte-order mark at the very start is taken off (columns on line 1
// count from after it).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "io_bytes.hpp"

namespace solve {

struct InputLine {
    std::string_view text;  // without its LF or CRLF; at most kept_bytes long; valid until the next line
    std::size_t number;     // 1-based
    std::size_t length;     // the whole line's length in bytes, line end excluded
    bool truncated() const { return length > text.size(); }
};

class LineSource {
public:
    // No line of either format is longer than a puzzle line (81 bytes, see
    // grammar/format.hpp); a comment may be this long.
    static constexpr std::size_t kept_bytes = 1024;

    // `before_read` runs before every read, told whether it would block, so
    // that a consumer can write out what it has judged before waiting for
    // more input, and keep its records going out while it reads a long
    // stretch that never blocks (a line of gigabytes in a file).
    LineSource(int fd, std::function<void(bool would_block)> before_read);

    // The next line, or false at the end of the input. Throws
    // std::system_error when a read fails.
    bool next(InputLine& line);

private:
    bool fill();

    int fd_;
    std::function<void(bool)> before_read_;
    IoBytes buffer_;
    std::size_t begin_ = 0;
    std::size_t end_ = 0;
    bool at_eof_ = false;
    std::string line_;  // a line that spans two reads, its kept bytes
    std::size_t length_ = 0;
    std::size_t number_ = 0;
};

}  // namespace solve
