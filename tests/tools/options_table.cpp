// Checks that docs/usage.md holds the option table the code makes (between
// its two marker lines), that README.md's short table names every option, and
// that the JSON schema lists the code's levels; with --update, writes the
// code's table into docs/usage.md instead.
// Usage: options_table [--update] SOURCE_DIR
#include "names.hpp"
#include "options.hpp"

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

constexpr char const* begin_marker = "<!-- The option table, made from the code by build/tests/options_table --update . -->\n";
constexpr char const* end_marker = "<!-- End of the option table. -->\n";

std::string read(std::string const& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    if (!file) std::cerr << "options_table: cannot read " << path << '\n';
    return text.str();
}

// The first line where `expected` and `got` differ, both shown.
void show_difference(std::string const& expected, std::string const& got) {
    std::istringstream want(expected), have(got);
    std::string a, b;
    for (int line = 1;; ++line) {
        bool more_a = static_cast<bool>(std::getline(want, a)), more_b = static_cast<bool>(std::getline(have, b));
        if (!more_a && !more_b) return;
        if (a != b || more_a != more_b) {
            std::cerr << "  line " << line << " of the table\n  the code makes: " << (more_a ? a : "(nothing)")
                      << "\n  the docs hold:  " << (more_b ? b : "(nothing)") << '\n';
            return;
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    bool update = argc == 3 && std::string(argv[1]) == "--update";
    if (argc != 2 && !update) {
        std::cerr << "usage: options_table [--update] SOURCE_DIR\n";
        return 2;
    }
    std::string source_dir = argv[argc - 1], usage_path = source_dir + "/docs/usage.md";
    std::string usage = read(usage_path), table = solve::options_markdown();
    std::size_t begin = usage.find(begin_marker), end = usage.find(end_marker);
    if (begin == std::string::npos || end == std::string::npos || end < begin) {
        std::cerr << "options_table: " << usage_path << " lacks the marker lines\n";
        return 1;
    }
    begin += std::string(begin_marker).size();
    if (update) {
        std::ofstream(usage_path, std::ios::binary) << usage.substr(0, begin) << table << usage.substr(end);
        return 0;
    }
    int status = 0;
    if (usage.compare(begin, end - begin, table) != 0) {
        std::cerr << "options_table: docs/usage.md's option table is not the code's "
                     "(build/tests/options_table --update SOURCE_DIR writes it)\n";
        show_difference(table, usage.substr(begin, end - begin));
        status = 1;
    }
    // The README's short table (its rows that start with an option): every
    // option named, by its long or short name.
    std::istringstream readme_lines(read(source_dir + "/README.md"));
    std::string readme, line;
    while (std::getline(readme_lines, line))
        if (line.starts_with("| `-")) readme += line + '\n';
    for (solve::Option const& option : solve::option_table()) {
        std::string name = option.name, long_name = solve::long_name(option);
        std::string short_name = name.size() > long_name.size() ? "`-" + name.substr(long_name.size() + 1) : "";
        if (readme.find("`--" + long_name) == std::string::npos &&
            (short_name.empty() || readme.find(short_name) == std::string::npos)) {
            std::cerr << "options_table: README.md's option table does not name --" << long_name << '\n';
            status = 1;
        }
    }
    // The schema's list of levels, in the code's order (names.hpp).
    std::string levels = "\"level\": {\"enum\": [";
    for (auto const& [name, level] : solve::level_names)
        levels += std::string(level == sudoku::Level::easy ? "" : ", ") + '"' + name + '"';
    levels += "]}";
    if (read(source_dir + "/docs/schema/record.schema.json").find(levels) == std::string::npos) {
        std::cerr << "options_table: the JSON schema does not list the levels as " << levels << '\n';
        status = 1;
    }
    if (status == 0)
        std::cout << "docs/usage.md holds the code's option table; README.md's table names every option; the "
                     "schema lists the levels\n";
    return status;
}
