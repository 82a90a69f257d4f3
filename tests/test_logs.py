"""Log files (issue 18): never written through a planted link; a private per-user fallback folder."""

from __future__ import annotations

import logging
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import app as app_mod
from game.ground import safefiles

pytestmark = pytest.mark.skipif(not hasattr(os, "O_NOFOLLOW"), reason="no O_NOFOLLOW on this system")


@pytest.fixture(autouse=True)
def restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    before = (list(root.handlers), root.level)
    yield
    for h in [h for h in root.handlers if getattr(h, "_durak", False)]:
        root.removeHandler(h)
        h.close()
    root.handlers[:], root.level = before[0], before[1]


@pytest.fixture
def shared_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in for /tmp, and a user log folder that cannot be created (its parent is a file)."""
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o777)
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(shared))
    (tmp_path / "not-a-folder").write_text("", encoding="utf-8")
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "not-a-folder" / "logs"))
    return shared


def test_a_link_planted_as_the_log_is_not_followed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    (logs / "durak.log").symlink_to(victim)
    monkeypatch.setenv("DURAK_LOG_DIR", str(logs))
    assert app_mod.setup_logging() is None  # no log file rather than one written through the link
    logging.getLogger("game.test").warning("written somewhere?")
    assert victim.read_text(encoding="utf-8") == "precious\n"


def test_the_log_is_written_to_a_plain_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    path = app_mod.setup_logging()
    assert path == tmp_path / "logs" / "durak.log"
    logging.getLogger("game.test").warning("hello log")
    for h in logging.getLogger().handlers:
        h.flush()
    assert "hello log" in path.read_text(encoding="utf-8")


def test_the_fallback_folder_is_private_to_the_user(shared_tmp: Path) -> None:
    folder = app_mod.log_dir()
    assert folder.parent == shared_tmp and folder.name.startswith("durak-logs-")
    st = folder.lstat()
    assert stat.S_ISDIR(st.st_mode) and st.st_mode & 0o077 == 0
    if hasattr(os, "getuid"):
        assert st.st_uid == os.getuid() and folder.name == f"durak-logs-{os.getuid()}"


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="no user ids")
def test_a_fallback_folder_of_another_user_is_not_used(
    shared_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = os.getuid()
    (shared_tmp / f"durak-logs-{real + 1}").mkdir(mode=0o777)  # planted by "someone else" (we are them)
    monkeypatch.setattr(os, "getuid", lambda: real + 1)  # the folder is ours: as user real+1 it is not
    with pytest.raises(OSError, match="another user"):
        safefiles.private_folder(shared_tmp, "durak-logs")
    # the owner's own check passes, and it is closed again if it was left open
    monkeypatch.setattr(os, "getuid", lambda: real)
    path = shared_tmp / f"durak-logs-{real}"
    path.mkdir(mode=0o755)
    os.chmod(path, 0o755)
    assert safefiles.private_folder(shared_tmp, "durak-logs") == path
    assert path.stat().st_mode & 0o077 == 0


def test_a_link_planted_as_the_fallback_folder_is_not_used(shared_tmp: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (shared_tmp / f"durak-logs-{os.getuid()}").symlink_to(elsewhere)
    with pytest.raises(OSError, match="not a folder"):
        app_mod.log_dir()
    assert app_mod.setup_logging() is None
    assert list(elsewhere.iterdir()) == []


def test_a_crash_log_is_never_written_through_a_link(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    link = tmp_path / "crash-1.log"
    link.symlink_to(victim)
    with pytest.raises(OSError):
        safefiles.create_new(link)
    with pytest.raises(OSError):
        safefiles.open_append(link)
    assert victim.read_text(encoding="utf-8") == "precious\n"
    with safefiles.create_new(tmp_path / "crash-2.log") as fh:
        fh.write("ok")
    assert (tmp_path / "crash-2.log").read_text(encoding="utf-8") == "ok"


# ---------------------------------------------------------------------------- issue 37


def test_a_link_planted_as_the_fault_file_is_not_followed(tmp_path: Path) -> None:
    from game.ground import native_crashes

    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / native_crashes.FAULTS_FILE).symlink_to(victim)
    try:
        assert native_crashes.enable(logs) is None  # no native crash report rather than one through the link
    finally:
        native_crashes.disable()
    assert victim.read_text(encoding="utf-8") == "precious\n"
    assert (logs / native_crashes.FAULTS_FILE).is_symlink(), "nor taken for an earlier crash and moved"
    assert not list(logs.glob("crash-*"))


def test_a_log_that_cannot_be_written_says_so_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    class Full:
        def write(self, _: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self) -> None:
            pass

    handler = safefiles.RotatingLog(tmp_path / "durak.log", maxBytes=0, encoding="utf-8")
    handler.stream.close()
    handler.stream = Full()  # type: ignore[assignment]
    logger = logging.getLogger("game.test.full")
    logger.addHandler(handler)
    # only this handler: a stderr handler an earlier test's game left on the root logger writes to
    # a stream pytest has closed since, and says so on stderr itself
    logger.propagate = False
    try:
        for n in range(5):
            logger.warning("record %d", n)
    finally:
        logger.removeHandler(handler)
        logger.propagate = True
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("cannot write the log") == 1 and "No space left" in err


def _plant_unusable_log_folders(tmp_path: Path, env: dict[str, str]) -> None:
    """The user's log folder cannot be made (its parent is a file), nor the private one in the
    temporary folder (a file has its name)."""
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / f"durak-logs-{os.getuid()}").write_text("", encoding="utf-8")
    (tmp_path / "not-a-folder").write_text("", encoding="utf-8")
    env.update(TMPDIR=str(shared), DURAK_LOG_DIR=str(tmp_path / "not-a-folder" / "logs"))


def _plant_links(tmp_path: Path, env: dict[str, str]) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    for name in ("durak.log", "faults.log"):
        (logs / name).symlink_to(tmp_path / "victim.txt")
    env.update(DURAK_LOG_DIR=str(logs))


#: the file-size limit of the size-limited case (bytes): the log is full already
SIZE_LIMIT = 64 * 1024


def _plant_full_log(tmp_path: Path, env: dict[str, str]) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "durak.log").write_bytes(b"x" * SIZE_LIMIT)
    env.update(DURAK_LOG_DIR=str(logs))


def _limit_file_size() -> None:  # pragma: no cover - runs in the child before exec
    import resource

    resource.setrlimit(resource.RLIMIT_FSIZE, (SIZE_LIMIT, SIZE_LIMIT))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX user ids and file-size limits")
@pytest.mark.parametrize("case", ["no-log-folder", "links", "size-limit"])
def test_a_game_plays_to_its_end_whatever_the_log_folder(tmp_path: Path, case: str) -> None:
    """Issue 37: the self-test plays a whole game through the scenes, exit code 0, with no usable log
    folder, with links planted as the log files, and with a log that has hit the file-size limit."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DURAK_")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        LANG="en_US.UTF-8",
        DURAK_CONFIG_DIR=str(tmp_path / "config"),
        DURAK_DATA_DIR=str(tmp_path / "data"),
    )
    {"no-log-folder": _plant_unusable_log_folders, "links": _plant_links, "size-limit": _plant_full_log}[
        case
    ](tmp_path, env)
    proc = subprocess.run(
        [sys.executable, "-m", "game", "--selftest", "--selftest-timeout", "150", "--seed", "7"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        preexec_fn=_limit_file_size if case == "size-limit" else None,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "selftest: passed" in proc.stdout
    assert "Logging error" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr[-4000:]
    assert victim.read_text(encoding="utf-8") == "precious\n"
    if case == "size-limit":
        assert proc.stderr.count("cannot write the log") == 1, proc.stderr[-4000:]
