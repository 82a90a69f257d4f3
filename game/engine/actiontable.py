"""Interned actions for one deck: the legal-move generator hands out these shared objects.

Sharing one object per action makes ``Game.apply`` recognise a legal action by
identity (fast) and keeps random playouts cheap.
"""

from __future__ import annotations

from functools import lru_cache

from .actions import PASS, Action, ActionKind
from .cards import Deck, deck_for
from .codes import ADD, ATTACK, BEAT, PASS_CODE, THROW, Code


class ActionTable:
    __slots__ = (
        "add",
        "add_code",
        "attack",
        "attack_code",
        "beat",
        "beat_code",
        "deck",
        "show",
        "throw",
        "throw_code",
        "transfer",
    )

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        cards = deck.cards
        n = len(cards)
        self.attack = tuple(Action(ActionKind.ATTACK, (c,)) for c in cards)
        # A lead of several cards is built one card at a time (docs/rules.md): one ``add`` per card,
        # closed by an ``attack``; no action holds a set of cards, so nothing here grows with play.
        self.add = tuple(Action(ActionKind.ADD, (c,)) for c in cards)
        self.throw = tuple(Action(ActionKind.THROW, (c,)) for c in cards)
        self.transfer = tuple(Action(ActionKind.TRANSFER, (c,)) for c in cards)
        self.show = tuple(Action(ActionKind.SHOW, (c,)) for c in cards)
        # The codes of those actions, made once: a move generator that builds a tuple per action
        # spends more on the tuples than on the rules.
        self.attack_code = tuple((ATTACK, 1 << c, 0) for c in range(n))  # a lead of one card
        self.add_code = tuple((ADD, c, 0) for c in range(n))
        self.throw_code = tuple((THROW, c, 0) for c in range(n))
        # beat[a * n + d], beat_code[a * n + d]: beat attack card a with d.  Only the pairs where
        # d beats a are ever read; the others hold a filler (a flat list indexes faster than a dict).
        self.beat: list[Action] = [PASS] * (n * n)
        self.beat_code: list[Code] = [PASS_CODE] * (n * n)
        for a in range(n):
            m = deck.beaten_by[a]
            while m:
                low = m & -m
                d = low.bit_length() - 1
                m ^= low
                self.beat[a * n + d] = Action(ActionKind.BEAT, (cards[d],), cards[a])
                self.beat_code[a * n + d] = (BEAT, a, d)

    def __reduce__(self) -> tuple[object, tuple[int, int, int]]:
        # Pickled as its deck's shape: unpickling returns the shared table of ``action_table``.
        d = self.deck
        return action_table, (d.suits, d.ranks, d.trump_suit)


@lru_cache(maxsize=256)
def action_table(suits: int, ranks: int, trump_suit: int) -> ActionTable:
    return ActionTable(deck_for(suits, ranks, trump_suit))
