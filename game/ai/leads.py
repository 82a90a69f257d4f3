"""Whole leads for players that weigh them: the engine builds a lead card by card.

A lead of several cards is played as steps (``add``, then the closing ``attack``,
docs/rules.md).  A player that scores whole leads finds the best one here, by a bounded
search over the engine's step codes (:meth:`Game.lead_codes`, no game copies), and
plays its first step; asked again with the lead under way, it finds the same lead.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import Game
from game.engine.fast import ADD, ATTACK, Code, legal_codes

#: step codes looked at per decision, at most: a bound however large the hand
NODE_BUDGET = 4000


def best_lead(g: Game, score: Sequence[float]) -> int:
    """The reachable whole lead (a mask) with the highest sum of ``score`` over its cards.

    Depth first, the cards in the deck's order, a branch cut off when even every remaining
    card of positive score could not beat the best lead found; past :data:`NODE_BUDGET` the
    best found so far.  Ties go to the lead found first.
    """
    hand = g.hands[g.attacker]
    best, best_s = 0, -1e18
    nodes = 0

    def upper(lead: int) -> float:
        above = hand & ~((1 << lead.bit_length()) - 1)
        s = 0.0
        while above:
            low = above & -above
            above ^= low
            s += max(0.0, score[low.bit_length() - 1])
        return s

    def walk(lead: int, s: float) -> None:
        nonlocal best, best_s, nodes
        for kind, x, _ in g.lead_codes(lead):
            nodes += 1
            if kind == ATTACK:
                v = s + score[(x & ~lead).bit_length() - 1]
                if v > best_s:
                    best, best_s = x, v
            elif nodes < NODE_BUDGET:
                v = s + score[x]
                q = lead | 1 << x
                if v + upper(q) > best_s:
                    walk(q, v)

    lead = g.lead_cards
    walk(lead, sum(score[c] for c in range(len(score)) if lead >> c & 1))
    return best


def first_step(g: Game, whole: int) -> int:
    """The index among ``g.legal_actions()`` of the next step towards the whole lead ``whole``."""
    codes: Sequence[Code] = legal_codes(g)
    rest = whole & ~g.lead_cards
    low = rest & -rest
    if rest == low:
        return codes.index((ATTACK, whole, 0))
    return codes.index((ADD, low.bit_length() - 1, 0))
