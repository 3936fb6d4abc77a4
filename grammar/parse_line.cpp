#include "parse_line.hpp"

#include "config.hpp"
#include "lines.hpp"

namespace sudoku::grammar {
namespace {

struct ToParsedLine : boost::static_visitor<ParsedLine> {
    template <typename Kind>
    ParsedLine operator()(Kind const& kind) const { return kind; }
};

template <typename Rule>
ParsedLine parse(std::string_view text, Rule const& rule) {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    ErrorHandler handler(first, last);
    ast::Line parsed;
    bool ok = x3::parse(first, last, x3::with<error_handler_tag>(std::ref(handler))[rule], parsed);
    if (handler.error()) return *handler.error();
    // Every alternative ends at the end of the line or fails an expectation,
    // so a parse cannot stop short without having reported why.
    if (!ok || first != last)
        return LineError{static_cast<std::size_t>(first - text.data()) + 1, "unrecognised line"};
    return boost::apply_visitor(ToParsedLine(), parsed);
}

}  // namespace

ParsedLine parse_grid_line(std::string_view text) { return parse(text, grid_line()); }
ParsedLine parse_puzzle_line(std::string_view text) { return parse(text, puzzle_line()); }

bool looks_like_puzzle_line(std::string_view text) {
    constexpr std::size_t longest_row = 17;
    text = text.substr(0, text.find_last_not_of(" \t") + 1);
    return text.size() > longest_row && text.find_first_of(" \t") == std::string_view::npos;
}

bool looks_like_cells(std::string_view text) {
    std::size_t cells = 0, others = 0;
    for (char c : text) {
        if (c == ' ' || c == '\t') continue;
        bool cell = c == '_' || c == '.' || (c >= '0' && c <= '9');
        ++(cell ? cells : others);
    }
    return cells > others;
}

}  // namespace sudoku::grammar
