#!/usr/bin/env bash
# The public collections, end to end: every file through the line format,
# every answer checked independently, the solution counts the collections'
# README promises, the lexicographic choice among several solutions, -j 2
# against -j 1, JSON that jq reads, and ratings (explanations: explain.sh).
# Each file is solved twice, and several checks read each run: in the line
# format at -j 2, and in JSON with --count=3 at -j 1.
# Usage: tests/scripts/datasets.sh SOLVE CHECK_SOLUTIONS LEX_FIRST_ORACLE DATASETS_DIR
#        (exit 77: skipped, outside CI only)
set -uo pipefail
solve=$1 check=$2 oracle=$3 datasets=$4
source "$(dirname "$0")/../lib.sh"
need_datasets "$datasets"
tally_of() { sort | uniq -c | awk '{print $1, $2}' | paste -sd' '; }  # "N VALUE" pairs, one line
present=()
for name in "${collections[@]}"; do have "$datasets" "$name" && present+=("$name"); done

for name in "${present[@]}"; do
  file=$datasets/$name
  puzzles=$(grep -cvE '^(#|\r?$)' "$file")
  "$solve" -q -j 2 --format=line --output=line "$file" > "$work/$name.line"
  expect "$name: every answer solves its puzzle" "$check" "$file" "$work/$name.line"
  "$solve" -q -j 1 --format=line --count=3 --output=json "$file" |
    jq -r '[.status, .count, .solution] | @tsv' > "$work/$name.tsv"
  expect "$name: JSON that jq reads, one object per puzzle, each solved" \
    [ "$(cut -f1 "$work/$name.tsv" | tally_of)" == "$puzzles solved" ]
  expect "$name: -j 2 in the line format gives the answers of -j 1 in JSON, in order" \
    cmp -s "$work/$name.line" <(cut -f3 "$work/$name.tsv")
  cut -f2 "$work/$name.tsv" | tally_of > "$work/$name.counts"
  if [[ $name == puzzles7_serg_benchmark ]]; then
    expect "serg: --count=3 reports 2 for 8 and 3 for 9,992" [ "$(< "$work/$name.counts")" == "8 2 9992 3" ]
  else
    expect "$name: --count=3 reports 1 for all $puzzles" [ "$(< "$work/$name.counts")" == "$puzzles 1" ]
  fi
done

serg=$datasets/puzzles7_serg_benchmark
if [[ -f $serg ]]; then
  expect "serg: --count reports 2+ (the limit) for all" [ "$("$solve" -q -j 2 --count "$serg" | tally_of)" == "10000 2+" ]
  # Every serg puzzle has several solutions: solve must choose the one the
  # row-major first solution, as the oracle (tests/tools/lex_first_oracle.cpp) finds.
  "$oracle" < "$serg" > "$work/serg.oracle"
  expect "serg: the lexicographically first of several solutions, as the oracle finds" \
    cmp -s "$work/serg.oracle" "$work/puzzles7_serg_benchmark.line"
fi

# Rating the whole of puzzles5 on SE's scale would take hours (its puzzles need
# SE's nested forcing chains, seconds each); a fixed sample of it, every 50th
# puzzle (976), keeps the check's meaning: the forum's hardest rate evil. A
# budget of 1,000,000 steps a puzzle (about 0.05 s; past it ER is a lower
# bound, already evil on these) keeps it to about 25 s on two threads.
hardest=$datasets/puzzles5_forum_hardest_1905_11plus
if [[ -f $hardest ]]; then
  grep -vE '^(#|\r?$)' "$hardest" | awk 'NR % 50 == 1' > "$work/hardest.sample"
  expect "puzzles5: every 50th puzzle rates evil" \
    [ "$("$solve" -q -j 2 --rate --budget=1000000 "$work/hardest.sample" | cut -d' ' -f1 | tally_of)" == "$(wc -l < "$work/hardest.sample") evil" ]
fi

finish datasets
