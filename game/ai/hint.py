"""The hint button: the move Hard would make in the human's place.

``hint(view)`` sees exactly what the human's seat may see (a :class:`PlayerView`)
and answers with one of ``view.legal``.  It takes Hard's 0.8 s, up to about 1.5 s
when an endgame solve runs out of its second (the UI calls it off the frame loop);
a decision with one legal action, or an endgame solved quickly, is answered at
once.  Given the events the seat has seen so far, Hard reads them as it would in
its own game (what the opponents' leads, passes, takes and beats reveal); without
them it samples the unseen cards uniformly.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.budget import Budget
from game.ai.endgame.solver import Solution, solve
from game.ai.hard import MOVE_BUDGET, HardPlayer
from game.engine import Action, Game, PlayerView
from game.engine.events import Event

#: Hard's move budget: the hint plays as the level it shows
HINT_BUDGET = MOVE_BUDGET


def hint(
    view: PlayerView,
    events: Sequence[Event] | None = None,
    budget: Budget = HINT_BUDGET,
    seed: int = 0,
) -> Action:
    """One of ``view.legal``: what Hard would play, having seen ``events`` (as this seat saw them)."""
    if not view.legal:
        raise ValueError("no decision to hint: this seat is not to act")
    player = HardPlayer(seed, budget=budget)
    if events:
        player.notify(list(events))
    return player.choose(view)


#: The endgame insight's budget: nodes, not seconds, so that on a busy machine the answer
#: comes later instead of not at all (about 1.5 s of the solver on an idle machine).
INSIGHT_BUDGET = Budget(nodes=40_000)


def insight(game: Game, seat: int) -> Solution:
    """The value of a two-player endgame with the deck gone for ``seat`` (exact, or ``exact=False``).

    With the deck gone and two players every card is known to both, so the whole game
    tells the seat nothing it does not know.
    """
    return solve(game, seat, INSIGHT_BUDGET)
