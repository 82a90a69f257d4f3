"""Actions: the decisions a player can make, as small immutable values with a text notation.

Notation (used in game records and the CLI)::

    attack 6S        lead a bout with 6S, or close the lead being built with 6S as its last card
    add 6S           put 6S into the lead being built (a lead of several cards, docs/rules.md)
    throw 7D         add a card to the bout (throw in)
    beat 6S 8S       beat the attack card 6S with 8S
    transfer 6D      pass the attack on by adding 6D (Perevodnoy)
    show 6H          pass the attack on by showing the trump 6H (Proyezdnoy)
    take             the defender picks up the table
    pass             add nothing more / decline an offer (redeal, trump exchange)
    redeal           demand a new deal (five of one suit)
    exchange         swap the lowest trump for the face-up trump card
    draw             cheating mode: secretly take one card more from the stock (docs/rules.md)
    call 2 0         cheating mode: seat 2 calls out seat 0 for a cheat in the open window

``attack 6S 6H`` (several cards) is the whole lead at once, as records of version 1
wrote it: :meth:`Game.apply` accepts it and plays it as its steps (``add 6S``, ``attack 6H``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .errors import NotationError


class ActionKind(str, Enum):
    ATTACK = "attack"
    THROW = "throw"
    BEAT = "beat"
    TRANSFER = "transfer"
    SHOW = "show"
    TAKE = "take"
    PASS = "pass"
    REDEAL = "redeal"
    EXCHANGE = "exchange"
    ADD = "add"
    DRAW = "draw"  # the hidden cheat (game/engine/cheating.py)
    CALL = "call"  # a call-out of a cheat (game/engine/cheating.py)


_CARD_COUNT = {
    ActionKind.THROW: 1,
    ActionKind.BEAT: 2,
    ActionKind.TRANSFER: 1,
    ActionKind.SHOW: 1,
    ActionKind.TAKE: 0,
    ActionKind.PASS: 0,
    ActionKind.REDEAL: 0,
    ActionKind.EXCHANGE: 0,
    ActionKind.ADD: 1,
    ActionKind.DRAW: 0,
}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision.  ``cards`` are the cards played; for BEAT, ``target`` is the attack card.

    ``seats`` is used by CALL only: (caller, accused).
    """

    kind: ActionKind
    cards: tuple[Card, ...] = ()
    target: Card | None = None
    seats: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # The order of the cards of a lead carries no meaning: keep one spelling of each attack.
        if self.kind is ActionKind.ATTACK and list(self.cards) != sorted(self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __reduce__(
        self,
    ) -> tuple[type[Action], tuple[ActionKind, tuple[Card, ...], Card | None, tuple[int, ...]]]:
        # Explicit, because a compiled frozen dataclass does not pickle through the default protocol.
        return Action, (self.kind, self.cards, self.target, self.seats)

    def __str__(self) -> str:
        parts = [self.kind.value]
        if self.target is not None:
            parts.append(str(self.target))
        parts.extend(str(c) for c in self.cards)
        parts.extend(str(p) for p in self.seats)
        return " ".join(parts)

    @property
    def card(self) -> Card:
        """The single card of a THROW, BEAT, TRANSFER or SHOW (the first of an ATTACK)."""
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> Action:
        words = text.split()
        if not words:
            raise NotationError("empty action")
        try:
            kind = ActionKind(words[0].lower())
        except ValueError:
            raise NotationError(f"unknown action {words[0]!r} in {text!r}") from None
        if kind is ActionKind.CALL:
            if len(words) != 3 or not all(w.isdigit() and len(w) <= 3 for w in words[1:]):
                raise NotationError(f"{text!r}: 'call' takes two seats (caller, accused)")
            return call(int(words[1]), int(words[2]))
        cards = tuple(Card.parse(w) for w in words[1:])
        if kind is ActionKind.ATTACK:
            if not cards:
                raise NotationError(f"{text!r}: an attack needs at least one card")
            return cls(kind, cards)
        if len(cards) != _CARD_COUNT[kind]:
            raise NotationError(f"{text!r}: '{kind.value}' takes {_CARD_COUNT[kind]} card(s)")
        if kind is ActionKind.BEAT:
            return cls(kind, (cards[1],), cards[0])
        return cls(kind, cards)


def attack(*cards: Card) -> Action:
    return Action(ActionKind.ATTACK, cards)


def add(card: Card) -> Action:
    return Action(ActionKind.ADD, (card,))


def throw(card: Card) -> Action:
    return Action(ActionKind.THROW, (card,))


def beat(target: Card, card: Card) -> Action:
    return Action(ActionKind.BEAT, (card,), target)


def transfer(card: Card) -> Action:
    return Action(ActionKind.TRANSFER, (card,))


def show(card: Card) -> Action:
    return Action(ActionKind.SHOW, (card,))


def call(caller: int, accused: int) -> Action:
    """``caller`` calls out ``accused`` for a cheat (cheating mode)."""
    return Action(ActionKind.CALL, seats=(caller, accused))


TAKE = Action(ActionKind.TAKE)
PASS = Action(ActionKind.PASS)
REDEAL = Action(ActionKind.REDEAL)
EXCHANGE = Action(ActionKind.EXCHANGE)
DRAW = Action(ActionKind.DRAW)
