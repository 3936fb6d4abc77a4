// A figure of SE's scale, held in tenths (26), as SE writes it ("2.6"): in
// ratings, steps, --help and the JSON output alike.
#pragma once

#include <string>

namespace solve {

inline std::string tenths_text(int tenths) { return std::to_string(tenths / 10) + '.' + std::to_string(tenths % 10); }

}  // namespace solve
