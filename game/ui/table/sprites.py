"""A card on the table: where it is, how it is turned, which side is up."""

from __future__ import annotations

import math

import pygame

from game.engine.cards import Card

from .card_images import CardImages
from .layout import CARD_RATIO


class CardSprite:
    """One physical card.

    ``card`` is None while its face is unknown to the viewer (an opponent's card);
    ``face_up`` says which side shows.  ``flip`` (0..1) animates turning over: the
    card narrows to an edge at 0.5 and shows the other side after it.  ``lift``
    raises it (hover, selection, dragging); ``moving`` marks a card in flight,
    drawn above the others and with cheaper rotation.
    """

    __slots__ = (
        "angle",
        "card",
        "dim",
        "face_up",
        "flip",
        "flip_to",
        "ha",
        "hw",
        "hx",
        "hy",
        "lift",
        "moving",
        "order",
        "raised",
        "w",
        "x",
        "y",
    )

    _counter = 0

    def __init__(
        self, card: Card | None, x: float, y: float, w: float, angle: float = 0.0, face_up: bool = False
    ) -> None:
        self.card = card
        self.x = x
        self.y = y
        self.w = w
        self.angle = angle
        self.face_up = face_up
        self.flip = 0.0  # progress of a turn-over in flight (0: none)
        self.flip_to = face_up
        self.lift = 0.0
        self.moving = False
        self.dim = False  # darkened (no legal move with it now)
        self.raised = False  # picked up: a longer shadow
        # home: where the card rests in its container (set by the board's layout pass)
        self.hx, self.hy, self.ha, self.hw = x, y, angle, w
        CardSprite._counter += 1
        self.order = CardSprite._counter  # draw order among moving cards

    def __repr__(self) -> str:
        return f"CardSprite({self.card}, up={self.face_up}, at=({self.x:.0f},{self.y:.0f}))"

    @property
    def h(self) -> float:
        return self.w * CARD_RATIO

    @property
    def at_home(self) -> bool:
        """Resting exactly where its container puts it (not flying, not gliding, not turning)."""
        return (
            not self.moving
            and self.flip == 0.0
            and abs(self.x - self.hx) < 0.05
            and abs(self.y - self.hy) < 0.05
            and abs(self.angle - self.ha) < 0.01
            and abs(self.w - self.hw) < 0.01
        )

    @property
    def shows_face(self) -> bool:
        """What is visible now (a turn-over switches sides half-way)."""
        if self.flip > 0.0 and self.flip_to != self.face_up:
            return self.flip_to if self.flip >= 0.5 else self.face_up
        return self.face_up

    def center(self) -> tuple[float, float]:
        """The drawn centre (lift moves the card along its own 'up' direction)."""
        if not self.lift:
            return self.x, self.y
        a = math.radians(self.angle)
        return self.x - math.sin(a) * self.lift, self.y - math.cos(a) * self.lift

    def contains(self, px: float, py: float, at_rest: bool = False) -> bool:
        """Is the point inside the (rotated) card?  ``at_rest``: as if not lifted, at its home."""
        if at_rest:
            cx, cy = self.hx, self.hy
            a = math.radians(self.ha)
        else:
            cx, cy = self.center()
            a = math.radians(self.angle)
        dx, dy = px - cx, py - cy
        # undo the counter-clockwise rotation (screen y points down)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= self.w / 2 and abs(ly) <= self.h / 2

    def draw(self, surface: pygame.Surface, images: CardImages, shadow: bool = True) -> pygame.Rect:
        face = self.shows_face
        card = self.card if face and self.card is not None else None
        # cards at rest get antialiased, cached rotations; moving ones a cheaper, coarser one
        fine = self.at_home
        w = self.w
        sh: pygame.Surface | None = None
        if self.flip > 0.0 and self.flip_to != self.face_up:
            # narrow towards the edge in the middle of the turn
            k = abs(math.cos(self.flip * math.pi))
            w_img = max(2, int(max(4.0, w * k)))
            base = images.scaled(card, int(w))
            img = pygame.transform.scale(base, (w_img, base.get_height()))
            if shadow:  # the shadow narrows with the card: a full one would show as a dark block
                flat = images.shadow(w, 0.0, False)
                narrow = max(2, round(flat.get_width() * w_img / w))
                sh = pygame.transform.scale(flat, (narrow, flat.get_height()))
            if abs(self.angle) >= 1.0:
                img = pygame.transform.rotate(img, round(self.angle))
                sh = pygame.transform.rotate(sh, round(self.angle)) if sh is not None else None
        else:
            img = images.image(card, w, self.angle, fine)
        cx, cy = self.center()
        if shadow:
            off = max(2.0, w * 0.035) * (3.0 if self.raised else 1.0) + self.lift * 0.25
            sh = images.shadow(w, self.angle, fine) if sh is None else sh
            surface.blit(sh, sh.get_rect(center=(round(cx + off * 0.6), round(cy + off))))
        rect = img.get_rect(center=(round(cx), round(cy)))
        surface.blit(img, rect)
        if self.dim and not self.moving and self.flip == 0.0:
            surface.blit(images.shadow(w, self.angle, fine, alpha=80), rect)
        return rect
