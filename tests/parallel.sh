#!/usr/bin/env bash
# solve is a record-per-line filter, so GNU parallel can split a collection
# into chunks, solve them in separate processes and keep their order: the
# result must equal one process's byte for byte.
# Usage: tests/parallel.sh SOLVE DATASETS_DIR   (exit 77: skipped)
set -uo pipefail
solve=$1 datasets=$2
if ! compgen -G "$datasets/puzzles*" > /dev/null; then
  echo "no datasets in $datasets: skipped"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
for name in puzzles2_17_clue puzzles3_magictour_top1465 puzzles7_serg_benchmark; do
  file=$datasets/$name
  [[ -f $file ]] || continue
  "$solve" -q --format=line --output=line "$file" > "$work/single"
  parallel --will-cite --pipe -k -N 1000 -j 2 "$solve" -q --format=line --output=line \
    < "$file" > "$work/parallel"
  if cmp -s "$work/single" "$work/parallel"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: parallel --pipe -k differs from a single process"
  fi
done
echo "parallel: $passed passed, $failed failed"
[[ $failed == 0 && $passed -gt 0 ]]
