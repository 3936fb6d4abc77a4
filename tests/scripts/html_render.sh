#!/usr/bin/env bash
# --explain --output=html seen in a real browser (docs/pictures.md): headless
# Chromium lays out a page, and a measuring script run on a copy of it
# (tests/tools/measure_page.js) finds nothing outside the page, on a wide
# window and a phone's, for a short page and a long one; a screenshot shows the puzzle's given dark where its
# cell is and the first step's placed cell in the placed fill
# (tests/tools/png_pixels.py).
# Usage: tests/scripts/html_render.sh SOLVE
set -uo pipefail
solve=$1
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool chromium
need_tool jq
tools=$(dirname "$0")/../tools
data=$(dirname "$0")/../data

browse() {  # WIDTH HEIGHT ARGS...: chromium's headless run of $work/page.html
  local width=$1 height=$2
  shift 2
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$width,$height" "$@" "file://$work/measured.html" 2> /dev/null
}
measure() {  # WIDTH: the measuring script's lines, laid out WIDTH pixels wide
  browse "$1" 800 --dump-dom | sed -n '/<pre id="measured">/,/<\/pre>/p' | sed 's/<[^>]*>//g'
}

# A puzzle of the calibration set solved by singles and one Forcing Chain.
puzzle=..1.29...7..8.4....6.7..2...3..92...1..47.........14..6.2.4..1.4......7.8.3......
grep -qF "$puzzle" "$data/se_rated_calibration.tsv" || echo "FAIL the puzzle is not the calibration set's"
echo "$puzzle" | "$solve" --explain --output=html > "$work/page.html"
echo "$puzzle" | "$solve" --explain --output=json > "$work/page.json"

with_measure() {  # PAGE: a copy of it with the measuring script, as $work/measured.html
  { sed '/^<\/body>$/,$d' "$1"; echo "<script>"; cat "$tools/measure_page.js"; echo "</script>"; echo "</body></html>"; } \
    > "$work/measured.html"
}
laid_out() {  # NAME: the measured page fits 1000 and 400 pixels wide
  for width in 1000 400; do
    measure "$width" > "$work/measured"
    tally "$1 laid out $width pixels wide" "$([[ -s $work/measured ]]; echo $?)"
    tally "$1: no overflow, $width wide" "$(grep -qx 'overflow 0' "$work/measured"; echo $?)" "$(head -2 "$work/measured")"
    tally "$1: nothing outside the page, $width wide" "$(grep -qx 'outside 0' "$work/measured"; echo $?)" "$(head -2 "$work/measured")"
  done
}

# A long page too: forum_hardest_1106's first, nested forcing chains whose
# lines of text run to thousands of characters.
grep -v '^#' "$data/puzzles6_forum_hardest_1106" | head -n 1 | "$solve" -q --explain --output=html > "$work/long.html"
with_measure "$work/long.html"
laid_out "nested chains"
with_measure "$work/page.html"
laid_out "a puzzle"

measure 1000 > "$work/measured"
read -r _ header_x header_y header_width < <(grep '^header ' "$work/measured")
read -r _ step_x step_y step_width < <(grep '^step ' "$work/measured")
tally "the pictures 340 pixels wide" "$([[ $header_width == 340 && $step_width == 340 ]]; echo $?)" "$header_width $step_width"
height=$(awk -v y="$step_y" 'BEGIN { printf "%d", y + 360 }')
browse 1000 "$height" --screenshot="$work/page.png" > /dev/null
tally "the page rendered" "$([[ -s $work/page.png ]]; echo $?)"
# r1c3 holds the given 1; the first step places a digit in a cell, filled
# between the candidates of its top-left places (docs/pictures.md's geometry).
cell=$(jq -r '.steps[0].place.cell' "$work/page.json")
row=${cell:1:1} column=${cell:3:1}
x=$(( 8 + (column - 1) * 36 + 12 )) y=$(( 8 + (row - 1) * 36 + 12 ))
# And a cell the step's picture fills with nothing, white there.
read -r plain_x plain_y < <("$python" -c '
import sys, xml.etree.ElementTree as ET
page = ET.parse(sys.argv[1]).getroot()
svg = next(s for s in page.iter("section") if s.get("class") == "step").find("figure/svg")
filled = {(int(r.get("x")), int(r.get("y"))) for r in svg.iter("rect") if r.get("class")}
x, y = next((x, y) for y in range(8, 332, 36) for x in range(8, 332, 36) if (x, y) not in filled)
print(x + 12, y + 12)' "$work/page.html")
expect "the given drawn, the placed cell filled, an unfilled cell white" "$python" "$tools/png_pixels.py" \
  "$work/page.png" 1 "offset:$header_x,$header_y" dark:98,26 white:98,62 \
  "offset:$step_x,$step_y" "fill:bfe8bf:$x,$y" "fill:ffffff:$plain_x,$plain_y"

finish html_render
