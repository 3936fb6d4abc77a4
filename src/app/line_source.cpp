#include "line_source.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>

namespace solve {
namespace {
constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
}  // namespace

LineSource::LineSource(int fd, std::function<void(bool)> before_read)
    : fd_(fd), before_read_(std::move(before_read)), buffer_(64 * 1024) {
    line_.reserve(kept_bytes);
}

bool LineSource::fill() {
    pollfd ready{fd_, POLLIN, 0};
    if (before_read_) before_read_(::poll(&ready, 1, 0) == 0);
    for (;;) {
        ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
        if (n >= 0) {
            begin_ = 0;
            end_ = static_cast<std::size_t>(n);
            at_eof_ = n == 0;
            return n > 0;
        }
        if (errno != EINTR) throw std::system_error(errno, std::generic_category());
    }
}

bool LineSource::next(InputLine& line) {
    line_.clear();
    length_ = 0;
    bool any = false;
    std::string_view kept;  // the line's first kept_bytes + 1 bytes
    for (;;) {
        if (begin_ == end_ && (at_eof_ || !fill())) break;
        any = true;
        char const* start = buffer_.data() + begin_;
        std::size_t available = end_ - begin_;
        auto const* newline = static_cast<char const*>(std::memchr(start, '\n', available));
        std::size_t take = newline ? static_cast<std::size_t>(newline - start) : available;
        // One byte over the limit is kept so that a CR right before the LF can
        // still be recognised and taken off at the boundary; on the first
        // line, the byte-order mark's bytes too, which the limit does not count.
        std::size_t mark_room = number_ == 0 ? byte_order_mark.size() : 0;
        std::size_t room = kept_bytes + 1 + mark_room - line_.size();
        // A line whole in the buffer is not copied: its text stays there
        // until the next call.
        if (newline && line_.empty() && length_ == 0) {
            kept = std::string_view(start, std::min(take, room));
        } else {
            line_.append(start, std::min(take, room));
            kept = line_;
        }
        length_ += take;
        begin_ += take;
        if (newline) {
            ++begin_;
            // CR is a line end only right before LF; anywhere else it is a stray byte.
            if (length_ > 0 && length_ == kept.size() && kept.back() == '\r') {
                kept.remove_suffix(1);
                --length_;
            }
            break;
        }
    }
    if (!any) return false;
    // Editors that save UTF-8 may put a byte-order mark first; it is not text.
    if (number_ == 0 && kept.starts_with(byte_order_mark)) {
        kept.remove_prefix(byte_order_mark.size());
        length_ -= byte_order_mark.size();
    }
    line.number = ++number_;
    line.length = length_;
    line.text = kept.substr(0, kept_bytes);
    return true;
}

}  // namespace solve
