#!/usr/bin/env bash
# Every compiled copy of the search that this processor can run (SOLVE_ISA=
# portable, v3, v4) gives the same bytes: the hard cases (fixtures/hard-cases)
# and samples of each public collection and of open grids made from them
# (search_copies/: collections, open-grids), at the default settings (notes
# on stderr included) and counting to 1000 (exact counts of serg's puzzles,
# 1000+ of the open grids), against the output they had
# before there were copies to choose (search_copies/expected/). A copy the
# processor cannot run is refused with a diagnostic and status 2, and then
# the test is skipped in part (77).
# Usage: tests/scripts/search_copies.sh SOLVE FIXTURES_DIR
set -uo pipefail
solve=$1 fixtures=$2
here=$(dirname "$0")/search_copies
source "$(dirname "$0")/../lib.sh"

# NAME ARGS...: standard input from $input; stdout, stderr and status compared.
same_as_expected() {
  local name=$1
  shift
  SOLVE_ISA=$copy "$solve" "$@" < "$input" > "$work/stdout" 2> "$work/stderr"
  echo $? > "$work/status"
  for part in stdout stderr status; do
    expect "$copy: $name: $part as expected" cmp -s "$here/expected/$name.$part" "$work/$part"
  done
}

ran=()
for copy in portable v3 v4; do
  if ! SOLVE_ISA=$copy "$solve" --version > /dev/null 2> "$work/refused"; then
    expect "$copy: refused with its diagnostic" \
      grep -qx "solve: SOLVE_ISA=$copy: this build or processor cannot run that copy of the search (it can run: .*)" \
      "$work/refused"
    echo "skipped: this processor cannot run the $copy copy"
    skipped=$((${skipped:-0} + 1))
    continue
  fi
  ran+=("$copy")
  input=$fixtures/hard-cases/input
  SOLVE_ISA=$copy "$solve" "$input" > "$work/stdout" 2> /dev/null
  expect "$copy: hard cases: stdout as the fixture's" cmp -s "$fixtures/hard-cases/stdout" "$work/stdout"
  same_as_expected hard-cases
  same_as_expected hard-cases-count --count=1000
  input=$here/collections
  same_as_expected collections
  same_as_expected collections-j2 -j 2
  same_as_expected collections-count --count=1000
  input=$here/open-grids
  same_as_expected open-grids
  same_as_expected open-grids-count --count=1000
done
expect "some copy ran" [ ${#ran[@]} -gt 0 ]

SOLVE_ISA=avx2 "$solve" --version > "$work/stdout" 2> "$work/stderr"
expect "a name of no copy: status 2" [ $? -eq 2 ]
expect "a name of no copy: its diagnostic" \
  cmp -s "$work/stderr" <(echo "solve: SOLVE_ISA=avx2: no such copy of the search (portable, v3 or v4)")
expect "a name of no copy: nothing on stdout" [ ! -s "$work/stdout" ]
SOLVE_ISA= "$solve" --version > /dev/null
expect "SOLVE_ISA empty: as if unset" [ $? -eq 0 ]
finish "search copies (${ran[*]})"
