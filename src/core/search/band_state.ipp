// The band state and its propagation, the part of the search that runs at
// every node (see search.cpp for why it is fast). Included, inside an
// anonymous namespace, by each translation unit that compiles the search for
// one instruction set: it includes nothing itself, so that every standard
// function it uses was declared before any target pragma of its includer.

using bands::Mask;
using bands::tables;

// The rows (all nine bits of each) of a band mask that hold exactly one cell,
// for a mask with a cell in every row (a row left with none leaves no
// placement in its band, which the analysis catches first). Each row less
// its lowest cell (no borrow: no row is empty) is zero exactly when the row
// had one; adding 0xFF to a row's low eight bits carries into its ninth
// exactly when they are not zero. Ten operations, no table.
constexpr Mask single_rows(Mask m) {
    constexpr Mask lowest = 0x40201, ninth = lowest << 8, low = 0x1FF * lowest & ~ninth;
    Mask rest = m & (m - lowest);
    Mask any = ((rest & low) + low) | rest;
    return ((~any & ninth) >> 8) * 0x1FF;
}
constexpr bool single_rows_checked() {
    for (Mask r = 1; r < 512; ++r)
        for (Mask other : {Mask{1}, Mask{0x180}, Mask{0x1FF}}) {
            Mask want = std::has_single_bit(r) ? 0x1FF : 0, other_want = std::has_single_bit(other) ? 0x1FF : 0;
            if (single_rows(r | other << 9 | other << 18) != (want | other_want << 9 | other_want << 18)) return false;
            if (single_rows(other | r << 9 | other << 18) != (other_want | want << 9 | other_want << 18)) return false;
            if (single_rows(other | other << 9 | r << 18) != (other_want | other_want << 9 | want << 18)) return false;
        }
    return true;
}
static_assert(single_rows_checked());


// The number of bits set is sudoku::bits_in (bits.hpp), which avoids
// std::popcount's call into libgcc where there is no POPCNT instruction. A
// copy compiled for POPCNT hides it with the instruction itself: a target
// pragma does not define __POPCNT__ in C++, hence the includer's own macro.
#if defined(SUDOKU_SEARCH_HAS_POPCNT)
constexpr int bits_in(std::uint64_t m) { return __builtin_popcountll(m); }
#endif

// The masks of the three bands' nine digits.
struct BandMasks {
    Mask of[3][9];
};

// The band and digit of bit 9 * band + digit (see State::unanalysed): two loads
// instead of a division and a remainder at each analysis.
inline constexpr std::array<std::uint8_t, 27> band_at = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1,
                                                         1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};
inline constexpr std::array<std::uint8_t, 27> digit_at = {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4,
                                                          5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8};

// A digit's eighteen segments of the bands and eighteen of the stacks, side
// by side in one word, so that each triad rule is worked out for all six
// bands and stacks at once (see State::lock_triads). Each band or stack is a
// 3x3 matrix of segments: in a band, its rows by its boxes; in a stack, its
// boxes (one per band) by its columns. The entry at row R, column C of the
// band or stack o is bit base + 9 * R + 3 * C + o, with base 0 for the bands
// and 32 for the stacks: the same shifts then reach a segment's row mates
// (3 apart) and its column mates (9 apart) in all six matrices, a band's
// segments come from its mask in a few shifts (see segment_words), and the
// two halves are the two 32-bit halves of the word, so that interleaving
// eight digits' halves makes their words (see words_of).
using SegmentWord = std::uint64_t;
constexpr SegmentWord both_halves(std::uint32_t half) { return half | SegmentWord{half} << 32; }
inline constexpr SegmentWord all_segments = both_halves(bands::all_cells);
inline constexpr SegmentWord column0 = both_halves(0x1C0E07);  // C = 0
inline constexpr SegmentWord column1 = column0 << 3, column2 = column0 << 6;
inline constexpr SegmentWord row0 = both_halves(0x1FF);  // R = 0

// The segments that share a row or a column of their matrix with one of
// `here`, its own included. (For words in lanes too, hence shifts rather
// than multiplications: AVX2 has no 64-bit multiplication.)
template <typename Words>
constexpr Words mates(Words here) {
    Words rows = (here | here >> 3 | here >> 6) & column0, columns = (here | here >> 9 | here >> 18) & row0;
    return rows | rows << 3 | rows << 6 | columns | columns << 9 | columns << 18;
}

// The segments alone in their row.
template <typename Words>
constexpr Words alone_in_row(Words s) {
    Words others = (s >> 3 & (column0 | column1)) | (s >> 6 & column0) | (s << 3 & (column1 | column2)) |
                   (s << 6 & column2);
    return s & ~others;
}

// Bit 3 * t + j to bit 3 * j + t in each of three 9-bit groups: a band's
// columns (stack t, column j within it) to its row of each stack's matrix
// (box column j of stack t), and back.
template <typename Words>
constexpr Words transpose_stacks(Words x) {
    constexpr std::uint32_t times3 = 1 | 1 << 9 | 1 << 18;
    return (x & 0x111 * times3) | (x & 0x22 * times3) << 2 | (x & 0x4 * times3) << 4 |
           (x >> 2 & 0x22 * times3) | (x >> 4 & 0x4 * times3);
}
static_assert(transpose_stacks(0x002u) == 0x008 && transpose_stacks(0x040u) == 0x004 &&
              transpose_stacks(transpose_stacks(0x5A3C96Fu)) == 0x5A3C96F);

// Bit 3 * k, the first cell of each segment k = 3 * row + box of a band.
inline constexpr Mask segment_starts = 0x1249249;

// A band's segments where its mask has candidates, as bit 3 * (3 * row + box).
template <typename Masks>
constexpr Masks spread_segments(Masks m) { return (m | m >> 1 | m >> 2) & segment_starts; }

// Spread segments (bit 3 * k, as above) packed to bit k, the index of the
// tables in bands.hpp. Times 21 brings each row's three bits together (at
// 9 * row + 4), times 0x1041 the three rows; no two partial products
// overlap, so nothing carries. Two multiplications take fewer instructions
// than three table lookups.
constexpr unsigned pack_segments(std::uint32_t spread) { return (spread * 21 & 0x1C0E070) * 0x1041 >> 16 & 0x1FF; }
static_assert(pack_segments(0x1249249) == 0x1FF && pack_segments(0x8) == 0x2 && pack_segments(0x1000000) == 0x100 &&
              pack_segments(0x41040) == 0x54);

// The columns (9 bits) in which a band mask has candidates.
template <typename Masks>
constexpr Masks columns_of(Masks m) { return (m | m >> 9 | m >> 18) & 0x1FF; }

// The cells of a set of columns (9 bits) in a band.
template <typename Masks>
constexpr Masks column_cells_of(Masks columns) { return columns | columns << 9 | columns << 18; }

// A digit's three band masks to their columns, as bit 9 * band + column:
// each stack's 3x3 matrix of segments (rows the bands, columns its three),
// three matrices side by side.
template <typename Masks>
constexpr Masks band_columns(Masks m0, Masks m1, Masks m2) {
    return columns_of(m0) | columns_of(m1) << 9 | columns_of(m2) << 18;
}

// A digit's three band masks to the two halves of its word (see
// SegmentWord): its bands' segments, and its stacks' (bits 32 and up).
template <typename Masks>
constexpr Masks band_half(Masks m0, Masks m1, Masks m2) {
    return spread_segments(m0) | spread_segments(m1) << 1 | spread_segments(m2) << 2;
}
template <typename Masks>
constexpr Masks stack_half(Masks m0, Masks m1, Masks m2) {
    return transpose_stacks(band_columns(m0, m1, m2));
}

// Where every segment of a band or stack is on a way of its digit (at a
// fixpoint of the analyses), the number of ways follows from the number of
// segments: 3 one way, 5 or 6 two, 7 three, 8 four, 9 six (never 4), so that a
// population count stands for a table lookup.
constexpr bool ways_by_segments() {
    constexpr int ways_of[10] = {-1, -1, -1, 1, -1, 2, 2, 3, 4, 6};
    for (unsigned set = 1; set < 512; ++set)
        if (tables.placeable[set] == set && ways_of[std::popcount(set)] != tables.ways_count[set]) return false;
    return true;
}
static_assert(ways_by_segments());

// The ways (bits of tables.ways) through each segment of a band or stack.
inline constexpr std::array<std::uint8_t, 9> ways_through = [] {
    std::array<std::uint8_t, 9> through{};
    for (int segment = 0; segment < 9; ++segment)
        for (int w = 0; w < 6; ++w)
            if (tables.ways[w] >> segment & 1) through[segment] = static_cast<std::uint8_t>(through[segment] | 1 << w);
    return through;
}();

// Open cells from which the search on segments branches on the digit with
// the most ways rather than the fewest: on a grid this open a solution is
// near and little is refuted, and a whole way of an unsettled digit fixed
// settles more: fewer nodes on the open grids that scripts/bench --worst
// makes, the same on the collections. Set no lower: on the hard
// collections, which refute most of their branches, the fewest ways refute
// sooner.
constexpr int open_for_most = 64;

// The shift that brings matrix 0-5 (bands 0-2, then stacks 0-2) of a word
// to bit 0.
constexpr int matrix_shift(int matrix) { return matrix < 3 ? matrix : 29 + matrix; }

// The segments of 3x3 matrices (bit 9 * row + 3 * matrix + column, three
// matrices side by side) that lie on a way of placing the digit once in
// each row and column of theirs: a segment is on one when the two rows and
// two columns it leaves hold one of their two diagonals. The same as
// tables.placeable, for three matrices at once and with no lookup, so that
// it runs in vector lanes.
template <typename Masks>
constexpr Masks on_some_way(Masks s) {
    // Bit j of each group of three (a column of each row of each matrix) is
    // segment_starts << j.
    constexpr Mask first = segment_starts, second = first << 1, third = first << 2;
    auto next = [](Masks x) { return (x >> 1 & (first | second)) | (x << 2 & third); };  // column j + 1 at j
    auto after = [](Masks x) { return (x >> 2 & first) | (x << 1 & (second | third)); };  // column j + 2 at j
    Masks below = (s >> 9 | s << 18) & bands::all_cells, further = (s >> 18 | s << 9) & bands::all_cells;
    return s & ((next(below) & after(further)) | (after(below) & next(further)));
}
// Checked against the table for every set in each of the three matrices,
// the other two full, so that no bit leaks between them.
constexpr bool same_as_the_table() {
    // Segment 3 * row + column of a set at bit 9 * row + 3 * matrix + column.
    auto spread = [](unsigned set, int matrix) {
        return ((set & 7) | (set >> 3 & 7) << 9 | (set >> 6 & 7) << 18) << (3 * matrix);
    };
    for (int matrix = 0; matrix < 3; ++matrix) {
        Mask others = bands::all_cells & ~(Mask{0x1C0E07} << (3 * matrix));
        for (unsigned set = 0; set < 512; ++set)
            if (on_some_way(spread(set, matrix) | others) != (spread(tables.placeable[set], matrix) | others))
                return false;
    }
    return true;
}
static_assert(same_as_the_table());

// Eight masks side by side (GCC's vector extension; two SSE2 registers in the
// portable build, one AVX2 register in the x86-64-v3 one). The helpers above
// take and return them by value too; see CMakeLists.txt for the warning
// that this changes the calling convention without AVX.
typedef Mask EightMasks __attribute__((vector_size(32)));
typedef SegmentWord FourWords __attribute__((vector_size(32)));  // four digits' words

// Whether any lane is not zero.
inline bool any_lane(Mask m) { return m != 0; }
inline bool any_lane(EightMasks m) {
#if defined(__AVX2__) || defined(SUDOKU_SEARCH_HAS_AVX2)
    typedef long long Quads __attribute__((vector_size(32)));
    return !__builtin_ia32_ptestz256(reinterpret_cast<Quads>(m), reinterpret_cast<Quads>(m));
#elif defined(__SSE2__)
    __m128i halves[2];
    __builtin_memcpy(halves, &m, sizeof m);
    __m128i either = _mm_or_si128(halves[0], halves[1]);
    return _mm_movemask_epi8(_mm_cmpeq_epi32(either, _mm_setzero_si128())) != 0xFFFF;
#else
    Mask either = 0;
    for (int lane = 0; lane < 8; ++lane) either |= m[lane];
    return either != 0;
#endif
}

// The lanes (bits 0-7) that are not zero.
inline unsigned lanes_set(Mask m) { return m != 0; }
inline unsigned lanes_set(EightMasks m) {
#if defined(SUDOKU_SEARCH_HAS_AVX512)
    __m256i v;
    __builtin_memcpy(&v, &m, sizeof v);
    return _mm256_test_epi32_mask(v, v);
#endif
#if defined(__AVX2__) || defined(SUDOKU_SEARCH_HAS_AVX2)
    typedef int Ints __attribute__((vector_size(32)));
    typedef float Floats __attribute__((vector_size(32)));
    Ints zero = reinterpret_cast<Ints>(m) == 0;
    return ~__builtin_ia32_movmskps256(reinterpret_cast<Floats>(zero)) & 0xFF;
#elif defined(__SSE2__)
    // Each half compared on its own: GCC's SSE2 code for the 32-byte
    // compare went through memory.
    __m128i halves[2];
    __builtin_memcpy(halves, &m, sizeof m);
    auto zero = [](__m128i h) { return _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(h, _mm_setzero_si128()))); };
    return ~(zero(halves[0]) | zero(halves[1]) << 4) & 0xFF;
#else
    unsigned set = 0;
    for (int lane = 0; lane < 8; ++lane) set |= unsigned{m[lane] != 0} << lane;
    return set;
#endif
}

// The words of four digits, from `first` on, from their band and stack
// halves (see segment_words): with AVX2 the halves interleaved, four
// shuffles for eight digits; SSE2 (whose shuffles GCC takes through memory
// here) widens them instead.
template <int first>
FourWords words_of(EightMasks in_bands, EightMasks in_stacks) {
#if defined(__AVX2__) || defined(SUDOKU_SEARCH_HAS_AVX2)
    return reinterpret_cast<FourWords>(__builtin_shufflevector(in_bands, in_stacks, first, first + 8, first + 1,
                                                               first + 9, first + 2, first + 10, first + 3,
                                                               first + 11));
#else
    auto four = [](EightMasks m) {
        return __builtin_convertvector(__builtin_shufflevector(m, m, first, first + 1, first + 2, first + 3), FourWords);
    };
    return four(in_bands) | four(in_stacks) << 32;
#endif
}

// The nine digits' words (see SegmentWord): digits 0-3 and 4-7 four to a
// vector, digit 8 alone, so that they stay in registers.
struct DigitWords {
    FourWords low, high;
    SegmentWord last;

    // f(word, other's word) for each digit: f takes either a vector or a word.
    template <typename F>
    DigitWords with(DigitWords const& other, F f) const {
        return {f(low, other.low), f(high, other.high), f(last, other.last)};
    }
    void store(SegmentWord* words) const {
        __builtin_memcpy(words, &low, sizeof low);
        __builtin_memcpy(words + 4, &high, sizeof high);
        words[8] = last;
    }
};

// The nine digits' words added bit by bit (carry-save adders): bit i of
// plane j is bit j of the number of digits whose word has bit i. About
// thirty operations for all 54 counts.
struct DigitCounts {
    SegmentWord plane[4];
    SegmentWord at_least_three() const { return plane[2] | plane[3] | (plane[1] & plane[0]); }
    SegmentWord at_least_four() const { return plane[2] | plane[3]; }
};
// (Not added in the vectors' lanes, halving them at each step: that makes a
// longer chain of dependent operations, which costs more than it saves.)
inline DigitCounts digit_counts(DigitWords const& w) {
    auto add = [](SegmentWord a, SegmentWord b, SegmentWord c, SegmentWord& carry) {
        SegmentWord half = a ^ b;
        carry = (a & b) | (half & c);
        return half ^ c;
    };
    SegmentWord c0, c1, c2, c3, c4;
    SegmentWord s0 = add(w.low[0], w.low[1], w.low[2], c0), s1 = add(w.low[3], w.high[0], w.high[1], c1);
    SegmentWord s2 = add(w.high[2], w.high[3], w.last, c2);
    SegmentWord ones = add(s0, s1, s2, c3), twos = add(c0, c1, c2, c4);
    SegmentWord fours = twos & c3;
    return {{ones, twos ^ c3, c4 ^ fours, c4 & fours}};
}

// Each digit's word (see SegmentWord) and their counts, as the triad rules
// leave them for choosing a segment.
struct SegmentWords {
    SegmentWord of[9];
    DigitCounts counts;
};

struct State {
    // [band][digit]: a band's nine digits side by side, so that clearing a
    // cell from every digit is one pass over contiguous words.
    BandMasks masks;
    Mask open[3];  // cells of each band with no digit placed yet
    // The masks (bit 9 * band + digit) that lost cells since their band was
    // last analysed, and since their stacks were: every change to a mask
    // marks it in both. (Marks rather than copies of the masks as analysed,
    // compared at each sweep: a state a third the size to copy, and no
    // compares of vectors just written a mask at a time.)
    unsigned unanalysed = 0, unstacked = 0;

    void mark(unsigned lost) {
        unanalysed |= lost;
        unstacked |= lost;
    }

    // Keeps only `keep` of a mask.
    void restrict(int band, int digit, Mask keep) {
        Mask before = masks.of[band][digit], after = before & keep;
        masks.of[band][digit] = after;
        mark(unsigned{after != before} << (9 * band + digit));
    }

    // Takes `cells` of a band from every digit and, for `digit`, their
    // columns from every band; returns the masks that lost any (bit 9 *
    // band + digit), the digit's own in its band included when it had one.
    unsigned take(int digit, int band, Mask cells, Mask columns) {
        // Digits 0-7 in one vector, not eight stores.
        EightMasks others;
        __builtin_memcpy(&others, &masks.of[band][0], sizeof others);
        unsigned lost = lanes_set(others & cells) | unsigned{(masks.of[band][8] & cells) != 0} << 8;
        others &= ~cells;
        __builtin_memcpy(&masks.of[band][0], &others, sizeof others);
        masks.of[band][8] &= ~cells;
        lost <<= 9 * band;
        for (int b = 0; b < 3; ++b) {
            lost |= unsigned{(masks.of[b][digit] & columns) != 0} << (9 * b + digit);
            masks.of[b][digit] &= ~columns;
        }
        return lost;
    }

    void place(int digit, int band, int cell) {
        Mask bit = Mask{1} << cell;
        Mask before = masks.of[band][digit];
        Mask kept = before & (~tables.house[cell] | bit);
        // The column leaves all three bands, then the digit's own band gets its
        // mask back without the row and box: fewer branches than picking the
        // other two bands.
        unsigned lost = take(digit, band, bit, tables.column[cell]);
        masks.of[band][digit] = kept;
        int own = 9 * band + digit;
        mark((lost & ~(1u << own)) | unsigned{kept != before} << own);
        open[band] &= ~bit;
    }

    // Places the digit in `cells` of a band, whose mask, `kept`, has no
    // other cell in their rows and boxes (and so is left as it is).
    void place_all(int digit, int band, Mask cells, Mask kept) {
        unsigned lost = take(digit, band, cells, column_cells_of(columns_of(cells)));
        masks.of[band][digit] = kept;
        mark(lost & ~(1u << (9 * band + digit)));
        open[band] &= ~cells;
    }

    // The digits (bits 0-8) that may still go in a cell.
    unsigned candidates(int band, int cell) const {
        unsigned digits = 0;
        for (int digit = 0; digit < 9; ++digit) digits |= (masks.of[band][digit] >> cell & 1) << digit;
        return digits;
    }

    // Rules a digit out of a cell; propagate() draws the consequences.
    void remove(int digit, int band, int cell) { restrict(band, digit, ~(Mask{1} << cell)); }

    // Keeps only the segments on which the digit can still go once per row and
    // box; places the digit in rows left with one cell. False on a contradiction.
    bool analyse(int digit, int band, bool& placed) {
        Mask before = masks.of[band][digit];
        unsigned placeable = tables.placeable[pack_segments(spread_segments(before))];
        if (placeable == 0) return false;
        Mask m = before & tables.cells_of[placeable];
        masks.of[band][digit] = m;
        unstacked |= unsigned{m != before} << (9 * band + digit);
        // Rows left with one cell, still open (a digit placed in a row keeps
        // that cell alone there), placed all at once: every segment left is
        // on a way through the row's cell, so the digit has no other cell in
        // its box, and placing them takes the cells from the band's other
        // digits and their columns from the digit's other bands. One branch
        // an analysis, not one a row (the hardest to predict in the search).
        Mask cells = m & single_rows(m) & open[band];
        if (cells) {
            place_all(digit, band, cells, m);
            placed = true;
        }
        return true;
    }

    // The band analysis turned on its side: in each stack (three columns) the
    // digit goes once in each column and each box, so with bands for rows and
    // columns for boxes only the segments on such a placement survive. Then
    // hidden singles in columns (rows and boxes are the bands' part): a
    // column where the digit has one cell left in all nine rows. For the
    // digits from `first` on, one per lane of Masks: digits 0-7 at once in
    // EightMasks, digit 8 in a Mask. Called only when one of them changed
    // since; the others find nothing new. False on a contradiction (which
    // includes a column with no place left).
    template <typename Masks>
    bool analyse_stacks(int first, bool& changed) {
        constexpr int lanes = sizeof(Masks) / sizeof(Mask);
        Masks m[3];
        for (int band = 0; band < 3; ++band) __builtin_memcpy(&m[band], &masks.of[band][first], sizeof(Masks));
        Masks columns = band_columns(m[0], m[1], m[2]);
        Masks kept = columns & on_some_way(columns);
        // A stack with no segment left had no way: folded over the bands, each
        // stack's columns spread to its first bit (the stacks' segment_starts).
        if (any_lane(spread_segments(columns_of(kept)) ^ 0x49)) return false;
        if (Masks lost = columns & ~kept; any_lane(lost)) {
            changed = true;
            for (int band = 0; band < 3; ++band) {
                Masks cells = column_cells_of(lost >> (9 * band) & 0x1FF);
                unanalysed |= lanes_set(m[band] & cells) << (9 * band + first);
                m[band] &= ~cells;
                __builtin_memcpy(&masks.of[band][first], &m[band], sizeof(Masks));
            }
        }
        // Cleared before the hidden singles: placing one takes the digit out
        // of a row of its band, which can leave segments of the band's other
        // stacks on no placement, so the digit must be analysed again.
        unstacked &= ~((((1u << lanes) - 1) << first) * 0x40201);
        Masks in_band[3] = {kept & 0x1FF, kept >> 9 & 0x1FF, kept >> 18};  // the columns each band keeps
        Masks in_one_band = (in_band[0] ^ in_band[1] ^ in_band[2]) & ~(in_band[0] & in_band[1] & in_band[2]);
        Masks singles[3];
        for (int band = 0; band < 3; ++band) {
            Masks r0 = m[band] & 0x1FF, r1 = m[band] >> 9 & 0x1FF, r2 = m[band] >> 18;
            Masks once = in_one_band & ~((r0 & r1) | (r0 & r2) | (r1 & r2));
            singles[band] = m[band] & open[band] & column_cells_of(once);
        }
        unsigned with_singles = lanes_set(singles[0] | singles[1] | singles[2]);
        if (!with_singles) return true;
        Mask cells[3][lanes];
        static_assert(sizeof cells == sizeof singles);
        __builtin_memcpy(cells, singles, sizeof cells);
        for (; with_singles; with_singles &= with_singles - 1)
            for (int lane = std::countr_zero(with_singles), band = 0; band < 3; ++band)
                for (Mask c = cells[band][lane]; c; c &= c - 1) {
                    int cell = std::countr_zero(c);
                    // Another single placed since may have taken the cell.
                    if (!(masks.of[band][first + lane] >> cell & 1)) return false;
                    place(first + lane, band, cell);
                    changed = true;
                }
        return true;
    }

    // SegmentWord: the three cells where a row (or column) crosses a box hold
    // three different digits (a placed digit keeps its cell in its mask, so
    // full triads count too). Given each digit's segments in a band or stack:
    // fewer than three digits possible in a segment, or more than three
    // certain there (on every way the digit has), is a contradiction; with
    // three possible, each of them goes there, so it leaves the segment's row
    // and box; with three certain, no other digit goes there.
    //
    // All six bands and stacks at once, one word per digit (see SegmentWord).
    // Called at a fixpoint of the analyses only: there every segment left is
    // on some way, so a segment is certain exactly when it is the only one
    // in its row, which takes no table. Leaves each digit's word in `words`,
    // for choosing a segment to branch on. False on a contradiction.
    [[gnu::noinline]] bool lock_triads(bool& changed, SegmentWords& made) {
        DigitWords words = segment_words();
        words.store(made.of);
        DigitWords certain = words.with(words, [](auto s, auto) { return alone_in_row(s); });
        DigitCounts const& possible = made.counts = digit_counts(words);
        DigitCounts sure = digit_counts(certain);
        SegmentWord three = possible.at_least_three(), four = possible.at_least_four();
        SegmentWord thrice = sure.at_least_three(), more = sure.at_least_four();
        if ((~three & all_segments) || more) return false;
        SegmentWord exactly_three = three & ~four;
        // A segment whose three digits are all certain is settled: the
        // analyses took those digits out of its row and box already. Most
        // passes find only such segments.
        if (((exactly_three & ~thrice) | (thrice & four)) == 0) return true;
        SegmentWord kept[9];
        words.with(certain, [&](auto s, auto lone) {
            auto here = s & exactly_three;
            return s & ~(mates(here) & ~here) & ~(thrice & ~lone);
        }).store(kept);
        for (int d = 0; d < 9; ++d) {
            if (kept[d] == made.of[d]) continue;
            changed = true;
            auto stacks_kept = transpose_stacks(static_cast<std::uint32_t>(kept[d] >> 32));
            for (int band = 0; band < 3; ++band)
                restrict(band, d, (static_cast<Mask>(kept[d] >> band) & segment_starts) * 7 &
                                      column_cells_of(stacks_kept >> (9 * band) & 0x1FF));
        }
        return true;
    }

    // Each digit's segments in the bands and stacks (see SegmentWord): digits 0-7
    // eight at a time, then digit 8.
    DigitWords segment_words() const {
        EightMasks m[3];
        for (int band = 0; band < 3; ++band) __builtin_memcpy(&m[band], &masks.of[band][0], sizeof m[band]);
        EightMasks in_bands = band_half(m[0], m[1], m[2]), in_stacks = stack_half(m[0], m[1], m[2]);
        Mask m0 = masks.of[0][8], m1 = masks.of[1][8], m2 = masks.of[2][8];
        return {words_of<0>(in_bands, in_stacks), words_of<4>(in_bands, in_stacks),
                band_half(m0, m1, m2) | SegmentWord{stack_half(m0, m1, m2)} << 32};
    }

    // Bands analysed until nothing changes, then naked singles placed (looked
    // for in the bands analysed since the last look), then stacks analysed,
    // until none finds more; then, up to `triad_passes` times, the triad
    // rules, and again. False on a contradiction. Singles come before stacks
    // because a placement changes all nine digits of its band, whose stacks
    // are then analysed once for all the singles placed together rather than
    // once before and once after.
    bool propagate(int triad_passes = 0) {
        SegmentWords words;
        return propagate(triad_passes, words);
    }

    // The same, leaving the digits' words (see SegmentWord) of each triad pass in
    // `words`: when the passes are not used up, those of the state left.
    bool propagate(int triad_passes, SegmentWords& words) {
        // The masks analysed since the last look for naked singles. Every change
        // to a mask (a placement, a stack analysis, the triad rules, or the
        // caller's restriction before this call) marks it unanalysed, so it
        // is analysed, and marked here, before the next look; a band none of
        // whose masks changed has no new single or empty cell.
        unsigned touched = 0;
        for (;;) {
            // An analysis changes other masks only by placing a digit: a
            // sweep that places none leaves every mask analysed. A mask
            // changed during the sweep is analysed in it if it comes later
            // in the sweep's set, else in the next sweep.
            for (bool placed = true; placed;) {
                placed = false;
                unsigned outdated = unanalysed;
                touched |= outdated;
                for (; outdated; outdated &= outdated - 1) {
                    int i = std::countr_zero(outdated);
                    unanalysed &= ~(1u << i);
                    if (!analyse(digit_at[i], band_at[i], placed)) return false;
                }
            }
            bool placed = false;
            unsigned looked = touched;
            touched = 0;
            for (int band = 0; band < 3; ++band) {
                if (!(looked >> (9 * band) & 0x1FF)) continue;
                Mask one = 0, two = 0;
                for (Mask digit : masks.of[band]) {
                    two |= one & digit;
                    one |= digit;
                }
                if (open[band] & ~one) return false;  // a cell with no candidate
                for (Mask singles = open[band] & ~two; singles; singles &= singles - 1) {
                    int cell = std::countr_zero(singles);
                    int digit = 0;
                    while (digit < 9 && !(masks.of[band][digit] >> cell & 1)) ++digit;
                    if (digit == 9) return false;  // emptied by a single placed just before
                    place(digit, band, cell);
                    placed = true;
                }
            }
            if (placed) continue;
            bool changed = false;
            unsigned digits = unstacked | unstacked >> 9 | unstacked >> 18;
            if ((digits & 0xFF) && !analyse_stacks<EightMasks>(0, changed)) return false;
            if ((digits & 0x100) && !analyse_stacks<Mask>(8, changed)) return false;
            if (changed) continue;
            if (triad_passes == 0) return true;
            --triad_passes;
            if (!lock_triads(changed, words)) return false;
            if (!changed) return true;
        }
    }

    // A segment to branch on: in the band or stack where the digits have the
    // fewest segments left in all (most constrained, so that a contradiction
    // shows soonest), the first digit with the fewest placements (two when
    // possible), and a segment its first placement has and its second lacks;
    // `through`: its placements on that segment (bits of tables.ways). False
    // when every digit has one placement everywhere (then the grid is
    // solved). `made`: the digits' words and counts for this state. (The
    // segments are counted rather than the placements, which tdoku counts: a
    // population count instead of a table lookup per digit.)
    static bool choose_segment(SegmentWords const& made, int open_cells, bool& vertical, int& index, int& digit,
                               int& segment, unsigned& through) {
        SegmentWord const* words = made.of;
        // A matrix's total from the digits' counts: four population counts,
        // not nine. The first matrix of the fewest is the least of total * 8
        // + matrix, taken without a branch: a branch on each total is
        // mispredicted often on open grids.
        DigitCounts const& counts = made.counts;
        int least = 1000;
        for (int matrix = 0; matrix < 6; ++matrix) {
            SegmentWord mask = SegmentWord{segment_starts} << matrix_shift(matrix);
            int total = bits_in(counts.plane[0] & mask) + 2 * bits_in(counts.plane[1] & mask) +
                        4 * bits_in(counts.plane[2] & mask) + 8 * bits_in(counts.plane[3] & mask);
            int candidate = total > 27 ? total * 8 + matrix : 1000;
            least = candidate < least ? candidate : least;
        }
        if (least == 1000) return false;
        int best = least & 7;
        vertical = best >= 3;
        index = best % 3;
        // Two is the fewest a digit not yet fixed has: the first with two is
        // it. Its ways are told by its segments (see ways_by_segments): five
        // or six are two ways, counted as five. On a grid still open, the
        // first with the most ways instead (see open_for_most).
        bool most = open_cells >= open_for_most;
        int chosen = most ? 0 : 10, shift = matrix_shift(best);
        for (int d = 0; d < 9 && chosen != (most ? 9 : 5); ++d) {
            int n = bits_in(words[d] >> shift & segment_starts);
            n -= n == 6;
            if (n >= 5 && (most ? n > chosen : n < chosen)) {
                chosen = n;
                digit = d;
            }
        }
        unsigned ways = tables.ways_within[matrix_segments(words[digit], best)];
        unsigned first = tables.ways[std::countr_zero(ways)];
        unsigned second = tables.ways[std::countr_zero(ways & (ways - 1))];
        segment = std::countr_zero(first & ~second);
        // The first way and, if the digit has it, the other through the segment.
        through = ways & ways_through[segment];
        return true;
    }

    // The digit on one of its ways (a segment set of tables.ways: in a stack,
    // bit 3 * band + column) in a band or stack.
    void restrict_to_way(bool vertical, int index, int digit, unsigned way) {
        if (!vertical) {
            restrict(index, digit, tables.cells_of[way]);
            return;
        }
        for (int b = 0; b < 3; ++b) {
            int column = 3 * index + std::countr_zero(way >> (3 * b) & 7);
            restrict(b, digit, ~column_cells_of(7u << (3 * index) & ~(1u << column)));
        }
    }

    // The segments of bands 0-2 or stacks 0-2 (matrix 3-5) in a word, as bit
    // 3 * R + C (see SegmentWord).
    static unsigned matrix_segments(SegmentWord word, int matrix) {
        return pack_segments(static_cast<std::uint32_t>(word >> matrix_shift(matrix)) & segment_starts);
    }

    // The digit out of a segment of a band or stack.
    void rule_out(bool vertical, int index, int digit, int segment) {
        int major = segment / 3, minor = segment % 3;
        if (!vertical)
            restrict(index, digit, ~(Mask{0x1FF} << (9 * major) & Mask{0x1C0E07} << (3 * minor)));
        else
            restrict(major, digit, ~bands::column_cells(3 * index + minor));
    }

    bool solved() const { return (open[0] | open[1] | open[2]) == 0; }
    int open_cells() const { return bits_in(open[0]) + bits_in(open[1]) + bits_in(open[2]); }

    // A cell to guess on. Of the cells with the fewest candidates (two, when
    // there are any: found by counting the candidates of 27 cells at a time
    // in bit slices), the one that sees the most open cells, because either
    // digit placed there eliminates the most, which makes the search tree
    // of a hard puzzle much smaller than taking the first such cell. With
    // `earliest`, the first in row-major order instead, so that the solution
    // met first tends to have small digits early. True when the cell has two
    // candidates.
    bool choose(int& band, int& cell, bool earliest) const {
        Mask twos[3], threes[3], any = 0;
        for (int b = 0; b < 3; ++b) {
            Mask one = 0, two = 0, three = 0, four = 0;
            for (Mask digit : masks.of[b]) {
                four |= three & digit;
                three |= two & digit;
                two |= one & digit;
                one |= digit;
            }
            twos[b] = open[b] & two & ~three;
            threes[b] = open[b] & three & ~four;
            any |= twos[b];
        }
        Mask const* fewest = any ? twos : (threes[0] | threes[1] | threes[2]) ? threes : open;
        if (earliest) {
            band = fewest[0] ? 0 : fewest[1] ? 1 : 2;
            cell = std::countr_zero(fewest[band]);
            return any != 0;
        }
        int most_seen = -1;
        for (int b = 0; b < 3; ++b) {
            Mask other_bands[2] = {open[(b + 1) % 3], open[(b + 2) % 3]};
            for (Mask cells = fewest[b]; cells; cells &= cells - 1) {
                int c = std::countr_zero(cells);
                // The open cells of the cell's row and box, and of its column
                // in the other two bands (one bit to the left for the second),
                // counted in one go.
                Mask column = bands::column_cells(c % 9);
                Mask elsewhere = (other_bands[0] & column) | (other_bands[1] & column) << 1;
                int seen = bits_in(std::uint64_t{open[b] & tables.house[c]} | std::uint64_t{elsewhere} << 32);
                if (seen > most_seen) {
                    most_seen = seen;
                    band = b;
                    cell = c;
                }
            }
        }
        return any != 0;
    }

    Grid grid() const {
        Grid result;
        for (int digit = 0; digit < 9; ++digit)
            for (int band = 0; band < 3; ++band)
                for (Mask m = masks.of[band][digit]; m; m &= m - 1) {
                    int cell = std::countr_zero(m);
                    result.digits[27 * band + cell] = static_cast<Digit>(digit + 1);
                }
        return result;
    }
};
