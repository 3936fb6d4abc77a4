// One deduction as SE applies it: candidates to remove, then maybe a digit to
// place. The techniques fill one in; the solve loop applies it.
#pragma once

#include "board.hpp"
#include "work.hpp"

#include "sudoku/se_techniques.hpp"

#include <array>
#include <cstdint>
#include <string_view>

namespace sudoku::se {

struct Hint {
    int difficulty = 0;  // tenths
    SeMethod method;
    int length = 0;  // a chain's complexity, which SE's length increments count; 0 for others
    int cell = -1;  // the placement, if any
    int digit = 0;
    std::array<std::uint16_t, cell_count> remove{};
    // The pattern it rests on (what each technique records is documented on
    // SeStep, se_rater.hpp), in fixed arrays so that recording it costs next
    // to nothing; houses in SE's numbering, as everywhere in the rater.
    std::array<std::uint8_t, 8> houses{};
    std::array<std::uint8_t, 32> cells{};
    std::uint8_t house_total = 0, cell_total = 0;
    std::uint16_t digits = 0;

    // A hint of a technique rated as the table has it.
    void is(SeTechnique technique) {
        method = {technique};
        difficulty = row_of(technique).base;
    }
    void rests_on_house(int house) { houses[house_total++] = static_cast<std::uint8_t>(house); }
    void rests_on_cell(int c) {
        if (cell_total < cells.size()) cells[cell_total++] = static_cast<std::uint8_t>(c);  // no pattern is larger
    }
    void rests_on_cells(Cells cs) {
        cs.for_each([&](int c) { rests_on_cell(c); });
    }
    void rests_on_digit(int d) { digits = static_cast<std::uint16_t>(digits | (1u << d)); }

    void eliminate(int c, int d) { remove[c] = static_cast<std::uint16_t>(remove[c] | (1u << d)); }
    void eliminate(Cells cells, int d) {
        cells.for_each([&](int c) { eliminate(c, d); });
    }
    bool removes_any() const {
        for (auto m : remove)
            if (m) return true;
        return false;
    }
    void apply(Board& b) const {
        for (int c = 0; c < cell_count; ++c)
            for (unsigned m = remove[c]; m; m &= m - 1) {
                int d = std::countr_zero(m);
                if (b.has(c, d)) b.remove(c, d);
            }
        if (cell >= 0 && b.value[cell] == 0) b.place(cell, digit);
    }
};

// Each technique looks for its first hint in SE's search order; the solve
// loop asks them from one list (producers.hpp), beside which it holds
// each search's LastMiss.
bool find_hidden_single(Board const&, Hint&);
bool find_naked_single(Board const&, Hint&);
bool find_xy_wing(Board const&, Hint&, bool xyz);
// BUG, unique loops and aligned exclusions count their steps (work.hpp): cut,
// they find nothing.
bool find_bug(Board const&, Hint&, Work&);
// The board on which a search last found nothing. A pattern whose cells,
// and their peers, all kept their candidates since still gives nothing, so
// a search need only try patterns with a cell near a change: a cell that
// changed or one of its peers (all cells when nothing is known).
struct LastMiss {
    bool known = false;
    std::array<std::uint16_t, cell_count> cand{};
    Cells near_changes(Board const& b) const {
        if (!known) return Cells::all();
        Cells near;
        for (int c = 0; c < cell_count; ++c)
            if (cand[c] != b.cand[c]) near = near | geometry.peers[c] | Cells::of(c);
        return near;
    }
    // The cells that changed: a search house by house need only try the
    // houses that hold one (every cell when nothing is known).
    Cells changed_cells(Board const& b) const {
        if (!known) return Cells::all();
        Cells changed;
        for (int c = 0; c < cell_count; ++c)
            if (cand[c] != b.cand[c]) changed.add(c);
        return changed;
    }
    // The digits (bits 1-9) whose places changed: a search digit by digit
    // need only try those (all digits when nothing is known).
    unsigned changed_digits(Board const& b) const {
        if (!known) return 0x3FE;
        unsigned digits = 0;
        for (int c = 0; c < cell_count; ++c) digits |= cand[c] ^ b.cand[c];
        return digits;
    }
    void record(Board const& b, bool found) {
        known = !found;
        cand = b.cand;
    }
};

// Searches that find nothing at most steps try only what changed since they
// last found nothing: locking and fish the digits whose places changed,
// naked and hidden sets the houses with a changed cell,
// unique loops the loops near a changed cell, aligned exclusions the pairs
// and triples with a cell that changed or may now take part (or no longer
// may), or all seen by a changed cell (aligned triplets apply a few times in
// a thousand calls on hard puzzles, and cost the most). tests/unit/
// test_se_misses.cpp checks each against a fresh search.
bool find_direct_locking(Board const&, Hint&, LastMiss&);
bool find_locking(Board const&, Hint&, LastMiss&);
bool find_fish(Board const&, Hint&, int degree, LastMiss&);
bool find_direct_hidden_set(Board const&, Hint&, int degree, LastMiss&);
bool find_naked_set(Board const&, Hint&, int degree, LastMiss&);
bool find_hidden_set(Board const&, Hint&, int degree, LastMiss&);
bool find_unique_loop(Board const&, Hint&, LastMiss&, Work&);
bool find_aligned_pair(Board const&, Hint&, LastMiss&, Work&);
bool find_aligned_triplet(Board const&, Hint&, LastMiss&, Work&);

// Gosper's successor: the next larger number with as many bits set, SE's
// order for trying k of 9 things.
constexpr unsigned next_combination(unsigned v) {
    unsigned smallest = v & -v;
    unsigned ripple = v + smallest;
    return ripple | (((v ^ ripple) >> 2) / smallest);
}

}  // namespace sudoku::se
