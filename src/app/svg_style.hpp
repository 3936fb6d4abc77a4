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

}  // namespace solve::svg
