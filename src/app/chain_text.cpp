// Chains in Eureka notation. A candidate is written (d)rXcY; between two
// candidates, `-` is a weak link (the left one true makes the right one
// false) and `=` a strong link (the left one false makes the right one
// true), so every candidate's state is read off its links: the assumption
// is stated in the label, and after `-` a candidate is false, after `=` true.
// Links inside one cell are written in the cell's brackets: (5=3)r2c8 is
// (5)r2c8=(3)r2c8, and (5=3-7)r2c8 goes on to (7)r2c8 being false. A
// candidate of the same digit as the one before, alone in its group as that
// one is, is written without the digit: (9)r6c2-r4c3=r4c7 is
// (9)r6c2-(9)r4c3=(9)r4c7 (not after brackets, which would hide the digit).
//
// A step is its chains, then what they prove:
//   step    := chain ("; " chain)* "; so " effect
//   chain   := label ": " line
//   label   := fact " => " fact     the assumption, and what it leads to
//            | "loop"               a cycle: its first candidate is true or
//                                   false, and so every other one in turn
//   line    := group (link bracket* group)*
//   group   := ["(" digit (link digit)* ")"] "r" row "c" column
//   bracket := "[" line "]"
//   link    := "-" | "="
//   fact    := "r" row "c" column ("=" | "<>") digit
//   effect  := fact (", " fact)*
// So a forcing chain reads "r1c2=5 => r1c2<>5: (5)r1c2-r1c7=...; so
// r1c2<>5", and a cell forcing chain gives one chain per candidate of the
// cell, each with its assumption, all leading to the same fact.
//
// Nets. In a dynamic chain a strong link may rest on more than the
// candidate before it: the digit's last place in a house (or a cell's last
// digit) is left only because the chain turned off other candidates too.
// Each of those is written in brackets just before the candidate it makes
// true, as its own line: it starts from a candidate written earlier (in the
// same state) and ends at the extra candidate, false. So
//   (4)r1c1-r1c5=[(4)r1c1-r3c6](4)r2c5
// reads: r1c1 is 4, so neither r1c5 nor r3c6 is 4, so r2c5 is 4 (when
// those three are block 2's last places for 4). A bracket holding one
// candidate names one already shown false. The main line follows each
// candidate's first reason back to the assumption; nothing is written twice
// within one chain.
//
// Rules. In a dynamic chain (+), a candidate may go off by one of SE's
// simpler rules applied to the grid as the chain left it: its reasons are
// the candidates of the rule's pattern that the chain turned off (the one
// before it, and those in brackets), and the rule is written in braces just
// before it, after any brackets:
//   rule    := "{" name " " digit+ ": " where " in " units "}"
//            | "{" chain ("; " chain)* "}"    a nested chain (see below)
//   name    := "pointing" | "claiming" | "x-wing" | "naked pair" | "hidden pair"
//   where   := units | cells      (comma-separated; a unit is r, c or b and
//                                  its number)
// With its reasons gone from the grid the step started from, the pattern
// holds: pointing, claiming and x-wing: the digit's places in the units
// before "in" all lie in those after it, so the digit leaves the rest of
// them; naked pair: the cells hold no other digits, which leave the rest of
// the unit; hidden pair: the digits lie in the unit only in those cells,
// whose other digits go. So
//   (4)r1c1-r1c5-[(4)r1c1-r3c6]{hidden pair 47: r2c4,r2c6 in b2}(5)r2c4
// reads: r1c1 is 4, so neither r1c5 nor r3c6 is 4; then 4 and 7 lie in
// block 2 only in r2c4 and r2c6, so r2c4 is not 5.
//
// Nested chains. In a nested forcing chain (SE's "(+ Forcing Chains)" and
// the levels above it) the rule may be a chain hint of its own, written as
// a step's chains are, each with its label: with its reasons gone, it holds
// on the grid and removes the candidate after it, as the step's own chains
// prove their effect (a chain from a fact to its opposite; a loop; a
// contradiction; the same fact from every candidate of a cell; ...):
//   (3-8)r3c6-[(3-8)r6c7]{r5c4=8 => r5c4<>8: (8)r5c4-r6c5=r6c1-r3c1=r3c4-r5c4}(8)r5c4
// reads: with 8 gone from r3c6 and r6c7, a forcing chain from r5c4=8 to its
// opposite holds, so r5c4 is not 8.
#include "chain_text.hpp"

#include "sudoku/units.hpp"

#include <vector>

namespace solve {
namespace {

using sudoku::ChainNode;
using sudoku::SeChain;

std::string place(int cell) {
    return {'r', static_cast<char>('1' + cell / 9), 'c', static_cast<char>('1' + cell % 9)};
}

std::string fact(int cell, int digit, bool on) {
    return place(cell) + (on ? "=" : "<>") + std::to_string(digit);
}

std::string chain_line(SeChain const& chain);

class ChainWriter {
public:
    explicit ChainWriter(SeChain const& chain) : nodes_(chain.nodes), written_(chain.nodes.size(), false) {}

    std::string text() {
        std::vector<int> line;
        for (int n = static_cast<int>(nodes_.size()) - 1; n >= 0;
             n = nodes_[n].parents.empty() ? -1 : nodes_[n].parents.front())
            line.insert(line.begin(), n);
        write(line);
        return out_;
    }

private:
    // The line of first parents from a node already written (or the
    // assumption) to `n`.
    std::vector<int> branch_to(int n) const {
        std::vector<int> line{n};
        while (!written_[line.front()] && !nodes_[line.front()].parents.empty())
            line.insert(line.begin(), nodes_[line.front()].parents.front());
        return line;
    }

    bool has_extra_parents(int n) const { return nodes_[n].parents.size() > 1 || !nodes_[n].rule.name.empty(); }

    void write_rule(sudoku::ChainRule const& rule) {
        out_ += '{';
        if (!rule.chains.empty()) {
            for (std::size_t i = 0; i < rule.chains.size(); ++i) out_ += (i ? "; " : "") + chain_line(*rule.chains[i]);
            out_ += '}';
            return;
        }
        out_ += rule.name;
        out_ += ' ';
        rule.digits.for_each([&](sudoku::Digit d) { out_ += static_cast<char>('0' + d); });
        out_ += ": ";
        // Pairs: the cells, in the unit; the others: units in units.
        std::size_t split = rule.cells.empty() ? rule.units.size() / 2 : 0;
        for (std::size_t i = 0; i < rule.cells.size(); ++i) {
            if (i) out_ += ',';
            out_ += place(rule.cells[i]);
        }
        for (std::size_t i = 0; i < rule.units.size(); ++i) {
            out_ += i == split ? " in " : i ? "," : "";
            out_ += unit_code(rule.units[i]);
        }
        out_ += '}';
    }

    // "r4", "c7", "b2": a unit as chains write it (describe's unit_name
    // spells it out).
    static std::string unit_code(int number) {
        sudoku::Unit const& unit = sudoku::units[static_cast<std::size_t>(number)];
        char kind = unit.kind == sudoku::UnitKind::row ? 'r' : unit.kind == sudoku::UnitKind::column ? 'c' : 'b';
        return {kind, static_cast<char>('1' + unit.index)};
    }

    char link_to(int n) const { return nodes_[n].on ? '=' : '-'; }

    void write(std::vector<int> const& line) {
        int shared = 0;  // the digit of the group before, if it held one only
        std::size_t i = 0;
        while (i < line.size()) {
            bool bracketed = false;
            if (i > 0) {
                out_ += link_to(line[i]);
                for (std::size_t p = 1; p < nodes_[line[i]].parents.size(); ++p) {
                    out_ += '[';
                    write(branch_to(nodes_[line[i]].parents[p]));
                    out_ += ']';
                    bracketed = true;
                }
                if (!nodes_[line[i]].rule.name.empty()) {
                    write_rule(nodes_[line[i]].rule);
                    bracketed = true;
                }
            }
            // The group: this candidate and the next ones in its cell, as
            // long as none needs brackets.
            int cell = nodes_[line[i]].cell, digit = nodes_[line[i]].digit;
            std::size_t end = i + 1;
            while (end < line.size() && nodes_[line[end]].cell == cell && !has_extra_parents(line[end])) ++end;
            bool single = end == i + 1;
            if (!single || bracketed || digit != shared) {
                out_ += '(';
                for (std::size_t k = i; k < end; ++k) {
                    if (k > i) out_ += link_to(line[k]);
                    out_ += static_cast<char>('0' + nodes_[line[k]].digit);
                }
                out_ += ')';
            }
            out_ += place(cell);
            for (; i < end; ++i) written_[line[i]] = true;
            shared = single ? digit : 0;
        }
    }

    std::vector<ChainNode> const& nodes_;
    std::vector<bool> written_;
    std::string out_;
};

bool is_loop(SeChain const& chain) {
    auto const& a = chain.nodes.front();
    auto const& b = chain.nodes.back();
    return chain.nodes.size() > 1 && a.cell == b.cell && a.digit == b.digit && a.on == b.on;
}

std::string effect(sudoku::SeStep const& step) {
    if (step.placed_cell >= 0) return fact(step.placed_cell, step.placed_digit, true);
    std::string out;
    for (int c = 0; c < sudoku::cell_count; ++c)
        for (int d = 1; d <= 9; ++d)
            if ((step.eliminated[c] >> d) & 1) out += (out.empty() ? "" : ", ") + fact(c, d, false);
    return out;
}

// A chain with its label: "loop: …" or "r1c2=5 => r1c2<>5: …".
std::string chain_line(SeChain const& chain) {
    std::string out;
    if (is_loop(chain)) {
        out += "loop: ";
    } else {
        auto const& a = chain.nodes.front();
        auto const& b = chain.nodes.back();
        out += fact(a.cell, a.digit, a.on) + " => " + fact(b.cell, b.digit, b.on) + ": ";
    }
    return out + ChainWriter(chain).text();
}

}  // namespace

std::string chain_text(sudoku::SeStep const& step) {
    std::string out;
    for (SeChain const& chain : step.chains) {
        if (chain.nodes.empty()) continue;
        if (!out.empty()) out += "; ";
        out += chain_line(chain);
    }
    if (out.empty()) return out;
    return out + "; so " + effect(step);
}

}  // namespace solve
