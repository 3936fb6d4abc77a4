// The lexicographic rule by its definition: a plain backtracker that fills
// cells in row-major order, trying digits 1 to 9, prints the first solution it
// meets, or "none". Slow, obviously right, and sharing no code with the
// solver, so the datasets test can hold solve's choice among several
// solutions to it.
// Usage: lex_first_oracle < PUZZLES   (one per line; '#' comments, blanks, CRLF allowed)
#include <iostream>
#include <string>

namespace {

std::string grid;

bool fits(int cell, char digit) {
    int row = cell / 9, column = cell % 9;
    int box_row = row / 3 * 3, box_column = column / 3 * 3;
    for (int i = 0; i < 9; ++i) {
        if (grid[row * 9 + i] == digit || grid[i * 9 + column] == digit) return false;
        if (grid[(box_row + i / 3) * 9 + box_column + i % 3] == digit) return false;
    }
    return true;
}

bool fill(int cell) {
    while (cell < 81 && grid[cell] != '.') ++cell;
    if (cell == 81) return true;
    for (char digit = '1'; digit <= '9'; ++digit) {
        if (!fits(cell, digit)) continue;
        grid[cell] = digit;
        if (fill(cell + 1)) return true;
    }
    grid[cell] = '.';
    return false;
}

}  // namespace

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        grid = line;
        for (char& c : grid)
            if (c == '0') c = '.';
        std::cout << (fill(0) ? grid : "none") << '\n';
    }
}
