// How each value of an enumerated setting or result is spelled, one table a
// type: the command line reads a word as its value, the writers write a
// value's word. (Sentences about the solver's findings are describe.hpp's.)
#pragma once

#include "settings.hpp"
#include "sudoku/symmetry.hpp"
#include "sudoku/rating.hpp"

#include <cstddef>
#include <iterator>
#include <optional>
#include <utility>

namespace solve {

template <typename T>
using Name = std::pair<char const*, T>;

inline constexpr Name<std::optional<sudoku::grammar::Format>> input_format_names[] = {
    {"auto", std::nullopt}, {"grid", sudoku::grammar::Format::grid}, {"line", sudoku::grammar::Format::line}};
inline constexpr Name<OutputFormat> output_format_names[] = {
    {"grid", OutputFormat::grid}, {"line", OutputFormat::line}, {"pretty", OutputFormat::pretty},
    {"json", OutputFormat::json}};
inline constexpr Name<sudoku::Level> level_names[] = {
    {"easy", sudoku::Level::easy},         {"medium", sudoku::Level::medium},
    {"hard", sudoku::Level::hard},         {"evil", sudoku::Level::evil},
    {"fiendish", sudoku::Level::fiendish}, {"diabolical", sudoku::Level::diabolical},
    {"extreme", sudoku::Level::extreme}};
static_assert(std::size(level_names) == sudoku::level_count);
inline constexpr Name<sudoku::Symmetry> symmetry_names[] = {
    {"none", sudoku::Symmetry::none}, {"rotate180", sudoku::Symmetry::rotate180},
    {"rotate90", sudoku::Symmetry::rotate90}, {"mirror", sudoku::Symmetry::mirror},
    {"diagonal", sudoku::Symmetry::diagonal}};

// The word for `value`; every table above names every value of its type.
template <typename T, std::size_t N>
constexpr char const* name_of(Name<T> const (&names)[N], T value) {
    for (auto const& [name, meaning] : names)
        if (meaning == value) return name;
    return "";
}

}  // namespace solve
