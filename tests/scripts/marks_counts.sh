#!/usr/bin/env bash
# Pencil-mark puzzles counted to 2 (--format=marks --count=2) against tdoku's
# counts, recorded once from tdoku (scripts/tdoku_rival.cpp, `count 2`) into a
# sidecar beside each sample (NAME.tdoku_counts: 0, 1 or 2 a line; see
# tests/data/README.md), since tdoku is no dependency. solve writes 1, 2+ (at
# least two) or "no solution: ..." a line, read as 1, 2 and 0.
# Usage: tests/scripts/marks_counts.sh SOLVE TEST_DATA_DIR
set -uo pipefail
solve=$1 data=$2
source "$(dirname "$0")/../lib.sh"
for sample in pencilmark_gurobi_hard_sample pencilmark_hard_020-029k_sample pencilmark_derived_sample; do
  "$solve" --format=marks --count=2 "$data/$sample" > "$work/out" 2> /dev/null
  sed -e 's/^2+$/2/' -e 's/^no solution: .*/0/' "$work/out" > "$work/counts"
  expect "$sample: solve's counts are tdoku's, line by line" cmp "$work/counts" "$data/$sample.tdoku_counts"
done
finish "marks counts"
