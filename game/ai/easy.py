"""Easy: a beginner who follows a handful of fixed, visible habits.

* leads its lowest single card (plain cards before trumps, then by rank);
* defends with the cheapest card that beats (when it can beat every card on the
  table with this greedy choice), otherwise takes;
* transfers (Perevodnoy) only when that is the only way to avoid taking, with its
  lowest card of the rank (showing a trump when that is the only transfer);
* throws in its lowest matching plain card, never a trump; passes otherwise;
* keeps a deal (never demands a redeal) and always swaps the lowest trump for the
  face-up trump card when the rules allow it.

It remembers nothing.  Ties are broken by the engine's card order, so it is
deterministic: the same view always gives the same action.
"""

from __future__ import annotations

from game.ai.heuristics import Tables, greedy_defence, tables
from game.engine import Action, ActionKind, Phase, PlayerView
from game.engine.events import Event


def _tables(view: PlayerView) -> Tables:
    return tables(view.rules.suits, view.rules.ranks, view.trump_suit)


def _cost(t: Tables, action: Action) -> int:
    """Sum of the values of the cards an action plays."""
    return sum(t.val[t.d.index[c]] for c in action.cards)


def easy_choice(view: PlayerView) -> Action:
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    t = _tables(view)
    phase = view.phase
    kinds = {a.kind: a for a in legal}
    if phase == Phase.REDEAL:
        return kinds[ActionKind.PASS]
    if phase == Phase.EXCHANGE:
        return kinds[ActionKind.EXCHANGE]
    if phase == Phase.LEAD:
        singles = [a for a in legal if a.kind is ActionKind.ATTACK]  # one card (or the lead's last)
        return min(singles, key=lambda a: (t.val[t.d.index[a.card]], t.d.index[a.card]))
    if phase == Phase.THROW:
        plain = [a for a in legal if a.kind is ActionKind.THROW and not t.is_trump(t.d.index[a.card])]
        if plain:
            return min(plain, key=lambda a: (t.val[t.d.index[a.card]], t.d.index[a.card]))
        return kinds[ActionKind.PASS]
    # DEFEND
    idx = t.d.index
    hand = 0
    for c in view.hand:
        hand |= 1 << idx[c]
    unbeaten = [idx[a] for a, d in view.table if d is None]
    plan = greedy_defence(t, hand, unbeaten)
    if plan is not None:
        # Beat the strongest attack card first, with the cheapest card that beats it.
        a, b = plan[0]
        target, card = t.d.cards[a], t.d.cards[b]
        for act in legal:
            if act.kind is ActionKind.BEAT and act.target == target and act.card == card:
                return act
    transfers = [a for a in legal if a.kind in (ActionKind.TRANSFER, ActionKind.SHOW)]
    if transfers:
        # Showing costs nothing; otherwise the cheapest card of the rank.
        return min(transfers, key=lambda a: (a.kind is not ActionKind.SHOW, _cost(t, a)))
    return kinds[ActionKind.TAKE]


class EasyPlayer:
    """Easy level (see the module docstring)."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: PlayerView) -> Action:
        return easy_choice(view)

    def notify(self, events: list[Event]) -> None:
        pass
