// The size and style of --output=svg's pictures, in one place
// (docs/pictures.md describes them). Lengths are in the viewBox's units;
// whole numbers, so that every position written is one.
#pragma once

#include <string_view>

namespace solve::svg {

inline constexpr int margin = 8;   // white around the board, so the thick frame is whole
inline constexpr int cell = 36;    // a cell's side
inline constexpr int place = cell / 3;  // a candidate's place: a cell is 3x3 of them
inline constexpr int board = 9 * cell;
inline constexpr int side = board + 2 * margin;  // the picture is square
static_assert(cell % 3 == 0 && place % 2 == 0, "places and their centres fall on whole units");

// The printed size: a board of 85 mm, about a third of an A4 page's width.
inline constexpr std::string_view printed_side = "85mm";

inline constexpr int thin_line = 1;   // between cells
inline constexpr int thick_line = 3;  // between boxes, and the frame

inline constexpr std::string_view font = "sans-serif";
// Givens: black and bold. Digits a solution fills: a dark grey-blue, not
// bold, which a black-and-white printer still prints dark enough to read.
inline constexpr int digit_size = 24;
inline constexpr std::string_view given_colour = "#000000";
inline constexpr std::string_view filled_colour = "#3a5a80";
// Candidates: small, dark grey.
inline constexpr int candidate_size = 10;
inline constexpr std::string_view candidate_colour = "#404040";
// Why a record is not drawn, on a picture without a board.
inline constexpr int reason_size = 9;

// A step drawn (--output=html), under the lines and digits: light fills
// that print as light greys, so that the digits over them stay legible.
inline constexpr std::string_view unit_fill = "#fff1b8";     // the step's houses
inline constexpr std::string_view cell_fill = "#c9defc";     // the pattern's cells
inline constexpr std::string_view placed_fill = "#bfe8bf";   // a cell the step places
inline constexpr int mark_radius = place / 2 - 1;            // a marked candidate's disc
inline constexpr std::string_view pattern_mark = "#5fb85f";  // a candidate of the pattern, or on in a chain
inline constexpr std::string_view off_mark = "#7fa8e8";      // a chain's candidate off
inline constexpr std::string_view eliminated_mark = "#e86060";  // removed by the step: a red disc, struck
// A chain's links, candidate to candidate with an arrowhead: a strong link
// (to a candidate on) solid, a weak one (to a candidate off) dashed.
inline constexpr std::string_view link_colour = "#a0206a";
inline constexpr int link_width = 1;
inline constexpr std::string_view weak_dashes = "3 2";

}  // namespace solve::svg
