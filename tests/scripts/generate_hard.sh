#!/usr/bin/env bash
# --generate with ranges above 9.5, which only nested forcing chains rate
# (docs/generator.md, "Above 9.5"): each puzzle re-rated by --rate
# --budget=0 in the range, with one solution, minimal (every given taken out
# alone leaves several solutions, by solve's own count) and no puzzle of the
# set it was found near, however disguised; ranges past the set's hardest,
# and such ranges with a symmetry, refused at once. CPU limits (not wall
# time) guard against a search that never ends.
# The seed is $GENERATE_SEED, printed; 1 without it.
# Usage: tests/scripts/generate_hard.sh SOLVE
set -uo pipefail
solve=$1
source "$(dirname "$0")/../lib.sh"
seeds_file=$(dirname "$0")/../../src/core/generator/hard_seeds.inc
cpu_limited() {  # SECONDS COMMAND...: status 152 (SIGXCPU) past SECONDS of CPU
  local seconds=$1
  [[ -z ${SOLVE_SANITIZED:-} ]] || seconds=$(( seconds * 5 ))
  shift
  (ulimit -t "$seconds" && exec "$@")
}
seed=${GENERATE_SEED:-1}
echo "generate_hard: seed $seed (replay: GENERATE_SEED=$seed)"

# The set's puzzles and their ERs, as the data file has them.
sed -n 's/^ *{"\([.1-9]\{81\}\)", \([0-9]*\)},.*/\1 \2/p' "$seeds_file" > "$work/seeds"
cut -d' ' -f1 "$work/seeds" > "$work/seed_puzzles"
expect "the set has puzzles" [ -s "$work/seed_puzzles" ]
# Each rates what the file says (and so the hardest, which bounds the
# ranges); a sanitized build, several times slower, rates every sixth and
# the hardest.
hardest=$(sort -k2,2n "$work/seeds" | tail -1)
if [[ -z ${SOLVE_SANITIZED:-} ]]; then cp "$work/seeds" "$work/checked"
else { awk 'NR % 6 == 1' "$work/seeds"; echo "$hardest"; } > "$work/checked"; fi
cut -d' ' -f1 "$work/checked" |
  cpu_limited 300 "$solve" -q -j 2 --rate --budget=0 | cut -d' ' -f2 | cut -d/ -f1 | tr -d . | sed 's/^0*//' > "$work/seed_ers"
expect "the set's ERs are as written ($(wc -l < "$work/checked") checked)" diff <(cut -d' ' -f2 "$work/checked") "$work/seed_ers"
top=$(cut -d' ' -f2 <<< "$hardest")
top=$((top / 10)).$((top % 10))

# What a symmetry of Sudoku keeps of a puzzle: its count of givens, those of
# its rows and columns together, its boxes and its digits, each sorted.
invariant() {  # LINE
  awk -v p="$1" 'function sorted(a, n,   i, j, t, s) {
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
      for (i = 1; i <= n; i++) s = s a[i] ","; return s }
    BEGIN { for (c = 0; c < 81; c++) { ch = substr(p, c + 1, 1); if (ch == ".") continue
        g++; l[int(c / 9) + 1]++; l[c % 9 + 10]++; b[int(c / 27) * 3 + int(c % 9 / 3) + 1]++; d[ch + 0]++ }
      for (i = 1; i <= 18; i++) l[i] += 0; for (i = 1; i <= 9; i++) { b[i] += 0; d[i] += 0 }
      print g ":" sorted(l, 18) ":" sorted(b, 9) ":" sorted(d, 9) }'
}
while read -r puzzle; do invariant "$puzzle"; done < "$work/seed_puzzles" > "$work/seed_invariants"

# PUZZLE_FILE LOW HIGH: checks the one puzzle in it.
check() {
  local puzzle er i variants=() label="--rating=$2-$3"
  puzzle=$(head -1 "$1")
  expect "$label gives a puzzle" [ ${#puzzle} == 81 ]
  er=$("$solve" -q --rate --budget=0 "$1" | cut -d' ' -f2 | cut -d/ -f1)
  expect "$label rates in it ($er)" awk -v er="$er" -v low="$2" -v high="$3" 'BEGIN { exit !(er != "" && er >= low && er <= high) }'
  expect "$label has one solution" [ "$("$solve" -q --count --output=line "$1")" == 1 ]
  for ((i = 0; i < 81; i++)); do
    [[ ${puzzle:i:1} == . ]] || variants+=("${puzzle:0:i}.${puzzle:i+1}")
  done
  expect "$label is minimal" [ "$(printf '%s\n' "${variants[@]}" | "$solve" -q --count --output=line | sort -u)" == "2+" ]
  expect "$label is no puzzle of the set, however disguised" \
    [ -z "$(grep -Fx -- "$(invariant "$puzzle")" "$work/seed_invariants")" ]
}

for range in 10.0-12.0 9.6-9.9; do
  cpu_limited 300 "$solve" -q --generate=1 --rating="$range" --seed="$seed" --output=line > "$work/$range"
  tally "--rating=$range ends" $? "(out of CPU time: 152)"
  check "$work/$range" "${range%-*}" "${range#*-}"
done
# The extreme level, 9.5 and up, is searched there too unless a symmetry is
# asked: puzzles of several figures across it.
cpu_limited 300 "$solve" -q --generate=3 --difficulty=extreme --seed="$seed" --output=line > "$work/extreme"
tally "--difficulty=extreme ends" $? "(out of CPU time: 152)"
expect "--difficulty=extreme gives 3 puzzles" [ "$(wc -l < "$work/extreme")" == 3 ]
while read -r puzzle; do
  echo "$puzzle" > "$work/one"
  check "$work/one" 9.5 12.0
done < "$work/extreme"
figures=$("$solve" -q --rate --budget=0 "$work/extreme" | cut -d' ' -f2 | cut -d/ -f1 | sort -u | paste -sd' ')
expect "--difficulty=extreme gives several figures ($figures)" [ "$(wc -w <<< "$figures")" -ge 2 ]
# With a symmetry, extreme is the walk from random grids (minutes): accepted
# and searched, never refused.
{ cpu_limited 2 "$solve" -q --generate=1 --difficulty=extreme --symmetry=rotate180 --seed="$seed" --output=line > "$work/out"; } 2> /dev/null
status=$?
expect "--difficulty=extreme --symmetry=rotate180 is searched (status $status)" [ $status == 0 -o $status == 152 -o $status == 137 ]
# 11.0 and up are rarer near the set (docs/generator.md): the range is
# accepted and searched until the CPU limit stops it (SIGXCPU or SIGKILL:
# 152 or 137), which two seconds show; a puzzle found meanwhile must pass
# the same checks.
{ cpu_limited 2 "$solve" -q --generate=1 --rating=11.0-12.0 --seed="$seed" --output=line > "$work/11.0-12.0"; } 2> /dev/null
status=$?
expect "--rating=11.0-12.0 is searched (status $status)" [ $status == 0 -o $status == 152 -o $status == 137 ]
[[ $status != 0 ]] || check "$work/11.0-12.0" 11.0 12.0
# Refused at once: exit 2, nothing on stdout, the reason on stderr.
refused() {  # REASON ARGUMENTS...
  local reason=$1
  shift
  cpu_limited 10 "$solve" --generate=1 "$@" > "$work/out" 2> "$work/err"
  local status=$?
  expect "$* exits 2 (not $status)" [ $status == 2 ]
  expect "$* writes nothing" [ ! -s "$work/out" ]
  expect "$* says why: $(cat "$work/err")" [ "$(cat "$work/err")" == "solve: $reason; try 'solve --help'" ]
}
symmetric="--symmetry and a --rating range above 9.5 do not go together: such puzzles are found near a set of hard \
puzzles, which have no symmetry"
for symmetry in rotate180 rotate90 mirror diagonal; do
  refused "$symmetric" --rating=10.0-12.0 --symmetry=$symmetry
  refused "$symmetric" --symmetry=$symmetry --rating=9.6-9.6
done
above="no generated puzzle rates above $top: those above 9.5 are found near a set of hard puzzles, the hardest of \
which rates $top"
next=$(awk -v t="$top" 'BEGIN { printf "%.1f", t + 0.1 }')
refused "the argument ('$next-12.0') for option '--rating' is invalid: $above; the range must hold one of 1.2, 1.5, \
1.7, 2.0, 2.3, 2.5, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0, 4.2, 4.4 to 5.4, 5.6 to 6.2 or 6.5 to $top \
(docs/generator.md says why)" --rating="$next-12.0"
finish generate_hard
