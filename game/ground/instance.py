"""One game process per data folder: a lock on a file in it, which the system lets go when the process ends.

Two games on one data folder each keep their own copy of the save, the statistics and the kept
games and write them over the other's (issue 37: 215 of 400 statistics entries kept; the first of
two Continues to quit lost).  So a game process holds ``durak.lock`` in the data folder for as long
as it runs: ``flock`` on POSIX, ``msvcrt.locking`` on Windows, both released by the system however
the process ends (kill -9 and power cuts included), so no stale lock ever needs clearing.

A second start finds the lock held and asks the first to come to the front by touching the lock
file (:func:`call`); the first looks at the file's time now and then (:meth:`Held.called`).  The
lock file is opened without following links and is never inherited by a child process.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import time
from pathlib import Path

LOCK_FILE = "durak.lock"
#: seconds between two looks at the lock file's time (a second start is answered within it)
LOOK_EVERY = 0.5

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
#: what a lock held by another process fails with (Windows says "permission denied" or "deadlock")
_HELD = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLK", errno.EAGAIN)}


class Held:
    """This process's hold on a data folder: until :meth:`release` or the end of the process."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd
        self._stamp = _stamp(fd)
        self._next_look = 0.0

    def called(self) -> bool:
        """Whether another start asked for this game's window since the last time it said so."""
        fd = self._fd
        now = time.monotonic()
        if fd is None or now < self._next_look:
            return False
        self._next_look = now + LOOK_EVERY
        stamp = _stamp(fd)
        if stamp == self._stamp:
            return False
        self._stamp = stamp
        return True

    def release(self) -> None:
        """Let another game process have the folder (closing the file releases the lock); idempotent."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)


def hold(folder: Path) -> Held | None:
    """``folder`` held for this process; None when another process holds it.

    Raises OSError when the lock cannot be taken at all (a read-only folder, a file system without
    locks): the caller decides whether to go on without it.
    """
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_FILE
    fd = os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _CLOEXEC, 0o600)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        try:
            _lock(fd)
        except OSError as exc:
            if exc.errno in _HELD:
                os.close(fd)
                return None
            raise
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise
    return Held(path, fd)


def call(folder: Path) -> None:
    """Ask the game that holds ``folder`` to bring its window to the front (best effort)."""
    path = folder / LOCK_FILE
    with contextlib.suppress(OSError, NotImplementedError):
        # later than the time the first game saw, even where the file clock is coarse
        stamp = max(time.time_ns(), os.lstat(path).st_mtime_ns + 1_000_000)
        os.utime(path, ns=(stamp, stamp), follow_symlinks=os.utime not in os.supports_follow_symlinks)


def _stamp(fd: int) -> int:
    try:
        return os.fstat(fd).st_mtime_ns
    except OSError:
        return 0


if sys.platform == "win32":  # pragma: no cover - exercised on the Windows runners
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
