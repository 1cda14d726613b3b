#!/usr/bin/env bash
# How long `workbook watch mvc-1` (piped) takes from a save of the learner's file to
# the verdict line it prints. Prints every figure and the median (goal: <= 0.6 s).
#
#   bash Scripts/measure-watch.sh [runs] [workbook]   (default 9 runs; run from anywhere)
#
# `workbook` is the binary to measure (default .build/debug/workbook): another commit's
# build, run against this checkout's exercise and library, compares two versions alike.
#
# Also prints the processor time each check costs (the watch and the compilers and
# checks it waited for, from /proc), which the load of a shared machine does not
# inflate: on a quiet machine the wall time comes close to it.
#
# Each run appends a comment line to the learner's file of mvc-1, which is put back
# on exit, and the watch is stopped by its process id.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
workbook=$(realpath "${2:-.build/debug/workbook}")
file=Exercises/mvc-1/FilmPosters.swift
backup=$(mktemp)
out=$(mktemp)
cp "$file" "$backup"
swift build --jobs 1 >/dev/null 2>&1
swift run workbook check mvc-1 >/dev/null 2>&1 || true   # the library built and stamped
"$workbook" watch mvc-1 --no-build >"$out" 2>&1 &
watch=$!
trap 'kill "$watch" 2>/dev/null || true; wait "$watch" 2>/dev/null || true; cp "$backup" "$file"; rm -f "$backup" "$out"' EXIT

verdicts() { grep -c '^[✓✗]' "$out" || true; }
wait_for() { # until there are $1 verdict lines, for at most 60 s
  local deadline=$((SECONDS + 60))
  while [ "$(verdicts)" -lt "$1" ]; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "no verdict within 60 s" >&2; cat "$out" >&2; exit 1; }
    sleep 0.01
  done
}
# utime + stime + cutime + cstime of the watch, in seconds.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15 + $16 + $17) / hz }' "/proc/$watch/stat"; }
wait_for 1
times=() cpus=()
for run in $(seq "$runs"); do
  sleep 0.5
  before=$(cpu)
  start=$(date +%s.%N)
  echo "// edit $run" >>"$file"
  wait_for $((run + 1))
  end=$(date +%s.%N)
  times+=("$(echo "$end - $start" | bc)")
  cpus+=("$(echo "$(cpu) - $before" | bc)")
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "save -> verdict, workbook watch mvc-1: median $(printf '%s\n' "${times[@]}" | median) s  (${times[*]})  (goal <= 0.6)"
echo "processor time per check:              median $(printf '%s\n' "${cpus[@]}" | median) s  (${cpus[*]})"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
