// Located messages about the input, and how they are shown: the GNU form
// FILE:LINE:COLUMN: error: MESSAGE, then the line and a caret under the column.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>

namespace solve {

struct Diagnostic {
    std::size_t line;    // 1-based
    std::size_t column;  // 1-based, in bytes
    std::string message;
    std::string source;  // the line it points into, as read
    bool operator==(Diagnostic const&) const = default;
};

void print_error(std::ostream& err, std::string_view file, Diagnostic const& diagnostic);

// A one-line remark about a puzzle that is not an error.
void print_note(std::ostream& err, std::string_view file, std::size_t line,
                std::string_view message);

}  // namespace solve
