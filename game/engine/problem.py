"""Why a set of rules cannot be played, as data: a code and the numbers it names.

As with :mod:`.reason`, ``str(problem)`` is English for logs and the command
line; the UI translates the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ProblemCode(str, Enum):
    DECK_SHAPE = "deck_shape"
    TOO_MANY_SUITS = "too_many_suits"
    TOO_MANY_RANKS = "too_many_ranks"
    TOO_MANY_PLAYERS = "too_many_players"
    HAND_SIZE = "hand_size"
    TWO_PLAYERS = "two_players"
    DECK_TOO_SMALL = "deck_too_small"
    ATTACK_LIMIT = "attack_limit"
    FIRST_BOUT_LIMIT = "first_bout_limit"
    SHOW_NEEDS_TRANSFER = "show_needs_transfer"
    SEVEN_NO_TRANSFER = "seven_no_transfer"
    SEVEN_HAND = "seven_hand"
    REDEAL = "redeal"
    TEAMS_COUNT = "teams_count"
    FIRST_OUT_NEEDS_TEAMS = "first_out_needs_teams"


ENGLISH: dict[ProblemCode, str] = {
    ProblemCode.DECK_SHAPE: "a deck needs at least two suits and two ranks",
    ProblemCode.TOO_MANY_SUITS: "at most {limit} suits",
    ProblemCode.TOO_MANY_RANKS: "at most {limit} ranks",
    ProblemCode.TOO_MANY_PLAYERS: "at most {limit} players",
    ProblemCode.HAND_SIZE: "the hand size must be at least 1",
    ProblemCode.TWO_PLAYERS: "at least two players are needed",
    ProblemCode.DECK_TOO_SMALL: "{deck} cards cannot deal {hand} to each of {players} players",
    ProblemCode.ATTACK_LIMIT: "the attack limit must be at least 1",
    ProblemCode.FIRST_BOUT_LIMIT: "the first-bout limit must be at least 1",
    ProblemCode.SHOW_NEEDS_TRANSFER: "transfer by showing the trump needs the transfer rule (Perevodnoy)",
    ProblemCode.SEVEN_NO_TRANSFER: "the 7-card variant is played without transfers",
    ProblemCode.SEVEN_HAND: "the 7-card variant deals 7 cards",
    ProblemCode.REDEAL: "the redeal threshold must be between 2 and the hand size",
    ProblemCode.TEAMS_COUNT: "teams of {size} need a multiple of {size} players with at least two teams",
    ProblemCode.FIRST_OUT_NEEDS_TEAMS: "'a team wins when one member is out' needs teams",
}


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem: its code and the numbers it names (``fields()`` by template name)."""

    code: ProblemCode
    numbers: tuple[tuple[str, int], ...] = ()

    def fields(self) -> dict[str, str]:
        return {name: str(value) for name, value in self.numbers}

    def __str__(self) -> str:
        return ENGLISH[self.code].format(**self.fields())


def problem(code: ProblemCode, **numbers: int) -> Problem:
    return Problem(code, tuple(sorted(numbers.items())))
