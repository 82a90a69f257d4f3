"""The words of an achievement, for the achievements screen and the game-over panel's toast alike."""

from __future__ import annotations

from collections.abc import Sequence

from game.play.achievements import Milestone
from game.ui.i18n import tr

PUZZLE = "puzzle_"


def milestone_name(m: Milestone) -> str:
    """The milestone's name (a puzzle grade's names its grade)."""
    if m.key.startswith(PUZZLE):
        return tr("achievement.puzzle", grade=m.key.removeprefix(PUZZLE))
    return tr(f"achievement.{m.key}")


def milestone_desc(m: Milestone) -> str:
    """What earns the milestone."""
    if m.key.startswith(PUZZLE):
        return tr("achievement.puzzle.desc", grade=m.key.removeprefix(PUZZLE))
    return tr(f"achievement.{m.key}.desc")


def toast_text(earned: Sequence[Milestone]) -> str:
    """One line for the milestones a game earned: the first by name, the others counted."""
    name = milestone_name(earned[0])
    if len(earned) == 1:
        return tr("achievements.toast", name=name)
    return tr("achievements.toast_more", name=name, n=len(earned) - 1)
