#include "heap_bytes.hpp"

#include <unordered_set>

namespace solve {
namespace {

template <typename T>
std::size_t vector_bytes(std::vector<T> const& items) {
    return items.capacity() * sizeof(T);
}

std::size_t string_bytes(std::string const& text) {
    // A short string lives inside its object.
    return text.capacity() > std::string().capacity() ? text.capacity() + 1 : 0;
}

std::size_t diagnostic_bytes(Diagnostic const& diagnostic) {
    return string_bytes(diagnostic.message) + string_bytes(diagnostic.source);
}

// Chains, with the rules inside them: a nested rule's chains are shared, and
// counted at their first sight only.
class ChainBytes {
public:
    std::size_t of(std::vector<sudoku::SeChain> const& chains) {
        std::size_t bytes = vector_bytes(chains);
        for (sudoku::SeChain const& chain : chains) bytes += of(chain);
        return bytes;
    }

private:
    std::size_t of(sudoku::SeChain const& chain) {
        std::size_t bytes = vector_bytes(chain.nodes);
        for (sudoku::ChainNode const& node : chain.nodes) {
            bytes += vector_bytes(node.parents) + vector_bytes(node.rule.units) +
                     vector_bytes(node.rule.cells) + vector_bytes(node.rule.chains);
            for (auto const& shared : node.rule.chains)
                if (seen_.insert(shared.get()).second) bytes += sizeof(sudoku::SeChain) + of(*shared);
        }
        return bytes;
    }

    std::unordered_set<sudoku::SeChain const*> seen_;
};

std::size_t explanation_bytes(Explanation const& explanation) {
    std::size_t bytes = vector_bytes(explanation.steps) + string_bytes(explanation.stopped);
    ChainBytes chains;
    for (ExplainedStep const& explained : explanation.steps) {
        sudoku::SeStep const& step = explained.step;
        bytes += string_bytes(explained.text) + vector_bytes(step.units) + vector_bytes(step.cells) +
                 chains.of(step.chains);
    }
    return bytes;
}

}  // namespace

std::size_t heap_bytes(Record const& record) {
    // A puzzle's text is held in the record; a marks line's is not, nor its
    // marks, which share one allocation with make_shared's two counts.
    if (auto const* puzzle = std::get_if<Puzzle>(&record))
        return puzzle->marks ? sizeof(MarksInput) + 2 * sizeof(long) + string_bytes(puzzle->marks->text) : 0;
    if (auto const* none = std::get_if<NoPuzzle>(&record)) return diagnostic_bytes(none->diagnostic);
    return diagnostic_bytes(std::get<Diagnostic>(record));
}

std::size_t heap_bytes(Verdict const& verdict) {
    return std::visit(Overloaded{
                          [](outcome::Malformed const& malformed) { return diagnostic_bytes(malformed.diagnostic); },
                          [](outcome::Empty const& empty) { return diagnostic_bytes(empty.diagnostic); },
                          [](outcome::Clash const& clash) { return diagnostic_bytes(clash.diagnostic); },
                          [](outcome::NoSolution const& none) { return string_bytes(none.reason); },
                          [](outcome::Solved const& solved) {
                              return solved.explanation ? explanation_bytes(*solved.explanation) : 0;
                          },
                          [](auto const&) { return std::size_t{0}; },  // Checked, NotUnique
                      },
                      verdict);
}

}  // namespace solve
