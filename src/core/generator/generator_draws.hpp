// What the generator's three searches (generator.cpp, hard_neighbourhood.cpp,
// loop_quad.cpp) share: random draws made the same way on every standard library, and the
// dig to a minimal puzzle.
#pragma once

#include "sudoku/generator.hpp"
#include "sudoku/solver.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace sudoku {

// A number below `bound`, from the engine alone (the slight modulo bias does
// not matter here; being the same everywhere does).
inline unsigned below(Random& random, unsigned bound) { return static_cast<unsigned>(random() % bound); }

template <typename T>
void shuffle(Random& random, std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(random, static_cast<unsigned>(i))]);
}

// A full grid chosen at random: givens placed in random cells, each a
// random digit that leaves a solution, until the search finds only one.
Grid random_solution(Random& random);

// Whether `puzzle` has exactly one solution (then in `solution`, if given).
inline bool unique(Grid const& puzzle, Grid* solution = nullptr) {
    return count_solutions(puzzle, 2, solution).solutions == 1;
}

// The digits no peer of `cell` holds.
Candidates open_digits(Grid const& grid, Cell cell);

// Takes out orbits of givens of `puzzle` in a random order while one
// solution remains and, when guided, the puzzle still rates at most the ER
// `guided`; unguided, the result is minimal.
Grid dig(Grid puzzle, Random& random, Symmetry symmetry, std::optional<int> guided);

// Where the walks' neighbours start: one orbit of givens, at random, taken
// out of `puzzle`, and the cells that were open before, shuffled, to put
// givens back in.
struct OrbitOut {
    Grid fewer;
    std::vector<Cell> out;
    std::array<Cell, cell_count> open{};
    std::size_t open_count = 0;
};
OrbitOut take_out_orbit(Grid const& puzzle, Random& random, Symmetry symmetry);

}  // namespace sudoku
