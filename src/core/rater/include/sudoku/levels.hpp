// How hard a puzzle is for a person, named: a range of ER, the rating of its
// hardest step. docs/rating.md says where the names come from and what each
// level asks of a solver.
#pragma once

#include "sudoku/se_techniques.hpp"

#include <array>
#include <string_view>

namespace sudoku {

// Web Sudoku's four names, then three for SE's harder ranges, which puzzle
// sites' scales stop short of: the names SE's own generator gives them
// (fiendish, diabolical) and, for the nested forcing chains past its
// generator's reach, the forum's "extreme".
enum class Level { easy, medium, hard, evil, fiendish, diabolical, extreme };
inline constexpr int level_count = static_cast<int>(Level::extreme) + 1;
// Each level's name, as the command line reads it and the output writes it.
inline constexpr std::array<std::string_view, level_count> level_names = {
    "easy", "medium", "hard", "evil", "fiendish", "diabolical", "extreme"};
constexpr std::string_view name_of(Level level) { return level_names[static_cast<std::size_t>(level)]; }

// ER from `low` to `high` tenths, both included.
struct ErRange {
    int low;
    int high;
    constexpr bool holds(int er) const { return low <= er && er <= high; }
};

// Above any rating SE has given.
inline constexpr int highest_er = 120;

// Where each level starts, ER in tenths: each range runs up to where the
// next starts, extreme's to highest_er. Taken from what a solver needs (the
// techniques' own figures, so that the table and the levels cannot drift
// apart).
// SE rates a hidden single 1.2 in a box, 1.5 in a row or column.
inline constexpr int hidden_single_in_box = 12;
inline constexpr std::array<int, level_count> level_starts = {
    row_of(SeTechnique::hidden_single).base,  // easy: hidden singles in boxes (and a house's last cell)
    hidden_single_in_box + 1,                 // medium: hidden singles in rows and columns
    // hard: all a solver does without writing candidates (SE's generator's
    // Hard): direct pointing and claiming, direct hidden pairs and triplets,
    // naked singles
    row_of(SeTechnique::hidden_single).most + 1,
    row_of(SeTechnique::pointing).base,  // evil: the pencil-mark basics, pointing to swordfish
    row_of(SeTechnique::hidden_triplet).most + 1,  // fiendish: wings, uniqueness, quads, jellyfish, BUG, APE
    row_of(SeTechnique::bidirectional_x_cycle).base,  // diabolical: chains
    row_of(SeTechnique::nested_forcing_chains).base,  // extreme: nested forcing chains
};

// A level's range of ER.
constexpr ErRange er_range(Level level) {
    auto i = static_cast<std::size_t>(level);
    return {level_starts[i], i + 1 < level_starts.size() ? level_starts[i + 1] - 1 : highest_er};
}

// A rating below SE's lowest (a full grid's 0) is easy's.
constexpr Level level_of_er(int er) {
    for (int i = level_count - 1; i > 0; --i)
        if (er >= level_starts[static_cast<std::size_t>(i)]) return static_cast<Level>(i);
    return Level::easy;
}

// A technique's level: where its least rating falls.
constexpr Level level_of(SeTechnique technique) { return level_of_er(row_of(technique).base); }

}  // namespace sudoku
