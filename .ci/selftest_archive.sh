#!/usr/bin/env bash
# Unpack the archive that tools/build_dist.py made (named in dist/build-info.json) as a player would,
# then run the unpacked game's --selftest: a whole computer-only game through the real scenes, exit 0
# on success (also from the windowed build).  Linux runs it under xvfb-run.  The workflows call this
# after the build; .ci/frozen.sh runs it here too.  Logs go to $RUNNER_TEMP/durak-logs.
set -euo pipefail
cd "$(dirname "$0")/.."
py=python3  # Windows may have only a python3 that opens the Store: try it before trusting it
{ command -v "$py" >/dev/null 2>&1 && "$py" -c "" 2>/dev/null; } || py=python
tmp="${RUNNER_TEMP:-$(mktemp -d)}"
unpacked="$tmp/unpacked"
export DURAK_LOG_DIR="$tmp/durak-logs" SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
rm -rf "$unpacked"
mkdir -p "$unpacked" "$DURAK_LOG_DIR"
archive=$("$py" -c "import json; print(json.load(open('dist/build-info.json'))['archive'])")
case "$archive" in
  *.zip) "$py" -m zipfile -e "$archive" "$unpacked" ;;
  *) tar xzf "$archive" -C "$unpacked" ;;
esac
case "$archive" in
  *-windows-*) exe="$unpacked/Durak/Durak.exe" ;;
  *-macos-*) exe="$unpacked/Durak.app/Contents/MacOS/Durak" ;;
  *) exe="$unpacked/Durak/Durak" ;;
esac
ls -la "$unpacked"
args=(--selftest --debug-log "$DURAK_LOG_DIR/selftest.jsonl")
if [ "$(uname -s)" = Linux ]; then
  xvfb-run -a -s "-screen 0 1600x1000x24" "$exe" "${args[@]}"
else
  # a windowed .exe has no console: its exit code is what counts (bash waits for it)
  "$exe" "${args[@]}"
fi
echo "self-test of the unpacked $archive passed"
