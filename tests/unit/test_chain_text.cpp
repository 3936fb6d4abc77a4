// The chains of one step of each chain technique, as chain_text writes
// them: the first step of the technique in the puzzle of se_cases.inc that
// shows it. Each text was checked by hand against the step's candidates
// (every link, every bracket, the labels and the effect); chain_check
// derives every chain step of the datasets again mechanically.
#define BOOST_TEST_MODULE chain_text
#include <boost/test/unit_test.hpp>

#include "chain_text.hpp"
#include "grids.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/units.hpp"

#include <string>

namespace {

class FirstText : public sudoku::SeObserver {
public:
    explicit FirstText(std::string technique) : technique_(std::move(technique)) {}
    bool wants_evidence() const override { return true; }
    Next on_step(sudoku::SeStep const& s) override {
        if (!text.empty() || s.name() != technique_) return Next::go_on;
        text = solve::chain_text(s);
        return Next::go_on;
    }
    std::string text;

private:
    std::string technique_;
};

struct Case {
    char const* technique;
    char const* puzzle;
    char const* text;
};

Case const cases[] = {
    {"Turbot Fish", "6.8......9..3..2..4..18....3712...9.......8...9......4....2.7...3.9......46.7...1",
     "r5c1=2 => r5c1<>2: (2)r5c1-r6c3=r6c8-r9c8=r9c1-r5c1; "
     "so r5c1<>2"},
    {"Forcing X-Chain", "9......3.4..718.9.1....92...6.14...........2....3.7..8..8.63...2..4........8..34.",
     "r6c2=9 => r6c2<>9: (9)r6c2-r4c3=r4c7-r7c7=r7c4-r5c4=r6c5-r6c2; "
     "so r6c2<>9"},
    {"Bidirectional Y-Cycle", "..8.....3..2..4...96..5....8.3.492...456...97..7..23......8........96..8...4.5..6",
     "loop: (8)r2c4-(8=2)r3c4-(2=1)r3c9-(1=9)r2c9-(9=8)r2c4; "
     "so r2c7<>9, r2c8<>1, r7c9<>1"},
    {"Bidirectional Cycle", ".6..2591...938.27..5......687.......6.1.9.7....2....8..15.3....9..2.......7..9...",
     "loop: (3-8)r1c9=(8)r3c7-(8=6)r7c7-(6)r9c8=(6-9)r4c8=(9-3)r4c9=(3)r1c9; "
     "so r9c7<>6, r9c7<>8"},
    {"Forcing Chain", "..1.29...7..8.4....6.7..2...3..92...1..47.........14..6.2.4..1.4......7.8.3......",
     "r2c7=3 => r2c7<>3: (3-1)r2c7=(1-9)r2c9=(9)r5c9-(9=3)r5c7-(3)r2c7; "
     "so r2c7<>3"},
    {"Cell Forcing Chains", "5...8.149......5.7.......6.8...6..9...2..9.....7.5.214..4......25.6......19.7...8",
     "r9c7=3 => r3c3<>8: (3)r9c7-(3=8)r3c7-(8)r3c3; "
     "r9c7=4 => r3c3<>8: (4)r9c7-r8c7=(4-8)r8c6=(8)r8c3-r3c3; "
     "r9c7=6 => r3c3<>8: (6)r9c7-(6=3)r9c1-(3=8)r8c3-(8)r3c3; "
     "so r3c3<>8"},
    {"Region Forcing Chains", ".2..97..4.6.8.....4.8..3.9...9....82.......1368....9..1...4..3......2......93.2..",
     "r2c9=7 => r4c7<>5: (7)r2c9-(7=5)r6c9-(5)r4c7; "
     "r3c7=7 => r4c7<>5: (7)r3c7-(7=5)r7c7-(5)r4c7; "
     "r3c9=7 => r4c7<>5: (7)r3c9-(7=5)r6c9-(5)r4c7; "
     "so r4c7<>5"},
    {"Dynamic Cell Forcing Chains", "..1.....7...89..........6..26..3.......5...749...........1.4.5.83.............2..",
     "r9c3=4 => r8c3<>5: (4)r9c3-(4=7)r4c3-(7)r6c3=[(4)r9c3-r6c3](5)r6c3-r8c3; "
     "r9c3=5 => r8c3<>5: (5)r9c3-r8c3; "
     "r9c3=6 => r8c3<>5: (6)r9c3-r7c3=[(6)r9c3-r7c1](6)r7c5-(6=2)r5c5-(2)r8c5=[(6)r7c5-r8c5][(6=7)r7c1-(7)r7c7=r8c7-r8c5](5)r8c5-r8c3; "
     "r9c3=7 => r8c3<>5: (7)r9c3-(7=4)r4c3-(4)r6c3=[(7)r9c3-r6c3](5)r6c3-r8c3; "
     "so r8c3<>5"},
    {"Dynamic Region Forcing Chains", ".4..1.2.......9.7..1..........43.6..8......5....2.....7.5..8......6..3..9........",
     "r4c2=7 => r9c6<>7: (7-9)r4c2=(9-5)r6c2=[(7-5)r4c2](5)r2c2-(5=3)r2c4-(3)r3c6=[(3)r2c4-r1c6](3-7)r9c6; "
     "r4c6=7 => r9c6<>7: (7)r4c6-r9c6; "
     "r4c9=7 => r9c6<>7: (7)r4c9-r6c7=[(7)r4c9-r5c7](7)r9c7-r9c6; "
     "so r9c6<>7"},
    {"Nishio Forcing Chains", "6..9.1845.8.6.......5....6.9.3.1.......5........829...2.6..53.884.3....6.5.....14",
     "r5c5=7 => r3c1=7: (7)r5c5-r1c5=r1c2-r2c1=[(7)r5c5-r5c1](7)r3c1; "
     "r5c5=7 => r3c1<>7: (7)r5c5-r1c5=r1c2-r3c1; "
     "so r5c5<>7"},
    {"Dynamic Contradiction Forcing Chains", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "r2c9=7 => r1c7=5: (7)r2c9-r3c8=[(7)r2c9-r1c8][(7)r2c9-r2c8](7-2)r5c8=(2)r4c7-(2=5)r1c7; "
     "r2c9=7 => r1c7<>5: (7-4)r2c9=(4-9)r2c6=[(7-9)r2c9](9-5)r2c2=[(4-5)r2c6][(7-5)r2c9](5)r2c8-r1c7; "
     "so r2c9<>7"},
    {"Dynamic Double Forcing Chains", "....74....6.29......73....12.....7....8.2..4559....8...3....98.....83......1...2.",
     "r2c8=7 => r2c8<>5: (7-5)r2c8; "
     "r2c8<>7 => r2c8<>5: (7)r2c8=(7-1)r8c8=(1)r8c7-(1=3)r5c7-(3)r5c1=[(7)r2c8=(7-8)r2c9=(8-3)r2c1](3)r1c1-r2c3=[(3)r2c1][(3)r5c7-r2c7][(7-3)r2c9](3-5)r2c8; "
     "so r2c8<>5"},
    {"Bidirectional X-Cycle", "..9...1.....92...7.725..8.3..3.......9..3..85.5.1..........756..8..51.32.3...8...",
     "loop: (6)r1c2-r4c2=r4c5-r9c5=r9c1-r3c1=r1c2; "
     "so r5c1<>6, r8c1<>6"},
};

}  // namespace

BOOST_AUTO_TEST_CASE(one_step_of_each_chain_technique) {
    for (Case const& c : cases) {
        BOOST_TEST_CONTEXT(c.technique << " in " << c.puzzle) {
            FirstText first(c.technique);
            sudoku::rate_se(grid_of(c.puzzle), {}, &first);
            BOOST_TEST(first.text == c.text);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_step_without_chains_has_no_text) {
    sudoku::SeStep step;
    step.method = {sudoku::SeTechnique::hidden_single};
    step.placed_cell = 0;
    step.placed_digit = 1;
    BOOST_TEST(solve::chain_text(step).empty());
}

// A hand-made net: its bracket, the in-cell group, the digits left out and
// the label.
BOOST_AUTO_TEST_CASE(a_net_is_written_with_its_brackets) {
    using sudoku::ChainNode;
    sudoku::SeStep step;
    step.method = {.technique = sudoku::SeTechnique::dynamic_forcing_chains, .kind = sudoku::SeChainKind::contradiction};
    step.eliminated[0] = 1u << 4;
    // r1c1=4: r1c5 and r3c6 lose 4, so r2c5 is 4 (column 5 needs both off),
    // so r2c5 is not 7.
    step.chains.push_back({{ChainNode{0, 4, true, {}}, ChainNode{4, 4, false, {0}}, ChainNode{23, 4, false, {0}},
                            ChainNode{13, 4, true, {1, 2}}, ChainNode{13, 7, false, {3}}}});
    BOOST_TEST(solve::chain_text(step) ==
               "r1c1=4 => r2c5<>7: (4)r1c1-r1c5=[(4)r1c1-r3c6](4-7)r2c5; so r1c1<>4");
}

// A hand-made (+) chain: a candidate taken out by a rule, after the bracket
// of its second reason, with the rule in braces and the digit written.
BOOST_AUTO_TEST_CASE(a_rule_is_written_in_braces_after_its_reasons) {
    using sudoku::ChainNode;
    sudoku::SeStep step;
    step.method = {.technique = sudoku::SeTechnique::dynamic_forcing_chains_plus, .kind = sudoku::SeChainKind::contradiction};
    step.eliminated[0] = 1u << 4;
    // r1c1=4: r1c5 and r3c6 lose 4, so 4 and 7 lie in block 2 only in r2c4
    // and r2c6 (a hidden pair), so r2c4 is not 5.
    sudoku::ChainRule pair{"hidden pair", {}, {sudoku::first_box + 1}, {12, 14}};
    pair.digits.add(4);
    pair.digits.add(7);
    step.chains.push_back({{ChainNode{0, 4, true, {}}, ChainNode{4, 4, false, {0}}, ChainNode{23, 4, false, {0}},
                            ChainNode{12, 5, false, {1, 2}, pair}}});
    BOOST_TEST(solve::chain_text(step) ==
               "r1c1=4 => r2c4<>5: (4)r1c1-r1c5-[(4)r1c1-r3c6]{hidden pair 47: r2c4,r2c6 in b2}(5)r2c4; so r1c1<>4");
    // A one-digit rule: units in units.
    sudoku::ChainRule pointing{"pointing", sudoku::Candidates::only(4), {sudoku::first_box, sudoku::first_row + 1}, {}};
    step.chains.back().nodes.back() = ChainNode{12, 4, false, {1, 2}, pointing};
    BOOST_TEST(solve::chain_text(step) ==
               "r1c1=4 => r2c4<>4: (4)r1c1-r1c5-[(4)r1c1-r3c6]{pointing 4: b1 in r2}(4)r2c4; so r1c1<>4");
}

BOOST_AUTO_TEST_CASE(a_nested_chain_is_written_in_braces_with_its_label) {
    using sudoku::ChainNode;
    sudoku::SeStep step;
    step.method = {.technique = sudoku::SeTechnique::nested_forcing_chains, .kind = sudoku::SeChainKind::contradiction};
    step.eliminated[23] = 1u << 3;
    // r3c6=3: r3c6 loses 8, and then a forcing chain of 8 (r3c6 having been
    // one of row 3's places) shows r5c4 is not 8.
    sudoku::SeChain inner{{ChainNode{39, 8, true, {}}, ChainNode{21, 8, false, {0}}, ChainNode{18, 8, true, {1}},
                           ChainNode{45, 8, false, {2}}, ChainNode{49, 8, true, {3}}, ChainNode{39, 8, false, {4}}}};
    sudoku::ChainRule nested{"Forcing X-Chain", {}, {}, {}, {std::make_shared<sudoku::SeChain const>(inner)}};
    step.chains.push_back({{ChainNode{23, 3, true, {}}, ChainNode{23, 8, false, {0}}, ChainNode{39, 8, false, {1}, nested}}});
    BOOST_TEST(solve::chain_text(step) ==
               "r3c6=3 => r5c4<>8: (3-8)r3c6-{r5c4=8 => r5c4<>8: (8)r5c4-r3c4=r3c1-r6c1=r6c5-r5c4}(8)r5c4; so r3c6<>3");
    // A nested hint of several chains writes them all, as a step's.
    nested.chains.push_back(std::make_shared<sudoku::SeChain const>(inner));
    step.chains.back().nodes.back().rule = nested;
    BOOST_TEST(solve::chain_text(step) ==
               "r3c6=3 => r5c4<>8: (3-8)r3c6-{r5c4=8 => r5c4<>8: (8)r5c4-r3c4=r3c1-r6c1=r6c5-r5c4; "
               "r5c4=8 => r5c4<>8: (8)r5c4-r3c4=r3c1-r6c1=r6c5-r5c4}(8)r5c4; so r3c6<>3");
}
