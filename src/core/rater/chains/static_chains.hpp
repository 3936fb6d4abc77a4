// SE's "Forcing Chains & Cycles" (static_chains.cpp), and the reachability
// through their links that prunes them and screens multiple chains
// (chain_reach.cpp).
#pragma once

#include "chain_search.hpp"

#include <memory>
#include <vector>

namespace sudoku::se {

// A set of candidates digit by digit, each digit's 81 cells a run of bits
// (bit 81 x (digit - 1) + cell): a digit's cells (a peer set) go in with a
// few shifts, and two sets are ANDed in thirteen words.
struct DigitRuns {
    std::array<std::uint64_t, 13> w{};
    void add(int d, Cells cells) {
        add_bits(81 * (d - 1), cells.lo);
        add_bits(81 * (d - 1) + 64, cells.hi);
    }
    void add(int d, int cell) {
        int at = 81 * (d - 1) + cell;
        w[at >> 6] |= std::uint64_t{1} << (at & 63);
    }
    void add_all(DigitRuns const& o) {
        for (int i = 0; i < 13; ++i) w[i] |= o.w[i];
    }
    void keep_common(DigitRuns const& o) {
        for (int i = 0; i < 13; ++i) w[i] &= o.w[i];
    }
    bool empty() const {
        std::uint64_t any = 0;
        for (std::uint64_t x : w) any |= x;
        return any == 0;
    }

private:
    void add_bits(int at, std::uint64_t bits) {
        int shift = at & 63;
        w[at >> 6] |= bits << shift;
        if (shift) w[(at >> 6) + 1] |= bits >> (64 - shift);  // the last word takes the spill of none
    }
};

class StaticChains {
public:
    // The kinds of strong link a mode follows: x-links (a digit in a house), y-links (a cell).
    static unsigned link_kinds(LinkMode mode) { return static_cast<unsigned>(mode); }
    explicit StaticChains(Search& s) : s_(s) {}
    // The easiest hint of "Forcing Chains & Cycles", as SE ranks them, if
    // any (or, collecting, all of them), on the board the search started on.
    bool find(Hint& h);
    // Forgets the hints kept from an earlier step (a new puzzle).
    void forget_kept() {
        for (auto& digit : x_best_) digit.known = false;
        y_miss_.known = false;
    }
    // Whether the static chains collected rest on a board that has none
    // (the rater's, where SE found none before it nested): then a search
    // that the grid's changes cannot reach finds nothing, and is not made.
    bool initial_bare_ = false;

    // The links of the forcing chains, fixed for the board: an "on"
    // candidate turns off its peers with the digit (and, with y-links, the
    // other digits of its cell); an "off" one turns on the digit's other
    // place in a bilocal house, or (a y-link, marked by adding
    // potential_count) the other digit of a bivalue cell.
    struct StaticGraph {
        std::array<std::array<std::int16_t, 4>, potential_count> strong;
        // By potential, the cells its x-links turn on (the digit's other
        // place in each house where it has two).
        std::array<Cells, potential_count> x_partners;
        // By potential, the kinds of strong link it has (link_kinds()):
        // an "off" without one of the mode's leads nowhere.
        std::array<std::uint8_t, potential_count> kinds;
    };
    StaticGraph const& graph() const { return *graph_; }
    void build_static_graph();

    // Reachability through the static graph's links (chain_reach.cpp).
    static constexpr int reach_nodes = potential_count * 2;  // pot * 2 + on
    // One object for all its tables: the reachability of one board and
    // mode, which build_reach's steps make in turn, each from what the one
    // before made, and the static search and the multiple chains' screen
    // read; fixed tables, allocated once with StaticChains.
    struct Reach {
        // The linked candidates (with a strong link of the mode), numbered
        // densely in the order of their potentials: only their states have
        // links into them. By number their potentials, by potential their
        // numbers (read for linked ones only), and where they are.
        int linked = 0, words = 1;  // a set of linked candidates: `words` words
        std::array<std::uint16_t, potential_count> pot_of{};
        std::array<std::int16_t, potential_count> number_of{};
        std::array<Cells, 10> linked_where{};
        std::array<std::uint16_t, cell_count> linked_in{};
        // Their states (2 number + on) and the links between them.
        std::array<std::uint32_t, reach_nodes + 1> first{};
        std::vector<std::uint16_t> next;
        std::array<std::int16_t, reach_nodes> state_component{};  // by state
        std::array<std::int16_t, reach_nodes> component{};  // by key, -1 where none
        std::array<std::int16_t, reach_nodes> size{};  // by component
        // By component: whether a cycle within it can remove a candidate
        // at all (cycle_may_remove in chain_reach.cpp).
        std::array<bool, reach_nodes> may_remove{};
        // Tarjan's walk (find_components, close_component): by state its
        // number and low link and whether it is on the stack; the stack of
        // states and of the walk's calls (each state is on each at most
        // once): fixed room, the tops kept in locals. Scratch of the walk,
        // read by nothing after it.
        struct Walk {
            std::array<std::int16_t, reach_nodes> index{}, low{};
            std::array<bool, reach_nodes> on_stack{};
            std::array<std::uint16_t, reach_nodes> stack{};
            struct Call {
                std::uint16_t node;
                std::uint32_t edge;
            };
            std::array<Call, reach_nodes> calls{};
        } walk;
        // By component, `words` words each: the linked "on" states it reaches.
        std::vector<std::uint64_t> sets;
        // By component: what those states turn off (each its digit in its
        // peers, candidates or not, and with y-links its cell's other
        // candidates); and the candidates whose "on" reaches their "off".
        std::array<DigitCells, reach_nodes> turned_off{};
        DigitCells reach_own_off;
        // The static search's new targets (find_new_targets), as a set.
        std::vector<std::uint64_t> new_targets;
        bool new_targets_known = false;
        // For the multiple chains' screen, worked out when a screen first
        // asks (off_known): most boards are searched for static chains
        // only. By slot (a linked candidate's is its "on" state's
        // component, the others' their own, after them): the "on" states
        // its "on" reaches, and the "off" states those turn off.
        bool off_known = false;
        std::array<std::int16_t, potential_count> slot{};
        std::vector<std::uint64_t> slot_sets;
        std::vector<DigitRuns> off_sets;
        std::array<std::uint16_t, reach_nodes> members{};  // states, by component from member_at[component], for the screen
        std::array<std::uint32_t, reach_nodes + 1> member_at{};
        int components = 0;
        std::array<std::uint32_t, reach_nodes> merged{};
        std::uint32_t mark = 0;
        bool valid = false;
        LinkMode mode = LinkMode::x_links;  // the links it follows (build_reach's)
        std::array<std::uint16_t, cell_count> board{};  // the candidates it was built for
    };
    Reach& reach() { return *reach_; }
    void build_reach(LinkMode mode);  // for the links of one mode
    // Whether the reachability of both kinds of link is that of the board
    // being searched (the static search builds it), and then, whether the
    // states that "on" assumptions (pots) reach have one in common.
    bool closures_known();
    bool may_conclude(int cell);  // cell or region multiple chains from the cell

private:
    Search& s_;
    using Run = ChainState::Run;

    void unary(int pot, LinkMode mode);
    // From the candidate on, then off, where that state reaches its
    // opposite (X chains: on, and off if linked; no reachability).
    void forcing_chains(int pot, bool y, bool from_on, bool from_off);
    // Collecting with both kinds of link on a grid from a bare board: the
    // "on" states that the grid's new strong links (none of the board's)
    // turn on. A forcing chain there passes one of them, else it would be
    // the board's; a start that reaches none finds nothing.
    DigitCells new_targets_;
    bool new_targets_known_ = false;
    void find_new_targets();
    bool reaches_new(int pot, bool from_on);
    int x_chain_length(int pot, bool start_on);
    int x_chain_search(int pot, bool start_on, int* levels);  // counts its levels, if asked
    std::uint32_t cycles(int pot, LinkMode mode, bool& offered);
    bool offer_cycle(int pot, std::uint32_t end, LinkMode mode);  // cycles' step: one closed
    // Collecting, every X search runs to its end (nothing to beat), and what
    // it finds from a candidate depends only on the digit's places: kept by
    // digit and places, across grids and puzzles, and its steps charged
    // again as it charged them. A cycle search that offered a hint is made
    // again (the hint's chains are its nodes).
    struct XKept {
        struct From {
            bool cycle_known = false, cycle_hint = false;
            std::uint16_t cycle_nodes = 0;
            std::array<bool, 2> chain_known{};  // by start_on
            std::array<std::uint8_t, 2> chain_length{}, chain_levels{};
        };
        std::array<From, cell_count> from;
    };
    // Found by an open hash of their digit and places (a slot: 0 if free,
    // else the index of the kept plus one), forgotten all at once when full.
    static constexpr std::size_t most_x_kept = 2048, x_slots = most_x_kept * 2;
    struct XKeptDigit {
        int digit;
        Cells places;
        XKept kept;
    };
    std::vector<XKeptDigit> x_kept_;
    std::vector<std::uint32_t> x_slot_;
    std::array<XKept*, 10> x_kept_now_{};  // by digit, for the grid searched; null if not kept
    void keep_x_searches(unsigned digits);
    XKept::From* x_kept_from(int pot) const {
        XKept* kept = x_kept_now_[digit_of(pot)];
        return kept ? &kept->from[cell_of(pot)] : nullptr;
    }
    int xy_chain_length(int pot, bool start_on);
    // With a bare initial board: the digits whose places the grid kept all
    // of, and whether its bivalue cells are the board's.
    unsigned x_unchanged_digits() const;
    bool y_unchanged() const;
    std::array<DigitBest, 10> x_best_{};
    // Y-cycles follow only bivalue cells: a search that found nothing with
    // nothing to beat finds nothing again while those cells keep their
    // candidates (the grid losing candidates elsewhere, a cycle's
    // eliminations only shrink). About two searches in five, on magictour.
    // It holds while the boards searched only lose candidates, as in one
    // solve: forget_kept(), called once a puzzle, forgets it.
    struct BivalueCells {
        bool known = false;
        std::array<std::uint16_t, cell_count> cand{};  // 0 where not bivalue
    } y_miss_;
    static BivalueCells bivalue_cells(Board const& b);
    bool find_x_chains();  // false if cut
    std::unique_ptr<StaticGraph> graph_ = std::make_unique<StaticGraph>();
    std::unique_ptr<Reach> reach_ = std::make_unique<Reach>();
    // Whether a state reaches its opposite (asked of every candidate: "on"
    // is a bit of a set, here).
    bool reaches(int pot, bool from_on) const {
        if (!reach_->valid) return true;
        return from_on ? reach_->reach_own_off.has(pot) : off_reaches_on(pot);
    }
    bool off_reaches_on(int pot) const;
    bool on_a_cycle(int pot) const;             // whether "on" can come back to itself
    bool cycle_may_remove(std::uint16_t const* members, int size) const;
    // build_reach's steps (chain_reach.cpp): the linked candidates numbered,
    // their states' links, the components and what each reaches (one closed
    // as the walk finishes its root), and the candidates whose "on" reaches
    // their "off".
    void number_linked(unsigned mode);
    void link_states(bool y, bool x);
    void find_components(bool y);
    void close_component(int v, int& stacked, int number, bool y);
    void find_own_off(bool y);
    // The linked "on" states that `pot`'s "on" reaches (`words` words), and
    // in `near` those weakly linked to it: for a linked candidate its
    // component's set, else gathered into `gathered` from its links.
    std::uint64_t const* reached_from(int pot, std::uint64_t* gathered, std::uint64_t* near) const;
    void merge_off_sets();
    // Adds the candidates an "on" potential turns off, with y-links: its
    // peers with its digit and its cell's other digits.
    void add_weak(int pot, DigitRuns& off) const;
    bool closures_meet(int const* pots, int n);
    static int sort_key(LinkMode mode) { return mode == LinkMode::xy_links ? 4 : mode == LinkMode::y_links ? 3 : 2; }
    std::vector<std::uint32_t> pending_on_, pending_off_;  // the cycles' levels
    std::vector<std::uint32_t> found_;  // cycle ends
};

}  // namespace sudoku::se
