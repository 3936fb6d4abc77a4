#!/usr/bin/env bash
# --rate against an independent labelled set: qqwing generates puzzles at its
# four levels (simple, easy, intermediate, expert), which map to easy, medium,
# hard and evil. At least 90% must agree, none may be more than one level
# off, and the mean score must rise with the level.
# Usage: tests/rating.sh SOLVE [PUZZLES_PER_LEVEL]
set -uo pipefail
solve=$1 per_level=${2:-60}
if ! command -v qqwing > /dev/null; then
  echo "rating: installing qqwing" >&2
  apt-get install -y -qq qqwing > /dev/null || { echo "rating: qqwing is needed"; exit 1; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
levels=(simple easy intermediate expert)
for level in "${levels[@]}"; do
  qqwing --generate "$per_level" --difficulty "$level" --one-line > "$work/$level" &
done
wait
for i in 0 1 2 3; do
  "$solve" -q --rate "$work/${levels[$i]}" | awk -v expected="$i" '{print expected, $1, $2}'
done > "$work/rated"
awk '
  BEGIN { index_of["easy"] = 0; index_of["medium"] = 1; index_of["hard"] = 2; index_of["evil"] = 3 }
  { got = index_of[$2]; n++; if (got == $1) agree++; if (got - $1 > 1 || $1 - got > 1) far++
    sum[$1] += $3; count[$1]++ }
  END {
    printf "rating: %d of %d agree with qqwing (%.1f%%), %d more than one level off\n",
      agree, n, 100 * agree / n, far
    for (i = 0; i < 4; i++) printf "rating: qqwing level %d, mean score %.1f over %d\n", i, sum[i] / count[i], count[i]
    rising = 1
    for (i = 1; i < 4; i++) if (sum[i] / count[i] <= sum[i - 1] / count[i - 1]) rising = 0
    ok = (n == 4 * '"$per_level"') && agree >= 0.9 * n && far == 0 && rising
    printf "rating: %d passed, %d failed\n", ok, 1 - ok
    exit ok ? 0 : 1
  }' "$work/rated"
