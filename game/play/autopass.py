"""Auto-pass in big games: the pace of a table of 4–6 players.

With four or more players a bout waits for every thrower in turn; a player who holds a rank on the
table and keeps it must still say *Done* each time.  As on online Durak tables, with the setting on
(3, 5 or 8 seconds) your turn to throw in passes by itself after that long without a move of yours.
Only a throw-in passes so (never a lead, a defence or the cheating mode's moments: the cheating mode
keeps its window to call out open), the countdown starts again at every new decision, and a card you
hold in the hand (dragging it) stops it.  When Pass is your only choice the table's older automatic
pass (the ``auto_pass`` of the session) acts instead, quickly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import PASS, ActionKind, Phase

if TYPE_CHECKING:
    from .session import Session

#: the setting's choices in seconds (0: off)
CHOICES = (0, 3, 5, 8)
#: the smallest table it applies to
MIN_PLAYERS = 4


class AutoPass:
    def __init__(self, seconds: float = 0.0) -> None:
        #: how long the table waits for your throw-in (0: it waits for ever)
        self.seconds = seconds
        self._key: tuple[int, int] | None = None
        self._left = 0.0

    def applies(self, session: Session) -> bool:
        """The table waits for your throw-in and would pass it in time."""
        g = session.game
        if self.seconds <= 0 or g.players < MIN_PLAYERS or session.cheats is not None:
            return False
        if not session.human_to_act() or g.phase != Phase.THROW or g.defender == session.human:
            return False
        kinds = {a.kind for a in g.legal_actions()}
        return ActionKind.PASS in kinds and len(kinds) > 1

    def left(self, session: Session) -> float | None:
        """Seconds until your throw-in passes by itself (None: the table does not count)."""
        if not self.applies(session):
            return None
        return self._left if self._key == session.key else self.seconds

    def hold(self, session: Session) -> None:
        """You are about to move (a card in your hand): the countdown starts again."""
        self._key = session.key
        self._left = self.seconds

    def tick(self, session: Session, dt: float, board_idle: bool) -> bool:
        """Count down while the table is still; True when your turn was passed."""
        if not board_idle or not self.applies(session):
            return False
        if self._key != session.key:
            self.hold(session)
        self._left -= dt
        if self._left > 0.0:
            return False
        session.apply(PASS)
        return True
