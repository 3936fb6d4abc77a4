// chain_text's grammar read back (see src/app/chain_text.cpp), for
// chain_check: the text as chains of terms, each with its link and brackets.
#pragma once

#include "sudoku/units.hpp"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace chain_grammar {

struct Fact {
    int cell = 0, digit = 0;
    bool on = false;
    bool operator==(Fact const&) const = default;
};

struct Chain;
// A rule in braces: its name, digits, the cells or units before " in ",
// and the units after it (numbered as sudoku::units); or, in a nested
// forcing chain, a chain.
struct Rule {
    std::string name;
    std::vector<int> digits, cells, units, in;
    std::vector<Chain> nested;  // a nested chain hint's chains, if it is one
};

struct Line;
struct Term {
    int cell = 0, digit = 0;
    char link = 0;               // from the term before; 0 for a line's first
    std::vector<Line> brackets;  // the extra reasons, before the term
    std::vector<Rule> rule;      // at most one: the rule that removed it
};
struct Line {
    std::vector<Term> terms;
};
struct Chain {
    bool loop = false;
    Fact assumption, conclusion;
    Line line;
};
struct Proof {
    std::vector<Chain> chains;
    std::vector<Fact> effect;
};

struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A recursive-descent reader of chain_text's grammar.
class Parser {
public:
    explicit Parser(std::string const& text) : s_(text) {}

    Proof step() {
        Proof p;
        p.chains.push_back(chain());
        while (take("; ")) {
            if (take("so ")) {
                p.effect.push_back(fact());
                while (take(", ")) p.effect.push_back(fact());
                if (i_ != s_.size()) fail("text after the effect");
                return p;
            }
            p.chains.push_back(chain());
        }
        fail("no effect");
    }

private:
    [[noreturn]] void fail(std::string const& what) const {
        throw Failure("parse: " + what + " at column " + std::to_string(i_ + 1));
    }
    bool take(std::string const& word) {
        if (s_.compare(i_, word.size(), word) != 0) return false;
        i_ += word.size();
        return true;
    }
    void expect(std::string const& word) {
        if (!take(word)) fail("expected '" + word + "'");
    }
    int digit() {
        if (i_ >= s_.size() || s_[i_] < '1' || s_[i_] > '9') fail("expected a digit");
        return s_[i_++] - '0';
    }
    int place() {
        expect("r");
        int row = digit();
        expect("c");
        return (row - 1) * 9 + digit() - 1;
    }
    Fact fact() {
        Fact f;
        f.cell = place();
        if (take("<>"))
            f.on = false;
        else if (take("="))
            f.on = true;
        else
            fail("expected '=' or '<>'");
        f.digit = digit();
        return f;
    }
    Chain chain() {
        Chain c;
        if (take("loop")) {
            c.loop = true;
        } else {
            c.assumption = fact();
            expect(" => ");
            c.conclusion = fact();
        }
        expect(": ");
        c.line = line();
        return c;
    }
    char link() {
        if (take("-")) return '-';
        if (take("=")) return '=';
        return 0;
    }
    int unit() {
        int first = take("r") ? sudoku::first_row : take("c") ? sudoku::first_column : take("b") ? sudoku::first_box : -1;
        if (first < 0) fail("expected a unit");
        return first + digit() - 1;
    }
    Rule rule() {
        Rule r;
        // A nested chain hint: chains as a step's, "loop: …" or a fact,
        // " => ", a fact, ": …", separated by "; ".
        if (s_.compare(i_, 4, "loop") == 0 || (i_ + 2 < s_.size() && s_[i_] == 'r' && s_[i_ + 2] == 'c')) {
            r.name = "chain";
            r.nested.push_back(chain());
            while (take("; ")) r.nested.push_back(chain());
            expect("}");
            return r;
        }
        for (char const* name : {"pointing", "claiming", "x-wing", "naked pair", "hidden pair"})
            if (take(name)) r.name = name;
        if (r.name.empty()) fail("expected a rule's name");
        expect(" ");
        do r.digits.push_back(digit());
        while (i_ < s_.size() && s_[i_] != ':');
        expect(": ");
        do (i_ + 2 < s_.size() && s_[i_] == 'r' && s_[i_ + 2] == 'c' ? r.cells.push_back(place()) : r.units.push_back(unit()));
        while (take(","));
        expect(" in ");
        do r.in.push_back(unit());
        while (take(","));
        expect("}");
        return r;
    }
    // A group's candidates, appended to `out`; the first gets `first_link`.
    // Without digits, the group is the digit of the one before (`shared`).
    void group(Line& out, char first_link, std::vector<Line> brackets, int& shared, std::vector<Rule> rule = {}) {
        std::vector<std::pair<char, int>> digits;
        if (take("(")) {
            digits.push_back({first_link, digit()});
            while (char l = link()) digits.push_back({l, digit()});
            expect(")");
        } else {
            if (shared == 0 || !brackets.empty()) fail("a candidate without its digit");
            if (!rule.empty()) fail("a candidate without its digit");
            digits.push_back({first_link, shared});
        }
        int cell = place();
        for (auto [l, d] : digits) {
            out.terms.push_back({cell, d, l, std::move(brackets), std::move(rule)});
            brackets.clear();
            rule.clear();
        }
        shared = digits.size() == 1 ? digits[0].second : 0;
    }
    Line line() {
        Line out;
        int shared = 0;
        group(out, 0, {}, shared);
        while (char l = link()) {
            std::vector<Line> brackets;
            while (take("[")) {
                brackets.push_back(line());
                expect("]");
            }
            std::vector<Rule> rules;
            if (take("{")) rules.push_back(rule());
            group(out, l, std::move(brackets), shared, std::move(rules));
        }
        return out;
    }

    std::string const& s_;
    std::size_t i_ = 0;
};


}  // namespace chain_grammar
