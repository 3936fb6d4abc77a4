// Solves Arto Inkala's puzzle with the installed core and prints the answer
// as 81 digits, with how many solutions there are (counted up to 2), then
// rates it on Sudoku Explainer's scale within the default budget: its level
// and ER, a '+' after ER when it is only a lower bound.
#include <sudoku/rating.hpp>
#include <sudoku/solver.hpp>

#include <iostream>
#include <string_view>

int main() {
    std::string_view puzzle =
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
    sudoku::Grid grid;
    for (int c = 0; c < sudoku::cell_count; ++c)
        grid.digits[c] = puzzle[c] == '.' ? sudoku::no_digit : sudoku::Digit(puzzle[c] - '0');
    sudoku::Solution solution = sudoku::solve(grid);
    for (sudoku::Digit d : solution.first.digits) std::cout << int(d);
    std::cout << ' ' << solution.count.solutions << '\n';
    sudoku::Rating rating = sudoku::rate(grid, solution.count.solutions == 1);
    std::cout << sudoku::name_of(rating.level) << ' ' << rating.er / 10 << '.' << rating.er % 10
              << (rating.er_bound ? "+" : "") << '\n';
}
