"""What a game at the table is set up from: the rules and the name of their preset, the seats, the seed
and the match's target.  The new-game form makes one; a game resumed from its save gets one back."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine import PRESETS, Position, Rules

#: the name of any set of options that is no preset
CUSTOM = "custom"
#: Podkidnoy with cheating allowed keeps the name it had as a preset of its own: statistics, kept
#: games and saves written before cheating combined with every variant still name it so
OLD_CHEATING = "cheating"
#: the ending of any other variant's name with cheating allowed ("perevodnoy-cheating")
CHEATING_SUFFIX = "-cheating"


def preset_name(rules: Rules) -> str:
    """The preset these rules are (:data:`CUSTOM` for any other set of options): for rules that come
    without their name (a save, a record); a game set up by the form keeps the name it was given."""
    for name, preset in PRESETS.items():
        if preset == rules:
            return name
    return CUSTOM


def base_preset(rules: Rules) -> str:
    """The preset these rules are with cheating left aside (the form's variant list)."""
    return preset_name(replace(rules, cheating=False))


def variant_name(rules: Rules) -> str:
    """The name statistics, kept games and saves give these rules: the preset's, and whether cheating
    is allowed (``"perevodnoy-cheating"``; Podkidnoy with cheating is ``"cheating"``)."""
    base = base_preset(rules)
    if not rules.cheating:
        return base
    return OLD_CHEATING if base == "podkidnoy" else base + CHEATING_SUFFIX


def variant_parts(name: str) -> tuple[str, bool]:
    """A variant's name split into its preset (or :data:`CUSTOM`) and whether cheating is allowed."""
    if name == OLD_CHEATING:
        return "podkidnoy", True
    if name.endswith(CHEATING_SUFFIX):
        return name[: -len(CHEATING_SUFFIX)], True
    return name, False


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
    #: the variant the rules are, by name (:func:`variant_name`, the statistics'); "" : found from
    #: the rules
    preset: str = ""
    #: the day (ISO, 2026-12-06) whose deal of the day this is (``play/daily.py``); "": no such deal
    daily: str = ""
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
            object.__setattr__(self, "preset", variant_name(self.rules))
            return
        base, cheating = variant_parts(self.preset)
        plain = replace(self.rules, cheating=False)
        if cheating != self.rules.cheating or (base != CUSTOM and PRESETS.get(base) != plain):
            raise ValueError(f"the rules are not the variant {self.preset!r}")

    def next(self) -> GameConfig:
        """The set-up of the next game at this table: a chosen seed counts on (the next game of a deal of
        the day is another deal, no longer the day's)."""
        return self if self.seed is None else replace(self, seed=self.seed + 1, daily="")
