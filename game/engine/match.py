"""A match: several games by the same players, who starts each depending on the last.

Seed 003: the first game starts with the lowest trump; afterwards the previous
durak is attacked first ("teaching the fool"), or, as an option, the player
after the durak starts ("sparing" him).  After a draw, or when the rules or the
number of players change, the lowest trump decides again.
"""

from __future__ import annotations

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
