// The library as docs/design.md shows it, through its entry header alone:
// Arto Inkala's puzzle, from its line, solved (the answer as 81 digits, and
// how many solutions there are, counted up to 2), then rated on Sudoku
// Explainer's scale within the default budget (its level, ER/EP/ED, '+'
// after a figure that is only a lower bound, and the hardest step's
// technique); then a puzzle with four solutions, which SE does not rate,
// a line that is not a puzzle, and Inkala's puzzle again as pencil marks,
// from its marks line, solved.
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

    // A row of the grid a piece: each given alone at its position, each open
    // cell the digits no peer is given.
    std::string_view marks =
        "12...6..9.2.4....9....5......3.......2.4.6.89.2.4.678.1..4.6.891..4.67.91..4..78."
        ".......8...34....91....6..9...4.67.9...456..9...4.67..1..4.6..9.2.......1.34..7.."
        ".23..6..9......7...2...6..9...4.6.891.........2.4.6.8.....5.......4.6..9..34...8."
        "...4......2.....89.2...67891....6.89.....6.89....5......3......1.....7.912....7.."
        ".2..5...91.........2.....89...4...89......7....34...8..2.4....9...45...9.....6..."
        "....567.9....5...9..3.......2..........4.6..91..4.6...1..4....9.......8.1..45.7.."
        "123...7.......6...12....78.....5.....234...8.1234..78.12.4...8.1..4.............9"
        "12..5.7.9.2..5..89...4.....1....678..2...6.8.12...678.12...6.8...3......12..5..8."
        "123.5.....23.5..8.12.....8.1..4.6.8..234.6.8.........9......7..1..456...12.45..8.";
    sudoku::Solution from_marks = sudoku::solve_marks(marks);
    std::cout << sudoku::puzzle_line(from_marks.first) << ' ' << from_marks.count.solutions << '\n';
}
