// The chain searches' entry points (chains.hpp): each starts a search on
// the board and asks the families in SE's order.
#include "chains.hpp"

namespace sudoku::se {

Chainer::Chainer(bool inner)
    : statics_(s_), nishio_(s_), multiple_(s_, statics_, dynamic_), dynamic_(s_, multiple_, evidence_, inner),
      evidence_(s_, statics_, dynamic_.rules(), dynamic_.nested()) {
    s_.advanced_rules_ = &dynamic_.rules();
    s_.nested_chains_ = &dynamic_.nested();
    s_.chain_evidence_ = &evidence_;
}

void Chainer::start_on(Board const& b) {
    s_.set_board(b);
    dynamic_.rules().start_on(b);
    evidence_.clear();
    // The last search's rules and nested hints name its nodes, not this one's.
    dynamic_.rules().node_rules_.clear();
    dynamic_.nested().forget_nested();
}

bool Chainer::start_search(Search::Mode mode, int level) {
    bool wrapped = false;
    bool spent = s_.start_search(mode, level, wrapped);
    dynamic_.rules().node_rules_.clear();
    dynamic_.nested().forget_nested();
    if (wrapped) nishio_.forget_houses();
    return spent;
}

bool Chainer::find_cycles_and_chains(Board const& b, Hint& h) {
    start_on(b);
    if (!find_static(h)) return false;
    if (s_.evidence_wanted_) evidence_.gather_evidence();
    return true;
}

bool Chainer::find_forcing_chains(Board const& b, Hint& h) {
    start_on(b);
    // Each search only if the one before found nothing and was not cut.
    bool found = find_nishio(h) || cut() || find_multiple(h) || cut() || find_dynamic(h, 0);
    if (!found || cut()) return false;
    if (s_.evidence_wanted_) evidence_.gather_evidence();
    return true;
}

bool Chainer::find_dynamic_chains(Board const& b, Hint& h, int level) {
    start_on(b);
    bool found = find_dynamic(h, level) && !cut();
    if (found && s_.evidence_wanted_) evidence_.gather_evidence();
    return found;
}

void Chainer::collect_hints(Board const& b, std::array<std::uint16_t, cell_count> const& initial,
                            std::uint64_t const* chains_of, Inner kind, std::vector<NestedHint>& out) {
    out.clear();
    start_on(b);
    Collection collection{&out, &initial, chains_of != nullptr, chains_of ? *chains_of : 0};
    s_.sink_.collect_into(collection);
    // As with evidence (wants_chains()): SE's own order, nothing kept from
    // another board.
    Hint ignored;
    switch (kind) {
    case Inner::static_chains:
        find_static(ignored);
        break;
    case Inner::multiple:
        find_multiple(ignored);
        break;
    case Inner::dynamic:
    case Inner::nested:
        find_dynamic(ignored, kind == Inner::nested ? 2 : 0);
        break;
    }
    s_.sink_.keep_best();
    dynamic_.nested().finish_collection(collection, out);
}

void Chainer::make_reach(Board const& grid) {
    start_on(grid);
    s_.sink_.clear();
    statics_.build_static_graph();
    statics_.build_reach(LinkMode::xy_links);
}

}  // namespace sudoku::se
