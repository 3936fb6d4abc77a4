// The filter: records from the reader, judged (on worker threads with
// --jobs, or when a record may be slow), written in input order by the
// dumper, with diagnostics and notes on stderr and the exit status the whole
// run has earned.
#pragma once

#include "text_writer.hpp"
#include "exit_status.hpp"
#include "judge.hpp"
#include "record.hpp"
#include "record_buffer.hpp"
#include "settings.hpp"

#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace solve {

class JudgingPool;
class PuzzleReader;

class Filter {
public:
    // Records go to `out`, each ended on it as a whole one when it writes
    // into a RecordBuffer.
    Filter(Settings settings, std::ostream& out, std::ostream& err);
    ~Filter();

    // Reads every record of the file at `path` ("-" for standard input).
    // A file that cannot be opened or read is reported, and the run goes on
    // with the next one. Throws WriteError.
    void process_file(std::string const& path);

    // Reads every record from an open file descriptor, named `name` in
    // diagnostics. Throws WriteError.
    void process_stream(int fd, std::string const& name);

    // Ends the output, once every file is read (a sheet's solutions, written
    // after all its puzzles). Throws WriteError.
    void finish();

    ExitStatus status() const { return status_; }

private:
    // What is being read: its name, the format to write, and how its input
    // format was chosen, for the note that goes with the first error.
    struct Stream {
        std::string name;
        PuzzleReader const* reader;
        bool noted_format = false;
        // What its records are judged with, made once its output format is
        // known, not for each record (see settings_of).
        std::optional<OutputFormat> judged_for{};
        JudgeSettings settings{};
    };

    void read_all(PuzzleReader& reader, Stream& stream);
    void submit(Record&& record, Stream& stream);
    JudgeSettings const& settings_of(Stream& stream);
    JudgeSettings judge_settings(OutputFormat format) const;
    static bool all_cheap(JudgeSettings const& settings);
    void write_oldest(Stream& stream);  // waits for the oldest record in flight
    void drain(Stream& stream);
    void await_input(int fd, Stream& stream);
    void keep_up(Stream& stream);
    void write_ready(Stream& stream);
    void write(Record const& record, Verdict const& verdict, Stream& stream);
    void note_format(Diagnostic const& error, Stream& stream);
    OutputFormat output_format(Stream const& stream) const;
    void fail(ExitStatus status) { status_ = worse(status_, status); }

    Settings settings_;
    std::ostream& out_;
    std::ostream& err_;
    Dumper dumper_;
    ExitStatus status_ = ExitStatus::success;
    RecordEnds record_ends_;
    RecordEnds note_ends_;  // each diagnostic or note on err_ is a record
    std::size_t records_ = 0;
    std::unique_ptr<JudgingPool> pool_;  // unless every record is cheap and -j 1
    JudgeSettings pool_settings_;        // what the pool judges with
};

}  // namespace solve
