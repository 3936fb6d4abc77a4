#include "layout.hpp"

#include <algorithm>

namespace sudoku::grammar::layout {

using namespace format;

namespace {

bool is_cell(char c) { return is_grid_cell(c) || is_line_cell(c); }

}  // namespace

std::optional<std::string> run_together_row(std::string_view text) {
    if (text.size() != static_cast<std::size_t>(row_cells) || !std::all_of(text.begin(), text.end(), is_cell))
        return std::nullopt;
    std::string row;
    for (char c : text) {
        if (!row.empty()) row.push_back(cell_separator);
        row.push_back(is_digit(c) ? c : grid_empty);
    }
    return row;
}

bool spaced_puzzle(std::string_view text) {
    if (text.size() != 2 * line_width - 1) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (i % 2 == 0 ? !is_cell(text[i]) : text[i] != cell_separator) return false;
    return true;
}

bool text_after_puzzle(std::string_view text) {
    if (text.size() <= line_width || !std::all_of(text.begin(), text.begin() + line_width, is_line_cell))
        return false;
    std::string_view after = text.substr(line_width);
    return is_white(after.front()) && after.find_first_not_of(white_space) != std::string_view::npos;
}

std::string_view indentation(std::string_view text) {
    return text.substr(0, std::min(text.find_first_not_of(white_space), text.size()));
}

std::string indentation_words(std::string_view indentation, Format format) {
    auto spaces = static_cast<std::size_t>(std::count(indentation.begin(), indentation.end(), ' '));
    auto tabs = indentation.size() - spaces;
    std::string words = tabs == 0   ? (spaces == 1 ? "a space" : std::to_string(spaces) + " spaces")
                        : spaces == 0 ? (tabs == 1 ? "a tab" : std::to_string(tabs) + " tabs")
                                      : "spaces and tabs";
    return words + (format == Format::grid ? " at the start of the row" : " at the start of the line");
}

}  // namespace sudoku::grammar::layout
