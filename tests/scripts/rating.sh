#!/usr/bin/env bash
# --rate against an independent labelled set: puzzles qqwing generated at its
# four levels (simple, easy, intermediate, expert), which map to easy, medium,
# hard and evil. The levels are ranges of Sudoku Explainer's ER, which tells
# qqwing's simple and easy apart poorly (both need singles alone, which SE
# rates 1.2-2.3): 147 of the 240 (61%) agree. At least 60% must agree, at
# most 1 may be more than one level off (a qqwing "expert" that SE rates 2.5:
# qqwing guesses where SE finds a direct hidden triplet), and the mean ER
# must rise with the level from qqwing's easy on (simple and easy are equal). The puzzles are kept in
# tests/scripts/rating/ (qqwing has no seed), so a failure replays; to try fresh
# ones, give a directory of files made as their headers say.
# Usage: tests/scripts/rating.sh SOLVE [PUZZLES_DIR]
set -uo pipefail
solve=$1 puzzles=${2:-$(dirname "$0")/rating}
source "$(dirname "$0")/../lib.sh"
levels=(simple easy intermediate expert)
# One line per puzzle: qqwing's level (0-3), solve's level, its ER, the puzzle.
for i in "${!levels[@]}"; do
  file=$puzzles/${levels[$i]}
  grep -vE '^(#|$)' "$file" > "$work/puzzles"
  "$solve" -q --rate --budget=0 "$work/puzzles" | sed 's#/[^ ]*##' | paste -d' ' - "$work/puzzles" | awk -v expected="$i" '{print expected, $1, $2, $3}'
done > "$work/rated"
awk '
  BEGIN { index_of["easy"] = 0; index_of["medium"] = 1; index_of["hard"] = 2; index_of["evil"] = 3 }
  { got = index_of[$2]; n[$1]++; sum[$1] += $3
    if (got == $1) agree++; else print (got - $1 > 1 || $1 - got > 1 ? "far" : "near"), $0 > "'"$work"'/disagree" }
  END {
    total = n[0] + n[1] + n[2] + n[3]
    printf "%d %d %.1f", total, agree, 100 * agree / total
    for (i = 0; i < 4; i++) printf " %.1f", sum[i] / n[i]
    print ""
  }' "$work/rated" > "$work/summary"
read -r total agree percent mean0 mean1 mean2 mean3 < "$work/summary"
touch "$work/disagree"
far=$(grep -c '^far' "$work/disagree")
echo "rating: $agree of $total agree with qqwing ($percent%), $far more than one level off;" \
  "mean ER by qqwing level: $mean0 $mean1 $mean2 $mean3"
expected=$(cat "$puzzles"/{simple,easy,intermediate,expert} | grep -cvE '^(#|$)')
expect "every puzzle rated ($total of $expected)" [ "$total" == "$expected" ]
expect "at least 60% agree ($percent%)" [ $((agree * 10)) -ge $((total * 6)) ]
expect "at most one more than one level off ($far)" [ "$far" -le 1 ]
expect "mean ER rises with the level ($mean0 $mean1 $mean2 $mean3)" \
  awk -v a="$mean0" -v b="$mean1" -v c="$mean2" -v d="$mean3" 'BEGIN { exit !(a <= b && b < c && c < d) }'
if (( failed > 0 )); then
  echo "rating: the puzzles that disagree (near or far, qqwing level 0-3, level, ER, puzzle):"
  cat "$work/disagree"
fi
finish rating
