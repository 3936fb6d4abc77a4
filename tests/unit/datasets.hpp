// Where the test data is (tests/data/, in the repository), for the unit tests
// that read it: the first argument after `--`, which CTest passes.
#pragma once

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <string>

inline std::string datasets() {
    auto& suite = boost::unit_test::framework::master_test_suite();
    return suite.argc > 1 ? suite.argv[1] : "tests/data";
}

// A file of the test data, open: a missing one fails the test (never skips it).
inline std::ifstream data_file(std::string const& name) {
    std::ifstream in(datasets() + "/" + name);
    BOOST_TEST_REQUIRE(static_cast<bool>(in), "cannot open " << datasets() << "/" << name);
    return in;
}
