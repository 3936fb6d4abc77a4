// The SVG output (docs/pictures.md): one standalone SVG document per record,
// each ended by "</svg>" and LF; its size and style are svg_style.hpp's.
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"

#include <ostream>

namespace solve {

// A puzzle solved: its givens and the digits its solution fills; a state
// of pencil marks: its settled cells and its candidates; a puzzle not
// solved: its givens, titled with why; a malformed record: no board, its
// diagnostic as the title and the text.
void write_svg(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict);
// A generated puzzle's givens.
void write_svg(std::ostream& out, GeneratedRecord const& generated);

}  // namespace solve
