"""The hint button: the move Hard would make in the human's place.

``hint(view)`` sees exactly what the human's seat may see (a :class:`PlayerView`)
and answers with one of ``view.legal``.  It may take up to about a second (the
UI calls it off the frame loop); a decision with one legal action, or a solved
endgame, is answered at once.  Hard's memory of the opponents' behaviour is not
available here (the hint has no event history), so it samples the unseen cards
uniformly.
"""

from __future__ import annotations

from game.engine import Action, PlayerView

from .hard import HardPlayer

HINT_SECONDS = 0.8


def hint(view: PlayerView, time_limit: float = HINT_SECONDS, seed: int = 0) -> Action:
    """One of ``view.legal``: what Hard would play."""
    if not view.legal:
        raise ValueError("no decision to hint: this seat is not to act")
    return HardPlayer(seed, time_limit=time_limit).choose(view)
