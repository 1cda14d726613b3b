#!/usr/bin/env bash
# How long a learner waits for `swift run workbook check mvc-1` after a one-line edit,
# against a no-op `swift build`, measured interleaved in one run so that the load of a
# shared machine falls on both alike. Prints each median and the ratio (goal: <= 2.5).
#
#   bash Scripts/measure-check.sh [runs]     (default 7; run from anywhere)
#
# The learner's file of mvc-1 gets a comment line per run and is put back on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
file=Exercises/mvc-1/FilmPosters.swift
backup=$(mktemp)
cp "$file" "$backup"
trap 'cp "$backup" "$file"; rm -f "$backup"' EXIT

seconds() { # the wall time of a command, in seconds
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

swift build --jobs 1 >/dev/null 2>&1              # everything built once
swift run workbook check mvc-1 >/dev/null 2>&1 || true   # and the library stamped
builds=() checks=()
for run in $(seq "$runs"); do
  builds+=("$(seconds swift build)")
  echo "// edit $run" >>"$file"
  checks+=("$(seconds swift run workbook check mvc-1)")
done
build=$(printf '%s\n' "${builds[@]}" | median)
check=$(printf '%s\n' "${checks[@]}" | median)
echo "no-op swift build:            median ${build} s  (${builds[*]})"
echo "check mvc-1 after an edit:    median ${check} s  (${checks[*]})"
echo "ratio: $(echo "scale=2; $check / $build" | bc)  (goal <= 2.5)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
