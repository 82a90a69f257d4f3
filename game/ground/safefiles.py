"""Opening log files without following planted links, and the private fallback log folder.

A log folder may be one everybody can write to (the temporary folder, when the user's own
log folder cannot be made).  There another user could plant ``durak.log`` as a link to a
file of ours, and writing the log would overwrite it.  So logs are opened with
``O_NOFOLLOW`` (a link at the name makes the open fail), crash logs are created exclusively,
and the fallback folder is per user, made with mode 0700 and used only when it is ours, not a
link and closed to others.  A log that cannot be written (a full disk, a file-size limit) says so
once on stderr, not once a record.
"""

from __future__ import annotations

import contextlib
import io
import logging.handlers
import os
import stat
import sys
import tempfile
from pathlib import Path

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def open_append(path: Path, mode: int = 0o600) -> io.TextIOWrapper:
    """``path`` opened for appending text; OSError when it is a link or not a regular file."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _CLOEXEC, mode)
    return _text(fd, path)


def create_new(path: Path, mode: int = 0o600) -> io.TextIOWrapper:
    """A new file at ``path`` opened for writing text; OSError when anything is there already."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, mode)
    return _text(fd, path)


def _text(fd: int, path: Path) -> io.TextIOWrapper:
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        return io.TextIOWrapper(io.BufferedWriter(io.FileIO(fd, "a")), encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def _user_tag() -> str:
    getuid = getattr(os, "getuid", None)
    if getuid is not None:
        return str(getuid())
    import getpass

    return "".join(c for c in getpass.getuser() if c.isalnum()) or "user"


def private_folder(parent: Path, name: str) -> Path:
    """``parent/<name>-<user>``, made with mode 0700; OSError unless it is safely ours.

    On systems with user ids it must be a real folder (not a link) owned by this user and
    closed to group and others; on Windows the temporary folder is per user already.
    """
    path = parent / f"{name}-{_user_tag()}"
    with contextlib.suppress(FileExistsError):
        path.mkdir(mode=0o700)
    st = os.lstat(path)
    if not stat.S_ISDIR(st.st_mode):
        raise OSError(f"{path} is not a folder")
    getuid = getattr(os, "getuid", None)
    if getuid is not None:
        if st.st_uid != getuid():
            raise OSError(f"{path} belongs to another user")
        if st.st_mode & 0o077:
            os.chmod(path, 0o700)  # ours and a real folder: closing it is safe
    return path


def fallback_log_folder() -> Path:
    """The per-user log folder in the temporary folder (see :func:`private_folder`)."""
    return private_folder(Path(tempfile.gettempdir()), "durak-logs")


class RotatingLog(logging.handlers.RotatingFileHandler):
    """A rotating log file that is never opened through a link (rotation renames links, too).

    A record that cannot be written is dropped; the first such failure is told in one line on
    stderr (logging's own handler prints a traceback for every record: hundreds in a game).
    Later records are still tried, so the log resumes when there is room again.
    """

    _failed = False

    def _open(self) -> io.TextIOWrapper:
        return open_append(Path(self.baseFilename))

    def handleError(self, record: logging.LogRecord) -> None:
        if self._failed:
            return
        self._failed = True
        error = sys.exc_info()[1]
        if sys.stderr is not None:  # a windowed build has none
            with contextlib.suppress(Exception):
                print(
                    f"durak: cannot write the log {self.baseFilename} ({error}); going on without it",
                    file=sys.stderr,
                )
