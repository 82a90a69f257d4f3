"""Setting a bad file aside: renamed beside itself under a timestamped name, never overwriting.

A settings file (or any game file) that cannot be used is kept for the user to look at or to
send with a bug report, and the game starts with defaults.  An earlier set-aside file is never
replaced: a second one in the same second gets a counter.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

#: how many names are tried before giving up (a folder full of set-aside files)
MAX_TRIES = 100


def aside_name(path: Path, stamp: str, n: int) -> Path:
    suffix = f".corrupt-{stamp}" if n == 0 else f".corrupt-{stamp}-{n}"
    return path.with_name(path.name + suffix)


def set_aside(path: Path) -> Path:
    """Rename ``path`` (a file, FIFO or folder) to ``<name>.corrupt-<time>``; return the new path.

    Raises OSError when it cannot be renamed.  The name is checked to be free first; renaming
    moves a link itself, never what it points to.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(MAX_TRIES):
        target = aside_name(path, stamp, n)
        if not os.path.lexists(target):
            os.rename(path, target)
            return target
    raise OSError(f"no free name to set {path} aside")


def set_aside_logged(log: logging.Logger, path: Path, what: str, reason: str, after: str = "") -> None:
    """Set ``path`` aside and say so in one warning (``what: reason; set aside as …; after``); when it
    cannot be renamed, say that instead — the caller goes on with defaults either way."""
    tail = f"; {after}" if after else ""
    try:
        moved = set_aside(path)
        log.warning("%s: %s; set aside as %s%s", what, reason, moved.name, tail)
    except OSError as exc:
        log.warning("%s: %s, and it cannot be set aside (%s)%s", what, reason, exc, tail)
