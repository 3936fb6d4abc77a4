#!/usr/bin/env bash
# --output=marks and the JSON state before each step (docs/format.md#output,
# docs/usage.md#resuming-from-a-step): a written state read back with
# --format=marks has the same solutions (the same count), from givens, from
# marks and after --explain's steps; a record not solved writes line output's
# line; the options refused with it are; and the state before a step of an
# explanation, read back, gives the same steps from there and a rating whose
# ER is their highest (tests/tools/state_resume.py, on calibration puzzles of
# eleven techniques, uniqueness ones among them).
# Usage: tests/scripts/state_out.sh SOLVE
set -uo pipefail
solve=$1
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
data=$(dirname "$0")/../data
resume=$(dirname "$0")/../tools/state_resume.py

# Givens: the collections' first puzzles, those with several solutions among them.
for file in puzzles3_magictour_top1465 puzzles2_17_clue_sample puzzles7_serg_benchmark_sample; do
  grep -v '^#' "$data/$file" | head -n 250
done > "$work/givens"
"$solve" -q --output=marks "$work/givens" > "$work/states"
expect "a state a record" [ "$(wc -l < "$work/states")" == "$(wc -l < "$work/givens")" ]
expect "every state 729 characters, digit d at position d or '.'" \
  [ "$(grep -c -v -E '^([1.][2.][3.][4.][5.][6.][7.][8.][9.]){81}$' "$work/states")" == 0 ]
for run in "--output=line" "--count=3"; do
  "$solve" -q $run "$work/givens" > "$work/from-givens"
  "$solve" -q --format=marks $run "$work/states" > "$work/from-states"
  expect "givens' states read back: the same answers ($run)" cmp -s "$work/from-givens" "$work/from-states"
done
# A given's cell holds its digit alone; its peers lose it.
line=..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..
state=$(echo "$line" | "$solve" --output=marks)
expect "a given's cell holds its digit alone" [ "${state:18:9}" == "....5...." ]
expect "a given's peers lose it" [ "${state:0:9}" == "12...6..9" ]

# After the steps: the state they leave, solved or stopped short by the budget.
head -n 8 "$data/puzzles6_forum_hardest_1106" > "$work/hard"
for budget in 0 20000; do
  "$solve" -q --explain --budget=$budget --output=marks "$work/hard" > "$work/explained"
  "$solve" -q --format=marks --output=line "$work/explained" > "$work/explained-solved"
  "$solve" -q --output=line "$work/hard" > "$work/hard-solved"
  expect "--explain --budget=$budget: the states left read back to the same solutions" \
    cmp -s "$work/hard-solved" "$work/explained-solved"
done
"$solve" -q --explain --budget=0 --output=marks "$work/hard" | tr -d . > "$work/placed"
expect "--explain --budget=0: the steps leave each cell its digit alone" \
  cmp -s "$work/placed" "$work/hard-solved"

# Marks: the state as read, written back the same; -j writes the same bytes.
"$solve" -q --output=marks "$work/states" > "$work/states-again"
expect "a marks record's state is the one read" cmp -s "$work/states" "$work/states-again"
"$solve" -q -j 3 --output=marks "$work/givens" > "$work/states-j3"
expect "-j 3 writes the same states" cmp -s "$work/states" "$work/states-j3"

# Not solved: the line output's line.
printf '%s\n' 11............................................................................... \
  12345678.........................................................................9 x \
  "$(printf '%.0s.' {1..81})" > "$work/unsolved"
"$solve" --output=line "$work/unsolved" 2> /dev/null | head -n 3 > "$work/unsolved-line"
"$solve" --output=marks "$work/unsolved" 2> /dev/null | head -n 3 > "$work/unsolved-marks"
expect "records not solved: the line output's lines" cmp -s "$work/unsolved-line" "$work/unsolved-marks"
"$solve" --unique --output=line "$work/unsolved" > "$work/unsolved-line" 2> /dev/null
"$solve" --unique --output=marks "$work/unsolved" > "$work/unsolved-marks" 2> /dev/null
expect "--unique: the line output's lines" cmp -s "$work/unsolved-line" "$work/unsolved-marks"

# Refused: a rating or a count has no place in a state's line; --check writes nothing.
for option in --rate --count --check; do
  echo "$line" | "$solve" "$option" --output=marks > /dev/null 2>&1
  tally "$option --output=marks: a usage error" $(( $? != 2 ))
done
"$solve" --generate=2 --seed=3 --output=marks 2> /dev/null > "$work/generated"
"$solve" --generate=2 --seed=3 --output=line 2> /dev/null | "$solve" --output=marks > "$work/generated-line"
expect "--generate --output=marks: the puzzles' states" cmp -s "$work/generated" "$work/generated-line"

# Resuming from the state before a step.
grep -v '^#' "$data/se_rated_calibration.tsv" | awk -F'\t' '
  ($5 == "Pointing" || $5 == "Naked Pair" || $5 == "Swordfish" || $5 == "XY-Wing" ||
   $5 == "Unique Rectangle type 1" || $5 == "Unique Loop 6 type 1" || $5 == "BUG type 1" ||
   $5 == "Forcing Chain" || $5 == "Turbot Fish" || $5 == "Aligned Triplet Exclusion" ||
   $5 == "Dynamic Cell Forcing Chains") && !seen[$5]++' > "$work/calibration"
expect "eleven calibration puzzles picked" [ "$(wc -l < "$work/calibration")" == 11 ]
"$python" "$resume" "$solve" "$work/calibration" 12 > "$work/resumed"
tally "the state before a step resumes the explanation" $? "$(cat "$work/resumed")"
cat "$work/resumed"
finish state_out
