"""Help for the human's decision: the hint (the move Hard would make) and the endgame insight.

Both are module-level functions, so that a table with a worker process asks them there (off the
game's interpreter lock); their answers are plain values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ai.hint import INSIGHT_BUDGET, insight
from game.ai.hint import hint as hard_hint
from game.engine import Action, Game

__all__ = ["INSIGHT_BUDGET", "Hint", "endgame_value", "hard_hint", "hint_of"]


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    #: why, when the hint function says so ("" else)
    text: str = ""


def hint_of(result: Any) -> Hint | None:
    """A hint function's answer (an action, ``(action, text)`` or an object with ``.action``)."""
    action = result
    text = ""
    if isinstance(result, tuple) and result:
        action = result[0]
        text = str(result[1]) if len(result) > 1 and result[1] else ""
    elif hasattr(result, "action"):
        action = result.action
        text = str(getattr(result, "text", "") or getattr(result, "reason", "") or "")
    return Hint(action, text) if isinstance(action, Action) else None


def endgame_value(game: Game, seat: int) -> int | None:
    """+1 (``seat`` wins), 0 (draw) or -1 (loses) with best play; None when the solver ran out of nodes."""
    solution = insight(game, seat)
    return solution.value if solution.exact else None
