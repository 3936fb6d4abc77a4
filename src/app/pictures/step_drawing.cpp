#include "step_drawing.hpp"

#include <algorithm>

namespace solve {
namespace {

template <typename T>
void add_once(std::vector<T>& items, T const& item) {
    if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
}

ChainMark mark_of(sudoku::ChainNode const& node) { return {node.cell, node.digit, node.on}; }

void add_chain(StepDrawing& drawing, sudoku::SeChain const& chain) {
    for (auto const& node : chain.nodes) {
        add_once(drawing.marks, mark_of(node));
        for (int parent : node.parents)
            add_once(drawing.links, ChainLink{mark_of(chain.nodes[static_cast<std::size_t>(parent)]), mark_of(node)});
    }
}

// How many of the step's units hold the pattern's places for its digit.
std::size_t lined_units(sudoku::SeStep const& step) {
    switch (sudoku::row_of(step.method.technique).evidence) {
    case sudoku::SeEvidence::locking:
    case sudoku::SeEvidence::direct_locking:
        return 1;  // the house whose places all lie in the second
    case sudoku::SeEvidence::fish:
        return step.units.size() / 2;  // the base lines
    default:
        return 0;
    }
}

}  // namespace

StepDrawing drawing_of(sudoku::SeStep const& step) {
    StepDrawing drawing;
    drawing.units = step.units;
    drawing.cells = step.cells;
    drawing.digits = step.digits;
    drawing.lined = std::min(lined_units(step), step.units.size());
    for (auto const& chain : step.chains) add_chain(drawing, chain);
    return drawing;
}

}  // namespace solve
