"""The game's version, its log folder and log file, and the crash log an exception leaves."""

from __future__ import annotations

import contextlib
import logging
import platform
import re
import sys
import time
import traceback
from pathlib import Path

from game.ground.paths import user_log_dir
from game.ground.safefiles import RotatingLog, create_new, fallback_log_folder

LOG_FILE = "durak.log"


def version() -> str:
    """The game's version: installed metadata, else ``pyproject.toml``, else "dev"."""
    try:  # importlib.metadata reads the installed package's version; it imports no module by name
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version

        try:
            return dist_version("durak")
        except PackageNotFoundError:
            pass
    except ImportError:  # pragma: no cover
        pass
    # deferred: the crash handler catches a failed import here (the package docstring)
    from game.ground.paths import resource_path

    try:
        text = resource_path("pyproject.toml").read_text(encoding="utf-8")
    except OSError:
        return "dev"
    match = re.search(r'(?m)^\s*version\s*=\s*"([^"]+)"', text)
    return match.group(1) if match else "dev"


def log_dir() -> Path:
    """The user's log folder (``DURAK_LOG_DIR`` overrides it); a private temporary one if that fails.

    Raises OSError when neither can be used.
    """
    path = user_log_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        # The temporary folder is shared: only a private folder of this user's is safe there.
        path = fallback_log_folder()
    return path


def setup_logging(verbose: bool = False) -> Path | None:
    """A rotating log file in the user's log folder (and warnings on stderr)."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "_durak", False)]:
        root.removeHandler(old)
        old.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    path: Path | None = None
    try:
        path = log_dir() / LOG_FILE
        handler: logging.Handler = RotatingLog(path, maxBytes=512 * 1024, backupCount=3, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        handler._durak = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    except OSError:
        path = None
    if sys.stderr is not None:  # a windowed frozen build has no stderr
        err = logging.StreamHandler()
        err.setLevel(logging.DEBUG if verbose else logging.WARNING)
        err._durak = True  # type: ignore[attr-defined]
        root.addHandler(err)
    return path


def write_crash_log(exc: BaseException, ver: str, context: str = "") -> Path | None:
    """Write the traceback, version and platform to ``crash-<time>.log``; its path, or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    lines = [
        f"Durak {ver} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Platform: {platform.platform()} ({platform.machine()})",
        f"Python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"Frozen: {bool(getattr(sys, 'frozen', False))}",
    ]
    with contextlib.suppress(Exception):
        import pygame

        lines.append(f"pygame-ce: {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})")
    if context:
        lines.append(f"Context: {context}")
    lines.append("")
    lines.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    text = "\n".join(lines)
    for folder in (log_dir, fallback_log_folder):
        try:
            path = folder() / f"crash-{stamp}.log"
            with create_new(path) as fh:
                fh.write(text)
            return path
        except OSError:
            continue
    return None
