// The rules a dynamic chain (+) writes in braces (chain_text.cpp), checked
// for chain_check: with the rule's reasons gone from the step's candidates,
// its pattern must hold as written and remove the candidate after it.
#pragma once

#include "chain_grammar.hpp"
#include "sudoku/units.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace chain_rules {

inline bool in_unit(int cell, int unit) {
    for (auto c : sudoku::units[static_cast<std::size_t>(unit)].cells)
        if (c == cell) return true;
    return false;
}

inline bool in_any(int cell, std::vector<int> const& units) {
    return std::any_of(units.begin(), units.end(), [&](int u) { return in_unit(cell, u); });
}

inline sudoku::UnitKind kind(int unit) { return sudoku::units[static_cast<std::size_t>(unit)].kind; }

// Whether the rule holds as written on the candidates `has` tells, and
// removes candidate `digit` of `cell`.
template <typename Has>
bool removes(chain_grammar::Rule const& r, int cell, int digit, Has has) {
    struct {
        int cell, digit;
    } const t{cell, digit};
    auto is_digit = [&](int d) { return std::find(r.digits.begin(), r.digits.end(), d) != r.digits.end(); };
    if (r.name == "naked pair" || r.name == "hidden pair") {
        if (r.cells.size() != 2 || r.digits.size() != 2 || !r.units.empty() || r.in.size() != 1) return false;
        for (int c : r.cells)
            if (!in_unit(c, r.in[0])) return false;
        bool naked = r.name == "naked pair";
        for (int c : r.cells)
            for (int d = 1; d <= 9; ++d)
                if (naked && has(c, d) && !is_digit(d)) return false;
        if (!naked)
            for (auto c : sudoku::units[static_cast<std::size_t>(r.in[0])].cells)
                for (int d : r.digits)
                    if (has(c, d) && std::find(r.cells.begin(), r.cells.end(), c) == r.cells.end()) return false;
        bool in_pair = std::find(r.cells.begin(), r.cells.end(), t.cell) != r.cells.end();
        return naked ? is_digit(t.digit) && in_unit(t.cell, r.in[0]) && !in_pair : in_pair && !is_digit(t.digit);
    }
    // A fish of one digit: its places in the base units all lie in as
    // many cover units, each base holding one of the digit's places.
    if (r.digits.size() != 1 || !r.cells.empty() || r.units.size() != r.in.size()) return false;
    int d = r.digits[0];
    auto box = [](int unit) { return kind(unit) == sudoku::UnitKind::box; };
    bool ok = r.name == "pointing"   ? r.units.size() == 1 && box(r.units[0]) && !box(r.in[0])
              : r.name == "claiming" ? r.units.size() == 1 && !box(r.units[0]) && box(r.in[0])
                                     : r.units.size() == 2 && kind(r.units[0]) == kind(r.units[1]) &&
                                           kind(r.in[0]) == kind(r.in[1]) && !box(r.units[0]) && !box(r.in[0]) &&
                                           kind(r.units[0]) != kind(r.in[0]) && r.units[0] != r.units[1] &&
                                           r.in[0] != r.in[1];
    if (!ok) return false;
    for (int u : r.units) {
        bool any = false;
        for (auto c : sudoku::units[static_cast<std::size_t>(u)].cells) {
            if (!has(c, d)) continue;
            any = true;
            if (!in_any(c, r.in)) return false;
        }
        if (!any) return false;
    }
    return t.digit == d && in_any(t.cell, r.in) && !in_any(t.cell, r.units);
}

}  // namespace chain_rules
