"""Crashes that Python cannot catch (a segfault in SDL or a graphics driver) and errors in threads.

A windowed build has no stderr, so :mod:`faulthandler` writes into ``faults.log`` in the log
folder instead.  A clean exit removes the empty file; a file left with text is a native crash of
an earlier run, which the next start keeps as ``crash-<time>-native.log`` beside the other crash
logs (the ones players are asked to attach).  Errors in threads are logged with their traceback
instead of going to a stderr nobody sees.  Like every log file, ``faults.log`` is never opened
through a link (:mod:`game.ground.safefiles`): the log folder may be one others can write to.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import stat
import sys
import threading
import time
from pathlib import Path
from typing import IO

from game.ground.safefiles import open_append

log = logging.getLogger(__name__)

FAULTS_FILE = "faults.log"

_file: IO[str] | None = None
_path: Path | None = None
#: whether someone (pytest, ``python -X faulthandler``) reported to stderr before: restored after
_was_enabled = False


def keep_earlier_crash(folder: Path) -> Path | None:
    """An earlier run's native crash report renamed to a crash log; its new path, or None."""
    faults = folder / FAULTS_FILE
    try:
        st = faults.lstat()  # a link planted at the name is no report of ours
        if not stat.S_ISREG(st.st_mode) or st.st_size == 0:
            return None
    except OSError:
        return None
    target = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}-native.log"
    try:
        faults.replace(target)
    except OSError:
        return None
    log.warning("the previous run ended in a native crash; its report: %s", target)
    return target


def _log_thread_error(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    error = args.exc_value if args.exc_value is not None else args.exc_type()
    log.error("error in thread %s", name, exc_info=error)


def enable(folder: Path) -> Path | None:
    """Native crashes into ``folder/faults.log``, thread errors into the log; the file, or None."""
    global _file, _path, _was_enabled
    threading.excepthook = _log_thread_error
    keep_earlier_crash(folder)
    disable()
    _was_enabled = faulthandler.is_enabled()
    path = folder / FAULTS_FILE
    try:
        # appended to, not truncated: what is there was kept above, or could not be moved and stays
        _file = open_append(path)
    except OSError as exc:
        log.info("no native crash report: %s", exc)
        return None
    _path = path
    faulthandler.enable(file=_file, all_threads=True)
    return path


def disable() -> None:
    """Stop reporting into the file and remove it if nothing was written (a clean exit)."""
    global _file, _path
    if _file is None or _path is None:
        return
    path = _path
    with contextlib.suppress(Exception):
        faulthandler.disable()
        if _was_enabled and sys.stderr is not None:
            faulthandler.enable(file=sys.stderr, all_threads=True)
    with contextlib.suppress(OSError):
        _file.close()
    _file = _path = None
    with contextlib.suppress(OSError):
        if path.lstat().st_size == 0:
            path.unlink()
