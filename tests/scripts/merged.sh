#!/usr/bin/env bash
# stdout and stderr sent to one file (2>&1): each diagnostic comes after the
# records before it and before the records after it, so the merged stream is
# the same bytes on every run and at every -j, however long the records take.
# Usage: tests/scripts/merged.sh SOLVE FIXTURES_DIR
set -uo pipefail
solve=$1 fixtures=$2
source "$(dirname "$0")/../lib.sh"

puzzle='4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
solution=468931527751624839392578461134756298289413675675289314846192753513867942927345186
printf '%s\nbad\n%s\n' "$puzzle" "$puzzle" > "$work/three"
cat > "$work/three.expected" << EOF
$solution
<stdin>:2:1: error: expected a cell (a digit 1-9, or '.' or '0' when empty), found 'b' (a comment begins with '#' or '-- ')
bad
^
invalid: line 2, column 1: expected a cell (a digit 1-9, or '.' or '0' when empty), found 'b' (a comment begins with '#' or '-- ')
$solution
EOF
for jobs in 1 2; do
  "$solve" -j "$jobs" < "$work/three" > "$work/merged" 2>&1
  expect "-j $jobs: the error between the records around it" cmp -s "$work/three.expected" "$work/merged"
done

# A note goes with its error, before the record.
case=$fixtures/guess-by-shape-note-where-the-other-format-reads
"$solve" --output=line < "$case/input" > "$work/out" 2> /dev/null
{ sed -n 1,3p "$case/stderr"; sed -n 1p "$work/out"; sed -n 4,7p "$case/stderr"; sed -n 2p "$work/out"; } > "$work/expected"
"$solve" --output=line < "$case/input" > "$work/merged" 2>&1
expect "a note between its error and the record" cmp -s "$work/expected" "$work/merged"

# A file that cannot be opened is said after the records of the one before.
printf '%s\n' "$puzzle" > "$work/one"
"$solve" "$work/one" "$work/missing" > "$work/merged" 2>&1
printf '%s\nsolve: cannot open '\''%s'\'': No such file or directory\n' "$solution" "$work/missing" > "$work/expected"
expect "a file not found is said after the records before it" cmp -s "$work/expected" "$work/merged"

# Ratings, some of them long, with a malformed line after every few: output
# held for up to a tenth of a second must still let each error out after
# the records before it. Every line is a record, and an error is three lines
# (where, the line, a caret), so before the error for line N stand N - 1
# records.
hard=98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2  # a tenth of a second
for round in 1 2 3; do
  head -n 2 "$fixtures/rate-four-levels/input"
  echo "$hard"
  tail -n +3 "$fixtures/rate-four-levels/input"
  echo "x$round"
done > "$work/rated"
in_order() {  # MERGED: each error after exactly the records before its line
  awk '
    skip > 0 { skip--; next }
    match($0, /^<stdin>:[0-9]+:/) {
      line = substr($0, 9, RLENGTH - 9)
      if (records != line - 1) { print "error for line " line " after " records + 0 " records"; bad = 1 }
      skip = 2; next
    }
    { records++ }
    END { exit bad }' "$1"
}
for jobs in 1 2; do
  for run in 1 2 3; do
    "$solve" -j "$jobs" --rate --format=line < "$work/rated" > "$work/rated.$jobs.$run" 2>&1
  done
  expect "--rate -j $jobs: each error after the records before it" in_order "$work/rated.$jobs.1"
done
same=0
for file in "$work"/rated.?.?; do cmp -s "$work/rated.1.1" "$file" || same=1; done
tally "--rate: the merged stream the same bytes on every run and at -j 1 and 2" $same

# Sent apart, the two streams are each as they were: the records on stdout,
# the errors on stderr.
"$solve" -j 2 --rate --format=line < "$work/rated" > "$work/out" 2> "$work/err"
grep -v -e '^<stdin>:' -e '^x[0-9]$' -e '^ *\^$' "$work/rated.1.1" > "$work/records"
expect "apart: stdout holds the records alone" cmp -s "$work/records" "$work/out"
expect "apart: stderr holds the three errors" [ "$(grep -c ': error: ' "$work/err")" == 3 ]
finish merged
