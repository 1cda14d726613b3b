#!/usr/bin/env bash
# How much CPU an interactive chapter program uses while its screen stands still: runs it
# in an 80x24 tmux pane, waits for the first screen, and reads its CPU ticks from
# /proc/<pid>/stat over 3 s. Needs tmux. Figures for the notes, never a test.
#   bash Scripts/measure-steady-screen-cpu.sh [PROGRAM [ARGS...]]   (default: chapter-mvc --size 1000x1000)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  swift build --jobs 1 --product chapter-mvc >/dev/null
  set -- "$(swift build --show-bin-path)/chapter-mvc" --size 1000x1000
fi
socket="steady-screen-cpu-$$"
tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 "$(printf '%q ' "$@")"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
sleep 2
pid=$(tmux -L "$socket" display-message -p '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
sleep 3
used=$(($(ticks) - before))
echo "$*: $((used * 100 / (3 * hz)))% of one core over 3 s ($used ticks at $hz Hz)"
