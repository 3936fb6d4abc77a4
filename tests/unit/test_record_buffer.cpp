// Standard output as whole records, and termination signals held while one
// is written.
#define BOOST_TEST_MODULE record_buffer
#include <boost/test/unit_test.hpp>

#include "record_buffer.hpp"
#include "signals.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <string>

using namespace solve;

namespace {

// What is waiting in a pipe, without blocking.
std::string drain(int fd) {
    std::string text;
    char buffer[65536];
    ssize_t n;
    while ((n = ::read(fd, buffer, sizeof buffer)) > 0) text.append(buffer, static_cast<std::size_t>(n));
    return text;
}

struct Pipe {
    Pipe() {
        BOOST_REQUIRE(::pipe2(fds, O_NONBLOCK) == 0);
        ::fcntl(fds[1], F_SETFL, 0);  // the writing end blocks, as stdout does
        ::fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
    }
    ~Pipe() {
        ::close(fds[0]);
        ::close(fds[1]);
    }
    int fds[2];
};

}  // namespace

BOOST_AUTO_TEST_CASE(records_go_out_whole_once_a_block_is_held_or_on_flush) {
    Pipe pipe;
    RecordBuffer records(pipe.fds[1]);
    std::ostream out(&records);
    out << "first\n";
    BOOST_TEST(records.end_record());
    out << "second, in part";
    BOOST_TEST(drain(pipe.fds[0]) == "");  // held: less than a block
    out << '\n';
    BOOST_TEST(bool(out.flush()));
    BOOST_TEST(drain(pipe.fds[0]) == "first\nsecond, in part\n");
    // A record larger than the buffer grows it, and goes out whole.
    std::string large(300000, 'x');
    out << large;
    BOOST_TEST(drain(pipe.fds[0]) == "");
    BOOST_TEST(records.end_record());
    BOOST_TEST(drain(pipe.fds[0]) == large);
}

BOOST_AUTO_TEST_CASE(a_failed_write_is_reported_with_its_errno) {
    int full = ::open("/dev/full", O_WRONLY);
    BOOST_REQUIRE(full >= 0);
    RecordBuffer records(full);
    std::ostream out(&records);
    out << "a record\n";
    errno = 0;
    BOOST_TEST(!out.flush());
    BOOST_TEST(errno == ENOSPC);
    ::close(full);
}

// In a child process: a signal that arrives inside a Deferred section is held
// until the section ends, and then the process dies of it.
BOOST_AUTO_TEST_CASE(a_signal_inside_a_deferred_section_ends_the_process_when_it_ends) {
    Pipe pipe;
    pid_t child = ::fork();
    BOOST_REQUIRE(child >= 0);
    if (child == 0) {
        signals::stop_on_termination_signals();
        {
            signals::Deferred deferred;
            ::raise(SIGTERM);
            char const held[] = "held";
            if (signals::pending() == SIGTERM) (void)!::write(pipe.fds[1], held, 4);
        }
        (void)!::write(pipe.fds[1], "after", 5);  // never reached
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    BOOST_TEST(WIFSIGNALED(status));
    BOOST_TEST(WTERMSIG(status) == SIGTERM);
    BOOST_TEST(drain(pipe.fds[0]) == "held");
}

BOOST_AUTO_TEST_CASE(a_signal_outside_a_deferred_section_ends_the_process_at_once) {
    pid_t child = ::fork();
    BOOST_REQUIRE(child >= 0);
    if (child == 0) {
        signals::stop_on_termination_signals();
        ::raise(SIGINT);
        ::_exit(0);  // never reached
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    BOOST_TEST(WIFSIGNALED(status));
    BOOST_TEST(WTERMSIG(status) == SIGINT);
}
