#!/usr/bin/env bash
# --output=svg (docs/pictures.md): every document of a stream parses as XML
# and holds its parts where the documented geometry puts them
# (tests/tools/svg_check.py): solved puzzles' givens and filled digits, states
# of pencil marks read with --format=marks, puzzles with no unique solution
# (their givens alone), malformed records among good ones (a title, no grid),
# and --generate's puzzles; the combinations refused are.
# Usage: tests/scripts/svg.sh SOLVE
set -uo pipefail
solve=$1
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool "$python"
data=$(dirname "$0")/../data
check=$(dirname "$0")/../tools/svg_check.py

svg_holds() {  # STREAM EXPECTED
  "$python" "$check" "$1" "$2"
}

# Solved puzzles: givens and filled digits.
grep -v '^#' "$data/puzzles2_17_clue_sample" | head -n 40 | tr -d '\r' > "$work/givens"
"$solve" -q --output=line "$work/givens" > "$work/solutions"
paste -d ' ' "$work/givens" "$work/solutions" | sed 's/^/grid /' > "$work/expected"
"$solve" -q --output=svg "$work/givens" > "$work/svg"
expect "solved puzzles drawn" svg_holds "$work/svg" "$work/expected"

# States of pencil marks, read back.
"$solve" -q --output=marks "$work/givens" > "$work/states"
sed 's/^/marks /' "$work/states" > "$work/expected"
"$solve" -q --format=marks --output=svg "$work/states" > "$work/svg"
expect "states of pencil marks drawn" svg_holds "$work/svg" "$work/expected"

# No unique solution with --unique, a malformed line, no solution: givens
# alone or a bare document, one a record.
first=$(head -n 1 "$work/givens")
several=${first:0:80}.
printf '%s\n%s\nnot a puzzle\n%s\n' "$several" "$first" "11${first:2}" > "$work/mixed"
"$solve" -q --unique --output=svg "$work/mixed" > "$work/svg" 2> "$work/err"
tally "a malformed record fails the run" $([[ $? == 2 ]]; echo $?)
expect "its error on standard error, as in every format" grep -q "mixed:3:1: error: " "$work/err"
{
  echo "grid $several -"
  echo "grid $first $(head -n 1 "$work/solutions")"
  echo "bare"
  echo "grid 11${first:2} -"
} > "$work/expected"
expect "records not solved drawn" svg_holds "$work/svg" "$work/expected"

# --generate: the puzzles alone.
"$solve" --generate=3 --seed=7 --output=line > "$work/generated"
sed 's/$/ -/; s/^/grid /' "$work/generated" > "$work/expected"
"$solve" --generate=3 --seed=7 --output=svg > "$work/svg"
expect "generated puzzles drawn" svg_holds "$work/svg" "$work/expected"

# The combinations refused, before any record is read.
for refused in --explain --rate --hint --count --canonical --check; do
  "$solve" $refused --output=svg /dev/null > "$work/out" 2> "$work/err"
  tally "--output=svg refused with $refused" $([[ $? == 2 && ! -s $work/out && -s $work/err ]]; echo $?)
done

finish svg
