#!/usr/bin/env bash
# The largest library the app is made for (KeptFile.largestLibrary: 100,000 albums) saved
# and launched back by the finished app: writes a state.json of that many albums (each
# about the size of the tutorial's), runs `chapter-command --keys d` on it (a launch that
# restores it, deletes one album and saves on its way out), then launches once more, and
# prints the seconds, the peak memory and the file's bytes of each run. Release build.
# Figures for the notes, never a test.
#   bash Scripts/measure-largest-library.sh [ALBUMS]   (default: 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
albums="${1:-100000}"
swift build -c release --product chapter-command >/dev/null
program="$(swift build -c release --show-bin-path)/chapter-command"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
python3 - "$albums" "$folder/state/state.json" <<'PY'
import json, os, sys
count, path = int(sys.argv[1]), sys.argv[2]
os.makedirs(os.path.dirname(path), mode=0o700)
albums = [{"title": f"Album number {n}", "artist": f"Artist {n % 5000}", "genre": "Pop",
           "cover_url": f"/static/covers/album_{n}.png", "year": str(1950 + n % 70)}
          for n in range(count)]
with open(path, "w") as file:
    json.dump({"version": 1, "currentAlbumIndex": 0, "scrollerIndex": 0, "albums": albums},
              file, indent=2)
PY
bytes() { stat -c %s "$folder/state/state.json"; }
run() {
  /usr/bin/time -f "%e %M" -o "$folder/time" "$program" --state-dir "$folder/state" \
    --cache "$folder/covers" "$@" >"$folder/screen" 2>"$folder/stderr"
  read -r seconds kilobytes <"$folder/time"
  shown=$(grep -o 'Album [0-9]* of [0-9]*' "$folder/screen" | head -1)
  said=$(grep -o 'State: [a-z ]*' "$folder/screen" | head -1)
  echo "  $seconds s, peak $((kilobytes / 1024)) MiB; shows \"$shown\"; \"$said\"; state.json $(bytes) bytes"
}
echo "chapter-command over $albums albums (state.json $(bytes) bytes written by the script):"
echo "launch, delete one, save on the way out (--keys d):"
run --keys d
echo "launch back (no keys):"
run
if [ -s "$folder/stderr" ]; then echo "stderr:"; cat "$folder/stderr"; fi
