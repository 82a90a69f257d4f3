"""What the new-game screen hands to the table: rules, seats and opponents."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Rules


@dataclass(frozen=True, slots=True)
class GameConfig:
    rules: Rules
    players: int
    #: computer level of every seat, by seat; the human's own seat holds "human"
    levels: tuple[str, ...]
    #: the human's seat (sitting at the bottom of the table); None: computers only (self-test, demo)
    human_seat: int | None = 0
    #: None: a fresh random seed per game
    seed: int | None = None
    #: the match's target: the first to be the durak this many times loses it (None: an open match)
    match_target: int | None = None

    def __post_init__(self) -> None:
        self.rules.validate(self.players)
        if len(self.levels) != self.players:
            raise ValueError(f"{self.players} players need {self.players} levels, got {len(self.levels)}")
