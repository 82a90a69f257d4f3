"""How faithfully a player follows the usual habits, judged on the cards we know it holds.

The soft facts of :mod:`game.ai.beliefs.hidden_cards` assume habits: lead the cheapest card,
beat with the cheapest card that beats, throw in the cheapest matching card,
pass only with nothing to add, take only when the cards cannot be beaten.  A
beginner follows them to the letter; a strong player breaks them on purpose.

The cards a seat is *known* to hold (the ones it took from the table, a trump it
showed or got in the exchange) let us check each habit when it is used: a lead
while a known card was cheaper breaks it, and so on.  Each check that could have
failed and did not counts for the habit, each failure against it, per seat and per
kind of habit (lead, beat, throw in, pass, pass keeping a trump, take, take
keeping a trump): a beginner who never throws trumps in still keeps every other
habit, and a player who takes rather than spend trumps still beats cheaply.

A kind's reliability starts at the seat's reliability over all kinds ((kept + 4) /
(all + 5), so 0.8 at first) and follows its own checks as they come.  At 0.8 a fact
gives its usual multiplier; a habit never broken grows towards near-certainty, and
the belief falls linearly to nothing at a reliability of 0.4 (a player who breaks
its habits more often than it keeps them: random play or a search with random
playouts).  Only public events and known cards are used.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Card

PRIOR_KEPT = 4.0
PRIOR_BROKEN = 1.0
PRIOR = PRIOR_KEPT / (PRIOR_KEPT + PRIOR_BROKEN)
#: reliability at which the facts are not believed at all
ERRATIC = 0.4
#: how many checks of its own a habit kind needs to count as much as the seat's other habits
SHRINK = 5.0
#: the multiplier for a habit that was never broken
FLOOR = 0.03


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


def pass_trump_kept(known: Iterable[Card], ranks: set[int], trump: int | None) -> bool | None:
    """Passed with no trump to add?  False when a known trump of the table's ranks was held."""
    if any(c.suit == trump and c.rank in ranks for c in known):
        return False
    return None


def take_kept(
    known: Iterable[Card], unbeaten: list[Card], trump: int | None, trumps: bool = True
) -> bool | None:
    """Took only because it could not beat?  False when the known cards alone beat everything.

    With ``trumps`` False only the known plain cards count: a player who takes rather
    than spend trumps breaks the trump habit, not this one.
    """
    if not unbeaten:
        return None
    avail = [c for c in known if trumps or c.suit != trump]
    for target in sorted(unbeaten, key=lambda c: value(c, trump), reverse=True):
        beaters = [c for c in avail if beats(c, target, trump)]
        if not beaters:
            return None  # the known cards do not settle it
        avail.remove(min(beaters, key=lambda c: value(c, trump)))
    return False


def take_plain_kept(known: Iterable[Card], unbeaten: list[Card], trump: int | None) -> bool | None:
    """:func:`take_kept` counting the known plain cards only."""
    return take_kept(known, unbeaten, trump, trumps=False)


class HabitScore:
    """Per seat and habit kind: habits kept and broken, the reliability and the multiplier they give.

    A kind's reliability is shrunk towards the seat's reliability over all kinds
    (``SHRINK`` checks' worth), so one odd play does not swing a rarely checked habit.
    """

    def __init__(self) -> None:
        self.kept: dict[tuple[int, str | None], int] = {}
        self.broken: dict[tuple[int, str | None], int] = {}

    def record(self, seat: int, kind: str, kept: bool | None) -> None:
        if kept is None:
            return
        book = self.kept if kept else self.broken
        for key in ((seat, kind), (seat, None)):
            book[key] = book.get(key, 0) + 1

    def reliability(self, seat: int, kind: str | None = None) -> float:
        k = self.kept.get((seat, None), 0) + PRIOR_KEPT
        b = self.broken.get((seat, None), 0) + PRIOR_BROKEN
        pooled = k / (k + b)
        if kind is None:
            return pooled
        kk = self.kept.get((seat, kind), 0)
        n = kk + self.broken.get((seat, kind), 0)
        return (kk + SHRINK * pooled) / (n + SHRINK)

    def belief(self, seat: int, kind: str | None = None) -> float:
        """How far to believe the facts: 1 at the prior, 0 for an erratic player."""
        return min(1.0, max(0.0, (self.reliability(seat, kind) - ERRATIC) / (PRIOR - ERRATIC)))

    def multiplier(self, seat: int, kind: str | None, usual: float) -> float:
        """The weight a fact of ``kind`` gives a card that breaks it.

        ``usual`` at the prior reliability, falling to ``FLOOR`` for a seat that always
        kept the habit, rising to 1 (no information) for an erratic one.
        """
        r = self.reliability(seat, kind)
        if r >= PRIOR:
            low = min(usual, FLOOR)
            return usual - (usual - low) * (r - PRIOR) / (1.0 - PRIOR)
        return 1.0 - self.belief(seat, kind) * (1.0 - usual)
