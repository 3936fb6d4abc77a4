# Shared by the scripted tests: a scratch directory removed at exit, and
# `expect NAME COMMAND...`, which counts COMMAND's success or reports NAME.
# `finish LABEL` prints the closing "N passed, M failed" line and sets the
# exit status.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
expect() {
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $name"; fi
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
