// Sudoku Explainer 1.2.1's techniques, in one table: what the rater, the
// explanations, the JSON output, the levels and the generator know of each.
// docs/techniques.md says where each is searched for and how it is rated.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace sudoku {

// In SE's order of difficulty. A technique whose name SE varies with the
// pattern (a loop's size, a type, a chain's kind) is one technique here;
// SeMethod carries the rest.
enum class SeTechnique : std::uint8_t {
    hidden_single,
    direct_pointing,
    direct_claiming,
    direct_hidden_pair,
    naked_single,
    direct_hidden_triplet,
    pointing,
    claiming,
    naked_pair,
    x_wing,
    hidden_pair,
    naked_triplet,
    swordfish,
    hidden_triplet,
    xy_wing,
    xyz_wing,
    unique_rectangle,
    unique_loop,
    naked_quad,
    jellyfish,
    hidden_quad,
    bug,
    aligned_pair_exclusion,
    bidirectional_x_cycle,
    bidirectional_y_cycle,
    forcing_x_chain,
    turbot_fish,
    bidirectional_cycle,
    forcing_chain,
    aligned_triplet_exclusion,
    nishio_forcing_chains,
    // SE's multiple forcing chains, then its dynamic ones, level by level
    // (level 0, plain dynamic, to 5): each names its chain kind.
    multiple_forcing_chains,
    dynamic_forcing_chains,
    dynamic_forcing_chains_plus,
    nested_forcing_chains,
    nested_multiple_forcing_chains,
    nested_dynamic_forcing_chains,
    nested_dynamic_plus_forcing_chains,
};
inline constexpr int se_technique_count = static_cast<int>(SeTechnique::nested_dynamic_plus_forcing_chains) + 1;

// What concludes a multiple, dynamic or nested forcing chain step: a
// contradiction met by one assumption, what both states of a candidate
// imply ("double"), what every candidate of a cell, or every place of a
// digit in a house, implies.
enum class SeChainKind : std::uint8_t { none, contradiction, both, cell, region };

// What the evidence of a step holds (the fields of SeStep, se_step.hpp).
enum class SeEvidence : std::uint8_t {
    hidden_single,
    naked_single,
    locking,
    direct_locking,
    naked_set,
    hidden_set,
    direct_hidden_set,
    fish,
    wing,
    unique_loop,
    bug,
    aligned_exclusion,
    chains,
};

struct SeTechniqueRow {
    SeTechnique technique;
    // SE's name, and the key --output=json writes (SE's name in snake case,
    // "(+" as "plus"). In those of techniques whose name varies, "{size}",
    // "{type}" and "{kind}" stand for a step's (SeMethod); a kind is written
    // "Contradiction", "Double", "Cell" or "Region" in a name, in lower case
    // in a key.
    std::string_view name;
    std::string_view key;
    // Difficulties in tenths: the least a step of it rates (for chains, SE's
    // base, to which the chain's length adds) and the most, 0 when the
    // length of a chain has no bound.
    int base, most;
    bool assumes_uniqueness;  // valid only where the puzzle has one solution
    SeEvidence evidence;
};

inline constexpr std::array<SeTechniqueRow, se_technique_count> se_techniques = [] {
    using enum SeTechnique;
    using E = SeEvidence;
    return std::array<SeTechniqueRow, se_technique_count>{{
        {hidden_single, "Hidden Single", "hidden_single", 10, 15, false, E::hidden_single},
        {direct_pointing, "Direct Pointing", "direct_pointing", 17, 17, false, E::direct_locking},
        {direct_claiming, "Direct Claiming", "direct_claiming", 19, 19, false, E::direct_locking},
        {direct_hidden_pair, "Direct Hidden Pair", "direct_hidden_pair", 20, 20, false, E::direct_hidden_set},
        {naked_single, "Naked Single", "naked_single", 23, 23, false, E::naked_single},
        {direct_hidden_triplet, "Direct Hidden Triplet", "direct_hidden_triplet", 25, 25, false, E::direct_hidden_set},
        {pointing, "Pointing", "pointing", 26, 26, false, E::locking},
        {claiming, "Claiming", "claiming", 28, 28, false, E::locking},
        {naked_pair, "Naked Pair", "naked_pair", 30, 30, false, E::naked_set},
        {x_wing, "X-Wing", "x_wing", 32, 32, false, E::fish},
        {hidden_pair, "Hidden Pair", "hidden_pair", 34, 34, false, E::hidden_set},
        {naked_triplet, "Naked Triplet", "naked_triplet", 36, 36, false, E::naked_set},
        {swordfish, "Swordfish", "swordfish", 38, 38, false, E::fish},
        {hidden_triplet, "Hidden Triplet", "hidden_triplet", 40, 40, false, E::hidden_set},
        {xy_wing, "XY-Wing", "xy_wing", 42, 42, false, E::wing},
        {xyz_wing, "XYZ-Wing", "xyz_wing", 44, 44, false, E::wing},
        {unique_rectangle, "Unique Rectangle type {type}", "unique_rectangle_type_{type}", 45, 48, true,
         E::unique_loop},
        {unique_loop, "Unique Loop {size} type {type}", "unique_loop_{size}_type_{type}", 46, 53, true, E::unique_loop},
        {naked_quad, "Naked Quad", "naked_quad", 50, 50, false, E::naked_set},
        {jellyfish, "Jellyfish", "jellyfish", 52, 52, false, E::fish},
        {hidden_quad, "Hidden Quad", "hidden_quad", 54, 54, false, E::hidden_set},
        {bug, "BUG type {type}", "bug_type_{type}", 56, 62, true, E::bug},
        {aligned_pair_exclusion, "Aligned Pair Exclusion", "aligned_pair_exclusion", 62, 62, false,
         E::aligned_exclusion},
        {bidirectional_x_cycle, "Bidirectional X-Cycle", "bidirectional_x_cycle", 65, 0, false, E::chains},
        {bidirectional_y_cycle, "Bidirectional Y-Cycle", "bidirectional_y_cycle", 65, 0, false, E::chains},
        {forcing_x_chain, "Forcing X-Chain", "forcing_x_chain", 66, 0, false, E::chains},
        {turbot_fish, "Turbot Fish", "turbot_fish", 66, 0, false, E::chains},
        {bidirectional_cycle, "Bidirectional Cycle", "bidirectional_cycle", 70, 0, false, E::chains},
        {forcing_chain, "Forcing Chain", "forcing_chain", 70, 0, false, E::chains},
        {aligned_triplet_exclusion, "Aligned Triplet Exclusion", "aligned_triplet_exclusion", 75, 75, false,
         E::aligned_exclusion},
        {nishio_forcing_chains, "Nishio Forcing Chains", "nishio_forcing_chains", 75, 0, false, E::chains},
        {multiple_forcing_chains, "{kind} Forcing Chains", "{kind}_forcing_chains", 80, 0, false, E::chains},
        {dynamic_forcing_chains, "Dynamic {kind} Forcing Chains", "dynamic_{kind}_forcing_chains", 85, 0, false,
         E::chains},
        {dynamic_forcing_chains_plus, "Dynamic {kind} Forcing Chains (+)", "dynamic_{kind}_forcing_chains_plus", 90, 0,
         false, E::chains},
        {nested_forcing_chains, "Dynamic {kind} Forcing Chains (+ Forcing Chains)",
         "dynamic_{kind}_forcing_chains_plus_forcing_chains", 95, 0, false, E::chains},
        {nested_multiple_forcing_chains, "Dynamic {kind} Forcing Chains (+ Multiple Forcing Chains)",
         "dynamic_{kind}_forcing_chains_plus_multiple_forcing_chains", 100, 0, false, E::chains},
        {nested_dynamic_forcing_chains, "Dynamic {kind} Forcing Chains (+ Dynamic Forcing Chains)",
         "dynamic_{kind}_forcing_chains_plus_dynamic_forcing_chains", 105, 0, false, E::chains},
        {nested_dynamic_plus_forcing_chains,
         "Dynamic {kind} Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
         "dynamic_{kind}_forcing_chains_plus_dynamic_forcing_chains_plus_forcing_chains", 110, 0, false, E::chains},
    }};
}();

constexpr SeTechniqueRow const& row_of(SeTechnique t) { return se_techniques[static_cast<std::size_t>(t)]; }

// A technique as one step applied it: with the table, all SE's name of the
// step tells.
struct SeMethod {
    SeTechnique technique = SeTechnique::hidden_single;
    std::uint8_t size = 0;  // unique loops: the loop's cells
    std::uint8_t type = 0;  // unique rectangles and loops, BUG: SE's type, 1-4
    SeChainKind kind = SeChainKind::none;  // multiple, dynamic and nested forcing chains
    bool last_empty_cell = false;  // a hidden single that is its house's last empty cell (SE's 1.0)
    bool operator==(SeMethod const&) const = default;
};

// SE's name of the method, and its JSON key: views of strings that live as
// long as the program.
std::string_view name_of(SeMethod const& method);
std::string_view key_of(SeMethod const& method);

}  // namespace sudoku
