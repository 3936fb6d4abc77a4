#!/usr/bin/env bash
# The house's structure, checked: the core's layers include only what they
# may (base under all; the search, the rater and the canonical forms on base alone; the generator
# on all three; none on the app, the grammar, the library or Boost); the
# library (src/library) includes the core, the grammar's Spirit-free headers
# and no Boost; an installed header (a layer's include/, the library's)
# includes only installed headers, so a user needs nothing of internal/, the
# grammar or Boost; docs/design.md's map names every file of src/,
# grammar/, tests/tools/ and scripts/; and every path of the tree that the
# README and docs/ name exists.
# The build holds the layers apart by include roots; this also catches a
# relative include ("../../search/bands.hpp") that climbs out of its layer.
# Usage: layers.sh SOURCE_DIR
source "$(dirname "$0")/../lib.sh"
root=${1:?usage: layers.sh SOURCE_DIR}
cd "$root" || exit 2

declare -A may_use=(
  [base]="base"
  [search]="base search"
  [rater]="base rater"
  [generator]="base search rater generator"
  [canonical]="base canonical")

# include_ok FILE LAYER TARGET: whether FILE, of LAYER, may include "TARGET".
include_ok() {
  local file=$1 layer=$2 target=$3 dir owner
  if [[ $target == sudoku/* ]]; then
    for owner in base search rater generator canonical; do
      if [[ -f src/core/$owner/include/$target || -f src/core/$owner/internal/$target ]]; then
        [[ " ${may_use[$layer]} " == *" $owner "* ]]
        return
      fi
    done
    return 1
  fi
  [[ $target == bits.hpp ]] && return 0   # base/internal, on base's include root
  dir=$(dirname "$file")
  [[ -f $dir/$target ]] || return 1
  [[ $(realpath -m "$dir/$target") == "$(realpath src/core/"$layer")"/* ]]
}

checked=0
for layer in base search rater generator canonical; do
  [[ -d src/core/$layer ]] || { tally "src/core/$layer exists" 1; continue; }
  while IFS= read -r file; do
    while IFS= read -r target; do
      checked=$((checked + 1))
      include_ok "$file" "$layer" "$target" ||
        tally "$file includes \"$target\"" 1 "not a header its layer ($layer) may use"
    done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
    if grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<boost/' "$file"; then
      tally "$file includes Boost" 1 "the core uses no Boost"
    fi
  done < <(find "src/core/$layer" -type f | sort)
done
# The library: the core's headers, installed or internal; the grammar's
# public headers, which hold no Spirit; its own.
while IFS= read -r file; do
  while IFS= read -r target; do
    checked=$((checked + 1))
    case $target in
      grammar/format.hpp | grammar/parsed_line.hpp | grammar/parse_line.hpp) ;;
      sudoku/*) compgen -G "src/core/*/include/$target" > /dev/null ||
                  compgen -G "src/core/*/internal/$target" > /dev/null ||
                  [[ -f src/library/include/$target ]] ||
                  tally "$file includes \"$target\"" 1 "not a header of the core or the library" ;;
      *) tally "$file includes \"$target\"" 1 "the library includes the core and the grammar's public headers" ;;
    esac
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
  if grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<boost/' "$file"; then
    tally "$file includes Boost" 1 "the library's users need no Boost"
  fi
done < <(find src/library -type f | sort)

# An installed header includes installed headers only.
while IFS= read -r file; do
  while IFS= read -r target; do
    [[ -f src/library/include/$target ]] || compgen -G "src/core/*/include/$target" > /dev/null ||
      tally "$file includes \"$target\"" 1 "an installed header includes one that is not installed"
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find src/core/*/include src/library/include -type f | sort)

# The grammar stands on the core, under the library.
if grep -rlq '^[[:space:]]*#[[:space:]]*include[[:space:]]*"sudoku/sudoku.hpp"' grammar; then
  tally "grammar/ does not include the library's entry header" 1
fi

# Nothing of the core outside its four layers.
stray=$(find src/core -mindepth 1 -maxdepth 1 ! -name base ! -name search ! -name rater ! -name generator ! -name canonical)
tally "src/core holds only its layers" "$([[ -z $stray ]]; echo $?)" "$stray"
tally "the includes were read" "$([[ $checked -gt 50 ]]; echo $?)" "$checked read"

# The map: each file's name without its extensions, as a word of design.md.
while IFS= read -r file; do
  stem=${file##*/}; stem=${stem%%.*}
  grep -qw -- "$stem" docs/design.md || tally "docs/design.md names $file" 1 "\"$stem\" is not in its map"
done < <(git ls-files src grammar tests/tools scripts 2> /dev/null ||
         find src grammar tests/tools scripts -type f)
tally "the map was read" "$([[ -s docs/design.md ]]; echo $?)"

# Every path of the source tree the README and docs/ name is there: a file
# that moves takes its mentions with it. (A path inside another, such as
# build/tests/..., is the build's, not the tree's.)
named=0
while IFS= read -r path; do
  named=$((named + 1))
  [[ -e $path ]] || tally "the docs name $path" 1 "no such file or folder: $(grep -l -- "$path" README.md docs/*.md | paste -sd' ')"
done < <(grep -ohE '(^|[^A-Za-z0-9_./-])(src|grammar|tests|scripts|fixtures|docs)/[A-Za-z0-9_./-]*[A-Za-z0-9_/]' README.md docs/*.md |
         sed -E 's/^[^a-z]//' | sort -u)
tally "the docs' paths were read" "$([[ $named -gt 50 ]]; echo $?)" "$named read"

finish layers
