#include "judging_pool.hpp"

#include "heap_bytes.hpp"
#include "signals.hpp"

#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <new>
#include <cerrno>
#include <stdexcept>
#include <system_error>
#include <utility>

namespace solve {
namespace {

// What one chunk should cost: handing it over (a lock, perhaps a wake-up) is
// then well under 1% of it, and a record waits little for the ones before it.
constexpr auto chunk_cost = std::chrono::microseconds(500);
constexpr std::size_t max_chunk = 256;
// Records gathered before the workers are told, unless one of them is idle.
constexpr std::size_t staging = 16;

// The verdict is made where it is kept, not moved there: a verdict is
// hundreds of bytes, and cheap records come by the hundred thousand a
// second. Were judging to throw, the slot holds a verdict again.
void judge_into(Verdict& verdict, Record const& record, JudgeSettings const& settings) {
    std::destroy_at(&verdict);
    try {
        ::new (static_cast<void*>(&verdict)) Verdict(judge(record, settings));
    } catch (...) {
        ::new (static_cast<void*>(&verdict)) Verdict();
        throw;
    }
}

}  // namespace

JudgingPool::JudgingPool(unsigned judges, JudgeSettings settings, Writer writer, std::size_t held_limit)
    : settings_(settings),
      judges_(judges),
      writer_judges_(writer == Writer::judges_too && judges > 1),
      threads_(judges - (writer_judges_ ? 1 : 0)),
      held_limit_(held_limit),
      max_in_flight_(max_chunk * (judges + 2)),
      blocks_((max_in_flight_ + block_slots - 1) / block_slots),
      tallies_(judges),
      ready_fd_(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {
    if (ready_fd_ < 0) throw std::system_error(errno, std::generic_category(), "eventfd");
    signals::WorkerThreadMask mask;  // the workers never take a termination signal
    for (unsigned i = 0; i < threads_; ++i) workers_.emplace_back([this, i] { work(tallies_[i]); });
}

JudgingPool::~JudgingPool() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    work_waiting_.notify_all();
    for (std::thread& worker : workers_) worker.join();
    ::close(ready_fd_);
}

// The block of a slot is read by a worker only for a record published to it,
// after the writer made the block: the lock orders the two.
JudgingPool::Slot& JudgingPool::slot(std::size_t number) {
    std::size_t const place = number % (blocks_.size() * block_slots);
    return blocks_[place / block_slots][place % block_slots];
}

// A record waits in a slot no worker looks at until it is published: the
// writer fills it without the lock.
void JudgingPool::submit(Record&& record) {
    if (full()) throw std::logic_error("JudgingPool::submit: the pool is full");
    std::size_t const place = submitted_ % (blocks_.size() * block_slots);
    auto& block = blocks_[place / block_slots];
    if (!block) block = std::make_unique<Slot[]>(block_slots);
    Slot& next = block[place % block_slots];
    next.record = std::move(record);
    next.number = submitted_++;
    next.judged.store(false, std::memory_order_relaxed);
    ++in_flight_;
    if (submitted_ - published_ >= staging) publish();
}

void JudgingPool::publish() {
    if (submitted_ == published_) return;
    std::size_t idle = 0;
    std::size_t const records = submitted_ - published_;
    {
        std::lock_guard lock(mutex_);
        published_ = submitted_;
        idle = idle_;
    }
    // Busy workers come back for more by themselves: wake only idle ones, and
    // no more of them than there are records. With many more threads than
    // cores (-j 256), waking them all makes hundreds of threads runnable at
    // once, all after the lock, and the writer, queued behind them, waits
    // for seconds to write a record long judged.
    if (records >= idle) {
        if (idle > 0) work_waiting_.notify_all();
    } else {
        for (std::size_t i = 0; i < records; ++i) work_waiting_.notify_one();
    }
}

// The writer says which record it waits for before it looks whether that one
// is judged, and a worker marks a record judged before it looks whether the
// writer waits for it (both sequentially consistent): so one of them sees the
// other. A worker tells once its chunk is done, not at each record, so that
// cheap records cost the writer one wake-up a chunk; the writer looks by
// itself every few milliseconds for records judged in a chunk not yet done.
bool JudgingPool::await_oldest(std::optional<Clock::time_point> deadline) {
    publish();
    Slot const& oldest = slot(taken_);
    while (!oldest.judged.load()) {
        if (!writer_judges_ || !judge_as_writer()) break;
    }
    if (oldest.judged.load()) return true;
    std::unique_lock lock(mutex_);
    bool told = true;
    if (!oldest.judged.load()) {
        awaited_.store(oldest.number);
        auto is_judged = [&oldest] { return oldest.judged.load(); };
        for (;;) {
            auto look = Clock::now() + look_every;
            if (deadline && *deadline <= look) {
                told = judged_waiting_.wait_until(lock, *deadline, is_judged);
                break;
            }
            if (judged_waiting_.wait_until(lock, look, is_judged)) break;
            if (is_judged()) {  // found by looking, not told
                told = false;
                break;
            }
        }
        awaited_.store(nobody);
    }
    return told;
}

bool JudgingPool::watch_oldest() {
    publish();
    std::uint64_t count;
    while (::read(ready_fd_, &count, sizeof count) > 0) {}  // forget earlier news
    if (empty()) return true;
    Slot const& oldest = slot(taken_);
    std::lock_guard lock(mutex_);
    writer_watching_ = true;
    awaited_.store(oldest.number);
    if (!oldest.judged.load()) return false;
    writer_watching_ = false;
    awaited_.store(nobody);
    return true;
}

std::size_t JudgingPool::held_bytes() {
    std::lock_guard lock(mutex_);
    std::uint64_t judged = 0;
    for (Tally const& tally : tallies_) judged += tally.bytes.load(std::memory_order_relaxed);
    return static_cast<std::size_t>(judged - taken_bytes_);
}

bool JudgingPool::idle() {
    publish();
    std::lock_guard lock(mutex_);
    // (A worker woken but not yet running still counts as waiting.)
    return idle_ == threads_ && (claimed_ == published_ || over_limit());
}

// A worker's tally is added to before its slot is marked judged, and a slot
// is taken (and its bytes counted as taken) only once judged: so the tallies
// read under the lock hold at least every byte counted as taken.
bool JudgingPool::over_limit() const {
    std::uint64_t judged = 0;
    for (Tally const& tally : tallies_) judged += tally.bytes.load(std::memory_order_relaxed);
    return judged - taken_bytes_ >= held_limit_;
}

JudgingPool::Slot const* JudgingPool::Taking::next() {
    let_go();
    if (pool_.empty()) return nullptr;
    Slot& oldest = pool_.slot(pool_.taken_);
    if (!oldest.judged.load(std::memory_order_acquire)) return nullptr;
    ++pool_.taken_;
    --pool_.in_flight_;
    bytes_ += oldest.bytes;
    return last_ = &oldest;
}

// What a record written held goes now, not when its slot is reused: an
// explanation can hold megabytes.
void JudgingPool::Taking::let_go() {
    if (!last_) return;
    if (last_->bytes > sizeof(Slot)) {
        last_->record = Record{};
        last_->verdict = Verdict{};
    }
    last_ = nullptr;
}

// Workers that wait may wait for room (the tallies are read only then).
JudgingPool::Taking::~Taking() {
    let_go();
    std::lock_guard lock(pool_.mutex_);
    pool_.writer_watching_ = false;
    pool_.awaited_.store(nobody);
    bool const was_over = pool_.idle_ > 0 && pool_.over_limit();
    pool_.taken_bytes_ += bytes_;
    if (was_over && !pool_.over_limit()) pool_.work_waiting_.notify_all();
}

void JudgingPool::wake_writer() {
    bool watched = false;
    {
        // Taken, so that the writer is either not yet waiting (and will see
        // the record judged) or waiting already (and is woken).
        std::lock_guard lock(mutex_);
        watched = std::exchange(writer_watching_, false);
    }
    judged_waiting_.notify_one();
    std::uint64_t one = 1;
    if (watched) (void)!::write(ready_fd_, &one, sizeof one);
}

void JudgingPool::work(Tally& tally) {
    std::size_t chunk = 1;  // the first record tells what records cost
    for (;;) {
        Chunk mine;
        {
            std::unique_lock lock(mutex_);
            ++idle_;
            // While the judged hold too much, wait for the writer to take some.
            work_waiting_.wait(lock, [this] {
                return stopping_ || (claimed_ < published_ && !over_limit());
            });
            --idle_;
            if (stopping_) return;
            mine = claim(chunk);
        }
        chunk = judge_chunk(mine, tally);
        std::size_t const awaited = awaited_.load();
        if (awaited >= mine.first && awaited < mine.first + mine.count) wake_writer();
    }
}

// The writer judges the records next in line when it would otherwise wait
// for the oldest: with cheap records it is one of the judges (-j N makes
// N - 1 workers), so that N threads, not N + 1, share N cores.
bool JudgingPool::judge_as_writer() {
    Chunk mine;
    {
        std::lock_guard lock(mutex_);
        if (claimed_ == published_ || over_limit()) return false;
        mine = claim(writer_chunk_);
    }
    writer_chunk_ = judge_chunk(mine, tallies_.back());
    judged_by_writer_ += mine.count;
    return true;
}

// A chunk of the records waiting, no more than `most` nor than a judge's
// share of them; with mutex_ held.
JudgingPool::Chunk JudgingPool::claim(std::size_t most) {
    std::size_t const waiting = published_ - claimed_;
    std::size_t const share = std::max<std::size_t>(1, waiting / judges_);
    Chunk chunk{claimed_, std::min({most, share, waiting})};
    claimed_ += chunk.count;
    return chunk;
}

// Judges the chunk, and says how many records the next should have, from
// what this one cost.
std::size_t JudgingPool::judge_chunk(Chunk chunk, Tally& tally) {
    auto start = Clock::now();
    // Only this judge adds to its tally: a plain add, not a locked one.
    std::uint64_t judged_bytes = tally.bytes.load(std::memory_order_relaxed);
    for (std::size_t number = chunk.first; number < chunk.first + chunk.count; ++number) {
        Slot& mine = slot(number);
        judge_into(mine.verdict, mine.record, settings_);
        mine.bytes = sizeof(Slot) + heap_bytes(mine.record) + heap_bytes(mine.verdict);
        tally.bytes.store(judged_bytes += mine.bytes, std::memory_order_relaxed);
        mine.judged.store(true, std::memory_order_release);  // the slot is the writer's from here on
    }
    // Orders the marks before the look at awaited_ (see await_oldest): one
    // fence a chunk, not a locked store a record.
    std::atomic_thread_fence(std::memory_order_seq_cst);
    auto cost = std::max(Clock::now() - start, Clock::duration(1));
    return std::clamp<std::size_t>(chunk.count * chunk_cost / cost, 1, max_chunk);
}

}  // namespace solve
