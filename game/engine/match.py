"""A match: several games by the same players, who starts each depending on the last.

Seed 003: the first game starts with the lowest trump; afterwards the previous
durak is attacked first ("teaching the fool"), or, as an option, the player
after the durak starts ("sparing" him).  After a draw, or when the rules or the
number of players change, the lowest trump decides again.
"""

from __future__ import annotations

from typing import Any

from .errors import DurakError, RecordError
from .game import Game, Result
from .rules import MatchStart, Rules


class Match:
    def __init__(self, rules: Rules, players: int, seed: int = 0, target: int | None = None) -> None:
        rules.validate(players)
        if target is not None and target < 1:
            raise ValueError(f"a match is played to at least one durak, not {target}")
        #: the traditional target: the first to be durak this many times loses the match (None: open)
        self.target = target
        self.rules = rules
        self.players = players
        self.seed = seed
        self.results: list[Result] = []
        self.last_durak: int | None = None

    def first_attacker(self) -> int | None:
        """The seat that attacks first in the next game (None: the rules' own choice)."""
        durak = self.last_durak
        if durak is None:
            return None
        n = self.players
        if self.rules.match_start is MatchStart.AFTER_DURAK:
            return (durak + 1) % n
        # The durak is attacked: the player before him (who is never his team-mate) starts.
        return (durak - 1) % n

    def next_game(self) -> Game:
        seed = self.seed * 1000 + len(self.results)
        return Game.new(self.rules, self.players, seed, first_attacker=self.first_attacker())

    def record(self, result: Result) -> None:
        """Note the result of a finished game."""
        self.results.append(result)
        self.last_durak = None if result.draw else result.durak

    def change(self, rules: Rules | None = None, players: int | None = None) -> None:
        """Change the rules or the table: the next game goes back to the lowest trump."""
        new_rules = rules or self.rules
        new_players = players or self.players
        new_rules.validate(new_players)
        if (new_rules, new_players) != (self.rules, self.players):
            self.last_durak = None
        self.rules, self.players = new_rules, new_players

    # ------------------------------------------------------------ saving (the saves of game/play/saves.py)
    def to_dict(self) -> dict[str, Any]:
        """The match in plain data: its rules, table, seed and the results so far."""
        return {
            "rules": self.rules.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "results": [_result_to_dict(r) for r in self.results],
            "target": self.target,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """The match in parsed JSON; :class:`RecordError` with the reason for anything else (exact types,
        seats within the table)."""
        if not isinstance(data, dict):
            raise RecordError("a match is a JSON object")
        try:
            if not isinstance(data["rules"], dict):
                raise RecordError("match rules: not an object")
            rules = Rules.from_dict(data["rules"])
            players, seed, results = data["players"], data["seed"], data["results"]
            if not _is_int(players) or not _is_int(seed):
                raise RecordError("match players and seed are integers")
            if not isinstance(results, list) or len(results) > MAX_RESULTS:
                raise RecordError(f"match results: an array of at most {MAX_RESULTS}")
            target = data.get("target")  # absent in the first saves: an open match
            if target is not None and (not _is_int(target) or not 1 <= target <= MAX_RESULTS):
                raise RecordError(f"match target: an integer from 1 to {MAX_RESULTS}, or null")
            match = cls(rules, players, seed, target)
            for item in results:
                match.record(_result_from_dict(item, players))
        except KeyError as e:
            raise RecordError(f"the match lacks {e.args[0]!r}") from None
        except RecordError:
            raise
        except DurakError as e:
            raise RecordError(f"the match is malformed: {e}") from None
        return match


#: more games than anyone plays in one sitting (a bigger number is a hand-edited file)
MAX_RESULTS = 10_000
_RESULT_KEYS = {"durak", "draw", "losing_team", "out_order", "stalled"}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _result_to_dict(r: Result) -> dict[str, Any]:
    order = list(r.out_order)
    return {
        "durak": r.durak,
        "draw": r.draw,
        "losing_team": r.losing_team,
        "out_order": order,
        "stalled": r.stalled,
    }


def _seat(value: object, players: int, what: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise RecordError(f"match result {what}: {value!r} is not a seat")
    return value


def _result_from_dict(data: Any, players: int) -> Result:
    if not isinstance(data, dict) or set(data) != _RESULT_KEYS:
        raise RecordError("a match result is an object of durak, draw, losing_team, out_order, stalled")
    draw, stalled, order = data["draw"], data["stalled"], data["out_order"]
    if not isinstance(draw, bool) or not isinstance(stalled, bool):
        raise RecordError("match result draw and stalled are true or false")
    if not isinstance(order, list) or len(order) > players:
        raise RecordError("match result out_order: an array of seats")
    seats = tuple(s for s in (_seat(s, players, "out_order") for s in order) if s is not None)
    if len(set(seats)) != len(seats) or len(seats) != len(order):
        raise RecordError("match result out_order: each seat once")
    losing = data["losing_team"]
    if losing is not None and not (_is_int(losing) and 0 <= losing < players):
        raise RecordError(f"match result losing_team: {losing!r} is not a team")
    return Result(_seat(data["durak"], players, "durak"), draw, losing, seats, stalled)
