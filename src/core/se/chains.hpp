// Chains of implications, as SE 1.2.1 builds them: "Forcing Chains &
// Cycles" (X-, Y- and XY-cycles and forcing chains), then Nishio, multiple
// (cell and region) and dynamic forcing chains.
//
// SE's difficulty of a chain hint depends on its "complexity": the number of
// distinct candidates-with-a-state among the ancestors of its conclusion(s),
// as its breadth-first propagation happened to record them. So this engine
// follows SE's propagation order exactly (which queue is drained when, which
// parent is recorded, when the search stops at a contradiction): a shorter
// but differently found chain would give another difficulty.
//
// The Chainer holds the propagation state (ChainState, chain_state.hpp) and
// a sink for the hints found (ChainSink, chain_sink.hpp: the easiest kept, or
// all collected for a nested chain), and runs one search per family:
// static_chains.cpp (cycles and forcing chains), nishio_chains.cpp,
// multiple_chains.cpp, dynamic_chains.cpp (levels 1 to 5 adding
// advanced_chains.cpp and nested_chains.cpp). docs/techniques.md maps them.
#pragma once

#include "chain_sink.hpp"
#include "chain_state.hpp"
#include "hint.hpp"
#include "sudoku/se_rater.hpp"
#include "work.hpp"

#include <algorithm>
#include <cassert>
#include <memory>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sudoku::se {

// A candidate mask a rule removes from one cell (advanced_chains.cpp).
struct Removable {
    int cell;
    std::uint16_t digits;
};

// Orders a rule's removals as SE's HashMap<Cell, …> iterates them. Java's
// HashMap keyed by a cell hashes it to its index: it iterates by bucket
// (index modulo the table size, 16 doubling whenever more than three
// quarters full), ties in insertion order. A stable insertion sort: a rule
// removes at most a few dozen candidates.
inline void java_map_order(Removable* e, int n) {
    int size = 16;
    while (n > size * 3 / 4) size *= 2;
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && (e[j].cell & (size - 1)) < (e[j - 1].cell & (size - 1)); --j) std::swap(e[j], e[j - 1]);
}

// The pattern of one of SE's "other rules" that made a dynamic (+) chain's
// candidate go off: its houses (pointing/claiming: the house, then the one
// its places lie in; sets: the house; X-Wing: the base lines, then the
// covers), the pattern's cells and its digits.
struct AdvancedRule {
    enum Kind : std::uint8_t { locking, hidden_pair, naked_pair, x_wing } kind;
    std::uint16_t digits;
    std::array<std::uint8_t, 4> houses;
    std::uint8_t house_total;
    Cells cells;
};

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
    std::vector<int> parents;  // "off" potentials, in SE's order
    std::vector<std::uint8_t> removal_order;  // a cycle's cells, as SE first meets them
    // Made only by a collection asked for this hint's, and only if it
    // rests on something.
    std::vector<std::shared_ptr<SeChain const>> chains;
    // Whether the above is known (identity, parents, order, chains), and
    // if not, what proves the hint (collect_hints traces it).
    bool traced = true;
    Origin origin;
};

// What a search keeps of a nested hint that some of its nodes rest on: its
// identity and complexity (for the conclusion's complexity), its name, and
// where to find its chains again (Chainer::nested_chains): the grid the
// inner search collected it on, and its rank among the hints found there.
struct NestedRule {
    std::uint64_t identity;
    SeMethod method;
    int complexity;
    std::uint32_t grid, rank;
};

// A set of "on" states (candidates) by digit, the reachability's sets:
// whether a candidate's peers with its digit meet one is a two-word AND,
// where a set of potentials takes a test per peer.
struct DigitCells {
    std::array<Cells, 9> by_digit{};
    void add(int pot) { by_digit[digit_of(pot) - 1].add(cell_of(pot)); }
    bool has(int pot) const { return by_digit[digit_of(pot) - 1].has(cell_of(pot)); }
    Cells of(int d) const { return by_digit[d - 1]; }
    void add_all(DigitCells const& o) {
        for (int i = 0; i < 9; ++i) by_digit[i] = by_digit[i] | o.by_digit[i];
    }
    void keep_common(DigitCells const& o) {
        for (int i = 0; i < 9; ++i) by_digit[i] = by_digit[i] & o.by_digit[i];
    }
    bool meets(DigitCells const& o) const {
        for (int i = 0; i < 9; ++i)
            if (!(by_digit[i] & o.by_digit[i]).empty()) return true;
        return false;
    }
    bool empty() const {
        for (Cells const& cells : by_digit)
            if (!cells.empty()) return false;
        return true;
    }
};

class Chainer : private ChainState {
public:
    Chainer();
    using ChainState::cut;
    using ChainState::cut_floor;
    // The easiest hint of "Forcing Chains & Cycles", as SE ranks them, if any.
    bool find_cycles_and_chains(Board const& b, Hint& h);
    // Then Nishio, multiple and dynamic forcing chains, in that order.
    bool find_forcing_chains(Board const& b, Hint& h);
    // Then dynamic forcing chains at SE's chaining levels 1 to 5, one
    // level a call: at level 1 (+), SE's other rules join the propagation
    // (advanced_chains.cpp); at levels 2 to 5, nested forcing chains, the
    // runs, when all else fails, ask a chain technique for every hint on
    // the grid they left (nested_chains.cpp).
    bool find_dynamic_chains(Board const& b, Hint& h, int level);
    // The chain techniques a nested run asks (SE's order within a level).
    enum class Inner { static_chains, multiple, dynamic, nested };
    // Every hint of one technique on `b`, in SE's order without repeats,
    // each with the candidates of `initial` missing from `b` that it rests
    // on (what the nesting chain's run removed); and if `chains_of`, the
    // chains of those with that identity.
    void collect_hints(Board const& b, std::array<std::uint16_t, cell_count> const& initial,
                       std::uint64_t const* chains_of, Inner kind, std::vector<NestedHint>& out);
    // Whether the hints found must carry the chains that prove them
    // (chain_evidence.cpp), and those of the last hint found. Called once a
    // puzzle: it also forgets the hints kept from the last one. Without
    // evidence, hints found at an earlier step are kept where the grid did
    // not change under them; a kept hint's chain is not among the nodes, so
    // with evidence every hint is sought afresh, in SE's order, offered as
    // found.
    void want_evidence(bool wanted) {
        evidence_wanted_ = wanted;
        for (auto& digit : x_best_) digit.known = false;
        for (auto& digit : nishio_best_) digit.known = false;
        y_miss_.known = false;
    }
    std::vector<SeChain> take_evidence() { return std::exchange(evidence_, {}); }

    // The rating's budget, shared with the inner chainer of nested chains:
    // every search counts its steps there (work.hpp), and once the budget is
    // spent it stops, finds nothing and says so: cut() until another budget
    // is set. None by default (null: no limit).
    void set_work(Work* work) {
        budget_ = work;
        if (inner_) inner_->set_work(work);
    }
    // For tests: the counters that stamp the search's tables this close to
    // wrapping, as after a long batch.
    void age_for_test(std::uint32_t left) { stamp_ = seen_stamp_ = search_ = reach_->mark = ~std::uint32_t{0} - left; }

private:
    enum class Mode { nishio, multiple, dynamic };

    void start_on(Board const& b);
    // The searches, one per family: each finds its family's easiest hint
    // (or, collecting, all of them) on the board start_on() set.
    bool find_static(Hint& h);    // static_chains.cpp
    bool find_nishio(Hint& h);    // nishio_chains.cpp
    bool find_multiple(Hint& h);  // multiple_chains.cpp
    bool find_dynamic(Hint& h, int level);  // dynamic_chains.cpp
    // What the Nishio, multiple and dynamic searches start with: the mode
    // and level, no hint yet, no runs. Whether the budget is already spent.
    bool start_search(Mode mode, int level);
    double base_ = 0;  // the search's base difficulty
    // The candidate and the house the searches are at, for the evidence.
    int at_pot_ = 0, at_house_ = -1;
    bool find_nishio_by_digit(Hint& h);
    void refute_nishio(int pot);
    bool search_cells(Hint& h);
    void conclude_from_cell(int c, int size);
    void conclude_from_candidate(int pot, int size, Run const& on_run);
    void conclude_region(int c, int d, int house, Run const& on_run);
    void conclude_cell(int c, Potentials const& on, Potentials const& off);
    void conclude_common(std::span<int const> sources, Potentials const& on, Potentials const& off, int sort_key,
                         SeChainKind kind);
    void refute(int pot, Run const& run, bool assumed);
    void conclude_double(Run const& on_run, Run const& off_run);
    void conclude(int pot, bool on, int complexity, int sort_key, SeMethod method);

    // Static chains.
    void unary(int pot, bool y, bool x);
    void forcing_chains(int pot, bool y, bool linked);
    // Collecting with both kinds of link on a grid from a bare board: the
    // "on" states that the grid's new strong links (none of the board's)
    // turn on. A forcing chain there passes one of them, else it would be
    // the board's; a start that reaches none finds nothing.
    DigitCells new_targets_;
    bool new_targets_known_ = false;
    void find_new_targets();
    bool reaches_new(int pot, bool from_on) const;
    int x_chain_length(int pot, bool start_on);
    int xy_chain_length(int pot, bool start_on);
    // Whether a hint of at least this complexity would lose to the best so far.
    bool cannot_win(double base, int complexity, int key) const { return sink_.cannot_win(base, complexity, key); }
    // A hint found, proved as origin_ says: to the sink.
    void offer(ChainCandidate key, Hint const& hint);
    ChainSink sink_;
    // Whether the static chains collected rest on a board that has none
    // (the rater's, where SE found none before it nested): then a search
    // that the grid's changes cannot reach finds nothing, and is not made.
    bool is_inner_ = false;  // the inner chainer of a nested one
    bool initial_bare_ = false;
    // With a bare initial board: the digits whose places the grid kept all
    // of, and whether its bivalue cells are the board's.
    unsigned x_unchanged_digits() const;
    bool y_unchanged() const;
    void collect(Collection const& collection, ChainCandidate key, Hint const& hint);
    void trace(Collection const& collection, NestedHint& found, std::uint32_t const* targets, int target_n, bool counted);
    // X-cycles and forcing X-chains follow one digit's links: each digit's
    // easiest such hint depends only on that digit's places (and on which
    // cells may start a chain), so it is kept from step to step and sought
    // again only where those changed.
    struct DigitBest {
        bool known = false, found = false;
        Cells places, starts;
        ChainCandidate key;
        int pot = 0;  // where it was found: the earliest wins a tie
        Hint hint;
        void remember(bool found_one, ChainCandidate k, Hint const& h, Cells now, Cells may_start) {
            found = found_one;
            key = k;
            hint = h;
            places = now;
            starts = may_start;
            known = true;
        }
    };
    std::array<DigitBest, 10> x_best_{}, nishio_best_{};
    // Y-cycles follow only bivalue cells: a search that found nothing with
    // nothing to beat finds nothing again while those cells keep their
    // candidates (the grid losing candidates elsewhere, a cycle's
    // eliminations only shrink). About two searches in five, on magictour.
    // It holds while the boards searched only lose candidates, as in one
    // solve: want_evidence(), called once a puzzle, forgets it.
    struct BivalueCells {
        bool known = false;
        std::array<std::uint16_t, cell_count> cand{};  // 0 where not bivalue
    } y_miss_;
    static BivalueCells bivalue_cells(Board const& b);
    // Makes the easiest of the digits' hints the best, as SE would rank them.
    void take_easiest(std::array<DigitBest, 10> const& digits);
    // Whether the hints found must be proved once found: for the evidence,
    // or for a nested chain's collection (which then needs their chains).
    bool wants_chains() const { return evidence_wanted_ || sink_.collection(); }
    bool keeps_hints() const { return !wants_chains(); }
    bool find_x_chains();  // false if cut
    void build_static_graph();
    struct StaticGraph {
        std::array<std::array<std::int16_t, 4>, potential_count> strong;
        // By potential, the cells its x-links turn on (the digit's other
        // place in each house where it has two).
        std::array<Cells, potential_count> x_partners;
        // By potential, the kinds of strong link it has (link_kinds()):
        // an "off" without one of the mode's leads nowhere.
        std::array<std::uint8_t, potential_count> kinds;
    };
    static unsigned link_kinds(bool y, bool x) { return (x ? 1u : 0u) | (y ? 2u : 0u); }
    std::unique_ptr<StaticGraph> graph_ = std::make_unique<StaticGraph>();

    // Reachability through the static graph's links (chain_reach.cpp).
    static constexpr int reach_nodes = potential_count * 2;  // pot * 2 + on
    struct Reach {
        std::array<std::uint32_t, reach_nodes + 1> first{};
        std::vector<std::uint16_t> next;
        std::array<std::int16_t, reach_nodes> index{}, low{}, component{}, size{};
        // By component: whether a cycle within it can remove a candidate
        // at all (cycle_may_remove in chain_reach.cpp).
        std::array<bool, reach_nodes> may_remove{};
        std::array<bool, reach_nodes> on_stack{};
        // Tarjan's stack of states and of the walk's calls (each state is
        // on each at most once): fixed room, the tops kept in locals.
        std::array<std::uint16_t, reach_nodes> stack{};
        struct Call {
            std::uint16_t node;
            std::uint32_t edge;
        };
        std::array<Call, reach_nodes> calls{};
        std::array<DigitCells, reach_nodes> sets{};  // by component: the "on" states it reaches
        // and the "off" states those turn off (the multiple chains' screen),
        // worked out when a screen first asks (off_known): most boards are
        // searched for static chains only.
        std::array<Potentials, reach_nodes> off_sets{};
        bool off_known = false;
        int components = 0;
        std::array<std::uint16_t, reach_nodes> members{};  // by component, from member_at[component]
        std::array<std::uint32_t, reach_nodes + 1> member_at{};
        std::array<std::uint32_t, reach_nodes> merged{};
        std::uint32_t mark = 0;
        bool valid = false, y = false, x = false;
        std::array<std::uint16_t, cell_count> board{};  // the candidates it was built for
    };
    std::unique_ptr<Reach> reach_ = std::make_unique<Reach>();
    void build_reach(bool y, bool x);  // for the links of one mode
    bool reaches(int pot, bool from_on) const;  // whether a state reaches its opposite
    bool on_a_cycle(int pot) const;             // whether "on" can come back to itself
    bool cycle_may_remove(std::uint16_t const* members, int size) const;
    void merge_off_sets();
    // The candidates an "on" potential turns off, with y-links: its peers
    // with its digit and its cell's other digits.
    Potentials weak_of(int pot) const;
    // Whether the reachability of both kinds of link is that of the board
    // being searched (the static search builds it), and then, whether the
    // states that "on" assumptions (pots) reach have one in common.
    bool closures_known();
    bool closures_meet(int const* pots, int n);
    bool may_conclude(int cell);  // cell or region multiple chains from the cell
    static int sort_key(bool y, bool x) { return y && x ? 4 : y ? 3 : 2; }

    // Multiple and dynamic chains.
    Run const& run_from(int pot, bool on);
    bool off_run_may_conclude(int pot, int size, Run const& on_run);
    bool nishio_contradicts(int pot, bool on);
    struct DigitHouses {
        std::uint32_t search = 0;
        int count = 0;
        std::array<Cells, house_count> places{};
    };
    std::array<DigitHouses, 10> nishio_houses_{};
    double base_difficulty() const;

    // Dynamic forcing chains (+) (advanced_chains.cpp): the level of the
    // search (0: plain dynamic, Nishio or multiple; 1: (+); 2 to 5: nested),
    // and what the rules found on the grid a run left.
    int level_ = 0;
    struct AdvancedOff {
        std::uint16_t pot;
        bool nested;  // made by a nested chain hint: `rule` is into nested_
        std::uint32_t rule, parents, parent_count;  // into found_rules_ (or nested_), found_parents_
    };
    std::vector<AdvancedOff> found_offs_;
    std::vector<AdvancedRule> found_rules_;
    std::vector<int> found_parents_;
    std::array<Cells, 10> gone_{};  // by digit: what the run removed from the grid
    // The rules' view of the run's grid (find_advanced): by house, each
    // digit's places and the digits it lost; and of the board searched, by
    // house its empty cells, and the digits placed at most five times (an
    // X-Wing's two lines need four places).
    Places work_places_{};
    std::array<std::uint16_t, house_count> gone_in_{};
    std::array<std::uint8_t, house_count> empty_in_{};
    unsigned roomy_digits_ = 0;
    // The rules behind the search's "off" nodes that rules made: node, rule.
    std::vector<std::pair<std::uint32_t, AdvancedRule>> node_rules_;
    void find_advanced();
    template <typename Enter, typename Known>
    bool queue_advanced(Enter const& enter, Known const& known);
    void offer_rule(AdvancedRule const& rule, Removable const* removable, int n, int const* lost, int lost_n);
    bool advanced_locking();
    bool advanced_hidden_pair();
    bool advanced_naked_pair();
    bool advanced_x_wing();
    // Levels 2-5: the hints of a second Chainer's search on the run's
    // grid. Those that rest on the run are kept for the whole search, so
    // that a conclusion can count their complexity.
    bool advanced_nested();
    bool advanced_nested(Inner kind);
    std::unique_ptr<Chainer> inner_;
    std::vector<NestedHint> inner_found_;
    // The inner collections made on this board, by technique and grid:
    // level 3 repeats every one level 2 made until its runs part, and a
    // search meets some grids twice. A collection is a function of the
    // board, the grid and the technique; taken from here it counts the
    // steps it counted when made, so that budgets cut where they did.
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
    std::vector<NestedRule> nested_;
    // The grids the inner search collected the search's nested hints on.
    // A step's evidence needs the chains of a few of them only: keeping
    // every hint's chains for the whole search cost hundreds of megabytes
    // a minute of search, so they are made again, on demand, for the hints
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
    void forget_nested() {
        nested_.clear();
        node_nested_.clear();
        nested_grids_.clear();
        made_chains_.clear();
    }
    std::vector<std::shared_ptr<SeChain const>> const& nested_chains(std::uint32_t rule);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> node_nested_;  // node, into nested_
    int nested_complexity(std::uint32_t const* targets, int n);
    std::vector<std::uint64_t> counted_nested_;  // the identities nested_complexity met
    // The technique of the search's mode and level, and a hint's method.
    SeTechnique technique() const;
    SeMethod method_of(SeChainKind kind) const;

    std::vector<std::uint32_t> pending_on_, pending_off_;  // static chains' levels
    std::vector<Run> on_runs_, off_runs_;
    Mode mode_ = Mode::multiple;
    std::vector<std::uint32_t> found_;  // static chains: cycle ends and chain targets

    // What proves the hint being offered (set just before offer()).
    Origin origin_;
    // The nodes a hint's chains end at, in SE's order (nested_chains.cpp).
    int targets_of(Origin const& o, std::uint32_t* out);
    // The cell (-1) or house (0-26) SE records as why a node took its state.
    int link_cause(std::uint32_t node) const;
    bool evidence_wanted_ = false;
    std::vector<SeChain> evidence_, best_cycle_;
    void keep_cycle(std::uint32_t end);
    void gather_evidence();
    SeChain chain_to(std::uint32_t end);
    ChainRule rule_of(std::uint32_t node);
    std::uint32_t forcing_chain_end(int pot, bool start_on, bool y);
};

// The entry for `node` in a list of (node, entry) pairs kept in node order
// (the rules and nested hints behind a search's nodes), if it has one.
template <typename T>
T const* entry_at(std::vector<std::pair<std::uint32_t, T>> const& entries, std::uint32_t node) {
    auto at = std::lower_bound(entries.begin(), entries.end(), node,
                               [](auto const& entry, std::uint32_t n) { return entry.first < n; });
    return at != entries.end() && at->first == node ? &at->second : nullptr;
}

}  // namespace sudoku::se
