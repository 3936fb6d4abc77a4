#include "filter.hpp"

#include "names.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

namespace solve {
namespace {

// Large enough that handing a batch to a thread costs little, small enough
// that the records in flight take little memory.
constexpr std::size_t batch_size = 256;

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

void check_written(std::ostream& out) {
    if (!out) throw WriteError{errno};
}

}  // namespace

void Filter::process_file(std::string const& path) {
    InputFile input(path);
    if (input.fd < 0) {
        err_ << "solve: cannot open '" << path << "': " << std::strerror(errno) << '\n';
        fail(ExitStatus::io_error);
        return;
    }
    process_stream(input.fd, path == "-" ? "<stdin>" : path);
}

void Filter::process_stream(int fd, std::string const& name) {
    Stream stream{name, nullptr};
    // Whatever has been judged goes out before the filter waits for more input.
    LineSource lines(fd, [this, &stream] {
        drain(stream);
        out_.flush();
        check_written(out_);
    });
    PuzzleReader reader(lines, settings_.input);
    stream.reader = &reader;
    try {
        read_all(reader, stream);
    } catch (std::system_error const& e) {
        drain(stream);
        err_ << "solve: cannot read '" << stream.name << "': " << std::strerror(e.code().value())
             << '\n';
        fail(ExitStatus::io_error);
    }
}

void Filter::read_all(PuzzleReader& reader, Stream& stream) {
    while (auto record = reader.next()) submit(std::move(*record), stream);
    drain(stream);
}

void Filter::submit(Record record, Stream& stream) {
    if (settings_.jobs == 1) return write(Judged{record, judge(record, settings_.judge)}, stream);
    batch_.push_back(std::move(record));
    if (batch_.size() == batch_size) {
        // At most `jobs` batches are judged at once; the oldest is written first.
        if (in_flight_.size() == settings_.jobs) write_oldest(stream);
        dispatch_batch();
    }
}

void Filter::dispatch_batch() {
    if (batch_.empty()) return;
    in_flight_.push_back(std::async(std::launch::async,
                                    [batch = std::move(batch_), settings = settings_.judge] {
                                        std::vector<Judged> judged;
                                        judged.reserve(batch.size());
                                        for (Record const& record : batch)
                                            judged.push_back({record, judge(record, settings)});
                                        return judged;
                                    }));
    batch_.clear();
}

void Filter::write_oldest(Stream& stream) {
    std::vector<Judged> judged = in_flight_.front().get();
    in_flight_.pop_front();
    for (Judged const& one : judged) write(one, stream);
}

void Filter::drain(Stream& stream) {
    dispatch_batch();
    while (!in_flight_.empty()) write_oldest(stream);
}

OutputFormat Filter::output_format(Stream const& stream) const {
    if (settings_.output) return *settings_.output;
    return stream.reader->format() == InputFormat::line ? OutputFormat::line : OutputFormat::grid;
}

void Filter::write(Judged const& judged, Stream& stream) {
    write(judged, stream.name, output_format(stream));
    if (judged.verdict.status == Verdict::Status::invalid) note_format(judged, stream);
}

// When a guessed format may be why a line is malformed, say once how it was
// guessed and how to choose (the reader knows when).
void Filter::note_format(Judged const& judged, Stream& stream) {
    if (stream.noted_format || settings_.quiet) return;
    auto note = stream.reader->format_note(judged.verdict.diagnostic->line);
    if (!note) return;
    stream.noted_format = true;
    print_note(err_, stream.name, note->line, note->message);
}

void Filter::process(Record const& record, std::string_view file, OutputFormat format) {
    write(Judged{record, judge(record, settings_.judge)}, file, format);
}

void Filter::write(Judged const& judged, std::string_view file, OutputFormat format) {
    Verdict const& verdict = judged.verdict;
    using Status = Verdict::Status;
    if (verdict.is_record) ++records_;
    switch (verdict.status) {
    case Status::invalid:
        print_error(err_, file, *verdict.diagnostic);
        fail(ExitStatus::malformed);
        break;
    case Status::no_solution:
    case Status::not_unique:
        fail(ExitStatus::unsolved);
        if (verdict.diagnostic) print_error(err_, file, *verdict.diagnostic);  // --check
        break;
    case Status::solved:
        if (verdict.several && !verdict.count && !settings_.quiet)
            print_note(err_, file, std::get<Puzzle>(judged.record).first_line,
                       "the puzzle has more than one solution; this is the first in "
                       "row-major order");
        break;
    case Status::checked:
        break;
    }
    if (!settings_.judge.check && verdict.is_record)
        dumper_.write(format, Origin{records_, file}, judged.record, verdict);
    check_written(out_);
}

}  // namespace solve
