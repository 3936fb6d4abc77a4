// The iterator and context the line rule is instantiated for.
#pragma once

#include "error_handler.hpp"

#include <boost/spirit/home/x3.hpp>

#include <functional>

namespace sudoku::grammar {

using iterator_type = char const*;
using context_type =
    x3::context<error_handler_tag, std::reference_wrapper<ErrorHandler>, x3::unused_type>;

}  // namespace sudoku::grammar
