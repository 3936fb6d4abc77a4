#include "loop_quad.hpp"

#include "generator_draws.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace sudoku {
namespace {

using Mask = unsigned;  // digits, bit d for digit d

int count(Mask m) { return std::popcount(m); }
Mask bit(Digit d) { return 1u << d; }

// The shape the search aims at: a loop of 10 cells of the solution, nine
// holding the two digits a and b in turn and c1 another; c2, a cell of the
// loop that shares `house` with c1, where the quad is to be.
struct Shape {
    std::array<Cell, 10> loop{};
    Cell c1 = 0, c2 = 0;
    int house = 0;
    Digit a = 0, b = 0;
    // The quad's other three cells, and its digits (c1's and theirs in the
    // solution): the nearest to it at the last step_distance.
    std::array<Cell, 3> three{};
    Mask quad = 0;
};

std::uint32_t houses_of(Cell cell) {
    return (1u << units_of[cell][0]) | (1u << units_of[cell][1]) | (1u << units_of[cell][2]);
}

// The loops of 10 cells through `start` whose other cells hold a or b in
// `solution`, in SE's sense (every house met is entered by one cell and
// left by the next: the houses at even places are those at odd ones).
class LoopFinder {
public:
    LoopFinder(Grid const& solution, Digit a, Digit b) : solution_(solution), a_(a), b_(b) {}
    std::vector<std::array<Cell, 10>> from(Cell start) {
        found_.clear();
        search(start, -1, {0, 0});
        return found_;
    }

private:
    void search(Cell cell, int last_kind, std::array<std::uint32_t, 2> houses) {
        houses[size_ % 2] |= houses_of(cell);
        path_[size_++] = cell;
        for (int kind = 0; kind < 3 && found_.size() < 64; ++kind) {
            if (kind == last_kind) continue;
            for (Cell next : units[units_of[cell][kind]].cells) {
                if (next == path_[0] && size_ == 10 && houses[0] == houses[1]) found_.push_back(path_);
                if (size_ == 10 || (solution_[next] != a_ && solution_[next] != b_) ||
                    std::find(path_.begin(), path_.begin() + size_, next) != path_.begin() + size_ ||
                    (houses[size_ % 2] & houses_of(next)))
                    continue;
                search(next, kind, houses);
            }
        }
        --size_;
    }
    Grid const& solution_;
    Digit a_, b_;
    std::array<Cell, 10> path_{};
    int size_ = 0;
    std::vector<std::array<Cell, 10>> found_;
};

// A shape in `solution`, drawn at random; none if the draws meet no loop.
std::optional<Shape> draw_shape(Grid const& solution, Random& random) {
    for (int attempt = 0; attempt < 20; ++attempt) {
        Shape s;
        s.a = static_cast<Digit>(1 + below(random, 9));
        s.b = static_cast<Digit>(1 + (s.a + below(random, 8)) % 9);
        do s.c1 = static_cast<Cell>(below(random, cell_count));
        while (solution[s.c1] == s.a || solution[s.c1] == s.b);
        auto loops = LoopFinder(solution, s.a, s.b).from(s.c1);
        if (loops.empty()) continue;
        s.loop = loops[below(random, static_cast<unsigned>(loops.size()))];
        std::vector<std::pair<Cell, int>> mates;
        for (Cell x : s.loop)
            for (int k = 0; k < 3; ++k)
                if (x != s.c1 && units_of[x][k] == units_of[s.c1][k]) mates.push_back({x, units_of[x][k]});
        auto [c2, house] = mates[below(random, static_cast<unsigned>(mates.size()))];
        s.c2 = c2;
        s.house = house;
        // Three cells of the house to start with (step_distance picks the
        // nearest three each time).
        std::array<Cell, 9> free{};
        unsigned n = 0;
        for (Cell x : units[house].cells)
            if (x != s.c1 && x != s.c2 && solution[x] != s.a && solution[x] != s.b) free[n++] = x;
        shuffle(random, std::span(free).first(n));
        s.quad = bit(solution[s.c1]);
        for (int i = 0; i < 3; ++i) {
            s.three[i] = free[i];
            s.quad |= bit(solution[free[i]]);
        }
        return s;
    }
    return std::nullopt;
}

// SE's solve replayed on the candidates, stopped at the first step of
// `stop_at` or more (0: never), that step not applied: `cand` and `placed`
// are the state then.
class Replay : public SeObserver {
public:
    Replay(Grid const& puzzle, int stop_at) : placed(puzzle), stop_at_(stop_at) {
        for (int c = 0; c < cell_count; ++c) {
            if (puzzle.digits[c] != no_digit) continue;
            cand[c] = 0x3FE;
            for (Cell peer : peers[c]) cand[c] &= ~bit(puzzle.digits[peer]);
        }
    }
    Next on_step(SeStep const& step) override {
        if (stop_at_ && step.difficulty >= stop_at_ && stopped_at == 0) {
            stopped = step.method;
            stopped_at = step.difficulty;
            // Past a 5.3 loop, on to where the solve ends or stops.
            if (step.method.technique != SeTechnique::unique_loop || step.difficulty != 53) return Next::stop;
        }
        if (step.difficulty == 53) quad = true;
        for (int c = 0; c < cell_count; ++c) cand[c] &= ~Mask{step.eliminated[c]};
        if (step.placed_cell >= 0) {
            Cell cell = static_cast<Cell>(step.placed_cell);
            placed[cell] = step.placed_digit;
            cand[cell] = 0;
            for (Cell peer : peers[cell]) cand[peer] &= ~bit(step.placed_digit);
        }
        return Next::go_on;
    }
    bool open(Cell cell) const { return placed[cell] == no_digit; }
    int open_cells() const {
        return static_cast<int>(std::count(placed.digits.begin(), placed.digits.end(), no_digit));
    }
    std::array<Mask, cell_count> cand{};
    Grid placed;
    SeMethod stopped{};
    int stopped_at = 0;
    bool quad = false;  // a 5.3 step was taken

private:
    int stop_at_;
};

// SE's techniques up to 5.3, the figure aimed at: where they run out the
// solve stops, unsolved, without the chains' long searches.
constexpr SeBudget up_to_quad{.nested = false, .ceiling = 53};

// How far SE's solve of `puzzle`, up to 5.3, is from taking a loop quad
// first among its steps of 4.5 or more, then ending: once it takes one,
// the open cells where it stops after (0: solved, a 5.3 puzzle); before,
// 100 and more, by how far the state where it first takes such a step
// (or stops) is from the shape's quad; solved below 4.5, 2000 and more.
// `wanted`: the givens that would take out a digit the shape must not hold
// (left as it was when the state is not scored by the shape).
int step_distance(Grid const& puzzle, Grid const& solution, Shape& s, std::vector<Cell>* wanted = nullptr) {
    Replay r(puzzle, 45);
    std::array<bool, cell_count> w{};  // the shape's cells: no given goes there
    for (Cell x : s.loop) w[x] = true;
    for (Cell x : units[s.house].cells) w[x] = true;
    SeRating rating = rate_se(puzzle, up_to_quad, &r);
    // Solved below 4.5: fewer givens make it harder.
    if (rating.solved && r.stopped_at == 0)
        return 2000 + cell_count - static_cast<int>(std::count(puzzle.digits.begin(), puzzle.digits.end(), no_digit));
    if (r.stopped.technique == SeTechnique::unique_loop && r.stopped_at == 53) return r.open_cells();
    auto const& cand = r.cand;
    Mask ab = bit(s.a) | bit(s.b);
    int off = 0;
    for (Cell x : s.loop) {
        if (!r.open(x)) {
            off += 6;
            continue;
        }
        off += 3 * count(ab & ~cand[x]);
        if (x != s.c1 && x != s.c2) off += 2 * count(cand[x] & ~ab);
    }
    Mask extra = (cand[s.c1] | cand[s.c2]) & ~ab;
    for (Cell x : {s.c1, s.c2})
        if (r.open(x) && !(cand[x] & ~ab)) off += 3;
    off += count(extra) < 2 ? 3 * (2 - count(extra)) : 2 * std::max(0, count(extra) - 4);
    // The quad's three other cells, with no digit but the quad's, and
    // every digit of it in one of them or in both c1 and c2 (SE's naked
    // set); a digit of it elsewhere in the house for the step to remove.
    // Of the cells of the house that can be the three (their digits not
    // the loop's), the three nearest to that.
    std::array<Cell, 9> free{};
    int n = 0, open = 0;
    for (Cell x : units[s.house].cells) {
        open += r.open(x);
        if (x != s.c1 && x != s.c2 && solution[x] != s.a && solution[x] != s.b) free[n++] = x;
    }
    auto quad_off = [&](std::array<Cell, 3> const& three, Mask quad) {
        int v = 0;
        Mask in_three = 0;
        for (Cell x : three) {
            if (!r.open(x)) {
                v += 6;
                continue;
            }
            v += 2 * count(cand[x] & ~quad) + (count(cand[x]) < 2 ? 3 : 0);
            in_three |= cand[x];
        }
        for (Cell x : {s.c1, s.c2}) v += 2 * count(cand[x] & ~(quad | ab));
        v += 2 * count(quad & ~(in_three | (cand[s.c1] & cand[s.c2])));
        bool removes = false;
        for (Cell x : units[s.house].cells)
            if (r.open(x) && x != s.c1 && x != s.c2 && std::find(three.begin(), three.end(), x) == three.end() && (cand[x] & quad))
                removes = true;
        return v + (removes ? 0 : 2);
    };
    int nearest_three = 1000;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int k = j + 1; k < n; ++k) {
                std::array<Cell, 3> three{free[i], free[j], free[k]};
                Mask quad = bit(solution[s.c1]) | bit(solution[free[i]]) | bit(solution[free[j]]) | bit(solution[free[k]]);
                if (int v = quad_off(three, quad); v < nearest_three) {
                    nearest_three = v;
                    s.three = three;
                    s.quad = quad;
                }
            }
    off += nearest_three;
    off += 4 * std::max(0, 8 - open);
    // Each loop digit elsewhere in the house too, or SE takes type 4 (5.0).
    for (Digit d : {s.a, s.b}) {
        bool elsewhere = false;
        for (Cell x : units[s.house].cells) elsewhere = elsewhere || (x != s.c1 && x != s.c2 && r.open(x) && (cand[x] & bit(d)));
        off += elsewhere ? 0 : 2;
    }
    // Such a digit goes with a given where the solution has it among the
    // cell's peers.
    if (wanted) {
        wanted->clear();
        auto keep_out = [&](Cell x, Mask allowed) {
            if (!r.open(x)) return;
            for (Mask m = cand[x] & ~allowed & ~bit(solution[x]); m; m &= m - 1) {
                Digit d = static_cast<Digit>(std::countr_zero(m));
                for (int k = 0; k < 3; ++k)
                    for (Cell y : units[units_of[x][k]].cells)
                        if (solution[y] == d && puzzle[y] == no_digit && !w[y]) wanted->push_back(y);
            }
        };
        for (Cell x : s.loop) keep_out(x, x == s.c1 || x == s.c2 ? ab | s.quad : ab);
        for (Cell x : s.three) keep_out(x, s.quad);
    }
    // Past every step of the shape (0 to 99): 100, a tenth for each point
    // off (the pattern whole but the step not SE's, 1), and the open cells.
    return 100 + 10 * (off + 1) + r.open_cells();
}

// A candidate of the finishing stage: the open cells left where the solve,
// up to 5.3, stops, and the givens that could go while one solution
// remains. Empty: the solve takes no 5.3 step.
std::optional<int> finish_distance(Grid const& puzzle) {
    Replay r(puzzle, 0);
    rate_se(puzzle, up_to_quad, &r);
    if (!r.quad) return std::nullopt;
    int removable = 0;
    for (int c = 0; c < cell_count; ++c) {
        if (puzzle.digits[c] == no_digit) continue;
        Grid fewer = puzzle;
        fewer.digits[c] = no_digit;
        removable += unique(fewer);
    }
    return 10 * r.open_cells() + 4 * removable;
}

// Whether a move `worse` than the current state by `by` is taken, at
// `heat`: with a chance that halves for each `heat` of it (integers alone,
// so that every machine draws the same).
bool take(Random& random, int by, int heat) {
    if (by <= 0) return true;
    int halvings = by * 4 / std::max(heat, 1);
    return halvings < 16 && below(random, 1u << 16) < (1u << (16 - halvings)) / 2;
}

// A neighbour: a given out, one in (the solution's digit), or both; not
// in the `fixed` cells.
Grid move(Grid puzzle, Grid const& solution, Random& random, std::array<bool, cell_count> const& fixed) {
    std::array<Cell, cell_count> givens{}, open{};
    unsigned given_count = 0, open_count = 0;
    for (int c = 0; c < cell_count; ++c)
        if (!fixed[c]) (puzzle.digits[c] == no_digit ? open[open_count++] : givens[given_count++]) = static_cast<Cell>(c);
    unsigned kind = below(random, 3);
    if (kind != 1 && given_count) puzzle[givens[below(random, given_count)]] = no_digit;
    if (kind != 0 && open_count) {
        Cell c = open[below(random, open_count)];
        puzzle[c] = solution[c];
    }
    return puzzle;
}


// The finishing stage: givens moved, keeping a 5.3 step in the solve and
// the `keep_open` cells open, until the solve up to 5.3 ends and no given
// could go. Empty if that does not come.
template <typename Counter>
std::optional<Grid> finish(Grid puzzle, Grid const& solution, std::array<bool, cell_count> const& keep_open, Random& random,
                           Counter const& count_one) {
    constexpr int tries = 20'000, period = 4'000, heat = 10;
    std::optional<int> now = finish_distance(puzzle);
    for (int i = 0; i < tries && now && *now != 0; ++i) {
        count_one();
        Grid next = move(puzzle, solution, random, keep_open);
        if (!unique(next)) continue;
        std::optional<int> there = finish_distance(next);
        if (there && take(random, *there - *now, heat - heat * (i % period) / period)) {
            puzzle = next;
            now = there;
        }
    }
    if (now && *now == 0) return puzzle;
    return std::nullopt;
}

}  // namespace

bool loop_quad_only(ErRange range) {
    bool any = false;
    for (int er : minimal_figures()) {
        if (!range.holds(er)) continue;
        if (er != 53) return false;
        any = true;
    }
    return any;
}

Generated loop_quad(Random& random, std::function<void(std::uint64_t)> const& tried) {
    std::uint64_t rejected = 0;
    auto count_one = [&] {
        if (tried) tried(++rejected);
    };
    // How long the step stage goes on without coming nearer, by how near
    // it is: past the step, far longer.
    constexpr int patience = 3'000, period = 1'000, heat = 8;
    for (;;) {
        Grid solution = random_solution(random);
        std::optional<Shape> shape = draw_shape(solution, random);
        if (!shape) continue;
        std::array<bool, cell_count> fixed{};
        for (Cell x : shape->loop) fixed[x] = true;
        for (Cell x : units[shape->house].cells) fixed[x] = true;
        Grid puzzle = solution;
        for (int c = 0; c < cell_count; ++c)
            if (fixed[c]) puzzle.digits[c] = no_digit;
        if (!unique(puzzle)) continue;
        std::array<Cell, cell_count> order{};
        for (int c = 0; c < cell_count; ++c) order[c] = static_cast<Cell>(c);
        shuffle(random, std::span<Cell>(order));
        for (Cell c : order) {
            if (fixed[c]) continue;
            Grid fewer = puzzle;
            fewer[c] = no_digit;
            if (unique(fewer)) puzzle = fewer;
        }
        // The step stage: givens moved (but in the shape's cells) until the
        // solve takes a 5.3 loop as its first step of 4.5 or more, then
        // until it ends there; every heat period starts from the nearest.
        std::vector<Cell> wanted, wanted_there;
        int at = step_distance(puzzle, solution, *shape, &wanted);
        Grid best = puzzle;
        int best_at = at;
        for (int i = 0, since = 0; at != 0 && since < (best_at < 100 ? 10 : best_at <= 170 ? 3 : 1) * patience; ++i, ++since) {
            count_one();
            if (i % period == 0) {
                puzzle = best;
                at = step_distance(puzzle, solution, *shape, &wanted);
            }
            Grid next;
            if (!wanted.empty() && below(random, 2)) {
                // A given that takes out a digit the shape must not hold,
                // and perhaps a move elsewhere.
                next = below(random, 2) ? move(puzzle, solution, random, fixed) : puzzle;
                Cell c = wanted[below(random, static_cast<unsigned>(wanted.size()))];
                next[c] = solution[c];
            } else {
                next = move(puzzle, solution, random, fixed);
            }
            if (!unique(next)) continue;
            int there = step_distance(next, solution, *shape, &wanted_there);
            if (take(random, there - at, heat - heat * (i % period) / period)) {
                puzzle = next;
                at = there;
                wanted.swap(wanted_there);
            }
            if (at < best_at) {
                best = puzzle;
                best_at = at;
                since = 0;
            }
        }
        if (at != 0) continue;
        std::array<bool, cell_count> loop_open{};
        for (Cell x : shape->loop) loop_open[x] = true;
        if (std::optional<Grid> done = finish(puzzle, solution, loop_open, random, count_one)) return {*done, solution, std::nullopt};
    }
}

}  // namespace sudoku
