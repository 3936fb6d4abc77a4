// The JSON output: one object per record, then LF, keys in a fixed order
// (docs/json.md, and its schema docs/schema/record.schema.json).
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"

#include <ostream>

namespace solve {

void write_json(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict);
void write_json(std::ostream& out, GeneratedRecord const& generated);

}  // namespace solve
