// SE's "Forcing Chains & Cycles": from every candidate, X-cycles and forcing
// X-chains (links of one digit), Y-cycles (links inside bivalue cells), then
// cycles and forcing chains with both kinds of link. All hints are gathered
// and the easiest is kept, as SE sorts them.
#include "chains.hpp"

namespace sudoku::se {
namespace {

constexpr int key(int pot, bool on) { return pot * 2 + (on ? 1 : 0); }

int sort_key(bool y, bool x) { return y && x ? 4 : y ? 3 : 2; }

}  // namespace

bool Chainer::cannot_win(double base, int complexity, int key) const {
    return have_best_ && !ChainCandidate{base + length_difficulty(complexity), complexity, key}.before(best_key_);
}

bool Chainer::is_ancestor(std::uint32_t child, int pot, bool on) const {
    std::uint32_t n = child;
    while (nodes_[n].parent_count > 0) {
        n = parents_[nodes_[n].first_parent];
        if (nodes_[n].pot == pot && nodes_[n].on == on) return true;
    }
    return false;
}

void Chainer::unary(int pot, bool y, bool x) {
    int c = cell_of(pot);
    if (!x && count(board_->cand[c]) > 2) return;  // Y-cycles start in bivalue cells
    int links[32], houses[4];

    // Cycles: "on" potentials are kept once, "off" ones once per parent.
    nodes_.clear();
    parents_.clear();
    ++stamp_;
    std::uint32_t source = add_node(pot, true, -1);
    index_[key(pot, true)] = static_cast<std::int32_t>(source);
    index_stamp_[key(pot, true)] = stamp_;
    found_.clear();
    pending_on_.assign(1, source);
    pending_off_.clear();
    int length = 0;
    double cycle_base = y && x ? 7.0 : 6.5;
    while (!pending_on_.empty() || !pending_off_.empty()) {
        // Cycles closed from here on are at least `length + 2` long: past
        // the easiest hint so far, nothing this search finds can win.
        if (cannot_win(cycle_base, length + 2, sort_key(y, x))) break;
        ++length;
        for (std::uint32_t p : pending_on_) {
            int n = on_to_off(nodes_[p].pot, y, links);
            for (int i = 0; i < n; ++i)
                if (!is_ancestor(p, links[i], false)) pending_off_.push_back(add_node(links[i], false, static_cast<std::int32_t>(p)));
        }
        pending_on_.clear();
        ++length;
        for (std::size_t j = 0; j < pending_off_.size(); ++j) {
            std::uint32_t p = pending_off_[j];
            int n = off_to_on(nodes_[p].pot, y, x, links, houses);
            for (int i = 0; i < n; ++i) {
                int q = links[i];
                bool known = index_stamp_[key(q, true)] == stamp_;
                if (length >= 4 && q == pot) found_.push_back(add_node(q, true, static_cast<std::int32_t>(p)));
                if (known) continue;
                std::uint32_t m = add_node(q, true, static_cast<std::int32_t>(p));
                index_[key(q, true)] = static_cast<std::int32_t>(m);
                index_stamp_[key(q, true)] = stamp_;
                pending_on_.push_back(m);
            }
        }
        pending_off_.clear();
    }
    for (std::uint32_t end : found_) {
        // Candidates that see an "on" of the cycle and an "off" of the same digit go.
        Cells cells;
        for (std::uint32_t n = end; nodes_[n].parent_count > 0; n = parents_[nodes_[n].first_parent]) cells.add(cell_of(nodes_[n].pot));
        std::array<Cells, 10> forward{}, backward{};
        for (std::uint32_t n = end; nodes_[n].parent_count > 0; n = parents_[nodes_[n].first_parent]) {
            int d = digit_of(nodes_[n].pot);
            Cells seen = (geometry.peers[cell_of(nodes_[n].pot)] & board_->where[d]).without(cells);
            (nodes_[n].on ? forward : backward)[d] = (nodes_[n].on ? forward : backward)[d] | seen;
        }
        Hint hint;
        for (int d = 1; d <= 9; ++d) hint.eliminate(forward[d] & backward[d], d);
        if (!hint.removes_any()) continue;
        int complexity = ancestors(end);
        double difficulty = (y && x ? 7.0 : 6.5) + length_difficulty(complexity);
        hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
        hint.name = y && x ? "Bidirectional Cycle" : y ? "Bidirectional Y-Cycle" : "Bidirectional X-Cycle";
        offer({difficulty, complexity, sort_key(y, x)}, hint);
    }
    if (!x) return;

    // Forcing chains from the candidate on, then off: every potential once.
    for (bool start_on : {true, false}) {
        nodes_.clear();
        parents_.clear();
        ++stamp_;
        std::uint32_t start = add_node(pot, start_on, -1);
        index_[key(pot, start_on)] = static_cast<std::int32_t>(start);
        index_stamp_[key(pot, start_on)] = stamp_;
        pending_on_.clear();
        pending_off_.clear();
        (start_on ? pending_on_ : pending_off_).push_back(start);
        std::int32_t target = -1;
        auto reach = [&](int q, bool on, std::uint32_t parent, std::vector<std::uint32_t>& queue) {
            bool hits = q == pot && on != start_on;
            bool known = index_stamp_[key(q, on)] == stamp_;
            if (!hits && known) return;
            std::uint32_t m = add_node(q, on, static_cast<std::int32_t>(parent));
            if (hits && target < 0) target = static_cast<std::int32_t>(m);
            if (known) return;
            index_[key(q, on)] = static_cast<std::int32_t>(m);
            index_stamp_[key(q, on)] = stamp_;
            queue.push_back(m);
        };
        int depth = 1;
        while ((!pending_on_.empty() || !pending_off_.empty()) && target < 0) {
            if (cannot_win(y ? 7.0 : 6.6, depth + (start_on ? 1 : 0), sort_key(y, true))) break;
            depth += 2;
            for (std::size_t j = 0; j < pending_on_.size(); ++j) {
                std::uint32_t p = pending_on_[j];
                int n = on_to_off(nodes_[p].pot, y, links);
                for (int i = 0; i < n; ++i) reach(links[i], false, p, pending_off_);
            }
            pending_on_.clear();
            for (std::size_t j = 0; j < pending_off_.size(); ++j) {
                std::uint32_t p = pending_off_[j];
                int n = off_to_on(nodes_[p].pot, y, true, links, houses);
                for (int i = 0; i < n; ++i) reach(links[i], true, p, pending_on_);
            }
            pending_off_.clear();
        }
        if (target < 0) continue;
        Hint hint;
        int d = digit_of(pot);
        if (start_on) {
            hint.eliminate(c, d);
        } else {
            hint.remove[c] = static_cast<std::uint16_t>(board_->cand[c] & ~(1u << d));
            hint.cell = c;
            hint.digit = d;
        }
        int complexity = ancestors(static_cast<std::uint32_t>(target));
        double difficulty = (y ? 7.0 : 6.6) + length_difficulty(complexity);
        hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
        hint.name = y ? "Forcing Chain" : complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
        offer({difficulty, complexity, sort_key(y, true)}, hint);
    }
}

// One search: the pruning against the best hint so far already stops most
// searches early (growing limits cost more than they saved, measured).
bool Chainer::find_static(Hint& h) {
    bool const modes[3][2] = {{false, true}, {true, false}, {true, true}};  // y, x
    have_best_ = false;
    for (auto const& mode : modes)
        for (int c = 0; c < cell_count; ++c) {
            if (board_->value[c] != 0 || count(board_->cand[c]) < 2) continue;
            for (unsigned m = board_->cand[c]; m; m &= m - 1) unary(potential(c, std::countr_zero(m)), mode[0], mode[1]);
        }
    if (!have_best_) return false;
    h = best_;
    return true;
}

}  // namespace sudoku::se
