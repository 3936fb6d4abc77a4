// SE's multiple forcing chains, and the cell by cell search that dynamic
// chains share (multiple_chains.cpp).
#pragma once

#include "chain_search.hpp"

#include <span>

namespace sudoku::se {

class StaticChains;
class DynamicChains;

class MultipleChains {
public:
    // The static chains' reachability screens the cells; a dynamic search
    // adds, for each candidate, what its own runs conclude.
    MultipleChains(Search& s, StaticChains& statics, DynamicChains& dynamic) : s_(s), statics_(statics), dynamic_(dynamic) {}
    // The easiest hint of the search started (multiple or dynamic chains,
    // Chainer::start_search), or, collecting, all of them: cell by cell.
    // `dynamic`: the search is dynamic chains' (DynamicChains::find's).
    bool search_cells(Hint& h, bool dynamic);

private:
    using Run = ChainState::Run;
    Search& s_;
    StaticChains& statics_;
    DynamicChains& dynamic_;
    void conclude_from_cell(int c, int size, bool dynamic);
    void conclude_region(int c, int d, int house, Run const& on_run);
    void conclude_cell(int c, Potentials const& on, Potentials const& off);
    void conclude_common(std::span<int const> sources, Potentials const& on, Potentials const& off, int sort_key,
                         SeChainKind kind);
};

}  // namespace sudoku::se
