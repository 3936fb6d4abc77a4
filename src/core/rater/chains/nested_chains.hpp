// SE's nested forcing chains, levels 2 to 5 (nested_chains.cpp): a dynamic
// run asks a second chainer for every hint of a chain technique on the grid
// it left; and that chainer's side, collecting every hint it finds with
// what it rests on (nested_collect.cpp).
#pragma once

#include "chain_search.hpp"

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sudoku::se {

// A hint of "Forcing Chains & Cycles" found on the grid a dynamic run left,
// for SE's nested forcing chains (level 2): its place in SE's order, what it
// removes, the run's removals it rests on (SE's rule parents), and the
// identity of its chains (SE counts each distinct nested chain's complexity
// once in the chain that uses it).
struct NestedHint {
    ChainCandidate key;
    std::uint64_t identity = 0;
    SeMethod method;
    std::array<std::uint16_t, cell_count> remove{};
    std::uint64_t removal_hash = 0;  // of `remove`, for finding repeats
    std::vector<int> parents;  // "off" potentials, in SE's order
    std::vector<std::uint8_t> removal_order;  // a cycle's cells, as SE first meets them
    // Made only by a collection asked for this hint's, and only if it
    // rests on something.
    std::vector<std::shared_ptr<SeChain const>> chains;
    // Whether the above is known (identity, parents, order, chains), and
    // if not, what proves the hint (finish_collection traces it).
    bool traced = true;
    Origin origin;
};

// What a search keeps of a nested hint that some of its nodes rest on: its
// identity and complexity (for the conclusion's complexity), its name, and
// where to find its chains again (NestedChains::nested_chains): the grid the
// inner search collected it on, and its rank among the hints found there.
struct NestedRule {
    std::uint64_t identity;
    SeMethod method;
    int complexity;
    std::uint32_t grid, rank;
};

class Chainer;
class AdvancedRules;
class ChainEvidence;

// Both sides in one class: the inner chainer of a nested search is at once
// the inner side of its collections and, when it nests in turn, the outer
// side of its own searches; the sides share the search, the rules and the
// evidence they work through. Each side's state is apart below (the inner
// side's in Collecting).
class NestedChains {
public:
    NestedChains(Search& s, AdvancedRules& rules, ChainEvidence& evidence, bool is_inner);
    ~NestedChains();
    // The chain techniques a nested run asks (SE's order within a level).
    enum class Inner { static_chains, multiple, dynamic, nested };
    // The budget, shared with the inner chainer.
    void set_work(Work* work);
    // Forgets what the last search's nested hints said of its nodes.
    void forget_nested() {
        nested_.clear();
        node_nested_.clear();
        nested_grids_.clear();
        made_chains_.clear();
    }

    // The outer side (nested_chains.cpp). SE's other rules past the simple
    // ones, by level: the first technique with a hint that rests on the run
    // gives all such hints (into the rules' found "off" states).
    bool advanced_nested(int level);
    // The complexity the nested chains behind these conclusions add.
    int nested_complexity(std::uint32_t const* targets, int n);
    // A nested hint's chains, found again (for the evidence).
    std::vector<std::shared_ptr<SeChain const>> const& nested_chains(std::uint32_t rule);
    std::vector<NestedRule> nested_;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> node_nested_;  // node, into nested_

    // The inner side (nested_collect.cpp): one hint offered to a
    // collection, kept with what it rests on; and a collection, once its
    // search is over, sorted and its repeats dropped as SE drops them.
    void collect(Collection const& collection, ChainCandidate key, Hint const& hint);
    void finish_collection(Collection const& collection, std::vector<NestedHint>& out);

private:
    using Node = ChainState::Node;
    using Run = ChainState::Run;
    Search& s_;
    AdvancedRules& rules_;
    ChainEvidence& evidence_;
    bool is_inner_;  // the inner chainer of a nested one

    // The inner side.
    void trace(Collection const& collection, NestedHint& found, std::uint32_t const* targets, int target_n, bool counted);
    // The steps a trace counts, for a hint the collection drops unseen.
    void count_trace(std::uint32_t const* targets, int target_n);
    template <class Visit>
    std::size_t walk_back(std::uint32_t end, Visit visit);
    // The nodes a hint's chains end at, in SE's order.
    int targets_of(Origin const& o, std::uint32_t* out);
    // A run's node of a state, as ChainState::member finds it, through an
    // index of the run's states made once: the hints of one cell's or
    // region's runs look in the same few runs for each state they share.
    std::int32_t member_of(Run const& run, int pot, bool on);
    struct RunIndex {
        std::uint32_t stamp = 0, begin = 0, end = 0;
        std::array<std::uint32_t, potential_count * 2> made{};  // the run's stamp where `node` is its
        std::array<std::int32_t, potential_count * 2> node{};
    };
    // What the inner side keeps, read by nothing of the outer side.
    struct Collecting {
        // By node, for the search that made it: what a trace's walk from it
        // counts. A run's nodes stay while its search lasts (not a cycle
        // search's), and one cell's or region's hints end at the same nodes.
        std::vector<std::pair<std::uint32_t, std::uint32_t>> walk_counted_;
        std::uint32_t walk_counted_search_ = 0;
        // The collection so far, by hash of the removals: the hint first in
        // SE's order of those that remove the same (its index), which a later
        // one never displaces unless it sorts before it.
        std::unordered_map<std::uint64_t, std::uint32_t> first_removing_;
        std::uint64_t dropped_ = 0;  // the hints of the collection so dropped, not kept
        // By digit, the cells the collection's grid lost it in (the rule
        // parents a house gives).
        std::array<Cells, 10> lost_where_{};
        std::vector<NestedHint> sorted_;  // room for a collection sorted
        std::vector<RunIndex> run_indexes_;  // member_of's
        std::size_t next_run_index_ = 0;
    } collecting_;
    // The cell (-1) or house (0-26) SE records as why a node took its state.
    int link_cause(std::uint32_t node) const;

    // The outer side: the hints of a second Chainer's search on the run's
    // grid. Those that rest on the run are kept for the whole search, so
    // that a conclusion can count their complexity.
    bool advanced_nested(Inner kind);
    std::unique_ptr<Chainer> inner_;
    std::vector<NestedHint> inner_found_;
    // The inner collections made on this board, by technique and grid:
    // level 3 repeats every one level 2 made until its runs part, and a
    // search meets some grids twice. A collection is a function of the
    // board, the grid and the technique; taken from here it counts the
    // steps it counted when made, so that a budget cuts where it would if
    // the collection were made again.
    struct KeptCollection {
        Inner kind;
        std::array<std::uint16_t, cell_count> grid;
        std::uint64_t steps;
        std::vector<NestedHint> hints;
    };
    std::vector<KeptCollection> kept_;
    static constexpr std::size_t most_kept = 1 << 14;
    std::unordered_map<std::uint64_t, std::uint32_t> kept_at_;  // by hash of kind and grid
    std::array<std::uint16_t, cell_count> kept_board_{};
    std::array<Digit, cell_count> kept_values_{};
    void collect_nested(Board const& grid, Inner kind);
    // The inner chainer's reachability made for `grid` as its static
    // search makes it, counting nothing.
    void reach_for(Board const& grid);
    // The grids the inner search collected the search's nested hints on.
    // A step's evidence needs the chains of a few of them only: keeping
    // every hint's chains for the whole search would make memory grow with
    // the work, so they are made again, on demand, for the hints
    // the evidence meets (the same grid gives the same hints, in the same
    // order), and kept while the search lasts (the evidence keeps them
    // anyway).
    struct NestedGrid {
        Inner kind;
        std::array<std::uint16_t, cell_count> cand;
    };
    std::vector<NestedGrid> nested_grids_;
    struct MadeChains {
        std::uint32_t rule;  // into nested_
        std::vector<std::shared_ptr<SeChain const>> chains;
    };
    std::vector<MadeChains> made_chains_;
    std::vector<NestedHint> recollected_;
    std::vector<std::uint64_t> counted_nested_;  // the identities nested_complexity met
};

// Two chains' identity: the kind and each state on the way, in order.
inline std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15u + (h << 6) + (h >> 2);
    return h * 0xBF58476D1CE4E5B9u;
}

}  // namespace sudoku::se
