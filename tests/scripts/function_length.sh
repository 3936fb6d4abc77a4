#!/usr/bin/env bash
# No function of src/ or grammar/ longer than 100 lines: each one found is
# named (file:line name length). A function's lambdas and local classes
# count within it; a data table is no function's lines: a constant's
# initializer (even one a lambda computes), and within a function a braced
# list that it returns or assigns (the lines after the list's first).
#
# The files are clang-format'ed C++, read brace by brace once comments,
# strings, character literals and preprocessor lines are blanked: a brace
# opens a function's body when the text before it, since the last `;`, `{`
# or `}` at its level, ends in a parameter list (and its qualifiers, a
# trailing return type or a constructor's initializers). A file whose
# braces do not balance is a failure too, so that a construct this reading
# misses shows up rather than hiding a long function.
# Usage: function_length.sh SOURCE_DIR
source "$(dirname "$0")/../lib.sh"
root=${1:?usage: function_length.sh SOURCE_DIR}
cd "$root" || exit 2
most=100

# Prints "long FILE LINE NAME LENGTH" for each function over the limit,
# "unbalanced FILE" for a file it cannot read, and "read FILE FUNCTIONS".
measure() {
  awk -v most="$most" '
    function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
    # Without template parameter lists, operator names and what parentheses
    # and brackets hold: what is left shows the shape of a declaration.
    function flat(s,   out, i, ch, depth) {
      gsub(/operator[ \t]*(\(\)|\[\]|[-+*\/%^&|~!=<>,]+)/, "operator_", s)
      while (match(s, /template[ \t]*</)) {
        i = RSTART + RLENGTH; depth = 1
        while (i <= length(s) && depth > 0) {
          ch = substr(s, i, 1)
          if (ch == "<") depth++
          else if (ch == ">") depth--
          i++
        }
        s = substr(s, 1, RSTART - 1) " " substr(s, i)
      }
      out = ""; depth = 0
      for (i = 1; i <= length(s); i++) {
        ch = substr(s, i, 1)
        if (ch == "(" || ch == "[") { if (depth++ == 0) out = out ch; continue }
        if (ch == ")" || ch == "]") { if (--depth == 0) out = out ch; continue }
        if (depth == 0) out = out ch
      }
      return trim(out)
    }
    # What a brace opening after `head` (at a level outside any function) opens.
    function kind(head,   f, g) {
      f = flat(head)
      if (f ~ /(^|[^A-Za-z0-9_])(namespace|extern)([^A-Za-z0-9_]|$)/) return "scope"
      if (f ~ /(^|[^A-Za-z0-9_])(class|struct|union|enum)([^A-Za-z0-9_]|$)/ && f !~ /\(/) return "scope"
      if (f ~ /=/) return (f ~ /(^|[^A-Za-z0-9_])(constexpr|const|constinit)([^A-Za-z0-9_]|$)/) ? "table" : "function"
      g = f
      # A constructor initializer list ends in ")" or a braced member "{}";
      # a brace after the name of a member is its initializer.
      if (g ~ /\)[ \t]*:[^:]/) return (g ~ /\)$/ || g ~ /\}$/) ? "function" : "other"
      while (1) {
        if (sub(/[ \t]*(const|noexcept|override|final|mutable|&&|&)$/, "", g)) continue
        if (sub(/[ \t]*->[^()]*$/, "", g)) continue
        if (sub(/[ \t]*requires[ \t].*$/, "", g)) continue
        break
      }
      return (g ~ /\)$/ && g !~ /^(if|for|while|switch|catch)[ \t]*\(/) ? "function" : "other"
    }
    function name_of(head,   f, i) {
      f = flat(head)
      i = index(f, "(")
      if (i == 0) { match(f, /[A-Za-z_][A-Za-z0-9_:]*[ \t]*=/); f = substr(f, RSTART, RLENGTH - 1); return trim(f) }
      f = trim(substr(f, 1, i - 1))
      match(f, /[A-Za-z_~][A-Za-z0-9_:~]*$/)
      return substr(f, RSTART, RLENGTH)
    }
    FNR == 1 {
      if (NR > 1) report()
      depth = 0; infunc = 0; data = 0; data_lines = 0; head = ""; comment = 0; pre = 0; functions = 0; bad = 0
    }
    function report() {
      if (depth != 0 || bad) print "unbalanced", file
      else print "read", file, functions
    }
    {
      file = FILENAME
      line = $0
      # Preprocessor lines, with their continuations, hold no code read here.
      if (pre || (!comment && line ~ /^[ \t]*#/)) { pre = (line ~ /\\$/); next }
      text = ""; n = length(line)
      for (i = 1; i <= n; i++) {
        ch = substr(line, i, 1)
        if (comment) {
          if (ch == "*" && substr(line, i + 1, 1) == "/") { comment = 0; i++ }
          continue
        }
        if (ch == "/" && substr(line, i + 1, 1) == "/") break
        if (ch == "/" && substr(line, i + 1, 1) == "*") { comment = 1; i++; continue }
        if (ch == "\"" || (ch == "'\''" && (i == 1 || substr(line, i - 1, 1) !~ /[A-Za-z0-9_]/))) {
          for (i++; i <= n && substr(line, i, 1) != ch; i++) if (substr(line, i, 1) == "\\") i++
          text = text ch ch
          continue
        }
        text = text ch
      }
      n = length(text)
      for (i = 1; i <= n; i++) {
        ch = substr(text, i, 1)
        if (ch == "{") {
          k = infunc ? "block" : kind(head)
          # In a function, a braced list returned or assigned is data.
          if (infunc && !data && trim(head) ~ /(^return|=)$/) { k = "data"; data = depth + 1 }
          depth++
          kinds[depth] = k; opened[depth] = FNR; heads[depth] = head
          # A table is read as a function is, but not measured.
          if (k == "function" || k == "table") infunc = depth
          if (k == "function") { names[depth] = name_of(head); functions++ }
          head = ""
        } else if (ch == "}") {
          if (depth == 0) { bad = 1; continue }
          k = kinds[depth]
          if (data == depth) { data_lines += FNR - opened[depth]; data = 0 }
          if (infunc == depth) {
            length_ = FNR - opened[depth] + 1 - data_lines
            data_lines = 0
            if (k == "function" && length_ > most) print "long", file, opened[depth], names[depth], length_
            infunc = 0
          }
          # A braced initializer goes on being part of its declaration.
          head = (k == "other" || k == "table") ? heads[depth] "{}" : ""
          depth--
        } else if (ch == ";") {
          head = ""
        } else {
          head = head ch
        }
      }
      head = head " "
    }
    END { if (NR > 0) report() }
  ' "$@"
}

files=()
while IFS= read -r file; do files+=("$file"); done < <(
  { git ls-files src grammar 2> /dev/null || find src grammar -type f; } |
    grep -E '\.(cpp|hpp|ipp|inc|h)$' | sort)
read_files=0 functions=0
while read -r what file rest; do
  case $what in
    long) set -- $rest; tally "$file:$1 $2 is $3 lines" 1 "more than $most" ;;
    unbalanced) tally "$file is read brace by brace" 1 "its braces do not balance as read" ;;
    read) read_files=$((read_files + 1)); functions=$((functions + rest)) ;;
  esac
done < <(measure "${files[@]}")
tally "every file was read" "$([[ $read_files == "${#files[@]}" ]]; echo $?)" "$read_files of ${#files[@]}"
tally "functions were found" "$([[ $functions -gt 500 ]]; echo $?)" "$functions found"
echo "$functions functions in $read_files files"
finish function_length
