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

#: the opponents' level when nobody chose one
DEFAULT_LEVEL = "normal"

#: levels that are yardsticks for the arena, not opponents to offer a player
BASELINES: frozenset[str] = frozenset({"dmcts"})


def make_player(level: str, seed: int = 0) -> Player:
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"no computer player {level!r}; choose from {', '.join(LEVELS)}") from None
    return factory(seed)
