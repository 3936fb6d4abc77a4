// What a judged record holds in memory beyond its own object: the bytes the
// judging pool counts to bound what waits to be written (an explanation can
// hold megabytes, a solved puzzle nothing).
#pragma once

#include "judge.hpp"
#include "record.hpp"

#include <cstddef>

namespace solve {

// Bytes on the heap, as allocated (capacities, not sizes), counting what is
// shared once.
std::size_t heap_bytes(Record const& record);
std::size_t heap_bytes(Verdict const& verdict);

}  // namespace solve
