// What the reader makes of its input, one record at a time: a puzzle, or why
// a stretch of lines is not one. Records are what the judge judges.
#pragma once

#include "diagnostic.hpp"
#include "grammar/format.hpp"
#include "sudoku/grid.hpp"

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <variant>

namespace solve {

// A puzzle's text as read, held in the record itself: records come by the
// hundred thousand a second, and a string of their length would take the
// heap each time.
class PuzzleText {
public:
    // The longest: nine rows of the grid format, each ended by '\n'.
    static constexpr std::size_t capacity =
        sudoku::grammar::format::grid_rows * (sudoku::grammar::format::row_width + 1);

    PuzzleText() = default;
    template <typename Text>
        requires std::convertible_to<Text const&, std::string_view>
    PuzzleText(Text const& text) { append(text); }

    // Bytes beyond the capacity, which the grammar lets no puzzle have, are dropped.
    PuzzleText& append(std::string_view text) {
        std::size_t n = std::min(text.size(), capacity - size_);
        std::copy_n(text.data(), n, bytes_.data() + size_);
        size_ += static_cast<Size>(n);
        return *this;
    }
    void push_back(char c) { append(std::string_view(&c, 1)); }

    std::string_view view() const { return {bytes_.data(), size_}; }
    operator std::string_view() const { return view(); }
    std::size_t size() const { return size_; }
    friend bool operator==(PuzzleText const& text, std::string_view other) { return text.view() == other; }
    friend std::ostream& operator<<(std::ostream& out, PuzzleText const& text) { return out << text.view(); }

private:
    using Size = std::uint8_t;
    static_assert(capacity <= std::numeric_limits<Size>::max());
    std::array<char, capacity> bytes_{};
    Size size_ = 0;
};

// A marks line as read, and its pencil marks: longer than any PuzzleText,
// and rare, so held apart from the records of givens.
struct MarksInput {
    sudoku::PencilMarks marks;
    std::string text;
};

struct Puzzle {
    sudoku::Grid givens;     // of a marks line: the cells down to one candidate
    std::size_t first_line;  // the line of its first row
    sudoku::grammar::Format format;
    PuzzleText text;         // as read: nine rows ended by '\n', or one line; empty for marks
    std::shared_ptr<MarksInput const> marks = nullptr;  // the marks format's alone
};

// Where a cell of a puzzle stands in the input, as a diagnostic (the reader,
// which lays out a puzzle's text, defines it).
Diagnostic locate(Puzzle const& puzzle, sudoku::Cell cell, std::string message);

// An input without a single puzzle: an error, but not a record, since there
// is nothing to answer.
struct NoPuzzle {
    Diagnostic diagnostic;
};

// A well-formed puzzle, or why a malformed record was rejected.
using Record = std::variant<Puzzle, Diagnostic, NoPuzzle>;

}  // namespace solve
