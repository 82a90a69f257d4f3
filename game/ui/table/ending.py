"""The end of a game at the table: the result reported, the hands turned up, a sound, and a moment
later the game-over screen.  The statistics and the kept record are the session's (written when the
engine says the game is over, whether or not the table stays to show it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.play.session import Session

from .board import Board

#: seconds between the end of a game (everything shown) and the game-over screen
OVER_PAUSE = 0.7


class Ending:
    def __init__(
        self, session: Session, board: Board, report: Callable[..., Any], sound: Callable[[str], None]
    ) -> None:
        self.session = session
        self.board = board
        self._report = report
        self._sound = sound
        self._time = -1.0
        self.shown = False

    def update(self, dt: float, instant: bool) -> bool:
        """True once: the game-over screen is due now."""
        g = self.session.game
        if not g.is_over or not self.board.idle or self.shown:
            return False
        if self._time < 0:
            self._time = 0.0
            self._report(**self.session.summary())
            self.board.reveal({p: g.hand(p) for p in range(g.players) if p != self.board.bottom})
            self._sound("lose" if self.session.human_lost() else "win")
        self._time += dt
        if self._time >= OVER_PAUSE or instant:
            self.shown = True
            self.board.stop_moving()  # the overlay stops the table's clock
            return True
        return False
