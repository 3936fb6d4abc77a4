// The HTML output (docs/pictures.md): with --explain, one self-contained
// HTML5 page per record, each ended by "</html>" and LF: the puzzle, its
// rating and its steps by technique, then every step drawn on the pencil
// marks it was taken on, beside its text. No script; nothing fetched.
#pragma once

#include "judge.hpp"
#include "output_records.hpp"
#include "record.hpp"

#include <ostream>

namespace solve {

// A puzzle explained: the page of its steps; a puzzle not solved: its
// givens, titled with why; a malformed record: its diagnostic.
void write_html(std::ostream& out, Origin const& origin, Record const& record, Verdict const& verdict);

}  // namespace solve
