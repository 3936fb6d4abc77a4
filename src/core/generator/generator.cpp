#include "sudoku/generator.hpp"

#include "generator_draws.hpp"
#include "hard_neighbourhood.hpp"
#include "loop_quad.hpp"
#include "sudoku/rating_of.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace sudoku {

Candidates open_digits(Grid const& grid, Cell cell) {
    Candidates left = Candidates::all();
    for (Cell peer : peers[cell])
        if (grid[peer] != no_digit) left.remove(grid[peer]);
    return left;
}

// A full grid chosen at random: givens placed in random cells, each a
// random digit that leaves a solution, until the search finds only one.
// No order of the search's shows in the grid: every digit is the engine's
// choice or forced by it.
Grid random_solution(Random& random) {
    std::array<Cell, cell_count> order{};
    for (int c = 0; c < cell_count; ++c) order[c] = static_cast<Cell>(c);
    shuffle(random, std::span<Cell>(order));
    Grid grid, solution;
    for (Cell cell : order) {
        std::array<Digit, 9> digits{};
        unsigned count = 0;
        open_digits(grid, cell).for_each([&](Digit d) { digits[count++] = d; });
        shuffle(random, std::span(digits).first(count));
        // One of them leaves a solution: the grid had one, whose digit here
        // no peer holds.
        for (unsigned i = 0; i < count; ++i) {
            grid[cell] = digits[i];
            Count found = count_solutions(grid, 2, &solution);
            if (found.solutions == 1) return solution;
            if (found.solutions == 2) break;
        }
    }
    return grid;  // not reached: a full grid has one solution
}

namespace {

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

// The ER a dig keeps the puzzle within as each orbit goes, for ranges of
// ER that only singles and direct techniques reach (below 2.5, a direct
// hidden triplet). Few minimal puzzles are that easy, fewer still symmetric
// ones, so digging blindly and dropping what rates too hard would rarely
// end. Harder puzzles are common among minimal ones, and the fast
// uniqueness check is cheaper than rating, so their digs are not guided.
std::optional<int> guide(std::optional<ErRange> range) {
    constexpr int direct_hidden_triplet = row_of(SeTechnique::direct_hidden_triplet).base;
    if (!range || range->high >= direct_hidden_triplet) return std::nullopt;
    return range->high;
}

// Stops the rater at the first step harder than a cap.
class Cap : public SeObserver {
public:
    explicit Cap(int high) : high_(high) {}
    Next on_step(SeStep const& step) override { return step.difficulty > high_ ? Next::stop : Next::go_on; }

private:
    int high_;
};

// Whether `puzzle` has one solution and SE's solve of it ends with no step
// harder than `high`. The search first: it is faster, and the rater stuck on
// a grid of several solutions may search long for its next step.
bool rates_within(Grid const& puzzle, int high) {
    if (!unique(puzzle)) return false;
    Cap cap(high);
    return rate_se(puzzle, SeBudget{.nested = false}, &cap).solved;
}

// A rating that is only a lower bound lies in a range that goes as high as
// ratings go when its bound is in it.
bool within(ErRange range, Rating const& rating) {
    return rating.er_bound ? rating.er >= range.low && range.high >= highest_er
                           : range.holds(rating.er);
}

}  // namespace

// Each orbit is tried once (`guided`: see guide): uniqueness only gets lost
// as givens go, so unguided the result is minimal.
Grid dig(Grid puzzle, Random& random, Symmetry symmetry, std::optional<int> guided) {
    std::array<Cell, cell_count> order{};
    for (int c = 0; c < cell_count; ++c) order[c] = static_cast<Cell>(c);
    shuffle(random, std::span<Cell>(order));
    for (Cell cell : order) {
        if (puzzle[cell] == no_digit) continue;
        Grid fewer = puzzle;
        for (Cell tied : orbit(cell, symmetry)) fewer[tied] = no_digit;
        if (guided ? rates_within(fewer, *guided) : unique(fewer)) puzzle = fewer;
    }
    return puzzle;
}

OrbitOut take_out_orbit(Grid const& puzzle, Random& random, Symmetry symmetry) {
    std::array<Cell, cell_count> givens{};
    std::size_t given_count = 0;
    OrbitOut result{puzzle, {}, {}, 0};
    for (int c = 0; c < cell_count; ++c)
        (puzzle.digits[c] == no_digit ? result.open[result.open_count++] : givens[given_count++]) = static_cast<Cell>(c);
    result.out = orbit(givens[below(random, static_cast<unsigned>(given_count))], symmetry);
    for (Cell cell : result.out) result.fewer[cell] = no_digit;
    shuffle(random, std::span(result.open).first(result.open_count));
    return result;
}

namespace {

// A minimal puzzle near `puzzle`, of the same solution: one orbit of givens
// taken out, others put back at random until the solution is the only one
// again (one at least, so that the puzzle moves), then dug to minimal.
Grid neighbour(Grid const& puzzle, Grid const& solution, Random& random, Symmetry symmetry) {
    auto [next, out, open, open_count] = take_out_orbit(puzzle, random, symmetry);
    bool added = false;
    for (std::size_t i = 0; i < open_count && !(added && unique(next)); ++i) {
        if (next[open[i]] != no_digit) continue;  // put back with an earlier cell of its orbit
        for (Cell cell : orbit(open[i], symmetry)) next[cell] = solution[cell];
        added = true;
    }
    return dig(next, random, symmetry, std::nullopt);
}

// A minimal puzzle nearer still, for the longest chains: one orbit of
// givens out and one other in (any digit that leaves one solution, so the
// solution may change with it), then dug to minimal. The hardest puzzles
// sit together: most of a hard puzzle's wider neighbours (above) are easy,
// most of these are about as hard. Empty when no such swap keeps one
// solution. `solution` becomes the puzzle's.
std::optional<Grid> swap_neighbour(Grid const& puzzle, Grid& solution, Random& random, Symmetry symmetry) {
    auto [fewer, out, open, open_count] = take_out_orbit(puzzle, random, symmetry);
    for (std::size_t i = 0; i < open_count; ++i) {
        std::vector<Cell> in = orbit(open[i], symmetry);
        if (std::find(out.begin(), out.end(), open[i]) != out.end()) continue;
        Grid next = fewer;
        bool fits = true;
        for (Cell cell : in) {
            std::array<Digit, 9> digits{};
            unsigned count = 0;
            open_digits(next, cell).for_each([&](Digit d) { digits[count++] = d; });
            if (count == 0) {
                fits = false;
                break;
            }
            next[cell] = digits[below(random, count)];
        }
        Grid found;
        if (!fits || count_solutions(next, 2, &found).solutions != 1) continue;
        solution = found;
        return minimal(next, symmetry) ? next : dig(next, random, symmetry, std::nullopt);
    }
    return std::nullopt;
}

// A minimal puzzle nearest of all, for the loops of 10 cells or more with
// a type 3 set (see loop_sets): one orbit of givens out and one other in,
// with the solution's digits, then dug to minimal if need be. Such a loop
// is kept by many of these neighbours (of one 5.1 puzzle's 42 that have one
// solution, 13 keep its loop and 12 rate 5.1), by few of the wider ones.
// Empty when no such swap keeps one solution.
std::optional<Grid> solution_swap(Grid const& puzzle, Grid const& solution, Random& random, Symmetry symmetry) {
    auto [fewer, out, open, open_count] = take_out_orbit(puzzle, random, symmetry);
    for (std::size_t i = 0; i < open_count; ++i) {
        if (std::find(out.begin(), out.end(), open[i]) != out.end()) continue;
        Grid next = fewer;
        for (Cell cell : orbit(open[i], symmetry)) next[cell] = solution[cell];
        if (!unique(next)) continue;
        return minimal(next, symmetry) ? next : dig(next, random, symmetry, std::nullopt);
    }
    return std::nullopt;
}

// The techniques whose figures vary with their pattern (a loop's size and
// extra cells, a BUG's set), with the figures each can give. Where one of
// them can give a figure of the range, a step of another that rates outside
// it counts as farther off: from a BUG type 3 of 6.0, a few givens changed
// more likely make one of 6.1 than an aligned pair exclusion of 6.2 does.
struct Family {
    SeTechnique technique;
    int low, high;
    constexpr explicit Family(SeTechnique t) : technique(t), low(row_of(t).base), high(row_of(t).most) {}
};
constexpr Family families[] = {Family(SeTechnique::unique_rectangle), Family(SeTechnique::unique_loop),
                               Family(SeTechnique::bug), Family(SeTechnique::hidden_quad)};
constexpr int stranger = 10;  // the tenths a step of another technique counts as farther

// Whether the range holds a figure of one of those families: only then is
// the walk steered by the steps (for chains, a step of the range in a solve
// that goes on harder is no nearer than the ER says) and goes back to the
// nearest puzzle it met (elsewhere, new grids find the figures as fast).
bool steered(ErRange range) {
    for (Family const& family : families)
        if (family.low <= range.high && range.low <= family.high) return true;
    return false;
}

// The ranges of the longest chains, 9.4 and up, which fresh grids and the
// wide neighbours below 9.4 (neighbour) reach too rarely: their walk weighs
// a chain's length (see fine), swaps single givens (swap_neighbour) and
// goes back to the nearest puzzle it met when it stalls.
bool longest_chains(ErRange range) { return range.low >= 94; }

// The ranges whose figures only a unique loop of 10 cells or more with a
// type 3 set gives: 5.1 and 5.3 (a naked quad rates 5.0, a jellyfish 5.2).
// About one candidate in 2,000 takes such a loop at all, and rarely with
// the set: their walk counts a step that is not such a loop half a tenth
// farther, moves by single swaps (solution_swap) once such a loop is a
// tenth from the range, roams among the puzzles whose solve takes a step
// of the range whatever follows, and goes back to the nearest puzzle (the
// last met, of those as near) more often.
bool loop_sets(ErRange range) {
    bool any = false;
    for (int er : minimal_figures()) {
        if (!range.holds(er)) continue;
        if (er != 51 && er != 53) return false;
        any = true;
    }
    return any;
}

// A step's difficulty in hundredths of a tenth: its figure, and for a chain
// how far its length has gone towards SE's next increment of a tenth (see
// chain_length_span, se_rater.hpp, which says when the length adds one). The
// walk's finest gradient: chains of 9.4 and 9.5 are rare, and a puzzle whose
// hardest chain is nearly long enough for the next tenth is nearer to them
// than one whose chain has just passed the last.
int fine(SeStep const& step, bool finest) {
    int const figure = step.difficulty * 100;
    if (step.length <= 0 || !finest) return figure;
    ChainLengthSpan const span = chain_length_span(step.length);
    return figure + std::max(0, span.length - span.floor - 1) * 100 / (span.next - span.floor);
}

class Ceiling : public SeObserver {
public:
    Ceiling(ErRange range, int high)
        : range_(range), high_(high), finest_(longest_chains(range)), loop_sets_(loop_sets(range)) {
        for (Family const& family : families)
            if (family.low <= range.high && range.low <= family.high) kin_.push_back(family.technique);
    }
    Next on_step(SeStep const& step) override {
        int off = step.difficulty < range_.low ? range_.low - step.difficulty : std::max(0, step.difficulty - range_.high);
        if (off != 0 && !kin(step.method.technique)) off += stranger;
        bool loop_set = step.method.technique == SeTechnique::unique_loop && step.method.size >= 10 && step.method.type == 3;
        nearest = std::min(nearest, 2 * off + (loop_sets_ && !loop_set ? 1 : 0));
        int const hundredths = fine(step, finest_);
        hardest = std::max(hardest, hundredths);
        if (step.difficulty > high_) {
            too_hard = hundredths;
            return Next::stop;
        }
        taken.add(step);
        return Next::go_on;
    }
    StepsTaken taken;
    // The first step harder than the range, in hundredths of a tenth (see
    // fine), where the solve stopped: the rest of it cannot bring the rating
    // back into the range.
    std::optional<int> too_hard;
    // How far from the range, in half tenths, the nearest step so far rates
    // (for loop_sets, a step of another pattern half a tenth farther).
    int nearest = 2000;
    // The hardest step so far, in hundredths of a tenth (see fine).
    int hardest = 0;

private:
    bool kin(SeTechnique technique) const {
        return kin_.empty() || std::find(kin_.begin(), kin_.end(), technique) != kin_.end();
    }
    ErRange range_;
    int high_;
    bool finest_;  // see fine
    bool loop_sets_;  // see loop_sets
    std::vector<SeTechnique> kin_;  // the families of the range; none: every technique is
};

// What each half tenth between a steered range and the nearest step of a
// puzzle's solve weighs in its distance: more than any distance of its ER.
constexpr int step_weight = 50'000;

// How far a hardest step of `hundredths` (see fine) lies from the range,
// in hundredths of a tenth.
int off(ErRange range, int hundredths) {
    if (hundredths < range.low * 100) return range.low * 100 - hundredths;
    if (!longest_chains(range)) return std::max(100, hundredths - range.high * 100);  // whole tenths
    return std::max(1, hundredths - (range.high + 1) * 100 + 1);
}

// A candidate's rating as far as the range needs it: how far it lies from
// the range (0: inside, and then the whole rating). How far its hardest
// step does, in hundredths of a tenth (see fine); for a steered range, first
// how far the step of its solve nearest the range does (see Family): such a
// figure is far more often a step of an easier or harder solve than its
// hardest, and a few givens changed can take away what is harder, or make
// room for the step.
struct Judged {
    int distance;
    std::optional<Rating> rating;
};

// Where a puzzle that needs nested forcing chains counts, in hundredths:
// past every dynamic forcing chain (+) a range below it could hold.
constexpr int nested_hundredths = 9'650;

// Without a budget, so that the seed alone decides; without nested forcing
// chains (seconds to minutes a puzzle), so that no candidate stalls the run:
// one that needs them rates 9.5+. A puzzle they do not rate is solved by
// SE's own steps (SE asks them only where no other technique has a hint),
// so its ER is SE's exactly, 9.5 included.
Judged judge(Grid const& puzzle, ErRange range) {
    Ceiling ceiling(range, range.high >= highest_er ? 1000 : range.high);
    auto steps = [&] { return steered(range) ? ceiling.nearest * step_weight : 0; };
    SeRating se = rate_se(puzzle, SeBudget{.nested = false}, &ceiling);
    if (ceiling.too_hard) return {off(range, *ceiling.too_hard) + steps(), std::nullopt};
    Rating rating = rating_of(se, true, ceiling.taken);
    if (within(range, rating)) return {0, rating};
    int hardest = !longest_chains(range) ? rating.er * 100
                  : rating.er_bound   ? std::max(ceiling.hardest, nested_hundredths)
                                      : ceiling.hardest;
    return {off(range, hardest) + steps(), std::nullopt};
}

// How many moves a walk may make without coming closer to the range before
// it starts again from a new grid.
constexpr int patience = 24;
// How many times a steered walk (see steered) that ran out of patience
// starts again from the nearest puzzle it has met before it gives up that
// grid for a new one: a step of the range, once met, is worth keeping.
constexpr int homecomings = 8;
// For loop_sets, whose rare loops, once met, are worth searching around longer.
constexpr int loop_homecomings = 64;
// How much farther, in hundredths of a tenth, a neighbour may be for the
// walk of the longest chains to move there: hard puzzles are far apart in
// the neighbourhood (most neighbours are far easier), and a walk that only
// goes nearer stops at the first ridge.
constexpr int drift = 60;

// Rare ratings are found by walking: from a fresh minimal puzzle, to
// neighbours (neighbour above) no farther from the range, until one is in
// it, going back to the nearest met when a walk stalls. Most of a level's
// figures lie a few givens apart from commoner ones.
Generated walk(Random& random, Symmetry symmetry, ErRange range, std::function<void(std::uint64_t)> const& tried) {
    struct Place {
        Grid puzzle, solution;
        Judged judged;
    };
    std::optional<Place> best;
    int returns = 0;
    bool const longest = longest_chains(range);
    bool const returning = steered(range) || longest;
    bool const loops = loop_sets(range);
    int const homes = loops ? loop_homecomings : homecomings;
    for (std::uint64_t rejected = 0;;) {
        Place at;
        if (best && returning && returns < homes) {
            at = *best;
            ++returns;
        } else {
            at.solution = random_solution(random);
            at.puzzle = dig(at.solution, random, symmetry, std::nullopt);
            at.judged = judge(at.puzzle, range);
            best = at;
            returns = 0;
        }
        for (int stale = 0; at.judged.distance != 0 && stale < patience; ++stale) {
            if (tried) tried(++rejected);
            Grid solution = at.solution;
            std::optional<Grid> swapped;
            if (longest) swapped = swap_neighbour(at.puzzle, solution, random, symmetry);
            // A loop of the range's pattern a tenth from it: 2 half tenths.
            if (loops && at.judged.distance < 3 * step_weight)
                swapped = solution_swap(at.puzzle, at.solution, random, symmetry);
            Grid next = swapped ? *swapped : neighbour(at.puzzle, at.solution, random, symmetry);
            Judged there = judge(next, range);
            if (there.distance < at.judged.distance) stale = -1;
            // A loop set of the range met, whatever follows it: the walk
            // roams among the puzzles that keep it (their later steps vary
            // with each swap, and the nearest is rarely downhill).
            int const slack = longest ? drift : loops && at.judged.distance < step_weight ? step_weight : 0;
            bool const moved = there.distance <= at.judged.distance + slack;
            if (moved) at = {next, swapped ? solution : at.solution, there};
            if (there.distance < best->judged.distance) {
                best = at;
                returns = 0;
            } else if (loops && moved && there.distance == best->judged.distance) {
                // The way back follows the walk through puzzles as near as
                // the nearest met: a cluster is searched through, not only
                // around the first of its puzzles met.
                best = at;
            }
        }
        if (at.judged.distance == 0) return {at.puzzle, at.solution, at.judged.rating};
        if (tried) tried(++rejected);
    }
}

}  // namespace

bool reachable(ErRange range) {
    for (int er : minimal_figures())
        if (range.holds(er)) return true;
    return false;
}

std::vector<int> const& minimal_figures() {
    // SE's figures up to 9.5 but 1.0 (only full houses: every step then
    // fills the last open cell of a unit no later step uses, so at most 27
    // cells are open, and no minimal puzzle has 54 givens) and 1.9 (wherever
    // a direct claiming is, a hidden single or a direct pointing is too, and
    // SE takes the easier). From 4.5 on, every tenth a technique gives:
    // unique rectangles and loops 4.5-5.3 (by their size and extra cells),
    // naked quad 5.0, jellyfish 5.2, hidden quad 5.4, BUGs 5.6-6.2, aligned
    // pair exclusion 6.2, chains from 6.5 on, a tenth for each few more links.
    // Nothing rates 5.5, 6.3 or 6.4.
    static std::vector<int> const figures = [] {
        std::vector<int> f{12, 15, 17, 20, 23, 25, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44};
        for (int er = 45; er <= 95; ++er)
            if (er != 55 && er != 63 && er != 64) f.push_back(er);
        // Above 9.5, nested forcing chains, up to the hardest puzzle of
        // the set whose neighbours give them (hard_neighbourhood.hpp).
        for (int er = 96; er <= hardest_seed_er(); ++er) f.push_back(er);
        return f;
    }();
    return figures;
}

Random random_for(std::uint64_t seed, std::uint64_t index) {
    // SplitMix64 of the two, so that neighbouring seeds and indices start far apart.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return Random(z ^ (z >> 31));
}

Generated generate(Random& random, Symmetry symmetry, std::optional<ErRange> range,
                   std::function<void(std::uint64_t)> const& tried) {
    if (range && near_hard_puzzles_first(*range, symmetry)) return near_hard_puzzles(random, *range, tried);
    if (range && loop_quad_only(*range) && symmetry == Symmetry::none)
        for (;;) {
            // Its rating up to 5.3 ended: this one, whole, is 5.3.
            Generated found = loop_quad(random, tried);
            if (Judged judged = judge(found.puzzle, *range); judged.distance == 0) return {found.puzzle, found.solution, judged.rating};
        }
    std::optional<int> guided = guide(range);
    if (range && !guided) return walk(random, symmetry, *range, tried);
    for (std::uint64_t rejected = 0;; ++rejected) {
        if (tried) tried(rejected);
        Grid solution = random_solution(random);
        Grid puzzle = dig(solution, random, symmetry, guided);
        // Uniqueness only gets lost as givens go, so an orbit kept for it
        // stays needed: only a guided dig leaves a puzzle to check.
        if (guided && !minimal(puzzle, symmetry)) continue;
        if (!range) return {puzzle, solution, std::nullopt};
        if (Judged judged = judge(puzzle, *range); judged.distance == 0) return {puzzle, solution, judged.rating};
    }
}

}  // namespace sudoku
