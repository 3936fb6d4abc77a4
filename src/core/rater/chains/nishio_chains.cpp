// SE's Nishio forcing chains: a candidate assumed on or off, its
// consequences followed along its digit's links only (the grid losing each
// candidate as it goes off), and refuted by the contradiction it meets.
#include "nishio_chains.hpp"

namespace sudoku::se {

// Whether the Nishio run from this assumption (links of one digit, the grid
// losing each candidate as it goes off) meets a contradiction at all. Its
// rules only ever add states, and a house whose places all go off yields,
// as its last but one is followed, an "on" already or later off: so whether
// the run meets a contradiction does not depend on the order it follows
// states in, and a closure on one bitboard per state tells.
bool NishioChains::nishio_contradicts(int pot, bool on) {
    // By cell, its three houses, a bit each.
    static constexpr auto houses_bits = [] {
        std::array<std::uint32_t, cell_count> bits{};
        for (int c = 0; c < cell_count; ++c)
            for (int h : geometry.houses_of[c]) bits[c] |= 1u << h;
        return bits;
    }();
    int c = cell_of(pot), d = digit_of(pot);
    // The digit's houses of two places or more, once a search: a house of
    // fewer can neither turn a place on nor lose its last.
    DigitHouses& houses = nishio_houses_[d];
    if (houses.search != s_.search_) {
        houses.search = s_.search_;
        houses.many = 0;
        for (int h = 0; h < house_count; ++h) {
            houses.places[h] = s_.source_where_[d] & geometry.house[h];
            if (houses.places[h].at_least_two()) houses.many |= 1u << h;
        }
    }
    Cells where = s_.source_where_[d], on_cells, off_cells, followed, judged;
    (on ? on_cells : off_cells).add(c);
    for (;; s_.charge(1)) {
        on_cells.without(followed).for_each([&](int o) { off_cells = off_cells | (geometry.peers[o] & where); });
        followed = on_cells;
        if (!(on_cells & off_cells).empty()) return true;
        // Only a house that lost a place since it was last judged can
        // turn one on or lose its last: the others gave what they give.
        std::uint32_t touched = 0;
        off_cells.without(judged).for_each([&](int o) { touched |= houses_bits[o]; });
        judged = off_cells;
        Cells more = on_cells;
        for (touched &= houses.many; touched; touched &= touched - 1) {
            Cells left = houses.places[std::countr_zero(touched)].without(off_cells);
            if (left.empty()) return true;
            if (left.single()) more = more | left;
        }
        if (more == on_cells) return false;
        on_cells = more;
    }
}

// The search started in Nishio mode (Chainer::start_search).
bool NishioChains::find(Hint& h) {
    if (s_.keeps_hints()) return find_nishio_by_digit(h);
    // SE's own order: cell by cell, each candidate on, then off.
    for (int c = 0; c < cell_count; ++c) {
        if (s_.board_->value[c] != 0 || count(s_.source_[c]) < 2) continue;
        if (s_.charge(1)) return false;
        for (unsigned m = s_.source_[c]; m; m &= m - 1) {
            int pot = potential(c, std::countr_zero(m));
            s_.at_pot_ = pot;
            refute_nishio(pot);
        }
    }
    if (!s_.sink_.has_best() || s_.cut()) return false;
    h = s_.sink_.best();
    return true;
}

// Nishio concludes from contradictions only: a run that meets none is not
// made.
void NishioChains::refute_nishio(int pot) {
    for (bool assumed : {true, false})
        if (nishio_contradicts(pot, assumed)) s_.refute(pot, s_.run_from(pot, assumed), assumed);
}

// Nishio chains follow one digit's links: each digit's easiest hint is kept
// from step to step as the X-chains' are, and sought again only where the
// digit's places (or the cells that may start a chain) changed.
bool NishioChains::find_nishio_by_digit(Hint& h) {
    Cells starts;
    for (int c = 0; c < cell_count; ++c)
        if (s_.board_->value[c] == 0 && count(s_.source_[c]) > 1) starts.add(c);
    for (int d = 1; d <= 9; ++d) {
        DigitBest& mine = nishio_best_[d];
        Cells places = s_.source_where_[d];
        if (mine.known && mine.places == places && mine.starts == (places & starts)) continue;
        mine.known = false;
        s_.sink_.clear();
        bool cut = false;
        (places & starts).for_each([&](int c) {
            if (cut || (cut = s_.charge(1))) return;
            int pot = potential(c, d);
            s_.at_pot_ = pot;
            auto taken = s_.sink_.taken();
            refute_nishio(pot);
            if (s_.sink_.taken() != taken) mine.pot = pot;
        });
        if (cut || s_.cut()) return false;
        mine.remember(s_.sink_.has_best(), s_.sink_.best_key(), s_.sink_.best(), places, places & starts);
    }
    s_.take_easiest(nishio_best_);
    if (!s_.sink_.has_best()) return false;
    h = s_.sink_.best();
    return true;
}

}  // namespace sudoku::se
