#!/usr/bin/env bash
# --format=marks --rate against Sukaku Explainer's serate (limited to SE
# 1.2.1's techniques) on pencil-mark states: tests/data/marks_rated.tsv, made
# by tests/tools/marks_states.py, its figures recorded from serate (its
# header and tests/data/README.md say how). Each state's ER, EP and ED must
# equal serate's, figure by figure, as one-decimal numbers; a figure marked
# '+' (a lower bound) equals nothing. Every disagreement is listed: its kind,
# the state, ours, serate's. The states are rated with no budget, as serate
# rates them.
# Usage: tests/scripts/marks_rating.sh SOLVE [DATA]
set -uo pipefail
solve=$1 data=${2:-$(dirname "$0")/../data/marks_rated.tsv}
source "$(dirname "$0")/../lib.sh"
grep -v '^#' "$data" > "$work/rows"
cut -f1 "$work/rows" > "$work/states"
total=$(wc -l < "$work/states")
"$solve" -q --format=marks --rate --budget=0 -j "$(nproc)" "$work/states" > "$work/ours" 2> "$work/errors"
status=$?
rated=$(wc -l < "$work/ours")
expect "solve rates every state (exit $status, $rated of $total rated)" \
  [ "$status" == 0 -a "$rated" == "$total" ]
if [[ $rated != "$total" ]]; then
  echo "marks_rating: solve's first error: $(head -1 "$work/errors")"
  finish marks_rating
  exit
fi
# One line per state: kind, agree (1 or 0), state, ours, serate's.
paste "$work/ours" "$work/rows" | awk -F'\t' '
  { split($1, level_figures, " "); ours = level_figures[2]
    theirs = sprintf("%.1f/%.1f/%.1f", $3, $4, $5)
    print $6, (ours == theirs), $2, ours, theirs }' > "$work/compared"
for kind in $(cut -d' ' -f1 "$work/compared" | sort -u); do
  n=$(grep -c "^$kind " "$work/compared")
  agree=$(grep -c "^$kind 1 " "$work/compared")
  expect "$kind: ER/EP/ED equal serate's ($agree of $n)" [ "$agree" == "$n" ]
done
if grep -q '^[^ ]* 0 ' "$work/compared"; then
  echo "marks_rating: the states that disagree (kind, state, ours, serate's ER/EP/ED):"
  awk '$2 == 0 { print $1, $3, $4, $5 }' "$work/compared"
fi
finish marks_rating
