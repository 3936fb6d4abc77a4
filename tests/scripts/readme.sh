#!/usr/bin/env bash
# The README's tour shows real output: every `$ build/solve ...` command in its
# ```console blocks is run from the source tree with SOLVE in place of
# build/solve, and what it writes (stdout, then stderr) must be the lines the
# README shows after it, byte for byte.
# Usage: tests/scripts/readme.sh SOLVE SOURCE_DIR
set -uo pipefail
solve=$1 source_dir=$2
source "$(dirname "$0")/../lib.sh"

# Splits the console blocks into work/N.cmd (the command) and work/N.out (the
# lines shown after it).
awk -v dir="$work" '
  /^```console$/ { inside = 1; next }
  /^```$/ { inside = 0; next }
  inside && /^\$ / { n++; print substr($0, 3) > (dir "/" n ".cmd"); printf "" > (dir "/" n ".out"); next }
  inside && n { print > (dir "/" n ".out") }
' "$source_dir/README.md"

commands=0
for cmd in "$work"/*.cmd; do
  commands=$((commands + 1))
  line=$(< "$cmd")
  out=${cmd%.cmd}.out
  # Only the commands of solve itself: the others (scripts/run) build first.
  [[ $line == *build/solve* ]] || continue
  (cd "$source_dir" && bash -c "${line//build\/solve/$solve}" > "$work/stdout" 2> "$work/stderr")
  cat "$work/stdout" "$work/stderr" > "$work/got"
  expect "README: \$ $line" cmp -s "$work/got" "$out"
  cmp -s "$work/got" "$out" || diff "$out" "$work/got" | head -n 10
done
expect "README: the tour has commands ($commands)" [ "$commands" -ge 10 ]
finish readme
