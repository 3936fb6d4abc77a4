#include "filter.hpp"

#include "io_error.hpp"
#include "judging_pool.hpp"
#include "puzzle_reader.hpp"
#include "signals.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

namespace solve {
namespace {

// Closes the file it was given, unless that is standard input.
struct InputFile {
    explicit InputFile(std::string const& path)
        : fd(path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC)) {}
    ~InputFile() {
        if (fd > STDIN_FILENO) ::close(fd);
    }
    InputFile(InputFile const&) = delete;
    InputFile& operator=(InputFile const&) = delete;
    int fd;
};

// Whether reading this file would read standard output's own answers back
// (`solve f >> f` never ends): the same regular file, with something left to
// read. The test GNU cat makes.
bool would_read_own_output(int fd) {
    struct stat in, out;
    if (fstat(fd, &in) != 0 || fstat(STDOUT_FILENO, &out) != 0) return false;
    if (!S_ISREG(out.st_mode) || in.st_dev != out.st_dev || in.st_ino != out.st_ino) return false;
    return lseek(fd, 0, SEEK_CUR) < in.st_size;
}

void check_written(std::ostream& out) {
    if (!out) throw WriteError{errno};
}

}  // namespace

// Made and ended where JudgingPool is known.
Filter::Filter(Settings settings, std::ostream& out, std::ostream& err)
    : settings_(settings), out_(out), err_(err), dumper_(out, settings.sheet), record_ends_(out),
      note_ends_(err) {}

Filter::~Filter() = default;

void Filter::finish() {
    dumper_.finish();
    if (!record_ends_.end_record()) throw WriteError{errno};
    check_written(out_);
}

void Filter::process_file(std::string const& path) {
    InputFile input(path);
    if (input.fd < 0) {
        signals::Deferred deferred;  // a diagnostic goes out whole
        err_ << "solve: cannot open '" << path << "': " << std::strerror(errno) << '\n' << std::flush;
        fail(ExitStatus::io_error);
        return;
    }
    std::string name = path == "-" ? "<stdin>" : path;
    if (!settings_.judge.check && would_read_own_output(input.fd)) {  // --check writes nothing
        signals::Deferred deferred;
        err_ << "solve: cannot read '" << name << "': input file is output file\n" << std::flush;
        fail(ExitStatus::io_error);
        return;
    }
    process_stream(input.fd, name);
}

void Filter::process_stream(int fd, std::string const& name) {
    Stream stream{name, nullptr};
    LineSource lines(fd, [this, fd, &stream](bool would_block) {
        if (would_block)
            await_input(fd, stream);
        else
            keep_up(stream);
    });
    PuzzleReader reader(lines, settings_.input);
    stream.reader = &reader;
    try {
        read_all(reader, stream);
    } catch (std::system_error const& e) {
        drain(stream);
        signals::Deferred deferred;
        err_ << "solve: cannot read '" << stream.name << "': " << std::strerror(e.code().value())
             << '\n' << std::flush;
        fail(ExitStatus::io_error);
    }
}

// Before the filter waits for more input, whatever has been judged goes out;
// with -j N, the records still being judged go out as they are done, while
// the input is awaited: new records keep the workers busy, and an answer is
// not held back until the next line comes.
void Filter::await_input(int fd, Stream& stream) {
    for (;;) {
        write_ready(stream);
        out_.flush();
        check_written(out_);
        if (!pool_ || pool_->empty()) return;
        if (pool_->watch_oldest()) continue;
        pollfd ready[2] = {{fd, POLLIN, 0}, {pool_->ready_fd(), POLLIN, 0}};
        int const look = static_cast<int>(JudgingPool::look_every.count());
        if (::poll(ready, 2, look) < 0 && errno != EINTR) return;  // then the read will wait
        if (ready[0].revents) return;
    }
}

// Reading takes time too when it never blocks (a line of gigabytes in a
// file): between reads, the records judged go out once due, as while waiting.
void Filter::keep_up(Stream& stream) {
    write_ready(stream);
    auto due = record_ends_.due();
    if (due && std::chrono::steady_clock::now() >= *due && !record_ends_.write_out()) throw WriteError{errno};
}

// Writes what the pool has judged so far, in order, without waiting.
void Filter::write_ready(Stream& stream) {
    if (!pool_) return;
    pool_->take_ready([&](Record const& record, Verdict const& verdict) { write(record, verdict, stream); });
}

void Filter::read_all(PuzzleReader& reader, Stream& stream) {
    while (auto record = reader.next()) submit(std::move(*record), stream);
    drain(stream);
}

// Records that are all cheap (solving, checking, a small count, a canonical
// form: at most a few milliseconds each, but for a form of a full grid that
// breaks the rules, docs/streams.md) are judged on this thread at -j 1, since handing
// them to another would cost more than some of them do. Any other record may
// take seconds, and is judged by a worker even at -j 1, so that the records
// before it go out meanwhile (see write_oldest); so only cheap records are
// judged by the writer at -j 2 and above, while it would wait.
bool Filter::all_cheap(JudgeSettings const& settings) {
    return !settings.rate && !settings.explain && !settings.hint && settings.count_limit.value_or(2) <= 100;
}

void Filter::submit(Record&& record, Stream& stream) {
    JudgeSettings const& settings = settings_of(stream);
    if (settings_.jobs == 1 && all_cheap(settings)) {
        return write(record, judge(record, settings), stream);
    }
    // Each stream starts with the pool drained, so a stream whose output
    // shows other things can have a pool of its own.
    if (!pool_ || pool_settings_ != settings) {
        auto writer = all_cheap(settings) ? JudgingPool::Writer::judges_too : JudgingPool::Writer::waits;
        pool_ = std::make_unique<JudgingPool>(settings_.jobs, settings, writer);
        pool_settings_ = settings;
    }
    // Records are read ahead while there is room; the judged go out in bursts.
    while (pool_->full()) write_oldest(stream);
    pool_->submit(std::move(record));
}

// A record written waits for the next only until it is due to go out (a
// tenth of a second): then it goes out, and the wait goes on. Records that
// may have waited in the pool already go out at once.
void Filter::write_oldest(Stream& stream) {
    bool told = pool_->take_judged([&](Record const& record, Verdict const& verdict) { write(record, verdict, stream); },
                                   record_ends_.due());
    if (!told && !record_ends_.write_out()) throw WriteError{errno};
}

void Filter::drain(Stream& stream) {
    while (pool_ && !pool_->empty()) write_oldest(stream);
}

// Whether the stream's records show their solution, decided here once (see
// shows_solution): one that shows none (a count or a rating in the line
// format, a rating alone on a board) spares a puzzle with several the search
// for the row-major first, and its verdict holds no solution to write.
JudgeSettings Filter::judge_settings(OutputFormat format) const {
    JudgeSettings settings = settings_.judge;
    settings.solution_shown =
        shows_solution(format, settings.rate || settings.hint, settings.count_limit.has_value(), settings.explain);
    settings.drawn = format == OutputFormat::html;
    // A sheet gives each puzzle's level.
    if (format == OutputFormat::sheet) settings.rate = true;
    return settings;
}

// The stream's output format is known from its first record on (its input
// format is guessed from that record when not given): the settings are made
// then, and records by the hundred thousand a second are spared making them.
JudgeSettings const& Filter::settings_of(Stream& stream) {
    OutputFormat const format = output_format(stream);
    if (stream.judged_for != format) {
        stream.settings = judge_settings(format);
        stream.judged_for = format;
    }
    return stream.settings;
}

OutputFormat Filter::output_format(Stream const& stream) const {
    if (settings_.output) return *settings_.output;
    return written_in(stream.reader->format().value_or(sudoku::grammar::Format::grid));
}

// When a guessed format may be why a line is malformed, say once how it was
// guessed and how to choose (the reader knows when).
void Filter::note_format(Diagnostic const& error, Stream& stream) {
    if (stream.noted_format || settings_.quiet) return;
    auto note = stream.reader->format_note(error.line, error.source);
    if (!note) return;
    stream.noted_format = true;
    print_note(err_, stream.name, note->line, note->message);
}

void Filter::write(Record const& record, Verdict const& verdict, Stream& stream) {
    signals::Deferred deferred;  // the record and its diagnostics go out whole
    std::string_view file = stream.name;
    bool is_record = !std::holds_alternative<outcome::Empty>(verdict);
    if (is_record) ++records_;
    std::visit(Overloaded{
                   [&](outcome::Clash const& clash) {
                       fail(ExitStatus::unsolved);
                       print_error(err_, file, clash.diagnostic);
                   },
                   [&](outcome::NoSolution const&) { fail(ExitStatus::unsolved); },
                   [&](outcome::NotUnique const&) { fail(ExitStatus::unsolved); },
                   [&](outcome::Solved const& solved) {
                       if (solved.unique || solved.count || settings_.quiet) return;
                       // A solution not shown is not called the first.
                       print_note(err_, file, std::get<Puzzle>(record).first_line,
                                  solved.solution ? "the puzzle has more than one solution; this is the first in "
                                                    "row-major order"
                                                  : "the puzzle has more than one solution");
                   },
                   [](outcome::Checked const&) {},
                   [](outcome::Canonical const&) {},
                   [&](auto const& unreadable) {  // Malformed, Empty
                       print_error(err_, file, unreadable.diagnostic);
                       fail(ExitStatus::malformed);
                   },
               },
               verdict);
    if (Diagnostic const* error = malformation(verdict)) note_format(*error, stream);
    // The diagnostics, with the note that goes with them, come before the
    // record, which may go out at once (and they first).
    note_ends_.end_note();
    if (!settings_.judge.check && is_record) {
        dumper_.write(output_format(stream), Origin{records_, file}, record, verdict);
        if (!record_ends_.end_record()) throw WriteError{errno};
    }
    check_written(out_);
}

}  // namespace solve
