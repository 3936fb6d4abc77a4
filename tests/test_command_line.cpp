// The command line: options, files, and what bad usage says.
#define BOOST_TEST_MODULE command_line
#include <boost/test/unit_test.hpp>

#include "command_line.hpp"

#include <initializer_list>
#include <vector>

using namespace solve;

namespace {

std::variant<CommandLine, EarlyExit> parse(std::initializer_list<char const*> args) {
    std::vector<char const*> argv{"solve"};
    argv.insert(argv.end(), args.begin(), args.end());
    return parse_command_line(static_cast<int>(argv.size()), argv.data());
}

}  // namespace

BOOST_AUTO_TEST_CASE(no_arguments_read_standard_input) {
    auto command_line = std::get<CommandLine>(parse({}));
    BOOST_TEST(command_line.files == std::vector<std::string>{"-"}, boost::test_tools::per_element());
    BOOST_TEST(!command_line.settings.quiet);
    BOOST_TEST(!command_line.settings.judge.unique);
    BOOST_TEST(!command_line.settings.judge.check);
}

BOOST_AUTO_TEST_CASE(options_and_files_mix_in_any_order) {
    auto command_line = std::get<CommandLine>(parse({"a.txt", "-q", "-", "--unique", "--check", "b"}));
    std::vector<std::string> files{"a.txt", "-", "b"};
    BOOST_TEST(command_line.files == files, boost::test_tools::per_element());
    BOOST_TEST(command_line.settings.quiet);
    BOOST_TEST(command_line.settings.judge.unique);
    BOOST_TEST(command_line.settings.judge.check);
}

BOOST_AUTO_TEST_CASE(a_double_dash_ends_the_options) {
    auto command_line = std::get<CommandLine>(parse({"--", "-q"}));
    BOOST_TEST(command_line.files == std::vector<std::string>{"-q"}, boost::test_tools::per_element());
    BOOST_TEST(!command_line.settings.quiet);
}

BOOST_AUTO_TEST_CASE(count_takes_its_limit_only_after_an_equals_sign) {
    auto bare = std::get<CommandLine>(parse({"--count", "puzzles.txt"}));
    BOOST_TEST(*bare.settings.judge.count_limit == 2u);
    BOOST_TEST(bare.files == std::vector<std::string>{"puzzles.txt"}, boost::test_tools::per_element());
    auto limited = std::get<CommandLine>(parse({"--count=3"}));
    BOOST_TEST(*limited.settings.judge.count_limit == 3u);
    BOOST_TEST(!std::get<CommandLine>(parse({})).settings.judge.count_limit);
}

BOOST_AUTO_TEST_CASE(formats_and_jobs_are_read_and_checked) {
    auto command_line = std::get<CommandLine>(parse({"--format", "line", "--output=json", "-j", "2"}));
    BOOST_TEST((command_line.settings.input == InputFormat::line));
    BOOST_TEST((*command_line.settings.output == OutputFormat::json));
    BOOST_TEST(command_line.settings.jobs == 2u);
    auto bad_format = std::get<EarlyExit>(parse({"--format=csv"}));
    BOOST_TEST(bad_format.status == 2);
    BOOST_TEST(bad_format.err ==
               "solve: the argument ('csv') for option '--format' is invalid; try 'solve --help'\n");
    auto bad_output = std::get<EarlyExit>(parse({"--output=xml"}));
    BOOST_TEST(bad_output.err ==
               "solve: the argument ('xml') for option '--output' is invalid; try 'solve --help'\n");
    auto negative = std::get<EarlyExit>(parse({"-j", "-1"}));
    BOOST_TEST(negative.err == "solve: the argument ('-1') for option '--jobs' is invalid: it must "
                               "be from 1 to 256; try 'solve --help'\n");
    auto zero = std::get<EarlyExit>(parse({"--count=0"}));
    BOOST_TEST(zero.status == 2);
    BOOST_TEST(std::get<EarlyExit>(parse({"--jobs=x"})).status == 2);
}

BOOST_AUTO_TEST_CASE(bad_usage_is_one_line_that_points_to_help) {
    auto unknown = std::get<EarlyExit>(parse({"--frobnicate"}));
    BOOST_TEST(unknown.status == 2);
    BOOST_TEST(unknown.out.empty());
    BOOST_TEST(unknown.err == "solve: unrecognised option '--frobnicate'; try 'solve --help'\n");
    auto value = std::get<EarlyExit>(parse({"--quiet=yes"}));
    BOOST_TEST(value.status == 2);
    BOOST_TEST(value.err == "solve: option '--quiet' does not take any arguments; try 'solve --help'\n");
}

BOOST_AUTO_TEST_CASE(help_lists_the_options_and_the_exit_statuses) {
    auto help = std::get<EarlyExit>(parse({"-h"}));
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.err.empty());
    BOOST_TEST(help.out.rfind("Usage: solve [OPTIONS] [FILE...]\n", 0) == 0u);
    for (char const* part : {"--quiet", "--unique", "--check", "--version",
                             "  2  malformed input or bad usage\n"})
        BOOST_TEST(help.out.find(part) != std::string::npos, part);
}

BOOST_AUTO_TEST_CASE(version_prints_the_version) {
    auto version = std::get<EarlyExit>(parse({"--version"}));
    BOOST_TEST(version.status == 0);
    BOOST_TEST(version.out == "solve " SOLVE_VERSION "\n");
}
