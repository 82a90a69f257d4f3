"""Computer player levels by name, for the UI and the arena."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.dmcts import DMCTSPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.master import MasterPlayer
from game.ai.normal import NormalPlayer
from game.ai.player import Player, RandomPlayer

#: level name → factory(seed) → player.  The AI module files register their levels here.
LEVELS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "master": MasterPlayer,
    "dmcts": DMCTSPlayer,
}

#: levels that are yardsticks for the arena, not opponents to offer a player
BASELINES: frozenset[str] = frozenset({"dmcts"})


#: a computer's move that takes this many times its level's thinking time (and at least
#: PATIENCE_FLOOR seconds) means its process is stuck: it is ended and the seat plays on here
PATIENCE_FACTOR = 10.0
PATIENCE_FLOOR = 10.0


def patience(level: str) -> float:
    """Seconds to wait for a move of ``level`` before its process counts as stuck."""
    think = float(getattr(LEVELS.get(level), "think_seconds", 0.0))
    return max(PATIENCE_FLOOR, PATIENCE_FACTOR * think)


def make_player(level: str, seed: int = 0) -> Player:
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"no computer player {level!r}; choose from {', '.join(LEVELS)}") from None
    return factory(seed)
