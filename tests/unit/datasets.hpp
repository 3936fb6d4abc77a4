// Where the public collections are, for the unit tests that read them: the
// first argument after `--` (CTest passes SOLVE_DATASETS), else the default.
#pragma once

#include <boost/test/unit_test.hpp>

#include <string>

inline std::string datasets() {
    auto& suite = boost::unit_test::framework::master_test_suite();
    return suite.argc > 1 ? suite.argv[1] : "../shared/datasets";
}
