// Standard output as a sequence of whole records. Records are gathered in
// memory and go out with write(2) only up to the end of the last whole one,
// so that whatever stops solve (a signal, a failed write) leaves the reader
// complete records only. A signal that arrives during a write lets the record
// being written finish, and no other begin.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <ostream>
#include <streambuf>
#include <vector>

#include "io_bytes.hpp"

namespace solve {

class RecordBuffer : public std::streambuf {
public:
    // `first`: another buffer (the notes on stderr, each a record) whose
    // records go out before every write of these, so that the two sent to
    // one file interleave as they would if every note went out at once; a
    // note costs no write of its own. Its bytes are dropped if a write fails.
    explicit RecordBuffer(int fd, RecordBuffer* first = nullptr);

    // Where both buffers' records reach one file (2>&1), they must arrive in
    // the order they were made: `earlier` (the records on stdout, whose
    // `first` this is) writes out what it holds before each record of this
    // one ends. A note then costs a write of each, where a note is made; a
    // stream without notes costs nothing.
    void follow(RecordBuffer& earlier) { earlier_ = &earlier; }

    // The bytes written since the last call are one whole record. Once more
    // than a block is held, or the oldest record held has waited a tenth of
    // a second (slow records, such as ratings, would otherwise sit unseen
    // for minutes, and be lost to a signal), the whole records go out: false
    // when that write fails, with errno telling why. No bytes when none are
    // held are no record (a run without notes ends a note after each record).
    bool end_record() { return (ends_.empty() && held() == 0) || end_held_record(); }

    // Writes out every whole record held. False when a write fails, with
    // errno telling why.
    bool write_out();

    // Writes out every whole record held; on a failure, forgets them all.
    void write_out_or_drop();

    // When the oldest record held is due to go out, so that a writer waiting
    // for something else (the next record) can let it out in time; nothing
    // when no record is held.
    std::optional<std::chrono::steady_clock::time_point> due() const;

    // The bytes of every record, in order, are part of one whole record:
    // flushing the stream ends a record, then writes out.
    int sync() override;

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(char const* bytes, std::streamsize count) override;

private:
    std::size_t held() const { return static_cast<std::size_t>(pptr() - pbase()); }
    void make_room(std::size_t count);
    bool end_held_record();

    void let_earlier_out();

    int fd_;
    RecordBuffer* first_;
    RecordBuffer* earlier_ = nullptr;
    IoBytes bytes_;
    std::vector<std::size_t> ends_;  // where each whole record held ends
    std::chrono::steady_clock::time_point oldest_;  // when the first record held was ended
    unsigned unclocked_ = 0;                         // records ended since, the clock read every eighth
};

// Ends a record on `out` when it writes into a RecordBuffer; otherwise (a
// string stream in the tests) there is nothing to do.
class RecordEnds {
public:
    explicit RecordEnds(std::ostream& out) : buffer_(dynamic_cast<RecordBuffer*>(out.rdbuf())) {}
    bool end_record() const { return !buffer_ || buffer_->end_record(); }
    bool write_out() const { return !buffer_ || buffer_->write_out(); }
    // For notes, whose failed writes are not the run's: dropped.
    void end_note() const {
        if (buffer_ && !buffer_->end_record()) buffer_->write_out_or_drop();
    }
    std::optional<std::chrono::steady_clock::time_point> due() const {
        return buffer_ ? buffer_->due() : std::nullopt;
    }

private:
    RecordBuffer* buffer_;
};

}  // namespace solve
