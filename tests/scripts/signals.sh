#!/usr/bin/env bash
# SIGINT, SIGTERM and SIGHUP at random moments, in every output format and at
# -j 1, 2 and 3: solve must die of the signal (status 128+N) and leave on
# stdout a prefix of the whole run's output that ends where a record ends.
# Also: a signal while solve waits on a read of stdin, while it writes into a
# pipe that is read slowly, and while every worker is busy with an expensive
# record; there it must stop at once rather than finish the record.
# The moments, formats, -j and signals are drawn from a seed, printed; set
# SIGNALS_SEED to replay a run. No check reads the clock.
# Usage: tests/scripts/signals.sh SOLVE [KILLS]
set -uo pipefail
solve=$1 kills=${2:-300}
source "$(dirname "$0")/../lib.sh"
seed_from SIGNALS_SEED
# Only this shell cleans up: a child killed before it runs solve must not.
trap '[[ $BASHPID == '"$$"' ]] && rm -rf "$work"' EXIT
# Waits until PID runs solve (not the shell about to exec it), or has ended:
# on a busy machine a short run can end before this loop first looks, and
# then /proc/PID never shows solve. (It looks every millisecond.)
running() {
  until [[ /proc/$1/exe -ef $solve ]] || ! kill -0 "$1" 2> /dev/null; do pause 0.001; done
}
# Starts solve in the background with SIGINT as it is by default (a script's
# background children ignore it, and solve keeps a signal that came ignored
# ignored, as nohup needs), and waits until solve itself runs.
start() {  # OUTPUT ARGS...
  local output=$1
  shift
  (trap - INT; exec "$solve" "$@" > "$output" 2> /dev/null) &
  pid=$!
  running "$pid"
}
# Sleeps without a process: a read that times out on a pipe nobody writes.
mkfifo "$work/never"
exec {never}<> "$work/never"
pause() { read -r -t "$1" -u "$never"; }

# A line-format file of easy puzzles, with a malformed line, a clash and a
# puzzle with several solutions now and then; the same puzzles as grids.
awk 'BEGIN {
  grid = "145327698839654127672918543496185372218473956753296481367542819984761235521839764"
  for (r = 1; r <= 60000; r++) {
    if (r % 997 == 0) { print substr(grid, 1, 80); continue }
    if (r % 1009 == 0) { print "11" substr(grid, 3); continue }
    p = grid
    for (k = 0; k < (r % 1013 == 0 ? 70 : 35); k++) { c = (r * 7 + k * 13) % 81; p = substr(p, 1, c) "." substr(p, c + 2) }
    print p
  }
}' > "$work/lines"
head -n 6000 "$work/lines" | grep -E '^[1-9.]{81}$' | awk '{
  if (NR > 1) print ""
  for (row = 0; row < 9; row++) {
    line = ""
    for (col = 1; col <= 9; col++) { c = substr($0, row * 9 + col, 1); line = line (col > 1 ? " " : "") (c == "." ? "_" : c) }
    print line
  }
}' > "$work/grids"

# The whole output of each case, once (it is the same for every -j).
# Each case: the output format, then the other arguments.
cases=("line $work/lines" "json $work/lines" "grid $work/grids" "pretty $work/grids"
       "pretty --count=3 $work/lines" "json --rate $work/grids"
       "grid --generate=300 --seed=9" "json --generate=300 --seed=9")
for i in "${!cases[@]}"; do
  read -r format args <<< "${cases[$i]}"
  "$solve" -q --output="$format" $args > "$work/full$i" 2> /dev/null
done

# A prefix of the whole output that ends where a record ends: a line in the
# line and JSON formats; a board followed by the next record's blank line (or
# the end) in the grid and pretty formats.
whole_records() {  # OUTPUT FULL FORMAT
  local size
  size=$(stat -c %s "$1")
  (( size == 0 )) && return 0
  cmp -s -n "$size" "$1" "$2" || { echo "not a prefix of the whole output"; return 1; }
  # The last byte written, and the one the whole output has next.
  local last next
  { IFS= read -r -N 1 last; IFS= read -r -N 1 next; } < <(tail -c +"$size" "$2")
  [[ $last == $'\n' ]] || { echo "ends inside a line"; return 1; }
  if [[ $3 == grid || $3 == pretty ]] && [[ -n $next && $next != $'\n' ]]; then
    echo "ends inside a board"
    return 1
  fi
}

# The check itself: it must tell a torn record from a whole one.
head -c 100 "$work/full0" > "$work/torn"
expect "the check finds a torn line" [ -n "$(whole_records "$work/torn" "$work/full0" line)" ]
head -n 5 "$work/full2" > "$work/torn"
expect "the check finds a partial board" [ -n "$(whole_records "$work/torn" "$work/full2" grid)" ]
head -n 19 "$work/full2" > "$work/torn"
expect "the check passes two whole boards" [ -z "$(whole_records "$work/torn" "$work/full2" grid)" ]

signals=(INT TERM HUP)
declare -A number=([INT]=2 [TERM]=15 [HUP]=1)
bad=0
for ((k = 0; k < kills; k++)); do
  i=$((RANDOM % ${#cases[@]})) jobs=$((1 + RANDOM % 3)) signal=${signals[RANDOM % 3]}
  read -r format args <<< "${cases[$i]}"
  [[ $args == --generate* ]] && jobs=1  # (--generate takes no --jobs)
  [[ $jobs == 1 ]] && jobs_option=() || jobs_option=(-j "$jobs")
  start "$work/out" -q "${jobs_option[@]}" --output="$format" $args
  pause "0.$(printf '%03d' $((RANDOM % 80)))"
  kill -s "$signal" "$pid" 2> /dev/null
  wait "$pid" 2> /dev/null
  status=$?
  why=$(whole_records "$work/out" "$work/full$i" "$format")
  # Killed before it ended: 128+N. (A run that ended first exits 0, 1 or 2 with the whole output.)
  if (( status != 128 + number[$signal] )) && ! { (( status < 3 )) && cmp -s "$work/out" "$work/full$i"; }; then
    why+=" exit status $status"
  fi
  if [[ -n $why ]]; then
    bad=$((bad + 1))
    echo "FAIL SIG$signal, -j $jobs, ${cases[$i]}: $why"
  fi
done
expect "$kills random kills leave whole records and die of the signal" [ "$bad" == 0 ]

# A signal that came ignored (nohup) stays ignored: the run goes to its end.
(trap '' HUP; exec "$solve" -q "$work/grids" > "$work/out" 2> /dev/null) &
pid=$!
running "$pid"
kill -s HUP "$pid"
wait "$pid"
status=$?
# (The grids hold clashing givens, hence status 1.)
expect "an ignored SIGHUP stays ignored" eval '[[ $status == 1 ]] && cmp -s "$work/out" "$work/full2"'

mkfifo "$work/pipe"
# Dies at once when it is blocked on a read of stdin, with the answers so far out.
{ head -n 3 "$work/lines"; exec sleep 30; } > "$work/pipe" &
writer=$!
start "$work/out" -q "$work/pipe"
for _ in $(seq 6000); do [[ $(wc -l < "$work/out") == 3 ]] && break; pause 0.01; done
kill -s TERM "$pid"
wait "$pid" 2> /dev/null
status=$?
expect "a signal during a blocked read: status 143" [ "$status" == 143 ]
expect "a signal during a blocked read: the answers so far" cmp -s "$work/out" <(head -n 3 "$work/full0")
kill "$writer" 2> /dev/null

# Stops at once when every worker is busy on an expensive record (each of
# these takes seconds of CPU to rate): rather than finish the record. What is
# measured is the CPU time solve spends after the signal (from /proc, the
# last reading before it is gone), which a loaded machine does not stretch.
cpu_ticks() { awk '$3 != "Z" { print $14 + $15 }' "/proc/$1/stat" 2> /dev/null; }  # (none once it has ended)
slow='2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2'
yes "$slow" | head -n 20 > "$work/expensive"
ticks_per_second=$(getconf CLK_TCK)
for jobs in 1 3; do
  start "$work/out" -q -j "$jobs" --rate --budget=0 "$work/expensive"
  for _ in $(seq 6000); do (( $(threads_at_work "$pid") >= jobs )) && break; pause 0.01; done
  before=$(cpu_ticks "$pid") after=$before
  kill -s INT "$pid"
  while now=$(cpu_ticks "$pid") && [[ -n $now ]]; do after=$now; pause 0.001; done
  wait "$pid" 2> /dev/null
  status=$?
  after_signal=$(( (after - before) * 1000 / ticks_per_second ))
  echo "-j $jobs, all busy: $after_signal ms of CPU after the signal"
  expect "-j $jobs, all busy: status 130" [ "$status" == 130 ]
  expect "-j $jobs, all busy: stopped at once ($after_signal ms of CPU after the signal)" [ "$after_signal" -lt 300 ]
done

# Slow records into a file (each about 25 ms): they go out within a tenth of
# a second, not when a block of them is full, so a signal seconds in finds
# them written.
yes '.................................................................................' |
  head -n 500 > "$work/slow_records"
start "$work/out" -q --format=line --count=20000 "$work/slow_records"
for _ in $(seq 6000); do [[ -s $work/out ]] && break; pause 0.01; done
kill -0 "$pid" 2> /dev/null
expect "slow records: some out while solve still runs ($(wc -l < "$work/out") lines)" [ $? == 0 -a -s "$work/out" ]
kill -s TERM "$pid"
wait "$pid" 2> /dev/null
status=$?
expect "slow records: status 143" [ "$status" == 143 ]
expect "slow records: whole answers only" [ -z "$(grep -vx "20000+" "$work/out")" ]

# Into a pipe read slowly (so that writes block part-way): the reader still
# gets whole records only.
for signal in INT TERM HUP; do
  { while IFS= read -r -N 700 chunk; do printf %s "$chunk"; sleep 0.002; done; printf %s "$chunk"; } \
    < "$work/pipe" > "$work/slow" &
  reader=$!
  start "$work/pipe" -q --output=pretty "$work/grids"
  sleep 0.3
  kill -s "$signal" "$pid"
  wait "$pid" 2> /dev/null
  status=$?
  wait "$reader"
  expect "a slow pipe, SIG$signal: status $((128 + number[$signal]))" [ "$status" == $((128 + number[$signal])) ]
  why=$(whole_records "$work/slow" "$work/full3" pretty)
  expect "a slow pipe, SIG$signal: whole records ($why, $(stat -c %s "$work/slow") bytes)" [ -z "$why" ]
done

finish signals
