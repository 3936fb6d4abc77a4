#include "hint_json.hpp"

#include "json_writer.hpp"
#include "tenths.hpp"

#include "sudoku/units.hpp"

namespace solve {
namespace {

constexpr char const* kind_names[] = {"box", "row", "column"};

// A list of whatever `each` writes of every item, comma-separated.
template <typename Items, typename Each>
void write_list(std::ostream& out, Items const& items, Each each) {
    out << '[';
    char const* separator = "";
    for (auto const& item : items) {
        out << separator;
        each(item);
        separator = ",";
    }
    out << ']';
}

void write_candidate(std::ostream& out, int cell, int digit) { out << "{\"cell\":" << cell << ",\"digit\":" << digit << '}'; }

void write_unit(std::ostream& out, int unit) {
    auto const& u = sudoku::units[static_cast<std::size_t>(unit)];
    out << "{\"kind\":\"" << kind_names[static_cast<int>(u.kind)] << "\",\"index\":" << int{u.index} << '}';
}

void write_digits(std::ostream& out, sudoku::Candidates digits) {
    out << '[';
    char const* separator = "";
    digits.for_each([&](sudoku::Digit d) {
        out << separator << int{d};
        separator = ",";
    });
    out << ']';
}

// A link's kind, read off the states it joins as Eureka notation reads
// them: true to false is weak ('-'), false to true strong ('='); one that a
// rule of its own made (a dynamic (+) or nested chain's) is "rule".
char const* link_kind(sudoku::ChainNode const& from, sudoku::ChainNode const& to) {
    if (!to.rule.name.empty()) return "rule";
    if (from.on && !to.on) return "weak";
    if (!from.on && to.on) return "strong";
    return "rule";
}

void write_chain(std::ostream& out, sudoku::SeChain const& chain) {
    out << "{\"nodes\":";
    write_list(out, chain.nodes, [&](sudoku::ChainNode const& node) {
        out << "{\"cell\":" << int{node.cell} << ",\"digit\":" << int{node.digit}
            << ",\"on\":" << (node.on ? "true" : "false");
        if (!node.rule.name.empty()) {
            out << ",\"rule\":";
            write_json_string(out, node.rule.name);
        }
        out << '}';
    });
    out << ",\"links\":[";
    char const* separator = "";
    for (std::size_t i = 0; i < chain.nodes.size(); ++i)
        for (int parent : chain.nodes[i].parents) {
            out << separator << "{\"from\":" << parent << ",\"to\":" << i << ",\"kind\":\""
                << link_kind(chain.nodes[static_cast<std::size_t>(parent)], chain.nodes[i]) << "\"}";
            separator = ",";
        }
    out << "]}";
}

}  // namespace

void write_hint(std::ostream& out, ExplainedStep const& hint) {
    sudoku::SeStep const& step = hint.step;
    out << "{\"technique\":\"" << sudoku::key_of(step.method) << "\",\"name\":";
    write_json_string(out, step.name());
    out << ",\"difficulty\":" << tenths_text(step.difficulty) << ",\"placements\":[";
    if (step.placed_cell >= 0) write_candidate(out, step.placed_cell, step.placed_digit);
    out << "],\"eliminations\":[";
    char const* separator = "";
    for (int c = 0; c < sudoku::cell_count; ++c)
        for (int d = 1; d <= 9; ++d)
            if (step.eliminated[static_cast<std::size_t>(c)] >> d & 1) {
                out << separator;
                write_candidate(out, c, d);
                separator = ",";
            }
    out << "],\"cells\":";
    write_list(out, step.cells, [&](sudoku::Cell c) { out << int{c}; });
    out << ",\"units\":";
    write_list(out, step.units, [&](int unit) { write_unit(out, unit); });
    out << ",\"digits\":";
    write_digits(out, step.digits);
    out << ",\"chains\":";
    write_list(out, step.chains, [&](sudoku::SeChain const& chain) { write_chain(out, chain); });
    out << ",\"text\":";
    write_json_string(out, hint.text);
    out << '}';
}

}  // namespace solve
