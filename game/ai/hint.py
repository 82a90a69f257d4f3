"""The hint button: the move Hard would make in the human's place.

``hint(view)`` sees exactly what the human's seat may see (a :class:`PlayerView`)
and answers with one of ``view.legal`` (a lead of several cards: the whole lead, which
``Game.apply`` plays as its steps).  It takes Hard's 0.8 s, up to about 1.5 s
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
from game.ai.heuristics import tables
from game.ai.leads import best_lead
from game.engine import Action, ActionKind, Game, PlayerView
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
    action = player.choose(view)
    if action.kind is ActionKind.ADD:
        return whole_lead(view, action)
    return action


def whole_lead(view: PlayerView, step: Action) -> Action:
    """The whole lead that Hard's first card ``step`` (an ``add``) begins, as one action.

    The engine builds a lead card by card; the hint shows the human the whole lead to select
    (``Game.apply`` plays it as its steps): the cheapest cards that complete it.
    """
    g = view.skeleton()
    g.apply(step)
    t = tables(g.rules.suits, g.rules.ranks, g.trump)
    whole = best_lead(g, [-v for v in t.val])
    return Action(ActionKind.ATTACK, g.d.cards_of(whole))


#: The endgame insight's budget: nodes, not seconds, so that on a busy machine the answer
#: comes later instead of not at all (about 1.5 s of the solver on an idle machine).
INSIGHT_BUDGET = Budget(nodes=40_000)


def insight(game: Game, seat: int) -> Solution:
    """The value of a two-player endgame with the deck gone for ``seat`` (exact, or ``exact=False``).

    With the deck gone and two players every card is known to both, so the whole game
    tells the seat nothing it does not know.
    """
    return solve(game, seat, INSIGHT_BUDGET)
