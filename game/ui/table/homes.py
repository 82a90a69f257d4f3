"""Where every card of the mirror rests, and the glide or flight that takes it there.

A card's *home* follows from the mirror and the layout alone (its hand's fan, its place in the
bout, the discard pile, under the stock).  An event step marks the cards it moves with ``fly``
(their delay, duration and easing), changes the mirror, and calls ``relayout``: every card not at
home then sets off towards it, the marked ones as they were told, the others with a short glide.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import Card

from .layout import Layout
from .mirror import DISCARD_VISIBLE, Mirror
from .sprites import CardSprite
from .tween import Pace, Tweener, ease_in_out_cubic, ease_out_cubic

FLY = 0.40
GLIDE = 0.25
#: suits in a fixed order that alternates colours (♠ ♥ ♣ ♦ …)
SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}

Flight = tuple[float, float, Callable[[float], float]]


class Homes:
    def __init__(self, mirror: Mirror, layout: Layout, tweener: Tweener, pace: Pace) -> None:
        self.mirror = mirror
        self.layout = layout
        self.tweener = tweener
        self.pace = pace
        self.sort_order = "suit"
        #: room in the bout for the spot a transfer (or showing the trump) is dropped on
        self.transfer_spot = False
        #: cards of your hand under the mouse: they follow it, not their homes
        self.dragging: list[CardSprite] = []
        #: the width of a card in the bout (smaller when the bout is crowded)
        self.table_w = float(layout.table_w)
        self._flights: dict[CardSprite, Flight] = {}

    def begin(self) -> None:
        """Forget the flights marked for an earlier relayout."""
        self._flights = {}

    def fly(
        self,
        s: CardSprite,
        face_up: bool,
        delay: float = 0.0,
        duration: float = FLY,
        ease: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        """Mark ``s`` as flying to its (next) home: turning over on the way if needed."""
        s.moving = True
        dur = self.pace.d(duration)
        dl = self.pace.d(delay)
        self._flights[s] = (dl, dur, ease)
        if face_up != s.face_up:
            s.flip_to = face_up
            s.flip = 0.0

            def turned(s: CardSprite = s, up: bool = face_up) -> None:
                s.face_up = up
                s.flip = 0.0

            if dur <= 0 and dl <= 0:
                turned()
            else:
                self.tweener.to(s, dur, ease_in_out_cubic, dl, turned, flip=1.0)

    def sort_key(self, c: Card | None) -> tuple[int, ...]:
        if c is None:
            return (9, 0, 0)
        trump = 1 if c.suit == self.mirror.trump_suit else 0
        if self.sort_order == "rank":
            return (trump, c.rank, c.suit)
        return (trump, SUIT_ORDER.get(c.suit, c.suit), c.rank)  # trumps last

    def sorted_hand(self) -> list[CardSprite]:
        hand = self.mirror.hands[self.mirror.bottom]
        if self.sort_order == "none":
            return hand
        return sorted(hand, key=lambda s: self.sort_key(s.card))

    def table_slots(self) -> tuple[list[tuple[float, float]], float]:
        n = len(self.mirror.table) + (1 if self.transfer_spot else 0)
        return self.layout.table_grid(n)

    def transfer_slot(self) -> tuple[float, float, float] | None:
        """Centre and card width of the transfer spot, when shown."""
        if not self.transfer_spot:
            return None
        slots, tw = self.table_slots()
        x, y = slots[-1]
        return x, y, tw

    def homes(self) -> dict[CardSprite, tuple[float, float, float, float]]:
        """Where every card rests now: (x, y, angle, width)."""
        lay = self.layout
        m = self.mirror
        out: dict[CardSprite, tuple[float, float, float, float]] = {}
        for seat in range(m.n):
            if seat == m.bottom:
                hand = self.sorted_hand()
                m.hands[seat] = list(hand)
                for s, (x, y, a) in zip(hand, lay.hand_fan(len(hand)), strict=True):
                    out[s] = (x, y, a, lay.hand_w)
            else:
                hand = m.hands[seat]
                for s, (x, y, a) in zip(hand, lay.opp_fan(seat, len(hand), m.open_hands), strict=True):
                    out[s] = (x, y, a, lay.opp_w)
        slots, tw = self.table_slots()
        self.table_w = tw
        for i, pair in enumerate(m.table):
            x, y = slots[i]
            att, dfn = pair
            if att is not None:
                out[att] = (x, y, lay.attack_angle(i), tw)
            if dfn is not None:
                dx, dy, a = lay.defence_offset(tw, i)
                out[dfn] = (x + dx, y + dy, a, tw)
        first = m.discard_count - len(m.discard)
        for j, s in enumerate(m.discard):
            x, y, a = lay.discard_spot(first + j)
            out[s] = (x, y, a, lay.table_w)
        if m.trump_sprite is not None:
            x, y = lay.trump
            out[m.trump_sprite] = (x, y, -90.0, lay.table_w)
        return out

    def relayout(self, duration: float = GLIDE, snap: bool = False) -> None:
        """Send every card towards its home (flights marked by ``fly`` keep their own timing)."""
        flights = self._flights
        self._flights = {}
        dragging = set(self.dragging)
        for s, (x, y, a, w) in self.homes().items():
            s.hx, s.hy, s.ha, s.hw = x, y, a, w
            if s in dragging:
                continue
            if snap:
                self.tweener.cancel(s)
                s.x, s.y, s.angle, s.w = x, y, a, w
                s.moving = False
                s.flip = 0.0
                s.face_up = s.flip_to
                continue
            flight = flights.get(s)
            if (
                flight is None
                and abs(s.x - x) < 0.5
                and abs(s.y - y) < 0.5
                and abs(s.angle - a) < 0.3
                and abs(s.w - w) < 0.5
            ):
                continue
            # turn the short way round
            while s.angle - a > 180:
                s.angle -= 360
            while a - s.angle > 180:
                s.angle += 360
            dl, dur, ease = (0.0, self.pace.d(duration), ease_out_cubic) if flight is None else flight

            def landed(s: CardSprite = s) -> None:
                s.moving = False

            self.tweener.to(s, dur, ease, dl, landed, x=x, y=y, angle=a, w=w)
        self._prune_discard()

    def _prune_discard(self) -> None:
        m = self.mirror
        if len(m.discard) > DISCARD_VISIBLE and not any(s.moving for s in m.discard):
            m.discard = m.discard[-DISCARD_VISIBLE:]
