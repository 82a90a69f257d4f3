"""The table's debug log (``--debug-log``): events as your seat saw them, moves, the settled layout."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from game.engine import Action, Phase
from game.engine import events as ev
from game.engine.cards import Card

from .board import Board
from .buttons import ActionButtons
from .hand_input import HandInput
from .layout import Layout


def _plain(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def event_record(e: ev.Event) -> dict[str, Any]:
    """An engine event as JSON-ready data for the debug log (a field named like one of the log line's
    own keys — ``Cheated.kind`` — gets an underscore, so it cannot clash with them)."""
    return {(f"{f.name}_" if f.name in _LOG_KEYS else f.name): _plain(getattr(e, f.name)) for f in fields(e)}


#: the keys every line of the debug log has (``AppContext.debug``'s own arguments and ``type``)
_LOG_KEYS = frozenset({"kind", "type"})


class DebugTrace:
    def __init__(self, debug: Callable[..., None], enabled: bool) -> None:
        self.debug = debug
        self.enabled = enabled
        self.events_logged = 0
        self._layout_logged: Any = None

    def events(self, events: list[ev.Event]) -> None:
        for e in events:
            self.events_logged += 1
            self.debug("event", type=type(e).__name__, **event_record(e))

    def layout(
        self,
        layout: Layout,
        board: Board,
        hand: HandInput,
        buttons: ActionButtons,
        turn: tuple[int, int] | None,
        legal: list[Action],
    ) -> None:
        """The settled picture (when it changed), and ``turn`` = (your seat, phase) when it is your move."""
        if not self.enabled:
            return
        data = {
            "size": list(layout.size),
            "hand": [
                {"card": str(s.card), "x": round(s.hx), "y": round(s.hy)}
                for s in hand.hand_sprites()
                if s.card is not None
            ],
            "click": {str(c): list(hand.card_pos(c)) for c in hand.hand_cards()},
            "table": [
                {"card": str(p[0].card), "x": round(p[0].hx), "y": round(p[0].hy), "beaten": p[1] is not None}
                for p in board.table
                if p[0] is not None
            ],
            "bout": list(layout.bout),
            "buttons": {b.name: list(b.rect) for b in buttons.buttons},
        }
        if data != self._layout_logged:
            self._layout_logged = data
            self.debug("layout", **data)
        if turn is not None:
            seat, phase = turn
            self.debug("turn", seat=seat, phase=Phase(phase).name.lower(), legal=[str(a) for a in legal])
