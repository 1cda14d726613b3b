#!/usr/bin/env bash
# The memory of `chapter-state --server` in a terminal after one `d`, when the server
# answers every post with an endless reply (goal: no growth; under 100 MB throughout).
#
#   bash Scripts/measure-endless-post.sh [seconds] [program]   (default 20 s; run from anywhere)
#
# `program` is the binary to measure (default .build/debug/chapter-state): another
# commit's build compares two versions alike.
#
# The server is a few lines of Python on a free loopback port: a POST gets `200` with no
# length and then bytes for as long as the client reads them; anything else (the
# covers) a 404. The app runs in a terminal of its own (`script`), gets `d` after a
# second and `q` at the end; its resident memory is read from /proc every second. Both
# are stopped by their process ids on exit; the state goes to a scratch folder.
#
# Measured (2 shared cores, debug build, 20 s, one post answered):
#   before, the whole reply kept and the post never cancelled: 491 MB 1 s after d,
#     4,370 MB at 10 s, 8,462 MB at 20 s
#   after, only the status read, the rest dropped, the request cancelled: 36 MB from
#     the first second to the last
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
program=$(realpath "${2:-.build/debug/chapter-state}")
[ -n "${2:-}" ] || swift build --product chapter-state >/dev/null 2>&1
scratch=$(mktemp -d)
server="" app=""
trap '[ -n "$app" ] && kill "$app" 2>/dev/null; [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$scratch"' EXIT

python3 - "$scratch/port" "$scratch/posts" <<'PY' &
import socket, sys, threading
def answer(client):
    try:
        head = b""
        while b"\r\n\r\n" not in head:
            data = client.recv(4096)
            if not data: return
            head += data
        if head.startswith(b"POST"):
            with open(sys.argv[2], "a") as posts: posts.write("post\n")
            client.sendall(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")
            chunk = b"x" * 65536
            while True: client.sendall(chunk)
        client.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    except OSError:
        pass
    finally:
        client.close()
listener = socket.socket()
listener.bind(("127.0.0.1", 0)); listener.listen(16)
open(sys.argv[1], "w").write(str(listener.getsockname()[1]))
while True:
    client, _ = listener.accept()
    threading.Thread(target=answer, args=(client,), daemon=True).start()
PY
server=$!
for _ in $(seq 50); do [ -s "$scratch/port" ] && break; sleep 0.1; done
port=$(cat "$scratch/port")

# The keys reach the app through the terminal `script` gives it.
mkfifo "$scratch/keys"
script -qfc "stty cols 80 rows 24; '$program' --server http://127.0.0.1:$port --state-dir '$scratch/state'" \
  /dev/null <"$scratch/keys" >/dev/null 2>&1 &
app=$!
exec 3>"$scratch/keys"
# The app's own process, below script's shell.
pid=""
for _ in $(seq 100); do
  pid=$(pgrep -f -n -- "$program --server http://127.0.0.1:$port" || true)
  [ -n "$pid" ] && break
  sleep 0.1
done
[ -n "$pid" ] || { echo "the app did not start" >&2; exit 1; }
sleep 1
printf d >&3
peak=0
for second in $(seq "$seconds"); do
  sleep 1
  kilobytes=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || echo 0)
  megabytes=$((kilobytes / 1024))
  [ "$megabytes" -gt "$peak" ] && peak=$megabytes
  printf '%3d s after d: %5d MB\n' "$second" "$megabytes"
done
printf q >&3
exec 3>&-
# q ends the app and so `script`; it is waited for, for 10 s at most.
for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
app=""
echo "posts the server answered: $(wc -l <"$scratch/posts" 2>/dev/null || echo 0)"
echo "peak resident memory over ${seconds} s after one d: ${peak} MB  (goal: under 100)"
