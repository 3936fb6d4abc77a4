#!/usr/bin/env bash
# solve is a record-per-line filter, so GNU parallel can split a collection
# into chunks, solve them in separate processes and keep their order: the
# result must equal one process's byte for byte.
# Usage: tests/scripts/parallel.sh SOLVE DATA_DIR   (exit 77: GNU parallel is not installed)
set -uo pipefail
solve=$1 data=$2
source "$(dirname "$0")/../lib.sh"
need_tool parallel
for name in puzzles2_17_clue_sample puzzles3_magictour_top1465 puzzles7_serg_benchmark_sample; do
  file=$data/$name
  expect "$name is in $data" [ -f "$file" ]
  "$solve" -q --format=line --output=line "$file" > "$work/single"
  parallel --will-cite --pipe -k -N 1000 -j 2 "$solve" -q --format=line --output=line \
    < "$file" > "$work/parallel"
  expect "$name: parallel --pipe -k gives the bytes of a single process" \
    cmp -s "$work/single" "$work/parallel"
done
finish parallel
