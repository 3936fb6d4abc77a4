// The library as docs/design.md shows it, through its entry header alone:
// Arto Inkala's puzzle, from its line, solved (the answer as 81 digits, and
// how many solutions there are, counted up to 2), then rated on Sudoku
// Explainer's scale within the default budget (its level, ER/EP/ED, '+'
// after a figure that is only a lower bound, and the hardest step's
// technique); then a puzzle with four solutions, which SE does not rate,
// and a line that is not a puzzle.
#include <sudoku/sudoku.hpp>

#include <iostream>
#include <string_view>

namespace {

void print(sudoku::Rating const& r) {
    auto figure = [](int tenths, bool bound) {
        std::cout << tenths / 10 << '.' << tenths % 10 << (bound ? "+" : "");
    };
    std::cout << sudoku::name_of(r.level) << ' ';
    figure(r.er, r.er_bound);
    std::cout << '/';
    figure(r.ep, r.ep_bound);
    std::cout << '/';
    figure(r.ed, r.ed_bound);
    if (!r.technique.empty()) std::cout << ' ' << r.technique;
    std::cout << '\n';
}

}  // namespace

int main() {
    std::string_view inkala =
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
    sudoku::Solution solution = sudoku::solve(inkala);
    for (sudoku::Digit d : solution.first.digits) std::cout << int(d);
    std::cout << ' ' << solution.count.solutions << '\n';
    print(sudoku::rate(inkala));

    std::string_view four = "1.3..6.8..5..8.12.7.91.3.56.3..67.9.5.78...3.8.1.3.5.7.4..78.1.6.8..2.4..12.45.78";
    std::cout << sudoku::count(four, 10).solutions << " solutions: ";
    print(sudoku::rate(four));

    sudoku::ReadPuzzle read = sudoku::read_puzzle("..53.x");
    if (!read.grid) std::cout << read.error << '\n';
}
