#!/usr/bin/env bash
# --explain's steps (Sudoku Explainer's, from rate_se with their evidence)
# replay soundly and their evidence implies each step (tests/tools/
# explain_check.cpp): all of magictour (about 21 s) and the calibration file
# (about 13 s), one on each core.
# Usage: tests/scripts/explain.sh EXPLAIN_CHECK DATA_DIR
set -uo pipefail
explain_check=$1 data=$2
source "$(dirname "$0")/../lib.sh"
names=(puzzles3_magictour_top1465 se_rated_calibration.tsv)
for name in "${names[@]}"; do
  "$explain_check" "$data/$name" > "$work/$name.out" 2>&1 &
done
wait
for name in "${names[@]}"; do
  cat "$work/$name.out"
  expect "$name: every explanation replays, each step's evidence implying it" grep -q ' 0 failed$' "$work/$name.out"
done
finish explain
