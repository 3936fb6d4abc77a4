#include "command_line.hpp"

#include "exit_status.hpp"
#include "help_text.hpp"
#include "option_values.hpp"
#include "options.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#ifndef SOLVE_VERSION
#define SOLVE_VERSION "unknown"
#endif

namespace solve {
namespace po = boost::program_options;
namespace {

// An optional value goes with '=' only, as in GNU tools: a bare --count,
// or an abbreviation of it (--cou), takes its default here, before
// Program_options could take the next word (a FILE, say) as its value.
// An ambiguous abbreviation (--c) is left to Program_options to refuse.
// An empty value (--jobs=) is refused by the option's own check, which says
// what is allowed, where Program_options would only say it is missing.
auto bare_optional(po::options_description const& options) {
    return [&options](std::string const& word) -> std::pair<std::string, std::string> {
        std::size_t equals = word.find('=');
        if (word.size() < 3 || word.compare(0, 2, "--") != 0 || (equals != std::string::npos && equals + 1 != word.size()))
            return {};
        std::string_view prefix = std::string_view(word).substr(2, equals == std::string::npos ? equals : equals - 2);
        std::vector<po::option_description const*> matches;
        for (auto const& option : options.options())
            if (option->long_name().starts_with(prefix)) matches.push_back(option.get());
        if (matches.size() != 1) return {};
        if (equals != std::string::npos) {
            boost::any ignored;
            try {
                matches[0]->semantic()->parse(ignored, {""}, true);
            } catch (po::error_with_option_name& error) {
                error.add_context(matches[0]->long_name(), word, po::command_line_style::allow_long);
                throw;
            }
            return {};
        }
        for (Option const& option : option_table())
            if (option.implicit_value && long_name(option) == matches[0]->long_name())
                return {long_name(option), option.implicit_value};
        return {};
    };
}

// What an option's value may be, for a refusal that Program_options words
// itself (a value missing: `--generate` last; or empty: `--seed=`), which
// says only that something is wrong: learnt by giving the option's own check
// an empty value, which none allows.
std::string what_is_allowed(po::options_description const& options, std::string const& option) {
    std::string name = option.starts_with("--") ? option.substr(2) : option;
    po::option_description const* described = options.find_nothrow(name, false);
    if (!described || described->semantic()->max_tokens() == 0) return "";
    try {
        boost::any ignored;
        described->semantic()->parse(ignored, {""}, true);
    } catch (Refused const& refused) {
        return ": it must be " + refused.allowed;
    } catch (po::error const&) {
    }
    return "";
}

// The word last given as `option`'s value, as written.
std::string word_given(po::parsed_options const& parsed, std::string const& option) {
    std::string word;
    for (po::option const& o : parsed.options)
        if (o.string_key == option && !o.value.empty()) word = o.value.back();
    return word;
}

EarlyExit usage_error(std::string const& what) {
    return EarlyExit{static_cast<int>(ExitStatus::malformed), "",
                     "solve: " + what + "; try 'solve --help'\n"};
}

}  // namespace

std::variant<CommandLine, EarlyExit> parse_command_line(int argc, char const* const argv[]) {
    CommandLine command_line;
    Settings& settings = command_line.settings;
    po::options_description options = described_options();
    po::options_description all = options;
    // The FILEs are a hidden option, as the library needs one for them; its
    // name starts with a capital so that no abbreviation of a real option
    // (`--f` for --format) can also mean it, and naming it is refused below.
    all.add_options()("FILE", po::value(&command_line.files));
    po::positional_options_description positional;
    positional.add("FILE", -1);

    po::variables_map values;
    po::parsed_options parsed(nullptr);
    try {
        parsed = po::command_line_parser(argc, argv)
                                        .options(all)
                                        .positional(positional)
                                        .extra_parser(bare_optional(options))
                                        .run();
        for (po::option const& o : parsed.options)
            if (o.string_key == "FILE" && o.position_key < 0)
                throw po::unknown_option(o.original_tokens.empty() ? "--FILE" : o.original_tokens.front());
        po::store(parsed, values);
        po::notify(values);
    } catch (po::invalid_command_line_syntax const& e) {
        return usage_error(e.what() + what_is_allowed(options, e.get_option_name()));
    } catch (po::error const& e) {
        return usage_error(e.what());
    }
    auto given = [&values](std::string const& option) {
        return values.count(option) && !values[option].defaulted();
    };
    if (given("help")) {
        return EarlyExit{0, help_text(), ""};
    }
    if (given("version")) return EarlyExit{0, "solve " SOLVE_VERSION "\n", ""};
    for (Option const& option : option_table()) {
        Requirement const& needs = option.goes_with;
        if (!needs.options.empty() && given(long_name(option)) &&
            (!needs.value || word_given(parsed, long_name(option)) == needs.value) &&
            std::none_of(needs.options.begin(), needs.options.end(), given))
            return usage_error("--" + long_name(option) + (needs.value ? std::string("=") + needs.value : "") +
                               " goes with " + either(needs.options));
    }
    for (Option const& option : option_table())
        for (Conflict const& conflict : option.conflicts)
            if (given(long_name(option)) && given(conflict.other) &&
                (!conflict.value || word_given(parsed, conflict.other) == conflict.value))
                return usage_error("--" + long_name(option) + " and --" + conflict.other +
                                   (conflict.value ? std::string("=") + conflict.value : "") +
                                   " do not go together: " + conflict.why);
    if (given("generate") && !command_line.files.empty())
        return usage_error("--generate reads no input, so it takes no FILE");
    for (Option const& option : option_table())
        if (option.apply && given(long_name(option))) {
            std::string error = option.apply(settings, values[long_name(option)].value());
            if (!error.empty()) return usage_error(error);
        }
    if (command_line.files.empty()) command_line.files.push_back("-");
    return command_line;
}

}  // namespace solve
