// Checks the chains the SE rater shows, from their text alone: for every
// chain step of every puzzle of each file (one per line, the first 81
// characters; files of SE ratings are read the same way), the step is
// written with chain_text, the text is parsed back, and the conclusion is
// derived again on the candidates the step started from:
//   - every candidate named is a candidate there;
//   - every weak link joins two candidates of one cell, or one digit in two
//     cells that see each other, the left one true;
//   - every strong link makes true the last candidate left in a cell, or the
//     last place of a digit in a house, the others all shown false by the
//     chain (the one before it, and those in brackets before it);
//   - every bracket starts where the chain already was and ends false;
//   - every rule in braces holds on the candidates less its reasons and
//     removes the candidate after it (a nested chain is derived the same
//     way as the step's own chains, on those candidates);
//   - each chain ends at what its label says; a loop closes on its start;
//   - the chains together prove the step's effect (one chain from a fact to
//     its opposite; two from one assumption to a contradiction; the same
//     fact from a candidate on and off, from every candidate of a cell, or
//     from every place of a digit in a house; for a loop, each elimination
//     sees a true and a false candidate of its digit on the loop), the text's
//     effect is the step's, and the effect is sound against the solution.
// A step of a chain technique without chains fails too.
// Usage: chain_check [--show] [--limit N] FILE [[--limit N] FILE]...: reads
// at most N puzzles of each file after --limit, shows every chain step's text
// with --show, prints "N chain steps checked, M failed" and exits 1 on any
// failure, a missing file among them.
#include "chain_grammar.hpp"
#include "chain_rules.hpp"
#include "chain_text.hpp"
#include "puzzle_line.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/solver.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace chain_grammar;
using sudoku::cell_count;

// The candidates at the start of a step.
struct Board {
    std::array<std::uint16_t, cell_count> cand{};
    bool has(int c, int d) const { return (cand[c] >> d) & 1; }
};

bool sees(int a, int b) {
    auto ca = static_cast<sudoku::Cell>(a), cb = static_cast<sudoku::Cell>(b);
    return a != b && (sudoku::row_of(ca) == sudoku::row_of(cb) || sudoku::column_of(ca) == sudoku::column_of(cb) ||
                      sudoku::box_of(ca) == sudoku::box_of(cb));
}

std::string name(int cell, int digit) {
    return "(" + std::to_string(digit) + ")r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

std::vector<Fact> conclusions(Proof const& proof, Board const& board, bool nested = false);

// One chain's derivation: the state each candidate was shown to have.
class Derivation {
public:
    // A nested chain (SE's static forcing chain, whose "on" and "off"
    // states are searched apart) may pass a candidate in both states: from
    // its assumption, each link still follows from the one before.
    explicit Derivation(Board const& b, bool both_ways = false) : board_(b), both_ways_(both_ways) {}

    // Follows a line; the first term's state is `start` (the assumption),
    // else it must have been shown already. Returns the last term's fact.
    Fact follow(Line const& line, std::optional<bool> start) {
        Term const& first = line.terms.front();
        bool state;
        if (start) {
            state = *start;
        } else {
            // A bracket: from where the chain already was.
            auto known = shown(first.cell, first.digit);
            if (!known) throw Failure("bracket starts at " + name(first.cell, first.digit) + ", not shown yet");
            state = *known;
        }
        check_candidate(first);
        establish(first.cell, first.digit, state);
        Term const* previous = &first;
        for (std::size_t i = 1; i < line.terms.size(); ++i) {
            Term const& t = line.terms[i];
            check_candidate(t);
            std::vector<Fact> extra;
            for (Line const& b : t.brackets) {
                Fact end = follow(b, std::nullopt);
                if (end.on) throw Failure("bracket before " + name(t.cell, t.digit) + " ends true");
                extra.push_back(end);
            }
            if (!t.rule.empty()) {
                if (t.link != '-') throw Failure("a rule's candidate after '='");
                if (state) throw Failure("a rule resting on true " + name(previous->cell, previous->digit));
                extra.push_back({previous->cell, previous->digit, false});
                if (!rule_removes(t.rule.front(), t, extra))
                    throw Failure("the rule before " + name(t.cell, t.digit) + " does not remove it");
                state = false;
            } else if (t.link == '-') {
                if (!state) throw Failure("weak link from false " + name(previous->cell, previous->digit));
                bool same_cell = t.cell == previous->cell && t.digit != previous->digit;
                bool same_digit = t.digit == previous->digit && sees(t.cell, previous->cell);
                if (!same_cell && !same_digit)
                    throw Failure("no weak link " + name(previous->cell, previous->digit) + "-" + name(t.cell, t.digit));
                if (!extra.empty()) throw Failure("brackets before a weak link");
                state = false;
            } else {
                if (state) throw Failure("strong link from true " + name(previous->cell, previous->digit));
                extra.push_back({previous->cell, previous->digit, false});
                if (!last_left(t, *previous, extra))
                    throw Failure("no strong link " + name(previous->cell, previous->digit) + "=" + name(t.cell, t.digit));
                state = true;
            }
            // A main line may end at the opposite of its assumption: that
            // is what it shows.
            if (!start || i + 1 < line.terms.size()) establish(t.cell, t.digit, state);
            previous = &t;
        }
        return {previous->cell, previous->digit, state};
    }

    std::map<std::pair<int, int>, bool> const& facts() const { return facts_; }

private:
    std::optional<bool> shown(int cell, int digit) const {
        auto it = facts_.find({cell, digit});
        if (it == facts_.end()) return std::nullopt;
        return it->second;
    }
    void establish(int cell, int digit, bool state) {
        auto [it, added] = facts_.insert({{cell, digit}, state});
        if (!added && it->second != state && !both_ways_) throw Failure(name(cell, digit) + " shown both true and false in one chain");
    }
    void check_candidate(Term const& t) const {
        if (!board_.has(t.cell, t.digit)) throw Failure(name(t.cell, t.digit) + " is not a candidate");
    }
    // Whether `t` is left alone in its cell or in a house of its digit by
    // the false candidates `off`, among which the one before it.
    bool last_left(Term const& t, Term const& before, std::vector<Fact> const& off) const {
        auto is_off = [&](int cell, int digit) {
            for (Fact const& f : off)
                if (f.cell == cell && f.digit == digit) return true;
            return false;
        };
        if (before.cell == t.cell && before.digit != t.digit) {
            bool alone = true;
            for (int d = 1; d <= 9; ++d)
                if (d != t.digit && board_.has(t.cell, d) && !is_off(t.cell, d)) alone = false;
            if (alone) return true;
        }
        if (before.digit != t.digit || !sees(before.cell, t.cell)) return false;
        for (auto const& unit : sudoku::units) {
            bool holds_both = false, holds_t = false;
            for (auto c : unit.cells) {
                holds_t = holds_t || c == t.cell;
                holds_both = holds_both || c == before.cell;
            }
            if (!holds_t || !holds_both) continue;
            bool alone = true;
            for (auto c : unit.cells)
                if (c != t.cell && board_.has(c, t.digit) && !is_off(c, t.digit)) alone = false;
            if (alone) return true;
        }
        return false;
    }

    // Whether the rule, on the step's candidates less `off` (its reasons),
    // holds as written and removes `t` (chain_rules.hpp).
    bool rule_removes(Rule const& r, Term const& t, std::vector<Fact> const& off) const {
        if (!r.nested.empty()) {
            // A nested chain proves its conclusions on the grid less its
            // reasons: the candidate must be among what they remove.
            Board less = board_;
            for (Fact const& f : off) less.cand[f.cell] = static_cast<std::uint16_t>(less.cand[f.cell] & ~(1u << f.digit));
            Proof inner;
            inner.chains = r.nested;
            for (Fact const& f : conclusions(inner, less, true)) {
                if (!f.on && f.cell == t.cell && f.digit == t.digit) return true;
                if (f.on && f.cell == t.cell && f.digit != t.digit) return true;
            }
            return false;
        }
        return chain_rules::removes(r, t.cell, t.digit, [&](int cell, int digit) {
            if (!board_.has(cell, digit)) return false;
            return std::none_of(off.begin(), off.end(), [&](Fact const& f) { return f.cell == cell && f.digit == digit; });
        });
    }

    Board const& board_;
    bool both_ways_;
    std::map<std::pair<int, int>, bool> facts_;
};

// What the chains prove, as facts; throws if they prove nothing.
std::vector<Fact> conclusions(Proof const& proof, Board const& board, bool nested) {
    std::vector<Fact> ends;
    for (Chain const& c : proof.chains) {
        Derivation d(board, nested && !c.loop);
        if (c.loop) {
            if (proof.chains.size() != 1) throw Failure("a loop among other chains");
            Line const& l = c.line;
            Term const& a = l.terms.front();
            if (l.terms.size() < 4 || l.terms[1].link != '-' || l.terms.back().link != '=' ||
                l.terms.back().cell != a.cell || l.terms.back().digit != a.digit)
                throw Failure("the loop does not close");
            // Both ways round only with links that hold both ways.
            for (Term const& t : l.terms)
                if (!t.brackets.empty()) throw Failure("a loop with brackets");
            d.follow(l, true);
            // The loop's true candidates are all true, or its false ones
            // all are: a candidate seeing one of each of its digit goes.
            std::vector<Fact> gone;
            for (int cell = 0; cell < cell_count; ++cell)
                for (int digit = 1; digit <= 9; ++digit) {
                    if (!board.has(cell, digit)) continue;
                    bool on_cell = false, sees_on = false, sees_off = false;
                    for (auto [key, state] : d.facts()) {
                        on_cell = on_cell || key.first == cell;
                        if (key.second != digit || !sees(key.first, cell)) continue;
                        (state ? sees_on : sees_off) = true;
                    }
                    if (!on_cell && sees_on && sees_off) gone.push_back({cell, digit, false});
                }
            return gone;
        }
        if (!board.has(c.assumption.cell, c.assumption.digit)) throw Failure("the assumption is not a candidate");
        Term const& a = c.line.terms.front();
        if (a.cell != c.assumption.cell || a.digit != c.assumption.digit) throw Failure("the chain does not start at its assumption");
        Fact end = d.follow(c.line, c.assumption.on);
        if (!(end == c.conclusion)) throw Failure("a chain does not end where its label says");
        ends.push_back(end);
    }
    auto const& chains = proof.chains;
    // One chain to the opposite of its assumption, or two from one
    // assumption to a candidate true and false: the assumption is wrong.
    auto negation = [](Fact f) { return Fact{f.cell, f.digit, !f.on}; };
    if (chains.size() == 1 && ends[0] == negation(chains[0].assumption)) return {ends[0]};
    if (chains.size() == 2 && chains[0].assumption == chains[1].assumption && ends[0] == negation(ends[1]))
        return {negation(chains[0].assumption)};
    // Otherwise every chain ends at the same fact, from assumptions of which
    // one must hold.
    for (Fact const& e : ends)
        if (!(e == ends[0])) throw Failure("the chains end at different facts");
    if (chains.size() == 2 && chains[0].assumption == negation(chains[1].assumption)) return {ends[0]};
    std::set<std::pair<int, int>> assumed;
    for (Chain const& c : chains) {
        if (!c.assumption.on) throw Failure("a false assumption among several");
        assumed.insert({c.assumption.cell, c.assumption.digit});
    }
    // Every candidate of one cell?
    int cell = chains[0].assumption.cell;
    bool whole_cell = true;
    for (int d = 1; d <= 9; ++d)
        if (board.has(cell, d) != (assumed.count({cell, d}) > 0)) whole_cell = false;
    for (Chain const& c : chains) whole_cell = whole_cell && c.assumption.cell == cell;
    if (whole_cell) return {ends[0]};
    // Every place of one digit in a house?
    int digit = chains[0].assumption.digit;
    for (auto const& unit : sudoku::units) {
        bool whole = true;
        std::size_t places = 0;
        for (auto c : unit.cells)
            if (board.has(c, digit)) {
                ++places;
                whole = whole && assumed.count({static_cast<int>(c), digit}) > 0;
            }
        if (whole && places == assumed.size()) return {ends[0]};
    }
    throw Failure("the assumptions are not exhaustive");
}

std::string show(Fact f) {
    return "r" + std::to_string(f.cell / 9 + 1) + "c" + std::to_string(f.cell % 9 + 1) + (f.on ? "=" : "<>") +
           std::to_string(f.digit);
}

int shown_failures = 0;
bool show_texts = false;

class Checker : public sudoku::SeObserver {
public:
    Checker(sudoku::Grid const& puzzle, sudoku::Grid const& solution) : solution_(solution) {
        for (auto& m : board_.cand) m = 0x3FE;
        for (int c = 0; c < cell_count; ++c)
            if (puzzle[static_cast<sudoku::Cell>(c)]) place(c, puzzle[static_cast<sudoku::Cell>(c)]);
    }
    bool wants_evidence() const override { return true; }
    Next on_step(sudoku::SeStep const& step) override {
        std::string name(step.name());
        bool chain_kind = name.find("Chain") != std::string::npos || name.find("Cycle") != std::string::npos ||
                          name.find("Turbot") != std::string::npos;
        if (chain_kind || !step.chains.empty()) {
            ++checked;
            std::string text = solve::chain_text(step);
            if (show_texts) std::printf("%s: %s\n", name.c_str(), text.c_str());
            try {
                if (step.chains.empty()) throw Failure("no chains");
                check(step, text);
                tamper_with_rules(step, text);
            } catch (Failure const& f) {
                ++failed;
                if (++shown_failures <= 10) std::printf("FAIL %s: %s\n  %s\n", name.c_str(), f.what(), text.c_str());
            }
        }
        for (int c = 0; c < cell_count; ++c) board_.cand[c] = static_cast<std::uint16_t>(board_.cand[c] & ~step.eliminated[c]);
        if (step.placed_cell >= 0) place(step.placed_cell, step.placed_digit);
        return Next::go_on;
    }

    int checked = 0, failed = 0, tampered = 0;

private:
    // A rule written wrong must fail the check: for every rule in braces,
    // its last unit moved to the next of its kind (its pattern then no
    // longer lies there), a one-digit rule's digit changed, and the bracket
    // just before it (one of its reasons) dropped.
    void tamper_with_rules(sudoku::SeStep const& step, std::string const& text) {
        for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
            // Its own closing brace: a nested chain's rules have theirs.
            std::size_t close = open;
            for (int depth = 0; close < text.size(); ++close) {
                depth += text[close] == '{' ? 1 : text[close] == '}' ? -1 : 0;
                if (depth == 0) break;
            }
            std::vector<std::string> wrong;
            std::string moved = text;
            char& last = moved[close - 1];
            last = static_cast<char>(last == '9' ? '1' : last + 1);
            wrong.push_back(moved);
            std::size_t colon = text.find(':', open);
            std::size_t digits = text.find_first_of("123456789", open);
            if (digits + 1 == colon) {
                std::string other = text;
                other[digits] = static_cast<char>(other[digits] == '9' ? '1' : other[digits] + 1);
                wrong.push_back(other);
            }
            // A nested chain's reasons are SE's: every candidate its cells
            // and houses lost, some of which its links may not need.
            bool nested = text.compare(open + 1, 4, "loop") == 0 || text[open + 1] == 'r';
            if (open > 0 && text[open - 1] == ']' && !nested) {
                int depth = 0;
                std::size_t at = open - 1;
                do depth += text[at] == ']' ? 1 : text[at] == '[' ? -1 : 0;
                while (depth > 0 && at-- > 0);
                wrong.push_back(text.substr(0, at) + text.substr(open));
            }
            for (std::string const& w : wrong) {
                ++tampered;
                bool caught = false;
                try {
                    check(step, w);
                } catch (Failure const&) {
                    caught = true;
                }
                if (!caught) throw Failure("a tampered rule passed: " + w);
            }
        }
    }

    void place(int cell, int digit) {
        board_.cand[cell] = 0;
        for (int o = 0; o < cell_count; ++o)
            if (sees(o, cell)) board_.cand[o] = static_cast<std::uint16_t>(board_.cand[o] & ~(1u << digit));
    }
    void check(sudoku::SeStep const& step, std::string const& text) const {
        Proof proof = Parser(text).step();
        std::vector<Fact> proven = conclusions(proof, board_);
        // The text's effect is the step's, and follows from the chains.
        std::vector<Fact> effect;
        if (step.placed_cell >= 0) {
            effect.push_back({step.placed_cell, step.placed_digit, true});
            for (int d = 1; d <= 9; ++d)
                if (((step.eliminated[step.placed_cell] >> d) & 1) == 0 && d != step.placed_digit &&
                    board_.has(step.placed_cell, d))
                    throw Failure("the placement keeps a candidate of its cell");
        } else {
            for (int c = 0; c < cell_count; ++c)
                for (int d = 1; d <= 9; ++d)
                    if ((step.eliminated[c] >> d) & 1) effect.push_back({c, d, false});
        }
        if (effect != proof.effect) throw Failure("the text's effect is not the step's");
        for (Fact const& f : effect) {
            bool follows = false;
            for (Fact const& p : proven) follows = follows || p == f;
            if (!follows) throw Failure(show(f) + " does not follow from the chains");
            if ((solution_[static_cast<sudoku::Cell>(f.cell)] == f.digit) != f.on) throw Failure(show(f) + " is wrong");
        }
        for (int c = 0; c < cell_count; ++c)
            for (int d = 1; d <= 9; ++d)
                if (((step.eliminated[c] >> d) & 1) && solution_[static_cast<sudoku::Cell>(c)] == d)
                    throw Failure("an elimination removes the solution");
        if (step.placed_cell >= 0 && std::count_if(proof.effect.begin(), proof.effect.end(), [](Fact f) { return f.on; }) != 1)
            throw Failure("a placement among eliminations");
    }

    Board board_;
    sudoku::Grid solution_;
};

}  // namespace

int main(int argc, char* argv[]) {
    long limit = -1;
    int checked = 0, failed = 0, files = 0, tampered = 0;
    for (int a = 1; a < argc; ++a) {
        std::string arg = argv[a];
        if (arg == "--show") {
            show_texts = true;
            continue;
        }
        if (arg == "--limit" && a + 1 < argc) {
            limit = std::stol(argv[++a]);
            continue;
        }
        ++files;
        std::ifstream in(arg);
        if (!in) {
            std::fprintf(stderr, "%s: cannot open\n", arg.c_str());
            return 1;
        }
        std::string line;
        long read = 0;
        while (read != limit && std::getline(in, line)) {
            std::optional<sudoku::Grid> puzzle = puzzle_of(line);
            if (!puzzle) continue;
            sudoku::Grid const& g = *puzzle;
            sudoku::Grid solution;
            if (sudoku::count_solutions(g, 2, &solution).solutions != 1) continue;
            ++read;
            Checker checker(g, solution);
            sudoku::rate_se(g, {}, &checker);
            checked += checker.checked;
            failed += checker.failed;
            tampered += checker.tampered;
        }
    }
    if (files == 0) {
        std::fprintf(stderr, "usage: chain_check [--show] [--limit N] FILE [[--limit N] FILE]...\n");
        return 2;
    }
    std::printf("%d chain steps checked, %d failed; %d tampered rules caught\n", checked, failed, tampered);
    return failed == 0 && checked > 0 ? 0 : 1;
}
