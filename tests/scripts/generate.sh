#!/usr/bin/env bash
# --generate, checked with an independent oracle (qqwing --count-solutions,
# which scripts/deps --test installs): every puzzle has one solution and is minimal (each
# puzzle with one orbit of givens taken out has several; an orbit is the
# cells the symmetry ties together, a single cell with none), keeps its
# symmetry, and rates the level asked, or an ER in the --rating range asked
# (by --rate); the same seed gives the same bytes. Every level with every
# symmetry is tried (but extreme, whose puzzles take the generator minutes),
# and a few ranges.
# Usage: tests/scripts/generate.sh SOLVE
set -uo pipefail
solve=$1
source "$(dirname "$0")/../lib.sh"
need_tool qqwing
differ() { ! cmp -s "$1" "$2"; }
counts() { qqwing --solve --count-solutions --csv < "$1" | tail -n +2 | cut -d, -f2 | sort -u | paste -sd' '; }

# The cell that `symmetry` pairs with cell i (0-80), as awk.
partner='function partner(i, s,   r, c) { r = int(i / 9); c = i % 9
  if (s == "rotate180") return (8 - r) * 9 + 8 - c
  if (s == "rotate90") return c * 9 + 8 - r
  if (s == "mirror") return r * 9 + 8 - c
  if (s == "diagonal") return c * 9 + r
  return i }'

combos=("hard none 10" "medium rotate180 3" "any none 2" "any rotate90 2" "any diagonal 2"
        "4.2-5.0 none 3" "1.7-2.0 rotate180 2" "7.0-12.0 mirror 2")
for level in easy medium hard evil fiendish diabolical; do
  for symmetry in none rotate180 rotate90 mirror diagonal; do combos+=("$level $symmetry 2"); done
done
for combo in "${combos[@]}"; do
  read -r level symmetry count <<< "$combo"
  difficulty=()
  [[ $level != any ]] && difficulty=(--difficulty="$level")
  [[ $level == *-* ]] && difficulty=(--rating="$level")
  args=(--generate="$count" --seed=2026 --symmetry="$symmetry" "${difficulty[@]}" --output=line)
  "$solve" "${args[@]}" > "$work/puzzles"
  expect "$combo: $count puzzles" [ "$(wc -l < "$work/puzzles")" == "$count" ]
  expect "$combo: each has one solution" [ "$(counts "$work/puzzles")" == "1" ]
  # Each puzzle with one orbit of givens taken out, each orbit once (from its
  # first cell).
  awk -v s="$symmetry" "$partner"'
    { for (i = 0; i < 81; i++) {
        if (substr($0, i + 1, 1) == ".") continue
        fewer = $0; first = 1
        for (j = i; ; ) { if (j < i) first = 0; fewer = substr(fewer, 1, j) "." substr(fewer, j + 2); j = partner(j, s); if (j == i) break }
        if (first) print fewer } }' "$work/puzzles" > "$work/fewer"
  expect "$combo: every orbit tried" [ "$(wc -l < "$work/fewer")" -gt "$count" ]
  expect "$combo: each is minimal" [ -z "$(qqwing --solve --count-solutions --csv < "$work/fewer" | tail -n +2 | cut -d, -f2 | grep -x 1)" ]
  expect "$combo: each keeps $symmetry symmetry" awk -v s="$symmetry" "$partner"'
    { for (i = 0; i < 81; i++) if ((substr($0, i + 1, 1) == ".") != (substr($0, partner(i, s) + 1, 1) == ".")) bad = 1 }
    END { exit bad }' "$work/puzzles"
  if [[ $level == *-* ]]; then
    expect "$combo: each rates an ER from ${level%-*} to ${level#*-}" awk -v low="${level%-*}" -v high="${level#*-}" '
      { split($2, f, "/"); er = f[1]; if (er ~ /\+$/) { sub(/\+$/, "", er); if (high < 12) bad = 1 }
        if (er + 0 < low + 0 || er + 0 > high + 0) bad = 1 } END { exit bad || NR == 0 }' \
      <("$solve" -q --rate --budget=0 "$work/puzzles")
  elif [[ $level != any ]]; then
    expect "$combo: each rates $level" [ "$("$solve" -q --rate "$work/puzzles" | cut -d' ' -f1 | sort -u)" == "$level" ]
  fi
  "$solve" "${args[@]}" > "$work/again"
  expect "$combo: the same seed gives the same bytes" cmp -s "$work/puzzles" "$work/again"
done
"$solve" --generate=2 --seed=1 --output=line > "$work/one"
"$solve" --generate=2 --seed=2 --output=line > "$work/two"
expect "another seed gives other puzzles" differ "$work/one" "$work/two"
"$solve" --generate=5 --seed=1 --output=line | head -n 2 > "$work/longer"
expect "a puzzle depends on the seed and its place, not on how many are asked" cmp -s "$work/one" "$work/longer"
finish generate
