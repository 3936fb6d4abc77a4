// Chains of implications: SE's "Forcing Chains & Cycles" and the multiple,
// dynamic and nested forcing chains after it.
#pragma once

#include "hint.hpp"

namespace sudoku::se {

class Chainer {
public:
    // The easiest chain hint on the board, as SE ranks them, if any.
    bool find(Board const& b, Hint& h);
};

}  // namespace sudoku::se
