// SE's names of the techniques, and their JSON keys, as steps use them.
#include "sudoku/se_techniques.hpp"

#include <string>
#include <vector>

namespace sudoku {
namespace {

constexpr std::string_view kind_words[] = {"", "Contradiction", "Double", "Cell", "Region"};
constexpr std::string_view kind_keys[] = {"", "contradiction", "double", "cell", "region"};
constexpr int most_loop_cells = 40;  // a loop has at most 9 cells a row, 2 in a column

std::string filled(std::string_view pattern, SeMethod const& m, bool key) {
    std::string text;
    for (std::size_t i = 0; i < pattern.size();) {
        auto hole = [&](std::string_view name) { return pattern.substr(i).starts_with(name); };
        if (hole("{size}")) {
            text += std::to_string(m.size);
            i += 6;
        } else if (hole("{type}")) {
            text += std::to_string(m.type);
            i += 6;
        } else if (hole("{kind}")) {
            text += (key ? kind_keys : kind_words)[static_cast<int>(m.kind)];
            i += 6;
        } else {
            text += pattern[i++];
        }
    }
    return text;
}

// Every name a step can have, made once: by technique, then by a
// technique's own index of its variants (variant below).
struct Names {
    std::vector<std::vector<std::string>> names, keys;
    Names() : names(se_technique_count), keys(se_technique_count) {
        for (SeTechniqueRow const& row : se_techniques) {
            auto t = static_cast<std::size_t>(row.technique);
            for (SeMethod m : variants(row.technique)) {
                std::size_t at = variant(m);
                if (names[t].size() <= at) names[t].resize(at + 1), keys[t].resize(at + 1);
                names[t][at] = filled(row.name, m, false);
                keys[t][at] = filled(row.key, m, true);
            }
        }
    }
    static std::vector<SeMethod> variants(SeTechnique t) {
        std::vector<SeMethod> all;
        std::string_view name = row_of(t).name;
        bool sized = name.find("{size}") != name.npos, typed = name.find("{type}") != name.npos;
        bool kinded = name.find("{kind}") != name.npos;
        for (int size = sized ? 6 : 0; size <= (sized ? most_loop_cells : 0); size += 2)
            for (int type = typed; type <= (typed ? 4 : 0); ++type)
                for (int kind = kinded; kind <= (kinded ? 4 : 0); ++kind)
                    all.push_back({t, static_cast<std::uint8_t>(size), static_cast<std::uint8_t>(type),
                                   static_cast<SeChainKind>(kind)});
        return all;
    }
    static std::size_t variant(SeMethod const& m) {
        return (static_cast<std::size_t>(m.size) * 5 + m.type) * 5 + static_cast<std::size_t>(m.kind);
    }
};

Names const& names() {
    static Names const all;
    return all;
}

}  // namespace

std::string_view name_of(SeMethod const& method) {
    return names().names[static_cast<std::size_t>(method.technique)][Names::variant(method)];
}

std::string_view key_of(SeMethod const& method) {
    return names().keys[static_cast<std::size_t>(method.technique)][Names::variant(method)];
}

}  // namespace sudoku
