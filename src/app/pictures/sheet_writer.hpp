// The sheet output (docs/pictures.md): one HTML page for the whole run, to
// print: its puzzles, each with its number and level, 4 or 6 a printed page
// of A4 or Letter, then their solutions, 12 a page. Each puzzle goes out as
// it comes; the solutions wait for the end of the run.
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"
#include "settings.hpp"

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace solve {

class SheetWriter {
public:
    SheetWriter(std::ostream& out, SheetSettings settings) : out_(out), settings_(settings) {}

    // A record read: a puzzle solved is printed with its level; any other
    // takes its place on the page with why it is not printed.
    void add(Origin const& origin, Record const& record, Verdict const& verdict);
    void add(GeneratedRecord const& generated);
    // The solutions, and the page's end; nothing when no record came.
    void finish();

private:
    // A solution owed to the sheet's end.
    struct Answer {
        std::size_t number;
        sudoku::Grid givens, solution;
    };
    void begin_item();
    void write_puzzle(std::size_t number, sudoku::Grid const& givens, std::string const& caption,
                      sudoku::PencilMarks const* marks = nullptr);
    void write_solutions();

    std::ostream& out_;
    SheetSettings settings_;
    std::size_t items_ = 0;  // records placed on the pages so far
    std::vector<Answer> answers_;
};

}  // namespace solve
