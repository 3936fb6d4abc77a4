#!/usr/bin/env bash
# -j N on records that are expensive, few, and mixed with cheap and malformed
# ones: the same stdout and stderr bytes for every N, one record out for each
# in; and a handful of expensive records keeps every thread busy (the work is
# split by cost, not in fixed batches).
# Usage: tests/scripts/jobs.sh SOLVE FIXTURES_DIR
set -uo pipefail
solve=$1 fixtures=$2
source "$(dirname "$0")/../lib.sh"

# Line-format records: empty grids (expensive to count), the four rated
# puzzles, a puzzle with several solutions, a clash, and malformed lines.
empty=.................................................................................
{
  for i in $(seq 30); do
    echo "$empty"
    (( i % 3 == 0 )) && cat "$fixtures/rate-four-levels/input"
    (( i % 5 == 0 )) && echo "${empty:0:80}"
    (( i % 7 == 0 )) && head -n 1 "$fixtures/line-format-count-limit/input"
    (( i % 4 == 0 )) && echo "x${empty:1}"
  done
} > "$work/lines"
records=$(wc -l < "$work/lines")

run_all() {  # NAME ARGS...: the same bytes at -j 1, 2 and 3
  local name=$1
  shift
  for jobs in 1 2 3; do
    "$solve" -j "$jobs" "$@" "$work/lines" > "$work/out$jobs" 2> "$work/err$jobs"
    echo $? > "$work/status$jobs"
  done
  expect "$name: -j 2 writes the bytes of -j 1" cmp -s "$work/out1" "$work/out2"
  expect "$name: -j 3 writes the bytes of -j 1" cmp -s "$work/out1" "$work/out3"
  expect "$name: stderr the same for every -j" eval 'cmp -s "$work/err1" "$work/err2" && cmp -s "$work/err1" "$work/err3"'
  expect "$name: exit status 2 for every -j" [ "$(cat "$work"/status?)" == $'2\n2\n2' ]
}

run_all "--count=20000 --output=line" --count=20000 --output=line
expect "--count=20000: one line per record" [ "$(wc -l < "$work/out1")" == "$records" ]
expect "--count=20000: the empty grids reach the limit" [ "$(grep -cx "20000+" "$work/out1")" == 30 ]
# No budget: the ratings in full (a budget counts work, not time, so cut
# ones are the same at every -j too: tests/scripts/budget.sh).
run_all "--rate --count=3" --rate --count=3 --budget=0
run_all "--explain --output=json" --explain --output=json --budget=0
expect "--explain --output=json: one object per record, read by jq" \
  [ "$(jq -c .status "$work/out1" | wc -l)" == "$records" ]
run_all "--unique --count=5 --output=pretty" --unique --count=5 --output=pretty
run_all "--hint" --hint --budget=0

# Marks records: every candidate everywhere (the empty grid's marks), the
# fixtures' solved, several-solution and no-candidate lines, malformed ones.
every=$(printf '123456789%.0s' $(seq 81))
{
  for i in $(seq 20); do
    echo "$every"
    (( i % 2 == 0 )) && tail -n 1 "$fixtures/marks-solved/input"
    (( i % 3 == 0 )) && cat "$fixtures/marks-two-solutions/input" "$fixtures/marks-no-candidate/input"
    (( i % 4 == 0 )) && cat "$fixtures/marks-invalid-digit-position/input"
    (( i % 5 == 0 )) && echo "${every:0:728}"
  done
} > "$work/lines"
records=$(wc -l < "$work/lines")
run_all "marks --count=20000" --format=marks --count=20000
expect "marks --count=20000: one line per record" [ "$(wc -l < "$work/out1")" == "$records" ]
expect "marks --count=20000: every candidate everywhere reaches the limit" \
  [ "$(grep -cx "20000+" "$work/out1")" == 20 ]
run_all "marks --output=json" --output=json
# Rated, explained and hinted from the states, under a budget (a count of
# work: cut at the same place at every -j).
run_all "marks --rate" --format=marks --rate --budget=300000
run_all "marks --explain --output=json" --format=marks --explain --output=json --budget=300000
run_all "marks --hint --output=json" --format=marks --hint --output=json --budget=300000
run_all "marks --hint --output=marks" --format=marks --hint --output=marks --budget=300000
expect "marks --hint --output=marks: one line per record" [ "$(wc -l < "$work/out1")" == "$records" ]

# Candidate grids among marks lines, one malformed grid followed at once by
# a marks line, which is still read.
{
  for i in $(seq 10); do
    echo "$every"
    cat "$fixtures/marks-grid-hodoku/input" "$fixtures/marks-grid-plain/input"
    (( i % 3 == 0 )) && cat "$fixtures/marks-grid-invalid-order/input"
  done
} > "$work/lines"
run_all "candidate grids --count=20000" --format=marks --count=20000
expect "candidate grids --count=20000: one line per record" [ "$(wc -l < "$work/out1")" == 33 ]
run_all "candidate grids --output=json" --format=marks --output=json


# Waits, without spinning, until PID has two threads that have had CPU time,
# or has ended, or a minute has passed; prints how many it saw.
mkfifo "$work/never"
exec {never}<> "$work/never"
two_at_work() {
  local busy=0
  for _ in $(seq 6000); do
    [[ -d /proc/$1/task ]] || break
    busy=$(threads_at_work "$1")
    (( busy >= 2 )) && break
    read -r -t 0.01 -u "$never"
  done
  echo "$busy"
}

# Expensive records at -j 2: both workers get one at once. (An empty grid
# counted to 10^6 takes a quarter of a second or more: 64 of them keep one
# thread busy for many seconds, so a split in fixed batches shows.)
yes "$empty" | head -n 64 > "$work/many"
"$solve" -q -j 2 --count=1000000 "$work/many" > /dev/null &
pid=$!
busy=$(two_at_work "$pid")
kill "$pid" 2> /dev/null
wait "$pid" 2> /dev/null
expect "expensive records at -j 2: two threads at work ($busy)" [ "$busy" -ge 2 ]

# The same records trickling in through a pipe left open: while solve waits
# for the next, the one it has keeps a worker busy, so both run.
mkfifo "$work/trickle"
{ for _ in 1 2 3 4; do echo "$empty"; done; exec sleep 600; } > "$work/trickle" &
feeder=$!
"$solve" -q -j 2 --count=1000000 < "$work/trickle" > /dev/null &
pid=$!
busy=$(two_at_work "$pid")
kill "$pid" "$feeder"
wait 2> /dev/null
expect "records trickling in at -j 2: two threads at work ($busy)" [ "$busy" -ge 2 ]

finish jobs
