#!/usr/bin/env bash
# A long stream loses nothing. Good puzzles with malformed records of every
# kind between them, in both input formats: in line and json output there is
# one record out for every record in, the malformed ones where they were; in
# grid output every good puzzle is answered, in order; memory stays bounded;
# and -j 1, 2 and 3 write the same bytes.
# Usage: tests/scripts/stream.sh SOLVE CHECK_SOLUTIONS [GOOD_RECORDS]
set -uo pipefail
solve=$1 check=$2 good=${3:-100000}
source "$(dirname "$0")/../lib.sh"
quietly() { "$@" > "$work/quietly.out" || { cat "$work/quietly.out"; false; }; }

# Writes $work/$1.input (FORMAT line or grid), $work/$1.kinds (one line per
# input record: "good" or the kind of malformed record) and $work/$1.puzzles
# (the good puzzles, in the line format). Every puzzle is one full grid with
# 30 cells blanked in a pattern of its own; one in 97 records is malformed,
# of a kind that cycles through the list below.
make_stream() {
  awk -v format="$1" -v n="$good" -v base="$work/$1" 'BEGIN {
    grid = "145327698839654127672918543496185372218473956753296481367542819984761235521839764"
    # Malformed records of the line format: one line each.
    nl = split("short long letter space trailing tab cr control utf8 row bom longline", line_kinds, " ")
    # Malformed records of the grid format: one lost stretch each.
    ng = split("tab-in-row short-row long-row zero-cell ten-cell dot-cell row8 two-spaces " \
               "trailing-space bad-comment control-in-row no-separator space-after-grid " \
               "text-after-grid", grid_kinds, " ")
    long_line = sprintf("%2000s", "") ; gsub(/ /, "7", long_line)
    for (r = 1; r <= n; r++) {
      p = grid
      for (k = 0; k < 30; k++) { c = (r * 7 + k * 13) % 81; p = substr(p, 1, c) "." substr(p, c + 2) }
      if (r % 97 == 0) bad(int(r / 97))
      if (r % 1000 == 1) comment()
      emit(p)
      print "good" > (base ".kinds")
      print p > (base ".puzzles")
    }
  }
  function comment() {
    if (format == "line") print "# a comment, skipped" > (base ".input")
    else print "# a comment between puzzles\n" > (base ".input")
  }
  function row(p, i,   s, j, c) {
    s = ""
    for (j = 1; j <= 9; j++) { c = substr(p, 9 * i + j, 1); s = s (j > 1 ? " " : "") (c == "." ? "_" : c) }
    return s
  }
  function emit(p,   i) {
    if (format == "line") { print p > (base ".input"); return }
    for (i = 0; i < 9; i++) print row(p, i) > (base ".input")
    print "" > (base ".input")
  }
  function bad(i,   kind, p, rows, j, r) {
    if (format == "line") {
      kind = line_kinds[i % nl + 1]
      p = grid
      if (kind == "short") p = substr(grid, 1, 80)
      else if (kind == "long") p = grid "5"
      else if (kind == "letter") p = "x" substr(grid, 2)
      else if (kind == "space") p = substr(grid, 1, 40) " " substr(grid, 42)
      else if (kind == "trailing") p = grid " "
      else if (kind == "tab") p = substr(grid, 1, 10) "\t" substr(grid, 12)
      else if (kind == "cr") p = substr(grid, 1, 20) "\r" substr(grid, 22)
      else if (kind == "control") p = substr(grid, 1, 30) "\001" substr(grid, 32)
      else if (kind == "utf8") p = substr(grid, 1, 50) "\303\251" substr(grid, 53)
      else if (kind == "row") p = "1 2 3 4 5 6 7 8 9"
      else if (kind == "bom") p = "\357\273\277" substr(grid, 4)
      else if (kind == "longline") p = long_line
      print p > (base ".input")
      print kind > (base ".kinds")
      return
    }
    kind = grid_kinds[i % ng + 1]
    split("", rows)
    for (j = 0; j < 9; j++) rows[j] = row(grid, j)
    if (kind == "bad-comment") { print "# caf\303\251 \001" > (base ".input") }
    else if (kind == "no-separator" || kind == "space-after-grid" || kind == "text-after-grid") {
      # A good grid, then no separator: the first row of the next puzzle is its
      # tenth (reported, and read as the start of that puzzle), or a line
      # that is not a row (reported, and a separator all the same).
      for (j = 0; j < 9; j++) print rows[j] > (base ".input")
      print "good" > (base ".kinds")
      print grid > (base ".puzzles")
      if (kind == "space-after-grid") print " " > (base ".input")
      if (kind == "text-after-grid") print "solved by Jos\303\251" > (base ".input")
      print kind > (base ".kinds")
      return
    }
    else {
      r = rows[4]
      if (kind == "tab-in-row") sub(/ /, "\t", r)
      else if (kind == "short-row") r = substr(r, 1, 15)
      else if (kind == "long-row") r = r " 1"
      else if (kind == "zero-cell") sub(/5/, "0", r)
      else if (kind == "ten-cell") sub(/5/, "10", r)
      else if (kind == "dot-cell") sub(/5/, ".", r)
      else if (kind == "two-spaces") sub(/ /, "  ", r)
      else if (kind == "trailing-space") r = r " "
      else if (kind == "control-in-row") sub(/5/, "\001", r)
      rows[4] = r
      for (j = 0; j < 9; j++) if (!(kind == "row8" && j == 8)) print rows[j] > (base ".input")
    }
    # The stretch ends at a blank line, or (every other time) at a comment,
    # which separates puzzles just as well.
    print (i % 2 ? "# next" : "") > (base ".input")
    print kind > (base ".kinds")
  }'
}

for format in line grid; do
  make_stream "$format"
  records=$(wc -l < "$work/$format.kinds")
  # Line output: one line per record, the malformed ones where they were.
  /usr/bin/time -f %M -o "$work/rss" "$solve" -q -j 2 --format="$format" --output=line \
    "$work/$format.input" > "$work/$format.out" 2> "$work/$format.err"
  expect "$format: exit status 2" [ $? == 2 ]
  expect "$format: one line out for each of $records records" \
    [ "$(wc -l < "$work/$format.out")" == "$records" ]
  paste -d' ' "$work/$format.kinds" "$work/$format.out" |
    awk '($1 == "good") != (length($2) == 81 && $2 ~ /^[1-9]+$/) { print "record " NR ": " $0; bad++ }
         END { exit bad > 0 }' > "$work/$format.mismatch"
  expect "$format: each malformed record reported in its place, each good one solved" \
    [ ! -s "$work/$format.mismatch" ]
  head -n 3 "$work/$format.mismatch"
  grep '^[1-9]' "$work/$format.out" > "$work/$format.solutions"
  expect "$format: every answer solves its puzzle" \
    quietly "$check" "$work/$format.puzzles" "$work/$format.solutions"
  errors=$(grep -c ': error: ' "$work/$format.err")
  malformed=$(grep -vc '^good$' "$work/$format.kinds")
  expect "$format: one located error per malformed record ($errors for $malformed)" \
    [ "$errors" == "$malformed" ]
  rss=$(tail -n 1 "$work/rss")  # GNU time puts a line about the exit status first
  if [[ -z ${SOLVE_SANITIZED:-} ]]; then
    expect "$format: peak RSS $rss KiB within 16 MiB" [ "$rss" -le 16384 ]
  fi

  # JSON: one object per record, its status matching the record's kind.
  "$solve" -q -j 2 --format="$format" --output=json "$work/$format.input" 2> /dev/null |
    jq -r .status > "$work/$format.status"
  expect "$format: json, one object per record" \
    [ "$(paste -d' ' "$work/$format.kinds" "$work/$format.status" |
         awk '($1 == "good") != ($2 == "solved") { bad++ } END { print NR - bad }')" == "$records" ]

  # Grid output: every good puzzle answered, in order.
  "$solve" -q -j 2 --format="$format" --output=grid "$work/$format.input" 2> /dev/null |
    awk 'NF == 9 { s = s $1 $2 $3 $4 $5 $6 $7 $8 $9 } NF == 0 && s != "" { print s; s = "" }
         END { if (s != "") print s }' > "$work/$format.grids"
  expect "$format: grid output answers every good puzzle, in order" \
    cmp -s "$work/$format.grids" "$work/$format.solutions"

  # The same bytes, stdout and stderr, for every number of jobs.
  for jobs in 1 3; do
    "$solve" -q -j "$jobs" --format="$format" --output=line "$work/$format.input" \
      > "$work/$format.out$jobs" 2> "$work/$format.err$jobs"
    expect "$format: -j $jobs writes the same bytes as -j 2" \
      cmp -s "$work/$format.out" "$work/$format.out$jobs"
    expect "$format: -j $jobs writes the same diagnostics as -j 2" \
      cmp -s "$work/$format.err" "$work/$format.err$jobs"
  done
done
finish stream
