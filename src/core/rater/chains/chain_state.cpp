#include "chain_state.hpp"

namespace sudoku::se {

ChainState::ChainState() { seen_.assign(potential_count * 2, 0); }

int ChainState::ancestors(std::uint32_t node) {
    int count = 0;
    for_each_ancestor(node, [&count](std::uint32_t) { ++count; });
    return count;
}

}  // namespace sudoku::se
