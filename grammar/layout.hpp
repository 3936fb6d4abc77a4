// Layouts that neither format allows but that say plainly what was meant:
// the Go Challenge's grid with its cells run together or indented, the
// collections' line with a comment after it, a whole puzzle spaced out on
// one line. Recognising one only words a hint for a line the grammar has
// already refused; nothing here decides what is accepted.
#pragma once

#include "parsed_line.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sudoku::grammar::layout {

// A row of 9 cells of either format with nothing between them
// ("53__7____", "530070000"): the row as the grid format writes it.
std::optional<std::string> run_together_row(std::string_view text);

// All 81 cells of either format on one line, single spaces between them.
bool spaced_puzzle(std::string_view text);

// 81 cells of the line format, then white space and more text
// (a comment, a solution).
bool text_after_puzzle(std::string_view text);

// The spaces and tabs a line begins with.
std::string_view indentation(std::string_view text);

// What is found where a line is indented: "a tab at the start of the row".
std::string indentation_words(std::string_view indentation, Format format);

}  // namespace sudoku::grammar::layout
