#!/usr/bin/env bash
# The JSON output against its schema (docs/schema/record.schema.json, checked
# with Debian's python3-jsonschema, which scripts/deps --test installs): every
# record kind (solved, no_solution, not_unique, invalid, generated, with a
# count exact or at its limit, a rating, steps with their states, a stop) is
# met and valid; a
# rating next to steps names one of them or none; a generated record's seed
# makes it again and its solution is the puzzle's.
# Usage: tests/scripts/json.sh SOLVE SCHEMA
set -uo pipefail
solve=$1 schema=$2
python=/usr/bin/python3
[[ -x $python ]] || python=python3
"$python" -c 'import jsonschema' 2> /dev/null ||
  { echo "json: python3-jsonschema is needed (scripts/deps --test)"; exit 1; }
source "$(dirname "$0")/../lib.sh"
need_tool jq
records=$(dirname "$0")/../tools/json_records.py

# One puzzle, easy; four with several solutions: one whose steps stop at a floor
# of 9.5 above every step, two whose steps stop before a step that assumes one
# solution (the rater's figures come from the steps it takes after); then two
# givens that clash, a cell no digit fits, a malformed line and a full grid.
cat > "$work/lines" <<'PUZZLES'
..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
8.........95.......76.........426798...571243...893165......916....3.487....1.532
8.........95.......76.........926487...473215...518963...7.1546.....4792......138
8.........59.......76..........5.267...7.2413......985...514796...926138...873542
8.........95.......76.........672498...514732...938516...7.6145.....3987......263
11...............................................................................
123456789........................................................................
..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.x
534678912672195348198342567859761423426853791713924856961537284287419635345286179
PUZZLES
: > "$work/empty"
runs=("" "--count=2" "--unique" "--unique --count=3" "--rate --budget=0"
      "--explain --budget=0" "--explain --rate --count=2 --budget=0" "--hint --budget=0"
      "--canonical" "--canonical=solution" "--canonical=pattern")
n=0
for options in "${runs[@]}"; do
  n=$((n + 1))
  read -r -a words <<< "$options"
  "$solve" -q --output=json "${words[@]}" "$work/lines" "$work/empty" > "$work/judged$n" 2> /dev/null
  tally "--output=json $options: exit 2 (a malformed record and an empty input)" $(( $? != 2 ))
  expect "--output=json $options: one line a record" [ "$(wc -l < "$work/judged$n")" == 9 ]
done
# An input with no puzzle writes no record (above), as json.md says; the
# schema describes no record for one.
json_md=$(dirname "$schema")/../json.md
expect "json.md: an input with no puzzle writes no record" grep -q "no puzzle at all.*writes no record" "$json_md"
expect "the schema describes no record for an input with no puzzle" \
  [ "$(jq -r '.. | .description? // empty' "$schema" | grep -ci 'no puzzle')" == 0 ]
# A hint that is a chain: the first step of this puzzle is Nishio's (7.8).
echo 4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5 |
  "$solve" -q --output=json --hint > "$work/judged_chain"
"$solve" --generate=3 --seed=18446744073709551615 --output=json > "$work/generated1"
"$solve" --generate=2 --seed=5 --difficulty=hard --symmetry=mirror --output=json > "$work/generated2"
kinds=solved,no_solution,not_unique,invalid,generated,solved+rating,solved+steps,solved+stopped
kinds+=,solved+count_exact,solved+count_floor,no_solution+count_exact,not_unique+count_floor
kinds+=,solved+technique,solved+technique_null,generated+technique,solved+hint,solved+hint_null
kinds+=,solved+hint_chain,canonical+puzzle,canonical+solution,canonical+pattern
"$python" "$records" "$schema" "$kinds" "$work"/judged* "$work"/generated* > "$work/report"
tally "every record valid, every kind met, every technique a step shown" $? "$(cat "$work/report")"

# The schema is no formality: each of these changes to a valid record breaks it.
# Each MUTATION applied to the first record of FILE must make it invalid.
refuses() {  # KIND FILE MUTATION...
  local kind=$1 file=$2 mutation status
  shift 2
  for mutation in "$@"; do
    jq -c "$mutation" "$file" | head -n 1 > "$work/mutated"
    "$python" "$records" "$schema" "" "$work/mutated" > /dev/null
    status=$?
    [[ -s $work/mutated ]] || status=0
    tally "the schema refuses a $kind record with $mutation" $(( status != 1 ))
  done
}
refuses generated "$work/generated1" '.seed |= tonumber' 'del(.solution)' '.rating.technique = ""' \
  '.rating.bounds = [] | .rating.technique = null' '.extra = 1'
refuses judged "$work/judged7" '.solution = null' '.status = "checked"' '.count = 2 | del(.count_exact)' \
  '.puzzle = "1"' '.steps[0].place = {"cell": "r0c1", "digit": 1}' 'del(.rating.bounds)' \
  'del(.steps[0].state)' '.steps[0].state |= .[1:]' '.steps[0].state |= "2" + .[1:]'
refuses hint "$work/judged8" '.hint.placements[0].cell = 81' '.hint.chains = [{"nodes": []}]' \
  'del(.hint.units)' '.hint = null | del(.stopped)' '.hint.cells = ["r1c1"]'
refuses canonical "$work/judged9" '.canonical.form = ("x" * 81)' '.canonical.map.labels += [1]' \
  '.solution = ("1" * 81)' '.canonical.of = "grid"' '.canonical.automorphisms = 0' 'del(.canonical.map)' \
  '.canonical.map.cells[0] = 81'
refuses canonical_solution "$work/judged10" '.solution = null' '.canonical.form = ("." * 81)' 'del(.unique)'

# The seed is a string: a reader that takes numbers as doubles (jq) still has
# it exactly, so a random seed makes the same puzzle again.
"$solve" --generate=1 --output=json 2> /dev/null > "$work/random"
seed=$(jq -r .seed "$work/random")
echo "json: the unseeded run drew seed $seed"
"$solve" --generate=1 --seed="$seed" --output=json > "$work/again" 2> /dev/null
expect "the seed read by jq ($seed) makes the puzzle again" cmp -s "$work/random" "$work/again"
expect "2^64-1 read by jq is 2^64-1" [ "$(jq -r .seed "$work/generated1" | sort -u)" == 18446744073709551615 ]
# A generated record's solution is its puzzle's.
jq -r .puzzle "$work"/generated* "$work/random" | "$solve" --output=line > "$work/solved"
jq -r .solution "$work"/generated* "$work/random" > "$work/carried"
expect "each generated record carries its puzzle's solution" cmp -s "$work/solved" "$work/carried"
finish json
