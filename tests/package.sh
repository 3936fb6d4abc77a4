#!/usr/bin/env bash
# cmake --install gives bin/solve, its man page and the core as a CMake
# package, and a separate project builds against that package.
# Usage: tests/package.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
expect() {  # NAME COMMAND...
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $name"; fi
}
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" > /dev/null
expect "bin/solve runs" [ "$("$prefix/bin/solve" --version)" == "$("$build/solve" --version)" ]
expect "the man page is installed" grep -q '^\.TH SOLVE "1"' "$prefix/share/man/man1/solve.1"
expect "the man page lists the exit statuses" grep -q 'malformed input or bad usage' \
  "$prefix/share/man/man1/solve.1"
cmake -S "$source/tests/package" -B "$work/example" -DCMAKE_PREFIX_PATH="$prefix" > /dev/null &&
  cmake --build "$work/example" > /dev/null
expect "a project builds with find_package(sudoku)" [ -x "$work/example/example" ]
expect "and solves with sudoku::core" [ "$("$work/example/example" 2>&1)" == \
  "145327698839654127672918543496185372218473956753296481367542819984761235521839764 1" ]
echo "package: $passed passed, $failed failed"
[[ $failed == 0 ]]
