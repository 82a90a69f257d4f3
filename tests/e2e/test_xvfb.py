"""End to end in a real X window: start the game under Xvfb, drag a card with xdotool, read the debug log.

Skipped only when ``Xvfb`` or ``xdotool`` is missing (``.ci/run`` installs them).  Set
``DURAK_E2E_SHOTS=/some/dir`` to keep the screenshot (taken with ImageMagick's ``import``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.xvfb

ROOT = Path(__file__).resolve().parents[2]
XVFB = shutil.which("Xvfb")
XDOTOOL = shutil.which("xdotool")
IMPORT = "/usr/bin/import" if os.path.exists("/usr/bin/import") else shutil.which("import")

needs_x = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool")


def _records(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            continue  # a line being written
    return out


def _wait_for(path: Path, pred: Any, timeout: float, proc: subprocess.Popen[bytes]) -> dict[str, Any]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for rec in _records(path):
            if pred(rec):
                return rec
        if proc.poll() is not None:
            raise AssertionError(f"the game exited ({proc.returncode}) while waiting")
        time.sleep(0.1)
    raise AssertionError(f"timed out; log tail: {_records(path)[-5:]}")


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    r, w = os.pipe()
    proc = subprocess.Popen(
        [str(XVFB), "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(w,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(w)
    number = b""
    end = time.monotonic() + 10
    while not number.endswith(b"\n") and time.monotonic() < end:
        chunk = os.read(r, 16)
        if not chunk:
            break
        number += chunk
    os.close(r)
    if not number.strip():
        proc.kill()
        pytest.skip("Xvfb did not start")
    return proc, ":" + number.decode().strip()


def _xdo(env: dict[str, str], *args: str) -> str:
    return subprocess.run(
        [str(XDOTOOL), *args], env=env, check=True, capture_output=True, text=True, timeout=20
    ).stdout


@needs_x
def test_drag_a_card_in_a_real_window(tmp_path: Path) -> None:
    xvfb, display = _start_xvfb()
    log = tmp_path / "debug.jsonl"
    env = dict(os.environ)
    env.update(
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        DURAK_CONFIG_DIR=str(tmp_path / "config"),
        DURAK_LOG_DIR=str(tmp_path / "logs"),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    cmd = [sys.executable, "-m", "game", "--new-game", "podkidnoy", "--seed", "1"]
    cmd += ["--debug-log", str(log), "--size", "1280x800"]
    game = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        turn = _wait_for(log, lambda r: r.get("kind") == "turn", 60, game)
        layout = [r for r in _records(log) if r.get("kind") == "layout"][-1]
        wid = _xdo(env, "search", "--sync", "--onlyvisible", "--pid", str(game.pid)).split()[0]
        assert turn["phase"] in ("lead", "defend"), turn
        if turn["phase"] == "lead":
            card = next(a.split()[1] for a in turn["legal"] if a.startswith("attack") and len(a.split()) == 2)
            bx, by, bw, bh = layout["bout"]
            end = (bx + bw // 2, by + bh // 2)
            want = ("Attacked", card)
        else:
            act = next(a for a in turn["legal"] if a.startswith("beat"))
            _, target, card = act.split()
            spot = next(t for t in layout["table"] if t["card"] == target)
            end = (spot["x"], spot["y"])
            want = ("Defended", card)
        start = layout["click"][card]
        _xdo(env, "mousemove", "--window", wid, str(start[0]), str(start[1]))
        time.sleep(0.2)
        _xdo(env, "mousedown", "1")
        for i in range(1, 11):
            x = start[0] + (end[0] - start[0]) * i // 10
            y = start[1] + (end[1] - start[1]) * i // 10
            _xdo(env, "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.03)
        time.sleep(0.1)
        _xdo(env, "mouseup", "1")

        def happened(r: dict[str, Any]) -> bool:
            return (
                r.get("kind") == "event"
                and r.get("type") == want[0]
                and r.get("seat") == 0
                and want[1] in (r.get("cards") or [r.get("card")])
            )

        _wait_for(log, happened, 20, game)
        actions = [r for r in _records(log) if r.get("kind") == "action"]
        assert actions and actions[0]["source"] == "drag"
        time.sleep(1.0)
        if IMPORT:
            shot = tmp_path / "xvfb.png"
            subprocess.run([IMPORT, "-window", "root", str(shot)], env=env, check=True, timeout=30)
            assert shot.stat().st_size > 10_000
            keep = os.environ.get("DURAK_E2E_SHOTS")
            if keep:
                Path(keep).mkdir(parents=True, exist_ok=True)
                shutil.copy(shot, Path(keep) / "xvfb.png")
    finally:
        game.terminate()
        try:
            game.wait(10)
        except subprocess.TimeoutExpired:
            game.kill()
        xvfb.terminate()
        try:
            xvfb.wait(10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
