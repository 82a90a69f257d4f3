"""Help at the table: the hint (button or H) and the endgame insight, asked through the play session.

Both are answered off the frame loop (futures); an answer counts only while the decision it was
asked for is still the current one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from game.engine import Action, ActionKind
from game.engine import events as ev
from game.engine.cards import Card
from game.play import endgame
from game.play.assist import Hint
from game.play.session import Session
from game.ui.i18n import tr
from game.ui.settings import Settings

from .board import Board
from .dragdrop import Target, targets_for
from .status import describe_action

log = logging.getLogger(__name__)

INSIGHT_KEYS = {1: "table.insight.win", 0: "table.insight.draw", -1: "table.insight.lose"}


class Assist:
    def __init__(
        self,
        session: Session,
        settings: Callable[[], Settings],
        debug: Callable[..., None],
        select: Callable[[tuple[Card, ...]], None],
        remember: bool = True,
    ) -> None:
        self.session = session
        self._settings = settings
        self._debug = debug
        self._select = select
        #: the events as your seat saw them (the hint's memory of the opponents; not kept when you
        #: are not the bottom seat)
        self._remember = remember
        self.seen: list[ev.Event] = []
        self.hint_action: Action | None = None
        self.hint_text = ""
        self.insight = ""
        self._hint_future: Future[Hint | None] | None = None
        self._hint_key: Any = None
        self._insight_future: Future[int | None] | None = None
        self._insight_key: Any = None
        #: the insight shown was asked for ("Who wins?" in an endgame), not given by the setting
        self._asked = False
        #: something visible changed (the table redraws)
        self.changed = False

    @property
    def key(self) -> Any:
        """What the table's settled picture depends on."""
        return (self._hint_key, self.hint_action)

    def hints_on(self) -> bool:
        return self._settings().show_hints

    # ------------------------------------------------------------ the hint
    def saw(self, events: list[ev.Event]) -> None:
        if self._remember:
            self.seen += events

    def ask_hint(self) -> None:
        """What Hard would play in your place, having seen what you saw."""
        if not self.hints_on() or not self.session.human_to_act():
            return
        key = self.session.key
        if self._hint_key == key and (self._hint_future is not None or self.hint_action is not None):
            return
        self._hint_key = key
        self.hint_text = tr("table.hint.thinking")
        self._hint_future = self.session.ask_hint(self.seen)
        self.changed = True
        self.poll()

    def _hint_result(self, hint: Hint | None) -> None:
        self._hint_future = None
        if hint is None:
            self.hint_text = ""
            return
        action = hint.action
        self.hint_action = action
        self.hint_text = tr("table.hint.text", action=describe_action(action)) + (
            f" — {hint.text}" if hint.text else ""
        )
        if action.kind is ActionKind.ATTACK and len(action.cards) > 1:
            self._select(action.cards)
        self._debug("hint", action=str(action))
        self.changed = True

    def targets(self, board: Board) -> list[Target]:
        """Where the hinted card would go (lit faintly while no card is being moved)."""
        if self.hint_action is None:
            return []
        return targets_for(self.hint_action.cards, [self.hint_action], board)

    def after_move(self) -> None:
        self.hint_action = None
        self.hint_text = ""

    # ------------------------------------------------------------ the endgame insight
    def settled(self) -> None:
        """With the endgame-insight setting: who wins with best play (2 players, deck empty)."""
        if not (self._settings().endgame_insight and self.session.insight_wanted()):
            if self.insight and not (self._asked and self._insight_key == self.session.key):
                self.insight = ""
                self.changed = True
            return
        key = self.session.key
        if key == self._insight_key:
            return
        self._insight_key, self._asked = key, False
        self._insight_future = self.session.ask_insight()
        self.poll()

    def outlook_offered(self) -> bool:
        """ "Who wins?" (a button, or W): a game from a position, two players, the stock out, your
        move, and the insight setting not already telling it."""
        s = self.session
        return (
            s.game.start_position is not None
            and not self._settings().endgame_insight
            and s.insight_wanted()
            and s.human_to_act()
        )

    def ask_outlook(self) -> None:
        """The solver's verdict on your position, off the frame loop (it may take a few seconds)."""
        if not self.outlook_offered() or self.session.human is None:
            return
        key = self.session.key
        if key == self._insight_key and self._asked:
            return  # asked already: the answer is shown, or on its way
        self._insight_key, self._asked = key, True
        self.insight = tr("endgame.thinking")
        game = self.session.game.copy(quiet=True)
        self._insight_future = self.session.submit_side(endgame.outlook, game, self.session.human)
        self._debug("outlook", asked=True)
        self.changed = True
        self.poll()

    def _insight_done(self, value: int | None) -> None:
        self._insight_future = None
        if value is None and self._asked:
            self.insight = tr("endgame.unknown")
            self.changed = True
            return
        key = INSIGHT_KEYS.get(value) if value is not None else None
        self.insight = tr(key) if key else ""
        if key:
            self._debug("insight", value=value)
            self.changed = True

    # ------------------------------------------------------------ answers
    def poll(self) -> None:
        current = self.session.key
        fut = self._hint_future
        if fut is not None and fut.done():
            if self._hint_key != current:
                self._hint_future = None
                self.hint_text = ""
            else:
                try:
                    self._hint_result(fut.result())
                except Exception as exc:
                    log.warning("hint failed: %r", exc)
                    self._hint_future = None
                    self.hint_text = ""
        ifut = self._insight_future
        if ifut is not None and ifut.done():
            if self._insight_key != current:
                self._insight_future = None
                return
            try:
                self._insight_done(ifut.result())
            except Exception as exc:
                log.warning("endgame insight failed: %r", exc)
                self._insight_future = None
                self.insight = ""

    def cancel(self) -> None:
        if self._hint_future is not None:
            self._hint_future.cancel()
