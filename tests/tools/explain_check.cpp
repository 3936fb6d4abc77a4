// Replays the explanation --explain gives (Sudoku Explainer's steps, with
// their evidence, from the public rate_se) of every puzzle in a file that has
// one solution, on its own pencil marks, and checks each step:
// - a placement puts the solution's digit in an empty cell where it is a
//   candidate; an elimination removes a candidate the solution does not have
//   there; no step does nothing; the steps end at the solution unless the
//   solve stopped (it runs with no budget, nested forcing chains included,
//   so it stops only where even SE's last technique finds nothing);
// - the evidence of every step short of chains implies what the step does,
//   on the marks it was taken on (the evidence is documented on SeStep), so
//   that a wrong pattern fails, not only a wrong result.
// Usage: explain_check PUZZLES (a puzzle per line: its first 81 characters,
// digits and '.' or '0'); prints "N passed (M stopped short), K failed".
#include "evidence_rules.hpp"
#include "puzzle_line.hpp"

#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"

#include <fstream>
#include <iostream>
#include <string>

using namespace sudoku;

namespace {

class Replay : public SeObserver {
public:
    Replay(Grid const& givens, Grid const& solution) : solution_(solution) {
        board.marks.fill(Candidates::all());
        for (int c = 0; c < cell_count; ++c)
            if (givens.digits[c] != no_digit) board.place(static_cast<Cell>(c), givens.digits[c]);
    }
    bool wants_evidence() const override { return true; }
    Next on_step(SeStep const& step) override {
        ++steps;
        if (!error.empty()) return Next::go_on;
        std::string what = check_effect(step);
        if (what.empty()) what = evidence_check::check(step, board);
        if (!what.empty()) {
            error = "step " + std::to_string(steps) + " (" + std::string(step.name()) + "): " + what;
            return Next::go_on;
        }
        board.apply(step);
        return Next::go_on;
    }
    evidence_check::Board board;
    std::string error;
    int steps = 0;

private:
    std::string check_effect(SeStep const& step) const {
        bool any = step.placed_cell >= 0;
        for (int c = 0; c < cell_count; ++c)
            for (int d = 1; d <= 9; ++d) {
                if (!(step.eliminated[c] >> d & 1)) continue;
                any = true;
                if (!board.marks[c].contains(static_cast<Digit>(d))) return "removes a candidate already gone";
                if (solution_.digits[c] == d) return "removes the solution's digit";
            }
        if (!any) return "does nothing";
        if (step.placed_cell >= 0) {
            auto cell = static_cast<Cell>(step.placed_cell);
            if (board.grid.digits[cell] != no_digit) return "places in a filled cell";
            if (!board.marks[cell].contains(step.placed_digit)) return "places a digit that is not a candidate";
            if (solution_[cell] != step.placed_digit) return "places a digit the solution does not have";
        }
        return {};
    }
    Grid solution_;
};

}  // namespace

int main(int argc, char* argv[]) {
    if (argc != 2) {
        std::cerr << "usage: explain_check PUZZLES\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << argv[1] << ": cannot open\n";
        return 1;
    }
    std::string line;
    long passed = 0, stopped = 0, failed = 0, number = 0;
    while (std::getline(in, line)) {
        ++number;
        std::optional<Grid> puzzle = puzzle_of(line);
        if (!puzzle) continue;
        Grid const& givens = *puzzle;
        Solution solution = solve(givens);
        if (solution.count.solutions != 1) continue;
        Replay replay(givens, solution.first);
        SeRating rating = rate_se(givens, {}, &replay);
        std::string error = replay.error;
        if (error.empty() && rating.solved && !(replay.board.grid == solution.first))
            error = "the steps do not end at the solution";
        if (error.empty() && !rating.solved && replay.board.grid == solution.first)
            error = "the solve stops at the solution";
        if (error.empty()) {
            ++passed;
            stopped += !rating.solved;
        } else if (failed++ < 10) {
            std::cerr << "line " << number << ": " << error << '\n';
        }
    }
    std::cout << passed << " passed (" << stopped << " stopped short), " << failed << " failed\n";
    return failed == 0 && passed > 0 ? 0 : 1;
}
