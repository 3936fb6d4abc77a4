// The chain searches' entry points, what every search of Nishio, multiple
// and dynamic chains starts with, and the runs those share.
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
    // Each search only if the one before found nothing and was not cut.
    bool found = find_nishio(h) || cut() || find_multiple(h) || cut() || find_dynamic(h, 0);
    if (!found || cut()) return false;
    if (evidence_wanted_) gather_evidence();
    return true;
}

bool Chainer::find_dynamic_chains(Board const& b, Hint& h, int level) {
    start_on(b);
    bool found = find_dynamic(h, level) && !cut();
    if (found && evidence_wanted_) gather_evidence();
    return found;
}


SeTechnique Chainer::technique() const {
    if (mode_ == Mode::nishio) return SeTechnique::nishio_forcing_chains;
    if (mode_ == Mode::multiple) return SeTechnique::multiple_forcing_chains;
    return static_cast<SeTechnique>(static_cast<int>(SeTechnique::dynamic_forcing_chains) + level_);
}

double Chainer::base_difficulty() const { return row_of(technique()).base / 10.0; }

SeMethod Chainer::method_of(SeChainKind kind) const {
    return {technique(), 0, 0, mode_ == Mode::nishio ? SeChainKind::none : kind};
}


// A search of Nishio, multiple or dynamic chains starting: nothing found,
// no run made yet. Whether the budget is already spent.
bool Chainer::start_search(Mode mode, int level) {
    mode_ = mode;
    level_ = level;
    sink_.clear();
    nodes_.clear();
    parents_.clear();
    node_rules_.clear();
    forget_nested();
    // Every run is made afresh. Past 2^32 searches the count wraps: what
    // is stamped with an old search is forgotten, lest it pass for current.
    if (++search_ == 0) {
        for (auto* runs : {&on_runs_, &off_runs_})
            for (Run& run : *runs) run.search = 0;
        counted_.clear();
        for (auto& houses : nishio_houses_) houses.search = 0;
        search_ = 1;
    }
    base_ = base_difficulty();
    at_pot_ = 0;
    at_house_ = -1;
    // Checked here too: a search may take all it needs from kept hints.
    return starting(static_cast<int>(base_ * 10 + 0.5));
}

// Both queues empty, a (+) run asks SE's other rules: each candidate they
// remove goes off (if not already), its parents the run's own removals that
// the rule rests on. Whether any went off.
template <typename Enter, typename Known>
bool Chainer::queue_advanced(Enter const& enter, Known const& known) {
    find_advanced();
    bool more = false;
    for (AdvancedOff const& f : found_offs_) {
        if (known(f.pot, false)) continue;
        std::uint32_t m = add_node(f.pot, false, -1);
        // A rule's parents may be more than a plain node's: room for them,
        // and again for the rest of the run's nodes.
        parents_.reserve_more(f.parent_count + most_run_nodes * most_parents);
        for (std::uint32_t i = 0; i < f.parent_count; ++i)
            parents_.push(static_cast<std::uint32_t>(index_[state_key(found_parents_[f.parents + i], false)]));
        nodes_[m].parent_count = f.parent_count;
        if (f.nested)
            node_nested_.emplace_back(m, f.rule);
        else if (wants_chains())
            node_rules_.emplace_back(m, found_rules_[f.rule]);
        enter(m, false);
        more = true;
    }
    return more;
}

Chainer::Run const& Chainer::run_from(int pot, bool on) {
    Run& run = (on ? on_runs_ : off_runs_)[pot];
    if (run.search != search_) {
        // Past the budget no run is made: an empty one concludes nothing,
        // and the search, given up, finds nothing (a cell's work can take
        // milliseconds, so the check per cell alone is not enough).
        static Run const none{};
        if (cut()) return none;
        run = Run{};
        propagate(run, pot, on, mode_ != Mode::multiple, mode_ != Mode::nishio,
                  [this](auto const& enter, auto const& known) { return level_ > 0 && queue_advanced(enter, known); });
        run.search = search_;
        charge(run.end - run.begin + 1);  // its nodes
    }
    return run;
}

}  // namespace sudoku::se
