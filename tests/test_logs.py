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
