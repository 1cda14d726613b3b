#!/usr/bin/env bash
# The first screen after a fresh clone: a cold `swift run chapter-mvc` (piped), against
# a cold `swift run` of a hello-world package, interleaved in one run so that the load
# of a shared machine falls on both alike. Prints each median (wall and processor
# time) and the ratios (goal: <= 2.0).
#
#   bash Scripts/measure-first-screen.sh [runs] [commit]   (default 3, HEAD)
#
# Both build as a learner's `swift run` does, with as many jobs as the machine has
# cores; JOBS=1 builds with one job (a machine shared with other builds). Everything
# happens in a temporary folder, removed on exit.
#
# Measured on 2026-11-30 (2 cores, Swift 6.3.1, 3 runs each), app against hello world:
#   before -index-ignore-system-modules (Package.swift): 11.71 s / 4.63 s = 2.52x,
#     JOBS=1 3.34x: most of the cold build was indexing the toolchain's own modules;
#   with it: 6.52 s / 4.53 s = 1.43x wall (2.12x processor); JOBS=1 8.17 s / 3.43 s = 2.38x.
# And what keeping TerminalKit and MVC free of Foundation is worth, with the flag: a cold
# `swift build --product chapter-mvc` took 6.2-7.8 s as it is, 7.6-9.3 s with
# `import Foundation` added to both (3 runs each, interleaved): about a quarter more.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
jobs=()
[ -n "${JOBS:-}" ] && jobs=(--jobs "$JOBS")
commit=${2:-HEAD}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone -q . "$scratch/clone"
git -C "$scratch/clone" checkout -q "$(git rev-parse "$commit")"
mkdir "$scratch/hello"
(cd "$scratch/hello" && swift package init --type executable --name hello >/dev/null)

timed() { # "wall cpu" of a command run in folder $1, in seconds
  local folder=$1
  shift
  (cd "$folder" && /usr/bin/time -f "%e %U %S" -o "$scratch/time" "$@" >/dev/null 2>&1)
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$scratch/time"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

app=() hello=()
for run in $(seq "$runs"); do
  rm -rf "$scratch/clone/.build" "$scratch/hello/.build"
  app+=("$(timed "$scratch/clone" sh -c 'swift run "$@" chapter-mvc | cat' sh "${jobs[@]}")")
  hello+=("$(timed "$scratch/hello" swift run "${jobs[@]}" hello)")
done
column() { printf '%s\n' "${@:2}" | cut -d' ' -f"$1" | median; }
app_wall=$(column 1 "${app[@]}") app_cpu=$(column 2 "${app[@]}")
hello_wall=$(column 1 "${hello[@]}") hello_cpu=$(column 2 "${hello[@]}")
echo "commit $(git rev-parse --short "$commit"), $runs runs each, interleaved, jobs: ${JOBS:-default}"
echo "cold swift run chapter-mvc | cat: median ${app_wall} s wall, ${app_cpu} s processor"
echo "cold swift run (hello world):     median ${hello_wall} s wall, ${hello_cpu} s processor"
echo "ratio: $(echo "scale=2; $app_wall / $hello_wall" | bc) wall, $(echo "scale=2; $app_cpu / $hello_cpu" | bc) processor  (goal <= 2.0)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
