#!/usr/bin/env bash
# The README's tour shows real output: every `$ build/solve ...` command in its
# ```console blocks is run from the source tree with SOLVE in place of
# build/solve, and what it writes (stdout, then stderr) must be the lines the
# README shows after it, byte for byte. So must those of docs/rating.md (the
# levels' counts).
# Usage: tests/scripts/readme.sh SOLVE SOURCE_DIR
set -uo pipefail
solve=$1 source_dir=$2
source "$(dirname "$0")/../lib.sh"

# Splits the console blocks of a document into work/N.cmd (the command) and
# work/N.out (the lines shown after it).
split_blocks() {  # DOCUMENT
  rm -f "$work"/*.cmd "$work"/*.out
  awk -v dir="$work" '
    /^```console$/ { inside = 1; next }
    /^```$/ { inside = 0; next }
    inside && /^\$ / { n++; print substr($0, 3) > (dir "/" n ".cmd"); printf "" > (dir "/" n ".out"); next }
    inside && n { print > (dir "/" n ".out") }
  ' "$source_dir/$1"
}

# Runs each command of DOCUMENT's blocks; `commands` counts them.
check_blocks() {  # DOCUMENT
  local document=$1 cmd line out
  commands=0
  split_blocks "$document"
  for cmd in "$work"/*.cmd; do
    [[ -e $cmd ]] || continue
    commands=$((commands + 1))
    line=$(< "$cmd")
    out=${cmd%.cmd}.out
    # Only the commands of solve itself: the others (scripts/run) build first.
    [[ $line == *build/solve* ]] || continue
    (cd "$source_dir" && bash -c "${line//build\/solve/$solve}" > "$work/stdout" 2> "$work/stderr")
    cat "$work/stdout" "$work/stderr" > "$work/got"
    expect "$document: \$ $line" cmp -s "$work/got" "$out"
    cmp -s "$work/got" "$out" || diff "$out" "$work/got" | head -n 10
  done
}

check_blocks README.md
expect "README: the tour has commands ($commands)" [ "$commands" -ge 10 ]
check_blocks docs/rating.md
expect "docs/rating.md: the levels' counts are shown ($commands)" [ "$commands" -ge 2 ]
finish readme
