"""Why you cannot move now (the game is over, you only watch, you are out, someone else's move)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Game
from game.ui.i18n import tr


def not_your_turn(game: Game, human: int | None, name: Callable[[int], str]) -> str:
    if game.is_over:
        return tr("table.reason.over")
    if human is None:
        return tr("table.reason.watching")
    if not game.active[human]:
        return tr("table.reason.out")
    return tr("table.reason.wait", name=name(game.to_act))
