"""The computer seats' cheating and calling in a live game (the cheating mode, docs/rules.md).

Each computer seat gets a :class:`~game.ai.cheats.Watcher` told the events as that seat saw
them, and its level's temperament decides whether it cheats instead of its honest move.  The
decision to cheat is cheap (a look at the seat's own view), so it is made here, on the frame
loop, before the seat's honest move is asked of the worker; calls are collected here and
applied by the session like every other action.
"""

from __future__ import annotations

import random

from game.ai.cheats import Temperament, Watcher, choose_cheat, temperament
from game.engine import Action, PlayerView
from game.engine import events as ev


class CheatSeats:
    """The cheat temperament and the watcher of every computer seat of one table."""

    def __init__(self, levels: dict[int, str], seed: int) -> None:
        self.tempers: dict[int, Temperament] = {s: temperament(lv) for s, lv in levels.items()}
        self.watchers = {s: Watcher(s, t, seed) for s, t in self.tempers.items()}
        self.rng = random.Random(f"{seed}/cheat")

    def notify(self, seat: int, events: list[ev.Event]) -> None:
        """Tell ``seat``'s watcher what the seat saw."""
        w = self.watchers.get(seat)
        if w is not None:
            w.notify(events)

    def forget(self) -> None:
        """Drop what the watchers noticed (a game replayed from its record: those windows are old)."""
        for w in self.watchers.values():
            w.suspects.clear()

    def cheat(self, seat: int, view: PlayerView) -> Action | None:
        """The cheat ``seat`` makes now instead of its honest move, or None."""
        temper = self.tempers.get(seat)
        return None if temper is None else choose_cheat(view, temper, self.rng)

    def calling(self) -> bool:
        """Some computer seat noticed a cheat and will call it out."""
        return any(w.suspects for w in self.watchers.values())

    def call(self) -> Action | None:
        """A call-out some computer seat makes now (the lowest seat first), or None."""
        for seat in sorted(self.watchers):
            action = self.watchers[seat].call()
            if action is not None:
                return action
        return None
