// The rival side of scripts/bench: tdoku (github.com/t-dillon/tdoku, the
// fastest published solver) as a filter over the line format, so that both
// solvers are timed whole process on the same files. Built by scripts/bench
// against a tdoku checkout the user built (--tdoku DIR); never part of solve.
// A line of 729 characters or more is a pencil-mark puzzle (the marks format:
// digit d at position d while a candidate, '.' or '0' once eliminated), given
// to tdoku as its 729-character pencilmark string ('0' made '.', as it asks);
// any other line is a puzzle line, its first 81 characters.
// Usage: tdoku_rival two | onepass | count N  [FILE]   (default: standard input)
//   two      count to 2, then solve again for a solution (tdoku's example)
//   onepass  enumerate up to 2 solutions, keeping the first met
//   count N  count to N
#include "tdoku.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

struct First {
    char grid[82];
    bool met;
};

void keep_first(char const* solution, void* arg) {
    auto* first = static_cast<First*>(arg);
    if (!first->met) std::memcpy(first->grid, solution, 81);
    first->met = true;
}

}  // namespace

int main(int argc, char** argv) {
    char const* mode = argc > 1 ? argv[1] : "two";
    bool counting = argc > 2 && !std::strcmp(mode, "count");
    std::size_t limit = counting ? std::strtoull(argv[2], nullptr, 10) : 2;
    if (int file = counting ? 3 : 2; argc > file && !std::freopen(argv[file], "r", stdin)) {
        std::perror(argv[file]);
        return 2;
    }
    char line[4096];
    while (std::fgets(line, sizeof line, stdin)) {
        std::size_t length = std::strcspn(line, "\r\n");
        if (length < 81 || line[0] == '#') continue;
        int cells = length >= 729 ? 729 : 81;
        line[cells] = '\0';
        for (int i = 0; i < cells; ++i)
            if (line[i] < '1' || line[i] > '9') line[i] = '.';
        char solution[82] = {};
        std::size_t guesses = 0, count = 0;
        if (!std::strcmp(mode, "onepass")) {
            First first{};
            count = TdokuEnumerate(line, 2, keep_first, &first);
            std::printf("%zu:%.81s\n", count, count ? first.grid : "");
        } else if (!std::strcmp(mode, "count")) {
            std::printf("%zu\n", SolveSudoku(line, limit, 0, solution, &guesses));
        } else {
            count = SolveSudoku(line, 2, 0, solution, &guesses);
            if (count > 0) SolveSudoku(line, 1, 0, solution, &guesses);
            std::printf("%zu:%.81s\n", count, count ? solution : "");
        }
    }
}
