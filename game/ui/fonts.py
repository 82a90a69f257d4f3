"""The bundled DejaVu Sans fonts (Cyrillic, ♠♥♦♣ and the extra suits ★☾♛⚓), cached by size and weight."""

from __future__ import annotations

import pygame

from game.ground.paths import resource_path

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


def font_path(bold: bool = False) -> str:
    return str(resource_path("fonts", BOLD if bold else REGULAR))


class Fonts:
    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(1, int(size))
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(font_path(bold), size)
            self._cache[key] = font
        return font
