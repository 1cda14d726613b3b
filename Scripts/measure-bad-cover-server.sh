#!/usr/bin/env bash
# How long a printed run of `chapter-observer` takes, and its peak memory, when its
# cover server misbehaves (goal: under 15 s and under 300 MB whatever it sends).
#
#   bash Scripts/measure-bad-cover-server.sh [endless|trickle|huge]...   (default: all three)
#   RUNS=10 bash Scripts/measure-bad-cover-server.sh    (runs of each; default 1)
#   PROGRAM=chapter-state bash Scripts/measure-bad-cover-server.sh   (a later chapter)
#
#   endless  200 with no length, then bytes for as long as the client reads them
#   trickle  200 announcing 1,000 bytes, then one byte a second
#   huge     200 announcing 1 GiB, then nothing
#
# Measured (2 shared cores, debug build, 10 runs each; seconds and peak MB, min/median/max):
#   endless  0.23 / 0.48 / 0.90 s   48 / 52.5 / 59 MB   (under taskset -c 0: 0.82 s, 65 MB at most)
#   trickle  5.03 / 5.06 / 5.09 s   36 / 36 / 36 MB
#   huge     0.04 / 0.06 / 0.10 s   36 / 36 / 36 MB
#   chapter-state, endless: 0.53 s, 61 MB at most; huge: 0.04 s, 37 MB at most.
# Before the delegate's calls ran inline (InlineDelegateQueue), endless gave
# 0.18 / 1.04 / 1.39 s and 72 / 176.5 / 482 MB, over 300 MB in 2 of 10 runs: URLSession
# queued the body's blocks for the delegate faster than it ran them.
#
# The server is a few lines of Python on a free loopback port, stopped by its process
# id on exit; covers go to a scratch folder. Peak memory is GNU time's maximum
# resident set size.
set -euo pipefail
cd "$(dirname "$0")/.."
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(endless trickle huge)
product=${PROGRAM:-chapter-observer}
swift build --product "$product" >/dev/null 2>&1
program=.build/debug/$product
scratch=$(mktemp -d)
# Chapter 7 on keep a state; theirs goes to the scratch folder too.
extra=()
[ "$product" = chapter-observer ] || extra=(--state-dir "$scratch/state")
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$scratch"' EXIT

serve() {
  python3 - "$1" "$scratch/port" <<'PY' &
import socket, sys, threading, time
mode, port_file = sys.argv[1], sys.argv[2]
def answer(client):
    try:
        head = b""
        while b"\r\n\r\n" not in head:
            data = client.recv(4096)
            if not data: return
            head += data
        if mode == "endless":
            client.sendall(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")
            chunk = b"x" * 65536
            while True: client.sendall(chunk)
        elif mode == "trickle":
            client.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
            for _ in range(1000):
                client.sendall(b"x"); time.sleep(1)
        else:
            client.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % (1 << 30))
            while client.recv(4096): pass
    except OSError:
        pass
    finally:
        client.close()
listener = socket.socket()
listener.bind(("127.0.0.1", 0)); listener.listen(16)
open(port_file, "w").write(str(listener.getsockname()[1]))
while True:
    client, _ = listener.accept()
    threading.Thread(target=answer, args=(client,), daemon=True).start()
PY
  server=$!
  for _ in $(seq 50); do [ -s "$scratch/port" ] && break; sleep 0.1; done
}

# m:ss.cc (GNU time's wall clock) in seconds.
seconds_of() { awk -F: '{ printf "%.2f", $(NF-1) * 60 + $NF }' <<<"$1"; }
# min / median / max of the numbers on standard input.
spread() { sort -n | awk '{ v[NR] = $1 } END {
  m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
  printf "%s / %s / %s", v[1], m, v[NR] }'; }

runs=${RUNS:-1}
for mode in "${modes[@]}"; do
  rm -f "$scratch/port"
  serve "$mode"
  port=$(cat "$scratch/port")
  : >"$scratch/seconds"
  : >"$scratch/megabytes"
  for run in $(seq "$runs"); do
    rm -rf "$scratch/covers-$mode"
    /usr/bin/time -v -o "$scratch/time" "$program" --server "http://127.0.0.1:$port" \
      --cache "$scratch/covers-$mode" "${extra[@]}" >"$scratch/screen" 2>&1 || true
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$scratch/time")
    kilobytes=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$scratch/time")
    seconds_of "$wall" >>"$scratch/seconds"; echo >>"$scratch/seconds"
    echo $((kilobytes / 1024)) >>"$scratch/megabytes"
    printf '%-8s run %2d  %6s s  peak RSS %4d MB  %s\n' "$mode" "$run" \
      "$(seconds_of "$wall")" $((kilobytes / 1024)) \
      "$(grep -m1 -o 'Covers:.*' "$scratch/screen" | cut -c1-70)"
  done
  if [ "$runs" -gt 1 ]; then
    printf '%-8s %d runs  seconds min/median/max %s  peak MB %s\n' "$mode" "$runs" \
      "$(spread <"$scratch/seconds")" "$(spread <"$scratch/megabytes")"
  fi
  kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
  server=""
done
