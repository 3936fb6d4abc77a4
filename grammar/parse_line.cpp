#include "parse_line.hpp"

#include "config.hpp"
#include "lines.hpp"

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
        return LineError{static_cast<std::size_t>(first - text.data()) + 1, Rule::line, {}, {}};
    return boost::apply_visitor(ToParsedLine(), parsed);
}

}  // namespace

ParsedLine parse_grid_line(std::string_view text) { return parse(text, grid_line()); }
ParsedLine parse_puzzle_line(std::string_view text) { return parse(text, puzzle_line()); }

}  // namespace sudoku::grammar
