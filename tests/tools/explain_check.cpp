// Replays the logical solver's explanation of every puzzle in a file (one per
// line) that has exactly one solution, and checks each step: a placement
// puts the solution's digit in an empty cell where it is still a candidate,
// an elimination removes a candidate the solution does not have, and the
// steps end at the solution.
// Usage: explain_check PUZZLES; prints "N passed, M failed".
#include "grammar/format.hpp"
#include "sudoku/logic.hpp"
#include "sudoku/solver.hpp"

#include <fstream>
#include <iostream>
#include <string>

using namespace sudoku;

namespace {

bool replays(Grid const& givens, Grid const& solution) {
    Pencilmarks replay(givens);
    for (Step const& step : explain(givens, solution)) {
        if (step.placement) {
            auto [cell, digit] = *step.placement;
            if (replay.digit(cell) != no_digit || !replay.candidates(cell).contains(digit) ||
                solution[cell] != digit)
                return false;
        } else if (step.eliminations.empty()) {
            return false;
        }
        for (Placement const& gone : step.eliminations)
            if (!replay.candidates(gone.cell).contains(gone.digit) || solution[gone.cell] == gone.digit)
                return false;
        replay.apply(step);
    }
    return replay.grid() == solution;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc != 2) {
        std::cerr << "usage: explain_check PUZZLES\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    std::string line;
    long passed = 0, failed = 0, number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.size() != grammar::format::line_width || grammar::format::is_comment(line)) continue;
        Grid givens;
        for (int c = 0; c < cell_count; ++c) givens.digits[c] = grammar::format::digit_of(line[c]);
        Solution solution = solve(givens);
        if (solution.count.solutions != 1) continue;
        if (replays(givens, solution.first)) {
            ++passed;
        } else if (failed++ < 10) {
            std::cerr << "line " << number << ": the explanation does not replay\n";
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed == 0 && passed > 0 ? 0 : 1;
}
