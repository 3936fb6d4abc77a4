# Shared by the scripted tests: a scratch directory removed at exit, and
# `expect NAME COMMAND...`, which counts COMMAND's success or reports NAME;
# `tally NAME STATUS [DETAIL]` counts a status already known (0 passes) and
# reports NAME and DETAIL otherwise. `finish LABEL` prints the closing
# "N passed, M failed" line and sets the exit status.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0 skipped=''
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
  echo "$1: $passed passed, $failed failed${skipped:+, $skipped collections skipped}"
  [[ $failed == 0 && $passed -gt 0 ]] || return 1
  # Some checks ran, but not all: CTest shows the test as skipped, not passed.
  [[ -z $skipped ]] || exit 77
}
# The public collections the dataset tests expect in their DATASETS_DIR.
collections=(puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11plus
             puzzles6_forum_hardest_1106 puzzles7_serg_benchmark)
# Missing datasets fail in CI (CI=true: ../shared always exists there); elsewhere
# they are skipped, and each test says what it skipped.
in_ci() { [[ ${CI:-} == true ]]; }
# Exits when DIR has no collections: failed in CI, else skipped (77, which
# CTest is told means so).
need_datasets() {
  compgen -G "$1/puzzles*" > /dev/null && return 0
  if in_ci; then
    echo "FAIL no datasets in $1 (CI=true)"
    exit 1
  fi
  echo "skipped: no datasets in $1"
  exit 77
}
# `have DIR NAME`: whether collection NAME is in DIR; if not, a failure in CI,
# and elsewhere a line saying it is skipped (finish then exits 77).
have() {
  [[ -f $1/$2 ]] && return 0
  if in_ci; then
    tally "$2 is in $1" 1
  else
    echo "skipped: $2 is not in $1"
    skipped=$((skipped + 1))
  fi
  return 1
}
