// Judges records on worker threads and hands them back in input order. For
// cheap records the writer is one of the judges: it judges the records next
// in line whenever it would wait for the oldest.
//
// Work is split by what it costs, not by a fixed count: each worker takes a
// chunk of the records waiting, sized from what its last chunk cost so that
// a chunk takes about half a millisecond (one expensive record, or a
// couple of hundred easy ones), and never more than its share of what is
// waiting, so that a few expensive records still go to every thread. Each
// record can be taken back as soon as it is judged, not with its chunk, so
// that a slow record does not hold back the ones judged before it.
//
// The records in flight are bounded in number, and what the judged ones hold
// (explanations can hold megabytes) in bytes: no worker starts a chunk while
// the records judged and not yet taken hold `held_limit` bytes or more.
#pragma once

#include "judge.hpp"
#include "record.hpp"
#include "settings.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace solve {

class JudgingPool {
public:
    using Clock = std::chrono::steady_clock;

    // Bytes the records judged and not yet taken may hold before the workers
    // wait for the writer (see docs/streams.md for the bound it gives): a
    // share for each worker, so that many workers on few cores do not all
    // wait while the one judging the oldest record waits for a core.
    static constexpr std::size_t held_limit(unsigned threads) { return (4 << 20) + threads * (256 << 10); }

    // Whether the writer judges records too, while it would wait: only for
    // records that are all cheap, since one that took seconds would hold
    // back the records judged before it.
    enum class Writer { waits, judges_too };

    // `judges` threads judge: as many workers, or one fewer and the writer.
    JudgingPool(unsigned judges, JudgeSettings settings, Writer writer = Writer::waits)
        : JudgingPool(judges, settings, writer, held_limit(judges)) {}
    // The same with another bound (for the tests).
    JudgingPool(unsigned judges, JudgeSettings settings, Writer writer, std::size_t held_limit);
    ~JudgingPool();
    JudgingPool(JudgingPool const&) = delete;
    JudgingPool& operator=(JudgingPool const&) = delete;

    // How often a waiting writer looks for records judged in a chunk not
    // yet done: their worker tells the writer only once it is done.
    static constexpr std::chrono::milliseconds look_every{10};

    // Only the thread that made the pool calls these.
    // Queues a record to be judged; call only when not full() (else it
    // throws std::logic_error: the record would take the slot of one in flight).
    void submit(Record&& record);
    bool full() const { return in_flight_ >= max_in_flight_; }
    bool empty() const { return in_flight_ == 0; }
    // Hands the oldest records that have been judged, in input order, to
    // `write(Record const&, Verdict const&)`, where they lie (no copy: cheap
    // records come by the hundred thousand a second): at least one, waiting
    // for it until `deadline` (for ever without one), unless the pool is
    // empty. False when the deadline came first (none), or when the records
    // were found judged in a chunk still under way (their worker may be on a
    // slow record): they may have waited some milliseconds, so the caller
    // writes them out at once.
    template <typename Write>
    bool take_judged(Write&& write, std::optional<Clock::time_point> deadline = {}) {
        if (empty()) return true;
        bool told = await_oldest(deadline);
        take_ready(write);
        return told;
    }
    // The same without waiting: possibly none.
    template <typename Write>
    void take_ready(Write&& write) {
        if (empty()) return;
        publish();
        Taking taking(*this);
        while (Slot const* slot = taking.next()) write(slot->record, slot->verdict);
    }

    // For a caller that waits on other files as well (with poll): a file
    // descriptor that becomes readable once the oldest record is judged and
    // its chunk done, after watch_oldest() returned false (the caller looks
    // with take_ready() every look_every as well). Nothing is lost by
    // watching it when the caller stops waiting for other reasons.
    int ready_fd() const { return ready_fd_; }
    // True when the oldest record is judged already; otherwise ready_fd()
    // will tell when it is.
    bool watch_oldest();

    // For the tests: the bytes the records judged and not yet taken hold, as
    // the workers count them; whether every worker waits, with no record to
    // take or no room for it until the writer takes some.
    std::size_t held_bytes();
    bool idle();
    // For the tests: how many records the writer judged itself.
    std::size_t judged_by_writer() const { return judged_by_writer_; }

private:
    struct Slot {
        Record record;
        Verdict verdict;
        std::size_t number = 0;  // in input order, from 0
        std::size_t bytes = 0;   // what the slot holds, once judged
        // Once set, the slot is the writer's: its worker touches it no more.
        std::atomic<bool> judged{false};
    };
    // The writer's pass over the oldest records judged: each slot is the
    // writer's alone until it is reused, which only the writer does (by
    // submitting), so the records are written in their slots, outside the
    // lock; once written, a slot lets go of what it holds, and at the end of
    // the pass the workers learn, under the lock, what was taken.
    class Taking {
    public:
        explicit Taking(JudgingPool& pool) : pool_(pool) {}
        ~Taking();
        Taking(Taking const&) = delete;
        Taking& operator=(Taking const&) = delete;
        Slot const* next();  // the oldest record, if judged
    private:
        void let_go();
        JudgingPool& pool_;
        Slot* last_ = nullptr;
        std::uint64_t bytes_ = 0;
    };
    // What each worker has judged, in bytes: written by that worker only, on
    // a cache line of its own.
    struct alignas(64) Tally {
        std::atomic<std::uint64_t> bytes{0};
    };
    struct Chunk {
        std::size_t first = 0, count = 0;  // records [first, first + count)
    };
    static constexpr std::size_t nobody = SIZE_MAX;

    // Record number n lives in slot n % capacity, in blocks made as first
    // needed: the slots are reused, so cheap records cost no allocation.
    static constexpr std::size_t block_slots = 64;
    Slot& slot(std::size_t number);

    void publish();
    bool await_oldest(std::optional<Clock::time_point> deadline);
    void work(Tally& tally);
    bool judge_as_writer();
    Chunk claim(std::size_t most);  // with mutex_ held
    std::size_t judge_chunk(Chunk chunk, Tally& tally);
    void wake_writer();
    bool over_limit() const;  // with mutex_ held

    JudgeSettings const settings_;
    unsigned const judges_;
    bool const writer_judges_;
    unsigned const threads_;      // the workers
    std::size_t writer_chunk_ = 1;  // the writer's next chunk, as a judge
    std::size_t judged_by_writer_ = 0;
    std::size_t const held_limit_;
    std::size_t const max_in_flight_;
    std::size_t in_flight_ = 0;   // submitted, not yet taken back
    std::size_t submitted_ = 0;   // numbers the records
    std::size_t taken_ = 0;       // the number of the oldest not taken back
    // Slots, submitted_ in all; a block is made by the writer, before the
    // workers are shown its records, and never moves.
    std::vector<std::unique_ptr<Slot[]>> blocks_;

    std::mutex mutex_;  // guards what follows, but for the atomics
    std::condition_variable work_waiting_;
    std::condition_variable judged_waiting_;
    std::size_t published_ = 0;   // records [0, published_) are shown to the workers
    std::size_t claimed_ = 0;     // records [0, claimed_) are a worker's or judged
    unsigned idle_ = 0;           // workers waiting for records
    bool writer_watching_ = false;  // the writer watches ready_fd_ for the oldest
    bool stopping_ = false;
    std::uint64_t taken_bytes_ = 0;  // the bytes of every slot taken back
    std::vector<Tally> tallies_;
    // The number of the record the writer waits for (or watches), else
    // nobody: the worker that judges it wakes the writer when its chunk is
    // done.
    std::atomic<std::size_t> awaited_{nobody};

    int ready_fd_;                // an eventfd
    std::vector<std::thread> workers_;
};

}  // namespace solve
