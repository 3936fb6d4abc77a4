#!/usr/bin/env bash
# solve --canonical (issue 44) against patminlex's forms, recorded once in
# tests/data/canonical_patminlex.tsv (patminlex is no dependency; the file's
# header says how it was made): the forms of the puzzles, of their patterns
# (givens x) and of their solutions byte for byte; the automorphism counts in
# JSON where patminlex's count is one (a puzzle with one solution, a full
# grid); the exit statuses; a malformed record in the middle of a stream
# reported as ever, the records around it given their forms in order; and
# -j 2 writing -j 1's bytes.
# Usage: tests/scripts/canonical.sh SOLVE TEST_DATA_DIR
set -uo pipefail
solve=$1 data=$2
source "$(dirname "$0")/../lib.sh"

table=$data/canonical_patminlex.tsv
grep -v '^#' "$table" > "$work/rows"
cut -f2 "$work/rows" > "$work/puzzles"
cut -f4 "$work/rows" > "$work/forms"
cut -f6 "$work/rows" > "$work/patterns"
cut -f8 "$work/rows" > "$work/solution_forms"
rows=$(wc -l < "$work/rows")

# same NAME EXPECTED GOT: GOT's bytes are EXPECTED's, or the first row that differs is shown.
same() {
  local name=$1 expected=$2 got=$3 line
  if cmp -s "$expected" "$got"; then tally "$name" 0; return; fi
  line=$(cmp "$expected" "$got" 2>&1 | sed -n 's/.* line \([0-9]*\).*/\1/p')
  tally "$name" 1 "first difference at row ${line:-?}: $(sed -n "${line:-1}p" "$work/rows" | cut -f1,2)
  patminlex: $(sed -n "${line:-1}p" "$expected")
  solve:     $(sed -n "${line:-1}p" "$got")"
}

# run NAME STATUS ARGS...: solve ARGS with the puzzles in, its status STATUS.
run() {
  local name=$1 status=$2
  shift 2
  "$solve" "$@" > "$work/out" 2> "$work/err"
  tally "$name: exit status $status" $(( $? != status )) "$(head -3 "$work/err")"
}

run "puzzles' forms" 0 --canonical --format=line --output=line "$work/puzzles"
same "puzzles' forms are patminlex's ($rows rows)" "$work/forms" "$work/out"
run "--canonical=puzzle" 0 --canonical=puzzle -q "$work/puzzles"
same "--canonical=puzzle is --canonical" "$work/forms" "$work/out"
run "patterns' forms" 0 --canonical=pattern -q "$work/puzzles"
same "patterns' forms are patminlex's, givens x" "$work/patterns" "$work/out"
# A puzzle with several solutions (the serg rows, 2+) has no solution form:
# its usual line instead, and status 1; the others' forms are patminlex's.
awk -F'\t' '{ print $3 == "1" ? $8 : "no unique solution: the puzzle has more than one solution" }' \
  "$work/rows" > "$work/solution_lines"
run "solutions' forms" 1 --canonical=solution -q "$work/puzzles"
same "solutions' forms are patminlex's of the solutions" "$work/solution_lines" "$work/out"
awk -F'\t' '$3 == "1" { print $2 }' "$work/rows" > "$work/unique"
run "solutions' forms of one-solution puzzles" 0 --canonical=solution -q "$work/unique"

# Counts, in JSON: patminlex counts maps restricted to the givens, the
# automorphisms when the puzzle has one solution (column 3) and for a full
# grid. And the map written takes the grid (.puzzle, or .solution) to the form.
json_field() {  # FIELD: one value a line from $work/out's JSON records
  jq -r "$1" "$work/out" > "$work/values" 2> "$work/jq_err" || { cat "$work/jq_err"; return 1; }
}
counts_agree() {  # NAME COLUMN: automorphisms against patminlex's count in COLUMN
  json_field .canonical.automorphisms
  paste "$work/rows" "$work/values" |
    awk -F'\t' -v c="$2" '$3 == "1" && $c != $10 { print $1 ": " $c " maps by patminlex, " $10 " by solve" }' > "$work/bad"
  tally "$1" "$([[ -s $work/bad ]] && echo 1 || echo 0)" "$(head -3 "$work/bad")"
}
maps_agree() {  # NAME GRID_FIELD: each record's map takes GRID_FIELD to its form
  json_field '. as $r | $r.canonical.map as $m | ($r'"$2"') as $g
    | [range(81) | $g[$m.cells[.]:$m.cells[.] + 1]
       | if . == "." then "." else $m.labels[tonumber - 1] | tostring end] | join("") == $r.canonical.form'
  [[ $(grep -cx true "$work/values") == "$(wc -l < "$work/out")" ]]
  tally "$1" $? "$(grep -nvx true "$work/values" | head -3)"
}
if command -v jq > /dev/null; then
  "$solve" --canonical --output=json -q "$work/puzzles" > "$work/out"
  json_field .canonical.form; same "JSON's form is the line's" "$work/forms" "$work/values"
  counts_agree "automorphisms are patminlex's counts for one-solution puzzles" 5
  maps_agree "JSON's map takes each puzzle to its form" .puzzle
  "$solve" --canonical=solution --output=json -q "$work/unique" > "$work/out"
  grep -v '^#' "$table" | awk -F'\t' '$3 == "1"' > "$work/rows"
  counts_agree "solutions' automorphisms are patminlex's counts" 9
  maps_agree "JSON's map takes each solution to its form" .solution
  grep -v '^#' "$table" > "$work/rows"
else
  echo "note: jq is not installed; the counts are not checked (scripts/deps --test installs it)"
fi

# A malformed record among good ones: its usual diagnostic, in the GNU form,
# and its usual line in its place ("invalid: ..."), the forms of the others in
# order; exit status 2.
# The fourth line is a puzzle short of its last cell.
{ sed -n 1,3p "$work/puzzles"; sed -n 4p "$work/puzzles" | cut -c1-80; sed -n 5,7p "$work/puzzles"; } > "$work/mixed"
"$solve" --format=line "$work/mixed" > "$work/plain_out" 2> "$work/plain_err"
{ sed -n 1,3p "$work/forms"; sed -n 4p "$work/plain_out"; sed -n 5,7p "$work/forms"; } > "$work/mixed_forms"
run "a malformed record" 2 --canonical --format=line "$work/mixed"
same "the records around a malformed one get their forms, in order" "$work/mixed_forms" "$work/out"
expect "the malformed record's diagnostic is the usual one" cmp -s "$work/plain_err" "$work/err"
expect "  ... located in the GNU form" grep -Eq "^$work/mixed:4:[0-9]+: error: " "$work/err"

# Grids patminlex's file lacks, with the brute force's forms and counts
# (tests/unit/canonical_oracle.hpp, pattern first): givens that clash (Inkala's
# puzzle with a second 5 at r1c2), the empty grid, one given. Each has a form
# (status 0); none has a solution form.
empty=$(printf '%81s' '' | tr ' ' .)
printf '%s\n' ".553.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.." \
  "$empty" "${empty:0:40}5${empty:41}" > "$work/odd"
printf '%s\n' ".....1..2..3....4..5..2.6......1..7...2..4..56..5..8...2.9..5...24.7..3.8.......9" \
  "$empty" "${empty:0:80}1" > "$work/odd_forms"
run "a clash, the empty grid, one given" 0 --canonical "$work/odd"
same "their forms are the brute force's" "$work/odd_forms" "$work/out"
if command -v jq > /dev/null; then
  "$solve" --canonical --output=json "$work/odd" > "$work/out"
  json_field .canonical.automorphisms
  expect "their automorphisms are the brute force's (1, 3,359,232, 41,472)" test "$(paste -sd' ' "$work/values")" == "1 3359232 41472"
fi
run "their solution forms" 1 --canonical=solution -q "$work/odd"
expect "  ... are their usual lines" grep -qx "no solution: r1c3 and r1c2 both hold 5 (row 1)" "$work/out"

# -j 2 writes -j 1's bytes, for each kind of form and in JSON.
for kind in puzzle pattern solution; do
  for output in line json; do
    "$solve" -j 1 --canonical=$kind --output=$output "$work/puzzles" "$work/mixed" > "$work/j1" 2> "$work/e1"
    s1=$?
    "$solve" -j 2 --canonical=$kind --output=$output "$work/puzzles" "$work/mixed" > "$work/j2" 2> "$work/e2"
    s2=$?
    expect "-j 2 gives -j 1's bytes (--canonical=$kind, $output)" cmp -s "$work/j1" "$work/j2"
    expect "  ... the same diagnostics and status" test "$(cat "$work/e1"; echo $s1)" == "$(cat "$work/e2"; echo $s2)"
  done
done

finish "canonical"
