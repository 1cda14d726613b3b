#!/usr/bin/env bash
# How long a printed run of `chapter-observer` takes, and its peak memory, when its
# cover server misbehaves (goal: under 15 s and under 300 MB whatever it sends).
#
#   bash Scripts/measure-bad-cover-server.sh [endless|trickle|huge]...   (default: all three)
#
#   endless  200 with no length, then bytes for as long as the client reads them
#   trickle  200 announcing 1,000 bytes, then one byte a second
#   huge     200 announcing 1 GiB, then nothing
#
# The server is a few lines of Python on a free loopback port, stopped by its process
# id on exit; covers go to a scratch folder. Peak memory is GNU time's maximum
# resident set size.
set -euo pipefail
cd "$(dirname "$0")/.."
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(endless trickle huge)
swift build --product chapter-observer >/dev/null 2>&1
program=.build/debug/chapter-observer
scratch=$(mktemp -d)
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

for mode in "${modes[@]}"; do
  rm -f "$scratch/port"
  serve "$mode"
  port=$(cat "$scratch/port")
  /usr/bin/time -v -o "$scratch/time" "$program" --server "http://127.0.0.1:$port" \
    --cache "$scratch/covers-$mode" >"$scratch/screen" 2>&1 || true
  seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$scratch/time")
  kilobytes=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$scratch/time")
  printf '%-8s wall %s  peak RSS %d MB  covers: %s\n' "$mode" "$seconds" \
    $((kilobytes / 1024)) "$(grep -m1 -o 'Covers:.*' "$scratch/screen" | cut -c1-70)"
  kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
  server=""
done
