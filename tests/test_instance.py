"""One game process per data folder (issue 37, game/ground/instance.py): a second start is refused and
loses nothing, the lock goes with the process that held it (kill -9 included), the first game is
asked for its window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import app as app_mod
from game.app import Options
from game.ground import instance

ROOT = Path(__file__).resolve().parents[1]
HOLDER = (
    "import sys, time; from pathlib import Path; from game.ground import instance; "
    "held = instance.hold(Path(sys.argv[1])); print('held' if held else 'refused', flush=True); "
    "time.sleep(120)"
)


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process holding ``tmp_path / "data"``."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path / "data")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    yield proc
    if proc.poll() is None:
        proc.kill()
    proc.wait()


def test_a_second_process_is_refused_until_the_holder_is_killed(
    tmp_path: Path, holder: subprocess.Popen[str]
) -> None:
    data = tmp_path / "data"
    assert instance.hold(data) is None
    assert instance.hold(data) is None, "refused again, nothing left behind by the first refusal"
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    held = instance.hold(data)
    assert held is not None, "the system released the lock of the killed process"
    assert instance.hold(data) is None, "held by this process now: another open is refused too"
    held.release()
    held.release()  # idempotent
    again = instance.hold(data)
    assert again is not None
    again.release()


def test_a_link_planted_as_the_lock_file_is_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / instance.LOCK_FILE).symlink_to(victim)
    with pytest.raises(OSError):
        instance.hold(data)
    instance.call(data)
    assert victim.read_text(encoding="utf-8") == "precious\n"


def test_the_holder_hears_a_second_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(instance, "LOOK_EVERY", 0.0)
    held = instance.hold(tmp_path)
    assert held is not None
    try:
        assert not held.called(), "nobody called yet"
        instance.call(tmp_path)
        assert held.called()
        assert not held.called(), "one call, one answer"
    finally:
        held.release()
    assert not held.called()


def test_the_game_holds_its_data_folder_while_it_runs_and_comes_forward_when_called(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui import window

    data = Path(os.environ["DURAK_DATA_DIR"])
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    calls: list[str] = []
    monkeypatch.setattr(window, "bring_forward", lambda: calls.append("forward"))
    seen: list[object] = []

    def second_start(app: app_mod.App) -> None:
        seen.append(instance.hold(data))  # what a second game process would find
        instance.call(data)

    assert app_mod.run(Options(max_frames=3, size=(900, 640)), on_app=second_start) == 0
    assert seen == [None]
    assert calls == ["forward"]
    held = instance.hold(data)
    assert held is not None, "released when the game ended"
    held.release()


def test_a_second_start_says_the_game_is_open_and_exits(
    tmp_path: Path,
    holder: subprocess.Popen[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("DURAK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    before = sorted(p.name for p in (tmp_path / "data").iterdir())
    assert app_mod.run(Options(size=(900, 640))) == app_mod.ALREADY_OPEN
    assert "is already open" in capsys.readouterr().err
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == before == [instance.LOCK_FILE]
    assert not (tmp_path / "config").exists(), "the refused start wrote no settings"


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9")
def test_two_game_processes_on_one_data_folder(tmp_path: Path) -> None:
    """The real game twice: the second is refused with nothing lost, the first is asked for its window and
    keeps its fault file; once the first is killed (-9) the game starts again."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DURAK_")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        LANG="en_US.UTF-8",
        DURAK_CONFIG_DIR=str(tmp_path / "config"),
        DURAK_DATA_DIR=str(tmp_path / "data"),
        DURAK_LOG_DIR=str(tmp_path / "logs"),
    )
    debug = tmp_path / "first.jsonl"
    first = subprocess.Popen(
        [sys.executable, "-m", "game", "--max-frames", "1000000", "--debug-log", str(debug)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        t_end = time.monotonic() + 120
        while first.poll() is None and time.monotonic() < t_end:
            if debug.exists() and "first_frame" in debug.read_text(encoding="utf-8"):
                break
            time.sleep(0.1)
        assert first.poll() is None, "the first game runs"
        data_before = {p.name: p.stat().st_size for p in (tmp_path / "data").iterdir()}
        second = subprocess.run(
            [sys.executable, "-m", "game", "--selftest"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert second.returncode == app_mod.ALREADY_OPEN, second.stderr[-3000:]
        assert "is already open" in second.stderr and "selftest: passed" not in second.stdout
        assert {p.name: p.stat().st_size for p in (tmp_path / "data").iterdir()} == data_before
        assert (tmp_path / "logs" / "faults.log").exists(), "the first game's fault file stays"
        log = tmp_path / "logs" / "durak.log"
        t_end = time.monotonic() + 30
        while "bringing this window forward" not in log.read_text(encoding="utf-8"):
            assert time.monotonic() < t_end, "the first game heard the second start"
            time.sleep(0.1)
    finally:
        first.kill()
        first.wait()
    third = subprocess.run(
        [sys.executable, "-m", "game", "--max-frames", "3"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert third.returncode == 0, third.stderr[-3000:]
