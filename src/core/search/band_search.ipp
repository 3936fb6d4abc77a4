// The search proper: branching, counting, and the walk to the smallest
// solution (see search.cpp). Included after band_state.ipp, inside the same
// anonymous namespace; ends with the three entry points each instruction set's
// translation unit exports under its own name.

// How the search branches:
// - cells: on a cell with two candidates, else on a segment;
// - segments: always on a digit's segment of the most constrained band or
//   stack: each of its placements through the segment, then the segment out;
// - ordered: on the first open cell in row-major order, digits in ascending
//   order, so that the first solution met is the lexicographically smallest.
// Segments, with the triad rules at every node, make the smallest trees when
// deciding (is there a solution, is it the only one?): they make tdoku's
// trees, and a grid with few givens and no solution, which defeats cells
// (the cell that sees the most open cells is far from the contradiction),
// takes up to a thousand times fewer nodes. Cells, without the rules, are
// cheaper for counting on through many solutions, where little is refuted.
// The last few open cells, counted without states: each cell's candidates
// and which of the others it sees, then a plain backtrack on the cell with the
// fewest candidates. Counting to a large limit spends most of its nodes near
// the leaves (on the empty grid, half of them have six cells open and two
// solutions), where a state copy and a propagation a solution cost several
// times this. Sixteen cells, the most a 16-bit set holds: the dead ends that
// the propagation's hidden singles would have cut cost less than the states
// they spare (counting a 20-given puzzle to 10^6: 21% fewer instructions than
// with nine, and faster; deciding hardly ever comes here).
constexpr int endgame_cells = 16;
static_assert(endgame_cells <= 16, "the endgame keeps its cells in 16-bit sets");

// A value for each cell of the endgame, sixteen lanes of one vector (one AVX2
// register, two SSE2 ones).
typedef std::uint16_t CellLanes __attribute__((vector_size(32)));

// The lanes (bits 0-15) that are zero.
inline unsigned zero_lanes(CellLanes v) {
#if defined(SUDOKU_SEARCH_HAS_AVX512)
    // AVX-512BW: a test of sixteen lanes is a mask of sixteen bits already.
    __m256i x;
    __builtin_memcpy(&x, &v, sizeof x);
    return _mm256_testn_epi16_mask(x, x);
#else
    typedef short Shorts __attribute__((vector_size(32)));
    Shorts zero = reinterpret_cast<Shorts>(v) == 0;
#if defined(__AVX2__) || defined(SUDOKU_SEARCH_HAS_AVX2)
    // Packed to bytes within each 128-bit half: lanes 0-7 at bits 0-7 (and
    // 8-15), lanes 8-15 at bits 16-23 (and 24-31).
    typedef char Bytes __attribute__((vector_size(32)));
    auto bytes = reinterpret_cast<Bytes>(__builtin_ia32_packsswb256(zero, zero));
    auto bits = static_cast<unsigned>(__builtin_ia32_pmovmskb256(bytes));
    return (bits & 0xFF) | (bits >> 8 & 0xFF00);
#elif defined(__SSE2__)
    __m128i halves[2];
    __builtin_memcpy(halves, &zero, sizeof zero);
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_packs_epi16(halves[0], halves[1])));
#else
    unsigned set = 0;
    for (int lane = 0; lane < 16; ++lane) set |= unsigned{zero[lane] != 0} << lane;
    return set;
#endif
#endif
}

class Endgame {
public:
    // `state` has at most endgame_cells open cells.
    explicit Endgame(State const& state) {
        // The open cells of each house (bits by number), then what each
        // cell sees in one go, rather than comparing every pair of cells.
        std::uint16_t in_row[9] = {}, in_column[9] = {}, in_box[9] = {};
        std::uint8_t row[endgame_cells], column[endgame_cells], box[endgame_cells];
        int first[3];
        for (int band = 0; band < 3; ++band) {
            first[band] = count_;
            for (Mask m = state.open[band]; m; m &= m - 1) {
                int cell = std::countr_zero(m), i = count_++;
                row[i] = static_cast<std::uint8_t>(3 * band + cell / 9);
                column[i] = static_cast<std::uint8_t>(cell % 9);
                box[i] = static_cast<std::uint8_t>(3 * band + cell % 9 / 3);
                auto bit = static_cast<std::uint16_t>(1u << i);
                in_row[row[i]] |= bit;
                in_column[column[i]] |= bit;
                in_box[box[i]] |= bit;
            }
        }
        CellLanes lane_bits = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768};
        for (int i = 0; i < count_; ++i) {
            auto sees = static_cast<std::uint16_t>((in_row[row[i]] | in_column[column[i]] | in_box[box[i]]) & ~(1u << i));
            peers_[i] = reinterpret_cast<CellLanes>((lane_bits & sees) != 0);
        }
        // Each digit's open cells, numbered by the open cells before them:
        // a few candidates each, not nine digits tried in every cell.
        for (int digit = 0; digit < 9; ++digit)
            for (int band = 0; band < 3; ++band)
                for (Mask m = state.masks.of[band][digit] & state.open[band]; m; m &= m - 1) {
                    int i = first[band] + bits_in(state.open[band] & ((m & -m) - 1));
                    candidates_[i] = static_cast<std::uint16_t>(candidates_[i] | 1u << digit);
                }
    }

    // The ways to fill the open cells, counted up to `most`.
    unsigned count(unsigned most) const { return count(candidates_, (1u << count_) - 1, most); }

private:
    unsigned count(CellLanes candidates, unsigned open, unsigned most) const {
        if (open == 0) return 1;
        int cell = 0, fewest = 10;
        for (unsigned o = open; o; o &= o - 1) {
            int i = std::countr_zero(o);
            if (int k = bits_in(candidates[i]); k < fewest) {
                fewest = k;
                cell = i;
                if (k == 1) break;
            }
        }
        unsigned rest = open & ~(1u << cell), total = 0;
        for (unsigned digits = candidates[cell]; digits; digits &= digits - 1) {
            // The digit leaves the cell's peers, all lanes at once; a peer
            // still open and left with none is a dead end.
            auto digit = static_cast<std::uint16_t>(digits & -digits);
            CellLanes next = candidates & ~(peers_[cell] & digit);
            if (zero_lanes(next) & rest) continue;
            total += count(next, rest, most - total);
            if (total >= most) break;
        }
        return total;
    }

    int count_ = 0;
    CellLanes candidates_{};
    CellLanes peers_[endgame_cells] = {};  // lane j all ones: sees open cell j
};

// The triad rules at every propagation, for the searches on segments (a
// pass costs about a quarter of a propagation).
constexpr int every_time = 1 << 30;

// Up to this many solutions a search decides rather than counts: the
// uniqueness check, and whether a solution exists.
constexpr unsigned deciding = 2;

enum class Branching { cells, segments, ordered };

struct Counter {
    unsigned limit;
    bool small_first = false;  // look for a solution with small digits early
    Branching branching = Branching::cells;
    unsigned patience = ~0u;  // dead ends before the first solution
    unsigned budget = ~0u;    // nodes in all
    int triad_passes = 0;     // at each propagation
    unsigned found = 0;
    Grid first{};
    unsigned dead_ends = 0;
    unsigned nodes = 0;
    bool gave_up = false;
    // Where to keep, before the first solution, the deepest state on the
    // current path that every solution goes through: the root, or a last
    // alternative whose earlier ones were all refuted, under another such.
    // A restart after giving up starts there, not at the root again.
    State* restart_point = nullptr;
    // Where the triad rules leave the digits' words and counts (see
    // SegmentWords) of the state just propagated, when `words_current`, for
    // choosing a segment: the caller's, so that a Counter stays small to make.
    SegmentWords* words = nullptr;
    bool words_current = false;

    // True once `limit` solutions have been found, or on giving up. The last
    // branch goes into `state` itself, which its caller no longer needs: one
    // copy fewer. `forced`: every solution goes through `state`.
    bool search(State& state, bool forced = false) {
        if (forced && found == 0 && restart_point) *restart_point = state;
        if (state.solved()) {
            if (found++ == 0) first = state.grid();
            // The triad rules are for refuting: deciding keeps them (the
            // second solution's absence is a refutation too), counting on
            // through many solutions is cheaper without them.
            if (limit > deciding) triad_passes = 0;
            return found >= limit;
        }
        if (++nodes > budget || (found == 0 && dead_ends >= patience)) return gave_up = true;
        // Past the first solution (which the endgame would not record), and
        // for the searches whose order does not matter.
        if (found > 0 && branching != Branching::ordered && state.open_cells() <= endgame_cells) {
            found += Endgame(state).count(limit - found);
            return found >= limit;
        }
        int band = 0, cell = 0;
        if (branching == Branching::ordered) {
            band = state.open[0] ? 0 : state.open[1] ? 1 : 2;
            cell = std::countr_zero(state.open[band]);
        } else if (branching == Branching::segments || !state.choose(band, cell, small_first)) {
            bool vertical = false;
            int index = 0, digit = 0, segment = 0;
            SegmentWords made;
            if (!words_current) {
                DigitWords words = state.segment_words();
                words.store(made.of);
                made.counts = digit_counts(words);
            }
            unsigned through = 0;
            State::choose_segment(words_current ? *words : made, state.open_cells(), vertical, index, digit, segment,
                                  through);
            // Each way of the digit through the segment, whole (one branch
            // fixes the digit in the band or stack, where the segment alone
            // would leave it two ways: 12% fewer nodes to a first solution on
            // grids with eight givens), then the segment ruled out.
            for (; through; through &= through - 1) {
                State next = state;
                next.restrict_to_way(vertical, index, digit, tables.ways[std::countr_zero(through)]);
                if (propagate(next) ? search(next) : dead_end()) return true;
            }
            state.rule_out(vertical, index, digit, segment);
            return propagate(state) ? search(state, forced) : dead_end();
        }
        unsigned digits = state.candidates(band, cell);
        for (; digits & (digits - 1); digits &= digits - 1) {
            State next = state;
            next.place(std::countr_zero(digits), band, cell);
            if (propagate(next) ? search(next) : dead_end()) return true;
        }
        state.place(std::countr_zero(digits), band, cell);
        return propagate(state) ? search(state, forced) : dead_end();
    }

    // The triad rules run to the end leave the words of the state they leave.
    bool propagate(State& state) {
        words_current = triad_passes == every_time && words;
        return words ? state.propagate(triad_passes, *words) : state.propagate(triad_passes);
    }

    bool dead_end() {
        ++dead_ends;
        return false;
    }
};

// Dead ends before the first solution after which counting on cells gives
// up for segments (a grid with few givens and no solution).
constexpr unsigned patience = 128;

// Nodes an ordered search gets before it gives up for the searches that
// branch where the tree is smallest.
constexpr unsigned ordered_budget = 32;

// Open cells after the root at most which a grid is first searched in
// row-major order: 51, what 30 givens leave.
constexpr int few_open = 51;

// Counts from a propagated state. Deciding is on segments with the triad
// rules; counting further is on cells, and past the patience again on
// segments with the rules, from the deepest state the first search proved
// every solution goes through. A solution found ends that search, so
// counting to a large limit keeps one tree.
Counter count_from(State const& start, unsigned limit, bool small_first) {
    State state = start, restart_point;
    SegmentWords words;
    auto on_segments = [&](State& from) {
        Counter counter{limit, small_first, Branching::segments};
        counter.triad_passes = every_time;
        counter.words = &words;
        counter.search(from);
        counter.words = nullptr;  // it pointed into this frame
        return counter;
    };
    if (limit <= deciding) return on_segments(state);
    Counter counter{limit, small_first, Branching::cells, patience};
    counter.restart_point = &restart_point;
    counter.search(state, true);
    counter.restart_point = nullptr;  // it pointed into this frame
    return counter.gave_up ? on_segments(restart_point) : counter;
}

// Open cells after propagation from which the root gets a pass of the triad
// rules. With fewer (more than 31 cells fixed), the band and stack analyses
// leave those rules little to find and the search is short.
constexpr int triads_at_root = 50;

// The cells (bits 0-26) of a band's 27 digits that hold one: two SSE2
// compares of sixteen bytes (the second overlapping the first, so that the
// last band's loads end at the grid's last cell).
inline Mask filled_cells(Digit const* band) {
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
    auto empty = [&](int from) {
        __m128i bytes = _mm_loadu_si128(reinterpret_cast<__m128i const*>(band + from));
        return static_cast<Mask>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)));
    };
    return ~(empty(0) | empty(11) << 11) & bands::all_cells;
#else
    Mask filled = 0;
    for (int cell = 0; cell < 27; ++cell) filled |= Mask{band[cell] != no_digit} << cell;
    return filled;
#endif
}

// The root's fixpoint, from a state whose changed masks are marked; false
// on a contradiction.
inline bool settle_root(State& state) {
    if (!state.propagate()) return false;
    if (state.open_cells() < triads_at_root) return true;
    // One pass of the triad rules refutes many grids that have no solution
    // but whose givens clash with nothing, before any guess; what it rules
    // out is propagated (the grid is at its fixpoint already).
    bool changed = false;
    SegmentWords words;
    return state.lock_triads(changed, words) && (!changed || state.propagate());
}

// The state after the givens, propagated; false when they contradict.
bool start(Grid const& puzzle, State& state) {
    state = State{};
    // The givens placed all at once, not one by one: the cells they fill,
    // and for each digit the cells its givens see (their rows and boxes in
    // their band, their columns in every band), then each mask in one go.
    // The same state as placing them in turn; a given that another of its
    // digit sees is the clash that placing it in turn would meet.
    Mask given[9][3] = {}, seen[9][3] = {}, columns[9] = {};
    for (int band = 0; band < 3; ++band) {
        // Only the givens are visited: a loop over the filled cells, not a
        // branch on each of the 81 (about 1,500 instructions a puzzle).
        Mask filled = filled_cells(puzzle.digits.data() + 27 * band);
        state.open[band] = bands::all_cells & ~filled;
        for (; filled; filled &= filled - 1) {
            int cell = std::countr_zero(filled), digit = puzzle.digits[27 * band + cell] - 1;
            Mask bit = Mask{1} << cell;
            if ((seen[digit][band] | columns[digit]) & bit) return false;
            given[digit][band] |= bit;
            seen[digit][band] |= tables.house[cell];
            columns[digit] |= tables.column[cell];
        }
    }
    for (int band = 0; band < 3; ++band) {
        for (int digit = 0; digit < 9; ++digit) {
            Mask m = (state.open[band] & ~seen[digit][band] & ~columns[digit]) | given[digit][band];
            state.masks.of[band][digit] = m;
            // Every mask with a cell left is to be analysed (a digit with
            // none in a band is a contradiction the search meets later).
            state.mark(unsigned{m != 0} << (9 * band + digit));
        }
    }
    return settle_root(state);
}

// The state of pencil marks, propagated; false when they contradict. Every
// cell starts open with its candidates in its digits' masks: propagation
// places a cell down to one candidate (a naked single) and clears its peers,
// so the marks need not have cleared them.
bool start(PencilMarks const& marks, State& state) {
    state = State{};
    for (int band = 0; band < 3; ++band) {
        state.open[band] = bands::all_cells;
        for (int digit = 0; digit < 9; ++digit) {
            Mask m = 0;
            for (int cell = 0; cell < 27; ++cell)
                m |= Mask{marks.cells[27 * band + cell].contains(static_cast<Digit>(digit + 1))} << cell;
            state.masks.of[band][digit] = m;
            state.mark(unsigned{m != 0} << (9 * band + digit));
        }
    }
    return settle_root(state);
}


// A search in row-major order, which meets the smallest solution first. Most
// grids with several solutions are open in a band or so, where it takes a
// few nodes; it gives up soon where it would not.
Counter in_order(State state, unsigned limit) {
    Counter ordered{limit, true, Branching::ordered};
    ordered.budget = ordered_budget;
    ordered.search(state);
    return ordered;
}

// The smallest solution of `state`, given one (`witness`). Unless the search
// in row-major order was `tried` already, it goes first.
Grid smallest_solution(State state, Grid witness, bool tried) {
    if (!tried) {
        if (Counter ordered = in_order(state, 1); !ordered.gave_up) return ordered.first;
    }
    // Cells are fixed in row-major order, each to the smallest digit that
    // some solution still has there. `witness` is always a solution of
    // `state`, so only digits below its own need a search each, and a digit
    // refuted is ruled out, which often fixes cells further on.
    for (int c = 0; c < cell_count; ++c) {
        int band = c / 27, cell = c % 27;
        int known = witness.digits[c] - 1;
        for (unsigned smaller = state.candidates(band, cell) & ((1u << known) - 1); smaller; smaller &= smaller - 1) {
            int digit = std::countr_zero(smaller);
            if (!(state.open[band] >> cell & 1)) break;
            if (!(state.masks.of[band][digit] >> cell & 1)) continue;
            State trial = state;
            trial.place(digit, band, cell);
            if (trial.propagate()) {
                if (Counter counter = count_from(trial, 1, true); counter.found) {
                    witness = counter.first;
                    state = trial;
                    break;
                }
            }
            state.remove(digit, band, cell);
            state.propagate();  // cannot fail: `witness` solves it
        }
        if (state.open[band] >> cell & 1) {
            state.place(witness.digits[c] - 1, band, cell);
            state.propagate();
        }
    }
    return witness;
}


// From givens (a Grid) or from pencil marks (PencilMarks), as start() takes them.
template <typename Puzzle>
Count count_here(Puzzle const& puzzle, unsigned limit, Grid* any) {
    if (limit == 0) limit = 1;
    State state;
    if (!start(puzzle, state)) return {0, true};
    Counter counter = count_from(state, limit, false);
    if (any && counter.found > 0) *any = counter.first;
    return {counter.found, counter.found < limit};
}

template <typename Puzzle>
Solution solve_here(Puzzle const& puzzle, unsigned count_limit, bool smallest) {
    unsigned limit = count_limit > 2 ? count_limit : 2;
    State state;
    if (!start(puzzle, state)) return {{0, true}, Grid{}};
    // With few cells left open after the root (a grid of many givens with
    // several solutions, say), the search in row-major order both counts and
    // meets the smallest solution first.
    bool tried = smallest && state.open_cells() <= few_open;
    Counter ordered{0};
    if (tried) {
        ordered = in_order(state, limit);
        if (!ordered.gave_up) return {{ordered.found, ordered.found < limit}, ordered.first};
    }
    Counter counter = count_from(state, limit, false);
    Count count{counter.found, counter.found < limit};
    if (!smallest || count.solutions < 2) return {count, counter.first};
    // A solution the ordered search met before it gave up counting is the smallest.
    return {count, ordered.found > 0 ? ordered.first : smallest_solution(state, counter.first, tried)};
}
