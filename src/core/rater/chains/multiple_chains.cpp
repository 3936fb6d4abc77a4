// SE's multiple forcing chains, and the cell by cell search that dynamic
// chains share: every candidate of a cell assumed on, what all of a cell's
// candidates imply (cell chains) or all the places of a digit in a house
// (region chains) holds. Multiple chains follow the links of the board as
// it stands; dynamic ones (dynamic_chains.cpp) take out what goes off as
// they go, assume each candidate off as well, and conclude from
// contradictions and double chains too.
#include "multiple_chains.hpp"

#include "dynamic_chains.hpp"
#include "nested_chains.hpp"
#include "static_chains.hpp"

namespace sudoku::se {

bool MultipleChains::search_cells(Hint& h, bool dynamic) {
    // Static runs from a cell that reach no common state conclude nothing.
    bool screened = !dynamic && statics_.closures_known();
    for (int c = 0; c < cell_count; ++c) {
        if (s_.board_->value[c] != 0) continue;
        int size = count(s_.source_[c]);
        if (!(size > 2 || (size > 1 && dynamic))) continue;
        if (s_.charge(1)) return false;
        if (screened && !statics_.may_conclude(c)) continue;
        conclude_from_cell(c, size, dynamic);
    }
    if (!s_.sink_.has_best() || s_.cut()) return false;
    h = s_.sink_.best();
    return true;
}

// Everything one cell's runs conclude, in SE's order: for each candidate,
// its own run's (dynamic: contradictions and double chains), then the
// region chains it is the first place of; then the cell's chains.
void MultipleChains::conclude_from_cell(int c, int size, bool dynamic) {
    Potentials cell_on, cell_off;
    bool first_value = true;
    for (unsigned m = s_.source_[c]; m; m &= m - 1) {
        int d = std::countr_zero(m), pot = potential(c, d);
        s_.at_pot_ = pot;
        Run const& on_run = s_.run_from(pot, true);
        if (dynamic) dynamic_.conclude_from_candidate(pot, size, on_run);
        for (int house : geometry.houses_of[c]) conclude_region(c, d, house, on_run);
        if (first_value) {
            cell_on = on_run.on;
            cell_off = on_run.off;
            first_value = false;
        } else {
            cell_on.keep_common(on_run.on);
            cell_off.keep_common(on_run.off);
        }
    }
    conclude_cell(c, cell_on, cell_off);
}

// Region chains: what every place of d in the house holds, if c is the
// first of two places or more.
void MultipleChains::conclude_region(int c, int d, int house, Run const& on_run) {
    Cells places = s_.board_->in(house, d);
    if (places.size() < 2 || places.first() != c) return;
    s_.at_house_ = house;
    Potentials region_on = on_run.on, region_off = on_run.off;
    int sources[9], n = 0;
    places.for_each([&](int o) {
        sources[n++] = potential(o, d);
        if (o == c) return;
        Run const& r = s_.run_from(potential(o, d), true);
        region_on.keep_common(r.on);
        region_off.keep_common(r.off);
    });
    conclude_common({sources, static_cast<std::size_t>(n)}, region_on, region_off, 6, SeChainKind::region);
}

// Cell chains: what every candidate of the cell holds (`on` and `off`, the
// states common to their runs).
void MultipleChains::conclude_cell(int c, Potentials const& on, Potentials const& off) {
    int sources[9], n = 0;
    for (unsigned m = s_.source_[c]; m; m &= m - 1) sources[n++] = potential(c, std::countr_zero(m));
    conclude_common({sources, static_cast<std::size_t>(n)}, on, off, 5, SeChainKind::cell);
}

// Each state common to the runs from `sources` (a region's places of one
// digit, or a cell's candidates), in the order of the first run's nodes,
// concluded with the chains from every source; once the chains so far are
// too complex to win, the rest are not walked, and nor are nested chains.
void MultipleChains::conclude_common(std::span<int const> sources, Potentials const& on, Potentials const& off,
                              int sort_key, SeChainKind kind) {
    Run const& first_run = s_.run_from(sources.front(), true);
    // Where the states sought lie in each source's run: found in one walk
    // of the run when first asked, not in a walk a state (unless the index
    // still holds the run, or it is none).
    std::int32_t where[9][potential_count];
    for (bool state : {true, false}) {
        Potentials const& common = state ? on : off;
        if (common.empty()) continue;
        unsigned walked = 0;
        auto locate = [&](std::size_t i, Run const& r, int target) -> std::int32_t {
            if (r.stamp == 0 || s_.index_stamp_[state_key(target, state)] == r.stamp) return s_.member(r, target, state);
            if (!(walked >> i & 1)) {
                walked |= 1u << i;
                common.for_each([&](int t) { where[i][t] = -1; });
                Potentials rest = common;
                for (std::uint32_t n = r.begin; n < r.end; ++n) {
                    if (s_.nodes_[n].on != state || !rest.has(s_.nodes_[n].pot)) continue;
                    where[i][s_.nodes_[n].pot] = static_cast<std::int32_t>(n);
                    rest.remove(s_.nodes_[n].pot);
                    if (rest.empty()) break;
                }
            }
            return where[i][target];
        };
        // A run holds each state once: the walk ends with the last one sought.
        Potentials left = common;
        for (std::uint32_t n = first_run.begin; n < first_run.end; ++n) {
            if (s_.nodes_[n].on != state || !left.has(s_.nodes_[n].pot)) continue;
            int target = s_.nodes_[n].pot, complexity = 0;
            left.remove(target);
            std::uint32_t ends[9];
            std::size_t ends_n = 0;
            for (; ends_n < sources.size() && !s_.cannot_win(s_.base_, complexity, sort_key); ++ends_n) {
                Run const& r = s_.run_from(sources[ends_n], true);
                // The first run's node is the one this walk is at.
                ends[ends_n] = ends_n == 0 ? n : static_cast<std::uint32_t>(locate(ends_n, r, target));
                complexity += s_.ancestors_once(ends[ends_n]);
            }
            if (ends_n == sources.size()) complexity += s_.nested_chains_->nested_complexity(ends, static_cast<int>(ends_n));
            s_.conclude(target, state, complexity, sort_key, s_.method_of(kind));
            if (left.empty()) break;
        }
    }
}

}  // namespace sudoku::se
