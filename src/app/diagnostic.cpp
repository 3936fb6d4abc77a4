#include "diagnostic.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>
#include <utility>

namespace solve {
namespace {

// How much of a long line to show: its start, and the stretch around the column.
constexpr std::size_t head_bytes = 40;
constexpr std::size_t context_bytes = 40;

// Bytes that would upset a terminal are shown as '?', one for one, so the
// caret still lands under the byte it points at.
char printable(char c) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '\t') return c;
    return byte < 0x20 || byte >= 0x7F ? '?' : c;
}

// The line as shown, and the offset of the caret in it. A long line keeps its
// start and the bytes around the column, with " ... " where bytes are left out.
std::pair<std::string, std::size_t> excerpt(std::string const& source, std::size_t column) {
    std::size_t at = column - 1;
    std::string shown;
    std::size_t from = 0;
    if (at > head_bytes + 2 * context_bytes) {
        shown = source.substr(0, head_bytes) + " ... ";
        from = at - context_bytes;
    }
    std::size_t caret = shown.size() + (at - from);
    std::size_t to = std::min(source.size(), at + context_bytes);
    shown.append(source, from, to - from);
    if (to < source.size()) shown += " ...";
    std::transform(shown.begin(), shown.end(), shown.begin(), printable);
    return {shown, caret};
}

}  // namespace

void print_error(std::ostream& err, std::string_view file, Diagnostic const& d) {
    err << file << ':' << d.line << ':' << d.column << ": error: " << d.message << '\n';
    auto [shown, caret_at] = excerpt(d.source, d.column);
    // Tabs are copied into the caret line so that it lines up however the
    // terminal expands them.
    std::string caret;
    for (std::size_t i = 0; i < caret_at; ++i) caret += i < shown.size() && shown[i] == '\t' ? '\t' : ' ';
    err << shown << '\n' << caret << "^\n";
}

void print_note(std::ostream& err, std::string_view file, std::size_t line,
                std::string_view message) {
    // Straight into the stream's buffer, the number by to_chars: a run may
    // note every record (puzzles with several solutions), and the stream's
    // formatting of each part cost more than solving some of them.
    std::array<char, std::numeric_limits<std::size_t>::digits10 + 1> number;
    auto number_end = std::to_chars(number.data(), number.data() + number.size(), line).ptr;
    std::streambuf& out = *err.rdbuf();
    out.sputn(file.data(), static_cast<std::streamsize>(file.size()));
    out.sputc(':');
    out.sputn(number.data(), number_end - number.data());
    constexpr std::string_view kind = ":1: note: ";
    out.sputn(kind.data(), kind.size());
    out.sputn(message.data(), static_cast<std::streamsize>(message.size()));
    out.sputc('\n');
}

}  // namespace solve
