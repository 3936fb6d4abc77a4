#!/usr/bin/env bash
# solve is a record-per-line filter, so GNU parallel can split a collection
# into chunks, solve them in separate processes and keep their order: the
# result must equal one process's byte for byte.
# Usage: tests/scripts/parallel.sh SOLVE DATASETS_DIR   (exit 77: skipped, outside CI only)
set -uo pipefail
solve=$1 datasets=$2
source "$(dirname "$0")/../lib.sh"
need_datasets "$datasets"
for name in puzzles2_17_clue puzzles3_magictour_top1465 puzzles7_serg_benchmark; do
  have "$datasets" "$name" || continue
  file=$datasets/$name
  "$solve" -q --format=line --output=line "$file" > "$work/single"
  parallel --will-cite --pipe -k -N 1000 -j 2 "$solve" -q --format=line --output=line \
    < "$file" > "$work/parallel"
  expect "$name: parallel --pipe -k gives the bytes of a single process" \
    cmp -s "$work/single" "$work/parallel"
done
finish parallel
