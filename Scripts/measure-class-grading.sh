#!/usr/bin/env bash
# Times a class re-grade as an instructor runs one: an assignment template made the way
# `workbook template` makes it, four students' clones of it (one who did nothing, one who
# solved half the exercises, two who solved them all, each student's files their own),
# and `workbook class` over them against the template, whose library is built once.
# Prints each student's time and the whole class's. The first student's time includes
# what grading learns once of each exercise's reference build.
#
#   bash Scripts/measure-class-grading.sh
#
# It grades with this package's own build (`swift build` first), so it measures the
# grading, not the one build of the reference.
set -euo pipefail
cd "$(dirname "$0")/.."
package=$PWD

swift build --product workbook >/dev/null
swift build --product BlueLibrary >/dev/null
workbook=$package/.build/debug/workbook

scratch=$(mktemp -d "${TMPDIR:-/tmp}/workbook-class-XXXXXX")
trap 'rm -rf "$scratch"' EXIT
# Readable by all: graded as root, the checks run as nobody, who must reach them.
chmod 755 "$scratch"
template=$scratch/template
mkdir -p "$template"
git ls-files -z | xargs -0 cp --parents -t "$template"
(cd "$template" && "$workbook" template --yes --no-build >/dev/null)
git -C "$template" init -q
git -C "$template" add -A
git -C "$template" -c user.name=Instructor -c user.email=i@example.com commit -qm "The assignment"

# The solution of a marked .meta file: its lines without the starter's.
solution() {
  awk '/\/\/ solution\.begin/ { next } /\/\/ solution\.starter/ { skip = 1; next }
    /\/\/ solution\.end/ { skip = 0; next } !skip' "$1"
}

# Solves the exercises whose place in the list passes the awk test $2, in clone $1, each
# file signed with the clone's name: no two students hand in the same file.
solve() {
  local clone=$1 which=$2 index=0
  for id in $("$workbook" list --no-build | awk '{ print $1 }'); do
    index=$((index + 1))
    if awk -v i="$index" "BEGIN { exit !($which) }"; then
      for meta in "$package/Exercises/$id/.meta/"*.swift; do
        { solution "$meta"; echo "// $(basename "$clone")"; } \
          >"$clone/Exercises/$id/$(basename "$meta")"
      done
    fi
  done
}

students=$scratch/students
mkdir -p "$students"
for name in 1-nothing 2-half 3-all 4-all; do
  git clone -q "$template" "$students/$name"
done
solve "$students/2-half" 'i % 2 == 0'
solve "$students/3-all" '1'
solve "$students/4-all" '1'

start=$(date +%s)
(cd "$template" && "$workbook" class "$students" --reference . --no-build)
echo "measure-class-grading: the class of 4 took $(($(date +%s) - start)) s"
