// The pattern each of SE's techniques rests on, in a short sentence a person
// can check on the pencil marks the step was taken on. What the evidence
// fields hold for each technique is documented on sudoku::SeStep.
#include "evidence.hpp"

#include "chain_text.hpp"

#include "sudoku/units.hpp"

#include <algorithm>

namespace solve {
namespace {

using sudoku::Candidates;
using sudoku::Cell;
using sudoku::SeStep;

std::string digit_list(Candidates digits) {
    std::string text;
    digits.for_each([&](sudoku::Digit d) {
        if (!text.empty()) text += ',';
        text += static_cast<char>('0' + d);
    });
    return text;
}

std::string digit_name(sudoku::Digit d) { return std::string(1, static_cast<char>('0' + d)); }

// "3, 4 or 6": alternatives (or, with " and ", things taken together).
std::string spelled_out(std::vector<std::string> const& words, char const* last = " or ") {
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i)
        text.append(i == 0 ? "" : i + 1 == words.size() ? last : ", ").append(words[i]);
    return text;
}

std::vector<std::string> digit_names(Candidates digits) {
    std::vector<std::string> names;
    digits.for_each([&](sudoku::Digit d) { names.push_back(digit_name(d)); });
    return names;
}

template <typename Range>
std::string cell_list(Range const& cells, char const* separator = ",") {
    std::string text;
    for (Cell cell : cells) text.append(text.empty() ? "" : separator).append(cell_name(cell));
    return text;
}

// "r1c1 (3,5)": a cell with its candidates.
std::string marked(Cell cell, Marks const& marks) { return cell_name(cell) + " (" + digit_list(marks[cell]) + ")"; }

std::string unit(int index) { return unit_name(sudoku::units[index]); }

// "rows 2,6": lines of one kind.
std::string lines(std::vector<int>::const_iterator first, std::vector<int>::const_iterator last) {
    std::string text = sudoku::units[*first].kind == sudoku::UnitKind::row ? "rows " : "columns ";
    for (auto it = first; it != last; ++it)
        text.append(it == first ? "" : ",").append(1, static_cast<char>('1' + sudoku::units[*it].index));
    return text;
}

// The digits the step removes from one cell.
Candidates removed_from(SeStep const& step, Cell cell) {
    Candidates digits;
    for (int d = 1; d <= 9; ++d)
        if (step.eliminated[cell] >> d & 1) digits.add(static_cast<sudoku::Digit>(d));
    return digits;
}

// The digits the step removes, anywhere.
Candidates removed(SeStep const& step) {
    Candidates digits;
    for (int c = 0; c < sudoku::cell_count; ++c) digits = digits | removed_from(step, static_cast<Cell>(c));
    return digits;
}


// Whether the step removes anything outside the unit.
bool reaches_beyond(SeStep const& step, int unit_index) {
    for (int c = 0; c < sudoku::cell_count; ++c)
        if (step.eliminated[c] && std::ranges::find(sudoku::units_of[c], unit_index) == sudoku::units_of[c].end())
            return true;
    return false;
}

// A locked set of cells also empties of a digit every cell that sees all the
// set's cells holding it, in whatever unit: said only where that happens.
std::string beyond_the_unit(SeStep const& step) {
    return reaches_beyond(step, step.units[0])
               ? ", and each digit of the set goes from every cell that sees all the set's cells holding it"
               : "";
}

std::string locking(SeStep const& step) {
    return digit_list(step.digits) + " in " + unit(step.units[0]) + " only in " + unit(step.units[1]);
}

std::string loop(SeStep const& step, Marks const& marks, std::size_t size) {
    std::vector<Cell> cells(step.cells.begin(), step.cells.begin() + static_cast<long>(size));
    std::vector<Cell> extras;
    for (Cell c : cells)
        if (marks[c].size() > 2) extras.push_back(c);
    std::string text = "the loop " + cell_list(cells, "-") + " holding only " + digit_list(step.digits) +
                       " would have two solutions, so ";
    std::string neither = "neither " + digit_name(step.digits.smallest()) + " nor " +
                          digit_name(step.digits.without(Candidates::only(step.digits.smallest())).smallest());
    int type = step.method.type;
    if (type == 1) return text + cell_list(extras) + " is " + neither;
    Candidates extra;
    for (Cell c : extras) extra = extra | marks[c].without(step.digits);
    if (type == 2) return text + "one of " + cell_list(extras) + " is their extra " + digit_list(extra);
    if (type == 3) {
        // The cells with extras act as one cell. The naked variant removes
        // from cells outside the set, the hidden one from the set's own.
        std::vector<Cell> others(step.cells.begin() + static_cast<long>(size), step.cells.end());
        Candidates hidden_digits = step.digits;
        bool hidden = false;
        for (Cell c : others) {
            hidden = hidden || !removed_from(step, c).empty();
            hidden_digits = hidden_digits | marks[c].without(removed_from(step, c));
        }
        if (hidden)
            return text + "at most one of " + cell_list(extras) + " is " + spelled_out(digit_names(step.digits)) +
                   "; taken as one cell, they make a hidden set of " + digit_list(hidden_digits) + " with " +
                   cell_list(others) + " in " + unit(step.units[0]);
        Candidates naked_digits = extra;
        for (Cell c : others) naked_digits = naked_digits | marks[c];
        return text + "one of " + cell_list(extras) + " is " + neither + "; as one cell holding " +
               digit_list(extra) + ", they make a locked set of " + digit_list(naked_digits) + " with " +
               cell_list(others) + " in " + unit(step.units[0]) + beyond_the_unit(step);
    }
    Candidates kept = step.digits.without(removed(step));
    return text + cell_list(extras) + " cannot hold " + spelled_out(digit_names(step.digits), " and ") +
           " between them; as " +
           digit_list(kept) + " in " + unit(step.units[0]) + " lies only in these two, one of them is " +
           digit_list(kept) + ", so neither is " + digit_list(removed(step));
}

std::string bug(SeStep const& step, Marks const& marks) {
    // The cells with extras have three candidates or more, all others two.
    std::vector<Cell> extras, others;
    for (Cell c : step.cells)
        if (marks[c].size() > 2)
            extras.push_back(c);
        else
            others.push_back(c);
    int type = step.method.type;
    // Type 4's two cells each hold their extra, the digit the unit locks in
    // them, and what the step removes: the extras told apart cell by cell.
    Candidates shared = type == 4 ? (marks[extras[0]] & marks[extras[1]]).without(step.digits) : Candidates{};
    std::string without = "without the extra " + digit_list(step.digits) + " of " + cell_list(extras);
    if (type == 4) {
        auto own = [&](Cell c) {
            Candidates left = marks[c].without(shared).without(removed_from(step, c));
            return "the extra " + digit_list(left & step.digits) + " of " + cell_name(c);
        };
        without = "without " + own(extras[0]) + " and " + own(extras[1]);
    }
    std::string text = without +
                       " every open cell would have two candidates and each digit two places per unit, "
                       "which never has exactly one solution, so ";
    std::string one_of = step.digits.size() == 1 ? " is " : " is one of ";
    if (type == 1) return text + cell_list(extras) + one_of + digit_list(step.digits);
    if (type == 2) return text + "one of " + cell_list(extras) + one_of + digit_list(step.digits);
    if (type == 3) {
        Candidates set = step.digits;
        for (Cell c : others) set = set | marks[c];
        return text + "one of " + cell_list(extras) + one_of + digit_list(step.digits) + "; as one cell holding " +
               digit_list(step.digits) + ", they make a locked set of " + digit_list(set) + " with " +
               cell_list(others) + " in " + unit(step.units[0]) + beyond_the_unit(step);
    }
    return text + "one of " + cell_list(extras) + " is its extra; as " + digit_list(shared) + " in " +
           unit(step.units[0]) + " lies only in these two, the other is " + digit_list(shared) +
           ", so each is its extra or " + digit_list(shared);
}

std::string exclusion(SeStep const& step, Marks const& marks, std::size_t base) {
    std::vector<Cell> cells(step.cells.begin(), step.cells.begin() + static_cast<long>(base));
    std::string excluders;
    for (std::size_t i = base; i < step.cells.size(); ++i)
        excluders.append(i == base ? "" : ", ").append(marked(step.cells[i], marks));
    return std::string(base == 2 ? "the two" : "the three") + " digits of " + cell_list(cells) +
           " cannot include all the candidates of any of " + excluders +
           ", nor repeat a digit in a unit they share; no combination left uses the digits removed";
}

// Cell and region forcing chains start from every candidate of one cell, or
// every place of one digit in one unit: said first, so that a reader sees
// the branches cover every case.
std::string cases(SeStep const& step, Marks const& marks) {
    if (step.chains.empty() || step.chains.front().nodes.empty()) return "";
    auto const& first = step.chains.front().nodes.front();
    std::vector<Cell> starts;
    for (auto const& chain : step.chains)
        if (!chain.nodes.empty()) starts.push_back(chain.nodes.front().cell);
    if (step.method.kind == sudoku::SeChainKind::cell)
        return cell_name(first.cell) + " is " + spelled_out(digit_names(marks[first.cell])) + ": ";
    if (step.method.kind != sudoku::SeChainKind::region) return "";
    // Rows, then columns, then boxes: places in one line and one box are
    // said to be the line's.
    using sudoku::UnitKind;
    for (UnitKind kind : {UnitKind::row, UnitKind::column, UnitKind::box})
        for (int i = 0; i < 9; ++i) {
            sudoku::Unit const& unit = sudoku::units[sudoku::unit_number(kind, i)];
            std::vector<Cell> places;
            for (Cell c : unit.cells)
                if (marks[c].contains(first.digit)) places.push_back(c);
            if (places.size() != starts.size() || !std::is_permutation(places.begin(), places.end(), starts.begin()))
                continue;
            std::vector<std::string> words;
            for (Cell c : places) words.push_back(cell_name(c));
            return digit_name(first.digit) + " in " + unit_name(unit) + " goes in " + spelled_out(words) + ": ";
        }
    return "";
}

}  // namespace

std::string evidence(SeStep const& step, Marks const& marks) {
    using sudoku::SeTechnique;
    sudoku::SeMethod const& method = step.method;
    switch (sudoku::row_of(method.technique).evidence) {
    case sudoku::SeEvidence::hidden_single:
        return method.last_empty_cell
                   ? "the last empty cell of " + unit(step.units[0])
                   : "the only place for " + digit_list(step.digits) + " in " + unit(step.units[0]);
    case sudoku::SeEvidence::naked_single: return "the only candidate left in " + cell_name(step.cells[0]);
    case sudoku::SeEvidence::direct_locking: return locking(step) + ", which leaves it one place in " + unit(step.units[2]);
    case sudoku::SeEvidence::locking: return locking(step);
    case sudoku::SeEvidence::direct_hidden_set:
        return cell_list(step.cells) + " are the only places for " + digit_list(step.digits) + " in " +
               unit(step.units[0]) + ", which leaves " + cell_name(step.placed_cell) + " the only place for " +
               digit_name(step.placed_digit) + " there";
    case sudoku::SeEvidence::hidden_set:
        return cell_list(step.cells) + " are the only places for " + digit_list(step.digits) + " in " +
               unit(step.units[0]);
    case sudoku::SeEvidence::naked_set:
        return cell_list(step.cells) + " hold only " + digit_list(step.digits) + " in " + unit(step.units[0]);
    case sudoku::SeEvidence::fish: {
        auto half = step.units.begin() + static_cast<long>(step.units.size() / 2);
        return digit_list(step.digits) + " in " + lines(step.units.begin(), half) + " only in " +
               lines(half, step.units.end());
    }
    case sudoku::SeEvidence::wing:
        return "pivot " + marked(step.cells[0], marks) + ", pincers " + marked(step.cells[1], marks) + " and " +
               marked(step.cells[2], marks) + ": one of " +
               (method.technique == SeTechnique::xy_wing ? "the pincers" : "the three") + " is " +
               digit_list(removed(step));
    case sudoku::SeEvidence::unique_loop:
        return loop(step, marks, method.technique == SeTechnique::unique_rectangle ? 4 : method.size);
    case sudoku::SeEvidence::bug: return bug(step, marks);
    case sudoku::SeEvidence::aligned_exclusion:
        return exclusion(step, marks, method.technique == SeTechnique::aligned_pair_exclusion ? 2 : 3);
    case sudoku::SeEvidence::chains: break;
    }
    std::string chains = chain_text(step);  // empty for a step without chains
    return chains.empty() ? chains : cases(step, marks) + chains;
}

}  // namespace solve
