// Which compiled copy of the search runs. The search is compiled for several
// instruction sets; by default each call takes the fastest copy the running
// processor can run. Forcing one is for tests and measurements (every copy
// must give the same results), and only before any search runs: the choice
// is one global, read without synchronisation.
#pragma once

#include <optional>
#include <string_view>

namespace sudoku {

enum class SearchCopy {
    portable,   // any x86-64 (SSE2), or plain C++ elsewhere
    x86_64_v3,  // AVX2, BMI1/2, POPCNT
    x86_64_v4,  // x86-64-v3 and AVX-512F/VL/BW/BITALG
};

// "portable", "v3", "v4".
std::string_view name_of(SearchCopy copy);
std::optional<SearchCopy> search_copy_named(std::string_view name);

// Whether this build has the copy and the running processor can run it. A
// build for a newer processor than the portable one (-march) has one copy,
// which counts as every copy its instruction set covers.
bool can_run(SearchCopy copy);

// The copy that runs.
SearchCopy search_copy();

// Makes `copy` the one that runs; false (and no change) when it cannot run.
bool use_search_copy(SearchCopy copy);

}  // namespace sudoku
