// The table of SE's techniques holds together: one row a technique, in the
// enumeration's order and SE's order of difficulty; names and keys told
// apart; each key SE's name in snake case; and the steps the rater takes
// name and rate their technique as the table says.
#define BOOST_TEST_MODULE se_techniques
#include <boost/test/unit_test.hpp>

#include "grids.hpp"
#include "sudoku/se_rater.hpp"
#include "sudoku/se_techniques.hpp"

#include <set>
#include <string>

using namespace sudoku;

namespace {

// SE's name in snake case, "(+" a word "plus" of its own: how --output=json
// has always spelled a technique, worked out apart from the table.
std::string snake(std::string_view name) {
    std::string key;
    bool gap = false;
    for (char ch : name) {
        bool word = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
        if (ch == '+') {
            key += key.empty() ? "plus" : "_plus";
            gap = true;
        } else if (!word) {
            gap = !key.empty();
        } else {
            if (gap) key += '_';
            gap = false;
            key += static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
        }
    }
    return key;
}

struct Case {
    char const* technique;
    char const* puzzle;
    int difficulty;
    char const* effect;
};
constexpr Case cases[] = {
#include "se_cases.inc"
};

// Checks every step of a solve against the table.
class Checker : public SeObserver {
public:
    Next on_step(SeStep const& step) override {
        SeTechniqueRow const& row = row_of(step.method.technique);
        std::string name(step.name());
        BOOST_TEST_CONTEXT(name) {
            BOOST_TEST(!name.empty());
            BOOST_TEST(key_of(step.method) == snake(name));
            BOOST_TEST(step.difficulty >= row.base);
            if (row.most != 0) BOOST_TEST(step.difficulty <= row.most);
            BOOST_TEST(step.method.last_empty_cell == (step.difficulty == 10));
        }
        seen.insert(name);
        return Next::go_on;
    }
    std::set<std::string> seen;
};

}  // namespace

BOOST_AUTO_TEST_CASE(one_row_a_technique_in_order_of_difficulty) {
    for (int i = 0; i < se_technique_count; ++i) {
        BOOST_TEST(static_cast<int>(se_techniques[static_cast<std::size_t>(i)].technique) == i);
        if (i == 0) continue;
        SeTechniqueRow const &easier = se_techniques[static_cast<std::size_t>(i - 1)],
                             &row = se_techniques[static_cast<std::size_t>(i)];
        BOOST_TEST(easier.base <= row.base, row.name);
    }
    std::set<std::string_view> names, keys;
    for (SeTechniqueRow const& row : se_techniques) {
        BOOST_TEST(names.insert(row.name).second, row.name << " twice");
        BOOST_TEST(keys.insert(row.key).second, row.key << " twice");
        BOOST_TEST((row.most == 0 || row.base <= row.most), row.name);
        // A key is its name's snake case, the holes ("{type}") kept as they are.
        BOOST_TEST(snake(row.key) == snake(row.name));
        BOOST_TEST(row.key.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_{}") == std::string_view::npos);
    }
}

BOOST_AUTO_TEST_CASE(names_and_keys_of_the_varying_techniques) {
    BOOST_TEST(name_of({.technique = SeTechnique::unique_loop, .size = 6, .type = 2}) == "Unique Loop 6 type 2");
    BOOST_TEST(key_of({.technique = SeTechnique::unique_loop, .size = 6, .type = 2}) == "unique_loop_6_type_2");
    BOOST_TEST(name_of({.technique = SeTechnique::unique_rectangle, .type = 3}) == "Unique Rectangle type 3");
    BOOST_TEST(name_of({.technique = SeTechnique::bug, .type = 4}) == "BUG type 4");
    BOOST_TEST(key_of({SeTechnique::xy_wing}) == "xy_wing");
    BOOST_TEST(name_of({.technique = SeTechnique::multiple_forcing_chains, .kind = SeChainKind::both}) ==
               "Double Forcing Chains");
    SeMethod nested{.technique = SeTechnique::nested_forcing_chains, .kind = SeChainKind::cell};
    BOOST_TEST(name_of(nested) == "Dynamic Cell Forcing Chains (+ Forcing Chains)");
    BOOST_TEST(key_of(nested) == "dynamic_cell_forcing_chains_plus_forcing_chains");
}

BOOST_AUTO_TEST_CASE(every_step_as_the_table_says) {
    Checker checker;
    for (Case const& c : cases) {
        BOOST_TEST_CONTEXT(c.technique << " in " << c.puzzle) {
            rate_se(grid_of(c.puzzle), {}, &checker);
            BOOST_TEST(checker.seen.contains(c.technique));
        }
    }
}
