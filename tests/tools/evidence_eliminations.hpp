// The techniques that remove candidates (evidence_rules.hpp's second half).
#pragma once

#include <functional>

namespace evidence_check {

inline int size_in_name(std::string_view name) {
    if (name.ends_with("Pair")) return 2;
    if (name.ends_with("Triplet")) return 3;
    return 4;
}

inline Candidates union_of(std::vector<Cell> const& cells, Board const& b) {
    Candidates all;
    for (Cell c : cells) all = all | b.marks[c];
    return all;
}

// Removals of `digit` only, each in a cell `where` accepts.
inline bool removes_only(SeStep const& step, Digit digit, std::function<bool(Cell)> const& where) {
    for (auto [c, d] : removals(step))
        if (d != digit || !where(c)) return false;
    return true;
}

// A naked set made of `members` (the cells with extras of a deadly pattern
// act together as one cell holding their extras `extra`): its digits fill as
// many cells as it has, counting those as one, and each removal is of a set
// digit from a cell that sees every member holding it. Empty when it holds.
inline std::string check_naked_with(SeStep const& step, Board const& b, std::vector<Cell> const& extras,
                                    Candidates extra, std::vector<Cell> const& others) {
    Candidates set = extra | union_of(others, b);
    if (set.size() != static_cast<int>(others.size()) + 1) return "not a naked set";
    for (auto [c, d] : removals(step)) {
        if (!set.contains(d) || contains(extras, c) || contains(others, c)) return "a removal outside the set's rule";
        for (Cell m : extras)
            if (b.marks[m].contains(d) && !sees(c, m)) return "a removal that does not see a set cell";
        for (Cell m : others)
            if (b.marks[m].contains(d) && !sees(c, m)) return "a removal that does not see a set cell";
    }
    return {};
}

inline std::string check_subset(SeStep const& step, Board const& b, bool naked) {
    auto k = static_cast<std::size_t>(size_in_name(step.name()));
    if (step.units.size() != 1 || step.cells.size() != k || step.digits.size() != static_cast<int>(k))
        return "evidence is not a unit with a set";
    int unit = step.units[0];
    for (Cell c : step.cells)
        if (!in_unit(unit, c) || b.grid.digits[c] != no_digit) return "a set cell is filled or out of the unit";
    if (naked) {
        if (union_of(step.cells, b) != step.digits) return "the set's cells hold other digits";
        for (auto [c, d] : removals(step))
            if (!step.digits.contains(d) || !in_unit(unit, c) || contains(step.cells, c)) return "a removal outside the rule";
        return {};
    }
    bool fails = false;
    step.digits.for_each([&](Digit x) {
        for (Cell c : b.places(unit, x)) fails = fails || !contains(step.cells, c);
    });
    if (fails) return "a set digit has a place outside the set";
    for (auto [c, d] : removals(step))
        if (step.digits.contains(d) || !contains(step.cells, c)) return "a removal outside the rule";
    return {};
}

inline std::string check_fish(SeStep const& step, Board const& b) {
    std::string_view name = step.name();
    std::size_t k = name == "X-Wing" ? 2 : name == "Swordfish" ? 3 : 4;
    Digit d = only_digit(step.digits);
    if (step.units.size() != 2 * k || d == no_digit) return "evidence is not base and cover lines with a digit";
    std::vector<int> base(step.units.begin(), step.units.begin() + static_cast<long>(k));
    std::vector<int> cover(step.units.begin() + static_cast<long>(k), step.units.end());
    auto kind = units[base[0]].kind;
    if (kind == UnitKind::box) return "a base is a box";
    for (int u : base)
        if (units[u].kind != kind) return "bases of two kinds";
    for (int u : cover)
        if (units[u].kind == kind || units[u].kind == UnitKind::box) return "a cover of the base's kind";
    auto in_any = [](std::vector<int> const& lines, Cell c) {
        return std::any_of(lines.begin(), lines.end(), [&](int u) { return in_unit(u, c); });
    };
    for (int u : base)
        for (Cell c : b.places(u, d))
            if (!in_any(cover, c)) return "a base line has the digit outside the covers";
    return removes_only(step, d, [&](Cell c) { return in_any(cover, c) && !in_any(base, c); })
               ? ""
               : "a removal outside the covers or inside a base";
}

inline std::string check_wing(SeStep const& step, Board const& b) {
    bool xyz = step.name() == "XYZ-Wing";
    if (step.cells.size() != 3) return "evidence is not a pivot and two pincers";
    Cell pivot = step.cells[0], p1 = step.cells[1], p2 = step.cells[2];
    Candidates mp = b.marks[pivot], m1 = b.marks[p1], m2 = b.marks[p2];
    if (!sees(pivot, p1) || !sees(pivot, p2)) return "the pivot does not see a pincer";
    if (m1.size() != 2 || m2.size() != 2 || mp.size() != (xyz ? 3 : 2) || m1 == m2) return "wrong candidate counts";
    if ((mp | m1 | m2) != step.digits || step.digits.size() != 3) return "not three digits";
    Digit z = only_digit((m1 & m2).without(xyz ? Candidates() : mp));
    if (z == no_digit) return "the pincers share no single digit";
    if (xyz ? (m1.without(mp).size() || m2.without(mp).size()) : ((m1 & mp).size() != 1 || (m2 & mp).size() != 1))
        return "the pincers do not fit the pivot";
    return removes_only(step, z, [&](Cell c) { return sees(c, p1) && sees(c, p2) && (!xyz || sees(c, pivot)); })
               ? ""
               : "a removal not seen by the wing";
}

inline std::string check_loop(SeStep const& step, Board const& b) {
    std::string_view name = step.name();
    std::size_t n = name.starts_with("Unique Rectangle") ? 4 : static_cast<std::size_t>(std::stoi(std::string(name.substr(12))));
    if (step.cells.size() < n || step.digits.size() != 2) return "evidence is not a loop with two digits";
    std::vector<Cell> loop(step.cells.begin(), step.cells.begin() + static_cast<long>(n)), extras;
    for (std::size_t i = 0; i < n; ++i) {
        Cell c = loop[i];
        if ((b.marks[c] & step.digits) != step.digits) return "a loop cell lacks a loop digit";
        if (!sees(c, loop[(i + 1) % n])) return "two cells in a row of the loop share no unit";
        if (b.marks[c].size() > 2) extras.push_back(c);
    }
    for (int u = 0; u < unit_count; ++u) {
        auto k = std::count_if(loop.begin(), loop.end(), [&](Cell c) { return in_unit(u, c); });
        if (k != 0 && k != 2) return "a unit holds the loop other than twice";
    }
    char type = name.back();
    if (type == '1') {
        auto gone = removals(step);
        bool fits = extras.size() == 1 && std::all_of(gone.begin(), gone.end(), [&](auto r) {
            return r.first == extras[0] && step.digits.contains(r.second);
        });
        return fits ? "" : "not one cell with extras, or a removal elsewhere";
    }
    if (type == '2') {
        Candidates extra;
        for (Cell c : extras) extra = extra | b.marks[c].without(step.digits);
        Digit z = only_digit(extra);
        if (extras.size() < 2 || z == no_digit) return "the extra cells have not one extra digit";
        return removes_only(step, z, [&](Cell c) {
                   return !contains(loop, c) && std::all_of(extras.begin(), extras.end(), [&](Cell e) { return sees(c, e); });
               })
                   ? ""
                   : "a removal not seen by every extra cell";
    }
    if (extras.size() != 2 || step.units.size() != 1) return "not two cells with extras and a unit";
    int unit = step.units[0];
    if (!in_unit(unit, extras[0]) || !in_unit(unit, extras[1])) return "the cells with extras are not in the unit";
    if (type == '3') {
        std::vector<Cell> others(step.cells.begin() + static_cast<long>(n), step.cells.end());
        for (Cell c : others)
            if (!in_unit(unit, c) || contains(loop, c)) return "a set cell out of the unit";
        Candidates extra = (b.marks[extras[0]] | b.marks[extras[1]]).without(step.digits);
        if ((extra | union_of(others, b)).size() == static_cast<int>(others.size()) + 1)
            return check_naked_with(step, b, extras, extra, others);
        // SE's hidden kind: the digits, other than the two cells' extras, whose
        // places in the unit, but for the second cell with extras, lie in the
        // first and the others are the loop's two and as many more as there
        // are others; the others lose every other digit.
        std::vector<Cell> members = others;
        members.push_back(extras[0]);
        Candidates hidden;
        for (Digit d = 1; d <= 9; ++d) {
            if (extra.contains(d)) continue;
            bool inside = false, outside = false;
            for (Cell c : b.places(unit, d)) {
                if (c == extras[1]) continue;
                (contains(members, c) ? inside : outside) = true;
            }
            if (inside && !outside) hidden.add(d);
        }
        if ((hidden & step.digits) != step.digits || hidden.size() != static_cast<int>(members.size()))
            return "neither a naked nor a hidden set";
        for (auto [c, d] : removals(step))
            if (!contains(others, c) || hidden.contains(d)) return "a removal outside the hidden set's rule";
        return {};
    }
    auto gone = removals(step);
    if (gone.empty()) return "nothing removed";
    Digit removed = gone[0].second, kept = only_digit(step.digits.without(Candidates::only(removed)));
    std::sort(extras.begin(), extras.end());
    if (kept == no_digit || b.places(unit, kept) != extras) return "the kept digit is not locked in the two";
    return removes_only(step, removed, [&](Cell c) { return contains(extras, c); }) ? "" : "a removal outside the two";
}

inline std::string check_bug(SeStep const& step, Board const& b) {
    std::vector<Cell> extras;
    for (Cell c : step.cells)
        if (b.marks[c].size() > 2) extras.push_back(c);
    if (extras.empty() || step.digits.empty()) return "no cell with extras";
    char type = step.name().back();
    if (type == '3' || type == '4') {
        if (step.units.size() != 1) return "no shared unit";
        for (Cell c : step.cells)
            if (!in_unit(step.units[0], c)) return "a cell out of the shared unit";
        std::vector<Cell> others;
        for (Cell c : step.cells)
            if (!contains(extras, c)) others.push_back(c);
        if (type == '3') return check_naked_with(step, b, extras, step.digits, others);
        // Type 4: one of the two is its extra; the other then holds the one
        // digit they share besides, so each keeps only those.
        if (extras.size() != 2 || !others.empty()) return "not two cells with extras";
        Digit shared = only_digit((b.marks[extras[0]] & b.marks[extras[1]]).without(step.digits));
        if (shared == no_digit) return "not one digit shared besides the extras";
        for (auto [c, d] : removals(step))
            if (!contains(extras, c) || d == shared) return "a removal outside the rule";
        for (Cell c : extras) {
            Candidates kept = b.marks[c];
            for (auto [r, d] : removals(step))
                if (r == c) kept.remove(d);
            if (!kept.contains(shared) || kept.without(Candidates::only(shared)).without(step.digits).size() ||
                (kept & step.digits).empty())
                return "a cell with extras keeps more than an extra and the shared digit";
        }
        return {};
    }
    // Without the extras, every open cell has two candidates and every digit
    // two places in each unit, or none.
    auto rest = b.marks;
    for (Cell c : extras) step.digits.for_each([&](Digit d) { rest[c].remove(d); });
    for (int c = 0; c < cell_count; ++c)
        if (b.grid.digits[c] == no_digit && rest[c].size() != 2) return "an open cell without two candidates besides";
    for (int u = 0; u < unit_count; ++u)
        for (Digit d = 1; d <= 9; ++d) {
            auto k = std::count_if(units[u].cells.begin(), units[u].cells.end(), [&](Cell c) { return rest[c].contains(d); });
            if (k != 0 && k != 2) return "a digit without two places in a unit besides";
        }
    for (auto [c, d] : removals(step)) {
        bool fits = type == '1' ? extras.size() == 1 && c == extras[0] && !step.digits.contains(d)
                                : step.digits == Candidates::only(d) && !contains(extras, c) &&
                                      std::all_of(extras.begin(), extras.end(), [&](Cell e) { return sees(c, e); });
        if (!fits) return "a removal outside the rule";
    }
    return {};
}

// Every combination of the base cells' candidates that a removed candidate
// takes part in repeats a digit in a unit or takes all of an excluding
// cell's candidates.
inline std::string check_exclusion(SeStep const& step, Board const& b) {
    std::size_t base = step.name() == "Aligned Pair Exclusion" ? 2 : 3;
    if (step.cells.size() < base + 1) return "no excluding cell";
    std::vector<Cell> cells(step.cells.begin(), step.cells.begin() + static_cast<long>(base));
    std::vector<Cell> excluders(step.cells.begin() + static_cast<long>(base), step.cells.end());
    for (Cell x : excluders)
        for (Cell c : cells)
            if (!sees(x, c)) return "an excluding cell does not see every base cell";
    std::vector<Digit> pick(base);
    std::function<bool(std::size_t)> some_allowed = [&](std::size_t i) -> bool {
        if (i == base) {
            Candidates taken;
            for (std::size_t j = 0; j < base; ++j) {
                for (std::size_t k = 0; k < j; ++k)
                    if (pick[j] == pick[k] && sees(cells[j], cells[k])) return false;
                taken.add(pick[j]);
            }
            for (Cell x : excluders)
                if (b.marks[x].without(taken).empty()) return false;
            return true;
        }
        if (pick[i] != no_digit) return some_allowed(i + 1);
        bool any = false;
        b.marks[cells[i]].for_each([&](Digit d) {
            if (any) return;
            pick[i] = d;
            any = some_allowed(i + 1);
        });
        pick[i] = no_digit;
        return any;
    };
    for (auto [c, d] : removals(step)) {
        auto at = std::find(cells.begin(), cells.end(), c);
        if (at == cells.end()) return "a removal outside the base cells";
        std::fill(pick.begin(), pick.end(), no_digit);
        pick[static_cast<std::size_t>(at - cells.begin())] = d;
        if (some_allowed(0)) return "a removed candidate takes part in an allowed combination";
    }
    return {};
}

inline std::string check_elimination_rules(SeStep const& step, Board const& b) {
    std::string_view name = step.name();
    bool chain = !(name == "Pointing" || name == "Claiming" || name.starts_with("Naked ") || name.starts_with("Hidden ") ||
                   name == "X-Wing" || name == "Swordfish" || name == "Jellyfish" || name.ends_with("-Wing") ||
                   name.starts_with("Unique ") || name.starts_with("BUG ") || name.starts_with("Aligned "));
    if (chain) return {};  // chains: their own checks
    if (step.placed_cell >= 0) return "an elimination technique that places";
    if (name == "Pointing" || name == "Claiming") {
        Digit d = only_digit(step.digits);
        if (step.units.size() != 2 || d == no_digit) return "evidence is not two units and a digit";
        for (Cell c : b.places(step.units[0], d))
            if (!in_unit(step.units[1], c)) return "the digit's places in the first unit leave the second";
        return removes_only(step, d, [&](Cell c) { return in_unit(step.units[1], c) && !in_unit(step.units[0], c); })
                   ? ""
                   : "a removal outside the second unit, or inside the first";
    }
    if (name.starts_with("Naked ")) return check_subset(step, b, true);
    if (name.starts_with("Hidden ")) return check_subset(step, b, false);
    if (name == "X-Wing" || name == "Swordfish" || name == "Jellyfish") return check_fish(step, b);
    if (name == "XY-Wing" || name == "XYZ-Wing") return check_wing(step, b);
    if (name.starts_with("Unique ")) return check_loop(step, b);
    if (name.starts_with("BUG ")) return check_bug(step, b);
    return check_exclusion(step, b);
}

}  // namespace evidence_check
