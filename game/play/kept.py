"""The last finished games, kept so that a player can replay them move by move.

Each game is one file in ``<user data>/games/``: the engine's record (rules, seed, deck, actions —
exact by construction) with a few lines about it (when, the human's seat, the levels, the
outcome).  Files are named by the time they were written, so the newest sort last; beyond
:data:`KEEP` the oldest are removed.  A file that cannot be read is set aside with a log line and
left out of the list.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.errors import RecordError
from game.engine.record import MAX_BYTES, GameRecord
from game.engine.rules import MAX_PLAYERS
from game.ground import atomic, checks, jsonfile
from game.ground.aside import set_aside_logged
from game.ground.oneline import one_line, quoted
from game.ground.paths import user_data_dir

from .stats import OUTCOMES

log = logging.getLogger(__name__)

FORMAT = "durak-kept-game"
VERSION = 1
KEEP = 100
FOLDER = "games"
SUFFIX = ".json"
#: the key of the game review in a kept game's file
REVIEW = "review"
#: the largest kept game's file read: a record and its review (a few bytes a decision)
READ_LIMIT = MAX_BYTES + 64 * 1024
#: how many of the newest kept games :func:`find` looks through
FIND_AMONG = 10


@dataclass(frozen=True, slots=True)
class KeptGame:
    path: Path
    when: int
    record: GameRecord
    #: the human's seat (None: computers only)
    human: int | None
    #: every seat's level, the human's "human"
    levels: tuple[str, ...]
    outcome: str
    variant: str
    #: the game review kept with it (``play/review.py`` reads it), None before the first review
    review: Any = None


def games_dir() -> Path:
    return user_data_dir() / FOLDER


def keep(
    record: GameRecord,
    human: int | None,
    levels: tuple[str, ...],
    outcome: str,
    variant: str,
    folder: Path | None = None,
    now: float | None = None,
) -> Path | None:
    """Write one finished game; the oldest beyond :data:`KEEP` go.  None when the disk refused."""
    folder = folder if folder is not None else games_dir()
    stamp = time.time() if now is None else now
    data = {
        "format": FORMAT,
        "version": VERSION,
        "when": int(stamp),
        "human": human,
        "levels": list(levels),
        "outcome": outcome,
        "variant": variant,
        "record": record.to_dict(),
    }
    name = f"{int(stamp * 1000):015d}"
    path = folder / f"{name}{SUFFIX}"
    n = 1
    while path.exists():
        path = folder / f"{name}-{n}{SUFFIX}"
        n += 1
    try:
        atomic.write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    except OSError as e:
        log.warning("cannot keep the finished game in %s: %s", folder, e)
        return None
    remove_leftovers(folder)
    prune(folder)
    return path


def remove_leftovers(folder: Path) -> int:
    """Remove the temporary files of writes interrupted long ago (a game killed while keeping one);
    how many went."""
    removed = atomic.remove_stale_temps(folder, f"*{SUFFIX}")
    if removed:
        log.info("kept games: removed %d temporary files of interrupted writes", removed)
    return removed


def _files(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.glob(f"*{SUFFIX}") if not p.name.startswith("."))
    except OSError:
        return []


def prune(folder: Path, limit: int = KEEP) -> int:
    """Remove the oldest files beyond ``limit``; how many went."""
    files = _files(folder)
    gone = 0
    for path in files[: max(0, len(files) - limit)]:
        try:
            path.unlink()
            gone += 1
        except OSError as e:
            log.warning("cannot remove the old kept game %s: %s", path, e)
    return gone


def parse(path: Path, data: Any) -> KeptGame:
    """A kept game from its parsed JSON (``RecordError`` for anything this version cannot use)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"not a kept game (format should be {FORMAT!r})")
    if data.get("version") != VERSION:
        raise RecordError(f"kept-game version {data.get('version')!r} is not supported")
    when, human, levels = data.get("when"), data.get("human"), data.get("levels")
    outcome, variant = data.get("outcome"), data.get("variant")
    if human is not None and not checks.is_int(human):
        raise RecordError("human is not a seat")
    if not isinstance(levels, list) or len(levels) > MAX_PLAYERS:
        raise RecordError("levels is not a list of names")
    if outcome not in OUTCOMES:
        raise RecordError(f"outcome {quoted(outcome)} is none of {', '.join(OUTCOMES)}")
    try:
        # the viewer shows the date and the variant, and names each seat by its level
        seconds = checks.epoch_time(when, "when")
        variant_name = checks.name(variant, "variant")
        names = tuple(checks.name(level, "a level") for level in levels)
    except checks.FieldError as e:
        raise RecordError(str(e)) from None
    record = GameRecord.from_dict(data.get("record"))
    if len(levels) != record.players or (human is not None and not 0 <= human < record.players):
        raise RecordError("the seats do not match the record")
    if [i for i, level in enumerate(names) if level == "human"] != ([] if human is None else [human]):
        raise RecordError("only the human's seat is 'human'")
    record.replay()  # every action legal, or the viewer could not step through it
    return KeptGame(path, seconds, record, human, names, outcome, variant_name, data.get(REVIEW))


def load(path: Path) -> KeptGame | None:
    """The kept game in ``path``; None (the file set aside, a log line) when it cannot be used."""
    try:
        return parse(path, jsonfile.read_json(path, READ_LIMIT, 8))
    except (jsonfile.JsonFileError, RecordError) as e:
        problem = str(e)
    except Exception as e:  # an engine that fails on this record must not stop the viewer every time
        problem = f"{path}: {type(e).__name__}: {e}"
    set_aside_logged(log, path, f"kept game {path.name}", one_line(problem))
    return None


def listing(folder: Path | None = None) -> list[Path]:
    """The kept games' files, newest first (read each with :func:`load` when it is wanted)."""
    folder = folder if folder is not None else games_dir()
    remove_leftovers(folder)
    return list(reversed(_files(folder)))


def attach(path: Path, review: dict[str, Any]) -> bool:
    """Write ``review`` into the kept game ``path`` (replacing one kept before); False when the file is
    gone, unreadable or the disk refused (a log line: the review is then only lost, never the game)."""
    try:
        data = jsonfile.read_json(path, READ_LIMIT, 8)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a kept game")
        data[REVIEW] = review
        atomic.write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    except (OSError, jsonfile.JsonFileError, RecordError) as e:
        log.warning("cannot keep the review with %s: %s", path.name, e)
        return False
    return True


def find(record: GameRecord, folder: Path | None = None) -> Path | None:
    """The file among the newest kept games that holds ``record`` (None: not kept, or not yet)."""
    want = record.to_dict()
    for path in listing(folder)[:FIND_AMONG]:
        try:
            data = jsonfile.read_json(path, READ_LIMIT, 8)
        except jsonfile.JsonFileError:
            continue
        if isinstance(data, dict) and data.get("record") == want:
            return path
    return None
