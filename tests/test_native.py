"""Native behaviour on each system: window size and place remembered, the system's language,
native crash reports and thread errors (game/ui/window.py, game/ground/native_crashes.py)."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from game.app import Options, run
from game.ground import native_crashes
from game.ui import settings as settings_module
from game.ui import window
from game.ui.settings import Settings

#: how faulthandler starts its report (POSIX signals; Windows exceptions)
FATAL = r"Fatal Python error|Windows fatal exception"


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    return tmp_path


def test_window_geometry_round_trips_and_nonsense_is_ignored(tmp_path: Path) -> None:
    s = Settings().with_changes(window_size=[1100, 700], window_position=(-40, 30))
    assert s.window_size == (1100, 700) and s.window_position == (-40, 30)
    s.save(tmp_path / "s.json")
    assert Settings.load(tmp_path / "s.json").window_size == (1100, 700)
    data = {"window_size": [10, 10], "window_position": ["a", 3], "volume": 0.5}
    loaded = Settings.from_dict(data)
    assert loaded.window_size is None and loaded.window_position is None and loaded.volume == 0.5


def test_the_window_is_remembered_between_runs(folders: Path) -> None:
    assert run(Options(max_frames=3, size=(1000, 700))) == 0
    saved = json.loads((folders / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["window_size"] == [1000, 700]
    assert len(saved["window_position"]) == 2
    sizes: list[tuple[int, int]] = []
    assert run(Options(max_frames=2), on_app=lambda app: sizes.append(app.ctx.screen.get_size())) == 0
    assert sizes == [(1000, 700)]


def test_the_self_test_leaves_the_saved_window_alone(folders: Path) -> None:
    assert run(Options(max_frames=2, selftest=True, size=(900, 640))) == 0
    assert not (folders / "config" / "settings.json").exists()


def test_a_saved_place_off_every_screen_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080), (1280, 1024)])
    assert window._on_a_screen((100, 50), (1280, 800))
    assert window._on_a_screen((2500, 50), (1280, 800))  # on the second screen
    assert not window._on_a_screen((3300, 50), (1280, 800))  # a screen unplugged since
    assert not window._on_a_screen((100, 2000), (1280, 800))


def test_a_window_shrunk_below_the_minimum_grows_back() -> None:
    pygame.display.init()
    try:
        small = pygame.display.set_mode((500, 300), pygame.RESIZABLE)
        assert window.at_least_minimum(small, (640, 400)).get_size() == (640, 400)
        big = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
        assert window.at_least_minimum(big, (640, 400)) is big
    finally:
        pygame.display.quit()


def test_the_language_comes_from_the_systems_preferred_locales(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Mac app started from the Finder has no LANG: SDL asks the system
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    prefs = [{"language": "fr", "country": "FR"}, {"language": "ru", "country": None}]
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: prefs)
    assert settings_module.system_language() == "ru"
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: [])
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert settings_module.system_language() == "de"


def test_a_clean_exit_leaves_no_fault_file(tmp_path: Path) -> None:
    path = native_crashes.enable(tmp_path)
    try:
        assert path == tmp_path / native_crashes.FAULTS_FILE and path.exists()
    finally:
        native_crashes.disable()
    assert not path.exists()


def test_a_native_crash_is_written_and_kept_as_a_crash_log(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from game.ground import native_crashes; "
        "native_crashes.enable(Path(sys.argv[1])); import faulthandler; faulthandler._sigsegv()"
    )
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], cwd=root, capture_output=True, check=False
    )
    assert done.returncode != 0
    report = (tmp_path / native_crashes.FAULTS_FILE).read_text(encoding="utf-8")
    assert re.search(FATAL, report), report  # with the stack of the thread that crashed
    kept = native_crashes.keep_earlier_crash(tmp_path)  # what the next start does
    assert kept is not None and kept.name.startswith("crash-") and kept.name.endswith("-native.log")
    assert kept.read_text(encoding="utf-8") == report
    assert not (tmp_path / native_crashes.FAULTS_FILE).exists()


def test_an_error_in_a_thread_is_logged(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    def fail() -> None:
        raise RuntimeError("boom in a worker")

    old = threading.excepthook
    native_crashes.enable(tmp_path)
    try:
        with caplog.at_level(logging.ERROR, logger="game.ground.native_crashes"):
            worker = threading.Thread(target=fail, name="worker-1")
            worker.start()
            worker.join()
    finally:
        native_crashes.disable()
        threading.excepthook = old
    record = next(r for r in caplog.records if "worker-1" in r.getMessage())
    assert record.exc_info is not None and "boom in a worker" in str(record.exc_info[1])
