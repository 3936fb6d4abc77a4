#!/usr/bin/env bash
# Advice to choose a format is given only where taking it works: on the
# layouts of other programs' test data (rows run together, a puzzle spaced out
# on one line, indentation, a comment after a puzzle line, grids back to back,
# trailing spaces, CRLF, each with '_', '.' and '0' for empty) and on inputs
# read in the wrong format, every error that says "try --format=X", and every
# note that says "use --format=X", is about a line that --format=X reads
# without an error.
# Usage: tests/scripts/format_advice.sh SOLVE FIXTURES_DIR
set -uo pipefail
solve=$1 fixtures=$2
source "$(dirname "$0")/../lib.sh"

grid=$(head -n 9 "$fixtures/recovers-two-grids-without-separator/input")
puzzle=$(sed -n 2p "$fixtures/guess-line-after-dash-comment/input")
mkdir "$work/in"
add() { cat > "$work/in/$1"; }
for empty in . 0; do
  line=$(tr . "$empty" <<< "$puzzle")
  printf '%s\tfrom the forum\n%s\tand more\n' "$line" "$line" | add "comment-after-tab-$empty"
  printf '%s # the same\n' "$line" | add "comment-after-space-$empty"
  printf '%s\t%s\n' "$line" "$line" | add "two-columns-$empty"
  printf '  %s\n' "$line" | add "indented-line-$empty"
done
tr . _ <<< "$puzzle" | add underscore-line
for empty in _ . 0; do
  cells=$(tr _ "$empty" <<< "$grid")
  tr -d ' ' <<< "$cells" | add "rows-run-together-$empty"
  printf '%s\n%s\n' "$cells" "$cells" | add "back-to-back-$empty"
  tr '\n' ' ' <<< "$cells" | sed 's/ $/\n/' | add "spaced-on-one-line-$empty"
  sed 's/^/  /' <<< "$cells" | add "indented-$empty"
  sed 's/^/\t/' <<< "$cells" | add "tab-indented-$empty"
  sed 's/$/ /' <<< "$cells" | add "trailing-spaces-$empty"
  sed 's/$/\r/' <<< "$cells" | add "crlf-$empty"
done
# Where the advice is due: a format forced on the other's input, and a
# well-formed line past the window of a guess made by shape.
echo "$puzzle" | add forced-grid-on-line
echo "$grid" | add forced-line-on-grid
{ for i in $(seq 11); do echo 123; done; echo; echo "$puzzle"; } | add past-the-window

advice=0
for input in "$work/in"/*; do
  name=${input##*/}
  args=()
  [[ $name == *forced-grid* ]] && args=(--format=grid)
  [[ $name == *forced-line* ]] && args=(--format=line)
  "$solve" "${args[@]}" < "$input" > /dev/null 2> "$work/err"
  # Each piece of advice, as "LINE FORMAT": a try in an error's message, or a
  # note, which is about the error just before it.
  while read -r at format; do
    advice=$((advice + 1))
    "$solve" --format="$format" < "$input" > /dev/null 2> "$work/taken"
    expect "$name: --format=$format, as advised at line $at, reads that line" \
      eval '! grep -q "^<stdin>:$at:[0-9]*: error:" "$work/taken"'
  done < <(awk -F: '
    / error: / { line = $2 }
    / error: .*try --format=/ { sub(/.*try --format=/, ""); sub(/\).*/, ""); print line, $0 }
    / note: .*use --format=/ { sub(/.*use --format=/, ""); sub(/ .*/, ""); print line, $0 }' "$work/err")
done
# The cases where advice is due each gave some (the loop above had work to do).
expect "advice was given where it is due (at least 3 times: $advice)" [ "$advice" -ge 3 ]
finish format_advice
