"""The saved game: what *Continue* resumes, written after every action (docs/saves.md).

One file, ``current-game.json`` in the user data folder, holds the engine's game record, the
match so far and the seats (levels, the human's seat, the names shown).  The state is never
stored: resuming replays the record, and the computer players are rebuilt by telling them the
replayed events as their seats saw them (``Session.start``), so their memory is what it was.

Writing goes through :class:`SaveWriter`: the frame loop only turns the game into text (well
under a millisecond); a short-lived thread writes it atomically (temporary file, fsync,
rename), the newest text winning when the disk is slower than the player.  A crash therefore
loses at most the action in flight.  Reading is strict; a save that cannot be used (corrupt,
truncated, from a newer version, an illegal record) is set aside beside itself, logged in one
line and reported once as a notice, and never overwritten.
"""

from __future__ import annotations

import calendar
import json
import logging
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.ai.levels import LEVELS
from game.engine import Game
from game.engine.errors import DurakError, RecordError
from game.engine.match import Match
from game.engine.record import GameRecord
from game.ground import checks, switches
from game.ground.aside import set_aside_logged
from game.ground.atomic import remove_stale_temps, write_text_atomic
from game.ground.jsonfile import JsonFileError, read_json
from game.ground.oneline import one_line
from game.ground.paths import user_data_dir

from .daily import parse_day

log = logging.getLogger(__name__)

FILE_NAME = "current-game.json"
FORMAT = "durak-save"
VERSION = 1
#: a save is a record and a little more: the record's own limit, with room for the match
MAX_BYTES = 5 << 20
MAX_DEPTH = 8
#: what a seat may be: the human's, or one of the computer levels
SEAT_LEVELS = ("human", *LEVELS)
MAX_NAME = 64


def save_dir() -> Path:
    """The user data folder (``DURAK_DATA_DIR``); with only ``DURAK_CONFIG_DIR`` set, that folder
    (a run isolated through it keeps its game there too)."""
    config = switches.text(switches.CONFIG_DIR)
    if config and not switches.text(switches.DATA_DIR):
        return Path(config)
    return user_data_dir()


def save_path() -> Path:
    return save_dir() / FILE_NAME


@dataclass(frozen=True)
class SavedGame:
    record: GameRecord
    levels: tuple[str, ...]
    human: int | None
    #: the table's seed (the computers' seeds follow from it) and the new-game form's (None: random)
    seed: int
    config_seed: int | None = None
    match: Match | None = None
    names: tuple[str, ...] = ()
    undo_used: bool = False
    #: seconds since the epoch, when it was written
    saved_at: float = 0.0
    #: the day whose deal of the day this game is ("": none; ``GameConfig.daily``)
    daily: str = ""

    @property
    def moves(self) -> int:
        return len(self.record.actions)

    def game(self) -> Game:
        """The game as it was (``RecordError`` for an illegal record)."""
        return self.record.replay()

    def shortened(self, moves: int) -> SavedGame:
        """The same save with only the first ``moves`` actions (undo)."""
        return replace(self, record=replace(self.record, actions=self.record.actions[:moves]))

    # ------------------------------------------------------------ plain data
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.saved_at)),
            "game": self.record.to_dict(),
            "match": self.match.to_dict() if self.match is not None else None,
            "seats": {"levels": list(self.levels), "human": self.human, "names": list(self.names)},
            "table": {"seed": self.seed, "config_seed": self.config_seed, "daily": self.daily},
            "undo_used": self.undo_used,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n"

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """The save in parsed JSON; ``RecordError`` with the reason for anything else (exact types; the
        record must replay legally and the game must still be running)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"not a Durak save (format should be {FORMAT!r})")
        version = data.get("version")
        if not _is_int(version) or version != VERSION:
            raise RecordError(f"save version {version!r} is not supported (only {VERSION})")
        try:
            record = GameRecord.from_dict(data["game"])
            seats, table = data["seats"], data["table"]
            if not isinstance(seats, dict) or not isinstance(table, dict):
                raise RecordError("seats and table are objects")
            levels, human, names = seats["levels"], seats["human"], seats["names"]
            seed, config_seed, undo = table["seed"], table["config_seed"], data["undo_used"]
            day = table.get("daily", "")  # saves before the deal of the day have none
            saved_at = _parse_time(data["saved_at"])
            match_data = data["match"]
        except KeyError as e:
            raise RecordError(f"the save lacks {e.args[0]!r}") from None
        n = record.players
        if not isinstance(levels, list) or len(levels) != n or not all(lv in SEAT_LEVELS for lv in levels):
            raise RecordError(f"seats: levels are {n} of {', '.join(SEAT_LEVELS)}")
        if human is not None and (not _is_int(human) or not 0 <= human < n or levels[human] != "human"):
            raise RecordError(f"seats: human {human!r} is not the human's seat")
        if sum(lv == "human" for lv in levels) != (human is not None):
            raise RecordError("seats: only the human's seat is 'human'")
        if not isinstance(names, list) or len(names) > n:
            raise RecordError("seats: names are an array of at most one per seat")
        if not all(isinstance(s, str) and len(s) <= MAX_NAME and s.isprintable() for s in names):
            raise RecordError("seats: every name is a short line of text")
        if not _is_int(seed) or not (config_seed is None or _is_int(config_seed)):
            raise RecordError("table: the seeds are integers")
        if not isinstance(undo, bool):
            raise RecordError("undo_used is true or false")
        if day != "":
            try:
                parse_day(day)
            except ValueError:
                raise RecordError("table: daily is a day like 2026-12-06, or empty") from None
        match = Match.from_dict(match_data) if match_data is not None else None
        if match is not None and (match.rules, match.players) != (record.rules, n):
            raise RecordError("the match is of other rules or another table than the game")
        out = cls(record, tuple(levels), human, seed, config_seed, match, tuple(names), undo, saved_at, day)
        try:
            game = out.game()
        except DurakError as e:
            raise RecordError(f"the saved game cannot be replayed: {e}") from None
        if game.is_over:
            raise FinishedSave("the saved game is over")
        return out


class FinishedSave(RecordError):
    """A save of a finished game: nothing to continue (removed, not set aside)."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_time(value: Any) -> float:
    if not isinstance(value, str):
        raise RecordError("saved_at is a time in text")
    try:
        seconds = calendar.timegm(time.strptime(value, "%Y-%m-%dT%H:%M:%SZ"))
    except (ValueError, OverflowError):
        raise RecordError(f"saved_at: {value[:30]!r} is not a time like 2026-12-04T01:10:00Z") from None
    try:
        return float(checks.epoch_time(seconds, "saved_at"))  # the menu shows it as a date
    except checks.FieldError as e:
        raise RecordError(str(e)) from None


# ---------------------------------------------------------------------------- the file
@dataclass(frozen=True)
class Loaded:
    """What the menu finds: the save (None: nothing to continue) and a notice (a save was set aside)."""

    saved: SavedGame | None
    notice: str | None = None


def load(path: Path | None = None) -> Loaded:
    """The save in ``path``; a save that cannot be used is set aside (never overwritten) and reported."""
    path = path or save_path()
    remove_stale_temps(path.parent, path.name)
    try:
        return Loaded(SavedGame.from_dict(read_json(path, MAX_BYTES, MAX_DEPTH)))
    except JsonFileError as exc:
        if exc.code == "missing":
            return Loaded(None)
        if exc.code == "unreadable":
            log.warning("save: %s; nothing to continue", exc)
            return Loaded(None, one_line(str(exc)))
        reason = one_line(str(exc))
    except FinishedSave:
        remove(path)
        return Loaded(None)
    except (DurakError, ValueError) as exc:
        reason = one_line(f"{path}: {exc}")
    except Exception as exc:  # an engine that fails on this record must not stop every start
        reason = one_line(f"{path}: {type(exc).__name__}: {exc}")
    set_aside_logged(log, path, "save", reason)
    return Loaded(None, reason)


def remove(path: Path | None = None) -> None:
    path = path or save_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("save: cannot remove %s: %s", path, exc)


class SaveWriter:
    """Writes the newest save off the frame loop: :meth:`put` returns at once; one thread at a time
    writes (atomically) whatever is newest; :meth:`flush` waits for it (leaving, closing).

    The thread is not a daemon: the interpreter waits for the last write before it exits.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or save_path()
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        #: the newest text not yet written; ``""``: remove the file; None: nothing to do
        self._pending: str | None = None
        self._busy = False
        self.writes = 0
        self.failures = 0

    def put(self, text: str) -> None:
        self._queue(text)

    def put_removal(self) -> None:
        self._queue("")

    def _queue(self, text: str) -> None:
        with self._lock:
            self._pending = text
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._run, name="save-writer", daemon=False).start()

    def _run(self) -> None:
        while True:
            with self._lock:
                text, self._pending = self._pending, None
                if text is None:
                    self._busy = False
                    self._idle.notify_all()
                    return
            self._write(text)

    def _write(self, text: str) -> None:
        try:
            if text:
                write_text_atomic(self.path, text)
            else:
                remove(self.path)
            self.writes += 1
        except OSError as exc:  # a full disk must not stop the game; the next action tries again
            self.failures += 1
            log.warning("save: cannot write %s: %s", self.path, exc)

    def flush(self, timeout: float = 5.0) -> None:
        with self._lock:
            self._idle.wait_for(lambda: not self._busy, timeout)
