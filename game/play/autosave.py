"""Autosave: after every action of a session, the save of :mod:`game.play.saves` is brought up to date.

The listener runs on the frame loop and only builds the text (a record of a few hundred actions is
a few kilobytes); the :class:`~game.play.saves.SaveWriter` writes it off the loop.  When the game
ends its save is removed: a finished game is nothing to continue.  A fresh game's first save replaces
the game kept for Continue, which is read first: given up, it counts in the statistics.
"""

from __future__ import annotations

import time

from game.engine import Action
from game.engine import events as ev
from game.engine.record import GameRecord

from . import undo
from .finished import kept_for_continue
from .saves import SavedGame, SaveWriter
from .session import Session


class Autosave:
    def __init__(
        self, session: Session, names: tuple[str, ...] = (), writer: SaveWriter | None = None
    ) -> None:
        """``names``: the seats' names shown in the menu's preview (the rest is the session's)."""
        self.session = session
        self.names = names
        self.writer = writer or SaveWriter()
        #: seconds the last save took on the frame loop (building its text)
        self.last_cost = 0.0
        session.subscribe(self._applied)

    def current(self) -> SavedGame:
        s = self.session
        return SavedGame(
            GameRecord.of(s.game),
            s.levels,
            s.human,
            s.seed,
            s.config.seed,
            s.match,
            self.names,
            s.undo_used,
            time.time(),
            s.config.daily,
        )

    def taken_back(self) -> SavedGame:
        """The save with the human's last move and the computers' replies since taken back (undo), the
        game marked so."""
        return undo.taken_back(self.session, self.current())

    def _applied(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        self.save()

    def start(self) -> None:
        """The table's first save.  A fresh game first reads the one it replaces, so that a game given
        up counts in the statistics (``Session.replaces``)."""
        if not self.session.resumed:
            self.session.replaces(kept_for_continue(self.writer.path))
        self.save()

    def save(self) -> None:
        start = time.perf_counter()
        if self.session.game.is_over:
            self.writer.put_removal()
        else:
            self.writer.put(self.current().to_json())
        self.last_cost = time.perf_counter() - start

    def flush(self) -> None:
        """Wait for the newest save to reach the disk (leaving the table, closing the window)."""
        self.writer.flush()
