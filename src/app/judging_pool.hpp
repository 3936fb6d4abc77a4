// Judges records on worker threads and hands them back in input order.
//
// Work is split by what it costs, not by a fixed count: each worker takes a
// chunk of the records waiting, sized from what its last chunk cost so that
// a chunk takes about half a millisecond (one expensive record, or a
// couple of hundred easy ones), and never more than its share of what is
// waiting, so that a few expensive records still go to every thread. The
// records in flight are bounded, so memory is too.
#pragma once

#include "judge.hpp"
#include "record.hpp"
#include "settings.hpp"

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace solve {

class JudgingPool {
public:
    JudgingPool(unsigned threads, JudgeSettings settings);
    ~JudgingPool();
    JudgingPool(JudgingPool const&) = delete;
    JudgingPool& operator=(JudgingPool const&) = delete;

    // Only the thread that made the pool calls these three.
    // Queues a record to be judged; call only when not full().
    void submit(Record record);
    bool full() const { return in_flight_ >= max_in_flight_; }
    bool empty() const { return in_flight_ == 0; }
    // Appends the oldest records that have been judged, in input order:
    // at least one, waiting for it, unless the pool is empty.
    void take_judged(std::vector<Judged>& judged);
    // The same without waiting: possibly none.
    void take_ready(std::vector<Judged>& judged);

    // For a caller that waits on other files as well (with poll): a file
    // descriptor that becomes readable once the oldest record is judged,
    // after watch_oldest() returned false. Nothing is lost by watching it
    // when the caller stops waiting for other reasons.
    int ready_fd() const { return ready_fd_; }
    // True when the oldest record is judged already; otherwise ready_fd()
    // will tell when it is.
    bool watch_oldest();

private:
    struct Slot {
        Record record;
        Verdict verdict;
        bool judged = false;
    };

    void publish();
    void work();
    void take_locked(std::vector<Judged>& judged);

    JudgeSettings const settings_;
    unsigned const threads_;
    std::size_t const max_in_flight_;
    std::size_t in_flight_ = 0;   // submitted, not yet taken back
    std::vector<Record> staged_;  // submitted, not yet shown to the workers

    std::mutex mutex_;  // guards what follows
    std::condition_variable work_waiting_;
    std::condition_variable judged_waiting_;
    std::deque<Slot> slots_;      // in input order; slots keep their address
    std::size_t claimed_ = 0;     // slots_[0, claimed_) are a worker's or judged
    unsigned idle_ = 0;           // workers waiting for records
    bool writer_waiting_ = false; // the writer waits for the oldest record
    bool writer_watching_ = false;  // ... or watches ready_fd_ for it
    bool stopping_ = false;

    int ready_fd_;                // an eventfd
    std::vector<std::thread> workers_;
};

}  // namespace solve
