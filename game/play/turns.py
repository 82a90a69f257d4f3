"""Who made an action, and what the cheating mode counts for a player: shared by the live session and
by the statistics of a game read back from its save (an abandoned one)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.engine import Action, ActionKind, Game
from game.engine import events as ev
from game.engine.cheating import CalledOut, Cheated


def actor(game: Game, action: Action) -> int:
    """The seat that makes ``action`` now: a call is made by its caller, whoever is to act."""
    return action.seats[0] if action.kind is ActionKind.CALL else game.to_act


@dataclass(frozen=True, slots=True)
class CheatCount:
    """The cheating mode, for the statistics: your cheats, those of them called out, others' you caught."""

    made: int = 0
    caught: int = 0
    called: int = 0

    def plus(self, events: Iterable[ev.Event], seat: int | None) -> CheatCount:
        made, caught, called = self.made, self.caught, self.called
        for e in events:
            if isinstance(e, Cheated) and e.seat == seat:
                made += 1
            elif isinstance(e, CalledOut) and e.correct:
                caught += e.accused == seat
                called += e.caller == seat
        return CheatCount(made, caught, called)
