"""Where everything on the table goes, computed from the window size.

Nothing here is in fixed pixels: one unit ``u`` is the window's size relative to
the default 1280×800 (the smaller of the two ratios), and every size and margin
is a multiple of it.  Seats are relative: the bottom seat (you) is position 0 and
the others follow clockwise — the next seat (the one you attack) sits on the
left, the last on the right — along a shallow arc over the top of the table.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

CARD_RATIO = 1.4  # height / width of every card image (250×350)


@dataclass(frozen=True, slots=True)
class SeatSpot:
    seat: int
    rel: int  # 0 = bottom (you), 1 = next clockwise (left), ...
    x: float  # centre of the fan
    y: float
    card_w: float
    tilt: float  # extra rotation of the whole fan (degrees, counter-clockwise)
    name_pos: tuple[float, float]  # centre of the name label
    badge_pos: tuple[float, float]  # centre of the role badge
    bubble_pos: tuple[float, float]  # where "Pass" / "Take" bubbles appear
    block: pygame.Rect  # everything of this seat (fan, name, badge)


class Layout:
    def __init__(
        self, size: tuple[int, int], players: int, bottom_seat: int, text_size: float = 1.0, top_room: int = 0
    ) -> None:
        """``top_room``: kept free above the opponents (the guided game's panel), in units of the
        1280×800 scale times the text size; ``self.top_room`` is the same in pixels."""
        w, h = max(320, int(size[0])), max(240, int(size[1]))
        self.size = (w, h)
        self.w, self.h = w, h
        self.players = players
        self.bottom_seat = bottom_seat
        u = max(0.4, min(w / 1280.0, h / 800.0))
        self.u = u
        self.top_room = round(top_room * u * text_size)
        self.hand_w = round(150 * u / CARD_RATIO)
        self.table_w = round(136 * u / CARD_RATIO)
        self.opp_w = round(78 * u / CARD_RATIO)
        self._fonts(text_size)
        self._buttons()
        self._hand_and_status()
        self.seats: dict[int, SeatSpot] = {}
        self._opponents()
        self._your_seat()
        self._piles_and_bout()
        self._toast()

    def _fonts(self, text_size: float) -> None:
        # Text never below a readable floor, and as much larger as the player asked (text size).
        u, t = self.u, text_size
        self.font_name = round(max(12, 16 * u) * t)
        self.font_badge = round(max(11, 13 * u) * t)
        self.font_status = round(max(14, 19 * u) * t)
        self.font_small = round(max(11, 14 * u) * t)

    def _buttons(self) -> None:
        """The buttons (bottom right, stacked upwards), the pause button (top left) and Undo (top right)."""
        w, h, u = self.w, self.h, self.u
        # never so narrow that a long label ("Zum Ergebnis springen") shrinks past reading
        bw, bh = max(round(176 * u), 210), round(46 * u)
        gap = round(10 * u)
        self.margin = margin = round(16 * u)
        self.button_size = (bw, bh)
        self.buttons = [
            pygame.Rect(w - margin - bw, h - margin - bh - i * (bh + gap), bw, bh) for i in range(5)
        ]
        ms = round(40 * u)
        self.menu_button = pygame.Rect(round(10 * u), round(10 * u), ms, ms)
        # beside it: the last bout's button; Undo (when the setting allows it) in the top right corner
        m = self.menu_button
        self.last_bout_button = pygame.Rect(m.right + gap - round(2 * u), m.top, max(round(150 * u), 124), ms)
        # as wide as the last bout's: "Rückgängig" (German's Undo) beside its key stays readable
        undo_w = max(round(150 * u), 124)
        self.undo_button = pygame.Rect(w - round(10 * u) - undo_w, m.top, undo_w, ms)

    def _hand_and_status(self) -> None:
        """Your hand, and the status and reason lines above it."""
        w, h, u, margin = self.w, self.h, self.u, self.margin
        hand_h = self.hand_w * CARD_RATIO
        self.hand_y = h - hand_h * 0.44  # the bottom of the cards leaves the window a little
        self.hand_top = self.hand_y - hand_h / 2
        self.lift = round(24 * u)
        side = max(self.button_size[0] + 2 * margin, round(200 * u))
        self.hand_max_span = max(self.hand_w * 1.5, w - 2 * side - self.hand_w)
        self.human_name_pos = (margin + round(70 * u), h - round(64 * u))
        self.human_badge_pos = (margin + round(70 * u), h - round(36 * u))
        self.status_h = round(34 * u)
        self.status_y = self.hand_top - self.lift - round(8 * u) - self.status_h / 2
        self.reason_y = self.status_y - self.status_h - round(4 * u)

    def _opponents(self) -> None:
        """The other seats along a shallow arc over the top of the table."""
        w, u, players = self.w, self.u, self.players
        others = players - 1
        oh = self.opp_w * CARD_RATIO
        self.opp_top = top = self.top_room + round(12 * u) + oh / 2
        depth = 0.0 if others <= 2 else 64 * u
        spread = 0.4 if others == 2 else 0.8
        for rel in range(1, players):
            seat = (self.bottom_seat + rel) % players
            t = 0.5 if others == 1 else (rel - 1) / (others - 1)
            x = w * (0.5 + (t - 0.5) * spread)
            y = top + depth * (2 * t - 1) ** 2
            name_y = y + oh / 2 + round(8 * u) + self.font_name * 0.6
            badge_y = name_y + self.font_name * 0.6 + round(4 * u) + self.font_badge * 0.75
            bubble = (x, badge_y + round(34 * u))
            half = max(self.opp_w * 1.6, round(80 * u))
            block = pygame.Rect(
                round(x - half),
                round(y - oh / 2 - 4 * u),
                round(2 * half),
                round(badge_y + self.font_badge - (y - oh / 2 - 4 * u)),
            )
            tilt = (0.5 - t) * 24.0 if others >= 3 else 0.0
            self.seats[seat] = SeatSpot(
                seat, rel, x, y, self.opp_w, tilt, (x, name_y), (x, badge_y), bubble, block
            )

    def _your_seat(self) -> None:
        w, h = self.w, self.h
        self.seats[self.bottom_seat] = SeatSpot(
            self.bottom_seat,
            0,
            w / 2,
            self.hand_y,
            self.hand_w,
            0.0,
            self.human_name_pos,
            self.human_badge_pos,
            (w / 2, self.status_y - round(60 * self.u)),
            pygame.Rect(0, round(self.hand_top), w, h - round(self.hand_top)),
        )

    def _piles_and_bout(self) -> None:
        """The deck (left), the discard pile (right) and the bout between them, below the opponents."""
        w, u = self.w, self.u
        tw = self.table_w
        th = tw * CARD_RATIO
        deck_x = round(22 * u) + tw / 2
        discard_x = w - round(22 * u) - tw * 0.75
        side_left = deck_x + tw * 0.95 + round(14 * u)
        side_right = discard_x - tw * 0.75 - round(10 * u)
        bout_top = self.opp_top + self.opp_w * CARD_RATIO / 2 + round(60 * u)
        for spot in self.seats.values():
            if spot.rel == 0:
                continue
            if spot.block.right > side_left and spot.block.left < side_right:
                bout_top = max(bout_top, spot.block.bottom + round(8 * u))
        bout_bottom = self.reason_y - self.status_h / 2 - round(4 * u)
        self.bout = pygame.Rect(
            round(side_left),
            round(bout_top),
            round(side_right - side_left),
            round(max(th, bout_bottom - bout_top)),
        )
        mid_y = self.bout.centery
        self.deck = (deck_x, mid_y)
        self.trump = (deck_x + tw * 0.25, mid_y)
        self.discard = (discard_x, mid_y)
        self.deck_label = (deck_x + tw * 0.2, mid_y + th / 2 + round(18 * u))
        self.discard_label = (discard_x, mid_y + th / 2 + round(24 * u))

    def _toast(self) -> None:
        # the toast ("Anna takes 3 cards", a call-out) goes below the opponents' bubbles ("Pass"),
        # which it would hide: a bubble and a toast are often told together
        u = self.u
        bubbles = [s.bubble_pos[1] for s in self.seats.values() if s.rel]
        below = max(bubbles) + self.font_name * 1.25 + round(14 * u) if bubbles else 0
        self.toast_pos = (self.bout.centerx, max(self.bout.top + round(22 * u), below))

    # ---------------------------------------------------------------- your hand
    def hand_fan(self, n: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of your hand, left to right."""
        if n <= 0:
            return []
        cw = self.hand_w
        step = cw * 0.62 if n == 1 else min(cw * 0.62, self.hand_max_span / (n - 1))
        span = step * (n - 1)
        x0 = self.w / 2 - span / 2
        da = min(3.5, 28.0 / max(n, 1))
        mid = (n - 1) / 2
        drop = 10 * self.u
        out = []
        for i in range(n):
            x = x0 + i * step
            k = (i - mid) / mid if mid else 0.0
            out.append((x, self.hand_y + drop * k * k, (mid - i) * da))
        return out

    # ---------------------------------------------------------------- opponents
    def opp_fan(self, seat: int, n: int, open_: bool = False) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of an opponent (fan opening towards the table); face up
        (``open_``: an endgame's open hands) spread wider, so that every card's corner reads."""
        spot = self.seats[seat]
        if n <= 0:
            return []
        cw = spot.card_w
        most, span_max = (0.5, 3.0) if open_ else (0.34, 1.9)
        step = cw * most if n == 1 else min(cw * most, cw * span_max / (n - 1))
        span = step * (n - 1)
        da = min(7.0, 44.0 / max(n, 1))
        mid = (n - 1) / 2
        rise = 6 * self.u
        tilt = math.radians(spot.tilt)
        ct, st = math.cos(tilt), math.sin(tilt)
        out = []
        for i in range(n):
            dx = -span / 2 + i * step
            k = (i - mid) / mid if mid else 0.0
            dy = -rise * k * k
            # rotate the offset by the tilt (pygame angles are counter-clockwise, y points down)
            rx = dx * ct + dy * st
            ry = -dx * st + dy * ct
            out.append((spot.x + rx, spot.y + ry, (i - mid) * da + spot.tilt))
        return out

    # -------------------------------------------------------------------- bout
    def _grid(self, n: int, tw: float) -> tuple[int, int, float, float, bool]:
        fw = tw * 1.34 + 10 * self.u
        fh = tw * CARD_RATIO * 1.3
        rows = 1 if n <= 4 else 2
        while rows < n and math.ceil(n / rows) * fw > self.bout.w:
            rows += 1
        cols = math.ceil(n / rows)
        fits = cols * fw <= self.bout.w + 1 and rows * fh <= self.bout.h + 1
        return rows, cols, fw, fh, fits

    def table_grid(self, n: int) -> tuple[list[tuple[float, float]], float]:
        """Centres of the attack cards of ``n`` pairs, and the card width that makes them fit."""
        tw = float(self.table_w)
        if n <= 0:
            return [], tw
        rows, cols, fw, fh, fits = self._grid(n, tw)
        for _ in range(16):
            if fits:
                break
            tw *= 0.92
            rows, cols, fw, fh, fits = self._grid(n, tw)
        th = tw * CARD_RATIO
        bout = self.bout
        out = []
        cy0 = bout.centery - (rows - 1) * fh / 2 - th * 0.1
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = bout.centerx - (in_row - 1) * fw / 2 + c * fw - tw * 0.12
            out.append((x, cy0 + r * fh))
        return out, tw

    @staticmethod
    def defence_offset(tw: float, index: int) -> tuple[float, float, float]:
        """Where a beating card lies over its attack card: (dx, dy, angle)."""
        jitter = random.Random(index * 7919).uniform(-3.0, 3.0)
        return tw * 0.24, tw * CARD_RATIO * 0.22, -9.0 + jitter

    @staticmethod
    def attack_angle(index: int) -> float:
        return random.Random(index * 104729 + 1).uniform(-3.0, 3.0)

    def discard_spot(self, i: int) -> tuple[float, float, float]:
        rng = random.Random(i * 31337 + 7)
        x, y = self.discard
        return x + rng.uniform(-6, 6) * self.u, y + rng.uniform(-6, 6) * self.u, rng.uniform(-28.0, 28.0)
