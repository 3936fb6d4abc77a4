#!/usr/bin/env bash
# The pictures as a person sees them, against reference images kept in
# tests/reference/ (tests/tools/png_compare.py gives the tolerance): headless
# Chromium renders a solution's SVG, a state's (its candidates), and a chain
# step of an HTML explanation (the Forcing Chain of a calibration puzzle, its
# links and marks), each at 340 x 340 pixels. With --update, writes the
# renderings as the references instead (after a change to the pictures made
# on purpose, looked at first).
# Usage: tests/scripts/reference_images.sh SOLVE FIXTURES [--update]
set -uo pipefail
solve=$1 fixtures=$2 update=${3:-}
python=/usr/bin/python3
[[ -x $python ]] || python=python3
source "$(dirname "$0")/../lib.sh"
need_tool chromium
tools=$(dirname "$0")/../tools
reference=$(dirname "$0")/../reference

render() {  # SVG PNG
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size=340,340 --screenshot="$2" "file://$1" > /dev/null 2>&1
  [[ -s $2 ]]
}
# A picture at 340 pixels a side, whatever its printed size.
at_340() { sed 's/width="85mm" height="85mm"/width="340" height="340"/'; }

"$solve" --output=svg "$fixtures/svg-solved/input" | at_340 > "$work/solution.svg"
"$solve" --format=marks --output=svg "$fixtures/svg-marks/input" | at_340 > "$work/marks.svg"
puzzle=..1.29...7..8.4....6.7..2...3..92...1..47.........14..6.2.4..1.4......7.8.3......
echo "$puzzle" | "$solve" --explain --output=html > "$work/page.html"
"$python" - "$work/page.html" "$work/step.svg" << 'PY'
import re, sys
page = open(sys.argv[1]).read()
section = next(s for s in re.findall(r'<section class="step".*?</section>', page, re.S) if "Forcing Chain" in s)
svg = re.search(r"<svg .*?</svg>", section, re.S).group(0)
svg = svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1).replace('width="85mm" height="85mm"', 'width="340" height="340"')
open(sys.argv[2], "w").write(svg + "\n")
PY

for name in solution marks step; do
  if ! render "$work/$name.svg" "$work/$name.png"; then
    tally "$name rendered" 1
    continue
  fi
  if [[ $update == --update ]]; then
    cp "$work/$name.png" "$reference/$name.png"
    echo "wrote $reference/$name.png"
    continue
  fi
  expect "$name as its reference image" "$python" "$tools/png_compare.py" "$work/$name.png" "$reference/$name.png"
done
[[ $update == --update ]] && exit 0
finish reference_images
