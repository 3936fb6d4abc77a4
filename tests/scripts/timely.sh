#!/usr/bin/env bash
# A judged record goes out within a tenth of a second whatever the records
# after it take, at -j 1, 2, 16 and 256, read from a file or from a pipe left open:
# a quick rating followed by slow ones is on stdout while the first slow one
# is still being rated (each takes seconds), and a SIGTERM then leaves it
# there. And while stdout is blocked, the explanations judged and waiting to
# go out hold bounded memory, at -j 1, 2 and 4.
# Usage: tests/scripts/timely.sh SOLVE DATA_DIR
set -uo pipefail
solve=$1 data=$2
source "$(dirname "$0")/../lib.sh"

# The first puzzle of puzzles2_17_clue, rated in milliseconds; then
# puzzles6_forum_hardest_1106 #34, which takes seconds to rate without a budget.
quick='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
slow='2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2'
# 3,000 puzzles of three empty cells, each rated in microseconds: the workers
# take them in chunks of many, so the chunk that holds the first slow one
# may hold quick ones too.
awk 'BEGIN {
  grid = "145327698839654127672918543496185372218473956753296481367542819984761235521839764"
  for (r = 1; r <= 3000; r++) {
    p = grid
    for (k = 0; k < 3; k++) { c = (r * 7 + k * 29) % 81; p = substr(p, 1, c) "." substr(p, c + 2) }
    print p
  }
}' > "$work/many_quick"
echo "$quick" > "$work/one_quick"
mkfifo "$work/out" "$work/in" "$work/never"
exec {never}<> "$work/never"
pause() { read -r -t "$1" -u "$never"; }

# Starts solve on QUICK then 20 slow puzzles, read from a file or from a pipe
# this shell holds open, writing into a pipe this shell reads; reads as many
# lines as QUICK has, looks whether another has come with them, then ends
# solve with SIGTERM.
quick_then_term() {  # QUICK SOURCE JOBS
  local quick=$1 source=$2 jobs=$3 name="$2, -j $3, $(wc -l < "$1") quick" line more status
  local expected read='' lines=0
  expected=$("$solve" -q --rate --budget=0 "$quick")
  { cat "$quick"; for _ in $(seq 20); do echo "$slow"; done; } > "$work/input"
  if [[ $source == file ]]; then
    "$solve" -q -j "$jobs" --rate --budget=0 "$work/input" > "$work/out" &
  else
    "$solve" -q -j "$jobs" --rate --budget=0 < "$work/in" > "$work/out" &
  fi
  local pid=$!
  # (The input is written from another process: solve reads it only once
  # this shell reads what solve writes.)
  [[ $source == pipe ]] && { exec {to}> "$work/in"; cat "$work/input" >&"$to" 2> /dev/null & }
  exec {from}< "$work/out"
  for _ in $(seq "$(wc -l < "$quick")"); do
    IFS= read -r -t 60 line <&"$from" || break
    read+=$line$'\n'
    lines=$((lines + 1))
  done
  # Another line that came with them: they had waited for it.
  read -r -t 0 -u "$from"
  more=$?
  kill -s TERM "$pid"
  wait "$pid"
  status=$?
  tally "$name: the quick ratings out before the slow ones, alone" \
    "$([[ $read == "$expected"$'\n' && $more != 0 ]]; echo $?)" \
    "$lines lines read$( ((more)) || echo ', and more with them')"
  tally "$name: SIGTERM, status 143" "$([[ $status == 143 ]]; echo $?)" "status $status"
  # Nothing written after them: the slow ones are still being rated.
  rest=$(cat <&"$from")
  tally "$name: nothing else out" "$([[ -z $rest ]]; echo $?)" "then '$rest'"
  exec {from}<&-
  [[ $source == pipe ]] && exec {to}>&-
}

for jobs in 1 2 16 256; do
  for source in file pipe; do
    quick_then_term "$work/one_quick" "$source" "$jobs"
    quick_then_term "$work/many_quick" "$source" "$jobs"
  done
done

# A quick puzzle, then a line of 20 GB in a file (sparse: it takes no room
# on disk, but seconds to read, and a read of a file never blocks): the
# quick answer goes out within a tenth of a second while the line is read,
# at -j 1 and 2, in plain solving and rated; a SIGTERM then leaves it there.
cp "$work/one_quick" "$work/long_line"
truncate -s 20000000082 "$work/long_line"
for jobs in 1 2; do
  for mode in "" --rate; do
    name="a quick puzzle before a line of 20 GB, -j $jobs${mode:+ $mode}"
    expected=$("$solve" -q $mode "$work/one_quick")
    "$solve" -q -j "$jobs" $mode "$work/long_line" > "$work/out" 2> /dev/null &
    pid=$!
    exec {from}< "$work/out"
    IFS= read -r -t 60 line <&"$from"
    # Still reading the long line when the answer came (it takes seconds).
    kill -0 "$pid" 2> /dev/null
    running=$?
    kill -s TERM "$pid" 2> /dev/null
    wait "$pid"
    exec {from}<&-
    tally "$name: out while the line is read" "$([[ $line == "$expected" && $running == 0 ]]; echo $?)" \
      "read '$line', solve $( ((running)) && echo ended || echo running)"
  done
done
rm -f "$work/long_line"

# Explanations of 3,000 puzzles into a pipe nobody reads yet: the workers stop
# once what waits to go out holds its bound, and the process's peak memory is
# then the bound (4 MiB and 256 KiB a thread), what each thread was finishing
# and the program itself: well under 32 MiB, where 256 × (N + 2) explanations
# (about 40 KiB each) would be 40 MiB and more. Settled: no CPU time spent for
# a second. (Each thread's own working memory is not what is measured here,
# hence few threads.)
# (Not in a sanitized build, whose shadow memory counts as the program's.)
if [[ -z ${SOLVE_SANITIZED:-} ]]; then
  grep -v '^#' "$data/puzzles2_17_clue_sample" | tr -d '\r' | head -n 3000 > "$work/many"
  expect "3,000 puzzles from $data" [ "$(wc -l < "$work/many")" == 3000 ]
  ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
  for jobs in 1 2 4; do
    "$solve" -q -j "$jobs" --explain "$work/many" > "$work/out" &
    pid=$!
    exec {from}< "$work/out"
    before=-1 now=$(ticks "$pid")
    for _ in $(seq 120); do
      [[ $now == "$before" ]] && break
      pause 1
      before=$now now=$(ticks "$pid")
    done
    peak=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status")
    cat <&"$from" > /dev/null
    wait "$pid"
    status=$?
    exec {from}<&-
    echo "-j $jobs: explanations while stdout is blocked: peak $peak KiB"
    tally "-j $jobs: explanations while stdout is blocked: status 0" "$status"
    tally "-j $jobs: explanations while stdout is blocked: peak $peak KiB within 32 MiB" \
      "$([[ $peak -le 32768 ]]; echo $?)"
  done
fi
finish timely
