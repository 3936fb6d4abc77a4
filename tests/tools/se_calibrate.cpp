// Compares the Sudoku Explainer rater with SE's own ratings.
//   se_calibrate [CALIBRATION.tsv]   every disagreement, then the agreement figures
//   se_calibrate --time PUZZLES      rates a plain puzzle file, prints the time and an ER histogram
//   se_calibrate --steps PUZZLE      every step of one puzzle's solve
//   se_calibrate --dump PUZZLES      per puzzle: its figures and a hash of every step, to
//                                    check that a speed-up changed no step
//   se_calibrate --dump-evidence PUZZLES  the same, the steps gathering their evidence
//                                    (the output must not differ from --dump's)
//   se_calibrate --budget STEPS PUZZLES...  rates each puzzle of each file (a line file,
//                                    or the calibration file) under a budget of STEPS (0: none),
//                                    as --rate does, and prints per file the slowest rating,
//                                    how many took over 10 ms, and the steps done per second
//                                    (CPU time of the thread)
// The figures go to stdout; this is a tool for the engineer, not a test.
#include "puzzle_line.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

int tenths(std::string const& s) { return static_cast<int>(std::stod(s) * 10 + 0.5); }

std::string show(int t) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%d.%d", t / 10, t % 10);
    return buf;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

int time_file(char const* path) {
    std::ifstream in(path);
    std::string line;
    std::vector<sudoku::Grid> puzzles;
    while (std::getline(in, line))
        if (auto g = puzzle_of(line)) puzzles.push_back(*g);
    std::map<int, int> histogram;
    int unsolved = 0;
    auto start = std::chrono::steady_clock::now();
    for (auto const& p : puzzles) {
        auto r = sudoku::rate_se(p);
        ++histogram[r.er / 10];
        unsolved += !r.solved;
    }
    double t = seconds_since(start);
    std::printf("%zu puzzles in %.3f s (%.3f ms each), %d unsolved\n", puzzles.size(), t,
                1000 * t / static_cast<double>(puzzles.size()), unsolved);
    for (auto [er, n] : histogram) std::printf("  ER %d.x: %d\n", er, n);
    return 0;
}

// The time of each rating under a budget, one file at a time: the rating
// alone, as --rate makes it (nested chains only for a puzzle with one
// solution), not reading or solving. The thread's CPU time, which a busy
// machine's other processes do not lengthen.
double thread_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

int time_budget(std::uint64_t budget, int files, char** paths) {
    for (int f = 0; f < files; ++f) {
        std::ifstream in(paths[f]);
        if (!in) {
            std::cerr << paths[f] << ": cannot open\n";
            return 2;
        }
        std::string line, slowest, slowest_per_step;
        int puzzles = 0, over_10ms = 0, cut = 0;
        double longest = 0, total = 0, slowest_rate = 0;  // steps/s, of ratings over 10 ms
        std::uint64_t steps = 0;
        while (std::getline(in, line)) {
            auto g = puzzle_of(line);
            if (!g) continue;
            bool unique = sudoku::count_solutions(*g, 2).solutions == 1;
            double start = thread_seconds();
            auto r = sudoku::rate_se(*g, sudoku::SeBudget{.steps = budget, .nested = unique});
            double t = thread_seconds() - start;
            ++puzzles;
            total += t;
            steps += r.steps;
            cut += r.cut;
            over_10ms += t > 0.010;
            double rate = static_cast<double>(r.steps) / t;
            if (t > 0.010 && (slowest_rate == 0 || rate < slowest_rate)) {
                slowest_rate = rate;
                slowest_per_step = line.substr(0, 81);
            }
            if (t > longest) {
                longest = t;
                slowest = line.substr(0, 81);
            }
        }
        std::printf("%s: %d puzzles, %d cut; slowest %.2f ms (%s); %d over 10 ms; %.0f steps/s, %.0f at least over 10 ms (%s)\n",
                    paths[f], puzzles, cut, 1000 * longest, slowest.c_str(), over_10ms,
                    total > 0 ? static_cast<double>(steps) / total : 0.0, slowest_rate, slowest_per_step.c_str());
    }
    return 0;
}

// Prints every step of one puzzle's solve.
class StepPrinter : public sudoku::SeObserver {
public:
    Next on_step(sudoku::SeStep const& s) override {
        std::printf("%s %s", show(s.difficulty).c_str(), std::string(s.name()).c_str());
        for (int c = 0; c < 81; ++c)
            for (int d = 1; d <= 9; ++d)
                if (s.eliminated[c] >> d & 1) std::printf(" r%dc%d<>%d", c / 9 + 1, c % 9 + 1, d);
        if (s.placed_cell >= 0) std::printf(" r%dc%d=%d", s.placed_cell / 9 + 1, s.placed_cell % 9 + 1, s.placed_digit);
        std::printf("\n");
        return Next::go_on;
    }
};

int print_steps(char const* text) {
    auto g = puzzle_of(text);
    if (!g) return 2;
    StepPrinter printer;
    auto r = sudoku::rate_se(*g, {}, &printer);
    std::printf("ER/EP/ED %s/%s/%s %s\n", show(r.er).c_str(), show(r.ep).c_str(), show(r.ed).c_str(),
                r.solved ? "solved" : "unsolved");
    return 0;
}

// Folds every step (technique, difficulty, eliminations, placement) into one number.
class StepHasher : public sudoku::SeObserver {
public:
    explicit StepHasher(bool evidence) : evidence_(evidence) {}
    bool wants_evidence() const override { return evidence_; }
    std::uint64_t hash = 1469598103934665603ull;
    Next on_step(sudoku::SeStep const& s) override {
        for (char ch : s.name()) mix(static_cast<unsigned char>(ch));
        mix(static_cast<std::uint64_t>(s.difficulty));
        for (auto m : s.eliminated) mix(m);
        mix(static_cast<std::uint64_t>(s.placed_cell + 1) * 16 + s.placed_digit);
        return Next::go_on;
    }

private:
    void mix(std::uint64_t v) { hash = (hash ^ v) * 1099511628211ull; }
    bool evidence_;
};

int dump_file(char const* path, bool evidence) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        auto g = puzzle_of(line);
        if (!g) continue;
        StepHasher hasher(evidence);
        auto r = sudoku::rate_se(*g, {}, &hasher);
        std::printf("%s/%s/%s %s %016llx\n", show(r.er).c_str(), show(r.ep).c_str(), show(r.ed).c_str(),
                    r.solved ? "solved" : "unsolved", static_cast<unsigned long long>(hasher.hash));
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 3 && std::string(argv[1]) == "--time") return time_file(argv[2]);
    if (argc >= 4 && std::string(argv[1]) == "--budget") return time_budget(std::stoull(argv[2]), argc - 3, argv + 3);
    if (argc >= 3 && std::string(argv[1]) == "--steps") return print_steps(argv[2]);
    if (argc >= 3 && std::string(argv[1]) == "--dump") return dump_file(argv[2], false);
    if (argc >= 3 && std::string(argv[1]) == "--dump-evidence") return dump_file(argv[2], true);
    std::string path = argc >= 2 ? argv[1] : "tests/data/se_rated_calibration.tsv";
    std::ifstream in(path);
    if (!in) {
        std::cerr << path << ": cannot open\n";
        return 2;
    }
    std::string line;
    int total = 0, er_equal = 0, er_near = 0, ep_equal = 0, ed_equal = 0;
    std::map<std::string, int> missed_by_technique;
    auto start = std::chrono::steady_clock::now();
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string puzzle, er, ep, ed, technique;
        std::getline(fields, puzzle, '\t');
        std::getline(fields, er, '\t');
        std::getline(fields, ep, '\t');
        std::getline(fields, ed, '\t');
        std::getline(fields, technique, '\t');
        auto g = puzzle_of(puzzle);
        if (!g) continue;
        auto r = sudoku::rate_se(*g);
        int want_er = tenths(er), want_ep = tenths(ep), want_ed = tenths(ed);
        ++total;
        er_equal += r.er == want_er;
        er_near += std::abs(r.er - want_er) <= 2;
        ep_equal += r.ep == want_ep;
        ed_equal += r.ed == want_ed;
        if (r.er != want_er || r.ep != want_ep || r.ed != want_ed) {
            std::printf("%s SE %s/%s/%s (%s) ours %s/%s/%s (%s)%s\n", puzzle.c_str(), er.c_str(), ep.c_str(),
                        ed.c_str(), technique.c_str(), show(r.er).c_str(), show(r.ep).c_str(),
                        show(r.ed).c_str(), std::string(r.hardest).c_str(), r.solved ? "" : " unsolved");
            if (r.er != want_er) ++missed_by_technique[technique];
        }
    }
    double t = seconds_since(start);
    auto pct = [&](int n) { return 100.0 * n / (total ? total : 1); };
    std::printf("puzzles %d  ER equal %.1f%%  ER within 0.2 %.1f%%  EP equal %.1f%%  ED equal %.1f%%  time %.2f s\n",
                total, pct(er_equal), pct(er_near), pct(ep_equal), pct(ed_equal), t);
    for (auto const& [name, n] : missed_by_technique) std::printf("  ER missed where SE's hardest is %s: %d\n", name.c_str(), n);
    return 0;
}
