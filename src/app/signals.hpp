// SIGINT, SIGTERM and SIGHUP end solve at once, except in the middle of a
// write: a record (or a diagnostic) that has begun to go out is finished
// first. The process then dies of the signal, so that its parent sees the
// status a shell reports as 128+N.
//
// Only the thread that installs the handlers takes the signals: worker
// threads are started inside a WorkerThreadMask, which they inherit.
#pragma once

#include <signal.h>

namespace solve::signals {

// Installs the handlers (without SA_RESTART, so that a blocked write returns
// early and the writer can stop at the end of the record it is in).
void stop_on_termination_signals();

// A section of code, bracketed by its object's life: not to be copied.
struct Section {
    Section() = default;
    Section(Section const&) = delete;
    Section& operator=(Section const&) = delete;
};

// While one is alive, a signal is held until the last one ends; the code
// inside learns of it from pending().
class Deferred : Section {
public:
    Deferred();
    ~Deferred();
};

// The signal that arrived inside a Deferred section, or 0.
int pending();

// Blocks the termination signals in the calling thread while alive, so that
// the threads it starts never take them.
class WorkerThreadMask : Section {
public:
    WorkerThreadMask();
    ~WorkerThreadMask();

private:
    sigset_t saved_;
};

}  // namespace solve::signals
