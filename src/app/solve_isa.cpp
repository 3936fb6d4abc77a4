#include "solve_isa.hpp"

#include "sudoku/search_copy.hpp"

#include <cstdlib>

namespace solve {

namespace {
constexpr sudoku::SearchCopy every_copy[] = {sudoku::SearchCopy::portable, sudoku::SearchCopy::x86_64_v3,
                                             sudoku::SearchCopy::x86_64_v4};

std::string runnable_copies() {
    std::string names;
    for (auto copy : every_copy)
        if (sudoku::can_run(copy)) names += (names.empty() ? "" : ", ") + std::string(sudoku::name_of(copy));
    return names;
}
}  // namespace

std::string force_search_copy(char const* value) {
    if (value == nullptr || *value == '\0') return "";
    std::string const prefix = "solve: SOLVE_ISA=" + std::string(value) + ": ";
    auto copy = sudoku::search_copy_named(value);
    if (!copy) return prefix + "no such copy of the search (portable, v3 or v4)\n";
    if (!sudoku::use_search_copy(*copy))
        return prefix + "this build or processor cannot run that copy of the search (it can run: " +
               runnable_copies() + ")\n";
    return "";
}

std::string force_search_copy_from_environment() { return force_search_copy(std::getenv("SOLVE_ISA")); }

}  // namespace solve
