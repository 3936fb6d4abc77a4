#!/usr/bin/env bash
# The hard cases (fixtures/hard-cases: open grids with several solutions, and
# grids with no solution whose givens do not clash) against the lexicographic
# oracle, which shares no code with solve: the same row-major first solution,
# or none where solve finds none. (Their exact output, counts included, is
# held by the acceptance fixtures hard-cases and hard-cases-count.)
# Usage: tests/scripts/hard_cases.sh SOLVE LEX_FIRST_ORACLE FIXTURES_DIR
set -uo pipefail
solve=$1 oracle=$2 fixtures=$3
source "$(dirname "$0")/../lib.sh"
input=$fixtures/hard-cases/input
"$oracle" < "$input" > "$work/oracle"
"$solve" -q --format=line --output=line "$input" | sed 's/^no solution:.*/none/' > "$work/solve"
expect "hard cases: the oracle answers every one" [ "$(wc -l < "$work/oracle")" -eq "$(grep -cv '^#' "$input")" ]
expect "hard cases: solve's answers are the oracle's" cmp -s "$work/oracle" "$work/solve"
# --unique and --count print no solution, so they never look for the first.
expect "hard cases: --unique fails every one" \
  [ "$("$solve" -q --unique "$input" | grep -c '^no ')" -eq "$(grep -cv '^#' "$input")" ]
finish "hard cases"
