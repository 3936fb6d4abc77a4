// The JSON output: one object per record, then LF, keys in a fixed order
// (docs/json.md, and its schema docs/schema/record.schema.json).
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"

#include <ostream>
#include <string_view>

namespace solve {

void write_json(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict);
void write_json(std::ostream& out, GeneratedRecord const& generated);

// A JSON string: UTF-8 as it is, control characters escaped, each byte
// outside well-formed UTF-8 as a lone surrogate U+DC80-U+DCFF.
void write_json_string(std::ostream& out, std::string_view text);

}  // namespace solve
