"""The rules of a game of Durak: one immutable value with every option, and named presets.

``docs/rules.md`` explains each option, the source sentence it comes from and how
ambiguities were resolved.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any

from .cards import SUIT_LETTERS
from .errors import RulesError
from .problem import Problem, ProblemCode, problem

MIN_PLAYERS = 2
#: Every game ends: this many bouts in a row that all end in a take, with no card drawn and
#: nobody going out, end the game as a draw (docs/rules.md, "Every game ends").
STALLED_BOUTS = 50
#: a card's notation needs a letter for its suit
MAX_SUITS = len(SUIT_LETTERS)
#: Bounds on the size of a game, so that no options (a record's, a settings file's) can make a
#: deal of millions of cards: with at most 21 suits a deck holds at most 21 × 64 = 1,344 cards.
MAX_RANKS = 64
MAX_PLAYERS = 16
#: The largest deck the new-game form offers, 8 suits × 13 ranks = 104 cards: with the computer
#: levels its games last about seven times as long as a 36-card game; on the largest deck the
#: limits above allow they last tens of thousands of actions (docs/rules.md, "Limits").
OFFERED_MAX_SUITS = 8
OFFERED_MAX_RANKS = 13


class ThrowIn(str, Enum):
    """Who may add cards to a bout besides the attacker."""

    ALL = "all"  # every non-defender (seed 000)
    NEIGHBOURS = "neighbours"  # only the defender's two neighbours (seed 003 variant)
    PRIORITY = "priority"  # everyone, but in a fixed order; a player who passes is done (seed 003 classic)


class FirstAttacker(str, Enum):
    LOWEST_TRUMP = "lowest_trump"
    RANDOM = "random"


class MatchStart(str, Enum):
    """Who starts the next game of a match after a game with a durak."""

    ATTACK_DURAK = "attack_durak"  # the previous durak is attacked first ("teaching the fool")
    AFTER_DURAK = "after_durak"  # the player after the durak starts (to "spare" the durak)


class Teams(str, Enum):
    NONE = "none"
    PAIRS = "pairs"  # teams of two: 4 players = 2×2, 6 players = 3×2
    TRIPLES = "triples"  # teams of three: 6 players = 2×3


#: the kind of every option that is not a choice (an enum); tests/test_compiled.py keeps it
#: the same as the annotations of :class:`Rules`
_KINDS: dict[str, str] = {
    "suits": "int",
    "ranks": "int",
    "hand_size": "int",
    "max_attack": "int",
    "first_bout_limit": "int | None",
    "multi_lead": "bool",
    "transfer": "bool",
    "transfer_by_showing_trump": "bool",
    "draws": "bool",
    "redeal_on_suit": "int | None",
    "trump_exchange": "bool",
    "team_wins_on_first_out": "bool",
    "seven_card": "bool",
    "cheating": "bool",
    "cheat_penalty": "int",
    "false_call_penalty": "int",
}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of the game.  Defaults are Podkidnoy Durak with a 36-card deck."""

    suits: int = 4
    ranks: int = 9  # 6 → 24 cards (9–A), 9 → 36 (6–A), 13 → 52 (2–A); generalized decks allowed
    hand_size: int = 6
    max_attack: int = 6  # attack cards in one bout, never more than the defender held at its start
    first_bout_limit: int | None = None  # house rule: the first bout of a game limited to 5
    multi_lead: bool = True  # lead several cards of one rank at once (seed 003)
    throw_in: ThrowIn = ThrowIn.ALL
    transfer: bool = False  # Perevodnoy
    transfer_by_showing_trump: bool = False  # Proyezdnoy (needs transfer)
    first_attacker: FirstAttacker = FirstAttacker.LOWEST_TRUMP
    match_start: MatchStart = MatchStart.ATTACK_DURAK
    draws: bool = True  # all remaining players out in the same bout → draw; else the last to play loses
    redeal_on_suit: int | None = None  # 5: a player dealt five of one suit may demand a new deal
    trump_exchange: bool = False  # the lowest trump may be swapped for the face-up trump card
    teams: Teams = Teams.NONE
    team_wins_on_first_out: bool = False
    seven_card: bool = False  # the 7-card variant: lead 1 card or k pairs + 1, no throw-ins
    cheating: bool = False  # Schummeln (seed 003): cheats admitted, called out, undone (cheating.py)
    cheat_penalty: int = 0  # house rule: a caught cheater draws this many cards from the stock
    false_call_penalty: int = 0  # house rule: a wrong call costs the caller this many cards

    def __reduce__(self) -> tuple[type[Rules], tuple[object, ...]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return Rules, tuple(getattr(self, f.name) for f in fields(Rules))

    @property
    def deck_size(self) -> int:
        return self.suits * self.ranks

    def team_count(self, players: int) -> int:
        """Number of teams (``players`` when playing alone)."""
        if self.teams is Teams.NONE:
            return players
        size = 2 if self.teams is Teams.PAIRS else 3
        return players // size

    def team_of(self, seat: int, players: int) -> int:
        """Team-mates sit apart: seat ``i`` plays for team ``i % teams``."""
        return seat % self.team_count(players)

    def problems(self, players: int) -> list[Problem]:
        """Every reason why these rules cannot be played by ``players`` (empty when fine)."""
        out = []
        if self.suits < 2 or self.ranks < 2:
            out.append(problem(ProblemCode.DECK_SHAPE))
        if self.suits > MAX_SUITS:
            out.append(problem(ProblemCode.TOO_MANY_SUITS, limit=MAX_SUITS))
        if self.hand_size < 1:
            out.append(problem(ProblemCode.HAND_SIZE))
        if players < MIN_PLAYERS:
            out.append(problem(ProblemCode.TWO_PLAYERS))
        if self.deck_size < self.hand_size * players:
            out.append(
                problem(ProblemCode.DECK_TOO_SMALL, deck=self.deck_size, hand=self.hand_size, players=players)
            )
        if self.max_attack < 1:
            out.append(problem(ProblemCode.ATTACK_LIMIT))
        if self.first_bout_limit is not None and self.first_bout_limit < 1:
            out.append(problem(ProblemCode.FIRST_BOUT_LIMIT))
        if self.transfer_by_showing_trump and not self.transfer:
            out.append(problem(ProblemCode.SHOW_NEEDS_TRANSFER))
        if self.seven_card:
            if self.transfer:
                out.append(problem(ProblemCode.SEVEN_NO_TRANSFER))
            if self.hand_size != 7:
                out.append(problem(ProblemCode.SEVEN_HAND))
        if self.redeal_on_suit is not None and not 2 <= self.redeal_on_suit <= self.hand_size:
            out.append(problem(ProblemCode.REDEAL))
        if self.teams is not Teams.NONE:
            size = 2 if self.teams is Teams.PAIRS else 3
            if players % size or players // size < 2:
                out.append(problem(ProblemCode.TEAMS_COUNT, size=size))
        elif self.team_wins_on_first_out:
            out.append(problem(ProblemCode.FIRST_OUT_NEEDS_TEAMS))
        out.extend(limit_problems(self, players))
        return out

    def validate(self, players: int) -> None:
        problems = self.problems(players)
        if problems:
            raise RulesError("; ".join(str(p) for p in problems), tuple(problems))

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        for k, v in d.items():
            if isinstance(v, Enum):
                d[k] = v.value
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        kinds = {f.name: f for f in fields(cls)}
        unknown = set(data) - set(kinds)
        if unknown:
            raise RulesError(f"unknown rule options: {', '.join(sorted(unknown))}")
        enums: dict[str, type[Enum]] = {
            "throw_in": ThrowIn,
            "first_attacker": FirstAttacker,
            "match_start": MatchStart,
            "teams": Teams,
        }
        values: dict[str, Any] = {}
        for k, v in data.items():
            if k in enums:
                try:
                    values[k] = enums[k](v)
                except ValueError:
                    raise RulesError(f"{k}: {v!r} is not one of the choices") from None
            else:
                # The kind from the table, not from the field's annotation: that is a string in the
                # pure build and a class in the compiled one.  bool is not an int.
                kind = _KINDS[k]
                is_int = isinstance(v, int) and not isinstance(v, bool)
                ok = isinstance(v, bool) if kind == "bool" else is_int or (v is None and "None" in kind)
                if not ok:
                    raise RulesError(f"{k}: {v!r} is not a valid value ({kind})")
                values[k] = v
        return cls(**values)

    def with_deck(self, size: int) -> Rules:
        """The same rules with a standard 24-, 36- or 52-card deck."""
        ranks = {24: 6, 36: 9, 52: 13}.get(size)
        if ranks is None:
            raise RulesError(f"no standard deck of {size} cards (24, 36 or 52)")
        return replace(self, suits=4, ranks=ranks)


def limit_problems(rules: Rules, players: int) -> list[Problem]:
    """The size bounds these rules or ``players`` exceed (docs/rules.md, "Limits").

    Checked by :meth:`Rules.problems`, hence before any deck is built.
    """
    out = []
    if rules.ranks > MAX_RANKS:
        out.append(problem(ProblemCode.TOO_MANY_RANKS, limit=MAX_RANKS))
    if players > MAX_PLAYERS:
        out.append(problem(ProblemCode.TOO_MANY_PLAYERS, limit=MAX_PLAYERS))
    return out


PODKIDNOY = Rules()
PEREVODNOY = Rules(transfer=True)
PROYEZDNOY = Rules(transfer=True, transfer_by_showing_trump=True)
SEVEN_CARD = Rules(hand_size=7, seven_card=True)
CLASSIC = Rules(throw_in=ThrowIn.PRIORITY, first_bout_limit=5)
NEIGHBOURS = Rules(throw_in=ThrowIn.NEIGHBOURS)
TEAMS = Rules(teams=Teams.PAIRS)
CHEATING = Rules(cheating=True)

PRESETS: dict[str, Rules] = {
    "podkidnoy": PODKIDNOY,
    "perevodnoy": PEREVODNOY,
    "proyezdnoy": PROYEZDNOY,
    "seven_card": SEVEN_CARD,
    "classic": CLASSIC,
    "neighbours": NEIGHBOURS,
    "teams": TEAMS,
    "cheating": CHEATING,
}


def preset(name: str) -> Rules:
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesError(f"no preset {name!r}; choose from {', '.join(PRESETS)}") from None
