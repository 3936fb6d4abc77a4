#include "filter.hpp"

#include "describe.hpp"
#include "sudoku/rules.hpp"
#include "sudoku/solver.hpp"

#include <fcntl.h>
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

void check_written(std::ostream& out) {
    if (!out) throw WriteError{errno};
}

}  // namespace

void Filter::process_file(std::string const& path) {
    std::string name = path == "-" ? "<stdin>" : path;
    InputFile input(path);
    if (input.fd < 0) {
        err_ << "solve: cannot open '" << path << "': " << std::strerror(errno) << '\n';
        fail(ExitStatus::io_error);
        return;
    }
    // Whatever has been solved goes out before the filter waits for more input.
    LineSource lines(input.fd, [this] {
        out_.flush();
        check_written(out_);
    });
    PuzzleReader reader(lines);
    try {
        while (auto record = reader.next()) process(*record, name);
    } catch (std::system_error const& e) {
        err_ << "solve: cannot read '" << name << "': " << std::strerror(e.code().value())
             << '\n';
        fail(ExitStatus::io_error);
    }
}

void Filter::process(Record const& record, std::string_view file) {
    if (auto const* puzzle = std::get_if<Puzzle>(&record)) {
        check_and_solve(*puzzle, file);
        check_written(out_);
        return;
    }
    print_error(err_, file, std::get<Diagnostic>(record));
    fail(ExitStatus::malformed);
}

void Filter::check_and_solve(Puzzle const& puzzle, std::string_view file) {
    if (auto conflict = sudoku::find_conflict(puzzle.givens)) {
        fail(ExitStatus::unsolved);
        if (!settings_.check) return dumper_.no_solution(describe(*conflict));
        int row = sudoku::row_of(conflict->cell);
        std::size_t column = 2 * static_cast<std::size_t>(sudoku::column_of(conflict->cell)) + 1;
        print_error(err_, file,
                    Diagnostic{puzzle.first_line + static_cast<std::size_t>(row), column,
                               describe(*conflict), puzzle.rows[static_cast<std::size_t>(row)]});
        return;
    }
    if (!settings_.check) solve(puzzle, file);
}

void Filter::solve(Puzzle const& puzzle, std::string_view file) {
    if (auto blocked = sudoku::find_blocked_cell(puzzle.givens)) {
        fail(ExitStatus::unsolved);
        return dumper_.no_solution(describe_blocked(*blocked));
    }
    sudoku::Solution solution = sudoku::solve(puzzle.givens);
    switch (solution.kind) {
    case sudoku::Solution::Kind::none:
        fail(ExitStatus::unsolved);
        return dumper_.no_solution("the givens break no rule, but no grid completes them");
    case sudoku::Solution::Kind::unique:
        return dumper_.solution(solution.first);
    case sudoku::Solution::Kind::several:
        if (settings_.unique) {
            fail(ExitStatus::unsolved);
            return dumper_.not_unique();
        }
        if (!settings_.quiet)
            print_note(err_, file, puzzle.first_line,
                       "the puzzle has more than one solution; this is the first in "
                       "row-major order");
        return dumper_.solution(solution.first);
    }
}

}  // namespace solve
