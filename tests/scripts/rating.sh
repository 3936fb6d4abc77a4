#!/usr/bin/env bash
# --rate against an independent labelled set: puzzles qqwing generated at its
# four levels (simple, easy, intermediate, expert). qqwing's ladder has three
# steps where ours has seven: singles (simple and easy, which SE tells apart
# poorly: both need singles alone, which SE rates 1.2-2.3), then pairs and
# intersections (intermediate), then guessing where its techniques run out
# (expert). So its simple and easy are taken as easy or medium, intermediate
# as hard or evil, expert as fiendish or harder: 203 of the 240 (84.6%)
# agree, none more than one step off (most disagreements are singles-only
# puzzles that SE rates 2.0, a direct hidden pair, which is hard). At least
# 80% must agree, at most 1 may be more than one step off, and the mean ER
# must rise with the level from qqwing's easy on (simple and easy are
# equal). The puzzles are kept in tests/scripts/rating/ (qqwing has no seed),
# so a failure replays; to try fresh ones, give a directory of files made as
# their headers say.
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
  BEGIN { step["easy"] = step["medium"] = 0; step["hard"] = step["evil"] = 1
          step["fiendish"] = step["diabolical"] = step["extreme"] = 2
          split("0 0 1 2", expected_step, " ") }
  { got = step[$2]; want = expected_step[$1 + 1]; n[$1]++; sum[$1] += $3
    if (got == want) agree++; else print (got - want > 1 || want - got > 1 ? "far" : "near"), $0 > "'"$work"'/disagree" }
  END {
    total = n[0] + n[1] + n[2] + n[3]
    printf "%d %d %.1f", total, agree, 100 * agree / total
    for (i = 0; i < 4; i++) printf " %.1f", sum[i] / n[i]
    print ""
  }' "$work/rated" > "$work/summary"
read -r total agree percent mean0 mean1 mean2 mean3 < "$work/summary"
touch "$work/disagree"
far=$(grep -c '^far' "$work/disagree")
echo "rating: $agree of $total agree with qqwing ($percent%), $far more than one step off;" \
  "mean ER by qqwing level: $mean0 $mean1 $mean2 $mean3"
expected=$(cat "$puzzles"/{simple,easy,intermediate,expert} | grep -cvE '^(#|$)')
expect "every puzzle rated ($total of $expected)" [ "$total" == "$expected" ]
expect "at least 80% agree ($percent%)" [ $((agree * 10)) -ge $((total * 8)) ]
expect "at most one more than one step off ($far)" [ "$far" -le 1 ]
expect "mean ER rises with the level ($mean0 $mean1 $mean2 $mean3)" \
  awk -v a="$mean0" -v b="$mean1" -v c="$mean2" -v d="$mean3" 'BEGIN { exit !(a <= b && b < c && c < d) }'
if (( failed > 0 )); then
  echo "rating: the puzzles that disagree (near or far, qqwing level 0-3, level, ER, puzzle):"
  cat "$work/disagree"
fi
finish rating
