#!/usr/bin/env bash
# A long stream loses nothing: 1,000,000 line-format records, malformed ones
# at known lines, give 1,000,000 output lines in order, the malformed ones
# reported at their lines, in bounded memory, and the same bytes for every
# number of jobs.
# Usage: tests/stream.sh SOLVE [RECORDS]
set -uo pipefail
solve=$1 records=${2:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bad_lines="1 2 77777 500000 999999 $records"

# Easy puzzles, each a full grid with 30 cells blanked in a different pattern,
# and a malformed record of a different kind at each of the bad lines.
generate() {
  awk -v n="$records" -v bad="$bad_lines" 'BEGIN {
    grid = "145327698839654127672918543496185372218473956753296481367542819984761235521839764"
    split(bad, b, " "); for (i in b) kind[b[i]] = i
    for (r = 1; r <= n; r++) {
      if (r in kind) {
        k = kind[r] % 4
        if (k == 0) print substr(grid, 1, 80)
        else if (k == 1) print grid "5"
        else if (k == 2) print "x" substr(grid, 2)
        else print substr(grid, 1, 40) " " substr(grid, 42)
        continue
      }
      p = grid
      for (k = 0; k < 30; k++) { c = (r * 7 + k * 13) % 81; p = substr(p, 1, c) "." substr(p, c + 2) }
      print p
    }
  }'
}

generate | /usr/bin/time -f %M -o "$work/rss" "$solve" -q -j 2 --format=line --output=line \
  > "$work/out" 2> "$work/err"
status=$?
failed=0
fail() { failed=$((failed + 1)); echo "FAIL $*"; }
[[ $status == 2 ]] || fail "exit status $status, expected 2"
lines=$(wc -l < "$work/out")
[[ $lines == "$records" ]] || fail "$lines output lines for $records records"
reported=$(grep -oE '^<stdin>:[0-9]+:' "$work/err" | tr -dc '0-9\n' | paste -sd' ')
[[ $reported == "$bad_lines" ]] || fail "errors reported at lines '$reported', expected '$bad_lines'"
invalid=$(grep -n '^invalid: ' "$work/out" | cut -d: -f1 | paste -sd' ')
[[ $invalid == "$bad_lines" ]] || fail "invalid records at '$invalid', expected '$bad_lines'"
others=$(grep -cvE '^[1-9]{81}$|^invalid: ' "$work/out")
[[ $others == 0 ]] || fail "$others output lines are neither a solution nor an invalid record"
rss=$(tail -n 1 "$work/rss")  # GNU time puts a line about the exit status first
if [[ -z ${SOLVE_SANITIZED:-} ]]; then
  (( rss <= 16384 )) || fail "peak RSS $rss KiB, more than 16 MiB"
fi
# The same bytes, stdout and stderr, for every number of jobs.
for jobs in 1 3; do
  generate | "$solve" -q -j "$jobs" --format=line --output=line > "$work/out$jobs" 2> "$work/err$jobs"
  cmp -s "$work/out" "$work/out$jobs" && cmp -s "$work/err" "$work/err$jobs" ||
    fail "-j $jobs writes other bytes than -j 2"
done
echo "stream of $records records: peak RSS $rss KiB"
echo "stream: $((7 - failed)) passed, $failed failed"
[[ $failed == 0 ]]
