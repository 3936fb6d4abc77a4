// The symmetries a generated puzzle's givens may keep. Apart from the
// generator so that code which only names them does not pull in <random>.
#pragma once

namespace sudoku {

enum class Symmetry { none, rotate180, rotate90, mirror, diagonal };

}  // namespace sudoku
