"""What the table says or shows for a moment: the toast, the players' bubbles, flashed cards.

Each lives until a time on the board's clock; ``expire`` drops the ones whose time has come and
``next_expiry`` tells the scene when the next one will (an idle table needs no redraw until then).
"""

from __future__ import annotations

from dataclasses import dataclass

from .sprites import CardSprite
from .tween import Pace

TOAST = 2.2
BUBBLE = 1.3


@dataclass(slots=True)
class Timed:
    text: str
    until: float
    seat: int = -1
    kind: str = ""


class Callouts:
    def __init__(self, pace: Pace) -> None:
        self.pace = pace
        self.time = 0.0
        #: a card shown for a moment (a held trump, the lowest trump) and until when
        self.flashes: list[tuple[CardSprite, float]] = []
        self.bubbles: list[Timed] = []
        self.toast: Timed | None = None

    def set_toast(self, text: str, seconds: float = TOAST) -> None:
        self.toast = Timed(text, self.time + max(0.6, self.pace.d(seconds) * 0.5 + seconds * 0.5))

    def bubble(self, seat: int, text: str, kind: str = "") -> None:
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(
            Timed(text, self.time + max(0.5, BUBBLE * (0.5 + 0.5 / max(self.pace.speed, 1.0))), seat, kind)
        )

    def drop_bubbles(self, seat: int, kind: str) -> None:
        self.bubbles = [b for b in self.bubbles if not (b.seat == seat and b.kind == kind)]

    def expire(self) -> bool:
        """Drop what has had its time; True when anything went."""
        t = self.time
        changed = False
        if self.flashes and any(until <= t for _, until in self.flashes):
            self.flashes = [(s, u) for s, u in self.flashes if u > t]
            changed = True
        if self.bubbles and any(b.until <= t for b in self.bubbles):
            self.bubbles = [b for b in self.bubbles if b.until > t]
            changed = True
        if self.toast is not None and self.toast.until <= t:
            self.toast = None
            changed = True
        return changed

    def next_expiry(self) -> float | None:
        times = [u for _, u in self.flashes] + [b.until for b in self.bubbles]
        if self.toast is not None:
            times.append(self.toast.until)
        return min(times) if times else None
