#!/usr/bin/env bash
# What the fixture format cannot express: a failing stdout, and answers that
# arrive while the input is still open.
# Usage: tests/io_behaviour.sh SOLVE_BINARY FIXTURES_DIR
set -uo pipefail
solve=$1 fixtures=$2
passed=0 failed=0
check() {  # NAME CONDITION-RESULT DETAIL
  if [[ $2 == 0 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1: $3"; fi
}

# A write that fails is an I/O error, named, with exit 3.
err=$("$solve" -q "$fixtures/inkala-hardest/input" 2>&1 > /dev/full)
status=$?
[[ $status == 3 && $err == "solve: cannot write to standard output: No space left on device" ]]
check "stdout is /dev/full" $? "status $status, stderr '$err'"

err=$("$solve" --help 2>&1 > /dev/full)
status=$?
[[ $status == 3 && $err == "solve: cannot write to standard output: No space left on device" ]]
check "--help to /dev/full" $? "status $status, stderr '$err'"

# An answer comes out as soon as its puzzle is complete, before the input ends:
# write one puzzle and a blank line, read the solution, only then close.
coproc SOLVER { "$solve" -q; }
cat "$fixtures/inkala-hardest/input" >&"${SOLVER[1]}"
echo >&"${SOLVER[1]}"
answer=""
for _ in 1 2 3 4 5 6 7 8 9; do
  IFS= read -r -t 10 line <&"${SOLVER[0]}" || break
  answer+="$line"$'\n'
done
exec {SOLVER[1]}>&-
wait "$SOLVER_PID"
[[ $answer == "$(< "$fixtures/inkala-hardest/stdout")"$'\n' ]]
check "answers before the input ends" $? "read '$answer'"

echo "io behaviour: $passed passed, $failed failed"
[[ $failed == 0 ]]
