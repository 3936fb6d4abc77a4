#!/usr/bin/env bash
# cmake --install gives bin/solve, its man page and the library as a CMake
# package, and a separate project builds against that package.
# Usage: tests/scripts/package.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
source "$(dirname "$0")/../lib.sh"
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > /dev/null
expect "bin/solve runs" [ "$("$prefix/bin/solve" --version)" == "$("$build/solve" --version)" ]
expect "the man page is installed" grep -q '^\.TH SOLVE "1"' "$prefix/share/man/man1/solve.1"
expect "the man page lists the exit statuses" grep -q 'malformed input or bad usage' \
  "$prefix/share/man/man1/solve.1"
for section in OPTIONS ENVIRONMENT '"EXIT STATUS"' EXAMPLES '"SEE ALSO"'; do
  expect "the man page has the section $section" grep -qx "\.SH $section" "$prefix/share/man/man1/solve.1"
done
expect "the man page gives options in the GNU form" grep -q '^\\fB\\-q\\fR, \\fB\\-\\-quiet\\fR$' \
  "$prefix/share/man/man1/solve.1"
# The library's headers only: its entry header and the types it speaks of;
# no test switch, no internals of the core, nothing of the grammar.
expect "the installed headers are the library's" [ "$(cd "$prefix/include/sudoku" && echo *)" == \
  "canonical.hpp grid.hpp levels.hpp rating.hpp se_step.hpp se_techniques.hpp solver.hpp sudoku.hpp symmetry.hpp units.hpp" ]
expect "the package asks nothing of Boost" bash -c "! grep -q Boost '$prefix'/lib/cmake/sudoku/*.cmake"
cmake -S "$source/tests/scripts/package" -B "$work/example" -DCMAKE_PREFIX_PATH="$prefix" > /dev/null &&
  cmake --build "$work/example" > /dev/null
expect "a project builds with find_package(sudoku)" [ -x "$work/example/example" ]
expect "and reads, solves, counts and rates with sudoku::sudoku, and solves marks" [ "$("$work/example/example" 2>&1)" == \
  "145327698839654127672918543496185372218473956753296481367542819984761235521839764 1
extreme 10.6/1.2/1.2 Dynamic Contradiction Forcing Chains (+ Forcing Chains)
4 solutions: extreme 9.5+/1.0/1.0
column 6: expected a cell (a digit 1-9, or '.' or '0' when empty), found 'x'
145327698839654127672918543496185372218473956753296481367542819984761235521839764 1" ]
finish package
