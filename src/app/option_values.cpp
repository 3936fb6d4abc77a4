#include "option_values.hpp"

#include "names.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>
#include <utility>

namespace solve {
namespace po = boost::program_options;

Refused::Refused(std::string const& word, std::string allowed_values)
    : invalid_option_value(word), allowed(std::move(allowed_values)) {
    m_error_template += ": it must be " + allowed;
}

std::optional<std::uint64_t> whole_in(std::string const& word, std::uint64_t low, std::uint64_t high) {
    std::uint64_t number = 0;
    auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), number);
    bool digits = !word.empty() && word.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || error != std::errc() || end != word.data() + word.size() || number < low || number > high)
        return {};
    return number;
}

namespace {

// Reads an option's one word as the value its name stands for, or throws
// an error that lists the names.
template <typename Names>
auto read_word(boost::any& value, std::vector<std::string> const& words, Names const& names) {
    std::size_t const N = std::size(names);
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    for (auto const& [name, meaning] : names)
        if (word == name) return meaning;
    std::string allowed;
    for (std::size_t i = 0; i < N; ++i) allowed += (i == 0 ? "" : i + 1 == N ? " or " : ", ") + std::string(names[i].first);
    throw Refused(word, allowed);
}

// A rating as SE writes it ("2.6", "9"), in tenths: one or two digits, then
// optionally a point and one digit; nothing else.
std::optional<int> tenths_of(std::string_view word) {
    std::size_t point = word.find('.');
    std::string_view units = word.substr(0, point), decimals;
    if (point != std::string_view::npos) decimals = word.substr(point + 1);
    auto digits = [](std::string_view text) {
        return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (units.empty() || units.size() > 2 || !digits(units)) return {};
    if (point != std::string_view::npos && (decimals.size() != 1 || !digits(decimals))) return {};
    int tenths = 0;
    for (char c : units) tenths = tenths * 10 + (c - '0');
    return tenths * 10 + (decimals.empty() ? 0 : decimals[0] - '0');
}

constexpr int lowest_rating = 10, highest_rating = 120;

}  // namespace

void validate(boost::any& value, std::vector<std::string> const&, Flag*, int) { value = Flag{}; }

void validate(boost::any& value, std::vector<std::string> const& words, Budget*, int) {
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    auto steps = whole_in(word, 0, largest_budget);
    if (!steps)
        throw Refused(word, "a whole number of steps from 0 (no limit) to 10^18 (default " +
                                std::to_string(default_budget) +
                                ", about a second; it counts work, not seconds)");
    value = Budget{*steps};
}

void validate(boost::any& value, std::vector<std::string> const& words, RatingRange*, int) {
    po::validators::check_first_occurrence(value);
    std::string const& word = po::validators::get_single_string(words);
    std::size_t dash = word.find('-');
    std::optional<int> low, high;
    if (dash != std::string::npos) {
        low = tenths_of(std::string_view(word).substr(0, dash));
        high = tenths_of(std::string_view(word).substr(dash + 1));
    }
    if (!low || !high || *low < lowest_rating || *high > highest_rating || *low > *high)
        throw Refused(word, "LOW-HIGH, two ratings from 1.0 to 12.0 with one decimal at most, "
                            "LOW no higher than HIGH");
    value = RatingRange{sudoku::ErRange{*low, *high}, word};
}

void validate(boost::any& value, std::vector<std::string> const& words, FormatWord*, int) {
    value = FormatWord{read_word(value, words, input_format_names)};
}

void validate(boost::any& value, std::vector<std::string> const& words, OutputFormat*, int) {
    value = read_word(value, words, output_format_names);
}

void validate(boost::any& value, std::vector<std::string> const& words, LevelWord*, int) {
    value = LevelWord{read_word(value, words, level_names)};
}

void validate(boost::any& value, std::vector<std::string> const& words, SymmetryWord*, int) {
    value = SymmetryWord{read_word(value, words, symmetry_names)};
}

void validate(boost::any& value, std::vector<std::string> const& words, PaperWord*, int) {
    value = PaperWord{read_word(value, words, paper_names)};
}

void validate(boost::any& value, std::vector<std::string> const& words, PerPage*, int) {
    value = PerPage{read_word(value, words, per_page_names)};
}

void validate(boost::any& value, std::vector<std::string> const& words, CanonicalWord*, int) {
    value = CanonicalWord{read_word(value, words, canonical_kind_names)};
}

}  // namespace solve
