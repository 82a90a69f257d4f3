"""The cards of the table drawn in the order they lie on each other (the words are the HUD's).

Resting piles and fans are drawn from one cached picture each; flying cards go on top, in the
order they set off; the cards under the mouse are drawn last of all by ``draw_dragged``.
"""

from __future__ import annotations

import pygame

from .callouts import Callouts
from .card_images import CardImages
from .homes import Homes
from .mirror import Mirror
from .sprites import CardSprite


class CardPainter:
    def __init__(self, mirror: Mirror, homes: Homes, callouts: Callouts, images: CardImages) -> None:
        self.mirror = mirror
        self.homes = homes
        self.callouts = callouts
        self.images = images
        self._group_cache: dict[object, tuple[pygame.Surface, tuple[int, int]]] = {}

    def draw_cards(self, surface: pygame.Surface) -> None:
        """Every card in the order they lie on top of each other (no text)."""
        images = self.images
        lay = self.homes.layout
        moving: list[CardSprite] = []
        # trump card under the deck, then the deck
        if self.mirror.trump_sprite is not None:
            if self.mirror.trump_sprite.moving:
                moving.append(self.mirror.trump_sprite)
            else:
                self.mirror.trump_sprite.draw(surface, images)
        under = self.mirror.deck_count - (1 if self.mirror.trump_sprite is not None else 0)
        if under > 0:
            x, y = lay.deck
            layers = min(5, 1 + under // 5)
            step = max(1.0, lay.u * 1.6)
            sh = images.shadow(lay.table_w, 0.0)
            surface.blit(sh, sh.get_rect(center=(round(x + 3 * lay.u), round(y + 4 * lay.u))))
            back = images.image(None, lay.table_w, 0.0)
            for k in range(layers):
                surface.blit(back, back.get_rect(center=(round(x - k * step), round(y - k * step))))
        self._draw_group(surface, self.mirror.discard, moving)
        for pair in self.mirror.table:
            for s in pair:
                if s is None:
                    continue
                if s.moving:
                    moving.append(s)
                else:
                    s.draw(surface, images)
        for seat in range(self.mirror.n):
            if seat == self.mirror.bottom:
                continue
            self._draw_group(surface, self.mirror.hands[seat], moving)
        dragging = set(self.homes.dragging)
        for s in self.mirror.hands[self.mirror.bottom]:
            if s in dragging:
                continue
            if s.moving:
                moving.append(s)
            else:
                s.draw(surface, images)
        for s in self.mirror.flights_to_deck:
            moving.append(s)
        moving.sort(key=lambda s: s.order)
        for s in moving:
            s.draw(surface, images)
        for f, _ in self.callouts.flashes:
            f.draw(surface, images)

    def _draw_group(
        self, surface: pygame.Surface, sprites: list[CardSprite], moving: list[CardSprite]
    ) -> None:
        """Draw a pile or a fan: one cached picture while all its cards rest at home."""
        resting = [s for s in sprites if not s.moving]
        moving.extend(s for s in sprites if s.moving)
        if not resting:
            return
        if len(resting) < 3 or not all(s.at_home for s in resting):
            for s in resting:
                s.draw(surface, self.images)
            return
        key = (
            self.images.back,
            self.images.four_colour,
            tuple(
                (round(s.hx), round(s.hy), s.ha, s.hw, s.face_up, s.card if s.face_up else None)
                for s in resting
            ),
        )
        cached = self._group_cache.get(key)
        if cached is None:
            rects = []
            for s in resting:
                r = pygame.Rect(0, 0, round(s.w * 1.75), round(s.w * 1.75))  # any rotation, with shadow
                r.center = (round(s.x), round(s.y))
                rects.append(r)
            box = rects[0].unionall(rects[1:])
            img = pygame.Surface(box.size, pygame.SRCALPHA)
            for s in resting:
                x, y = s.x, s.y
                s.x, s.y = x - box.left, y - box.top
                s.draw(img, self.images)
                s.x, s.y = x, y
            if len(self._group_cache) > 24:
                self._group_cache.clear()
            cached = (img, box.topleft)
            self._group_cache[key] = cached
        surface.blit(cached[0], cached[1])

    def draw_dragged(self, surface: pygame.Surface) -> None:
        for s in self.homes.dragging:
            s.draw(surface, self.images)
