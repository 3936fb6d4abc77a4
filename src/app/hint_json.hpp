// --hint's step in JSON, typed for a program that draws it: cells, units
// and candidates as indices, chains as nodes and the links between them
// (docs/json.md, "A hint").
#pragma once

#include "explanation.hpp"

#include <ostream>

namespace solve {

void write_hint(std::ostream& out, ExplainedStep const& hint);

}  // namespace solve
