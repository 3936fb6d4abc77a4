#!/usr/bin/env bash
# --output=svg seen in a real browser (docs/pictures.md): headless Chromium
# renders a solution's picture and a no-solution record's (its givens alone)
# to PNG, and the pixels are what a person would see (tests/tools/png_pixels.py):
# a given's digit dark where its cell is, a filled digit drawn, an empty cell
# and the page around the picture white.
# Usage: tests/scripts/svg_render.sh SOLVE FIXTURES
set -uo pipefail
solve=$1 fixtures=$2
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool chromium
pixels=$(dirname "$0")/../tools/png_pixels.py
# 85 mm at CSS's 96 pixels to the inch, over the viewBox's 340 units.
scale=$(awk 'BEGIN { print 85 / 25.4 * 96 / 340 }')

render() {  # SVG PNG
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size=340,340 --screenshot="$2" "file://$1" > /dev/null 2>&1
  [[ -s $2 ]]
}

"$solve" --output=svg "$fixtures/svg-solved/input" > "$work/solved.svg"
expect "a solution rendered" render "$work/solved.svg" "$work/solved.png"
# r1c1 holds the given 5, r1c3 the filled 4; past the picture (85 mm, 321 pixels) the page.
expect "a given and a filled digit drawn, white around" \
  "$python" "$pixels" "$work/solved.png" "$scale" dark:26,26 dark:98,26 white:346,346

"$solve" --output=svg "$fixtures/svg-no-solution/input" > "$work/unsolved.svg"
expect "a puzzle with no solution rendered" render "$work/unsolved.svg" "$work/unsolved.png"
# r1c1 and r1c2 the clashing givens, r1c3 empty: no solution fills it.
expect "its givens drawn, an empty cell white" \
  "$python" "$pixels" "$work/unsolved.png" "$scale" dark:26,26 dark:62,26 white:98,26 white:98,62

finish svg_render
