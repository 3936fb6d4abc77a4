// Counting search over band bitboards. Why it is fast:
// - the state is 9 x 3 masks of 27 bits, small enough to copy at every guess;
// - a digit's band is analysed with one table lookup (its segments packed by
//   two multiplications): the digit must go once in each row and each box of
//   the band, and only segments on such a placement survive (pointing,
//   claiming, and box hidden singles at once);
// - the same rule on the stacks runs for eight digits at once in vector
//   lanes, worked out by shifts instead of the table;
// - a band is analysed again only when its mask changed since last time (each
//   change marks the mask in a 27-bit set, see State::unanalysed), and naked
//   singles, from bit-sliced counts over the nine digits 27 cells at a time,
//   are looked for only in the bands that changed;
// - deciding (is there a solution, is it the only one?) branches on where a
//   digit goes in the most constrained band or stack, with the triad rules at
//   every node: each digit's six bands and stacks in one 64-bit word, four
//   digits to a vector (see lock_triads); counting further branches on cells
//   with two candidates (on segments again after 128 dead ends with no
//   solution) and counts the last sixteen open cells by a plain backtrack
//   over their candidates in vector lanes (see count_from and Endgame);
// - at the root of a grid still mostly open, one pass of the triad rules
//   refutes many grids with no solution before any guess;
// - the search is compiled three times (search_x86_64_v3.cpp,
//   search_x86_64_v4.cpp): the portable build runs on any x86-64 but calls the
//   copy built for AVX2/BMI2/POPCNT, or for AVX-512 on top, when the
//   processor has them, which shortens the bit operations at every node.
//
// The code is in band_state.ipp (the state and its propagation) and
// band_search.ipp (branching, counting, the smallest solution), included
// once here for the build's own target and once for each copy.
#include "sudoku/solver.hpp"

#include "bands.hpp"
#include "search_copies.hpp"
#include "sudoku/search_copy.hpp"

#include <array>
#include <bit>
#include <optional>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>  // SSE2 alone: a fraction of <immintrin.h>
#endif

namespace sudoku {
namespace {
#include "band_state.ipp"
#include "band_search.ipp"

// The copy the build's own target makes: the portable one unless the build
// targets a newer processor (-march).
#if defined(__AVX512BITALG__) && defined(__AVX512VL__) && defined(__AVX512BW__) && defined(__AVX2__)
constexpr SearchCopy own_copy = SearchCopy::x86_64_v4;
#elif defined(__AVX2__) && defined(__BMI2__) && defined(__POPCNT__)
constexpr SearchCopy own_copy = SearchCopy::x86_64_v3;
#else
constexpr SearchCopy own_copy = SearchCopy::portable;
#endif

struct Entries {
    Count (*count_solutions)(Grid const&, unsigned, Grid*);
    Solution (*solve)(Grid const&, unsigned, bool);
    Count (*count_marks)(PencilMarks const&, unsigned, Grid*);
    Solution (*solve_marks)(PencilMarks const&, unsigned, bool);
};

// The build's own copy's entry points, under one name each.
Count count_marks_here(PencilMarks const& marks, unsigned limit, Grid* any) { return count_here(marks, limit, any); }
Solution solve_marks_here(PencilMarks const& marks, unsigned count_limit, bool smallest) {
    return solve_here(marks, count_limit, smallest);
}
constexpr Entries own_entries{count_here, solve_here, count_marks_here, solve_marks_here};

// The entry points of a copy that can run here, else none.
std::optional<Entries> entries_of(SearchCopy copy) {
    if (copy == own_copy) return own_entries;
#if defined(SUDOKU_SEARCH_X86_64_V3)
    if (copy == SearchCopy::x86_64_v3 && x86_64_v3::supported())
        return Entries{x86_64_v3::count_solutions, x86_64_v3::solve, x86_64_v3::count_solutions,
                       x86_64_v3::solve};
#endif
#if defined(SUDOKU_SEARCH_X86_64_V4)
    if (copy == SearchCopy::x86_64_v4 && x86_64_v4::supported())
        return Entries{x86_64_v4::count_solutions, x86_64_v4::solve, x86_64_v4::count_solutions,
                       x86_64_v4::solve};
#endif
    return std::nullopt;
}

constexpr SearchCopy fastest_first[] = {SearchCopy::x86_64_v4, SearchCopy::x86_64_v3, SearchCopy::portable};

SearchCopy fastest() {
    for (SearchCopy copy : fastest_first)
        if (entries_of(copy)) return copy;
    return own_copy;
}

// The build's own copy until the fastest is chosen at start-up (constant
// initialisation: right even for a search run by another static initialiser).
SearchCopy running = own_copy;
Entries entries = own_entries;
}  // namespace

std::string_view name_of(SearchCopy copy) {
    switch (copy) {
        case SearchCopy::portable: return "portable";
        case SearchCopy::x86_64_v3: return "v3";
        case SearchCopy::x86_64_v4: return "v4";
    }
    return "";
}

std::optional<SearchCopy> search_copy_named(std::string_view name) {
    for (SearchCopy copy : fastest_first)
        if (name == name_of(copy)) return copy;
    return std::nullopt;
}

bool can_run(SearchCopy copy) { return entries_of(copy).has_value(); }

SearchCopy search_copy() { return running; }

bool use_search_copy(SearchCopy copy) {
    auto chosen = entries_of(copy);
    if (!chosen) return false;
    running = copy;
    entries = *chosen;
    return true;
}

namespace {
[[maybe_unused]] bool const fastest_chosen = use_search_copy(fastest());
}

Count count_solutions(Grid const& puzzle, unsigned limit, Grid* any) {
    return entries.count_solutions(puzzle, limit, any);
}

Solution solve(Grid const& puzzle, unsigned count_limit, bool smallest) {
    return entries.solve(puzzle, count_limit, smallest);
}

Count count_solutions(PencilMarks const& marks, unsigned limit, Grid* any) {
    return entries.count_marks(marks, limit, any);
}

Solution solve(PencilMarks const& marks, unsigned count_limit, bool smallest) {
    return entries.solve_marks(marks, count_limit, smallest);
}

}  // namespace sudoku
