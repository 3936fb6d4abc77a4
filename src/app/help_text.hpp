// --help, which help2man also makes the man page from. Program_options would
// print the options in a form of its own ("-q [ --quiet ]", "--count
// [=LIMIT(=2)]"), not the GNU form ("-q, --quiet", "--count[=LIMIT]") that
// users know and help2man reads, so they are written here, from the one table
// of options (options.hpp), each description wrapped from one column within
// 80. help2man makes sections of the paragraphs "Options:", "Environment:"
// and "Examples:"; CMakeLists.txt makes sections of "Exit status:" and
// "See also:", which help2man takes for subsections.
#pragma once

#include <string>

namespace solve {

std::string help_text();

}  // namespace solve
