// SE's Nishio, multiple and dynamic forcing chains: assume a candidate on or
// off, propagate, and conclude from a contradiction, from what both
// assumptions imply, or from what every candidate of a cell (or every place
// of a digit in a house) implies.
#include "chains.hpp"

namespace sudoku::se {

SeTechnique Chainer::technique() const {
    if (mode_ == Mode::nishio) return SeTechnique::nishio_forcing_chains;
    if (mode_ == Mode::multiple) return SeTechnique::multiple_forcing_chains;
    return static_cast<SeTechnique>(static_cast<int>(SeTechnique::dynamic_forcing_chains) + level_);
}

double Chainer::base_difficulty() const { return row_of(technique()).base / 10.0; }

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
        else if (evidence_wanted_)
            node_rules_.emplace_back(m, found_rules_[f.rule]);
        enter(m, false);
        more = true;
    }
    return more;
}

// Whether the dynamic "off" run from `pot` can conclude anything: it
// refutes `pot` if it meets a contradiction, and (in a cell of three
// candidates or more) it concludes what it shares with the "on" run.
//
// Where `pot` is strongly linked to a partner (the other candidate of its
// cell, or the other place of its digit in a house), "pot off" and "partner
// on" imply each other, and a run that meets no contradiction ends with all
// its rules' consequences whatever its order (the last of a cell's or a
// house's candidates to go off sees the one left): so the two runs then hold
// the same states, and the partner's "on" run, made anyway, answers both
// questions. Not with SE's other rules (level 1), which act on the run's
// grid as they find it.
bool Chainer::off_run_may_conclude(int pot, int size, Run const& on_run) {
    if (level_ != 0) return true;
    int c = cell_of(pot), d = digit_of(pot), partner = -1;
    if (size == 2) partner = potential(c, std::countr_zero(static_cast<unsigned>(source_[c] & ~(1u << d))));
    for (int k = 0; k < 3 && partner < 0; ++k) {
        Cells others = source_where_[d] & geometry.house_but[c][k];
        if (others.single()) partner = potential(others.first(), d);
    }
    if (partner < 0) return true;
    Run const& twin = run_from(partner, true);
    if (twin.absurd_on >= 0) return true;
    if (size < 3) return false;
    Potentials on = on_run.on, off = on_run.off;
    on.keep_common(twin.on);
    off.keep_common(twin.off);
    return !on.empty() || !off.empty();
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

// Whether the Nishio run from this assumption (links of one digit, the grid
// losing each candidate as it goes off) meets a contradiction at all. Its
// rules only ever add states, and a house whose places all go off yields,
// as its last but one is followed, an "on" already or later off: so whether
// the run meets a contradiction does not depend on the order it follows
// states in, and a closure on one bitboard per state tells.
bool Chainer::nishio_contradicts(int pot, bool on) {
    int c = cell_of(pot), d = digit_of(pot);
    // The digit's houses of two places or more, once a search: a house of
    // fewer can neither turn a place on nor lose its last.
    DigitHouses& houses = nishio_houses_[d];
    if (houses.search != search_) {
        houses.search = search_;
        houses.count = 0;
        for (Cells const& house : geometry.house)
            if ((source_where_[d] & house).at_least_two()) houses.places[houses.count++] = source_where_[d] & house;
    }
    Cells where = source_where_[d], on_cells, off_cells, followed;
    (on ? on_cells : off_cells).add(c);
    for (;; charge(1)) {
        on_cells.without(followed).for_each([&](int o) { off_cells = off_cells | (geometry.peers[o] & where); });
        followed = on_cells;
        if (!(on_cells & off_cells).empty()) return true;
        Cells more = on_cells;
        for (int h = 0; h < houses.count; ++h) {
            Cells places = houses.places[h];
            if ((places & off_cells).empty()) continue;
            Cells left = places.without(off_cells);
            if (left.empty()) return true;
            if (left.single()) more = more | left;
        }
        if (more == on_cells) return false;
        on_cells = more;
    }
}

SeMethod Chainer::method_of(SeChainKind kind) const {
    return {technique(), 0, 0, mode_ == Mode::nishio ? SeChainKind::none : kind};
}

bool Chainer::find_multiple(Hint& h, Mode mode) {
    mode_ = mode;
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
    bool nishio = mode == Mode::nishio, dynamic = mode != Mode::multiple;
    double base = base_difficulty();
    // Checked here too: a search may take all it needs from kept hints.
    if (starting(static_cast<int>(base * 10 + 0.5))) return false;
    // A conclusion: `pot` on (the cell's other candidates go, and it is
    // placed) or off.
    // Whether a hint this complex (or more) would lose to the best so far.
    auto hopeless = [&](int complexity, int sort_key) {
        return cannot_win(base, complexity, sort_key);
    };
    // The candidate and the house the loops below are at, for the evidence.
    int source = 0, region = -1;
    auto conclude = [&](int pot, bool on, int complexity, int sort_key, SeMethod method) {
        if (hopeless(complexity, sort_key)) return;
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
        double difficulty = base + length_difficulty(complexity);
        hint.difficulty = static_cast<int>(difficulty * 10 + 0.5);
        hint.method = method;
        Proof proof = sort_key == 7   ? Proof::contradiction
                      : sort_key == 1 ? Proof::both
                      : sort_key == 6 ? Proof::region
                                      : Proof::cell;
        bool contradiction = proof == Proof::contradiction;  // from `pot` itself
        origin_ = {proof, contradiction ? pot : source, !contradiction || !on, pot, on, region, true};
        offer({difficulty, complexity, sort_key}, hint);
    };
    // The contradiction an assumption on (or off) meets refutes it.
    auto refute = [&](int pot, Run const& run, bool assumed) {
        if (!dynamic || run.absurd_on < 0) return;
        std::uint32_t ends[2] = {static_cast<std::uint32_t>(run.absurd_on), static_cast<std::uint32_t>(run.absurd_off)};
        conclude(pot, !assumed, ancestors_once(ends[0]) + ancestors_once(ends[1]) + nested_complexity(ends, 2), 7,
                 method_of(SeChainKind::contradiction));
    };
    if (nishio && keeps_hints()) {
        // Nishio chains follow one digit's links and conclude from
        // contradictions only (and a run that meets none is not made): each
        // digit's easiest hint is kept as the X-chains' are.
        Cells starts;
        for (int c = 0; c < cell_count; ++c)
            if (board_->value[c] == 0 && count(source_[c]) > 1) starts.add(c);
        for (int d = 1; d <= 9; ++d) {
            DigitBest& mine = nishio_best_[d];
            Cells places = source_where_[d];
            if (mine.known && mine.places == places && mine.starts == (places & starts)) continue;
            mine.known = false;
            sink_.clear();
            bool cut = false;
            (places & starts).for_each([&](int c) {
                if (cut || (cut = charge(1))) return;
                int pot = potential(c, d);
                source = pot;
                auto taken = sink_.taken();
                for (bool assumed : {true, false})
                    if (nishio_contradicts(pot, assumed)) refute(pot, run_from(pot, assumed), assumed);
                if (sink_.taken() != taken) mine.pot = pot;
            });
            if (cut || this->cut()) return false;
            mine.remember(sink_.has_best(), sink_.best_key(), sink_.best(), places, places & starts);
        }
        take_easiest(nishio_best_);
        if (!sink_.has_best()) return false;
        h = sink_.best();
        return true;
    }
    // Double chains (cells of three candidates or more): what the "on" and
    // "off" runs of a candidate both hold. Mostly nothing, and then the "on"
    // run's nodes need no look.
    auto conclude_double = [&](Run const& on_run, Run const& off_run) {
        for (bool state : {true, false}) {
            Potentials both = state ? on_run.on : on_run.off;
            both.keep_common(state ? off_run.on : off_run.off);
            if (both.empty()) continue;
            for (std::uint32_t n = on_run.begin; n < on_run.end; ++n) {
                if (nodes_[n].on != state || !both.has(nodes_[n].pot)) continue;
                std::uint32_t ends[2] = {n, static_cast<std::uint32_t>(member(off_run, nodes_[n].pot, state))};
                conclude(nodes_[n].pot, state, ancestors_once(ends[0]) + ancestors_once(ends[1]) + nested_complexity(ends, 2), 1,
                         method_of(SeChainKind::both));
            }
        }
    };
    bool screened = mode == Mode::multiple && closures_known();
    for (int c = 0; c < cell_count; ++c) {
        if (board_->value[c] != 0) continue;
        int size = count(source_[c]);
        if (!(size > 2 || (size > 1 && dynamic))) continue;
        if (charge(1)) return false;
        if (screened && !may_conclude(c)) continue;
        Potentials cell_on, cell_off;
        bool first_value = true;
        for (unsigned m = source_[c]; m; m &= m - 1) {
            int d = std::countr_zero(m), pot = potential(c, d);
            source = pot;
            if (nishio) {
                // Nishio concludes from contradictions only: a run that
                // meets none is not made.
                for (bool assumed : {true, false})
                    if (nishio_contradicts(pot, assumed)) refute(pot, run_from(pot, assumed), assumed);
                continue;
            }
            refute(pot, run_from(pot, true), true);
            Run const& on_again = run_from(pot, true);
            // Multiple (static) chains conclude nothing from the "off" run.
            if (dynamic && off_run_may_conclude(pot, size, on_again)) {
                Run const& off_run = run_from(pot, false);
                refute(pot, off_run, false);
                if (size >= 3) conclude_double(on_again, off_run);
            }
            if (nishio) continue;
            // Region chains: every place of d in a house of c, c being its first.
            for (int house : geometry.houses_of[c]) {
                Cells places = board_->in(house, d);
                if (places.size() < 2 || places.first() != c) continue;
                region = house;
                Potentials region_on = on_again.on, region_off = on_again.off;
                places.for_each([&](int o) {
                    if (o == c) return;
                    Run const& r = run_from(potential(o, d), true);
                    region_on.keep_common(r.on);
                    region_off.keep_common(r.off);
                });
                Run const& mine = run_from(pot, true);
                for (bool state : {true, false}) {
                    Potentials const& common = state ? region_on : region_off;
                    if (common.empty()) continue;
                    for (std::uint32_t n = mine.begin; n < mine.end; ++n) {
                        if (nodes_[n].on != state || !common.has(nodes_[n].pot)) continue;
                        int target = nodes_[n].pot, complexity = 0, ends_n = 0;
                        std::uint32_t ends[9];
                        places.for_each([&](int o) {
                            if (hopeless(complexity, 6)) return;
                            Run const& r = run_from(potential(o, d), true);
                            ends[ends_n] = static_cast<std::uint32_t>(member(r, target, state));
                            complexity += ancestors_once(ends[ends_n++]);
                        });
                        if (ends_n == places.size()) complexity += nested_complexity(ends, ends_n);
                        conclude(target, state, complexity, 6, method_of(SeChainKind::region));
                    }
                }
            }
            Run const& again = run_from(pot, true);
            if (first_value) {
                cell_on = again.on;
                cell_off = again.off;
                first_value = false;
            } else {
                cell_on.keep_common(again.on);
                cell_off.keep_common(again.off);
            }
        }
        if (nishio) continue;
        int first_pot = potential(c, std::countr_zero(source_[c]));
        Run const& first_run = run_from(first_pot, true);
        for (bool state : {true, false}) {
            Potentials const& common = state ? cell_on : cell_off;
            if (common.empty()) continue;
            for (std::uint32_t n = first_run.begin; n < first_run.end; ++n) {
                if (nodes_[n].on != state || !common.has(nodes_[n].pot)) continue;
                int target = nodes_[n].pot, complexity = 0, ends_n = 0;
                std::uint32_t ends[9];
                unsigned m = source_[c];
                for (; m && !hopeless(complexity, 5); m &= m - 1) {
                    Run const& r = run_from(potential(c, std::countr_zero(m)), true);
                    ends[ends_n] = static_cast<std::uint32_t>(member(r, target, state));
                    complexity += ancestors_once(ends[ends_n++]);
                }
                if (m == 0) complexity += nested_complexity(ends, ends_n);
                conclude(target, state, complexity, 5, method_of(SeChainKind::cell));
            }
        }
    }
    if (!sink_.has_best() || cut()) return false;
    h = sink_.best();
    return true;
}

}  // namespace sudoku::se
