// SE's Nishio forcing chains (nishio_chains.cpp).
#pragma once

#include "chain_search.hpp"

namespace sudoku::se {

class NishioChains {
public:
    explicit NishioChains(Search& s) : s_(s) {}
    // The easiest Nishio hint (or, collecting, all of them) on the board
    // the search started on.
    bool find(Hint& h);
    // Forgets the hints kept from an earlier step (a new puzzle).
    void forget_kept() {
        for (auto& digit : nishio_best_) digit.known = false;
    }
    // The search count wrapped: the houses stamped with it are forgotten.
    void forget_houses() {
        for (auto& houses : nishio_houses_) houses.search = 0;
    }

private:
    Search& s_;
    bool find_nishio_by_digit(Hint& h);
    void refute_nishio(int pot);
    bool nishio_contradicts(int pot, bool on);
    std::array<DigitBest, 10> nishio_best_{};
    struct DigitHouses {
        std::uint32_t search = 0;
        std::uint32_t many = 0;  // the houses of two places or more, a bit each
        std::array<Cells, house_count> places{};  // by house
    };
    std::array<DigitHouses, 10> nishio_houses_{};
};

}  // namespace sudoku::se
