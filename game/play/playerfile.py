"""Reading and writing one of the player's JSON files in the data folder (the statistics, the puzzles'
progress): the one way each is done, so that every such file is treated alike.

Reading removes the leftovers of interrupted writes, reads strictly (``ground/jsonfile.py``) and hands
the JSON to the caller's parser; a file that is corrupt, truncated or from a newer version is set aside
with a log line and the caller starts empty — never a traceback.  Writing is atomic.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.ground import atomic, jsonfile
from game.ground.aside import set_aside_logged
from game.ground.oneline import one_line

T = TypeVar("T")


def load(
    path: Path,
    what: str,
    parse: Callable[[Any], T],
    log: logging.Logger,
    max_bytes: int,
    max_depth: int,
) -> T | None:
    """``parse`` of the JSON in ``path``; None when there is no file or it cannot be used (then set
    aside, and logged on ``log`` as ``what``).  ``parse`` raises ValueError for content it refuses."""
    removed = atomic.remove_stale_temps(path.parent, path.name)
    if removed:
        log.info("%s: removed %d temporary files of interrupted writes", what, removed)
    try:
        return parse(jsonfile.read_json(path, max_bytes, max_depth))
    except jsonfile.JsonFileError as e:
        if e.code == "missing":
            return None
        problem = str(e)
    except ValueError as e:
        problem = str(e)
    set_aside_logged(log, path, f"{what} {path}", one_line(problem), "starting empty")
    return None


def save(path: Path, data: Any, what: str, log: logging.Logger) -> bool:
    """Write ``data`` as JSON to ``path`` atomically; False (and a log line) when the disk refused."""
    try:
        atomic.write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    except OSError as e:
        log.warning("cannot write the %s to %s: %s", what, path, e)
        return False
    return True
