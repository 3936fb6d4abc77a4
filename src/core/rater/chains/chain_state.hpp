// What a chain search needs to run propagations: the grid as the board
// stands (source) and as a propagation changes it (work), the nodes and
// their parents (pools every search refills), the index of the current
// run's states, the ancestor walks that give a chain's complexity, and the
// budget the steps are counted against. The searches work on it, through
// the steps below, as Search (chain_search.hpp), which extends it.
#pragma once

#include "../hint.hpp"
#include "../work.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <memory>
#include <utility>
#include <vector>

namespace sudoku::se {

// The strong links a static chain follows, as SE names its searches:
// X-cycles and forcing X-chains only x-links (a digit's two places in a
// house), Y-cycles only y-links (a bivalue cell's two digits), the others
// both. Its value is the bits of StaticChains::link_kinds.
enum class LinkMode : std::uint8_t { x_links = 1, y_links = 2, xy_links = 3 };
constexpr bool follows_x(LinkMode mode) { return (static_cast<unsigned>(mode) & 1u) != 0; }
constexpr bool follows_y(LinkMode mode) { return (static_cast<unsigned>(mode) & 2u) != 0; }
// The mode that follows y-links if `y` (always with x-links), x-links only if not.
constexpr LinkMode with_x_links(bool y) { return y ? LinkMode::xy_links : LinkMode::x_links; }

inline constexpr int potential_count = cell_count * 9;
constexpr int potential(int cell, int digit) { return cell * 9 + digit - 1; }
// A potential's cell and digit, looked up: one load each, where dividing
// by 9 takes a multiply, a shift and (for the digit) two more.
struct PotentialParts {
    std::array<std::uint8_t, potential_count> cell{}, digit{};
};
inline constexpr PotentialParts potential_parts = [] {
    PotentialParts t;
    for (int p = 0; p < potential_count; ++p) {
        t.cell[p] = static_cast<std::uint8_t>(p / 9);
        t.digit[p] = static_cast<std::uint8_t>(p % 9 + 1);
    }
    return t;
}();
constexpr int cell_of(int pot) { return potential_parts.cell[static_cast<unsigned>(pot)]; }
constexpr int digit_of(int pot) { return potential_parts.digit[static_cast<unsigned>(pot)]; }
// A potential in one state, "on" or "off": the index of the chains' tables.
constexpr int state_key(int pot, bool on) { return pot * 2 + (on ? 1 : 0); }

// A house's places in ascending order are its cells in ascending order: the
// links read from masks of places come in the order Cells::for_each gives.
static_assert([] {
    for (auto const& cells : geometry.house_cells)
        for (int i = 1; i < 9; ++i)
            if (cells[i - 1] >= cells[i]) return false;
    return true;
}());

// A cell in one of its houses (block, row, column), as the masks of places
// are read: the mask that keeps the house's other places, and the one that
// keeps its places the cell's own block does not hold (the others, for the
// block).
struct HouseSlot {
    std::uint16_t others;
    std::uint16_t beyond_block;
    std::uint8_t house;
};
inline constexpr auto house_slots = [] {
    std::array<std::array<HouseSlot, 3>, cell_count> t{};
    for (int c = 0; c < cell_count; ++c)
        for (int k = 0; k < 3; ++k) {
            int h = geometry.houses_of[c][k], at = 0;
            while (geometry.house_cells[h][at] != c) ++at;
            auto others = static_cast<std::uint16_t>(0x1FF & ~(1u << at));
            // In a row or a column, the block's three places are consecutive.
            auto beyond = k == 0 ? others : static_cast<std::uint16_t>(0x1FF & ~(7u << (at / 3 * 3)));
            t[c][k] = {others, beyond, static_cast<std::uint8_t>(h)};
        }
    return t;
}();

// By house and place, the cell's first potential (its digit 1): a link to
// a place is then one add, not a lookup and a multiply.
inline constexpr auto place_potentials = [] {
    std::array<std::array<std::uint16_t, 9>, house_count> t{};
    for (int h = 0; h < house_count; ++h)
        for (int i = 0; i < 9; ++i) t[h][i] = static_cast<std::uint16_t>(potential(geometry.house_cells[h][i], 1));
    return t;
}();

// By mask of a house's places, the one place it holds, or -1 if it holds
// none or several: an "off"'s x-links are one lookup per house.
inline constexpr auto single_place = [] {
    std::array<std::int8_t, 512> t{};
    for (unsigned m = 0; m < 512; ++m) t[m] = static_cast<std::int8_t>(std::popcount(m) == 1 ? std::countr_zero(m) : -1);
    return t;
}();

// A set of potentials (candidate cell, digit), one bit each.
struct Potentials {
    std::array<std::uint64_t, 12> w{};
    bool has(int p) const { return (w[p >> 6] >> (p & 63)) & 1; }
    void add(int p) { w[p >> 6] |= std::uint64_t{1} << (p & 63); }
    void remove(int p) { w[p >> 6] &= ~(std::uint64_t{1} << (p & 63)); }
    void keep_common(Potentials const& o) {
        for (int i = 0; i < 12; ++i) w[i] &= o.w[i];
    }
    bool empty() const {
        for (auto x : w)
            if (x) return false;
        return true;
    }
    void add_all(Potentials const& o) {
        for (int i = 0; i < 12; ++i) w[i] |= o.w[i];
    }
    void remove_all(Potentials const& o) {
        for (int i = 0; i < 12; ++i) w[i] &= ~o.w[i];
    }
    template <typename F>
    void for_each(F f) const {
        for (int i = 0; i < 12; ++i)
            for (std::uint64_t b = w[i]; b; b &= b - 1) f(i * 64 + std::countr_zero(b));
    }
};

// The next value of a 32-bit counter that stamps `marks` (a mark equal to
// the counter is current). A rating makes millions of stamps, a long batch
// billions: when the count wraps, the marks are cleared, or one made 2^32
// stamps ago (or a zero never written) would pass for current.
template <typename Marks>
std::uint32_t fresh_stamp(std::uint32_t& count, Marks& marks) {
    if (++count == 0) {
        std::fill(std::begin(marks), std::end(marks), 0);
        count = 1;
    }
    return count;
}

// A growing array whose appends check nothing: a search makes room for
// its worst case before it appends (reserve_more), then appends freely.
// std::vector would check every append and store its end each time, in
// the propagation's innermost loop.
template <typename T>
class Pool {
public:
    std::uint32_t size() const { return size_; }
    void clear() { size_ = 0; }
    T& operator[](std::uint32_t i) { return data_[i]; }
    T const& operator[](std::uint32_t i) const { return data_[i]; }
    void reserve_more(std::uint32_t more) {
        if (size_ + more <= capacity_) return;
        std::uint32_t grown = std::max(capacity_ * 2, size_ + more);
        auto bigger = std::make_unique_for_overwrite<T[]>(grown);
        std::copy(data_.get(), data_.get() + size_, bigger.get());
        data_ = std::move(bigger);
        capacity_ = grown;
    }
    T& push() {
        assert(size_ < capacity_);
        return data_[size_++];
    }
    void push(T const& value) { push() = value; }
    // For a loop that appends through a local pointer and count (within
    // the room reserved), then sets the count it reached.
    T* data() { return data_.get(); }
    void set_size(std::uint32_t size) {
        assert(size <= capacity_);
        size_ = size;
    }

private:
    std::unique_ptr<T[]> data_;
    std::uint32_t size_ = 0, capacity_ = 0;
};

// One object, not parts, though it holds much: every chain search works on
// all of it together (a propagation reads the grid, fills the pools and the
// index and drains the queues in one loop), and the families reach it as
// one Search. What only the propagation reads is private.
class ChainState {
public:
    ChainState();
    // When cut: the least difficulty (tenths) the hint sought could have had,
    // every easier technique having found nothing.
    int cut_floor() const { return budget_ ? budget_->floor() : 0; }
    bool cut() const { return budget_ && budget_->cut(); }

    // A search starting: from here on the steps it takes are sought at
    // least at `floor`. Whether the budget is already spent.
    bool starting(int floor) {
        floor_ = floor;
        return cut();
    }
    // Counts steps taken; whether the budget is now spent.
    bool charge(std::uint64_t steps) { return budget_ && budget_->spend(steps, floor_); }
    // The budget the steps are counted against, none if null.
    Work* budget() const { return budget_; }
    void set_budget(Work* work) { budget_ = work; }

    // The board searched, its candidates the source of every propagation.
    void set_board(Board const& b) {
        board_ = &b;
        source_ = b.cand;
        source_where_ = b.where;
        source_places_ = b.places();
        restore();
    }
    Board const* board_ = nullptr;
    std::array<std::uint16_t, cell_count> work_{};  // the grid as the propagation changed it
    std::array<Cells, 10> work_where_{};
    std::array<std::uint16_t, cell_count> source_{};
    std::array<Cells, 10> source_where_{};
    // The same places by house, which the x-links read: a house's last place
    // for a digit is then one test of a 9-bit mask, not of two 64-bit words.
    Places work_places_{};
    Places source_places_{};
    // A dynamic propagation takes an "off" potential out of work_ and
    // work_places_ as it reads its links (take_out_to_on). work_where_ is
    // brought up to date only when read (sync_where), and restored only
    // then: the propagation's own links read work_places_, and only SE's
    // other rules ((+) and nested chains' levels) read work_where_.
    //
    // The potentials taken out so far are the nodes of run_queue_off_ up to
    // taken_; work_where_ has lost those up to where_taken_.
    std::uint32_t taken_ = 0;
    void sync_where() {
        if (!where_restored_) {
            work_where_ = source_where_;
            where_restored_ = true;
        }
        for (; where_taken_ < taken_; ++where_taken_) {
            int pot = nodes_[run_queue_off_[where_taken_]].pot;
            work_where_[digit_of(pot)].remove(cell_of(pot));
        }
    }

    struct Node {
        std::uint16_t pot;
        bool on;
        std::uint32_t first_parent;
        std::uint16_t parent_count;
        // Its ancestors counted (ancestors_once), 0 until then: a node is
        // its own ancestor. Beside the node that the count's walk reads
        // first, where a table by node would be one more miss.
        std::uint16_t ancestors;
    };
    Pool<Node> nodes_;
    Pool<std::uint32_t> parents_;
    // The most nodes a run or a static search can add (each state once;
    // a static cycle search also adds copies of the "off" states strongly
    // linked to its start, and the cycles' ends), and the most parents a
    // node has outside (+) chains (its link and the cell's or house's
    // other candidates).
    static constexpr std::uint32_t most_run_nodes = potential_count * 2 + 1;
    static constexpr std::uint32_t most_cycle_nodes = potential_count * 12;
    static constexpr std::uint32_t most_parents = 9;
    std::uint32_t add_node(int pot, bool on, std::int32_t parent);
    // `slot`: which of the linked potential's houses (house_slots) made the
    // link, -1 for its cell.
    std::uint32_t add_hidden_parents(int pot, int slot, int linked, std::uint32_t* parents, std::uint32_t end) const;
    bool is_ancestor(std::uint32_t child, int pot, bool on) const;

    // The current run's states: potential and state to its node, current
    // where stamped with stamp_.
    // (Its last entry is no state's: a propagation's stores for a state it
    // already knows go there, rather than branch on whether it knows it.)
    std::array<std::int32_t, potential_count * 2 + 1> index_{};
    std::array<std::uint32_t, potential_count * 2> index_stamp_{};
    std::uint32_t stamp_ = 0;
    std::uint32_t next_stamp() { return fresh_stamp(stamp_, index_stamp_); }

    // The links, on the grid as the propagation left it.
    int on_to_off(int pot, bool y_links, int* out) const;
    int off_to_on(int pot, LinkMode links, int* out, int* house_of) const;
    // A dynamic propagation's "off": out of the grid, and its links.
    template <bool y_links>
    int take_out_to_on(int pot, int* out, int* slot_of);

    // The outcome of assuming one potential: SE's doChaining.
    struct Run {
        std::uint32_t begin = 0, end = 0;  // member nodes, in the order added
        Potentials on, off;
        std::int32_t absurd_on = -1, absurd_off = -1;  // the contradiction, if one stopped it
        std::uint32_t search = 0;  // the search it was made for (made if current)
        std::uint32_t stamp = 0;   // its stamp in index_stamp_
    };
    // Runs `run` from `pot` on or off. `more(enter, known)` is asked when
    // both queues are empty, and may enter more states (SE's other rules).
    template <typename More>
    void propagate(Run& run, int pot, bool on, bool dynamic, bool y_links, More const& more) {
        // Each mode its own loop, its flags constants: nothing tested per state.
        if (dynamic && y_links)
            propagate_as<true, true>(run, pot, on, more);
        else if (dynamic)
            propagate_as<true, false>(run, pot, on, more);
        else if (y_links)
            propagate_as<false, true>(run, pot, on, more);
        else
            propagate_as<false, false>(run, pot, on, more);
    }
    std::int32_t member(Run const& run, int pot, bool on) const;
    std::array<std::uint32_t, potential_count + 1> run_queue_on_{}, run_queue_off_{};  // one run's queues

    // Counts the searches of multiple and dynamic chains (their runs are
    // kept for one search).
    std::uint32_t search_ = 0;
    int ancestors(std::uint32_t node);
    // Calls visit(n) on the node and each of its ancestors, each state once
    // (a state is marked when first met, not when left).
    template <typename Visit>
    void for_each_ancestor(std::uint32_t node, Visit visit);
    // The same, counted once a node: a run's node is asked again by the
    // cell's, the regions' and the double chains that share the run.
    int ancestors_once(std::uint32_t node) {
        if (nodes_[node].ancestors == 0) nodes_[node].ancestors = static_cast<std::uint16_t>(ancestors(node));
        return nodes_[node].ancestors;
    }
    std::vector<std::uint32_t> seen_;  // for ancestor counts, by potential and state
    std::uint32_t seen_stamp_ = 0;
    std::vector<std::uint32_t> todo_;

private:
    Work* budget_ = nullptr;
    int floor_ = 0;
    // Puts the grid back as the board stands, for the next propagation.
    void restore() {
        work_ = source_;
        work_places_ = source_places_;
        taken_ = where_taken_ = 0;
        where_restored_ = false;
    }
    std::uint32_t where_taken_ = 0;
    bool where_restored_ = false;
    template <bool dynamic, bool y_links, typename More>
    void propagate_as(Run& run, int pot, bool on, More const& more);
    // propagate_as's parts: the run's states and queues, the pools' ends,
    // and its steps from an "on" and from an "off" state, each true if it
    // met a contradiction (which ends the run).
    struct RunStates;
    struct PoolEnds;
    template <bool y_links>
    [[gnu::always_inline]] bool on_turns_off(RunStates& states, PoolEnds& pools, int ppot, std::uint32_t p);
    template <bool dynamic, bool y_links>
    [[gnu::always_inline]] bool off_turns_on(RunStates& states, PoolEnds& pools, int ppot, std::uint32_t p);
    // Beside the queues, their nodes' potentials: a state taken from a queue
    // starts its links without first waiting for its node to be read.
    std::array<std::uint16_t, potential_count + 1> run_pots_on_{}, run_pots_off_{};
};

template <typename Visit>
void ChainState::for_each_ancestor(std::uint32_t node, Visit visit) {
    fresh_stamp(seen_stamp_, seen_);
    std::uint32_t* const seen = seen_.data();
    std::uint32_t const stamp = seen_stamp_;
    // Each state is pushed at most once: a fixed stack, its top in a local.
    std::uint32_t todo[potential_count * 2];
    int top = 0;
    auto meet = [&](std::uint32_t n) {
        auto k = static_cast<std::uint32_t>(state_key(nodes_[n].pot, nodes_[n].on));
        if (seen[k] == stamp) return;
        seen[k] = stamp;
        todo[top++] = n;
    };
    meet(node);
    std::uint64_t visited = 0;
    while (top > 0) {
        std::uint32_t x = todo[--top];
        visit(x);
        ++visited;
        Node const& n = nodes_[x];
        for (std::uint32_t i = 0; i < n.parent_count; ++i) meet(parents_[n.first_parent + i]);
    }
    charge(visited);
}

// The hot steps of every propagation, inline for the other sources' loops.

inline std::uint32_t ChainState::add_node(int pot, bool on, std::int32_t parent) {
    // Filled in place: a Node made on the stack and copied is stored in
    // narrow pieces and read back whole, a store-forwarding stall.
    auto id = static_cast<std::uint32_t>(nodes_.size());
    Node& n = nodes_.push();
    n.pot = static_cast<std::uint16_t>(pot);
    n.on = on;
    n.first_parent = static_cast<std::uint32_t>(parents_.size());
    n.ancestors = 0;
    if (parent >= 0) {
        n.parent_count = 1;
        parents_.push(static_cast<std::uint32_t>(parent));
    } else {
        n.parent_count = 0;
    }
    return id;
}

// SE's off-to-on links name as further parents the candidates that the
// assumption already removed from the cell or house (dynamic chains only:
// elsewhere nothing is removed while chaining). `linked` is the "off" that
// made the node `pot`: it has just left the grid, but it is the link, not a
// hidden parent (it is left out here rather than put back and taken out
// again, stores that the next read would wait for). Appends them from
// parents[end]; returns how many.
inline std::uint32_t ChainState::add_hidden_parents(int pot, int slot, int linked, std::uint32_t* parents, std::uint32_t end) const {
    int c = cell_of(pot), d = digit_of(pot);
    std::uint32_t added = 0;
    auto add = [&](int hidden) {
        auto key = static_cast<std::uint32_t>(state_key(hidden, false));
        if (index_stamp_[key] != stamp_) return;
        parents[end + added++] = static_cast<std::uint32_t>(index_[key]);
    };
    if (slot < 0) {
        unsigned lost = source_[c] & ~work_[c] & ~(1u << digit_of(linked));
        for (unsigned m = lost; m; m &= m - 1) add(potential(c, std::countr_zero(m)));
    } else {
        HouseSlot const& in = house_slots[cell_of(linked)][slot];
        unsigned lost = source_places_[in.house][d] & ~work_places_[in.house][d] & in.others;
        for (unsigned m = lost; m; m &= m - 1) add(place_potentials[in.house][std::countr_zero(m)] + d - 1);
    }
    return added;
}

// The candidates an "on" potential turns off: the cell's other digits (with
// y-links), then the digit in the block, the row and the column, each cell once.
inline int ChainState::on_to_off(int pot, bool y_links, int* out) const {
    int c = cell_of(pot), d = digit_of(pot), n = 0;
    if (y_links)
        for (unsigned m = work_[c] & ~(1u << d); m; m &= m - 1) out[n++] = potential(c, std::countr_zero(m));
    auto const& slots = house_slots[c];
    unsigned box = work_places_[slots[0].house][d] & slots[0].others;
    unsigned row = work_places_[slots[1].house][d] & slots[1].beyond_block;
    unsigned column = work_places_[slots[2].house][d] & slots[2].beyond_block;
    for (unsigned m = box; m; m &= m - 1) out[n++] = place_potentials[slots[0].house][std::countr_zero(m)] + d - 1;
    for (unsigned m = row; m; m &= m - 1) out[n++] = place_potentials[slots[1].house][std::countr_zero(m)] + d - 1;
    for (unsigned m = column; m; m &= m - 1) out[n++] = place_potentials[slots[2].house][std::countr_zero(m)] + d - 1;
    return n;
}

// The candidates an "off" potential turns on: the cell's last digit (with
// y-links), and the digit's last place in the block, row and column (with
// x-links). house_of tells the rule: -1 for the cell, else the house.
inline int ChainState::off_to_on(int pot, LinkMode links, int* out, int* house_of) const {
    int c = cell_of(pot), d = digit_of(pot), n = 0;
    if (follows_y(links) && count(work_[c]) == 2) {
        house_of[n] = -1;
        out[n++] = potential(c, std::countr_zero(static_cast<unsigned>(work_[c] & ~(1u << d))));
    }
    if (follows_x(links))
        for (HouseSlot const& slot : house_slots[c]) {
            int at = single_place[work_places_[slot.house][d] & slot.others];
            if (at < 0) continue;
            house_of[n] = slot.house;
            out[n++] = place_potentials[slot.house][at] + d - 1;
        }
    return n;
}

// Takes an "off" potential out of the grid, and gives what off_to_on (with
// x-links) gave before: a house's other places are what it keeps, and the
// cell's last digit what it keeps if it held two. One pass over the masks.
// slot_of tells the rule by the potential's house slot (0 to 2, the index
// into house_slots that add_hidden_parents takes), -1 for the cell; not a
// house, as off_to_on's house_of is.
template <bool y_links>
inline int ChainState::take_out_to_on(int pot, int* out, int* slot_of) {
    int c = cell_of(pot), d = digit_of(pot), n = 0;
    unsigned held = work_[c], kept = held & ~(1u << d);
    work_[c] = static_cast<std::uint16_t>(kept);
    if (y_links && count(static_cast<std::uint16_t>(held)) == 2) {
        slot_of[n] = -1;
        out[n++] = potential(c, std::countr_zero(kept));
    }
    for (int k = 0; k < 3; ++k) {
        HouseSlot const& slot = house_slots[c][k];
        std::uint16_t& places = work_places_[slot.house][d];
        unsigned others = places & slot.others;
        places = static_cast<std::uint16_t>(others);
        int at = single_place[others];
        if (at < 0) continue;
        slot_of[n] = k;
        out[n++] = place_potentials[slot.house][at] + d - 1;
    }
    return n;
}

inline std::int32_t ChainState::member(Run const& run, int pot, bool on) const {
    // The index still holds the state's node if no later run met it.
    if (index_stamp_[state_key(pot, on)] == run.stamp) return index_[state_key(pot, on)];
    for (std::uint32_t n = run.begin; n < run.end; ++n)
        if (nodes_[n].pot == pot && nodes_[n].on == on) return static_cast<std::int32_t>(n);
    return -1;
}

// A run's states and their queues, for propagate_as and its steps: what
// SE's other rules (propagate's `more`) enter states through, an object of
// its own so that they see nothing else of the propagation. Each state is
// queued at most once a run: fixed queues, no growth checks. The stamp and
// the index's arrays are in it too: the index's stores could otherwise
// change the stamp, for all the compiler knows, and it would be read again
// at every test.
struct ChainState::RunStates {
    Run& run;
    std::uint32_t const stamp;
    std::uint32_t* const stamps;
    std::int32_t* const index;
    std::uint32_t* const queue_on;
    std::uint32_t* const queue_off;
    std::uint16_t* const pots_on;
    std::uint16_t* const pots_off;
    int end_on = 0, end_off = 0;
    bool known(int q, bool state) const { return stamps[state_key(q, state)] == stamp; }
    void enter(std::uint32_t m, int q, bool state) {
        index[state_key(q, state)] = static_cast<std::int32_t>(m);
        stamps[state_key(q, state)] = stamp;
        (state ? run.on : run.off).add(q);
        if (state) {
            pots_on[end_on] = static_cast<std::uint16_t>(q);
            queue_on[end_on++] = m;
        } else {
            pots_off[end_off] = static_cast<std::uint16_t>(q);
            queue_off[end_off++] = m;
        }
    }
};

// The pools' ends, in locals: a node's number would otherwise wait for the
// store of the last node's. They are written back before SE's other rules
// (more), which add nodes of their own and may move the pools, and read
// again after.
struct ChainState::PoolEnds {
    Node* nodes;
    std::uint32_t* parents;
    std::uint32_t node_end, parent_end;
    explicit PoolEnds(ChainState& s) { load(s); }
    void load(ChainState& s) {
        nodes = s.nodes_.data();
        parents = s.parents_.data();
        node_end = s.nodes_.size();
        parent_end = s.parents_.size();
    }
    void store(ChainState& s) const {
        s.nodes_.set_size(node_end);
        s.parents_.set_size(parent_end);
    }
    // A node of one parent written at the ends; `add` keeps it.
    void write(int q, bool state, std::uint32_t parent) {
        Node& n = nodes[node_end];
        n.pot = static_cast<std::uint16_t>(q);
        n.on = state;
        n.first_parent = parent_end;
        n.parent_count = 1;
        n.ancestors = 0;
        parents[parent_end] = parent;
    }
    std::uint32_t add(int q, bool state, std::uint32_t parent) {
        write(q, state, parent);
        ++parent_end;
        return node_end++;
    }
};

// A propagation's step from an "on" state (node p, potential ppot): the
// "off"s it links to are entered, unless one is already on, which stops
// the run (true), the contradiction's "off" no member of the run.
template <bool y_links>
[[gnu::always_inline]] inline bool ChainState::on_turns_off(RunStates& states, PoolEnds& pools, int ppot, std::uint32_t p) {
    constexpr int no_state = potential_count * 2;  // the index's spare entry
    int links[32];
    int n = on_to_off(ppot, y_links, links);
    // Whether each "off" is new follows no pattern a branch predictor
    // learns: every link is written as if new, and kept if it is.
    for (int i = 0; i < n; ++i) {
        int q = links[i];
        if (states.known(q, true)) {
            states.run.absurd_on = states.index[state_key(q, true)];
            states.run.absurd_off = static_cast<std::int32_t>(pools.node_end);
            pools.add(q, false, p);
            pools.store(*this);
            states.run.end = pools.node_end - 1;
            return true;
        }
        auto fresh = static_cast<std::uint32_t>(!states.known(q, false));
        pools.write(q, false, p);
        states.index[fresh ? state_key(q, false) : no_state] = static_cast<std::int32_t>(pools.node_end);
        states.stamps[state_key(q, false)] = states.stamp;
        states.run.off.add(q);
        states.pots_off[states.end_off] = static_cast<std::uint16_t>(q);
        states.queue_off[states.end_off] = pools.node_end;
        pools.node_end += fresh;
        pools.parent_end += fresh;
        states.end_off += static_cast<int>(fresh);
    }
    return false;
}

// A propagation's step from an "off" state (node p, potential ppot), which
// in dynamic modes leaves the grid as its links are read: the "on"s it
// links to are entered, unless one is already off, which stops the run
// (true), the contradiction's "on" no member of the run.
template <bool dynamic, bool y_links>
[[gnu::always_inline]] inline bool ChainState::off_turns_on(RunStates& states, PoolEnds& pools, int ppot, std::uint32_t p) {
    // Its links and the rule of each: a house slot in dynamic modes
    // (take_out_to_on, for add_hidden_parents), else unread.
    int links[32], rules[4];
    int n = dynamic ? take_out_to_on<y_links>(ppot, links, rules) : off_to_on(ppot, with_x_links(y_links), links, rules);
    // The hidden parents are what the grid lost before this potential
    // went off (it is not one of them).
    auto make = [&](int i) {
        std::uint32_t m = pools.add(links[i], true, p);
        if constexpr (dynamic) {
            std::uint32_t hidden = add_hidden_parents(links[i], rules[i], ppot, pools.parents, pools.parent_end);
            pools.nodes[m].parent_count = static_cast<std::uint16_t>(pools.nodes[m].parent_count + hidden);
            pools.parent_end += hidden;
        }
        return m;
    };
    for (int i = 0; i < n; ++i) {
        int q = links[i];
        if (states.known(q, false)) {
            std::uint32_t end = pools.node_end;
            states.run.absurd_on = static_cast<std::int32_t>(make(i));
            states.run.absurd_off = states.index[state_key(q, false)];
            pools.store(*this);
            states.run.end = end;
            return true;
        }
        if (!states.known(q, true)) states.enter(make(i), q, true);
    }
    return false;
}

// SE's doChaining: "on" potentials are drained first, then one "off" at a
// time (which, in dynamic modes, also leaves the grid); the first potential
// found both on and off stops it.
template <bool dynamic, bool y_links, typename More>
void ChainState::propagate_as(Run& run, int pot, bool on, More const& more) {
    restore();
    run.stamp = next_stamp();
    nodes_.reserve_more(most_run_nodes);
    parents_.reserve_more(most_run_nodes * most_parents);
    run.begin = static_cast<std::uint32_t>(nodes_.size());
    std::uint32_t start = add_node(pot, on, -1);
    RunStates states{run,
                     stamp_,
                     index_stamp_.data(),
                     index_.data(),
                     run_queue_on_.data(),
                     run_queue_off_.data(),
                     run_pots_on_.data(),
                     run_pots_off_.data()};
    states.enter(start, pot, on);
    PoolEnds pools(*this);
    int next_on = 0, next_off = 0;
    // For SE's other rules, whose nodes are in the pool.
    auto enter = [&states, this](std::uint32_t m, bool state) { states.enter(m, nodes_[m].pot, state); };
    auto known = [&states](int q, bool state) { return states.known(q, state); };
    for (;;) {
        if (next_on < states.end_on) {
            int ppot = states.pots_on[next_on];
            std::uint32_t p = states.queue_on[next_on++];
            if (on_turns_off<y_links>(states, pools, ppot, p)) return;
            continue;
        }
        if (next_off < states.end_off) {
            int ppot = states.pots_off[next_off];
            std::uint32_t p = states.queue_off[next_off++];
            if (off_turns_on<dynamic, y_links>(states, pools, ppot, p)) return;
            continue;
        }
        if constexpr (dynamic) taken_ = static_cast<std::uint32_t>(next_off);
        pools.store(*this);
        run.end = pools.node_end;
        if (!more(enter, known)) break;
        pools.load(*this);
    }
}

inline bool ChainState::is_ancestor(std::uint32_t child, int pot, bool on) const {
    std::uint32_t n = child;
    while (nodes_[n].parent_count > 0) {
        n = parents_[nodes_[n].first_parent];
        if (nodes_[n].pot == pot && nodes_[n].on == on) return true;
    }
    return false;
}

}  // namespace sudoku::se
