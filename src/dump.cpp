#include "dump.hpp"

#include <array>

namespace solve {

void write_grid(std::ostream& out, sudoku::Grid const& grid) {
    // One write for the whole grid: no per-cell stream formatting.
    std::array<char, 2 * sudoku::cell_count> text;
    for (int c = 0; c < sudoku::cell_count; ++c) {
        sudoku::Digit d = grid.digits[c];
        text[2 * c] = d == sudoku::no_digit ? '_' : static_cast<char>('0' + d);
        text[2 * c + 1] = c % 9 == 8 ? '\n' : ' ';
    }
    out.write(text.data(), text.size());
}

void Dumper::start_record() {
    if (!first_) out_ << '\n';
    first_ = false;
}

void Dumper::solution(sudoku::Grid const& grid) {
    start_record();
    write_grid(out_, grid);
}

void Dumper::no_solution(std::string_view reason) {
    start_record();
    out_ << "no solution: " << reason << '\n';
}

void Dumper::not_unique() {
    start_record();
    out_ << "no unique solution: the puzzle has more than one solution\n";
}

}  // namespace solve
