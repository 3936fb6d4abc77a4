// A chain step's proof as text a person can follow on paper: Eureka (AIC)
// notation, with the nets of dynamic chains written out (chain_text.cpp
// gives the grammar).
#pragma once

#include "sudoku/se_rater.hpp"

#include <string>

namespace solve {

// The step's chains and what they prove; empty for a step without chains.
std::string chain_text(sudoku::SeStep const& step);

}  // namespace solve
