#!/usr/bin/env bash
# The notes and diagnostics on stderr go out in blocks, not one write each:
# 60 puzzles with several solutions, 60 notes, cost solve at most two writes
# to stderr (strace counts them; without strace the test is skipped). Sent
# to one file with stdout, they come out where they did when each note went
# out at once: all of a record's notes before it.
# Usage: tests/scripts/notes.sh SOLVE
set -uo pipefail
solve=$1
source "$(dirname "$0")/../lib.sh"
input=$(dirname "$0")/search_copies/collections
# serg's sixty, each with several solutions.
grep -A 60 '^# 60 puzzles of serg' "$input" | tail -n 60 > "$work/serg"
need_tool strace
if ! strace -o /dev/null true 2> /dev/null; then
  echo "skipped: strace cannot trace here (no ptrace)"
  exit 77
fi
# LeakSanitizer cannot run under ptrace and aborts a sanitized build there;
# the other tests check for leaks.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 strace -f -e trace=write -e signal=none -o "$work/trace" "$solve" "$work/serg" > "$work/stdout" 2> "$work/stderr"
expect "sixty notes" [ "$(grep -c ': note: the puzzle has more than one solution' "$work/stderr")" -eq 60 ]
writes=$(grep -cE '^[0-9]+ +write\(2,' "$work/trace")
expect "at most two writes to stderr (were $writes)" [ "$writes" -le 2 ]
# Many records, in many blocks of stdout (serg's sixty again and again).
for _ in $(seq 60); do cat "$work/serg"; done > "$work/many"
"$solve" "$work/many" > "$work/combined" 2>&1
"$solve" "$work/many" > "$work/stdout" 2> "$work/stderr"
# Each note names its line, which comes before its record: in the combined
# file, the nth note comes before the nth solution line.
awk '
  /: note: / { seen_notes++; next }
  { records++; if (seen_notes < records) bad = 1 }
  END { exit bad }' "$work/combined"
expect "combined: each record after its note" [ $? -eq 0 ]
expect "combined: every byte of both" [ "$(wc -c < "$work/combined")" -eq $(( $(wc -c < "$work/stdout") + $(wc -c < "$work/stderr") )) ]
finish "notes"
