"""The one way a file of the player's progress is kept: statistics, the deal of the day, achievements,
puzzles.

Each such file is a JSON object ``{"format": ..., "version": n, ...}`` in the user data folder. It is
written atomically (:mod:`game.ground.atomic`) and read by the strict reader
(:mod:`game.ground.jsonfile`); a file that is corrupt, truncated, of another format or from a newer
version of the game is set aside beside itself with one log line, and the caller starts from its empty
value — never a traceback, and the player's next progress is written anew. Leftovers of interrupted
writes are removed before each read.

A caller describes its file once with a :class:`PlayerFile` and hands :meth:`PlayerFile.load` the
function that makes its value from the checked object (raising :class:`PlayerFileError`, or any
``ValueError``, for what this version cannot use).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from game.ground import atomic, jsonfile
from game.ground.aside import set_aside_logged
from game.ground.oneline import one_line
from game.ground.paths import user_data_dir

T = TypeVar("T")

#: the fields every player file has; the callers' own fields sit beside them
HEADER = ("format", "version")


class PlayerFileError(ValueError):
    """A player file that this version cannot use."""


@dataclass(frozen=True, slots=True)
class PlayerFile:
    """One kind of versioned player file: its name, format and version, and how it is logged."""

    #: the file's name in the user data folder
    name: str
    #: the ``format`` field: a file of another format is not ours
    format: str
    #: this version of the game writes this version and reads it and older ones
    version: int
    #: how a log line names the file ("statistics file")
    what: str
    #: the caller's logger, so that a line says which part of the game it concerns
    log: logging.Logger
    max_bytes: int = 1 << 20
    max_depth: int = 8

    def path(self, folder: Path | None = None) -> Path:
        return (folder if folder is not None else user_data_dir()) / self.name

    def check(self, data: Any) -> dict[str, Any]:
        """``data`` as a file of this kind (its format and a version this game reads), or
        :class:`PlayerFileError`."""
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise PlayerFileError(f"not a {self.what} (format should be {self.format!r})")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise PlayerFileError(f"version {version!r} is not a version")
        if version > self.version:
            raise PlayerFileError(f"version {version} is newer than this game's ({self.version})")
        return data

    def load(self, path: Path, parse: Callable[[dict[str, Any]], T], empty: Callable[[], T]) -> T:
        """``parse`` of the checked file at ``path``; ``empty()`` when there is none, and when it cannot
        be used (it is set aside then, with a log line)."""
        removed = atomic.remove_stale_temps(path.parent, path.name)
        if removed:
            self.log.info("%s: removed %d temporary files of interrupted writes", self.what, removed)
        try:
            return parse(self.check(jsonfile.read_json(path, self.max_bytes, self.max_depth)))
        except jsonfile.JsonFileError as e:
            if e.code == "missing":
                return empty()
            problem = str(e)
        except ValueError as e:  # PlayerFileError, and the callers' own errors
            problem = str(e)
        set_aside_logged(self.log, path, f"{self.what} {path}", one_line(problem), "starting empty")
        return empty()

    def save(self, path: Path, body: dict[str, Any]) -> bool:
        """Write ``body`` under this file's header, atomically; False (and a log line) when the disk
        refused."""
        data = {"format": self.format, "version": self.version, **body}
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
        try:
            atomic.write_text_atomic(path, text)
        except OSError as e:
            self.log.warning("cannot write the %s %s: %s", self.what, path, e)
            return False
        return True
