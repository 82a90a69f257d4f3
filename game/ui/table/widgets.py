"""Small drawing helpers of the table: cached text, pills, and buttons drawn with the button sprites."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.ground.paths import resource_path
from game.ui.palette import HIGHLIGHT, WHITE


class TextCache:
    """Rendered text surfaces, by (text, size, bold, colour); fonts come from ``ctx.fonts``."""

    def __init__(self, fonts: Any) -> None:
        self.fonts = fonts
        self._cache: OrderedDict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = OrderedDict()
        self._fits: dict[tuple[str, int, int, bool], int] = {}

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        font: pygame.font.Font = self.fonts.get(size, bold)
        return font

    def render(
        self, text: str, size: int, colour: tuple[int, ...] = WHITE, bold: bool = False
    ) -> pygame.Surface:
        key = (text, int(size), bold, tuple(colour))
        img = self._cache.get(key)
        if img is None:
            img = self.font(int(size), bold).render(text, True, colour)
            self._cache[key] = img
            if len(self._cache) > 400:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return img

    def fit(self, text: str, size: int, max_width: float, bold: bool = False) -> int:
        """The largest size <= ``size`` at which ``text`` fits ``max_width`` pixels (cached)."""
        key = (text, int(size), int(max_width), bold)
        s = self._fits.get(key)
        if s is None:
            s = int(size)
            while s > 8 and self.font(s, bold).size(text)[0] > max_width:
                s -= 1
            if len(self._fits) > 500:
                self._fits.clear()
            self._fits[key] = s
        return s

    def clear(self) -> None:
        self._cache.clear()
        self._fits.clear()


_pill_cache: OrderedDict[tuple[int, int, tuple[int, ...], int], pygame.Surface] = OrderedDict()


def pill(size: tuple[int, int], colour: tuple[int, ...], radius: int | None = None) -> pygame.Surface:
    """A rounded translucent rectangle (cached)."""
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    r = h // 2 if radius is None else radius
    key = (w, h, tuple(colour), r)
    img = _pill_cache.get(key)
    if img is None:
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(img, colour, img.get_rect(), border_radius=r)
        _pill_cache[key] = img
        if len(_pill_cache) > 200:
            _pill_cache.popitem(last=False)
    return img


def draw_label(
    surface: pygame.Surface,
    text_img: pygame.Surface,
    center: tuple[float, float],
    bg: tuple[int, ...] | None = (0, 0, 0, 120),
    pad: tuple[int, int] = (10, 4),
) -> pygame.Rect:
    rect = text_img.get_rect(center=(round(center[0]), round(center[1])))
    if bg is not None:
        box = rect.inflate(pad[0] * 2, pad[1] * 2)
        surface.blit(pill(box.size, bg), box)
        rect_out = box
    else:
        rect_out = rect
    surface.blit(text_img, rect)
    return rect_out


class ButtonArt:
    """The three button sprites, scaled per size and cached."""

    def __init__(self) -> None:
        self._src: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}

    def get(self, state: str, size: tuple[int, int]) -> pygame.Surface:
        key = (state, int(size[0]), int(size[1]))
        img = self._scaled.get(key)
        if img is None:
            src = self._src.get(state)
            if src is None:
                name = {"normal": "button.png", "hover": "button_hover.png", "pressed": "button_pressed.png"}[
                    state
                ]
                try:
                    src = pygame.image.load(str(resource_path("sprites", name)))
                    if pygame.display.get_surface() is not None:
                        src = src.convert_alpha()
                except (pygame.error, FileNotFoundError, OSError):
                    src = pygame.Surface((200, 56), pygame.SRCALPHA)
                    pygame.draw.rect(src, (40, 90, 60), src.get_rect(), border_radius=12)
                self._src[state] = src
            img = pygame.transform.smoothscale(src, key[1:])
            self._scaled[key] = img
        return img


class Button:
    """A button of the table: a rectangle, a label, a hotkey hint and what it does."""

    def __init__(
        self, name: str, label: str, rect: pygame.Rect, on_click: Callable[[], None], hotkey: str = ""
    ) -> None:
        self.name = name
        self.label = label
        self.rect = rect
        self.on_click = on_click
        self.hotkey = hotkey
        self.hover = False
        self.pressed = False
        #: outlined in gold: the hint's move is this button's
        self.highlight = False

    def _hotkey(self, text: TextCache, size: int) -> pygame.Surface | None:
        return text.render(self.hotkey, max(9, size * 2 // 3), (220, 230, 220)) if self.hotkey else None

    def label_size(self, text: TextCache, size: int) -> int:
        """The label's font size: it keeps clear of the hotkey's corner ("Lead 2 cards" | "Enter")."""
        hk = self._hotkey(text, size)
        room = self.rect.w - 2 * max(8, self.rect.h // 3) - (hk.get_width() + 4 if hk is not None else 0)
        return text.fit(self.label, size, room, bold=True)

    def parts(
        self, text: TextCache, size: int
    ) -> tuple[pygame.Surface, pygame.Rect, pygame.Surface | None, pygame.Rect | None]:
        """The label and the hotkey hint, with where they go (centred when the label leaves room)."""
        hk = self._hotkey(text, size)
        img = text.render(self.label, self.label_size(text, size), WHITE, bold=True)
        c = self.rect.center
        label_rect = img.get_rect(center=c)
        if hk is None:
            return img, label_rect, None, None
        hk_rect = hk.get_rect(bottomright=(self.rect.right - 8, self.rect.bottom - 4))
        if label_rect.right + 4 > hk_rect.left:
            label_rect.left = self.rect.left + max(8, self.rect.h // 3)
        if label_rect.right + 4 > hk_rect.left:  # no room for both: the label matters more
            return img, img.get_rect(center=c), None, None
        return img, label_rect, hk, hk_rect

    def draw(self, surface: pygame.Surface, art: ButtonArt, text: TextCache, size: int) -> None:
        state = "pressed" if self.pressed else "hover" if self.hover else "normal"
        surface.blit(art.get(state, self.rect.size), self.rect)
        dy = 1 if self.pressed else 0
        img, label_rect, hk, hk_rect = self.parts(text, size)
        shadow = text.render(self.label, self.label_size(text, size), (0, 0, 0), bold=True)
        surface.blit(shadow, label_rect.move(1, 2 + dy))
        surface.blit(img, label_rect.move(0, dy))
        if hk is not None and hk_rect is not None:
            surface.blit(hk, hk_rect.move(0, dy))
        if self.highlight:
            ring = self.rect.inflate(8, 8)
            pygame.draw.rect(
                surface, HIGHLIGHT, ring, max(2, self.rect.h // 16), border_radius=self.rect.h // 3
            )
