#include "hard_neighbourhood.hpp"

#include "generator_draws.hpp"

#include "sudoku/rating_of.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace sudoku {
namespace {

struct Seed {
    std::string_view puzzle;  // 81 characters, '.' for an empty cell
    int er;                   // `solve --rate --budget=0`'s ER, in tenths
};

// Hard puzzles from a public collection, with their ERs (the file names the
// lines they come from).
constexpr Seed seeds[] = {
#include "hard_seeds.inc"
};

// How many cells (given, taken out or changed) a puzzle given must differ
// in from its seed as disguised: several moves away, never the seed itself.
constexpr int far_enough = 8;
// How many neighbours a walk may try without going nearer to the range or
// farther from its seed before it starts again from another seed.
constexpr int patience = 48;
// The work one candidate's rating may do, in SeBudget's steps (about five
// seconds' worth; the set's puzzles take about half a second each to rate
// in full). A candidate cut by it is passed by, so that a figure given is
// never a bound; a count, not a time, so that the seed alone decides.
constexpr std::uint64_t rating_budget = 100'000'000;

Grid parse(std::string_view text) {
    Grid grid;
    for (int c = 0; c < cell_count; ++c)
        grid.digits[c] = text[c] == '.' ? no_digit : static_cast<Digit>(text[c] - '0');
    return grid;
}

// Three groups of three in a random order, each shuffled within: the rows
// (or columns) as bands (stacks) and the rows within them may be permuted.
std::array<int, 9> lines(Random& random) {
    std::array<int, 3> groups{0, 1, 2};
    shuffle(random, std::span<int>(groups));
    std::array<int, 9> order{};
    for (int g = 0; g < 3; ++g) {
        std::array<int, 3> within{0, 1, 2};
        shuffle(random, std::span<int>(within));
        for (int i = 0; i < 3; ++i) order[g * 3 + i] = groups[g] * 3 + within[i];
    }
    return order;
}

// `puzzle` under a random symmetry of Sudoku: its digits relabelled, bands,
// stacks, rows in a band and columns in a stack permuted, perhaps
// transposed. The same puzzle to a solver, not to the eye.
Grid disguise(Grid const& puzzle, Random& random) {
    std::array<Digit, 10> label{};
    for (int d = 0; d <= 9; ++d) label[d] = static_cast<Digit>(d);
    shuffle(random, std::span<Digit>(label).subspan(1));
    std::array<int, 9> rows = lines(random), columns = lines(random);
    bool transposed = below(random, 2) == 1;
    Grid result;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            Cell from = transposed ? cell_at(columns[c], rows[r]) : cell_at(rows[r], columns[c]);
            result[cell_at(r, c)] = label[puzzle[from]];
        }
    return result;
}

// A minimal puzzle one move from `puzzle`: a given out at random, another
// in (the first open cell and digit, in a random order, that leave one
// solution; the solution may change), then dug to minimal. The hardest
// puzzles lie together: of such neighbours of a puzzle of 11.0, about one in
// seven rates 10.0 or more, where the walk from random grids finds none.
std::optional<Grid> neighbour(Grid const& puzzle, Random& random, Grid& solution) {
    auto const [fewer, out, open, open_count] = take_out_orbit(puzzle, random, Symmetry::none);
    for (Cell cell : std::span(open).first(open_count)) {
        std::array<Digit, 9> digits{};
        unsigned count = 0;
        open_digits(fewer, cell).for_each([&](Digit d) { digits[count++] = d; });
        shuffle(random, std::span(digits).first(count));
        for (Digit d : std::span(digits).first(count)) {
            Grid next = fewer;
            next[cell] = d;
            if (unique(next, &solution)) return dig(next, random, Symmetry::none, std::nullopt);
        }
    }
    return std::nullopt;
}

// Stops a rating at its first step harder than the range: nothing after
// can bring it back.
class Ceiling : public SeObserver {
public:
    explicit Ceiling(int high) : high_(high) {}
    Next on_step(SeStep const& step) override {
        if (step.difficulty > high_) {
            too_hard = step.difficulty;
            return Next::stop;
        }
        taken.add(step);
        return Next::go_on;
    }
    StepsTaken taken;
    std::optional<int> too_hard;  // the difficulty of the step it stopped at

private:
    int high_;
};

struct Judged {
    int distance;  // in tenths from the range; 0: in it
    std::optional<Rating> rating;
};

// Farther than any ER: a rating the budget cut, or one SE cannot finish.
constexpr int unrated = 1000;

Judged judge(Grid const& puzzle, ErRange range) {
    Ceiling ceiling(range.high);
    SeRating se = rate_se(puzzle, SeBudget{.steps = rating_budget, .nested = true}, &ceiling);
    if (ceiling.too_hard) return {*ceiling.too_hard - range.high, std::nullopt};
    if (!se.solved) return {unrated, std::nullopt};
    Rating rating = rating_of(se, true, ceiling.taken);
    if (range.holds(rating.er)) return {0, rating};
    return {std::max(range.low - rating.er, rating.er - range.high), std::nullopt};
}

int difference(Grid const& a, Grid const& b) {
    int cells = 0;
    for (int c = 0; c < cell_count; ++c) cells += a.digits[c] != b.digits[c];
    return cells;
}

}  // namespace

int hardest_seed_er() {
    int hardest = 0;
    for (Seed const& seed : seeds) hardest = std::max(hardest, seed.er);
    return hardest;
}

// A walk from a disguised seed to neighbours no farther from the range,
// until one in it lies far enough from the seed; it starts again from
// another seed when it stalls.
Generated near_hard_puzzles(Random& random, ErRange range, std::function<void(std::uint64_t)> const& tried) {
    std::uint64_t rejected = 0;
    for (;;) {
        Seed const& seed = seeds[below(random, static_cast<unsigned>(std::size(seeds)))];
        Grid const origin = disguise(parse(seed.puzzle), random);
        Grid puzzle = origin;
        int distance = range.holds(seed.er) ? 0 : std::max(range.low - seed.er, seed.er - range.high);
        int away = 0;  // how far the walk is from the origin (difference)
        for (int stale = 0; stale < patience; ++stale) {
            if (tried) tried(++rejected);
            Grid solution;
            std::optional<Grid> next = neighbour(puzzle, random, solution);
            // Only away from the seed: the neighbours of a minimal puzzle
            // are mostly a given or two from it, and a walk that may go
            // back drifts about its seed. Known before the costly rating.
            int const there_away = next ? difference(*next, origin) : 0;
            if (!next || there_away < away) continue;
            Judged there = judge(*next, range);
            if (there.distance > distance) continue;
            if (there.distance == 0 && there_away >= far_enough) return {*next, solution, there.rating};
            if (there.distance < distance || there_away > away) stale = -1;
            puzzle = *next;
            away = there_away;
            distance = there.distance;
        }
    }
}

}  // namespace sudoku
