#!/usr/bin/env bash
# An explanation's memory (docs/memory.md): --explain with no budget, each
# solve to its end, peaks at no more than 32 MiB (max RSS of the whole
# process) on two of the hardest puzzles to explain (forum_hardest_1106
# #11 and #34), as text and as an HTML page of its steps drawn
# (--output=html), and the two in one file at -j 2 within twice that. No budget: the
# whole solve is measured, so no load can change the work done. Memory,
# unlike time, does not move with the load. Not run in sanitized builds (tests/CMakeLists.txt),
# whose shadow memory counts as the program's.
# Usage: tests/scripts/memory.sh SOLVE
set -uo pipefail
solve=$1
source "$(dirname "$0")/../lib.sh"
# From puzzles6_forum_hardest_1106 (its 11th and 34th puzzles).
puzzles=(
  ........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4
  2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2
)
limit=32768  # KiB
# `peak NAME LIMIT ARGS...`: solve ARGS exits 0, solves every puzzle to the
# end, and peaks at LIMIT KiB or less.
peak() {
  local name=$1 most=$2
  shift 2
  /usr/bin/time -f %M -o "$work/rss" "$solve" "$@" > "$work/out" 2> "$work/err"
  local status=$? rss
  rss=$(tail -n 1 "$work/rss")  # GNU time puts a line about the exit status first
  tally "$name: exits 0" "$status" "status $status, stderr '$(head -n 1 "$work/err")'"
  local unsolved
  unsolved=$(grep -c -e '^stopped' -e '>stopped: ' "$work/out")
  tally "$name: every explanation to its end" "$unsolved" "$unsolved stopped"
  (( rss <= most ))
  tally "$name: peak RSS $rss KiB within $most KiB" $?
}
for i in "${!puzzles[@]}"; do
  echo "${puzzles[i]}" > "$work/puzzle$i"
  peak "puzzle $i" "$limit" --explain --budget=0 "$work/puzzle$i"
  peak "puzzle $i, as HTML" "$limit" --explain --output=html --budget=0 "$work/puzzle$i"
done
printf '%s\n' "${puzzles[@]}" > "$work/all"
peak "both at -j 2" $((2 * limit)) --explain --budget=0 -j 2 "$work/all"
finish memory
