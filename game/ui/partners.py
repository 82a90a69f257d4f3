"""Who plays with whom, in words, before the game starts (the new-game form names the partners).

The names are the table's own (:class:`game.ui.table.names.SeatNames`: you at seat 0, the
computers dealt clockwise), so the form and the table agree on who is whose partner.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Rules, Teams
from game.ui.i18n import tr
from game.ui.settings import Settings
from game.ui.table.names import SeatNames


def teams_line(rules: Rules, players: int, settings: Callable[[], Settings], human: int = 0) -> str:
    """ "Teams: You + Boris · Anna + Vera" ('' without teams, or when these rules cannot be played)."""
    if rules.teams is Teams.NONE or rules.problems(players):
        return ""
    names = SeatNames(players, human, human, (), settings)
    count = rules.team_count(players)
    teams = [
        " + ".join(names.label(s) for s in range(players) if rules.team_of(s, players) == t)
        for t in sorted(range(count), key=lambda t: t != rules.team_of(human, players))
    ]
    return tr("history.teams", teams=" · ".join(teams))


def seat_labels(rules: Rules, players: int, settings: Callable[[], Settings], human: int = 0) -> list[str]:
    """The computers' names seat by seat after yours ("Anna", "Boris · partner"), as the table names
    them: the form's level of "Opponent 2" is Boris's, and in a team game he plays with you."""
    names = SeatNames(players, human, human, (), settings)
    teams = rules.teams is not Teams.NONE and not rules.problems(players)
    out = []
    for rel in range(1, players):
        seat = (human + rel) % players
        name = names.name(seat)
        if teams and rules.team_of(seat, players) == rules.team_of(human, players):
            name = f"{name} · {tr('table.partner', name=name)}"
        out.append(name)
    return out
