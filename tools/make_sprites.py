#!/usr/bin/env python3
"""Generate every bitmap asset of the game (cards, backs, felt, buttons, glow, icons).

Run from the repository root::

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_sprites.py [--sheet /tmp/sheet.png]

Everything is drawn with pygame only (``pygame.draw`` + ``pygame.font`` with the bundled
DejaVu Sans).  Shapes are rendered super-sampled and smooth-scaled down, so edges are
antialiased.  All randomness uses fixed seeds: re-running produces identical files.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import itertools

import pygame

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ui.card_indices import INDEX_SETS, LETTERS, OWN_FACES  # noqa: E402
from tools.png_files import png_bytes, write_png  # noqa: E402

FONT_REGULAR = ROOT / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ROOT / "fonts" / "DejaVuSans-Bold.ttf"

# ---------------------------------------------------------------------------------------------
# Geometry / palette
# ---------------------------------------------------------------------------------------------

CARD_W, CARD_H = 250, 350  # final card size in pixels
CANVAS = 2  # cards are composed at 2x and smooth-scaled down
CARD_RADIUS = 14.0
BORDER_W = 1.6
GLOW_MARGIN = 20  # card_glow.png is the card size plus this margin on every side

RANKS = "23456789TJQKA"
#: the four French suits, then the extra suits of the generalized decks (game/engine/cards.py)
SUITS = "SHDCEFGI"
#: the extra suits are drawn from DejaVu Sans's glyphs: star, crescent, crown, anchor
GLYPH_SUITS = {"E": "★", "F": "☾", "G": "♛", "I": "⚓"}
RANK_VALUE = {r: v for v, r in enumerate(RANKS, start=2)}

FACE = (253, 252, 247)
BORDER = (150, 150, 152)
INK = (24, 24, 30)
RED = (200, 22, 42)
BLUE = (24, 84, 186)
GREEN = (16, 124, 58)

#: the extra suits' inks, the same in both styles: each stays apart from the other seven inks of
#: the four-colour style as much as red from green does for people with protanopia or
#: deuteranopia (tests/test_assets.py measures it), and the shapes differ besides
EXTRA_INKS = {"E": (214, 120, 0), "F": (0, 150, 210), "G": (120, 30, 90), "I": (190, 40, 150)}
TWO_COLOUR = {"S": INK, "H": RED, "D": RED, "C": INK, **EXTRA_INKS}
FOUR_COLOUR = {"S": INK, "H": RED, "D": BLUE, "C": GREEN, **EXTRA_INKS}
#: the suits the four-colour style inks differently: only their faces are in sprites/cards4, the
#: others are the same picture and the game takes them from sprites/cards
FOUR_COLOUR_SUITS = "".join(s for s in SUITS if FOUR_COLOUR[s] != TWO_COLOUR[s])

# court cards: (panel tint, frame colour) -- different per rank so J/Q/K differ at a glance
COURT_STYLE = {
    "J": ((224, 236, 249), (40, 88, 150)),
    "Q": ((245, 230, 244), (128, 44, 122)),
    "K": ((251, 240, 208), (176, 122, 22)),
}
GOLD = (222, 172, 48)
GOLD_DARK = (134, 92, 14)
GOLD_LIGHT = (250, 222, 130)

Point = tuple[float, float]
Colour = tuple[int, int, int]
Op = tuple  # ("poly", pts) | ("circle", cx, cy, r) | ("ellipse", x, y, w, h) | ("rrect", x, y, w, h, r)

# ---------------------------------------------------------------------------------------------
# Low-level vector rendering (super-sampled, per-colour layers => clean antialiased edges)
# ---------------------------------------------------------------------------------------------


def vector_layer(size: tuple[int, int], colour: Colour, ops: Sequence[Op], ss: int = 4) -> pygame.Surface:
    """Draw ``ops`` (coordinates in target pixels) in one colour, ``ss`` times larger, then shrink.

    The transparent background carries the same RGB as the shape, so the smooth-scaled
    edge pixels have the right colour with partial alpha (no dark fringes).
    """
    w, h = size
    big = pygame.Surface((max(1, w * ss), max(1, h * ss)), pygame.SRCALPHA)
    big.fill((*colour, 0))
    c = (*colour, 255)
    for op in ops:
        kind = op[0]
        if kind == "poly":
            pygame.draw.polygon(big, c, [(x * ss, y * ss) for x, y in op[1]])
        elif kind == "circle":
            _, cx, cy, r = op
            pygame.draw.circle(big, c, (cx * ss, cy * ss), r * ss)
        elif kind == "ellipse":
            _, x, y, ew, eh = op
            pygame.draw.ellipse(
                big, c, pygame.Rect(round(x * ss), round(y * ss), round(ew * ss), round(eh * ss))
            )
        elif kind == "rrect":
            _, x, y, rw, rh, r = op
            rect = pygame.Rect(round(x * ss), round(y * ss), round(rw * ss), round(rh * ss))
            pygame.draw.rect(big, c, rect, border_radius=round(r * ss))
        else:  # pragma: no cover - programming error
            raise ValueError(kind)
    return pygame.transform.smoothscale(big, (w, h))


def stroke(pts: Sequence[Point], width: float, closed: bool = False) -> list[Op]:
    """A thick poly-line as filled quads with round joints (no gaps at corners)."""
    ops: list[Op] = []
    seq = list(pts) + ([pts[0]] if closed else [])
    hw = width / 2
    for (x1, y1), (x2, y2) in itertools.pairwise(seq):
        dx, dy = x2 - x1, y2 - y1
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln * hw, dx / ln * hw
        ops.append(("poly", [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)]))
    for x, y in seq:
        ops.append(("circle", x, y, hw))
    return ops


def bezier(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def shade(colour: Colour, delta: int) -> Colour:
    r, g, b = (max(0, min(255, c + delta)) for c in colour)
    return (r, g, b)


def blit_center(dst: pygame.Surface, src: pygame.Surface, cx: float, cy: float) -> None:
    dst.blit(src, (round(cx - src.get_width() / 2), round(cy - src.get_height() / 2)))


# ---------------------------------------------------------------------------------------------
# Suit symbols (defined in "height units": y in [0, 1], x centred on 0)
# ---------------------------------------------------------------------------------------------

SUIT_ASPECT = {"S": 0.92, "H": 1.0, "D": 0.78, "C": 1.0}


def _heart_outline(n: int = 240) -> list[Point]:
    raw = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    xs = [p[0] for p in raw]
    ys = [p[1] for p in raw]
    w, y0, h = max(xs) - min(xs), min(ys), max(ys) - min(ys)
    return [(x / w, (y - y0) / h) for x, y in raw]  # width 1, height 1, x centred


def _stem(top: float, half_top: float, half_base: float) -> list[Point]:
    left, right = [], []
    for i in range(17):
        s = i / 16
        y = top + (1.0 - top) * s
        x = half_top + (half_base - half_top) * s**2.2
        left.append((-x, y))
        right.append((x, y))
    return right + left[::-1]


def suit_shapes(suit: str) -> list[Op]:
    """Ops in height units (y 0..1, x centred at 0)."""
    if suit == "H":
        return [("poly", [(x * SUIT_ASPECT["H"], y) for x, y in _heart_outline()])]
    if suit == "S":
        body_h = 0.80
        body = [(x * SUIT_ASPECT["S"], (1 - y) * body_h) for x, y in _heart_outline()]
        return [("poly", body), ("poly", _stem(0.55, 0.035, 0.2))]
    if suit == "D":
        hw = SUIT_ASPECT["D"] / 2
        corners = [(0.0, 0.0), (hw, 0.5), (0.0, 1.0), (-hw, 0.5)]
        pts: list[Point] = []
        for a, b in zip(corners, corners[1:] + corners[:1], strict=False):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            ctrl = (mx * 0.86, 0.5 + (my - 0.5) * 0.86)  # pull the edge inwards: slightly concave
            pts.extend(bezier(a, ctrl, b, 20)[:-1])
        return [("poly", pts)]
    if suit == "C":
        r = 0.245
        return [
            ("circle", 0.0, r, r),
            ("circle", -0.255, 0.545, r),
            ("circle", 0.255, 0.545, r),
            ("poly", [(0.0, 0.3), (-0.22, 0.56), (0.0, 0.68), (0.22, 0.56)]),
            ("poly", _stem(0.52, 0.04, 0.2)),
        ]
    raise ValueError(suit)


_PIP_CACHE: dict[tuple[str, Colour, int], pygame.Surface] = {}


def pip(suit: str, height: int, colour: Colour) -> pygame.Surface:
    """A suit symbol ``height`` pixels tall (pointing up)."""
    key = (suit, colour, height)
    if key not in _PIP_CACHE and suit in GLYPH_SUITS:
        _PIP_CACHE[key] = text_fit(GLYPH_SUITS[suit], colour, height, bold=False)
    if key not in _PIP_CACHE:
        aspect = SUIT_ASPECT[suit]
        w = max(1, round(height * aspect))
        half = aspect / 2
        ops: list[Op] = []
        for op in suit_shapes(suit):
            if op[0] == "poly":
                ops.append(("poly", [((x + half) * height, y * height) for x, y in op[1]]))
            else:
                _, cx, cy, r = op
                ops.append(("circle", (cx + half) * height, cy * height, r * height))
        ss = max(3, min(8, 1600 // max(height, 1)))
        _PIP_CACHE[key] = vector_layer((w, height), colour, ops, ss)
    return _PIP_CACHE[key]


def rot180(s: pygame.Surface) -> pygame.Surface:
    return pygame.transform.flip(s, True, True)


# ---------------------------------------------------------------------------------------------
# Text
# ---------------------------------------------------------------------------------------------

_FONTS: dict[tuple[bool, int], pygame.font.Font] = {}


def font(bold: bool, size: int) -> pygame.font.Font:
    key = (bold, size)
    if key not in _FONTS:
        _FONTS[key] = pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), size)
    return _FONTS[key]


def text_fit(
    text: str, colour: Colour, height: int, max_w: int | None = None, bold: bool = True, tracking: float = 0.0
) -> pygame.Surface:
    """Render ``text`` cropped to its ink and scaled so the ink is exactly ``height`` px tall."""
    f = font(bold, max(8, height * 3))
    if tracking and len(text) > 1:
        parts = [f.render(ch, True, colour) for ch in text]
        crops = [p.subsurface(p.get_bounding_rect()) for p in parts]
        gap = round(tracking * height * 3)
        w = sum(c.get_width() for c in crops) + gap * (len(crops) - 1)
        top = min(p.get_bounding_rect().top for p in parts)
        bottom = max(p.get_bounding_rect().bottom for p in parts)
        surf = pygame.Surface((w, bottom - top), pygame.SRCALPHA)
        surf.fill((*colour, 0))
        x = 0
        for p, c in zip(parts, crops, strict=False):
            surf.blit(c, (x, p.get_bounding_rect().top - top))
            x += c.get_width() + gap
    else:
        raw = f.render(text, True, colour)
        surf = raw.subsurface(raw.get_bounding_rect()).copy()
    w = surf.get_width() * height / surf.get_height()
    if max_w is not None and w > max_w:
        w = max_w
    return pygame.transform.smoothscale(surf, (max(1, round(w)), height))


# ---------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------

_BASE_CACHE: dict[int, pygame.Surface] = {}


def card_base(k: float) -> pygame.Surface:
    """White rounded card with thin border at ``k`` canvas pixels per card pixel."""
    key = round(k * 1000)
    if key not in _BASE_CACHE:
        w, h = round(CARD_W * k), round(CARD_H * k)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((*BORDER, 0))
        r = CARD_RADIUS * k
        b = BORDER_W * k
        surf.blit(vector_layer((w, h), BORDER, [("rrect", 0, 0, w, h, r)], 4), (0, 0))
        surf.blit(vector_layer((w, h), FACE, [("rrect", b, b, w - 2 * b, h - 2 * b, r - b)], 4), (0, 0))
        _BASE_CACHE[key] = surf
    return _BASE_CACHE[key].copy()


def index_letter(rank: str, index_set: str) -> str:
    """What the corner and a court card's panel show for ``rank``: "10", or the set's letter."""
    return LETTERS[index_set].get(RANK_VALUE[rank], "10" if rank == "T" else rank)


def corner_index(label: str, suit: str, colour: Colour, k: float) -> pygame.Surface:
    """Rank ``label`` over a small suit symbol, as one surface (top-left orientation)."""
    rank_h = round(38 * k)
    txt = text_fit(label, colour, rank_h, max_w=round(40 * k), tracking=-0.05 if len(label) > 1 else 0.0)
    sym = pip(suit, round(28 * k), colour)
    gap = round(6 * k)
    w = max(txt.get_width(), sym.get_width())
    surf = pygame.Surface((w, rank_h + gap + sym.get_height()), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    surf.blit(txt, ((w - txt.get_width()) // 2, 0))
    surf.blit(sym, ((w - sym.get_width()) // 2, rank_h + gap))
    return surf


INDEX_CX, INDEX_TOP = 23.5, 13.0

# pip layouts: (column, row) with column in {-1, 0, 1}, row in [0, 1] from top to bottom
PIP_LAYOUT: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    "T": [
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ],
}
PIP_COL_DX = 50.0
PIP_TOP, PIP_BOTTOM = 72.0, 278.0
PIP_H = 46


def draw_pips(surf: pygame.Surface, rank: str, suit: str, colour: Colour, k: float) -> None:
    up = pip(suit, round(PIP_H * k), colour)
    down = rot180(up)
    for col, row in PIP_LAYOUT[rank]:
        cx = CARD_W / 2 + col * PIP_COL_DX
        cy = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row
        # pips below the middle line are upside down, the middle one stays upright
        blit_center(surf, down if row > 0.5 else up, cx * k, cy * k)


def draw_ace(surf: pygame.Surface, suit: str, colour: Colour, k: float) -> None:
    cx, cy = CARD_W / 2 * k, CARD_H / 2 * k
    if suit == "S":
        # the traditional showpiece: a larger spade inside a fine double ring
        size = round(230 * k)
        ring = []
        for r, wdt in ((100, 2.2), (92, 0.9)):
            pts = [
                (size / 2 + r * k * math.cos(a / 90 * math.pi), size / 2 + r * k * math.sin(a / 90 * math.pi))
                for a in range(180)
            ]
            ring += stroke(pts, wdt * k, closed=True)
        dots = []
        for i in range(12):
            a = i / 12 * 2 * math.pi
            dots.append(("circle", size / 2 + 96 * k * math.cos(a), size / 2 + 96 * k * math.sin(a), 3.6 * k))
        blit_center(surf, vector_layer((size, size), (176, 140, 60), ring + dots, 3), cx, cy)
        blit_center(surf, pip("S", round(118 * k), colour), cx, cy)
    else:
        blit_center(surf, pip(suit, round(104 * k), colour), cx, cy)


def crown_ops(rank: str, w: float, h: float) -> list[tuple[Colour, list[Op]]]:
    """Ornament above the court letter, as (colour, ops) layers within a w x h box."""
    layers: list[tuple[Colour, list[Op]]] = []
    lw = max(1.0, w * 0.035)
    if rank == "K":
        band_top = h * 0.68
        peaks = [(-0.5, 0.22), (-0.25, 0.08), (0.0, 0.0), (0.25, 0.08), (0.5, 0.22)]
        pts: list[Point] = [(0.04 * w, h * 0.96)]
        for i, (px, py) in enumerate(peaks):
            x = w / 2 + px * w * 0.84
            y = h * (0.12 + py * 0.7)
            pts.append((x, y))
            if i < len(peaks) - 1:
                nx = w / 2 + (px + 0.125) * w * 0.84
                pts.append((nx, h * 0.5))
        pts.append((0.96 * w, h * 0.96))
        body = [("poly", pts)]
        outline = stroke(pts, lw * 1.6, closed=True)
        balls = [("circle", p[0], p[1], w * 0.05) for p in pts[1:-1:2]]
        band = [("rrect", w * 0.04, band_top, w * 0.92, h * 0.28, w * 0.02)]
        layers += [
            (GOLD_DARK, outline + balls),
            (GOLD, body),
            (GOLD_LIGHT, [("rrect", w * 0.1, h * 0.56, w * 0.8, h * 0.05, 2)]),
        ]
        layers += [
            (GOLD_DARK, band),
            (GOLD, [("rrect", w * 0.06, band_top + lw, w * 0.88, h * 0.28 - 2 * lw, w * 0.015)]),
        ]
        layers += [(GOLD_LIGHT, [("circle", p[0], p[1], w * 0.028) for p in pts[1:-1:2]])]
        gem_y = band_top + h * 0.14
        layers += [
            ((190, 30, 40), [("circle", w * 0.5, gem_y, h * 0.085)]),
            ((30, 80, 170), [("circle", w * 0.28, gem_y, h * 0.065), ("circle", w * 0.72, gem_y, h * 0.065)]),
            ((255, 255, 255), [("circle", w * 0.5 - h * 0.03, gem_y - h * 0.03, h * 0.025)]),
        ]
    elif rank == "Q":
        # coronet: a rounded arch of three fleurons with pearls
        base_y = h * 0.74
        pts = [(w * 0.1, h * 0.96)]
        pts += bezier((w * 0.1, base_y), (w * 0.14, h * 0.32), (w * 0.3, h * 0.44), 10)
        pts += bezier((w * 0.3, h * 0.44), (w * 0.4, h * 0.52), (w * 0.5, h * 0.14), 10)
        pts += bezier((w * 0.5, h * 0.14), (w * 0.6, h * 0.52), (w * 0.7, h * 0.44), 10)
        pts += bezier((w * 0.7, h * 0.44), (w * 0.86, h * 0.32), (w * 0.9, base_y), 10)
        pts.append((w * 0.9, h * 0.96))
        layers.append((GOLD_DARK, stroke(pts, lw * 1.6, closed=True)))
        layers.append((GOLD, [("poly", pts)]))
        pearls = [
            (w * 0.5, h * 0.1, h * 0.09),
            (w * 0.3, h * 0.38, h * 0.07),
            (w * 0.7, h * 0.38, h * 0.07),
            (w * 0.12, h * 0.56, h * 0.06),
            (w * 0.88, h * 0.56, h * 0.06),
        ]
        layers.append(((120, 110, 120), [("circle", x, y, r + lw * 0.8) for x, y, r in pearls]))
        layers.append(((250, 246, 250), [("circle", x, y, r) for x, y, r in pearls]))
        layers.append(
            ((200, 190, 205), [("circle", x + r * 0.25, y + r * 0.25, r * 0.55) for x, y, r in pearls])
        )
        layers.append(
            ((255, 255, 255), [("circle", x - r * 0.3, y - r * 0.3, r * 0.3) for x, y, r in pearls])
        )
        band = [("rrect", w * 0.08, base_y, w * 0.84, h * 0.22, w * 0.02)]
        layers.append((GOLD_DARK, band))
        layers.append(
            (GOLD, [("rrect", w * 0.08 + lw, base_y + lw, w * 0.84 - 2 * lw, h * 0.22 - 2 * lw, 2)])
        )
        layers.append(
            (
                (150, 40, 140),
                [("circle", w * (0.2 + 0.15 * i), base_y + h * 0.11, h * 0.045) for i in range(5)],
            )
        )
    else:  # J: a page's cap with a feather
        _, frame = COURT_STYLE["J"]
        feather_spine = bezier((w * 0.56, h * 0.66), (w * 0.92, h * 0.5), (w * 0.97, h * 0.0), 30)
        feather: list[Point] = []
        left: list[Point] = []
        for i, (x, y) in enumerate(feather_spine):
            t = i / (len(feather_spine) - 1)
            half = w * 0.1 * math.sin(math.pi * min(1.0, t * 1.05)) ** 0.8 + w * 0.006
            if 0.25 < t < 0.95 and i % 3 == 0:
                half *= 0.8  # little notches between the barbs
            (x0, y0) = feather_spine[max(0, i - 1)]
            (x1, y1) = feather_spine[min(len(feather_spine) - 1, i + 1)]
            dx, dy = x1 - x0, y1 - y0
            ln = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / ln, dx / ln
            feather.append((x + nx * half, y + ny * half))
            left.append((x - nx * half, y - ny * half))
        feather += left[::-1]
        layers.append(((150, 126, 84), stroke(feather, lw * 1.2, closed=True)))
        layers.append(((244, 236, 214), [("poly", feather)]))
        layers.append(((170, 146, 100), stroke(feather_spine[:-3], lw * 0.8)))
        cap_lo = [(w * 0.14, h * 0.8)]
        cap_lo += bezier((w * 0.14, h * 0.8), (w * 0.12, h * 0.18), (w * 0.5, h * 0.2), 16)
        cap_lo += bezier((w * 0.5, h * 0.2), (w * 0.9, h * 0.22), (w * 0.86, h * 0.8), 16)
        dark = shade(frame, -30)
        layers.append((dark, stroke(cap_lo, lw * 1.6, closed=True)))
        layers.append((frame, [("poly", cap_lo)]))
        light = shade(frame, 60)
        layers.append(
            (
                light,
                [
                    (
                        "poly",
                        bezier((w * 0.3, h * 0.7), (w * 0.3, h * 0.36), (w * 0.5, h * 0.3), 12)
                        + bezier((w * 0.5, h * 0.3), (w * 0.36, h * 0.42), (w * 0.38, h * 0.7), 12),
                    )
                ],
            )
        )
        layers.append((GOLD_DARK, [("rrect", w * 0.06, h * 0.7, w * 0.88, h * 0.26, h * 0.1)]))
        layers.append(
            (GOLD, [("rrect", w * 0.06 + lw, h * 0.7 + lw, w * 0.88 - 2 * lw, h * 0.26 - 2 * lw, h * 0.09)])
        )
        layers.append((GOLD_LIGHT, [("rrect", w * 0.12, h * 0.74, w * 0.76, h * 0.05, 2)]))
        layers.append(((190, 30, 40), [("circle", w * 0.5, h * 0.83, h * 0.07)]))
        layers.append(((255, 255, 255), [("circle", w * 0.5 - h * 0.025, h * 0.805, h * 0.02)]))
    return layers


def draw_court(
    surf: pygame.Surface, rank: str, letter_text: str, suit: str, colour: Colour, k: float
) -> None:
    tint, frame = COURT_STYLE[rank]
    x0, y0, x1, y1 = 47.0, 44.0, 203.0, 306.0
    pw, ph = (x1 - x0) * k, (y1 - y0) * k
    size = (round(pw), round(ph))
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.fill((*frame, 0))
    r = 9 * k
    panel.blit(vector_layer(size, frame, [("rrect", 0, 0, pw, ph, r)], 3), (0, 0))
    panel.blit(
        vector_layer(size, tint, [("rrect", 2.4 * k, 2.4 * k, pw - 4.8 * k, ph - 4.8 * k, r - 2 * k)], 3),
        (0, 0),
    )
    inner = 6.5 * k
    pts = [(inner, inner), (pw - inner, inner), (pw - inner, ph - inner), (inner, ph - inner)]
    deco: list[Op] = stroke(pts, 0.9 * k, closed=True)
    # small diamonds at the corners of the inner line and at the middle of the long sides
    for x, y in [*pts, (inner, ph / 2), (pw - inner, ph / 2), (pw / 2, inner), (pw / 2, ph - inner)]:
        d = 3.4 * k
        deco.append(("poly", [(x, y - d), (x + d, y), (x, y + d), (x - d, y)]))
    panel.blit(vector_layer(size, frame, deco, 3), (0, 0))

    # ornament (crown / coronet / cap)
    ow, oh = 92 * k, 56 * k
    orn = pygame.Surface((round(ow), round(oh)), pygame.SRCALPHA)
    orn.fill((*GOLD, 0))
    for col, ops in crown_ops(rank, ow, oh):
        orn.blit(vector_layer(orn.get_size(), col, ops, 4), (0, 0))
    blit_center(panel, orn, pw / 2, 50 * k)

    letter = text_fit(letter_text, colour, round(82 * k))
    blit_center(panel, letter, pw / 2, 138 * k)
    # a fine rule and the suit symbol under the letter
    rule = [("rrect", pw / 2 - 40 * k, 190 * k, 80 * k, 1.4 * k, 0.7 * k)]
    panel.blit(vector_layer(size, frame, rule, 3), (0, 0))
    blit_center(panel, pip(suit, round(44 * k), colour), pw / 2, 222 * k)
    surf.blit(panel, (round(x0 * k), round(y0 * k)))


def render_card(
    rank: str, suit: str, palette: dict[str, Colour], k: float = CANVAS, index_set: str = "international"
) -> pygame.Surface:
    """A card face at ``k`` times the final size (not yet scaled down), with ``index_set``'s letters."""
    colour = palette[suit]
    label = index_letter(rank, index_set)
    surf = card_base(k)
    if rank in PIP_LAYOUT:
        draw_pips(surf, rank, suit, colour, k)
    elif rank in COURT_STYLE:
        draw_court(surf, rank, label, suit, colour, k)
    else:
        draw_ace(surf, suit, colour, k)
    idx = corner_index(label, suit, colour, k)
    x1, y1 = round(INDEX_CX * k - idx.get_width() / 2), round(INDEX_TOP * k)
    surf.blit(idx, (x1, y1))
    # the opposite corner is the exact half-turn of the first one
    surf.blit(
        rot180(idx), (surf.get_width() - x1 - idx.get_width(), surf.get_height() - y1 - idx.get_height())
    )
    return surf


def finish(surf: pygame.Surface, size: tuple[int, int] = (CARD_W, CARD_H)) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, size)


# ---------------------------------------------------------------------------------------------
# Card backs
# ---------------------------------------------------------------------------------------------

BACKS: dict[str, dict[str, Colour]] = {
    "red": {"base": (150, 24, 36), "line": (196, 66, 72), "accent": (238, 214, 190), "deep": (112, 14, 26)},
    "blue": {"base": (26, 54, 120), "line": (70, 110, 184), "accent": (220, 226, 240), "deep": (16, 34, 86)},
    "black": {"base": (30, 30, 36), "line": (172, 134, 58), "accent": (226, 190, 104), "deep": (16, 16, 20)},
    "tartan": {"base": (22, 44, 78), "line": (26, 84, 56), "accent": (232, 220, 186), "deep": (12, 26, 44)},
}


def lattice_field(inner: pygame.Surface, pal: dict[str, Colour], k: float) -> None:
    """A diagonal lattice with dots and diamonds, and a star medallion in the middle."""
    iw, ih = inner.get_size()
    inner.fill((*pal["base"], 255))
    cx, cy = iw / 2, ih / 2
    cell = 22 * k
    lw = 1.3 * k
    # diagonal lattice centred on the card so the back is symmetric under a half turn
    n = int(max(iw, ih) / cell) + 4
    lattice: list[Op] = []
    for i in range(-n, n + 1):
        ox = cx + i * cell
        lattice.append(("poly", _thick_line((ox - ih, cy - ih), (ox + ih, cy + ih), lw)))
        lattice.append(("poly", _thick_line((ox + ih, cy - ih), (ox - ih, cy + ih), lw)))
    inner.blit(vector_layer(inner.get_size(), pal["line"], lattice, 1), (0, 0))
    dots: list[Op] = []
    stars: list[Op] = []
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, y = cx + i * cell / 2 * 2, cy + j * cell
            # lattice crossings: (cx + a*cell/2 ... ) with a+b even
            for ox, oy in ((0.0, 0.0), (cell / 2, cell / 2)):
                px, py = x + ox, y + oy
                if -cell < px < iw + cell and -cell < py < ih + cell:
                    dots.append(("circle", px, py, 2.3 * k))
            # centres of the diamonds
            for ox, oy in ((cell / 2, 0.0), (0.0, cell / 2)):
                px, py = x + ox, y + oy
                if -cell < px < iw + cell and -cell < py < ih + cell:
                    d = 4.2 * k
                    stars.append(
                        ("poly", [(px, py - d), (px + d * 0.45, py), (px, py + d), (px - d * 0.45, py)])
                    )
    inner.blit(vector_layer(inner.get_size(), pal["accent"], dots, 1), (0, 0))
    inner.blit(vector_layer(inner.get_size(), pal["line"], stars, 1), (0, 0))

    # central medallion
    rad = 50 * k
    med: list[Op] = [("circle", cx, cy, rad + 6 * k)]
    inner.blit(vector_layer(inner.get_size(), pal["deep"], med, 1), (0, 0))
    ring = stroke(_circle_pts(cx, cy, rad + 2 * k), 2.2 * k, closed=True)
    ring += stroke(_circle_pts(cx, cy, rad - 4 * k), 1.0 * k, closed=True)
    inner.blit(vector_layer(inner.get_size(), pal["accent"], ring, 1), (0, 0))
    star8 = []
    for i in range(16):
        a = i / 16 * 2 * math.pi - math.pi / 2
        r = rad * (0.86 if i % 2 == 0 else 0.42)
        star8.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    inner.blit(vector_layer(inner.get_size(), pal["line"], [("poly", star8)], 1), (0, 0))
    inner.blit(
        vector_layer(
            inner.get_size(),
            pal["accent"],
            [*stroke(star8, 1.2 * k, closed=True), ("circle", cx, cy, 9 * k)],
            1,
        ),
        (0, 0),
    )
    inner.blit(vector_layer(inner.get_size(), pal["deep"], [("circle", cx, cy, 5 * k)], 1), (0, 0))


def sunburst_field(inner: pygame.Surface, pal: dict[str, Colour], k: float) -> None:
    """Fine gold rays from the middle under a guilloche rosette (circles round a ring)."""
    iw, ih = inner.get_size()
    inner.fill((*pal["base"], 255))
    cx, cy = iw / 2, ih / 2
    far = math.hypot(iw, ih)
    rays: list[Op] = []
    count = 96  # even: the half turn maps every ray onto another
    for i in range(count):
        a = i / count * 2 * math.pi
        half = math.pi / count * 0.42
        rays.append(
            (
                "poly",
                [
                    (cx, cy),
                    (cx + far * math.cos(a - half), cy + far * math.sin(a - half)),
                    (cx + far * math.cos(a + half), cy + far * math.sin(a + half)),
                ],
            )
        )
    layer = vector_layer(inner.get_size(), pal["line"], rays, 1)
    layer.set_alpha(120)
    inner.blit(layer, (0, 0))
    rad = 56 * k
    inner.blit(vector_layer(inner.get_size(), pal["deep"], [("circle", cx, cy, rad + 8 * k)], 1), (0, 0))
    rosette: list[Op] = []
    petals = 24
    for i in range(petals):
        a = i / petals * 2 * math.pi
        px, py = cx + rad * 0.5 * math.cos(a), cy + rad * 0.5 * math.sin(a)
        rosette += stroke(_circle_pts(px, py, rad * 0.5, 90), 0.8 * k, closed=True)
    rosette += stroke(_circle_pts(cx, cy, rad + 3 * k), 2.0 * k, closed=True)
    rosette += stroke(_circle_pts(cx, cy, rad + 6.5 * k), 0.8 * k, closed=True)
    inner.blit(vector_layer(inner.get_size(), pal["accent"], rosette, 1), (0, 0))
    inner.blit(vector_layer(inner.get_size(), pal["accent"], [("circle", cx, cy, 6 * k)], 1), (0, 0))


#: the tartan's sett, half of it (mirrored about its end): (colour, width in card pixels)
SETT = (
    ((22, 44, 78), 14),
    ((14, 16, 22), 2),
    ((22, 44, 78), 2),
    ((14, 16, 22), 2),
    ((22, 44, 78), 2),
    ((14, 16, 22), 10),
    ((26, 84, 56), 12),
    ((178, 40, 44), 1),
    ((26, 84, 56), 12),
    ((14, 16, 22), 10),
)


def tartan_field(inner: pygame.Surface, pal: dict[str, Colour], k: float) -> None:
    """A dark tartan (navy, green and black with a fine red over-check), woven as a twill.

    The stripes are centred on the card, so the pattern is symmetric under a half turn.
    """
    iw, ih = inner.get_size()
    stripes = [*SETT, *reversed(SETT)]
    period = sum(w for _, w in stripes) * k
    warp = pygame.Surface((iw, ih))
    weft = pygame.Surface((iw, ih))
    for along, surf in ((iw, warp), (ih, weft)):
        pos = along / 2 - period / 2 - period * math.ceil(along / 2 / period)
        while pos < along:
            for colour, width in stripes:
                w = width * k
                rect = (
                    pygame.Rect(round(pos), 0, round(pos + w) - round(pos), ih)
                    if surf is warp
                    else pygame.Rect(0, round(pos), iw, round(pos + w) - round(pos))
                )
                surf.fill(colour, rect)
                pos += w
    weft.set_alpha(128)
    inner.blit(warp, (0, 0))
    inner.blit(weft, (0, 0))
    # the twill: fine diagonal shading, a weave rather than printed squares
    twill = pygame.Surface((iw, ih), pygame.SRCALPHA)
    step = round(2 * k)
    for d in range(-ih, iw, step):
        pygame.draw.line(twill, (0, 0, 0, 46), (d, 0), (d + ih, ih), max(1, round(k * 0.7)))
    inner.blit(twill, (0, 0))
    cx, cy = iw / 2, ih / 2
    rad = 24 * k
    inner.blit(vector_layer(inner.get_size(), pal["deep"], [("circle", cx, cy, rad)], 1), (0, 0))
    ring = stroke(_circle_pts(cx, cy, rad - 3 * k), 1.4 * k, closed=True)
    d = rad * 0.55
    ring.append(("poly", [(cx, cy - d), (cx + d * 0.62, cy), (cx, cy + d), (cx - d * 0.62, cy)]))
    inner.blit(vector_layer(inner.get_size(), pal["accent"], ring, 1), (0, 0))


BACK_FIELDS = {"red": lattice_field, "blue": lattice_field, "black": sunburst_field, "tartan": tartan_field}


def render_back(name: str, k: float = 4) -> pygame.Surface:
    """Back ``name``: its field inside a white margin and a double frame with corner rosettes."""
    pal = BACKS[name]
    surf = card_base(k)
    w, h = surf.get_size()
    m = 11 * k  # white margin
    iw, ih = w - 2 * m, h - 2 * m
    inner = pygame.Surface((round(iw), round(ih)), pygame.SRCALPHA)
    BACK_FIELDS[name](inner, pal, k)
    # double frame just inside the coloured area
    f1, f2 = 6 * k, 10 * k
    frame = stroke(_rect_pts(f1, f1, iw - f1, ih - f1), 2.0 * k, closed=True)
    frame += stroke(_rect_pts(f2, f2, iw - f2, ih - f2), 0.9 * k, closed=True)
    # solid band between the outer edge and the first frame line
    edge = pygame.Surface(inner.get_size(), pygame.SRCALPHA)
    edge.fill((*pal["deep"], 0))
    pygame.draw.rect(edge, (*pal["deep"], 255), edge.get_rect(), width=round(f1))
    inner.blit(edge, (0, 0))
    inner.blit(vector_layer(inner.get_size(), pal["accent"], frame, 1), (0, 0))
    # corner rosettes
    for x, y in (
        (f2 + 9 * k, f2 + 9 * k),
        (iw - f2 - 9 * k, f2 + 9 * k),
        (f2 + 9 * k, ih - f2 - 9 * k),
        (iw - f2 - 9 * k, ih - f2 - 9 * k),
    ):
        d = 6 * k
        inner.blit(
            vector_layer(
                inner.get_size(),
                pal["accent"],
                [("poly", [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])],
                1,
            ),
            (0, 0),
        )
    # round the corners of the coloured area
    mask = pygame.Surface(inner.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(7 * k))
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(inner, (round(m), round(m)))
    return surf


def half_turn_symmetric(surf: pygame.Surface) -> pygame.Surface:
    """Copy the top half onto the bottom half turned by 180 degrees (exactly symmetric backs).

    The pattern is designed symmetric; this only removes sub-pixel rounding differences,
    so a back never betrays which way round a card lies.
    """
    w, h = surf.get_size()
    out = surf.copy()
    top = surf.subsurface(pygame.Rect(0, 0, w, h // 2)).copy()
    out.fill((0, 0, 0, 0), pygame.Rect(0, h - h // 2, w, h // 2))
    out.blit(rot180(top), (0, h - h // 2), special_flags=pygame.BLEND_RGBA_ADD)  # exact copy
    return out


def _thick_line(p1: Point, p2: Point, width: float) -> list[Point]:
    (x1, y1), (x2, y2) = p1, p2
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / ln * width / 2, dx / ln * width / 2
    return [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)]


def _circle_pts(cx: float, cy: float, r: float, n: int = 120) -> list[Point]:
    return [
        (cx + r * math.cos(i / n * 2 * math.pi), cy + r * math.sin(i / n * 2 * math.pi)) for i in range(n)
    ]


def _rect_pts(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


# ---------------------------------------------------------------------------------------------
# Felt, buttons, glow
# ---------------------------------------------------------------------------------------------


def periodic_value_noise(size: int, period: int, rng: random.Random) -> list[float]:
    """Tileable smooth noise in [-1, 1] on a size x size grid (lattice of ``period`` cells)."""
    grid = [[rng.uniform(-1, 1) for _ in range(period)] for _ in range(period)]
    step = size / period
    out = [0.0] * (size * size)
    for y in range(size):
        gy = y / step
        iy = int(gy)
        fy = gy - iy
        fy = fy * fy * (3 - 2 * fy)
        r0, r1 = grid[iy % period], grid[(iy + 1) % period]
        for x in range(size):
            gx = x / step
            ix = int(gx)
            fx = gx - ix
            fx = fx * fx * (3 - 2 * fx)
            a = r0[ix % period] + (r0[(ix + 1) % period] - r0[ix % period]) * fx
            b = r1[ix % period] + (r1[(ix + 1) % period] - r1[ix % period]) * fx
            out[y * size + x] = a + (b - a) * fy
    return out


#: the table felts' cloth colours (the game's settings offer them by these names)
FELTS: dict[str, Colour] = {
    "green": (32, 104, 62),
    "blue": (30, 64, 116),
    "wine": (104, 30, 46),
    "grey": (66, 70, 74),
}


def render_felt(base: Colour = FELTS["green"], size: int = 256, seed: int = 1705) -> pygame.Surface:
    rng = random.Random(seed)
    octaves = [(4, 0.35), (8, 0.45), (16, 0.45), (32, 0.4), (64, 0.35), (128, 0.3)]
    layers = [(periodic_value_noise(size, p, rng), amp) for p, amp in octaves]
    total = sum(amp for _, amp in octaves) / 1.6
    buf = bytearray()
    for i in range(size * size):
        n = sum(layer[i] * amp for layer, amp in layers) / total
        grain = rng.gauss(0.0, 1.0)
        v = 1.0 + 0.07 * n + 0.022 * grain
        buf += bytes(max(0, min(255, round(c * v))) for c in base)
    return pygame.image.frombytes(bytes(buf), (size, size), "RGB")


BUTTONS = {
    "button": {
        "top": (170, 44, 50),
        "bottom": (118, 24, 32),
        "border": (206, 164, 78),
        "hi": (222, 112, 104),
    },
    "button_hover": {
        "top": (196, 60, 62),
        "bottom": (140, 34, 40),
        "border": (244, 206, 112),
        "hi": (240, 140, 126),
    },
    "button_pressed": {
        "top": (96, 18, 26),
        "bottom": (134, 32, 40),
        "border": (176, 136, 58),
        "hi": (86, 14, 22),
    },
}
BUTTON_SIZE = (200, 56)


def render_button(st: dict[str, Colour], size: tuple[int, int] = BUTTON_SIZE, ss: int = 4) -> pygame.Surface:
    w, h = size
    bw, bh = w * ss, h * ss
    r = 12 * ss
    body = pygame.Surface((bw, bh), pygame.SRCALPHA)
    for y in range(bh):
        t = y / (bh - 1)
        t = t * t * (3 - 2 * t)
        col = tuple(round(a + (b - a) * t) for a, b in zip(st["top"], st["bottom"], strict=False))
        pygame.draw.line(body, (*col, 255), (0, y), (bw, y))
    # soft top sheen (or inner shadow for the pressed state)
    pygame.draw.rect(
        body, (*st["hi"], 255), pygame.Rect(3 * ss, round(3.2 * ss), bw - 6 * ss, ss), border_radius=ss
    )
    mask = pygame.Surface((bw, bh), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    b = 2 * ss
    pygame.draw.rect(
        mask, (255, 255, 255, 255), pygame.Rect(b, b, bw - 2 * b, bh - 2 * b), border_radius=r - b
    )
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((bw, bh), pygame.SRCALPHA)
    out.fill((*st["border"], 0))
    pygame.draw.rect(out, (*st["border"], 255), out.get_rect(), border_radius=r)
    out.blit(body, (0, 0))
    return pygame.transform.smoothscale(out, size)


def render_glow(margin: int = GLOW_MARGIN) -> pygame.Surface:
    """Soft golden outline for a card; the card sits ``margin`` px inside the image."""
    w, h = CARD_W + 2 * margin, CARD_H + 2 * margin
    hx, hy = CARD_W / 2 - CARD_RADIUS, CARD_H / 2 - CARD_RADIUS
    gold = (255, 206, 84)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    buf = bytearray()
    for y in range(h):
        py = abs(y + 0.5 - h / 2) - hy
        for x in range(w):
            px = abs(x + 0.5 - w / 2) - hx
            qx, qy = max(px, 0.0), max(py, 0.0)
            d = math.hypot(qx, qy) + min(max(px, py), 0.0) - CARD_RADIUS  # signed distance to card edge
            if d >= 0:
                a = 0.95 * math.exp(-((d / 2.2) ** 2)) + 0.62 * math.exp(-d / 7.5)
            else:
                a = 1.5 * math.exp(-((d / 2.6) ** 2))
            a = min(1.0, a)
            buf += bytes((*gold, round(a * 255)))
    surf = pygame.image.frombytes(bytes(buf), (w, h), "RGBA")
    return surf


# ---------------------------------------------------------------------------------------------
# Icon
# ---------------------------------------------------------------------------------------------


def render_icon(size: int = 512) -> pygame.Surface:
    k = 2  # draw at 2x then shrink
    S = size * k
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    surf.fill((20, 80, 46, 0))
    r = S * 0.2
    surf.blit(
        vector_layer((S, S), (150, 112, 36), [("rrect", S * 0.02, S * 0.02, S * 0.96, S * 0.96, r)], 2),
        (0, 0),
    )
    # felt background: radial-ish gradient, drawn as concentric circles then masked to the rounded square
    felt = pygame.Surface((S, S), pygame.SRCALPHA)
    steps = 64
    for i in range(steps):
        t = i / (steps - 1)
        col = tuple(round(a + (b - a) * t) for a, b in zip((16, 70, 40), (44, 138, 80), strict=False))
        pygame.draw.circle(felt, (*col, 255), (S * 0.5, S * 0.42), S * 0.78 * (1 - t) + S * 0.05)
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    inset = S * 0.045
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        pygame.Rect(round(inset), round(inset), round(S - 2 * inset), round(S - 2 * inset)),
        border_radius=round(r - inset),
    )
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(felt, (0, 0))

    def icon_card(suit: str, colour: Colour) -> pygame.Surface:
        ck = S * 0.56 / CARD_H
        c = card_base(ck)
        blit_center(c, pip(suit, round(150 * ck), colour), CARD_W / 2 * ck, CARD_H / 2 * ck + 8 * ck)
        a = text_fit("A", colour, round(48 * ck))
        c.blit(a, (round(26 * ck - a.get_width() / 2), round(20 * ck)))
        c.blit(
            rot180(a),
            (round((CARD_W - 26) * ck - a.get_width() / 2), round((CARD_H - 20) * ck) - a.get_height()),
        )
        return c

    back = icon_card("S", INK)
    front = icon_card("H", RED)
    shadow = pygame.Surface(back.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 0))
    pygame.draw.rect(
        shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=round(CARD_RADIUS * S * 0.56 / CARD_H)
    )
    for card, angle, cx in ((back, 16, 0.34), (front, -10, 0.64)):
        sh = pygame.transform.rotozoom(shadow, angle, 1.0)
        blit_center(surf, sh, S * cx + S * 0.012, S * 0.53 + S * 0.018)
        rot = pygame.transform.rotozoom(card, angle, 1.0)
        blit_center(surf, rot, S * cx, S * 0.53)
    return pygame.transform.smoothscale(surf, (size, size))


def write_ico(
    path: Path, master: pygame.Surface, sizes: Sequence[int] = (16, 24, 32, 48, 64, 128, 256)
) -> None:
    """Windows .ico with PNG-compressed entries (supported since Vista).

    The entries stay pygame's 32-bit RGBA PNGs, the format the directory declares and Windows'
    icon loader is documented for; oxipng could make some of them palette PNGs."""
    images = [png_bytes(pygame.transform.smoothscale(master, (s, s))) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for s, data in zip(sizes, images, strict=False):
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(header + entries + b"".join(images))


def write_icns(path: Path, master: pygame.Surface) -> None:
    """macOS .icns with PNG entries: ic07 (128), ic08 (256), ic09 (512)."""
    chunks = b""
    for tag, s in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512)):
        data = png_bytes(master if master.get_width() == s else pygame.transform.smoothscale(master, (s, s)))
        chunks += tag + struct.pack(">I", 8 + len(data)) + data
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------


def card_name(rank: str, suit: str) -> str:
    return f"{rank}{suit}.png"


def face_files() -> list[tuple[str, str, str, str]]:
    """Every face file as (path under sprites/, rank, suit, index set): sprites/cards holds every
    face, sprites/cards4 the four-colour style's own suits, and a folder per index set in each
    (cards/russian, cards4/german, …) the ranks that set draws with other letters."""
    out = []
    for folder, suits in (("cards", SUITS), ("cards4", FOUR_COLOUR_SUITS)):
        for suit in suits:
            for rank in RANKS:
                out.append((f"{folder}/{card_name(rank, suit)}", rank, suit, "international"))
        for index_set in INDEX_SETS:
            for suit in suits:
                for rank in RANKS:
                    if RANK_VALUE[rank] in OWN_FACES[index_set]:
                        out.append((f"{folder}/{index_set}/{card_name(rank, suit)}", rank, suit, index_set))
    return out


def face_path(sprites: Path, rank: str, suit: str, four_colour: bool, index_set: str) -> Path:
    """The file the game shows for a face (game/ui/table/card_images.py's ``face_path``)."""
    folder = sprites / ("cards4" if four_colour and suit in FOUR_COLOUR_SUITS else "cards")
    if RANK_VALUE[rank] in OWN_FACES[index_set]:
        folder = folder / index_set
    return folder / card_name(rank, suit)


def contact_sheet(out: Path, path: Path) -> None:
    scale = 0.5
    cw, ch = round(CARD_W * scale), round(CARD_H * scale)
    pad = 8
    cols = 13
    rows_cards = 2 * len(SUITS) + len(INDEX_SETS) - 1  # every suit in both styles, the other indices
    width = cols * (cw + pad) + pad
    height = (rows_cards + 1) * (ch + pad) + pad + CARD_H + 2 * GLOW_MARGIN + pad
    sheet = pygame.Surface((width, height))
    felt = pygame.image.load(str(out / "sprites" / "felts" / "felt_green.png"))
    for y in range(0, height, felt.get_height()):
        for x in range(0, width, felt.get_width()):
            sheet.blit(felt, (x, y))
    for si, four in enumerate((False, True)):
        for row, suit in enumerate(SUITS):
            for col, rank in enumerate(RANKS):
                img = pygame.image.load(str(face_path(out / "sprites", rank, suit, four, "international")))
                img = pygame.transform.smoothscale(img, (cw, ch))
                sheet.blit(img, (pad + col * (cw + pad), pad + (si * len(SUITS) + row) * (ch + pad)))
    # each other index set's court cards and ace: a black, a red, a blue and a green suit
    for row, index_set in enumerate(INDEX_SETS[1:], start=2 * len(SUITS)):
        for col, (rank, suit, four) in enumerate(
            (r, s, f) for s, f in (("S", False), ("H", False), ("D", True)) for r in "JQKA"
        ):
            img = pygame.image.load(str(face_path(out / "sprites", rank, suit, four, index_set)))
            img = pygame.transform.smoothscale(img, (cw, ch))
            sheet.blit(img, (pad + col * (cw + pad), pad + row * (ch + pad)))
    y = pad + rows_cards * (ch + pad)
    x = pad
    for name in (*(f"backs/back_{b}.png" for b in BACKS), "icon.png"):
        img = pygame.image.load(str(out / "sprites" / name))
        img = pygame.transform.smoothscale(img, (round(img.get_width() * ch / img.get_height()), ch))
        sheet.blit(img, (x, y))
        x += img.get_width() + pad
    for name in ("button.png", "button_hover.png", "button_pressed.png"):
        img = pygame.image.load(str(out / "sprites" / name))
        sheet.blit(img, (x, y))
        x += img.get_width() + pad
    y += ch + pad
    big = pygame.image.load(str(out / "sprites" / "cards" / "QH.png"))
    glow = pygame.image.load(str(out / "sprites" / "card_glow.png"))
    sheet.blit(glow, (pad, y))
    sheet.blit(big, (pad + GLOW_MARGIN, y + GLOW_MARGIN))
    x = pad + glow.get_width() + pad
    for name in ("cards/AS.png", "cards/TD.png", "cards/KC.png", "cards/JD.png", "cards4/7D.png"):
        img = pygame.image.load(str(out / "sprites" / name))
        sheet.blit(img, (x, y + GLOW_MARGIN))
        x += img.get_width() + pad
    pygame.image.save(sheet, str(path))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT, help="repository root to write sprites/ into")
    ap.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here (for reviewing)")
    ap.add_argument(
        "--no-optimise",
        action="store_true",
        help="write pygame's own PNGs (the same pixels, larger; quicker while drawing): never commit them",
    )
    args = ap.parse_args(argv)
    pygame.init()
    out: Path = args.out
    sprites = out / "sprites"

    def save(surf: pygame.Surface, rel: str) -> None:
        write_png(sprites / rel, png_bytes(surf), optimise=not args.no_optimise)

    for rel, rank, suit, index_set in face_files():
        palette = FOUR_COLOUR if rel.startswith("cards4/") else TWO_COLOUR
        save(finish(render_card(rank, suit, palette, index_set=index_set)), rel)
    for name in BACKS:
        save(half_turn_symmetric(finish(render_back(name))), f"backs/back_{name}.png")
    for name, cloth in FELTS.items():
        save(render_felt(cloth), f"felts/felt_{name}.png")
    for name, st in BUTTONS.items():
        save(render_button(st), f"{name}.png")
    save(render_glow(), "card_glow.png")
    icon512 = render_icon(512)
    icon256 = pygame.transform.smoothscale(icon512, (256, 256))
    save(icon256, "icon.png")
    write_ico(sprites / "icon.ico", icon512)
    write_icns(sprites / "icon.icns", icon512)
    if args.sheet:
        contact_sheet(out, args.sheet)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
