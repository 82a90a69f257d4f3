"""Events: everything a player could see happen, in order.

``Game.apply`` returns the events an action caused.
Most events are public.  The few that carry private details (the cards dealt to
or drawn by a player) answer :meth:`Event.seen_by` with a copy that keeps only
what that seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    def seen_by(self, seat: int) -> Event:
        """This event as ``seat`` sees it (public events are seen whole)."""
        return self


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """``seat`` was dealt ``count`` cards; ``cards`` only for the owner, ``public`` for all."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    public: tuple[Card, ...] = ()

    def seen_by(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=self.public)


@dataclass(frozen=True, slots=True)
class PositionSet(Event):
    """A game started from a position (``position.py``): every seat's hand, the trump card, how
    many cards the stock holds, the cards already out and who attacks.  With ``open`` hands every
    seat sees every hand; else each sees only its own (the others as their sizes)."""

    hands: tuple[tuple[Card, ...], ...]
    trump_card: Card
    stock: int
    discard: tuple[Card, ...]
    attacker: int
    open: bool
    sizes: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.sizes:
            object.__setattr__(self, "sizes", tuple(len(h) for h in self.hands))

    def seen_by(self, seat: int) -> Event:
        if self.open:
            return self
        return replace(self, hands=tuple(h if p == seat else () for p, h in enumerate(self.hands)))


@dataclass(frozen=True, slots=True)
class TrumpRevealed(Event):
    """The trump card.  ``holder`` is None when it lies under the deck, else the seat dealt it."""

    card: Card
    holder: int | None


@dataclass(frozen=True, slots=True)
class Redealt(Event):
    """``seat`` showed five (or more) cards of one suit and demanded a new deal."""

    seat: int
    shown: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class FirstAttacker(Event):
    """Who attacks first, and why: ``reason`` is lowest_trump, lowest_card, random or match."""

    seat: int
    card: Card | None
    reason: str


@dataclass(frozen=True, slots=True)
class BoutStarted(Event):
    attacker: int
    defender: int
    limit: int


@dataclass(frozen=True, slots=True)
class TrumpExchanged(Event):
    """``seat`` gave the lowest trump ``gave`` for the face-up trump card ``got``."""

    seat: int
    gave: Card
    got: Card


@dataclass(frozen=True, slots=True)
class Attacked(Event):
    seat: int
    cards: tuple[Card, ...]
    defender: int


@dataclass(frozen=True, slots=True)
class ThrownIn(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Defended(Event):
    seat: int
    target: Card
    card: Card


@dataclass(frozen=True, slots=True)
class Transferred(Event):
    """``seat`` added ``card`` and the attack passed to ``defender``."""

    seat: int
    card: Card
    defender: int


@dataclass(frozen=True, slots=True)
class TrumpShown(Event):
    """``seat`` showed the trump ``card`` (it stays in hand) and the attack passed to ``defender``."""

    seat: int
    card: Card
    defender: int


@dataclass(frozen=True, slots=True)
class TakeDeclared(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` declined: ``what`` is throw (adds nothing more), redeal or exchange."""

    seat: int
    what: str


@dataclass(frozen=True, slots=True)
class BoutEnded(Event):
    """The bout is over: ``taken`` cards went to ``defender``'s hand, else to the discard pile."""

    defender: int
    taken: bool
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """``seat`` drew ``count`` cards; ``cards`` only for the owner, ``public`` (the trump card) for all."""

    seat: int
    cards: tuple[Card, ...]
    count: int
    public: tuple[Card, ...] = ()

    def seen_by(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=self.public)


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` has no cards and the deck is empty; ``place`` counts from 1."""

    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    durak: int | None
    draw: bool
    losing_team: int | None
    stalled: bool = False  # a draw because the same cards went round without end
