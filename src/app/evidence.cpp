// The pattern each of SE's techniques rests on, in a short sentence a person
// can check on the pencil marks the step was taken on. What the evidence
// fields hold for each technique is documented on sudoku::SeStep.
#include "chain_text.hpp"
#include "describe.hpp"

#include "sudoku/units.hpp"

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

// The digits the step removes, anywhere.
Candidates removed(SeStep const& step) {
    Candidates digits;
    for (auto m : step.eliminated)
        for (int d = 1; d <= 9; ++d)
            if (m >> d & 1) digits.add(static_cast<sudoku::Digit>(d));
    return digits;
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
    char type = step.technique.back();
    if (type == '1') return text + cell_list(extras) + " is " + neither;
    Candidates extra;
    for (Cell c : extras) extra = extra | marks[c].without(step.digits);
    if (type == '2') return text + "one of " + cell_list(extras) + " is their extra " + digit_list(extra);
    if (type == '3') {
        // The cells with extras act as one cell. The naked variant removes
        // from cells outside the set, the hidden one from the set's own.
        std::vector<Cell> others(step.cells.begin() + static_cast<long>(size), step.cells.end());
        Candidates hidden_digits = step.digits;
        bool hidden = false;
        for (Cell c : others)
            marks[c].for_each([&](sudoku::Digit d) {
                if (step.eliminated[c] >> d & 1)
                    hidden = true;
                else
                    hidden_digits.add(d);
            });
        if (hidden)
            return text + cell_list(extras) + " hold at most one of " + digit_list(step.digits) +
                   "; as one cell, they make a hidden set of " + digit_list(hidden_digits) + " with " +
                   cell_list(others) + " in " + unit(step.units[0]);
        Candidates naked_digits = extra;
        for (Cell c : others) naked_digits = naked_digits | marks[c];
        return text + "one of " + cell_list(extras) + " is " + neither + "; as one cell holding " +
               digit_list(extra) + ", they make a locked set of " + digit_list(naked_digits) + " with " +
               cell_list(others) + " in " + unit(step.units[0]);
    }
    Candidates kept = step.digits.without(removed(step));
    return text + cell_list(extras) + " cannot both be one of them; as " + digit_list(kept) + " in " +
           unit(step.units[0]) + " lies only in these two, neither is " + digit_list(removed(step));
}

std::string bug(SeStep const& step, Marks const& marks) {
    // The cells with extras have three candidates or more, all others two.
    std::vector<Cell> extras, others;
    for (Cell c : step.cells)
        if (marks[c].size() > 2)
            extras.push_back(c);
        else
            others.push_back(c);
    std::string text = "without the extra " + digit_list(step.digits) + " of " + cell_list(extras) +
                       " every open cell would have two candidates and each digit two places per unit, "
                       "which has two solutions, so ";
    char type = step.technique.back();
    std::string one_of = step.digits.size() == 1 ? " is " : " is one of ";
    if (type == '1') return text + cell_list(extras) + one_of + digit_list(step.digits);
    if (type == '2') return text + "one of " + cell_list(extras) + one_of + digit_list(step.digits);
    if (type == '3')
        return text + "one of " + cell_list(extras) + one_of + digit_list(step.digits) + ", and with " +
               cell_list(others) + " they make a locked set in " + unit(step.units[0]);
    Candidates shared = (marks[extras[0]] & marks[extras[1]]).without(step.digits);
    return text + "one of " + cell_list(extras) + " is its extra, and in " + unit(step.units[0]) +
           " each is then its extra or " + digit_list(shared);
}

std::string exclusion(SeStep const& step, Marks const& marks, std::size_t base) {
    std::vector<Cell> cells(step.cells.begin(), step.cells.begin() + static_cast<long>(base));
    std::string excluders;
    for (std::size_t i = base; i < step.cells.size(); ++i)
        excluders.append(i == base ? "" : ", ").append(marked(step.cells[i], marks));
    return std::string(base == 2 ? "the two" : "the three") + " digits of " + cell_list(cells) +
           " may not be all the candidates of one of " + excluders +
           ", nor one digit twice in a unit; no combination left uses the digits removed";
}

}  // namespace

std::string evidence(SeStep const& step, Marks const& marks) {
    std::string_view name = step.technique;
    if (name == "Hidden Single")
        return step.difficulty == 10 ? "the last empty cell of " + unit(step.units[0])
                                     : "the only place for " + digit_list(step.digits) + " in " + unit(step.units[0]);
    if (name == "Naked Single") return "the only candidate left in " + cell_name(step.cells[0]);
    if (name == "Direct Pointing" || name == "Direct Claiming")
        return locking(step) + ", which leaves it one place in " + unit(step.units[2]);
    if (name == "Pointing" || name == "Claiming") return locking(step);
    if (name.starts_with("Direct Hidden"))
        return cell_list(step.cells) + " are the only places for " + digit_list(step.digits) + " in " +
               unit(step.units[0]) + ", which leaves " + digit_name(step.placed_digit) + " one place there";
    if (name.starts_with("Hidden "))
        return cell_list(step.cells) + " are the only places for " + digit_list(step.digits) + " in " +
               unit(step.units[0]);
    if (name.starts_with("Naked "))
        return cell_list(step.cells) + " hold only " + digit_list(step.digits) + " in " + unit(step.units[0]);
    if (name == "X-Wing" || name == "Swordfish" || name == "Jellyfish") {
        auto half = step.units.begin() + static_cast<long>(step.units.size() / 2);
        return digit_list(step.digits) + " in " + lines(step.units.begin(), half) + " only in " +
               lines(half, step.units.end());
    }
    if (name == "XY-Wing" || name == "XYZ-Wing")
        return "pivot " + marked(step.cells[0], marks) + ", pincers " + marked(step.cells[1], marks) + " and " +
               marked(step.cells[2], marks) + ": one of " + (name == "XY-Wing" ? "the pincers" : "the three") +
               " is " + digit_list(removed(step));
    if (name.starts_with("Unique Rectangle")) return loop(step, marks, 4);
    if (name.starts_with("Unique Loop")) return loop(step, marks, static_cast<std::size_t>(std::stoi(std::string(name.substr(12)))));
    if (name.starts_with("BUG")) return bug(step, marks);
    if (name == "Aligned Pair Exclusion") return exclusion(step, marks, 2);
    if (name == "Aligned Triplet Exclusion") return exclusion(step, marks, 3);
    return chain_text(step);  // empty for a step without chains
}

}  // namespace solve
