// Writes results in the challenge format to any std::ostream: a solved grid,
// or one line saying why there is none. Records are separated by one blank line.
#pragma once

#include "sudoku/grid.hpp"

#include <ostream>
#include <string_view>

namespace solve {

class Dumper {
public:
    explicit Dumper(std::ostream& out) : out_(out) {}

    void solution(sudoku::Grid const& grid);
    // `reason` completes "no solution: ...".
    void no_solution(std::string_view reason);
    void not_unique();

private:
    void start_record();

    std::ostream& out_;
    bool first_ = true;
};

// Nine lines of nine digits separated by single spaces, each ended by LF;
// an empty cell is written '_'.
void write_grid(std::ostream& out, sudoku::Grid const& grid);

}  // namespace solve
