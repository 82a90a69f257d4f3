"""The interface every computer player implements (and the UI calls).

A player sees only a :class:`PlayerView` — what its seat may know — and
returns one of ``view.legal``.  ``choose`` may take time (search); the UI calls
it off the frame loop.  ``notify`` passes on the events of the game as that
seat saw them, for players that remember (e.g. what an opponent's pass or take
revealed).
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from game.engine import Action, PlayerView
from game.engine.events import Event


@runtime_checkable
class Player(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action:
        """One of ``view.legal``."""
        ...

    def notify(self, events: list[Event]) -> None:
        """Events as this player's seat saw them, in order."""
        ...


class RandomPlayer:
    """Uniform over the legal actions: the weakest baseline."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(view.legal)

    def notify(self, events: list[Event]) -> None:
        pass
