// The lexicographic rule by its definition: the row-major first solution is
// the one whose first cell holds the smallest digit that some solution has
// there, whose second cell then holds the smallest digit that some solution
// with that first digit has, and so on. This program applies that definition
// literally: for each cell in row-major order it tries the digits 1 to 9 and
// keeps the first for which the grid so far still has a solution. Whether it
// has one is decided by a plain exact-cover search (Knuth's Algorithm X over
// the 324 constraints of a grid: each cell filled once, each digit once in
// each row, column and box, branching on the constraint with the fewest ways
// left), so that no input stalls it. It prints that solution, or "none".
// It shares no code with the solver, so the tests can hold solve's choice
// among several solutions to it.
// Usage: lex_first_oracle < PUZZLES   (one per line; '#' comments, blanks, CRLF allowed)
#include <bit>
#include <cstdint>
#include <iostream>
#include <string>

namespace {

// For each cell, the digits (bits 1-9) not yet ruled out by a filled peer;
// a filled cell has just its own digit.
struct Grid {
    std::uint16_t options[81];
};

bool sees(int a, int b) {
    int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
    return a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
}

// The 20 cells each cell sees, and the 9 cells of each unit (rows 0-8,
// columns 9-17, boxes 18-26: the oracle's own order, apart from the
// solver's on purpose; its search tries units in this order, and boxes
// first makes it twenty times slower on fixtures/hard-cases).
struct Tables {
    int peers[81][20];
    int units[27][9];
    Tables() {
        for (int a = 0; a < 81; ++a)
            for (int b = 0, n = 0; b < 81; ++b)
                if (sees(a, b)) peers[a][n++] = b;
        for (int i = 0; i < 9; ++i)
            for (int j = 0; j < 9; ++j) {
                units[i][j] = i * 9 + j;
                units[9 + i][j] = j * 9 + i;
                units[18 + i][j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3;
            }
    }
};
Tables const tables;

// Fills `cell` with `digit` and rules the digit out of its peers.
// False when that leaves some peer with no digit.
bool fill(Grid& g, int cell, int digit) {
    if (!(g.options[cell] >> digit & 1)) return false;
    g.options[cell] = static_cast<std::uint16_t>(1u << digit);
    for (int other : tables.peers[cell]) {
        g.options[other] &= static_cast<std::uint16_t>(~(1u << digit));
        if (g.options[other] == 0) return false;
    }
    return true;
}

bool filled(Grid const& g, int cell) { return std::has_single_bit(g.options[cell]); }

// Algorithm X: every empty cell must take a digit, and every digit must go
// somewhere in every unit. The constraint with the fewest ways to meet it (an
// empty cell's digits, or a digit's places in a unit, counted up to two) is
// met in each of those ways in turn. A solution found goes to `solution`.
bool solvable(Grid const& g, Grid& solution) {
    int fewest = 10, best_cell = -1, best_unit = -1, best_digit = 0;
    for (int cell = 0; cell < 81; ++cell) {
        int n = std::popcount(g.options[cell]);
        if (!filled(g, cell) && n < fewest) fewest = n, best_cell = cell;
    }
    for (int u = 0; u < 27; ++u) {
        unsigned one = 0, two = 0, three = 0, placed = 0;  // digits with at least 1, 2, 3 places
        for (int cell : tables.units[u]) {
            unsigned digits = g.options[cell];
            if (filled(g, cell)) placed |= digits;
            three |= two & digits;
            two |= one & digits;
            one |= digits;
        }
        if (one != 0x3FE) return false;  // a digit with no place left in the unit
        unsigned open = ~placed;
        for (unsigned places = 1, digits; places <= 2; ++places)
            if ((digits = open & (places == 1 ? one & ~two : two & ~three)) && static_cast<int>(places) < fewest) {
                fewest = static_cast<int>(places), best_cell = -1, best_unit = u;
                best_digit = std::countr_zero(digits);
            }
    }
    if (best_cell < 0 && best_unit < 0) {  // every cell filled
        solution = g;
        return true;
    }
    for (int i = 0; i < 9; ++i) {
        int cell = best_cell >= 0 ? best_cell : tables.units[best_unit][i];
        int digit = best_cell >= 0 ? i + 1 : best_digit;
        if (!(g.options[cell] >> digit & 1)) continue;
        Grid next = g;
        if (fill(next, cell, digit) && solvable(next, solution)) return true;
    }
    return false;
}

// The row-major first solution of `puzzle` (81 characters), or "none".
std::string first_solution(std::string const& puzzle) {
    Grid g;
    for (auto& o : g.options) o = 0x3FE;
    for (int cell = 0; cell < 81; ++cell) {
        char c = puzzle[cell];
        if (c >= '1' && c <= '9' && !fill(g, cell, c - '0')) return "none";
    }
    // A solution at hand shows that its digit is possible in each cell: only
    // smaller digits need the search (and the one found becomes the witness).
    Grid witness;
    if (!solvable(g, witness)) return "none";
    std::string result;
    for (int cell = 0; cell < 81; ++cell) {
        int known = std::countr_zero(witness.options[cell]);
        for (int digit = 1; digit <= known; ++digit) {
            Grid next = g;
            if (fill(next, cell, digit) && (digit == known || solvable(next, witness))) {
                g = next;
                result += static_cast<char>('0' + digit);
                break;
            }
        }
    }
    return result;
}

}  // namespace

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        std::cout << first_solution(line) << '\n';
    }
}
