// An independent check of `solve --output=line`: reads a puzzle file (one
// puzzle per line, '#' comments and blank lines skipped, CRLF allowed) and the
// solver's output, and checks that there is one output line per puzzle, each
// a full grid that keeps the rules and the puzzle's givens. It shares no code
// with the solver on purpose.
// Usage: check_solutions PUZZLES OUTPUT; prints "N passed, M failed".
#include <fstream>
#include <iostream>
#include <string>

namespace {

bool keeps_rules(std::string const& s) {
    for (int i = 0; i < 9; ++i) {
        unsigned row = 0, column = 0, box = 0;
        for (int j = 0; j < 9; ++j) {
            row |= 1u << (s[i * 9 + j] - '0');
            column |= 1u << (s[j * 9 + i] - '0');
            box |= 1u << (s[(i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3] - '0');
        }
        if (row != 0x3FE || column != 0x3FE || box != 0x3FE) return false;
    }
    return true;
}

bool solves(std::string const& puzzle, std::string const& solution) {
    if (puzzle.size() != 81 || solution.size() != 81) return false;
    for (int c = 0; c < 81; ++c) {
        if (solution[c] < '1' || solution[c] > '9') return false;
        if (puzzle[c] != '.' && puzzle[c] != '0' && puzzle[c] != solution[c]) return false;
    }
    return keeps_rules(solution);
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc != 3) {
        std::cerr << "usage: check_solutions PUZZLES OUTPUT\n";
        return 2;
    }
    std::ifstream puzzles(argv[1]), output(argv[2]);
    if (!puzzles || !output) {
        std::cerr << "check_solutions: cannot open the files\n";
        return 2;
    }
    std::string puzzle, solution;
    long passed = 0, failed = 0, line = 0;
    while (std::getline(puzzles, puzzle)) {
        ++line;
        if (!puzzle.empty() && puzzle.back() == '\r') puzzle.pop_back();
        if (puzzle.empty() || puzzle[0] == '#') continue;
        if (!std::getline(output, solution)) {
            std::cerr << "line " << line << ": no output line for this puzzle\n";
            ++failed;
            break;
        }
        if (solves(puzzle, solution)) {
            ++passed;
        } else if (failed++ < 10) {
            std::cerr << "line " << line << ": '" << solution << "' does not solve '" << puzzle << "'\n";
        }
    }
    if (std::getline(output, solution)) {
        std::cerr << "more output lines than puzzles\n";
        ++failed;
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed == 0 && passed > 0 ? 0 : 1;
}
