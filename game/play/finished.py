"""What happens to a finished game with a human at the table: a line in the statistics and its
record kept for the replay viewer.

Called once per game, when the game-over screen is due; a disk that refuses costs a log line,
never the game.  Reading and writing the statistics takes some 100 ms with a few thousand games
on a slow disk, so a live table does it in a thread (:func:`note_finished_later`): the frame loop
never waits for it.  One lock keeps two quick games from writing at once.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from game.engine import PRESETS
from game.engine.record import GameRecord

from . import kept
from .session import Session
from .stats import GameEntry, Statistics

log = logging.getLogger(__name__)

_writing = threading.Lock()


def variant_of(session: Session) -> str:
    """The preset the game's rules are (``"custom"`` for any other set of options)."""
    rules = session.game.rules
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return "custom"


def outcome_of(session: Session) -> str | None:
    """The human's result: "win", "durak" (or on the losing team) or "draw"; None without a human."""
    res = session.game.result
    if res is None or session.human is None:
        return None
    if res.draw:
        return "draw"
    return "durak" if session.human_lost() else "win"


def opponents_level(session: Session) -> str:
    levels = {lv for seat, lv in enumerate(session.levels) if seat != session.human}
    return levels.pop() if len(levels) == 1 else "mixed"


def entry_of(session: Session, now: float | None = None) -> GameEntry | None:
    """The statistics line of the finished game (None: no human played, or it is not over)."""
    outcome = outcome_of(session)
    if outcome is None:
        return None
    summary = session.summary()
    return GameEntry(
        when=int(time.time() if now is None else now),
        variant=variant_of(session),
        players=session.game.players,
        level=opponents_level(session),
        outcome=outcome,
        moves=int(summary.get("moves", len(session.game.history))),
        hints=int(summary.get("hints_used", 0)),
        undo=bool(summary.get("undo_used", False)),
        cheats=int(summary.get("cheats_made", 0)),
        caught=int(summary.get("cheats_caught", 0)),
        called=int(summary.get("calls_right", 0)),
    )


def note_finished(
    session: Session, stats: Statistics | None = None, folder: Path | None = None
) -> GameEntry | None:
    """Add the finished game to the statistics and keep its record; the entry written (or None)."""
    entry = entry_of(session)
    if entry is None:
        return None
    record = GameRecord.of(session.game)
    with _writing:
        book = stats if stats is not None else Statistics.load()
        book.add(entry)
        kept.keep(
            record, session.human, tuple(session.levels), entry.outcome, entry.variant, folder, entry.when
        )
    return entry


def note_finished_later(session: Session) -> threading.Thread | None:
    """:func:`note_finished` off the frame loop (at once for a synchronous session: the tests)."""
    if session.synchronous:
        note_finished(session)
        return None
    worker = threading.Thread(target=_note_quietly, args=(session,), name="durak-stats", daemon=True)
    worker.start()
    return worker


def _note_quietly(session: Session) -> None:
    try:
        note_finished(session)
    except Exception:  # a thread's error would go nowhere: the log keeps it
        log.exception("the finished game could not be noted")
