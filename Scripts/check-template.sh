#!/usr/bin/env bash
# Makes an assignment template the way an instructor would (`workbook template --yes`,
# in a copy of this repository's tracked files), commits it as a student repository's
# first commit, and runs there what must hold: its own `.ci/run` green, and a class
# sheet (`report --json`) that tells never-tried exercises from tried-and-failed ones.
# Prints how long the template's CI and a graded class sheet take.
#
#   bash Scripts/check-template.sh
set -euo pipefail
cd "$(dirname "$0")/.."

copy=$(mktemp -d "${TMPDIR:-/tmp}/workbook-template-XXXXXX")
reference=""
# The copy, and where the graded class sheet unpacked the template's commit.
trap 'rm -rf "$copy" ${reference:+"$reference"}' EXIT
git ls-files -z | xargs -0 cp --parents -t "$copy"
cd "$copy"

swift build --product workbook >/dev/null
.build/debug/workbook template --yes
if compgen -G "Exercises/*/.meta" >/dev/null; then
  echo "check-template: .meta folders are left" >&2
  exit 1
fi
git init -q
git add -A
git -c user.name=Instructor -c user.email=i@example.com commit -qm "The assignment"
reference="${TMPDIR:-/tmp}/workbook-$(id -u)/reference-$(git rev-parse HEAD)"

start=$(date +%s)
bash .ci/run
ci=$(($(date +%s) - start))

# A student tries one exercise and fails it; the rest stay untouched.
echo "// tried something" >>Exercises/mvc-1/FilmPosters.swift
start=$(date +%s)
sheet=$(.build/debug/workbook report --json --reference HEAD --no-build)
graded=$(($(date +%s) - start))
untouched=$(grep -c '^      "untouched" : true' <<<"$sheet")
total=$(grep -c '^      "untouched"' <<<"$sheet")
if [ "$untouched" -ne $((total - 1)) ]; then
  echo "check-template: $untouched of $total exercises untouched; expected $((total - 1))" >&2
  exit 1
fi
echo
echo "check-template: the template's .ci/run is green in ${ci} s; a graded class sheet of" \
  "$total exercises took ${graded} s and tells the 1 tried from the $untouched never tried"
