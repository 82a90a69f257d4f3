"""The score of a match: games played, times each seat was the durak, draws, team losses, and
whether the match's target (first to be durak N times loses) has been reached.

Read from the engine's ``Match`` (its results, in order), never stored twice: the standings are
what the results say.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.match import Match
from game.engine.rules import Teams


@dataclass(frozen=True, slots=True)
class Standings:
    games: int
    #: times each seat was the durak, by seat
    duraks: tuple[int, ...]
    draws: int
    #: times each team lost, by team number (empty without teams)
    team_losses: dict[int, int]
    #: first to be durak this many times loses the match (None: an open match)
    target: int | None
    #: the seat that lost the match by reaching the target (None: not decided, or a team lost it)
    loser: int | None
    #: the team that lost the match by reaching the target
    losing_team: int | None

    @property
    def decided(self) -> bool:
        return self.loser is not None or self.losing_team is not None


def standings(match: Match) -> Standings:
    """The match's score so far."""
    rules = match.rules
    teams = None
    if rules.teams is not Teams.NONE:
        teams = {seat: rules.team_of(seat, match.players) for seat in range(match.players)}
    duraks = [0] * match.players
    team_losses: dict[int, int] = {t: 0 for t in sorted(set((teams or {}).values()))}
    draws = 0
    loser: int | None = None
    losing_team: int | None = None
    target = match.target
    for result in match.results:
        if result.draw:
            draws += 1
            continue
        if result.durak is not None and result.durak < match.players:
            duraks[result.durak] += 1
            if teams is not None and result.losing_team is None:
                team = teams.get(result.durak)
                if team is not None:
                    team_losses[team] = team_losses.get(team, 0) + 1
        if result.losing_team is not None:
            team_losses[result.losing_team] = team_losses.get(result.losing_team, 0) + 1
        # The target is checked after each game, so the first to reach it loses (later games
        # of the same table, if played on, do not change who lost the match).
        if target is not None and loser is None and losing_team is None:
            if result.durak is not None and duraks[result.durak] >= target:
                loser = result.durak
            elif result.losing_team is not None and team_losses[result.losing_team] >= target:
                losing_team = result.losing_team
    return Standings(len(match.results), tuple(duraks), draws, team_losses, target, loser, losing_team)
