"""Atomic file writes: a reader sees the old file or the new one, never half of one.

The new text goes to a temporary file beside the target (same file system, so ``os.replace``
is atomic), is flushed to disk, then renamed over the target.  A process killed between the
two steps leaves only the temporary file behind; :func:`remove_stale_temps` clears those at
start-up.  The target is never opened for writing itself, so a link planted in its place is
replaced, not followed.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

#: temporary files are named ``.<target name>.<random>.tmp``
TEMP_SUFFIX = ".tmp"
#: a temporary file this old (seconds) belongs to no write still in progress
STALE_AFTER = 60.0


def write_text_atomic(path: Path, text: str, mode: int = 0o644) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)  # mkstemp makes files private; most of ours are ordinary documents
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def remove_stale_temps(folder: Path, name: str, older_than: float = STALE_AFTER) -> int:
    """Delete the leftovers of interrupted writes of ``folder/name``; return how many went.

    ``name`` may be a glob pattern (``*.json``: the leftovers of every such file of the folder)."""
    now = time.time()
    removed = 0
    try:
        entries = list(Path(folder).glob(f".{name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for entry in entries:
        try:
            st = entry.lstat()
            if now - st.st_mtime >= older_than and not entry.is_symlink() and entry.is_file():
                entry.unlink()
                removed += 1
        except OSError:
            continue
    return removed
