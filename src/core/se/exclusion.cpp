// SE's Aligned Pair Exclusion: two cells both seen by at least two bivalue
// cells; a pair of digits for them that would empty one of those cells (or
// repeat a digit in a shared house) cannot happen, and digits that take part
// in no possible pair go.
#include "hint.hpp"

namespace sudoku::se {

bool find_aligned_pair(Board const& b, Hint& h) {
    int cells[81], n = 0;
    std::array<Cells, cell_count> excluders{};
    for (int c = 0; c < cell_count; ++c) {
        if (count(b.cand[c]) < 2) continue;
        bool single_seen = false;
        Cells pairs;
        geometry.peers[c].for_each([&](int o) {
            int size = count(b.cand[o]);
            if (size == 1) single_seen = true;
            if (size == 2) pairs.add(o);
        });
        if (single_seen || pairs.empty()) continue;
        cells[n++] = c;
        excluders[c] = pairs;
    }
    for (int j = 1; j < n; ++j)
        for (int i = 0; i < j; ++i) {
            int a = cells[i], z = cells[j];
            Cells common = excluders[a] & excluders[z];
            if (common.size() < 2) continue;
            bool aligned = geometry.peers[a].has(z);
            unsigned allowed_a = 0, allowed_z = 0;
            for (unsigned ma = b.cand[a]; ma; ma &= ma - 1)
                for (unsigned mz = b.cand[z]; mz; mz &= mz - 1) {
                    int da = std::countr_zero(ma), dz = std::countr_zero(mz);
                    if (da == dz && aligned) continue;
                    unsigned both = (1u << da) | (1u << dz);
                    bool allowed = true;
                    common.for_each([&](int x) {
                        if ((b.cand[x] & ~both) == 0) allowed = false;
                    });
                    if (!allowed) continue;
                    allowed_a |= 1u << da;
                    allowed_z |= 1u << dz;
                }
            h = Hint{};
            h.remove[a] = static_cast<std::uint16_t>(b.cand[a] & ~allowed_a);
            h.remove[z] = static_cast<std::uint16_t>(b.cand[z] & ~allowed_z);
            if (!h.removes_any()) continue;
            h.difficulty = 62;
            h.name = "Aligned Pair Exclusion";
            return true;
        }
    return false;
}

}  // namespace sudoku::se
