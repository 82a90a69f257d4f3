"""Start-up time of the game: process start → its first drawn frame, median of N runs.

    python bench/startup.py                      # the built executable dist/Durak/Durak (5 runs)
    python bench/startup.py --runs 9 --exe dist/onefile/Durak
    python bench/startup.py --source             # python -m game from the source tree, for comparison

Each run starts the game with ``--debug-log`` (main menu, 1280×800, fresh user folders, dummy audio)
and watches the log: the time is taken when the ``first_frame`` line appears (the app writes it after
its first ``display.flip()``).  If the app does not write that line, the first ``scene`` line is used
instead (written in the first frame, just before that frame is drawn); the output says which marker
was used.  Then the game is stopped.  On Linux without a display a private Xvfb is started.

Prints every run and the median; ``--json`` prints a JSON object instead.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

MARKERS = ("first_frame", "scene")


def default_exe() -> Path:
    name = "Durak.exe" if sys.platform == "win32" else "Durak"
    if sys.platform == "darwin" and (ROOT / "dist" / "Durak.app").is_dir():
        return ROOT / "dist" / "Durak.app" / "Contents" / "MacOS" / "Durak"
    return ROOT / "dist" / "Durak" / name


def one_run(cmd: list[str], env: dict[str, str], cwd: Path, log: Path, timeout: float) -> tuple[float, str]:
    """Seconds from Popen to the first marker line in ``log``, and the marker's kind."""
    log.unlink(missing_ok=True)
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [*cmd, "--debug-log", str(log), "--size", "1280x800"],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL,
        start_new_session=(os.name == "posix"),
    )
    found: dict[str, float] = {}
    try:
        pos = 0
        buf = b""
        deadline = t0 + timeout
        while time.perf_counter() < deadline and "first_frame" not in found:
            if proc.poll() is not None:
                break
            try:
                with open(log, "rb") as fh:
                    fh.seek(pos)
                    chunk = fh.read()
            except FileNotFoundError:
                chunk = b""
            if chunk:
                now = time.perf_counter()
                pos += len(chunk)
                buf += chunk
                *lines, buf = buf.split(b"\n")
                for line in lines:
                    with contextlib.suppress(ValueError):
                        kind = json.loads(line).get("kind")
                        if kind in MARKERS and kind not in found:
                            found[kind] = now - t0
            if "scene" in found and time.perf_counter() - t0 > found["scene"] + 2:
                break  # this app version writes no first_frame line
            time.sleep(0.002)
    finally:
        if proc.poll() is None:
            if os.name == "posix":
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
            else:
                proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    for marker in MARKERS:
        if marker in found:
            return found[marker], marker
    raise RuntimeError(
        f"no {' or '.join(MARKERS)} line in the debug log within {timeout:.0f} s "
        f"(exit code {proc.returncode})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--exe", type=Path, default=None, help="the executable (default: the one-folder build)"
    )
    parser.add_argument("--source", action="store_true", help="time `python -m game` from the source tree")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    if args.source:
        cmd = [sys.executable, "-m", "game"]
        label = "python -m game (source)"
    else:
        exe = (args.exe or default_exe()).resolve()
        if not exe.is_file():
            print(f"{exe} does not exist; build it first: python tools/build_dist.py", file=sys.stderr)
            return 2
        cmd = [str(exe)]
        label = str(exe.relative_to(ROOT)) if exe.is_relative_to(ROOT) else str(exe)

    with tempfile.TemporaryDirectory(prefix="durak-startup-") as tmp, contextlib.ExitStack() as stack:
        tmpdir = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DURAK_", "XDG_"))}
        env.update(
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            DURAK_CONFIG_DIR=str(tmpdir / "config"),
            DURAK_LOG_DIR=str(tmpdir / "logs"),
        )
        if args.source:
            env["PYTHONPATH"] = str(ROOT)
        if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
            from smoke_frozen import xvfb

            env["DISPLAY"] = stack.enter_context(xvfb())
        times, markers = [], set()
        for i in range(args.runs):
            seconds, marker = one_run(
                cmd, env, tmpdir if not args.source else ROOT, tmpdir / f"run{i}.jsonl", args.timeout
            )
            times.append(seconds)
            markers.add(marker)
            if not args.json:
                print(f"run {i + 1}: {seconds:.3f} s  (to '{marker}')", flush=True)

    result = {
        "what": label,
        "marker": "/".join(sorted(markers)),
        "runs": [round(t, 3) for t in times],
        "median_s": round(statistics.median(times), 3),
        "min_s": round(min(times), 3),
        "max_s": round(max(times), 3),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{label}: start-up to first frame, median of {len(times)}: {result['median_s']:.3f} s "
            f"(min {result['min_s']:.3f}, max {result['max_s']:.3f}; marker: {result['marker']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
