#!/usr/bin/env bash
# --budget counts work, not time: the hardest puzzles rated or explained
# under a budget that cuts most of them give the same bytes at -j 1, 2 and 16
# and on a second run, however busy the machine; and the unique-loop search
# stops at its share like every other.
# $BUDGET (default 300000 steps) is the budget tried; a run of the program
# before budgets were counted in steps takes one in seconds (say 0.002).
# Usage: tests/scripts/budget.sh SOLVE
set -uo pipefail
solve=$1
source "$(dirname "$0")/../lib.sh"
budget=${BUDGET:-300000}
hardest=$(dirname "$0")/budget/hardest

rate() { "$solve" -q -j "$1" --rate --budget="$budget" "$hardest"; }
rate 1 > "$work/rate1"
rate 1 > "$work/rate1.again"
rate 2 > "$work/rate2"
rate 16 > "$work/rate16"
expect "--rate: the bytes of -j 1 again on a second run" cmp -s "$work/rate1" "$work/rate1.again"
expect "--rate: -j 2 writes the bytes of -j 1" cmp -s "$work/rate1" "$work/rate2"
expect "--rate: -j 16 writes the bytes of -j 1" cmp -s "$work/rate1" "$work/rate16"
# The budget did cut: the figures of most are bounds, and one is exact.
expect "--rate: the budget cuts most of the puzzles" [ "$(grep -c '+' "$work/rate1")" -ge 10 ]
expect "--rate: one rating in full" grep -qx 'diabolical 6.6/1.2/1.2' "$work/rate1"

for jobs in 1 16; do
  "$solve" -q -j "$jobs" --explain --output=json --budget="$budget" "$hardest" > "$work/explain$jobs"
done
expect "--explain: -j 16 writes the bytes of -j 1" cmp -s "$work/explain1" "$work/explain16"
expect "--explain: the explanations stop at the budget" \
  [ "$(grep -c '"stopped":"the budget of '"$budget"' steps ran out' "$work/explain1")" -ge 10 ]

# The unique-loop search among many bivalue cells, after the singles: cut at
# its share of a small budget, the step it sought is at least SE's 4.5.
loop=$(tail -n 1 "$hardest")
expect "a unique-loop search stops at its share of the budget" \
  [ "$(echo "$loop" | "$solve" --rate --budget=10000)" == "fiendish 4.5+/1.2/1.2" ]
expect "the same puzzle rated in full past the loops" \
  [ "$(echo "$loop" | "$solve" --rate --budget=0)" == "diabolical 6.6/1.2/1.2" ]
finish "budget"
