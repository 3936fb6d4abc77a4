// Turns a failed expectation into a located LineError a person understands:
// the rule that failed (which the message names) and what was found there.
#pragma once

#include "parsed_line.hpp"

#include <boost/spirit/home/x3.hpp>

#include <optional>
#include <string>

namespace sudoku::grammar {

namespace x3 = boost::spirit::x3;

// The rule an expectation failed on, from the name Spirit reports: each rule
// is named with its expected_words().
Rule rule_named(std::string const& name);

class ErrorHandler {
public:
    ErrorHandler(char const* begin, char const* end) : begin_(begin), end_(end) {}

    void report(char const* where, Rule rule);
    std::optional<LineError> const& error() const { return error_; }

private:
    void found(LineError& error, char const* where) const;
    void found_in_marks(LineError& error, char const* where) const;
    void found_in_candidates(LineError& error, char const* where) const;

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
        x3::get<error_handler_tag>(context).get().report(x.where(), rule_named(x.which()));
        return x3::error_handler_result::fail;
    }
};

}  // namespace sudoku::grammar
