# Shared by the scripted tests: a scratch directory removed at exit, and
# `expect NAME COMMAND...`, which counts COMMAND's success or reports NAME;
# `tally NAME STATUS [DETAIL]` counts a status already known (0 passes) and
# reports NAME and DETAIL otherwise. `finish LABEL` prints the closing
# "N passed, M failed" line and sets the exit status.
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
# Exits as skipped (77, which CTest is told means so) when DIR has no collections.
need_datasets() {
  if ! compgen -G "$1/puzzles*" > /dev/null; then
    echo "no datasets in $1: skipped"
    exit 77
  fi
}
