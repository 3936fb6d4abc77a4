#include "parse_line.hpp"

#include "config.hpp"
#include "layout.hpp"
#include "lines.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace sudoku::grammar {
namespace {

// Moves the kind out of Spirit's variant: the cells are a string of 81.
struct ToParsedLine : boost::static_visitor<ParsedLine> {
    template <typename Kind>
    ParsedLine operator()(Kind& kind) const { return std::move(kind); }
};

template <typename LineRule>
ParsedLine parse(std::string_view text, LineRule const& rule) {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    ErrorHandler handler(first, last);
    ast::Line parsed;
    bool ok = x3::parse(first, last, x3::with<error_handler_tag>(std::ref(handler))[rule], parsed);
    if (handler.error()) return *handler.error();
    // Every alternative ends at the end of the line or fails an expectation,
    // so a parse cannot stop short without having reported why.
    if (!ok || first != last)
        return LineError{static_cast<std::size_t>(first - text.data()) + 1, Rule::line, {}, {}, {}};
    return boost::apply_visitor(ToParsedLine(), parsed);
}

bool is_cells_in(Format format, std::string_view text) {
    ParsedLine parsed = format == Format::grid ? parse(text, grid_line()) : parse(text, puzzle_line());
    return std::holds_alternative<Cells>(parsed);
}

std::string empty_cell_words(Format format) {
    return format == Format::grid ? std::string(", '") + format::grid_empty + "' for an empty cell"
                                  : std::string(", '") + format::line_empty[0] + "' or '" +
                                        format::line_empty[1] + "' for an empty cell";
}

// Whether a line holds an empty cell written the other format's way.
bool has_foreign_empty(std::string_view text, Format format) {
    return format == Format::grid ? text.find_first_of(format::line_empty) != std::string_view::npos
                                  : text.find(format::grid_empty) != std::string_view::npos;
}

// A line refused as `format` (grid or line) that is well-formed in another is told so;
// one in a layout of layout.hpp gets the hint that mends it. Only refused
// lines come here, so reading well-formed input costs nothing more.
void explain(LineError& error, std::string_view text, Format format) {
    if (error.expected == Rule::comment_text || error.expected == Rule::blank_line) return;
    if (is_marks_cells(text)) {
        error.looks_like = Format::marks;
        error.hint.clear();
        return;
    }
    Format const other = format == Format::grid ? Format::line : Format::grid;
    if (is_cells_in(other, text)) {
        error.looks_like = other;
        error.hint.clear();
        return;
    }
    if (is_plainly_candidate_grid_line(text)) {
        error.looks_like = Format::marks;
        error.hint.clear();
        return;
    }
    std::string_view indentation = layout::indentation(text);
    // Cells after an indentation: mending the first error means removing it.
    // One space is a slip the message names well enough; more is a layout.
    if (error.column == 1 && !indentation.empty() && indentation != " " &&
        format::looks_like_cells(text.substr(indentation.size()))) {
        error.found = layout::indentation_words(indentation, format);
        error.hint = std::string("remove the indentation: a ") +
                     (format == Format::grid ? "row" : "puzzle line") + " begins with its first cell";
        return;
    }
    std::string empty = has_foreign_empty(text, format) ? empty_cell_words(format) : "";
    if (format == Format::grid) {
        if (auto row = layout::run_together_row(text))
            error.hint = "write the row as '" + *row + "': 9 cells separated by single spaces" + empty;
        else if (layout::spaced_puzzle(text))
            error.hint = "the line holds all 81 cells: write them as 9 rows of 9 cells" + empty;
    } else {
        if (layout::text_after_puzzle(text))
            error.hint = std::string("text after the 81 cells goes on a comment line of its own, ") +
                         "beginning with '" + format::hash_comment + "' or '" + format::dash_comment + "'";
        else if (layout::spaced_puzzle(text))
            error.hint = "write the 81 cells with nothing between them" + empty;
    }
}

// A line refused as marks that is well-formed as a puzzle line or a grid
// row is told so: a wrong format asked for, more likely than a broken line.
void explain_marks(LineError& error, std::string_view text) {
    if (error.expected == Rule::comment_text || error.expected == Rule::blank_line) return;
    for (Format other : {Format::line, Format::grid}) {
        if (is_cells_in(other, text)) {
            error.looks_like = other;
            error.hint.clear();
            return;
        }
    }
}

template <typename LineRule>
ParsedLine parse_explained(std::string_view text, LineRule const& rule, Format format) {
    ParsedLine parsed = parse(text, rule);
    if (auto* error = std::get_if<LineError>(&parsed)) explain(*error, text, format);
    return parsed;
}

}  // namespace

ParsedLine parse_grid_line(std::string_view text) { return parse_explained(text, grid_line(), Format::grid); }
ParsedLine parse_puzzle_line(std::string_view text) {
    if (is_puzzle_cells(text)) return Cells(text);
    return parse_explained(text, puzzle_line(), Format::line);
}

ParsedLine parse_marks_line(std::string_view text) {
    if (is_marks_cells(text)) return Cells(text);
    ParsedLine parsed = parse(text, marks_line());
    if (auto* error = std::get_if<LineError>(&parsed)) explain_marks(*error, text);
    return parsed;
}

ParsedLine parse_candidates_line(std::string_view text) { return parse(text, candidates_line()); }

bool is_marks_cells(std::string_view text) {
    iterator_type first = text.data();
    return x3::parse(first, first + text.size(), marks_cells());
}

bool is_puzzle_cells(std::string_view text) {
    iterator_type first = text.data();
    return x3::parse(first, first + text.size(), puzzle_cells());
}

bool is_plainly_candidate_grid_line(std::string_view text) {
    ParsedLine parsed = parse_candidates_line(text);
    if (std::holds_alternative<BoxRule>(parsed)) return true;
    auto const* row = std::get_if<CandidateRow>(&parsed);
    return row && (text.starts_with(format::box_bar) ||
                   std::any_of(row->begin(), row->end(), [](std::uint16_t bits) { return std::popcount(bits) > 1; }));
}

}  // namespace sudoku::grammar
