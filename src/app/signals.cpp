#include "signals.hpp"

#include <pthread.h>

namespace solve::signals {
namespace {

constexpr int termination_signals[] = {SIGINT, SIGTERM, SIGHUP};

// Touched only by the thread that takes the signals (the others block them),
// so a handler and the code it interrupts never race on them.
volatile sig_atomic_t deferred_depth = 0;
volatile sig_atomic_t pending_signal = 0;

// The default action again, and the signal once more: the process ends as if
// the handler had never been there. Inside the handler the signal is blocked,
// so it is delivered the moment the handler returns.
void die_of(int signal_number) {
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, nullptr);
    raise(signal_number);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

void on_termination_signal(int signal_number) {
    if (deferred_depth == 0) return die_of(signal_number);
    if (pending_signal == 0) pending_signal = signal_number;
}

sigset_t termination_set() {
    sigset_t set;
    sigemptyset(&set);
    for (int signal_number : termination_signals) sigaddset(&set, signal_number);
    return set;
}

}  // namespace

void stop_on_termination_signals() {
    struct sigaction action {};
    action.sa_handler = on_termination_signal;
    action.sa_mask = termination_set();  // one handler at a time
    action.sa_flags = 0;                 // no SA_RESTART: a blocked write returns
    for (int signal_number : termination_signals) {
        struct sigaction old {};
        sigaction(signal_number, nullptr, &old);
        // A signal ignored by whoever started solve (nohup) stays ignored.
        if (old.sa_handler != SIG_IGN) sigaction(signal_number, &action, nullptr);
    }
}

Deferred::Deferred() { deferred_depth = deferred_depth + 1; }

Deferred::~Deferred() {
    deferred_depth = deferred_depth - 1;
    if (deferred_depth == 0 && pending_signal != 0) die_of(pending_signal);
}

int pending() { return pending_signal; }

WorkerThreadMask::WorkerThreadMask() {
    sigset_t set = termination_set();
    pthread_sigmask(SIG_BLOCK, &set, &saved_);
}

WorkerThreadMask::~WorkerThreadMask() { pthread_sigmask(SIG_SETMASK, &saved_, nullptr); }

}  // namespace solve::signals
