#!/usr/bin/env bash
# What the fixture format cannot express: a failing stdout, a stdout closed
# early, a file that fails on read, lines of a gigabyte, interrupted and
# short reads and writes, and answers that arrive while the input is open
# (a grid's at its ninth row).
# Usage: tests/scripts/io_behaviour.sh SOLVE_BINARY FIXTURES_DIR INTERRUPTING_IO_LIBRARY
set -uo pipefail
solve=$1 fixtures=$2 interrupting=$3
source "$(dirname "$0")/../lib.sh"

# A write that fails is an I/O error, named, with exit 3.
err=$("$solve" -q "$fixtures/inkala-hardest/input" 2>&1 > /dev/full)
status=$?
[[ $status == 3 && $err == "solve: cannot write to standard output: No space left on device" ]]
tally "stdout is /dev/full" $? "status $status, stderr '$err'"

err=$("$solve" --help 2>&1 > /dev/full)
status=$?
[[ $status == 3 && $err == "solve: cannot write to standard output: No space left on device" ]]
tally "--help to /dev/full" $? "status $status, stderr '$err'"

# Starts `solve -q -j JOBS` on two pipes this shell holds: it writes to fd $to
# and reads from fd $from, which stay open when solve ends (a coprocess's are
# closed when bash reaps it, so what it wrote last could be lost).
converse() {
  rm -f "$work/to" "$work/from"
  mkfifo "$work/to" "$work/from"
  "$solve" -q -j "$1" < "$work/to" > "$work/from" &
  solver_pid=$!
  exec {to}> "$work/to" {from}< "$work/from"
}

# An answer comes out as soon as its puzzle is complete, before the input ends:
# write one puzzle and a blank line, read the solution, only then close.
for jobs in 1 2; do
  converse "$jobs"
  cat "$fixtures/inkala-hardest/input" >&"$to"
  echo >&"$to"
  answer=""
  for _ in 1 2 3 4 5 6 7 8 9; do
    IFS= read -r -t 60 line <&"$from" || break
    answer+="$line"$'\n'
  done
  exec {to}>&-
  wait "$solver_pid"
  exec {from}<&-
  [[ $answer == "$(< "$fixtures/inkala-hardest/stdout")"$'\n' ]]
  tally "answers before the input ends, -j $jobs" $? "read '$answer'"
done

# A grid is answered at its ninth row: write nine rows and nothing more (no
# blank line), read the nine lines of the answer, and only then write the
# next puzzle and close. Were the answer held back for a tenth line, the read
# would time out and the test fail.
for jobs in 1 2; do
  converse "$jobs"
  cat "$fixtures/inkala-hardest/input" >&"$to"
  answer=""
  for _ in 1 2 3 4 5 6 7 8 9; do
    IFS= read -r -t 60 line <&"$from" || break
    answer+="$line"$'\n'
  done
  { echo; cat "$fixtures/inkala-hardest/input"; } >&"$to"
  exec {to}>&-
  rest=$(cat <&"$from")
  wait "$solver_pid"
  status=$?
  exec {from}<&-
  expected=$(< "$fixtures/inkala-hardest/stdout")
  [[ $answer == "$expected"$'\n' && $rest == $'\n'"$expected" && $status == 0 ]]
  tally "a grid answered at its ninth row (-j $jobs)" $? "read '$answer', then '$rest', status $status"
done

# A reader that stops early (head) ends solve by SIGPIPE (status 141), quietly
# (nothing on stderr), after whole answers. (env gives solve SIGPIPE as it is
# by default, even where the test runs with it ignored.)
awk 'BEGIN { for (i = 0; i < 200000; i++) print "145327698839654127672918543496185372218473956753296481367542819984761235521839764" }' \
  > "$work/many"
for jobs in 1 2; do
  env --default-signal=PIPE "$solve" -q -j "$jobs" --format=line "$work/many" 2> "$work/err" |
    head -n 1 > "$work/out"
  status=${PIPESTATUS[0]}
  [[ $status == 141 && ! -s $work/err && $(< "$work/out") == "$(head -n 1 "$work/many")" ]]
  tally "stdout closed early (-j $jobs)" $? "status $status, stdout '$(< "$work/out")', stderr '$(head -c 200 "$work/err")'"
done

# A file that fails on read is named with the reason, exit 3, and the files
# after it are still read. (/proc/self/mem fails with EIO, even for root.)
out=$("$solve" -q /proc/self/mem "$fixtures/inkala-hardest/input" 2> "$work/err")
status=$?
[[ $status == 3 && $(< "$work/err") == "solve: cannot read '/proc/self/mem': Input/output error" &&
   $out == "$(< "$fixtures/inkala-hardest/stdout")" ]]
tally "a file that fails on read" $? "status $status, stderr '$(< "$work/err")'"

# A line of a gigabyte without a line end: a located diagnostic, exit 2, and
# memory bounded (only the start of a line is kept).
for byte in 1 '\0'; do
  head -c 1073741824 /dev/zero | tr '\0' "$byte" |
    /usr/bin/time -f %M -o "$work/rss" "$solve" > "$work/out" 2> "$work/err"
  status=${PIPESTATUS[2]}
  rss=$(tail -n 1 "$work/rss")
  # Read as the line format (no spaces): one invalid record on stdout.
  [[ $status == 2 && $(wc -l < "$work/out") == 1 && $(head -n 1 "$work/err") == "<stdin>:1:"*": error: "* ]] &&
    { [[ -n ${SOLVE_SANITIZED:-} ]] || (( rss <= 65536 )); }
  tally "a 1 GiB line of '$byte'" $? "status $status, RSS $rss KiB, stderr '$(head -n 1 "$work/err")'"
done

# Every other read and write interrupted (EINTR), the rest short: the same
# bytes as an undisturbed run.
for case in several-puzzles line-format-to-json recovers-after-bad-puzzle; do
  args=()
  [[ -f $fixtures/$case/args ]] && mapfile -t args < "$fixtures/$case/args"
  LD_PRELOAD=$interrupting ASAN_OPTIONS=${ASAN_OPTIONS:-}:verify_asan_link_order=0 \
    "$solve" "${args[@]}" < "$fixtures/$case/input" > "$work/out" 2> "$work/err"
  status=$?
  cmp -s "$work/out" "$fixtures/$case/stdout" && [[ $status == $(< "$fixtures/$case/status") ]] &&
    { [[ ! -f $fixtures/$case/stderr ]] || cmp -s "$work/err" "$fixtures/$case/stderr"; }
  tally "$case with interrupted, short reads and writes" $? "status $status"
done

# A file name that is not UTF-8 (Latin-1 "café"): each stray byte is the lone
# surrogate \uDCXX in JSON, which jq still reads (as U+FFFD) and Python's
# surrogateescape turns back into the name's bytes.
name=$(printf 'caf\xe9 \xff.txt')
cp "$fixtures/line-format/input" "$work/$name"
"$solve" -q --output=json "$work/$name" > "$work/out" 2> /dev/null
[[ $(head -n 1 "$work/out" | grep -o '"file":"[^"]*"') == "\"file\":\"$work/caf\\uDCE9 \\uDCFF.txt\"" ]] &&
  jq -e . "$work/out" > /dev/null
tally "a file name that is not UTF-8, in JSON" $? "$(head -c 200 "$work/out")"

# A closed standard descriptor stays closed: a FILE opened later must not take
# its number (and be read as standard input, or written as standard output).
line=$fixtures/line-format/input
"$solve" -q "$line" - <&- > "$work/out" 2> "$work/err"
status=$?
[[ $status == 3 && $(< "$work/err") == "solve: cannot read '<stdin>': Bad file descriptor" ]] &&
  cmp -s "$work/out" "$fixtures/line-format/stdout"
tally "stdin closed, a FILE then -" $? "status $status, stderr '$(< "$work/err")'"
err=$("$solve" -q "$line" 2>&1 >&-)
status=$?
[[ $status == 3 && $err == "solve: cannot write to standard output: Bad file descriptor" ]]
tally "stdout closed, a FILE" $? "status $status, stderr '$err'"

# A file that is also standard output (`solve f >> f`) is not read: each
# answer is a puzzle, so the run would read its own output for ever. Others are.
cp "$line" "$work/both"
"$solve" -q "$line" "$work/both" >> "$work/both" 2> "$work/err"
status=$?
[[ $status == 3 && $(< "$work/err") == "solve: cannot read '$work/both': input file is output file" ]] &&
  cmp -s "$work/both" <(cat "$line" "$fixtures/line-format/stdout")
tally "a FILE that is also stdout" $? "status $status, stderr '$(< "$work/err")'"
cp "$line" "$work/both"
timeout 10 "$solve" -q < "$work/both" >> "$work/both" 2> "$work/err"
status=$?
[[ $status == 3 && $(< "$work/err") == "solve: cannot read '<stdin>': input file is output file" ]]
tally "stdin that is also stdout" $? "status $status, stderr '$(< "$work/err")'"
cp "$line" "$work/both"
"$solve" --check "$work/both" >> "$work/both" 2> "$work/err"
status=$?
! grep -q 'input file is output file' "$work/err" && grep -q 'both hold' "$work/err" && cmp -s "$work/both" "$line"
tally "--check on a FILE that is also stdout (it writes nothing there)" $? "status $status, stderr '$(< "$work/err")'"

finish "io behaviour"
