"""Cheating and calling out, for every computer level (the cheating mode, docs/rules.md).

A level's :class:`Temperament` says how eager it is to cheat and how attentive it is to the
cheats of others.  Both decisions are made from the seat's own knowledge only:

* :func:`choose_cheat` looks at the seat's :class:`PlayerView` and the cheat menu of its
  skeleton (the seat's hand, the table, the stock's size — nothing hidden);
* :class:`Watcher` reads the events *as the seat saw them* (``Event.seen_by``).  A visible cheat
  reaches everybody as a :class:`Cheated` event, because everybody sees the card on the table; the
  hidden extra draw reaches the others as a bare count (``card`` None), which is exactly what the
  stock and the hand sizes show.  A level notices each with its ``attention``; Hard notices
  every one, since every one can be deduced.

Hard's search does not model cheats or calls: it plays the honest game from the position as it
stands, and decides to cheat by the rule below (gain against the expected cost of being caught)
before it searches.  A caught cheat is taken back, and the card everybody saw goes back to the
cheater's hand, known: that, with the house penalty, is the cost; so Hard cheats seldom — to
spare a take of five cards or more, where a visible cheat's one chance in ten pays.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Action, ActionKind, Phase, PlayerView
from game.engine.actions import call
from game.engine.cheating import CalledOut, Cheated, cheat_actions
from game.engine.events import BoutStarted, Event

#: how likely an attentive table notices a visible cheat, and the hidden one (Hard's estimate)
NOTICE_VISIBLE = 0.9
NOTICE_HIDDEN = 0.5
#: what a caught visible cheat costs besides the penalty, in cards: the card goes back to the
#: hand with everybody knowing it is there
REVEALED = 0.5


@dataclass(frozen=True, slots=True)
class Temperament:
    cheat: float  # chance to cheat when a useful cheat is on the menu (Hard: by expected gain)
    attention: float  # chance to notice a cheat of another seat
    by_gain: bool = False  # decide by expected gain instead of by chance


TEMPERAMENTS: dict[str, Temperament] = {
    "random": Temperament(cheat=0.0, attention=0.0),
    "easy": Temperament(cheat=0.0, attention=0.3),
    "normal": Temperament(cheat=0.25, attention=0.7),
    "hard": Temperament(cheat=1.0, attention=1.0, by_gain=True),
    "master": Temperament(cheat=1.0, attention=1.0, by_gain=True),
    "dmcts": Temperament(cheat=0.0, attention=1.0),
}


def temperament(level: str) -> Temperament:
    return TEMPERAMENTS.get(level, TEMPERAMENTS["easy"])


def _gain(view: PlayerView, action: Action) -> float:
    """Cards the cheat spares the seat: a beat that avoids a take spares the table."""
    if action.kind is ActionKind.BEAT:
        unbeaten = [a for a, b in view.table if b is None]
        honest = {a.target for a in view.legal if a.kind is ActionKind.BEAT}
        if any(t not in honest for t in unbeaten):
            return float(sum(1 + (b is not None) for _, b in view.table))
        return 0.0
    if action.kind is ActionKind.THROW:
        return 0.5  # one card fewer in hand
    return 0.0  # the extra draw only adds a card; the rest is noise for these levels


def choose_cheat(view: PlayerView, temper: Temperament, rng: random.Random) -> Action | None:
    """A cheat to make now instead of the honest move, or None."""
    if not view.rules.cheating or not view.legal or temper.cheat <= 0 or view.phase is Phase.OVER:
        return None
    menu = cheat_actions(view.skeleton())
    scored = [(g, a) for a in menu if (g := _gain(view, a)) > 0]
    if not scored:
        return None
    gain, best = max(scored, key=lambda ga: ga[0])
    if temper.by_gain:
        visible = best.kind is not ActionKind.DRAW
        p = NOTICE_VISIBLE if visible else NOTICE_HIDDEN
        cost = p * (view.rules.cheat_penalty + (REVEALED if visible else 0.0))
        return best if (1 - p) * gain > cost else None
    return best if rng.random() < temper.cheat else None


class Watcher:
    """What one seat noticed of others' cheats, from the events it saw; which calls to make."""

    def __init__(self, seat: int, temper: Temperament, seed: int = 0) -> None:
        self.seat = seat
        self.temper = temper
        self.rng = random.Random(f"{seed}/watch{seat}")
        self.suspects: dict[int, int] = {}  # seat → bouts since its noticed cheat
        self.calls = 0

    def notify(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, Cheated) and e.seat != self.seat:
                if self.rng.random() < self.temper.attention:
                    self.suspects.setdefault(e.seat, 0)
            elif isinstance(e, CalledOut) and e.correct:
                self.suspects.pop(e.accused, None)
            elif isinstance(e, BoutStarted):
                # the window lasts until the next lead: forget what is two bouts old
                self.suspects = {s: k + 1 for s, k in self.suspects.items() if k < 1}

    def call(self) -> Action | None:
        """A call-out to make now (at most one at a time), or None."""
        if not self.suspects:
            return None
        accused = min(self.suspects)
        del self.suspects[accused]
        self.calls += 1
        return call(self.seat, accused)
