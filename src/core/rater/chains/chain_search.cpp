// What every chain search works on (chain_search.hpp): how a search of
// Nishio, multiple or dynamic chains starts, the runs those share, and how
// a hint found goes to the sink.
#include "chain_search.hpp"

#include "advanced_chains.hpp"
#include "chain_evidence.hpp"
#include "nested_chains.hpp"

namespace sudoku::se {

Search::Search() {
    on_runs_.resize(potential_count);
    off_runs_.resize(potential_count);
}

void Search::offer(ChainCandidate k, Hint const& hint) {
    if (Collection const* collection = sink_.collection()) {
        nested_chains_->collect(*collection, k, hint);
        return;
    }
    if (sink_.keep(k, hint, origin_) && evidence_wanted_ && origin_.proof == Proof::cycle)
        chain_evidence_->keep_cycle(static_cast<std::uint32_t>(origin_.target));
}

SeTechnique Search::technique() const {
    if (mode_ == Mode::nishio) return SeTechnique::nishio_forcing_chains;
    if (mode_ == Mode::multiple) return SeTechnique::multiple_forcing_chains;
    return static_cast<SeTechnique>(static_cast<int>(SeTechnique::dynamic_forcing_chains) + level_);
}

double Search::base_difficulty() const { return row_of(technique()).base / 10.0; }

SeMethod Search::method_of(SeChainKind kind) const {
    return {technique(), 0, 0, mode_ == Mode::nishio ? SeChainKind::none : kind};
}

// A search of Nishio, multiple or dynamic chains starting: nothing found,
// no run made yet. Whether the budget is already spent.
bool Search::start_search(Mode mode, int level, bool& wrapped) {
    mode_ = mode;
    level_ = level;
    sink_.clear();
    nodes_.clear();
    parents_.clear();
    // Every run is made afresh. Past 2^32 searches the count wraps: what
    // is stamped with an old search is forgotten, lest it pass for current.
    wrapped = false;
    if (++search_ == 0) {
        for (auto* runs : {&on_runs_, &off_runs_})
            for (Run& run : *runs) run.search = 0;
        wrapped = true;
        search_ = 1;
    }
    base_ = base_difficulty();
    at_pot_ = 0;
    at_house_ = -1;
    // Checked here too: a search may take all it needs from kept hints.
    return starting(static_cast<int>(base_ * 10 + 0.5));
}

ChainState::Run const& Search::run_from(int pot, bool on) {
    Run& run = (on ? on_runs_ : off_runs_)[pot];
    if (run.search != search_) {
        // Past the budget no run is made: an empty one concludes nothing,
        // and the search, given up, finds nothing (a cell's work can take
        // milliseconds, so the check per cell alone is not enough).
        static Run const none{};
        if (cut()) return none;
        run = Run{};
        propagate(run, pot, on, mode_ != Mode::multiple, mode_ != Mode::nishio,
                  [this](auto const& enter, auto const& known) { return level_ > 0 && advanced_rules_->queue_advanced(enter, known, level_); });
        run.search = search_;
        charge(run.end - run.begin + 1);  // its nodes
    }
    return run;
}

// A conclusion of Nishio, multiple or dynamic chains: `pot` on (the cell's
// other candidates go, and it is placed) or off, offered unless a hint
// this complex would lose to the best so far. The sort key tells the proof:
// 7 a contradiction, 1 a double chain, 6 a region's chains, 5 a cell's.
void Search::conclude(int pot, bool on, int complexity, int sort_key, SeMethod method) {
    if (cannot_win(base_, complexity, sort_key)) return;
    Hint hint;
    int c = cell_of(pot), d = digit_of(pot);
    if (on) {
        hint.remove[c] = static_cast<std::uint16_t>(source_[c] & ~(1u << d));
        if (!hint.remove[c]) return;
        hint.cell = c;
        hint.digit = d;
    } else {
        hint.eliminate(c, d);
    }
    double difficulty = base_ + length_difficulty(complexity);
    hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
    hint.method = method;
    Proof proof = sort_key == 7   ? Proof::contradiction
                  : sort_key == 1 ? Proof::both
                  : sort_key == 6 ? Proof::region
                                  : Proof::cell;
    bool contradiction = proof == Proof::contradiction;  // from `pot` itself
    origin_ = {proof, contradiction ? pot : at_pot_, !contradiction || !on, pot, on, at_house_, true};
    offer({difficulty, complexity, sort_key}, hint);
}

// The contradiction an assumption on (or off) meets refutes it.
void Search::refute(int pot, Run const& run, bool assumed) {
    if (run.absurd_on < 0) return;
    std::uint32_t ends[2] = {static_cast<std::uint32_t>(run.absurd_on), static_cast<std::uint32_t>(run.absurd_off)};
    conclude(pot, !assumed, ancestors_once(ends[0]) + ancestors_once(ends[1]) + nested_chains_->nested_complexity(ends, 2), 7,
             method_of(SeChainKind::contradiction));
}

void Search::take_easiest(std::array<DigitBest, 10> const& digits) {
    sink_.clear();
    DigitBest const* easiest = nullptr;
    for (int d = 1; d <= 9; ++d) {
        DigitBest const& mine = digits[d];
        if (!mine.found) continue;
        if (easiest && !mine.key.before(easiest->key) && (easiest->key.before(mine.key) || easiest->pot < mine.pot)) continue;
        easiest = &mine;
    }
    if (!easiest) return;
    // A hint that places its digit also clears the cell's other candidates,
    // which may have changed since it was found.
    Hint hint = easiest->hint;
    if (hint.cell >= 0) hint.remove[hint.cell] = static_cast<std::uint16_t>(source_[hint.cell] & ~(1u << hint.digit));
    sink_.restore(easiest->key, hint);
}

}  // namespace sudoku::se
