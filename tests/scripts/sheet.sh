#!/usr/bin/env bash
# --output=sheet (docs/pictures.md): pages of puzzles to print, then their
# solutions, checked against the records (tests/tools/sheet_check.py), and
# printed to PDF by headless Chromium, its pages counted and measured
# (pdfinfo): 4 or 6 puzzles a page, A4 or Letter; a malformed record and a
# puzzle with no solution in their places; --generate's puzzles; no page for
# no input; the combinations refused.
# Usage: tests/scripts/sheet.sh SOLVE
set -uo pipefail
solve=$1
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool chromium
need_tool pdfinfo
data=$(dirname "$0")/../data
check=$(dirname "$0")/../tools/sheet_check.py

print_pages() {  # SHEET: its printed pages, and their size, as pdfinfo says
  timeout 120 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$work/sheet.pdf" "file://$1" > /dev/null 2>&1
  pdfinfo "$work/sheet.pdf" | awk '/^Pages:/ { pages = $2 } /^Page size:/ { size = $NF } END { print pages, size }'
}
# The expected line of each record of FILE: its givens, solution and rating
# (solve's own, which the rating tests hold to SE's), or why it is not
# printed, in the line format's words.
expected_of() {  # FILE
  paste -d '\t' <("$solve" -q --output=json --rate "$1" 2> /dev/null) <("$solve" -q --output=line "$1" 2> /dev/null) |
    while IFS=$'\t' read -r json line; do
      if [[ $line == invalid:* || $line == no\ * ]]; then
        echo "unprinted $(jq -r .record <<< "$json") $line"
      else
        jq -r '(.rating.er * 10 | round) as $er
          | if .unique == false then "puzzle \(.record) \(.puzzle) \(.solution) several -" else "puzzle \(.record) \(.puzzle) \(.solution) \(.rating.level) \($er / 10 | floor).\($er % 10)\(if (.rating.bounds | index("er")) then "+" else "" end)" end' <<< "$json"
      fi
    done
}
sheet_holds() {  # SHEET PAPER PER_PAGE INPUT
  expected_of "$4" > "$work/expected"
  "$python" "$check" "$1" "$2" "$3" "$work/expected"
}
pages_are() {  # SHEET PAGES SIZE
  local got
  got=$(print_pages "$1")
  [[ $got == "$2 $3" ]] || { echo "printed: $got, not $2 $3"; return 1; }
}

# 13 puzzles: 4 pages of 4 (the last of 1) and 2 of 12 solutions; 6 a page:
# 3 pages, and the same 2.
grep -v '^#' "$data/se_rated_calibration.tsv" | cut -f1 | awk 'NR % 100 == 1' | head -n 13 > "$work/puzzles"
"$solve" -q --output=sheet "$work/puzzles" > "$work/sheet.html"
expect "13 puzzles, 4 a page, A4: each in its place" sheet_holds "$work/sheet.html" a4 4 "$work/puzzles"
expect "13 puzzles, 4 a page, A4: 6 pages printed" pages_are "$work/sheet.html" 6 "(A4)"
"$solve" -q --output=sheet --paper=letter --per-page=6 "$work/puzzles" > "$work/sheet.html"
expect "6 a page, Letter: each in its place" sheet_holds "$work/sheet.html" letter 6 "$work/puzzles"
expect "6 a page, Letter: 5 pages printed" pages_are "$work/sheet.html" 5 "(letter)"

# A malformed record and one with no solution take their places, saying why;
# one with several solutions is printed, saying so (the challenge's example).
several=$(tr -d ' \n' < "$(dirname "$0")/../../fixtures/challenge-example/input" | tr _ .)
first=$(head -n 1 "$work/puzzles")
printf '%s\n' "$first" "not a puzzle" "11${first:2}" "$(sed -n 2p "$work/puzzles")" "$several" > "$work/mixed"
"$solve" -q --output=sheet "$work/mixed" > "$work/sheet.html" 2> /dev/null
tally "a malformed record: exit 2" "$([[ $? == 2 ]]; echo $?)"
expect "records not printed in their places" sheet_holds "$work/sheet.html" a4 4 "$work/mixed"
expect "5 records: 3 pages printed" pages_are "$work/sheet.html" 3 "(A4)"

# --generate: 5 puzzles, 2 pages of them and 1 of solutions.
"$solve" -q --generate=5 --seed=1 --output=sheet > "$work/sheet.html"
"$solve" -q --generate=5 --seed=1 --output=line > "$work/generated"
expect "generated puzzles in their places" sheet_holds "$work/sheet.html" a4 4 "$work/generated"
expect "5 generated: 3 pages printed" pages_are "$work/sheet.html" 3 "(A4)"

# No puzzle, no page (an empty input is malformed).
"$solve" --output=sheet < /dev/null > "$work/out" 2> /dev/null
tally "no input: exit 2, nothing written" "$([[ $? == 2 && ! -s $work/out ]]; echo $?)"

refused() {  # WORDS OPTIONS...
  local words=$1
  shift
  "$solve" "$@" < /dev/null > "$work/out" 2> "$work/err"
  [[ $? == 2 && ! -s $work/out ]] && grep -qF -- "$words" "$work/err"
}
expect "--paper without --output=sheet" refused "solve: --paper goes with --output=sheet" --output=line --paper=a4
expect "--per-page without --output" refused "solve: --per-page goes with --output" --per-page=6
expect "--per-page=5" refused "it must be 4 or 6" --output=sheet --per-page=5
expect "with --explain" refused "--explain and --output=sheet do not go together" --explain --output=sheet
expect "with --count" refused "--count and --output=sheet do not go together" --count --output=sheet

finish sheet
