#include "record_buffer.hpp"

#include "signals.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace solve {
namespace {

// Large enough that the write calls cost little against the records.
constexpr std::size_t block_size = 64 * 1024;

// Short enough that a person watching the output sees records come, long
// enough that fast records still go out in blocks.
constexpr auto longest_hold = std::chrono::milliseconds(100);

}  // namespace

RecordBuffer::RecordBuffer(int fd, RecordBuffer* first) : fd_(fd), first_(first), bytes_(2 * block_size) {
    setp(bytes_.data(), bytes_.data() + bytes_.size());
}

// A record never goes out in part, so the buffer grows to hold it.
void RecordBuffer::make_room(std::size_t count) {
    std::size_t used = held();
    if (bytes_.size() - used >= count) return;
    bytes_.resize(std::max(2 * bytes_.size(), used + count));
    setp(bytes_.data(), bytes_.data() + bytes_.size());
    pbump(static_cast<int>(used));
}

RecordBuffer::int_type RecordBuffer::overflow(int_type c) {
    make_room(1);
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

// In one copy (std::streambuf's own goes through overflow at the end of
// the room).
std::streamsize RecordBuffer::xsputn(char const* bytes, std::streamsize count) {
    if (count <= 0) return 0;
    auto n = static_cast<std::size_t>(count);
    make_room(n);
    std::copy_n(bytes, n, pptr());
    pbump(static_cast<int>(n));
    return count;
}

bool RecordBuffer::end_held_record() {
    // The clock is read for the first record held and then every eighth:
    // records that come faster than eight a tenth of a second each go out
    // late by less than eight of them, and the clock cost more instructions
    // than the rest of ending a record. (Slow records go out when due by the
    // writer's own watch: see due().)
    bool const first = ends_.empty();
    if (first || ends_.back() != held()) {
        let_earlier_out();
        ends_.push_back(held());
    }
    if (first) {
        oldest_ = std::chrono::steady_clock::now();
        unclocked_ = 0;
    } else if (++unclocked_ % 8 == 0 && std::chrono::steady_clock::now() - oldest_ >= longest_hold) {
        return write_out();
    }
    return held() < block_size || write_out();
}

std::optional<std::chrono::steady_clock::time_point> RecordBuffer::due() const {
    if (ends_.empty()) return std::nullopt;
    return oldest_ + longest_hold;
}

bool RecordBuffer::write_out() {
    if (first_) first_->write_out_or_drop();
    if (ends_.empty()) return true;
    std::size_t const whole = ends_.back();
    std::size_t done = 0;
    bool written = true;
    {
        signals::Deferred deferred;
        while (done < whole) {
            // After a signal, only the rest of the record under way goes out.
            std::size_t goal = whole;
            if (signals::pending()) {
                if (done == 0) break;  // held bytes always begin a record
                goal = *std::lower_bound(ends_.begin(), ends_.end(), done);
                if (goal == done) break;
            }
            ssize_t n = ::write(fd_, pbase() + done, goal - done);
            if (n < 0) {
                if (errno == EINTR) continue;
                written = false;
                break;
            }
            done += static_cast<std::size_t>(n);
        }
        // (Leaving the section ends the process if a signal came.)
    }
    int saved_errno = errno;
    // What went out is gone; a failed write keeps the rest, for nothing.
    std::size_t rest = held() - done;
    std::copy(pbase() + done, pptr(), bytes_.data());
    setp(bytes_.data(), bytes_.data() + bytes_.size());
    pbump(static_cast<int>(rest));
    std::erase_if(ends_, [done](std::size_t end) { return end <= done; });
    for (std::size_t& end : ends_) end -= done;
    errno = saved_errno;
    return written;
}

void RecordBuffer::write_out_or_drop() {
    if (write_out()) return;
    int saved_errno = errno;
    ends_.clear();
    setp(bytes_.data(), bytes_.data() + bytes_.size());
    errno = saved_errno;
}

// The earlier buffer's records came before the one ending here. Its write
// writes this buffer's whole records first, which came before its own; a
// failed write is its to report, at its next record.
void RecordBuffer::let_earlier_out() {
    if (earlier_ && !earlier_->ends_.empty()) earlier_->write_out();
}

int RecordBuffer::sync() {
    if (ends_.empty() || ends_.back() != held()) {
        let_earlier_out();
        ends_.push_back(held());
    }
    return write_out() ? 0 : -1;
}

}  // namespace solve
