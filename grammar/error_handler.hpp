// Turns a failed expectation into a located message a person understands:
// what the grammar expected (the failing rule's name) and what it found.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace sudoku::grammar {

namespace x3 = boost::spirit::x3;

// The names of the rules an expectation can fail on; they complete the
// sentence "expected ...".
namespace expected {
inline constexpr char const* cell = "a cell (a digit 1-9 or '_')";
inline constexpr char const* separator = "a single space between cells";
inline constexpr char const* row_end = "the end of the row after 9 cells";
inline constexpr char const* line_cell = "a cell (a digit 1-9, or '.' or '0' when empty)";
inline constexpr char const* line_end = "the end of the line after 81 cells";
inline constexpr char const* comment_text = "printable text in the comment";
}  // namespace expected

struct LineError {
    std::size_t column;  // 1-based, in bytes
    std::string message;
    bool operator==(LineError const&) const = default;
};

class ErrorHandler {
public:
    ErrorHandler(char const* begin, char const* end) : begin_(begin), end_(end) {}

    void report(char const* where, std::string const& which);
    std::optional<LineError> const& error() const { return error_; }

private:
    std::string found(char const* where, std::string const& which) const;

    char const* begin_;
    char const* end_;
    std::optional<LineError> error_;
};

struct error_handler_tag;

// Rule IDs that derive from this stop the parse at a failed expectation and
// hand it to the ErrorHandler in the parse context.
struct error_handler_base {
    template <typename Iterator, typename Exception, typename Context>
    x3::error_handler_result on_error(Iterator&, Iterator const&, Exception const& x,
                                      Context const& context) const {
        x3::get<error_handler_tag>(context).get().report(x.where(), x.which());
        return x3::error_handler_result::fail;
    }
};

}  // namespace sudoku::grammar
