# Shared by the scripted tests: a scratch directory removed at exit, and
# `expect NAME COMMAND...`, which counts COMMAND's success or reports NAME;
# `tally NAME STATUS [DETAIL]` counts a status already known (0 passes) and
# reports NAME and DETAIL otherwise. `finish LABEL` prints the closing
# "N passed, M failed" line and sets the exit status (a failure when nothing
# was checked).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
tally() {
  if [[ $2 == 0 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1${3:+: $3}"; fi
}
expect() {
  local name=$1
  shift
  "$@"
  tally "$name" $?
}
finish() {
  echo "$1: $passed passed, $failed failed"
  [[ $failed == 0 && $passed -gt 0 ]]
}
# The one reason a test is skipped: an optional tool it runs is not installed
# (scripts/deps --test installs them all). In CI (CI=true) a missing tool is a
# failure. Data is never a reason: tests/data is in the repository.
need_tool() {  # NAME
  command -v "$1" > /dev/null && return 0
  if [[ ${CI:-} == true ]]; then
    echo "FAIL $1 is not installed (CI=true; scripts/deps --test installs it)"
    exit 1
  fi
  echo "skipped: $1 is not installed (scripts/deps --test installs it)"
  exit 77
}
# A random test's seed: the one in the environment variable NAME (to replay a
# run), else a new one; printed either way, and given to $RANDOM.
seed_from() {  # NAME
  local name=$1
  seed=${!name:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
  echo "seed $seed (replay: $name=$seed)"
  RANDOM=$seed
}

# How many threads of a running process PID have had CPU time so far (utime,
# in clock ticks, from each thread's /proc stat); a thread that ends while
# being read is skipped.
threads_at_work() {  # PID
  local task fields busy=0
  for task in /proc/"$1"/task/*; do
    read -r -a fields 2> /dev/null < "$task/stat" || continue
    (( fields[13] > 0 )) && busy=$((busy + 1))
  done
  echo "$busy"
}
