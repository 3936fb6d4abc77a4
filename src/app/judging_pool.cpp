#include "judging_pool.hpp"

#include "signals.hpp"

#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <system_error>

namespace solve {
namespace {

using Clock = std::chrono::steady_clock;

// What one chunk should cost: handing it over (a lock, perhaps a wake-up) is
// then well under 1% of it, and a record waits little for the ones before it.
constexpr auto chunk_cost = std::chrono::microseconds(500);
constexpr std::size_t max_chunk = 256;
// Records gathered before the workers are told, unless one of them is idle.
constexpr std::size_t staging = 16;

}  // namespace

JudgingPool::JudgingPool(unsigned threads, JudgeSettings settings)
    : settings_(settings),
      threads_(threads),
      max_in_flight_(max_chunk * (threads + 2)),
      ready_fd_(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {
    if (ready_fd_ < 0) throw std::system_error(errno, std::generic_category(), "eventfd");
    staged_.reserve(staging);
    signals::WorkerThreadMask mask;  // the workers never take a termination signal
    for (unsigned i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
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

void JudgingPool::submit(Record record) {
    staged_.push_back(std::move(record));
    ++in_flight_;
    if (staged_.size() >= staging) publish();
}

void JudgingPool::publish() {
    if (staged_.empty()) return;
    bool idle_workers = false;
    {
        std::lock_guard lock(mutex_);
        for (Record& record : staged_) slots_.push_back(Slot{std::move(record), {}});
        idle_workers = idle_ > 0;
    }
    staged_.clear();
    // Busy workers come back for more by themselves: wake only idle ones.
    if (idle_workers) work_waiting_.notify_all();
}

void JudgingPool::take_judged(std::vector<Judged>& judged) {
    if (empty()) return;
    publish();
    std::unique_lock lock(mutex_);
    if (!slots_.front().judged) {
        writer_waiting_ = true;
        judged_waiting_.wait(lock, [this] { return slots_.front().judged; });
        writer_waiting_ = false;
    }
    take_locked(judged);
}

void JudgingPool::take_ready(std::vector<Judged>& judged) {
    if (empty()) return;
    publish();
    std::lock_guard lock(mutex_);
    take_locked(judged);
}

bool JudgingPool::watch_oldest() {
    publish();
    std::uint64_t count;
    while (::read(ready_fd_, &count, sizeof count) > 0) {}  // forget earlier news
    std::lock_guard lock(mutex_);
    if (slots_.empty() || slots_.front().judged) return true;
    writer_watching_ = true;
    return false;
}

void JudgingPool::take_locked(std::vector<Judged>& judged) {
    writer_watching_ = false;
    while (!slots_.empty() && slots_.front().judged) {
        Slot& oldest = slots_.front();
        judged.push_back(Judged{std::move(oldest.record), std::move(oldest.verdict)});
        slots_.pop_front();
        --claimed_;
        --in_flight_;
    }
}

void JudgingPool::work() {
    std::size_t chunk = 1;  // the first record tells what records cost
    std::vector<Slot*> mine;
    for (;;) {
        mine.clear();
        {
            std::unique_lock lock(mutex_);
            ++idle_;
            work_waiting_.wait(lock, [this] { return stopping_ || claimed_ < slots_.size(); });
            --idle_;
            if (stopping_) return;
            std::size_t waiting = slots_.size() - claimed_;
            std::size_t share = std::max<std::size_t>(1, waiting / threads_);
            std::size_t n = std::min({chunk, share, waiting});
            for (std::size_t i = 0; i < n; ++i) mine.push_back(&slots_[claimed_++]);
        }
        auto start = Clock::now();
        for (Slot* slot : mine) slot->verdict = judge(slot->record, settings_);
        auto cost = std::max(Clock::now() - start, Clock::duration(1));
        chunk = std::clamp<std::size_t>(mine.size() * chunk_cost / cost, 1, max_chunk);
        bool wanted = false, watched = false;
        {
            std::lock_guard lock(mutex_);
            for (Slot* slot : mine) slot->judged = true;
            // The writer waits for the oldest record only.
            wanted = writer_waiting_ && slots_.front().judged;
            watched = writer_watching_ && slots_.front().judged;
            if (watched) writer_watching_ = false;
        }
        if (wanted) judged_waiting_.notify_one();
        std::uint64_t one = 1;
        if (watched) (void)!::write(ready_fd_, &one, sizeof one);
    }
}

}  // namespace solve
