// Where the hints a chain search offers go: the easiest is kept, as SE
// keeps the first of its sorted hints, or (for the inner search of a nested
// chain) every one is collected.
#pragma once

#include "../hint.hpp"
#include "sudoku/se_rater.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku::se {

// What a chain's length adds to its difficulty: 0.1 for each threshold its
// length passes (chain_length_span, se_rater.hpp), summed in doubles as SE
// does, which decides ties such as 6.6 + 0.1 against 6.5 + 0.2.
inline double length_difficulty(int complexity) {
    double added = 0.0;
    for (int tenths = chain_length_span(complexity).tenths; tenths > 0; --tenths) added += 0.1;
    return added;
}

// A chain hint found, with SE's sort key: difficulty (computed as SE's
// doubles are), then complexity, then the kind of chain.
struct ChainCandidate {
    double difficulty = 0;
    int complexity = 0;
    int sort_key = 0;
    bool before(ChainCandidate const& o) const {
        if (difficulty != o.difficulty) return difficulty < o.difficulty;
        if (complexity != o.complexity) return complexity < o.complexity;
        return sort_key < o.sort_key;
    }
};

// What proves a hint (set by the search as it offers one): enough to find
// its chains again once the search is over.
enum class Proof : std::uint8_t { cycle, forcing, contradiction, both, cell, region };
struct Origin {
    Proof proof = Proof::cycle;
    int pot = 0;        // the assumption (cell chains: one of the cell's candidates)
    bool on = true;     // its state (contradictions: which run)
    int target = 0;     // what the chains conclude (cycles: the closing node)
    bool target_on = false;
    int house = -1;     // region chains
    bool y = false;     // static chains: with y-links
};

struct NestedHint;

// Every hint of a search, for a nested chain (nested_chains.cpp): where
// they go, the grid the nesting run started from (what the hints may rest
// on), and the identity of the hint whose chains are wanted, if any.
struct Collection {
    std::vector<NestedHint>* out = nullptr;
    std::array<std::uint16_t, cell_count> const* initial = nullptr;
    bool chains = false;
    std::uint64_t chains_of = 0;
};

class ChainSink {
public:
    // Collecting, nothing is kept: no hint ever loses to a best.
    void collect_into(Collection const& c) { collection_ = &c; }
    void keep_best() { collection_ = nullptr; }
    Collection const* collection() const { return collection_; }

    // A search starting: nothing found yet.
    void clear() { have_best_ = false; }
    bool has_best() const { return have_best_; }
    ChainCandidate const& best_key() const { return best_key_; }
    Hint const& best() const { return best_; }
    Origin const& best_origin() const { return best_origin_; }
    // How many offers became the best, ever: a search compares two counts.
    std::uint64_t taken() const { return taken_; }

    // Whether a hint of at least this complexity, from this base, would
    // lose to the best so far.
    bool cannot_win(double base, int complexity, int key) const {
        return have_best_ && !ChainCandidate{base + length_difficulty(complexity), complexity, key}.before(best_key_);
    }
    // A hint offered, kept if it is the easiest so far (of equal keys, the
    // first): whether it was.
    bool keep(ChainCandidate const& k, Hint const& hint, Origin const& origin) {
        if (have_best_ && !k.before(best_key_)) return false;
        have_best_ = true;
        best_key_ = k;
        best_ = hint;
        best_.length = k.complexity;
        best_origin_ = origin;
        ++taken_;
        return true;
    }
    // A hint kept from an earlier step made the best, as found.
    void restore(ChainCandidate const& k, Hint const& hint) {
        have_best_ = true;
        best_key_ = k;
        best_ = hint;
    }

private:
    Collection const* collection_ = nullptr;
    bool have_best_ = false;
    ChainCandidate best_key_;
    Hint best_;
    Origin best_origin_;
    std::uint64_t taken_ = 0;
};

}  // namespace sudoku::se
