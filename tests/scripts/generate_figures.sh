#!/usr/bin/env bash
# --generate --rating=X-X for each ER the generator promises (docs/generator.md),
# each puzzle re-rated by --rate --budget=0; each level's range met across
# it; ranges that hold no such ER refused at once, with the reason; progress
# on stderr while a search goes on. Every run has a limit of CPU seconds (not
# of wall time, which a loaded machine stretches), so that a generator that
# never ends fails here instead of hanging.
# The seed is $GENERATE_SEED, printed; without it, 1, except for the few
# figures written ER@SEED below, which take their own. The figures below are
# those that such a seed reaches within a few seconds (docs/generator.md has
# the times, and the figures left out, which take longer).
# PART runs one part of it, so that CTest runs the parts side by side:
# figures-low, figures-mid and figures-high (the figures up to 4.7, up to
# 6.2, and above), loop-quad (5.3), levels, or ranges (ranges refused and accepted, and the progress
# lines); all, the default, runs every part.
# Usage: tests/scripts/generate_figures.sh SOLVE [PART]
set -uo pipefail
solve=$1 part=${2:-all}
source "$(dirname "$0")/../lib.sh"
# Runs a command with at most SECONDS of CPU time; status 152 (SIGXCPU) past it.
# A sanitized build runs several times slower: its limits are five times longer.
cpu_limited() {  # SECONDS COMMAND...
  local seconds=$1
  [[ -z ${SOLVE_SANITIZED:-} ]] || seconds=$(( seconds * 5 ))
  shift
  (ulimit -t "$seconds" && exec "$@")
}
seed=${GENERATE_SEED:-1}
if [[ -n ${GENERATE_SEED:-} ]]; then echo "generate_figures: GENERATE_SEED=$seed"
else echo "generate_figures: seed 1, or the one after a figure's @"; fi

# The ER (first field of the figures) of each puzzle, as --rate writes it.
ers() { "$solve" -q --rate --budget=0 "$1" | cut -d' ' -f2 | cut -d/ -f1; }

# Whether PART is to run.
runs() { [[ $part == all || $part == "$1" ]]; }

figures=()
runs figures-low && figures+=(1.2 1.5 1.7 2.0 2.3 2.5 2.6 2.8 3.0 3.2 3.4 3.6 3.8 4.0 4.2 4.4 4.5 4.6 4.7)
runs figures-mid && figures+=(4.9@44 5.0 5.1@75 5.2@3 5.4@4 5.6 5.7 5.8 6.1@50 6.2)
runs figures-high && figures+=(6.5 6.6 6.7 6.8 6.9 7.0 7.1 7.2 7.3 7.4 7.5 7.6 7.7 7.8 7.9 8.0 8.2 8.3 8.4 8.5 8.6
                               8.8 8.9 9.0 9.1@6 9.2@32 9.4@11 9.5)
for figure in "${figures[@]}"; do
  er=${figure%@*} own=$seed
  [[ $figure == *@* && -z ${GENERATE_SEED:-} ]] && own=${figure#*@}
  cpu_limited 60 "$solve" -q --generate=1 --rating="$er-$er" --seed="$own" --output=line > "$work/puzzle"
  tally "--rating=$er-$er ends" $? "(out of CPU time: 152)"
  expect "--rating=$er-$er rates $er" [ "$(ers "$work/puzzle")" == "$er" ]
done
# 5.3, which only a loop of 10 cells with a naked quad gives, is built by
# a search of its own (src/core/generator/loop_quad.cpp): seconds at the seed
# below, minutes at most others (docs/generator.md); with -q, solve writes
# nothing on stderr meanwhile.
runs loop-quad && for figure in 5.3@30; do
  er=${figure%@*} own=$seed
  [[ -z ${GENERATE_SEED:-} ]] && own=${figure#*@}
  cpu_limited 60 "$solve" -q --generate=1 --rating="$er-$er" --seed="$own" --output=line > "$work/puzzle" 2> "$work/err"
  tally "--rating=$er-$er ends" $? "(out of CPU time: 152)"
  expect "--rating=$er-$er rates $er" [ "$(ers "$work/puzzle")" == "$er" ]
  expect "--rating=$er-$er: solve writes nothing on stderr with -q" [ -z "$(grep '^solve:' "$work/err")" ]
done

# A range of two figures whose second only the unguided dig reaches: the
# guided dig (ranges below 2.5) never goes past its range's top.
if runs figures-low; then
  cpu_limited 60 "$solve" -q --generate=1 --rating=2.4-2.5 --seed="$seed" --output=line > "$work/puzzle"
  tally "--rating=2.4-2.5 ends" $? "(out of CPU time: 152)"
  expect "--rating=2.4-2.5 rates 2.5" [ "$(ers "$work/puzzle")" == "2.5" ]
fi

# Each level's range, met across it by 100 puzzles: easy and medium hold one
# figure each (1.2, 1.5); the others give their lowest common figures and
# more, nothing outside. Every figure at a level's ends (2.5, 2.6 and 4.0,
# 4.2 and 6.2, 6.5 and 9.4) is generated alone above; extreme, 9.5 and up, is
# searched near hard puzzles and checked in generate_hard.sh. The ranges are
# the level table's, as --help gives them: "easy (ER up to 1.2), medium (to 1.5), ...".
help=$("$solve" --help | tr -s ' \n' ' ')
level_range() {  # LEVEL: "LOW HIGH"
  echo "$help" | grep -o 'the level easy (ER up to [0-9.]*)\(, [a-z]* (to [0-9.]*)\)*' |
    grep -o '[a-z]* ([A-Z ]*[a-z ]*[0-9.]*)' |
    awk -v level="$1" '{ top = $NF; sub(/\)/, "", top); if ($1 == level) { print low, top; exit } low = sprintf("%.1f", top + 0.1) }
                       BEGIN { low = "1.0" }'
}
level_ers() {
  cpu_limited 120 "$solve" -q --generate=100 --difficulty="$1" --seed="$seed" --output=line > "$work/level"
  tally "--difficulty=$1 ends" $? "(out of CPU time: 152)"
  ers "$work/level" | sort -u | paste -sd' '
}
within() {  # FOUND LOW HIGH MUST...: every figure found from LOW to HIGH, each MUST found
  awk -v found="$1" -v low="$2" -v high="$3" -v must="${*:4}" 'BEGIN {
    n = split(found, f, " "); for (i = 1; i <= n; i++) { have[f[i]] = 1; if (f[i] < low || f[i] > high) exit 1 }
    m = split(must, w, " "); for (i = 1; i <= m; i++) if (!have[w[i]]) exit 1 }'
}
runs levels && expect "the level table's ranges read from --help" [ "$(level_range easy)" == "1.0 1.2" ]
runs levels && for level_and_musts in "easy 1.2" "medium 1.5" "hard 1.7 2.0 2.3" "evil 2.6 2.8 3.0" "fiendish 4.2 4.5" \
                       "diabolical 6.6 7.1"; do
  read -r level musts <<< "$level_and_musts"
  read -r low high <<< "$(level_range "$level")"
  found=$(level_ers "$level")
  expect "$level gives $musts at least, nothing outside $low-$high ($found)" within "$found" "$low" "$high" $musts
done

# Refused at once: exit 2, nothing on stdout, the reason on stderr.
allowed="the range must hold one of 1.2, 1.5, 1.7, 2.0, 2.3, 2.5, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0, \
4.2, 4.4 to 5.4, 5.6 to 6.2 or 6.5 to 11.8 (docs/generator.md says why); try 'solve --help'"
above="no generated puzzle rates above 11.8: those above 9.5 are found near a set of hard puzzles, the hardest of \
which rates 11.8"
reason_for() {  # RANGE: why it is refused
  case $1 in
    11.9-12.0|12.0-12.0) echo "$above; $allowed" ;;
    *) local low=${1%-*} high=${1#*-}
       if [[ $low == "$high" ]]; then echo "no minimal puzzle rates $low on SE's scale; $allowed"
       else echo "no minimal puzzle rates from $low to $high on SE's scale; $allowed"; fi ;;
  esac
}
if ! runs ranges; then finish "generate_figures $part"; exit; fi
for range in 1.0-1.0 1.0-1.1 1.9-1.9 1.8-1.9 4.1-4.1 2.1-2.2 5.5-5.5 6.3-6.4 11.9-12.0 12.0-12.0; do
  cpu_limited 10 "$solve" --generate=1 --rating="$range" --seed="$seed" > "$work/out" 2> "$work/err"
  status=$?
  expect "--rating=$range exits 2 (not $status)" [ $status == 2 ]
  expect "--rating=$range writes nothing" [ ! -s "$work/out" ]
  expect "--rating=$range says why" [ "$(cat "$work/err")" == \
    "solve: the argument ('$range') for option '--rating' is invalid: $(reason_for "$range")" ]
done
# Each refused range's neighbours that hold a figure are accepted.
for range in 1.0-1.2 1.8-2.0 4.1-4.2 5.5-5.6 6.3-6.5 9.0-12.0; do
  cpu_limited 60 "$solve" -q --generate=1 --rating="$range" --seed="$seed" --output=line > "$work/puzzle"
  tally "--rating=$range is accepted and ends" $? "(out of CPU time: 152)"
done

# A search that goes on says so every second, however long each candidate
# takes (a symmetric 9.5, which takes minutes): its first two lines read from a pipe (no clock read here: the
# seconds are the ones the program counts), then it is stopped.
mkfifo "$work/progress"
"$solve" --generate=1 --rating=9.5-9.5 --symmetry=rotate180 --seed="$seed" > /dev/null 2> "$work/progress" &
pid=$!
exec {progress}< "$work/progress"
{ IFS= read -r -t 120 first && IFS= read -r -t 120 second; } <&"$progress"
kill "$pid" 2> /dev/null
cat <&"$progress" > "$work/err"
wait "$pid" 2> /dev/null
exec {progress}<&-
line_re='^solve: puzzle 1: [0-9]+ candidates rejected in ([0-9]+) s$'
expect "progress every second: '${first:-}' then '${second:-}'" \
  eval '[[ ${first:-} =~ $line_re ]] && s1=${BASH_REMATCH[1]} && [[ ${second:-} =~ $line_re ]] && (( BASH_REMATCH[1] > s1 ))'
printf '%s\n' "${first:-}" "${second:-}" >> "$work/err"
expect "progress lines alone on stderr" [ "$(grep -vc '^solve: puzzle 1: ' "$work/err")" == 0 ]
finish "generate_figures $part"
