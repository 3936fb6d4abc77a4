#!/usr/bin/env bash
# --explain --output=html (docs/pictures.md): each page of a stream, checked
# against the JSON of the same explanations (tests/tools/html_check.py): one
# puzzle of each hardest technique of the calibration set, and nested forcing
# chains from forum_hardest_1106, every technique met drawn; pages for
# records not explained (no solution, malformed); the combinations refused.
# Usage: tests/scripts/html.sh SOLVE
set -uo pipefail
solve=$1
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool "$python"
data=$(dirname "$0")/../data
check=$(dirname "$0")/../tools/html_check.py

# One puzzle of each technique that is some puzzle's hardest, and the first
# of forum_hardest_1106 (nested dynamic forcing chains, within the budget).
awk -F'\t' '!/^#/ && !seen[$5]++ { print $1 > "'"$work/puzzles"'"; print $5 > "'"$work/hardest"'" }' \
  "$data/se_rated_calibration.tsv"
grep -v '^#' "$data/puzzles6_forum_hardest_1106" | head -n 1 >> "$work/puzzles"
"$solve" -q --explain --output=html "$work/puzzles" > "$work/pages"
tally "the pages written" $?
"$solve" -q --explain --output=json "$work/puzzles" > "$work/json"
expect "every page holds its explanation, each step drawn" \
  "$python" "$check" "$work/pages" "$work/json" > "$work/drawn"
# Every hardest technique is one some page drew (its name, as JSON keys it).
keys=$(jq -r '.steps[].technique' "$work/json" | sort -u)
missing=$(comm -23 <(sort -u "$work/drawn") <(echo "$keys"))
tally "the techniques drawn are those of the steps" "$([[ -s $work/drawn && -z $missing ]]; echo $?)" "$missing"
for technique in unique_rectangle_type_1 unique_loop_6_type_1 bug_type_1 turbot_fish xy_wing swordfish \
  aligned_triplet_exclusion dynamic_contradiction_forcing_chains_plus; do
  tally "a step of $technique drawn" "$(grep -qx "$technique" "$work/drawn"; echo $?)"
done
# Nested forcing chains rate 9.5 and more.
nested=$(jq -r '.steps[] | select(.difficulty >= 9.5) | .technique' "$work/json" | sort -u)
tally "nested forcing chains drawn" "$([[ -n $nested ]] && grep -qxF "$nested" "$work/drawn"; echo $?)" "$nested"

# Records not explained get a page each, in order, saying why.
first=$(head -n 1 "$work/puzzles")
printf '%s\nnot a puzzle\n%s\n' "$first" "11${first:2}" > "$work/mixed"
"$solve" -q --explain --output=html "$work/mixed" > "$work/pages" 2> "$work/err"
tally "malformed input: exit 2" "$([[ $? == 2 ]]; echo $?)"
titles=$(grep -o '<title>record [^<]*</title>' "$work/pages")
expected="<title>record 1: explanation</title>
<title>record 2: invalid: line 2, column 1: expected a cell (a digit 1-9, or '.' or '0' when empty), found 'n' (a comment begins with '#' or '-- ')</title>
<title>record 3: no solution: r1c2 and r1c1 both hold 1 (row 1)</title>"
tally "one page a record, titled with why" "$([[ $titles == "$expected" ]]; echo $?)" "$titles"
tally "each page ends the html" "$([[ $(grep -c '^</html>$' "$work/pages") == 3 ]]; echo $?)"

# Refused, before any input is read.
refused() {  # WORDS OPTIONS...
  local words=$1
  shift
  "$solve" "$@" < /dev/null > "$work/out" 2> "$work/err"
  [[ $? == 2 && ! -s $work/out ]] && grep -qF -- "$words" "$work/err"
}
expect "--output=html without --explain" refused "solve: --output=html goes with --explain" --output=html
expect "with --count" refused "--count and --output=html do not go together" --explain --count --output=html
expect "with --hint" refused "solve: --output=html goes with --explain" --hint --output=html
expect "with --canonical" refused "solve: --output=html goes with --explain" --canonical --output=html
expect "with --generate" refused "--generate and --explain do not go together" --generate=1 --explain --output=html

finish html
