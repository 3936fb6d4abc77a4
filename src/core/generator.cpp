#include "sudoku/generator.hpp"

#include "sudoku/logic.hpp"
#include "sudoku/solver.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace sudoku {
namespace {

// A number below `bound`, from the engine alone (the slight modulo bias does
// not matter here; being the same everywhere does).
unsigned below(Random& random, unsigned bound) { return static_cast<unsigned>(random() % bound); }

template <typename T, std::size_t N>
void shuffle(Random& random, std::array<T, N>& items, std::size_t count = N) {
    for (std::size_t i = count; i > 1; --i) std::swap(items[i - 1], items[below(random, static_cast<unsigned>(i))]);
}

// Places `digit` in `cell`, then singles (naked and hidden) until none is
// left: Norvig's assign and eliminate. False when that contradicts.
bool assign(Pencilmarks& marks, Cell cell, Digit digit) {
    marks.place(cell, digit);
    while (auto step = marks.next_step(singles)) marks.apply(*step);
    return !marks.contradicted();
}

// Fills the grid by search, trying each cell's digits in a random order.
bool fill(Pencilmarks const& marks, Random& random, Grid& out) {
    if (marks.solved()) {
        out = marks.grid();
        return true;
    }
    Cell best = marks.fewest_candidates();
    std::array<Digit, 9> digits{};
    std::size_t count = 0;
    marks.candidates(best).for_each([&](Digit d) { digits[count++] = d; });
    shuffle(random, digits, count);
    for (std::size_t i = 0; i < count; ++i) {
        Pencilmarks next = marks;
        if (assign(next, best, digits[i]) && fill(next, random, out)) return true;
    }
    return false;
}

// The cells that `symmetry` ties to `cell`, itself included.
std::vector<Cell> orbit(Cell cell, Symmetry symmetry) {
    int r = row_of(cell), c = column_of(cell);
    std::vector<std::pair<int, int>> places{{r, c}};
    switch (symmetry) {
    case Symmetry::none: break;
    case Symmetry::rotate180: places.push_back({8 - r, 8 - c}); break;
    case Symmetry::rotate90: places.insert(places.end(), {{c, 8 - r}, {8 - r, 8 - c}, {8 - c, r}}); break;
    case Symmetry::mirror: places.push_back({r, 8 - c}); break;
    case Symmetry::diagonal: places.push_back({c, r}); break;
    }
    std::vector<Cell> cells;
    for (auto [row, column] : places) {
        Cell other = cell_at(row, column);
        bool seen = false;
        for (Cell known : cells) seen = seen || known == other;
        if (!seen) cells.push_back(other);
    }
    return cells;
}

bool unique(Grid const& puzzle) { return count_solutions(puzzle, 2).solutions == 1; }

// No orbit of givens can go without the puzzle losing its one solution.
bool minimal(Grid const& puzzle, Symmetry symmetry) {
    for (int c = 0; c < cell_count; ++c) {
        std::vector<Cell> tied = orbit(static_cast<Cell>(c), symmetry);
        // Each orbit once, from its first cell.
        if (puzzle.digits[c] == no_digit || tied[0] != *std::min_element(tied.begin(), tied.end())) continue;
        Grid fewer = puzzle;
        for (Cell cell : tied) fewer[cell] = no_digit;
        if (unique(fewer)) return false;
    }
    return true;
}

// The techniques that must still finish the puzzle after each orbit goes,
// for ranges of ER that only singles reach. Few minimal puzzles are that
// easy, fewer still symmetric ones, so digging blindly and dropping what
// rates too hard would rarely end; SE always takes a single when there is
// one, so a puzzle the singles finish rates at most 2.3 (a naked single),
// and one the hidden singles finish at most 1.5. Harder puzzles are common
// among minimal ones, and the fast uniqueness check is cheaper than the
// logical solve, so their digs are not guided.
std::optional<TechniqueSet> guide(std::optional<ErRange> range) {
    constexpr int hidden_single = 15, naked_single = 23, pointing = 26;
    if (!range || range->high >= pointing) return std::nullopt;
    if (range->high < naked_single && range->low <= hidden_single) return only(Technique::hidden_single);
    return singles;
}

// A rating that is only a lower bound lies in a range that goes as high as
// ratings go, evil's, when its bound is in it.
bool within(ErRange range, Rating const& rating) {
    return rating.er_bound ? rating.er >= range.low && range.high >= er_range(Rating::Level::evil).high
                           : range.holds(rating.er);
}

// Takes out orbits of givens in a random order while one solution remains
// and, when guided, the techniques still finish the puzzle (logic that
// finishes a puzzle proves its solution the only one).
Grid dig(Grid const& solution, Random& random, Symmetry symmetry, std::optional<TechniqueSet> guided) {
    std::array<Cell, cell_count> order{};
    for (int c = 0; c < cell_count; ++c) order[c] = static_cast<Cell>(c);
    shuffle(random, order);
    Grid puzzle = solution;
    for (Cell cell : order) {
        if (puzzle[cell] == no_digit) continue;
        Grid fewer = puzzle;
        for (Cell tied : orbit(cell, symmetry)) fewer[tied] = no_digit;
        if (guided ? solves_by(fewer, *guided) : unique(fewer)) puzzle = fewer;
    }
    return puzzle;
}

}  // namespace

Random random_for(std::uint64_t seed, std::uint64_t index) {
    // SplitMix64 of the two, so that neighbouring seeds and indices start far apart.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return Random(z ^ (z >> 31));
}

Grid random_solution(Random& random) {
    Grid solution;
    fill(Pencilmarks(Grid{}), random, solution);
    return solution;
}

Generated generate(Random& random, Symmetry symmetry, std::optional<ErRange> range,
                   std::function<void(std::uint64_t)> const& tried) {
    std::optional<TechniqueSet> guided = guide(range);
    for (std::uint64_t rejected = 0;; ++rejected) {
        if (tried) tried(rejected);
        Grid solution = random_solution(random);
        Grid puzzle = dig(solution, random, symmetry, guided);
        // Uniqueness only gets lost as givens go, so an orbit kept for it
        // stays needed: only a guided dig leaves a puzzle to check.
        if (guided && !minimal(puzzle, symmetry)) continue;
        if (!range) return {puzzle, solution, std::nullopt};
        // Without a budget, so that the seed alone decides; without nested
        // forcing chains (seconds to minutes a puzzle), so that no candidate
        // stalls the run: one that needs them rates 9.5+.
        Rating rating = rate(puzzle, true, 0, false);
        if (within(*range, rating)) return {puzzle, solution, rating};
    }
}

}  // namespace sudoku
