// How each value of an enumerated setting or result is spelled, one table a
// type: the command line reads a word as its value, the writers write a
// value's word. (Sentences about the solver's findings are describe.hpp's.)
#pragma once

#include "settings.hpp"
#include "sudoku/symmetry.hpp"
#include "sudoku/rating.hpp"

#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <utility>

namespace solve {

template <typename T>
using Name = std::pair<char const*, T>;

inline constexpr Name<std::optional<sudoku::grammar::Format>> input_format_names[] = {
    {"auto", std::nullopt}, {"grid", sudoku::grammar::Format::grid}, {"line", sudoku::grammar::Format::line},
    {"marks", sudoku::grammar::Format::marks}};
inline constexpr Name<OutputFormat> output_format_names[] = {
    {"grid", OutputFormat::grid}, {"line", OutputFormat::line}, {"pretty", OutputFormat::pretty},
    {"json", OutputFormat::json}, {"marks", OutputFormat::marks},
    {"svg", OutputFormat::svg}, {"html", OutputFormat::html}, {"sheet", OutputFormat::sheet}};
inline constexpr Name<Paper> paper_names[] = {{"a4", Paper::a4}, {"letter", Paper::letter}};
inline constexpr Name<unsigned> per_page_names[] = {{"4", 4}, {"6", 6}};
// The core names the levels (sudoku::level_names).
inline constexpr auto level_names = [] {
    std::array<Name<sudoku::Level>, sudoku::level_count> names{};
    for (int i = 0; i < sudoku::level_count; ++i)
        names[static_cast<std::size_t>(i)] = {sudoku::level_names[static_cast<std::size_t>(i)].data(),
                                               static_cast<sudoku::Level>(i)};
    return names;
}();
inline constexpr Name<CanonicalKind> canonical_kind_names[] = {
    {"puzzle", CanonicalKind::puzzle}, {"solution", CanonicalKind::solution}, {"pattern", CanonicalKind::pattern}};
inline constexpr Name<sudoku::Symmetry> symmetry_names[] = {
    {"none", sudoku::Symmetry::none}, {"rotate180", sudoku::Symmetry::rotate180},
    {"rotate90", sudoku::Symmetry::rotate90}, {"mirror", sudoku::Symmetry::mirror},
    {"diagonal", sudoku::Symmetry::diagonal}};

// The word for `value`; every table above names every value of its type.
template <typename Names, typename T>
constexpr char const* name_of(Names const& names, T value) {
    for (auto const& [name, meaning] : names)
        if (meaning == value) return name;
    return "";
}

}  // namespace solve
