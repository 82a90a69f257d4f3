"""How faithfully a player follows the usual habits, judged on the cards we know it holds.

The soft facts of :mod:`game.ai.memory` assume habits: lead the cheapest card,
beat with the cheapest card that beats, throw in the cheapest matching card,
pass only with nothing to add, take only when the cards cannot be beaten.  A
beginner follows them to the letter; a strong player breaks them on purpose.

The cards a seat is *known* to hold (the ones it took from the table, a trump it
showed or got in the exchange) let us check each habit when it is used: a lead
while a known card was cheaper breaks it, and so on.  Each check that could have
failed and did not counts for the habit, each failure against it.  The facts are
believed fully until the failures pile up: the reliability (kept + 4) / (all + 5)
starts at 0.8, and the belief falls linearly from 1 there to 0 at a reliability of
0.4 (a player who breaks its habits more often than it keeps them: random play or a
search with random playouts).  Only public events and known cards are used.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Card

PRIOR_KEPT = 4.0
PRIOR_BROKEN = 1.0
#: reliability at which the facts are not believed at all
ERRATIC = 0.4


def value(card: Card, trump: int | None) -> tuple[int, int]:
    """Order of worth: plain cards by rank, then trumps by rank."""
    return (1 if card.suit == trump else 0, card.rank)


def beats(x: Card, target: Card, trump: int | None) -> bool:
    if x.suit == target.suit:
        return x.rank > target.rank
    return x.suit == trump and target.suit != trump


def lead_kept(known: Iterable[Card], led: Iterable[Card], trump: int | None) -> bool | None:
    """Led the cheapest card it holds?  None when no known card could tell."""
    led = list(led)
    others = [c for c in known if c not in led]
    if not others:
        return None
    low = min(value(c, trump) for c in led)
    return all(value(c, trump) >= low for c in others)


def beat_kept(known: Iterable[Card], target: Card, card: Card, trump: int | None) -> bool | None:
    """Beat with the cheapest beater it holds?  None when no other known card beats ``target``."""
    rivals = [c for c in known if c != card and beats(c, target, trump)]
    if not rivals:
        return None
    return all(value(c, trump) > value(card, trump) for c in rivals)


def throw_kept(known: Iterable[Card], card: Card | None, ranks: set[int], trump: int | None) -> bool | None:
    """Threw in its cheapest matching plain card (``card``), or passed (None) with none to add?"""
    matching = [c for c in known if c != card and c.rank in ranks and c.suit != trump]
    if not matching:
        return None
    if card is None:
        return False  # passed while holding a plain card it could have added
    return all(value(c, trump) > value(card, trump) for c in matching)


def take_kept(known: Iterable[Card], unbeaten: list[Card], trump: int | None) -> bool | None:
    """Took only because it could not beat?  False when the known cards alone beat everything."""
    if not unbeaten:
        return None
    avail = list(known)
    for target in sorted(unbeaten, key=lambda c: value(c, trump), reverse=True):
        beaters = [c for c in avail if beats(c, target, trump)]
        if not beaters:
            return None  # the known cards do not settle it
        avail.remove(min(beaters, key=lambda c: value(c, trump)))
    return False


class HabitScore:
    """Per seat: habits kept and broken, and the reliability they give."""

    def __init__(self) -> None:
        self.kept: dict[int, int] = {}
        self.broken: dict[int, int] = {}

    def record(self, seat: int, kept: bool | None) -> None:
        if kept is None:
            return
        book = self.kept if kept else self.broken
        book[seat] = book.get(seat, 0) + 1

    def reliability(self, seat: int) -> float:
        k = self.kept.get(seat, 0) + PRIOR_KEPT
        b = self.broken.get(seat, 0) + PRIOR_BROKEN
        return k / (k + b)

    def belief(self, seat: int) -> float:
        """How far to believe the facts about ``seat``: 1 at the prior, 0 for an erratic player."""
        prior = PRIOR_KEPT / (PRIOR_KEPT + PRIOR_BROKEN)
        return min(1.0, max(0.0, (self.reliability(seat) - ERRATIC) / (prior - ERRATIC)))
