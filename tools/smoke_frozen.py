"""Smoke tests of the *built* game (``dist/Durak/Durak``), run by ``.ci/frozen.sh``.

    python tools/smoke_frozen.py [--exe dist/Durak/Durak] [--artifacts out/frozen]
                                 [--only selftest,e2e,dirs,crash] [--seed 1]

Linux only (Xvfb, xdotool and ImageMagick's ``import``).  One private Xvfb server is started on a
free display for all checks; every run of the game gets fresh, empty HOME / XDG_* folders and a
fresh working directory, and ``SDL_AUDIODRIVER=dummy``.

1. selftest  ``Durak --selftest`` plays a computer-only game through the real scenes: exit 0 within 180 s.
2. e2e       ``Durak --new-game podkidnoy --seed N --debug-log LOG --size 1280x800``: xdotool drags a
             legal card of the human's hand (positions from the debug log's ``layout`` lines) onto the
             table in the real X window; the debug log must then show the human's Attacked/Defended
             event.  A screenshot of the screen is saved in the artifacts folder.
3. dirs      the frozen runs wrote nothing into ``dist/Durak`` or their working directory; the log
             went to ``$XDG_STATE_HOME/Durak/log`` and the settings to ``$XDG_CONFIG_HOME/Durak``.
4. crash     a copy of the build with its theme file removed crashes at start-up: the game must show
             the error screen (screenshot), write ``crash-*.log`` into the user log folder, quit on a
             key press and exit non-zero.

Exit status 0 when every check passed; a summary (with durations) is printed and written to
``ARTIFACTS/smoke.json``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXE = ROOT / "dist" / "Durak" / ("Durak.exe" if sys.platform == "win32" else "Durak")
APP = "Durak"
SELFTEST_TIMEOUT = 180.0
#: what system libraries (not the game) keep in the user's cache folder: Mesa's OpenGL shader cache
#: (SDL's window surface), fontconfig's cache.  In the user folders, so allowed.
SYSTEM_CACHES = (".cache/mesa_shader_cache/", ".cache/mesa_shader_cache_db/", ".cache/fontconfig/")


class CheckFailed(Exception):
    pass


# ----------------------------------------------------------------------------- X server


@contextlib.contextmanager
def xvfb(size: str = "1600x1000x24") -> Iterator[str]:
    """A private Xvfb on a free display (``-displayfd``: the server picks it); yields ``":N"``."""
    if os.environ.get("DURAK_SMOKE_DISPLAY"):  # use an existing server (debugging)
        yield os.environ["DURAK_SMOKE_DISPLAY"]
        return
    if not shutil.which("Xvfb"):
        raise CheckFailed("Xvfb is not installed (apt-get install xvfb)")
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", size, "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    try:
        number = b""
        deadline = time.monotonic() + 20
        while not number.endswith(b"\n"):
            if time.monotonic() > deadline or proc.poll() is not None:
                raise CheckFailed("Xvfb did not start")
            chunk = os.read(read_fd, 16)
            if not chunk:
                raise CheckFailed("Xvfb did not report its display")
            number += chunk
        yield f":{number.decode().strip()}"
    finally:
        os.close(read_fd)
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# ----------------------------------------------------------------------------- helpers


class Sandbox:
    """Fresh HOME, XDG folders and working directory for one run of the game."""

    def __init__(self, root: Path, name: str) -> None:
        self.root = root / name
        self.home = self.root / "home"
        self.config = self.home / ".config"
        self.state = self.home / ".local" / "state"
        self.cache = self.home / ".cache"
        self.data = self.home / ".local" / "share"
        self.cwd = self.root / "cwd"
        for folder in (self.config, self.state, self.cache, self.data, self.cwd):
            folder.mkdir(parents=True, exist_ok=True)

    @property
    def log_dir(self) -> Path:  # platformdirs.user_log_dir("Durak", appauthor=False) on Linux
        return self.state / APP / "log"

    @property
    def config_dir(self) -> Path:  # platformdirs.user_config_dir("Durak", appauthor=False)
        return self.config / APP

    def env(self, display: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DURAK_", "XDG_", "SDL_"))}
        env.update(
            HOME=str(self.home),
            XDG_CONFIG_HOME=str(self.config),
            XDG_STATE_HOME=str(self.state),
            XDG_CACHE_HOME=str(self.cache),
            XDG_DATA_HOME=str(self.data),
            XDG_RUNTIME_DIR=str(self.root / "run"),
            DISPLAY=display,
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        (self.root / "run").mkdir(mode=0o700, exist_ok=True)
        return env

    def files(self) -> list[str]:
        return sorted(str(p.relative_to(self.home)) for p in self.home.rglob("*") if p.is_file())


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    out = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in filenames + dirnames:
            p = Path(dirpath, name)
            st = p.lstat()
            out[str(p.relative_to(folder))] = (st.st_size, st.st_mtime_ns)
    return out


def start(exe: Path, args: list[str], box: Sandbox, display: str, out: Path) -> subprocess.Popen[bytes]:
    """Start the game in its own session (so that it and only it can be stopped)."""
    fh = open(out, "wb")  # noqa: SIM115  (closed when the process is reaped)
    proc = subprocess.Popen(
        [str(exe), *args],
        cwd=box.cwd,
        env=box.env(display),
        stdout=fh,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
    proc._durak_out = fh  # type: ignore[attr-defined]
    return proc


def stop(proc: subprocess.Popen[bytes], timeout: float = 5.0) -> int:
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    fh = getattr(proc, "_durak_out", None)
    if fh is not None:
        fh.close()
    return proc.returncode


def xdotool(display: str, *args: str, timeout: float = 20.0) -> str:
    env = dict(os.environ, DISPLAY=display)
    res = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)
    if res.returncode != 0:
        raise CheckFailed(f"xdotool {' '.join(args)} failed: {res.stderr.strip()}")
    return res.stdout


def screenshot(display: str, path: Path) -> None:
    env = dict(os.environ, DISPLAY=display)
    res = subprocess.run(
        ["import", "-window", "root", str(path)], env=env, capture_output=True, text=True, timeout=30
    )
    if res.returncode != 0:
        raise CheckFailed(f"screenshot failed: {res.stderr.strip()}")


def find_window(display: str, pid: int, timeout: float = 30.0) -> str:
    """The game's X window id (xdotool search --sync waits for it to appear)."""
    out = xdotool(display, "search", "--sync", "--onlyvisible", "--pid", str(pid), timeout=timeout)
    ids = out.split()
    if not ids:
        raise CheckFailed(f"no window of pid {pid}")
    return ids[-1]


def read_log(path: Path) -> list[dict[str, Any]]:
    records = []
    with contextlib.suppress(FileNotFoundError):
        for line in path.read_text(encoding="utf-8").splitlines():
            with contextlib.suppress(ValueError):
                rec = json.loads(line)
                if isinstance(rec, dict):
                    records.append(rec)
    return records


def wait_for(
    cond: Any, timeout: float, what: str, proc: subprocess.Popen[bytes] | None = None, interval: float = 0.05
) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = cond()
        if value:
            return value
        if proc is not None and proc.poll() is not None:
            raise CheckFailed(f"the game exited (code {proc.returncode}) while waiting for {what}")
        time.sleep(interval)
    raise CheckFailed(f"timed out after {timeout:.0f} s waiting for {what}")


# ----------------------------------------------------------------------------- debug-log reading
# The table (game/ui/scenes/table.py) writes engine events as {"kind": "event", "type": "Attacked",
# "seat": 0, ...}, its geometry as {"kind": "layout", "size": [w, h], "hand": [...], "click": {"7H":
# [x, y], ...}, "table": [{"card": "9S", "x": .., "y": .., "beaten": false}], "bout": [x, y, w, h]}
# (window pixels; "click" is the visible part of each hand card) and, when the human may act,
# {"kind": "turn", "seat": 0, "phase": "lead", "legal": ["attack 8S", "beat 9S JS", ...]}.


def events(records: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    return [r for r in records if r.get("kind") == "event" and r.get("type") == name]


def human_turn(records: list[dict[str, Any]], human: int) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The human's latest ``turn`` line and the ``layout`` line in force then."""
    layout = None
    found = None
    for rec in records:
        if rec.get("kind") == "layout":
            layout = rec
        elif rec.get("kind") == "turn" and rec.get("seat") == human and layout is not None:
            found = (rec, layout)
    return found


def choose_move(turn: dict[str, Any], layout: dict[str, Any]) -> tuple[str, str, tuple[int, int]] | None:
    """(wanted event, card to drag, drop point) for a legal attack, else a legal beat."""
    legal = [str(a).split() for a in turn.get("legal") or []]
    clicks = layout.get("click") or {}
    for parts in legal:
        if parts[0] == "attack" and len(parts) == 2 and parts[1] in clicks:
            x, y, w, h = layout["bout"]
            return "Attacked", parts[1], (x + w // 2, y + h // 2)
    for parts in legal:
        if parts[0] == "beat" and len(parts) == 3 and parts[2] in clicks:
            for item in layout.get("table") or []:
                if item.get("card") == parts[1]:
                    return "Defended", parts[2], (int(item["x"]), int(item["y"]))
    return None


# ----------------------------------------------------------------------------- the checks


def check_selftest(exe: Path, display: str, work: Path, art: Path) -> dict[str, Any]:
    box = Sandbox(work, "selftest")
    out = art / "selftest-output.txt"
    t0 = time.perf_counter()
    proc = start(exe, ["--selftest", "--debug-log", str(art / "selftest-debug.jsonl")], box, display, out)
    try:
        code = proc.wait(SELFTEST_TIMEOUT)
    except subprocess.TimeoutExpired:
        stop(proc)
        raise CheckFailed(f"--selftest did not finish within {SELFTEST_TIMEOUT:.0f} s") from None
    stop(proc)
    seconds = time.perf_counter() - t0
    text = out.read_text(encoding="utf-8", errors="replace")
    if code != 0:
        raise CheckFailed(f"--selftest exited {code}; output:\n{text[-3000:]}")
    # the translation catalogues are data files the build must carry (build.spec)
    translations = next((line for line in text.splitlines() if "selftest: translations:" in line), "")
    if " de '" not in translations:
        raise CheckFailed(f"--selftest read no German catalogue; output:\n{text[-3000:]}")
    return {
        "seconds": round(seconds, 1),
        "exit_code": code,
        "box": box,
        "last_line": text.strip().splitlines()[-1] if text.strip() else "",
    }


def _drag(
    display: str, wid: str, start_xy: tuple[int, int], end_xy: tuple[int, int], steps: int = 12
) -> None:
    (x0, y0), (x1, y1) = start_xy, end_xy
    xdotool(display, "mousemove", "--window", wid, str(x0), str(y0))
    time.sleep(0.15)
    xdotool(display, "mousedown", "1")
    time.sleep(0.1)
    for i in range(1, steps + 1):
        x = round(x0 + (x1 - x0) * i / steps)
        y = round(y0 + (y1 - y0) * i / steps)
        xdotool(display, "mousemove", "--window", wid, str(x), str(y))
        time.sleep(0.03)
    time.sleep(0.15)
    xdotool(display, "mouseup", "1")


def check_e2e(exe: Path, display: str, work: Path, art: Path, seed: int) -> dict[str, Any]:
    box = Sandbox(work, "e2e")
    log = art / "e2e-debug.jsonl"
    log.unlink(missing_ok=True)
    human = 0
    args = [
        "--new-game",
        "podkidnoy",
        "--seed",
        str(seed),
        "--debug-log",
        str(log),
        "--size",
        "1280x800",
        "--lang",
        "en",
    ]  # --lang is saved: proves the settings file goes to the user config dir
    proc = start(exe, args, box, display, art / "e2e-output.txt")
    try:
        wid = find_window(display, proc.pid)
        geometry = xdotool(display, "getwindowgeometry", wid).strip().replace("\n", "; ")
        first = wait_for(lambda: events(read_log(log), "FirstAttacker"), 30, "the FirstAttacker event", proc)[
            0
        ]
        result: dict[str, Any] = {
            "window": wid,
            "geometry": geometry,
            "seed": seed,
            "box": box,
            "first_attacker": first.get("seat"),
        }
        if first.get("seat") != human:
            # the computer leads: the human's turn comes when it has to defend
            wait_for(lambda: events(read_log(log), "Attacked"), 30, "the computer's attack", proc)
        turn, layout = wait_for(lambda: human_turn(read_log(log), human), 40, "the human's turn", proc)
        time.sleep(0.5)  # the hand's lift/deal animations settle; take the newest geometry
        turn, layout = human_turn(read_log(log), human) or (turn, layout)
        move = choose_move(turn, layout)
        if move is None:
            raise CheckFailed(
                f"seed {seed}: the human can neither attack nor beat ({turn.get('legal')}); "
                "pick another --seed"
            )
        wanted, card, target = move
        x0, y0 = layout["click"][card]
        before = len(events(read_log(log), wanted))
        _drag(display, wid, (int(x0), int(y0)), target)
        hit = wait_for(
            lambda: [e for e in events(read_log(log), wanted)[before:] if e.get("seat") == human],
            10,
            f"the human's {wanted} event after dragging {card}",
            proc,
        )
        result.update(
            role="attacker" if wanted == "Attacked" else "defender",
            event=hit[0],
            dragged=card,
            drag_from=[x0, y0],
            drop_at=list(target),
        )
        time.sleep(0.8)
        screenshot(display, art / "e2e-table.png")
        result["screenshot"] = str(art / "e2e-table.png")
        # ask it to quit (SDL turns SIGTERM into a QUIT event, like closing the window; there is no
        # window manager under Xvfb to deliver WM_DELETE_WINDOW): it must leave with exit code 0
        os.kill(proc.pid, signal.SIGTERM)
        try:
            result["exit_code"] = proc.wait(15)
        except subprocess.TimeoutExpired:
            raise CheckFailed("the game did not quit on SIGTERM") from None
        if result["exit_code"] != 0:
            raise CheckFailed(f"exit code {result['exit_code']} after a quit request")
        return result
    finally:
        stop(proc)


#: where the game may write in a home folder: settings, logs, caches, and the user data folder
#: (the game kept for Continue, statistics, kept games)
USER_FOLDERS = (
    f".config/{APP}/",
    f".local/state/{APP}/",
    f".cache/{APP}/",
    f".local/share/{APP}/",
    *SYSTEM_CACHES,
)


def check_dirs(exe: Path, before: dict[str, tuple[int, int]], boxes: list[Sandbox]) -> dict[str, Any]:
    after = snapshot(exe.parent)
    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    changed = sorted(k for k in set(before) & set(after) if before[k] != after[k])
    problems = []
    if added or removed or changed:
        problems.append(
            f"dist folder changed: added {added[:10]}, removed {removed[:10]}, changed {changed[:10]}"
        )
    files: dict[str, list[str]] = {}
    for box in boxes:
        in_cwd = sorted(str(p.relative_to(box.cwd)) for p in box.cwd.rglob("*"))
        if in_cwd:
            problems.append(f"{box.root.name}: wrote into its working directory: {in_cwd[:10]}")
        files[box.root.name] = box.files()
        if not (box.log_dir / "durak.log").is_file():
            problems.append(f"{box.root.name}: no durak.log in {box.log_dir}")
        outside = [f for f in files[box.root.name] if not f.startswith(USER_FOLDERS)]
        if outside:
            problems.append(f"{box.root.name}: files outside the Durak user folders: {outside[:10]}")
    e2e = [b for b in boxes if b.root.name == "e2e"]
    if e2e and not any(p.name.startswith("settings") for p in e2e[0].config_dir.glob("*.json")):
        problems.append(f"e2e: no settings file in {e2e[0].config_dir} after --lang en")
    if problems:
        raise CheckFailed("; ".join(problems))
    shown = {name: [f for f in fl if not f.startswith(SYSTEM_CACHES)] for name, fl in files.items()}
    system = {name: sum(f.startswith(SYSTEM_CACHES) for f in fl) for name, fl in files.items()}
    return {"dist_unchanged": True, "user_files": shown, "system_cache_files": system}


def check_crash(exe: Path, display: str, work: Path, art: Path) -> dict[str, Any]:
    """A broken copy of the build (no theme file) must show the error screen and write a crash log."""
    copy = work / "broken" / exe.parent.name
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(exe.parent, copy, symlinks=True)
    theme = copy / "_internal" / "game" / "ui" / "theme.json"
    if not theme.is_file():
        raise CheckFailed(f"{theme} not in the build")
    theme.unlink()
    box = Sandbox(work, "crash")
    proc = start(copy / exe.name, ["--size", "1024x640"], box, display, art / "crash-output.txt")
    try:
        wid = find_window(display, proc.pid)
        crash_log = wait_for(lambda: sorted(box.log_dir.glob("crash-*.log")), 30, "a crash log", proc)[0]
        time.sleep(1.0)
        if proc.poll() is not None:
            raise CheckFailed(
                f"the game vanished (exit {proc.returncode}) instead of showing the error screen"
            )
        screenshot(display, art / "crash-screen.png")
        title = xdotool(display, "getwindowname", wid).strip()
        xdotool(display, "mousemove", "--window", wid, "100", "100")
        xdotool(display, "click", "1")
        try:
            code = proc.wait(15)
        except subprocess.TimeoutExpired:
            raise CheckFailed("the error screen did not close on a click") from None
        text = crash_log.read_text(encoding="utf-8")
        if code == 0:
            raise CheckFailed("a crashed game exited 0")
        if "Traceback" not in text or "Frozen: True" not in text:
            raise CheckFailed(f"crash log lacks the traceback or the frozen flag:\n{text[:2000]}")
        return {
            "exit_code": code,
            "crash_log": str(crash_log.relative_to(box.home)),
            "window_title": title,
            "screenshot": str(art / "crash-screen.png"),
            "first_lines": text.splitlines()[:5],
        }
    finally:
        stop(proc)
        shutil.rmtree(copy.parent, ignore_errors=True)


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", type=Path, default=DEFAULT_EXE)
    parser.add_argument("--artifacts", type=Path, default=ROOT / "out" / "frozen")
    parser.add_argument("--only", default="selftest,e2e,dirs,crash", help="comma-separated checks to run")
    parser.add_argument("--seed", type=int, default=1, help="seed of the end-to-end game")
    args = parser.parse_args(argv)
    exe = args.exe.resolve()
    if not exe.is_file():
        print(f"smoke: {exe} does not exist; build it first (python tools/build_dist.py)", file=sys.stderr)
        return 2
    for tool in ("xdotool", "import"):
        if not shutil.which(tool):
            print(f"smoke: {tool} is not installed", file=sys.stderr)
            return 2
    art = args.artifacts.resolve()
    art.mkdir(parents=True, exist_ok=True)
    only = {c.strip() for c in args.only.split(",") if c.strip()}
    before = snapshot(exe.parent)
    summary: dict[str, Any] = {"exe": str(exe)}
    failed = []
    boxes: list[Sandbox] = []
    with tempfile.TemporaryDirectory(prefix="durak-smoke-") as tmp, xvfb() as display:
        work = Path(tmp)
        checks = [
            ("selftest", lambda: check_selftest(exe, display, work, art)),
            ("e2e", lambda: check_e2e(exe, display, work, art, args.seed)),
            ("dirs", lambda: check_dirs(exe, before, boxes)),
            ("crash", lambda: check_crash(exe, display, work, art)),
        ]
        for name, check in checks:
            if name not in only:
                continue
            t0 = time.perf_counter()
            try:
                result = check()
                box = result.pop("box", None)
                if box is not None:
                    boxes.append(box)
                result["check_seconds"] = round(time.perf_counter() - t0, 1)
                summary[name] = {"ok": True, **result}
                print(f"smoke: {name}: ok ({result['check_seconds']} s)", flush=True)
            except (CheckFailed, subprocess.SubprocessError, OSError) as exc:
                failed.append(name)
                summary[name] = {"ok": False, "error": str(exc)}
                print(f"smoke: {name}: FAILED: {exc}", flush=True)
    (art / "smoke.json").write_text(json.dumps(summary, indent=2, default=str) + "\n", encoding="utf-8")
    print(json.dumps(summary, indent=2, default=str))
    if failed:
        print(f"smoke: FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    print("smoke: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
