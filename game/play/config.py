"""What a game at the table is set up from: the rules and the name of their preset, the seats, the seed
and the match's target.  The new-game form makes one; a game resumed from its save gets one back."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine import PRESETS, Position, Rules

#: the name of any set of options that is no preset
CUSTOM = "custom"


def preset_name(rules: Rules) -> str:
    """The preset these rules are (:data:`CUSTOM` for any other set of options): for rules that come
    without their name (a save, a record); a game set up by the form keeps the name it was given."""
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return CUSTOM


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
    #: the preset the rules are, by name (the statistics' variant); "" : found from the rules
    preset: str = ""
    #: the position every game at this table starts from (an endgame; None: dealt)
    position: Position | None = None

    def __post_init__(self) -> None:
        self.rules.validate(self.players)
        if self.position is not None:
            if self.position.rules != self.rules or self.position.players != self.players:
                raise ValueError("the position is not of these rules and players")
            self.position.check()
        if len(self.levels) != self.players:
            raise ValueError(f"{self.players} players need {self.players} levels, got {len(self.levels)}")
        if not self.preset:
            object.__setattr__(self, "preset", preset_name(self.rules))
        elif self.preset != CUSTOM and PRESETS.get(self.preset) != self.rules:
            raise ValueError(f"the rules are not the preset {self.preset!r}")

    def next(self) -> GameConfig:
        """The set-up of the next game at this table: a chosen seed counts on."""
        return self if self.seed is None else replace(self, seed=self.seed + 1)
