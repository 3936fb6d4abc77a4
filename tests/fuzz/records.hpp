// The fuzzer's oracle for "nothing is lost": how many records an input in
// the line format holds, by the rule of docs/format.md and sharing no code with the
// reader. A line is a record unless it is blank or a comment ('#' or "-- ",
// at most 1024 bytes, no control character but the tab); a UTF-8 byte-order
// mark at the very start is skipped; a CR is a line end only before an LF.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace fuzz {

inline bool is_comment(std::string_view line) {
    if (!line.starts_with('#') && !line.starts_with("-- ")) return false;
    if (line.size() > 1024) return false;
    return std::none_of(line.begin(), line.end(), [](char c) {
        auto byte = static_cast<unsigned char>(c);
        return (byte < 0x20 && byte != '\t') || byte == 0x7F;
    });
}

inline std::size_t records_in_lines(std::string_view input) {
    if (input.starts_with("\xEF\xBB\xBF")) input.remove_prefix(3);
    std::size_t records = 0;
    while (!input.empty()) {
        std::size_t end = input.find('\n');
        std::string_view line = input.substr(0, end);
        input.remove_prefix(end == std::string_view::npos ? input.size() : end + 1);
        if (end != std::string_view::npos && line.ends_with('\r')) line.remove_suffix(1);
        if (!line.empty() && !is_comment(line)) ++records;
    }
    return records;
}

// Lines of `text` that begin with `prefix`, or that hold `infix`.
inline std::size_t lines_with(std::string_view text, std::string_view infix, bool at_start) {
    std::size_t found = 0;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (at_start ? line.starts_with(infix) : line.find(infix) != std::string_view::npos) ++found;
    }
    return found;
}

// The errors on standard error (those whose message begins with `message`).
// An error is three lines (where, the input line, a caret); the input line
// is skipped, since it may hold any text.
inline std::size_t errors_in(std::string_view err, std::string_view message = "") {
    std::size_t errors = 0, skip = 0;
    while (!err.empty()) {
        std::size_t end = err.find('\n');
        std::string_view line = err.substr(0, end);
        err.remove_prefix(end == std::string_view::npos ? err.size() : end + 1);
        if (skip > 0) {
            --skip;
        } else if (auto at = line.find(": error: "); at != std::string_view::npos) {
            errors += line.substr(at + 9).starts_with(message);
            skip = 2;
        }
    }
    return errors;
}

// The errors for a file without a single puzzle, which is no record.
inline std::size_t no_puzzle_errors_in(std::string_view err) {
    return errors_in(err, "expected a puzzle, but the input ");
}

}  // namespace fuzz
