#include "parse_line.hpp"

#include "config.hpp"
#include "line.hpp"

namespace sudoku::grammar {
namespace {

struct ToParsedLine : boost::static_visitor<ParsedLine> {
    template <typename Kind>
    ParsedLine operator()(Kind const& kind) const { return kind; }
};

}  // namespace

ParsedLine parse_line(std::string_view text) {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    ErrorHandler handler(first, last);
    ast::Line parsed;
    bool ok = x3::parse(first, last, x3::with<error_handler_tag>(std::ref(handler))[line()], parsed);
    if (handler.error()) return *handler.error();
    // Every alternative ends at the end of the line or fails an expectation,
    // so a parse cannot stop short without having reported why.
    if (!ok || first != last) return LineError{static_cast<std::size_t>(first - text.data()) + 1,
                                               "unrecognised line"};
    return boost::apply_visitor(ToParsedLine(), parsed);
}

}  // namespace sudoku::grammar
