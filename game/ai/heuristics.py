"""Card values and small bitmask helpers shared by the rule-of-thumb players and the playout policy.

Inside the engine a card is an index ``suit * ranks + rank_index`` and a hand is
an ``int`` mask (see :mod:`game.engine.cards`).  The computer players work on
the same representation: it is what makes playouts fast.

The *value* of a card is what it is worth to keep: its rank index, plus the
number of ranks when it is a trump (so every trump outranks every plain card).
"""

from __future__ import annotations

from functools import lru_cache

from game.engine import Action, Card, PlayerView
from game.engine.cards import (
    Deck,
    deck_for,
    popcount,
)

__all__ = [
    "THUMB",
    "Tables",
    "action_mask",
    "greedy_defence",
    "hidden_slots",
    "is_perfect_information",
    "known_hands",
    "popcount",
    "tables",
]


#: The weights of Normal's rules of thumb, shared with the playout policy (tuned against Easy).
THUMB: dict[str, float] = {
    "gain_early": 0.5,  # reward for each card led while the deck is thick
    "gain_mid": 2.0,
    "gain_late": 15.0,  # ... with the deck empty
    "trump_lead_early": 8.0,  # penalty for leading a trump while the deck is thick
    "trump_lead_mid": 3.0,
    "take_base": 3.0,  # what taking costs: base + per card on the table
    "take_per_card": 2.0,
    "throw_took": 0.3,  # throw plain cards up to this fraction of the ranks to a taker
    "throw_beat": 1.0,  # ... to a defender who is still beating
    "throw_all_deck": 3,  # throw every plain card once the deck is this small
    "early_deck": 6,  # the deck is "thick" above this many cards (leads)
    "thick_deck": 10,  # spending a trump costs rank × k + base with at least this many cards left
    "spend_thick": 3.0,
    "spend_thick_k": 1.0,
    "spend_mid": 1.5,  # ... and with fewer (but some) cards left
    "spend_mid_k": 0.7,
    "transfer_plain": 0.5,  # transfer with a plain card below this fraction of the ranks, even if it can beat
    "avoid_throwins": 1,  # defend with cards whose rank the throwers are not known to hold
    "endgame_throw_unbeatable_only": 0,
}


class Tables:
    """Per deck shape and trump suit: card values, masks and lookups (shared, never mutated)."""

    __slots__ = (
        "beaten_by",
        "d",
        "rank_index",
        "rank_mask",
        "ranks",
        "suit_of",
        "trump_mask",
        "trump_suit",
        "val",
    )

    def __init__(self, d: Deck) -> None:
        self.d = d
        self.ranks = r = d.ranks
        self.trump_suit = d.trump_suit
        n = len(d.cards)
        self.trump_mask = d.suit_mask[d.trump_suit] if 0 <= d.trump_suit < d.suits else 0
        self.rank_index = d.rank_index_of
        self.suit_of = tuple(i // r for i in range(n))
        self.rank_mask = d.rank_mask
        self.beaten_by = d.beaten_by
        # val[c]: rank index, + ranks for a trump.
        self.val = tuple((i % r) + (r if self.trump_mask >> i & 1 else 0) for i in range(n))

    def is_trump(self, c: int) -> bool:
        return bool(self.trump_mask >> c & 1)

    def index(self, card: Card) -> int:
        return self.d.index[card]


@lru_cache(maxsize=256)
def tables(suits: int, ranks: int, trump_suit: int) -> Tables:
    return Tables(deck_for(suits, ranks, trump_suit))


def action_mask(t: Tables, action: Action) -> int:
    """The mask of the cards an action plays (or shows)."""
    m = 0
    for c in action.cards:
        m |= 1 << t.d.index[c]
    return m


def greedy_defence(t: Tables, hand: int, unbeaten: list[int]) -> list[tuple[int, int]] | None:
    """Beat every card of ``unbeaten`` from ``hand``, cheapest beater first, the strongest attack first.

    Returns ``[(attack card, beater), ...]`` or None when this greedy assignment fails
    (a heuristic: it may miss a defence that exists, rarely).
    """
    val = t.val
    beaten_by = t.beaten_by
    out = []
    avail = hand
    for a in sorted(unbeaten, key=lambda c: -val[c]):
        m = avail & beaten_by[a]
        if not m:
            return None
        best = -1
        bv = 1 << 30
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if val[c] < bv:
                bv = val[c]
                best = c
        out.append((a, best))
        avail &= ~(1 << best)
    return out


def hidden_slots(view: PlayerView) -> list[int]:
    """How many cards of each seat's hand this seat has not seen (0 for itself)."""
    return [0 if p == view.seat else view.hand_sizes[p] - len(view.known[p]) for p in range(view.players)]


def known_hands(view: PlayerView, t: Tables) -> list[int] | None:
    """Every hand as a mask when this seat can deduce them all, else None.

    The view lists the cards seen entering a hand; the rest follows by elimination
    when the deck holds no unseen card and at most one opponent has unseen cards
    (e.g. two players, deck empty: the opponent holds exactly the unseen cards).
    """
    idx = t.d.index
    slots = hidden_slots(view)
    deck_hidden = view.deck_size - (1 if view.trump_in_deck else 0)
    if deck_hidden > 0 or sum(1 for s in slots if s > 0) > 1:
        return None
    hands = [sum(1 << idx[c] for c in view.known[p]) for p in range(view.players)]
    unseen = sum(1 << idx[c] for c in view.unseen)
    for p, s in enumerate(slots):
        if s > 0:
            hands[p] |= unseen
    return hands


def is_perfect_information(view: PlayerView) -> bool:
    """Nothing hidden from this seat (counting what it deduces by elimination)."""
    slots = hidden_slots(view)
    deck_hidden = view.deck_size - (1 if view.trump_in_deck else 0)
    return deck_hidden <= 0 and sum(1 for s in slots if s > 0) <= 1
