// --generate: new puzzles written in the output format, one at a time.
#pragma once

#include "exit_status.hpp"
#include "settings.hpp"

#include <ostream>

namespace solve {

// Writes the puzzles; a seed chosen at random is shown on `err` unless quiet.
// Throws WriteError.
ExitStatus generate_puzzles(GenerateSettings const& settings, OutputFormat format, SheetSettings sheet, bool quiet,
                            std::ostream& out, std::ostream& err);

}  // namespace solve
