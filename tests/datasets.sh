#!/usr/bin/env bash
# The public collections, end to end: every file through the line format,
# every answer checked independently, the solution counts the collections'
# README promises, the lexicographic choice among several solutions, -j 2
# against -j 1, JSON that jq reads, and explanations that replay.
# Usage: tests/datasets.sh SOLVE CHECK_SOLUTIONS LEX_FIRST_ORACLE EXPLAIN_CHECK DATASETS_DIR
#        (exit 77: skipped)
set -uo pipefail
solve=$1 check=$2 oracle=$3 explain_check=$4 datasets=$5
source "$(dirname "$0")/lib.sh"
need_datasets "$datasets"
counts() {  # FILE [SOLVE ARGS...]: "N COUNT" pairs, one line each
  local file=$1
  shift
  "$solve" -q -j 2 "$@" "$file" | sort | uniq -c | awk '{print $1, $2}' | paste -sd' '
}

for file in "$datasets"/puzzles*; do
  name=${file##*/}
  "$solve" -q -j 2 --format=line --output=line "$file" > "$work/$name.j2"
  expect "$name: every answer solves its puzzle" "$check" "$file" "$work/$name.j2"
  "$solve" -q -j 1 --format=line --output=line "$file" > "$work/$name.j1"
  expect "$name: -j 2 writes the same bytes as -j 1" cmp -s "$work/$name.j1" "$work/$name.j2"
done

for name in puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11plus \
            puzzles6_forum_hardest_1106; do
  [[ -f $datasets/$name ]] || continue
  puzzles=$(grep -cvE '^(#|\r?$)' "$datasets/$name")
  expect "$name: --count reports 1 for all $puzzles" [ "$(counts "$datasets/$name" --count)" == "$puzzles 1" ]
done
serg=$datasets/puzzles7_serg_benchmark
if [[ -f $serg ]]; then
  expect "serg: --count reports 2 for all" [ "$(counts "$serg" --count)" == "10000 2" ]
  expect "serg: --count=3 reports 2 for 8 and 3 for 9,992" [ "$(counts "$serg" --count=3)" == "8 2 9992 3" ]
  # Every serg puzzle has several solutions: solve must choose the one the
  # row-major first solution, as the oracle (tests/lex_first_oracle.cpp) finds.
  "$oracle" < "$serg" > "$work/serg.oracle"
  expect "serg: the lexicographically first of several solutions, as the oracle finds" \
    cmp -s "$work/serg.oracle" "$work/puzzles7_serg_benchmark.j1"
  expect "serg: JSON, one object per puzzle" \
    [ "$("$solve" -q -j 2 --output=json "$serg" | jq -r .status | sort | uniq -c | awk '{print $1, $2}')" == "10000 solved" ]
fi

hardest=$datasets/puzzles5_forum_hardest_1905_11plus
if [[ -f $hardest ]]; then
  expect "puzzles5: every puzzle rates evil" \
    [ "$("$solve" -q -j 2 --rate "$hardest" | cut -d' ' -f1 | sort | uniq -c | awk '{print $1, $2}')" == "48765 evil" ]
fi

# The logical solver's explanations replay, step by step, to the solution.
for name in puzzles3_magictour_top1465 puzzles2_17_clue; do
  [[ -f $datasets/$name ]] || continue
  expect "$name: every explanation replays to the solution" "$explain_check" "$datasets/$name"
done

finish datasets
