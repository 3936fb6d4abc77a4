#include "chains.hpp"

namespace sudoku::se {

bool Chainer::find(Board const&, Hint&) { return false; }

}  // namespace sudoku::se
