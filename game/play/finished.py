"""What happens to a game with a human at the table once it cannot go on: a line in the statistics,
and for a finished game its record kept for the replay viewer.

The session calls :meth:`Notes.finished` once, in the ``apply`` that ends the game — not the table
after its animations, so a game left during its last animation is counted all the same.  A game
left while running is kept for Continue; it is *abandoned* when a new game replaces that save
(:meth:`Notes.abandoned`), and it counts then if the human had made at least one move.

A disk that refuses costs a log line, never the game.  Reading and writing the statistics takes some
100 ms with a few thousand games on a slow disk, so a live table writes in a thread: the frame loop
never waits for it; the session waits for its writes when it is shut down (leaving the table,
closing the window, a SIGTERM), and the threads are not daemons, so the interpreter waits too.
One lock keeps two quick games from writing at once.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.actions import ActionKind
from game.engine.errors import DurakError
from game.engine.record import GameRecord
from game.ground.jsonfile import JsonFileError, read_json

from . import achievements, daily, kept
from .achievements import Achievements, Finished, Milestone, facts
from .config import variant_name
from .saves import MAX_BYTES, MAX_DEPTH, SavedGame
from .stats import ABANDONED, GameEntry, Statistics
from .turns import CheatCount, actor

if TYPE_CHECKING:
    from .session import Session

log = logging.getLogger(__name__)

_writing = threading.Lock()

#: seconds a closing session waits for its statistics to reach the disk
WAIT = 5.0


def variant_of(session: Session) -> str:
    """The variant the game was set up as (``"custom"`` for any other set of options, see
    :func:`~game.play.config.variant_name`)."""
    return session.config.preset


def outcome_of(session: Session) -> str | None:
    """The human's result: "win", "durak" (or on the losing team) or "draw"; None without a human."""
    res = session.game.result
    if res is None or session.human is None:
        return None
    if res.draw:
        return "draw"
    return "durak" if session.human_lost() else "win"


def opponents_level(session: Session) -> str:
    return _opponents(session.levels, session.human)


def _opponents(levels: tuple[str, ...], human: int | None) -> str:
    others = {lv for seat, lv in enumerate(levels) if seat != human}
    return others.pop() if len(others) == 1 else "mixed"


def entry_of(session: Session, now: float | None = None) -> GameEntry | None:
    """The statistics line of the finished game (None: no human played, it is not over, or it was an
    endgame from a position, which is no whole game of its variant)."""
    outcome = outcome_of(session)
    if outcome is None or session.game.start_position is not None:
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
    session: Session,
    stats: Statistics | None = None,
    folder: Path | None = None,
    earned: list[Milestone] | None = None,
) -> GameEntry | None:
    """Add the finished game to the statistics and keep its record, count a deal of the day and earn the
    achievements it reaches (added to ``earned``); the entry written (or None)."""
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
        new = note_progress(session, entry, record, book)
    if earned is not None:
        earned.extend(new)
    return entry


def note_progress(
    session: Session, entry: GameEntry, record: GameRecord, stats: Statistics
) -> list[Milestone]:
    """The deal of the day's result (its first completed attempt) and the achievements now earned, kept
    beside the statistics; the milestones newly earned."""
    folder = stats.path.parent
    days = daily.DailyBook.load(daily.FILE.path(folder))
    if session.config.daily:
        result = daily.DayResult(entry.outcome, entry.variant, entry.players)
        days.record(daily.parse_day(session.config.daily), result)
    game = record.start()
    took = False
    for action in record.actions:
        took = took or (action.kind is ActionKind.TAKE and actor(game, action) == session.human)
        game.apply(action)
    solved = achievements.puzzles_solved(folder)
    known = facts(stats.entries, days, daily.today(), Finished(entry.outcome == "win", took), solved)
    return Achievements.load(achievements.FILE.path(folder)).update(known)


def abandoned_entry(saved: SavedGame, now: float | None = None) -> GameEntry | None:
    """The statistics line of a saved game given up (None: no human, the human never moved, or an
    endgame from a position)."""
    human = saved.human
    if human is None or saved.record.position is not None:
        return None
    game = saved.record.start()
    moved, cheats = 0, CheatCount()
    for action in saved.record.actions:
        moved += actor(game, action) == human
        cheats = cheats.plus(game.apply(action), human)
    if not moved:
        return None
    return GameEntry(
        when=int(time.time() if now is None else now),
        variant=variant_name(saved.record.rules),
        players=saved.record.players,
        level=_opponents(saved.levels, human),
        outcome=ABANDONED,
        moves=saved.moves,
        undo=saved.undo_used,
        cheats=cheats.made,
        caught=cheats.caught,
        called=cheats.called,
    )


def note_abandoned(saved: SavedGame, stats: Statistics | None = None) -> GameEntry | None:
    """Add the saved game, given up, to the statistics; the entry written (or None)."""
    entry = abandoned_entry(saved)
    if entry is None:
        return None
    with _writing:
        (stats if stats is not None else Statistics.load()).add(entry)
    return entry


def kept_for_continue(path: Path) -> SavedGame | None:
    """The running game saved in ``path``, read quietly (None: none, finished, or unusable — the menu
    reports an unusable save, this does not)."""
    try:
        return SavedGame.from_dict(read_json(path, MAX_BYTES, MAX_DEPTH))
    except (JsonFileError, DurakError, ValueError):
        return None


class Notes:
    """One session's writes to the statistics: off the frame loop (at once when ``synchronous``: the
    tests), each at most once, and waited for when the session closes."""

    def __init__(self, synchronous: bool) -> None:
        self.synchronous = synchronous
        self._threads: list[threading.Thread] = []
        self._done: set[str] = set()
        #: the milestones the finished game earned (filled by its write: the game-over panel's toast)
        self.earned: list[Milestone] = []

    @property
    def noted_finished(self) -> bool:
        return "finished" in self._done

    def finished(self, session: Session) -> None:
        """The game is over: its statistics entry and its kept record."""
        self._once("finished", lambda s: note_finished(s, earned=self.earned), session)

    def abandoned(self, saved: SavedGame) -> None:
        """A new game replaces ``saved``: it counts as abandoned."""
        self._once("abandoned", note_abandoned, saved)

    def _once(self, what: str, fn: Callable[[Any], object], arg: Any) -> None:
        if what in self._done:
            return
        self._done.add(what)
        if self.synchronous:
            fn(arg)
            return
        # not a daemon: an interpreter that exits (a SIGTERM) waits for the entry
        worker = threading.Thread(target=_quietly, args=(fn, arg), name=f"durak-stats-{what}")
        worker.start()
        self._threads.append(worker)

    def wait(self, timeout: float = WAIT) -> None:
        """Wait for every write begun (leaving the table, closing the window)."""
        for worker in self._threads:
            worker.join(timeout)
        self._threads = [w for w in self._threads if w.is_alive()]


def _quietly(fn: Callable[[Any], object], arg: Any) -> None:
    try:
        fn(arg)
    except Exception:  # a thread's error would go nowhere: the log keeps it
        log.exception("the statistics could not be written")
