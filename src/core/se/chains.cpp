#include "chains.hpp"

namespace sudoku::se {

Chainer::Chainer() {
    on_runs_.resize(potential_count);
    off_runs_.resize(potential_count);
}

void Chainer::offer(ChainCandidate k, Hint const& hint) {
    if (Collection const* collection = sink_.collection()) {
        collect(*collection, k, hint);
        return;
    }
    if (sink_.keep(k, hint, origin_) && evidence_wanted_ && origin_.proof == Proof::cycle)
        keep_cycle(static_cast<std::uint32_t>(origin_.target));
}

// Every search starts from the board as it stands, with no evidence yet.
void Chainer::start_on(Board const& b) {
    set_board(b);
    for (int house = 0; house < house_count; ++house) empty_in_[house] = static_cast<std::uint8_t>(b.empty_in(house));
    auto const placed = b.placed_counts();
    roomy_digits_ = 0;
    for (int d = 1; d <= 9; ++d)
        if (placed[d] + 4 <= 9) roomy_digits_ |= 1u << d;
    evidence_.clear();
    // The last search's rules and nested hints name its nodes, not this one's.
    node_rules_.clear();
    forget_nested();
}

bool Chainer::find_cycles_and_chains(Board const& b, Hint& h) {
    start_on(b);
    if (!find_static(h)) return false;
    if (evidence_wanted_) gather_evidence();
    return true;
}

bool Chainer::find_forcing_chains(Board const& b, Hint& h) {
    start_on(b);
    level_ = 0;
    for (Mode m : {Mode::nishio, Mode::multiple, Mode::dynamic})
        if (find_multiple(h, m) || cut()) {
            if (cut()) return false;
            if (evidence_wanted_) gather_evidence();
            return true;
        }
    return false;
}

bool Chainer::find_dynamic_chains(Board const& b, Hint& h, int level) {
    start_on(b);
    level_ = level;
    bool found = find_multiple(h, Mode::dynamic) && !cut();
    if (found && evidence_wanted_) gather_evidence();
    level_ = 0;
    return found;
}

}  // namespace sudoku::se
