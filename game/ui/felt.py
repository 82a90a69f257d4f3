"""The green felt every screen is drawn on: the table's and the menus' background."""

from __future__ import annotations

import pygame

from game.ground.paths import resource_path

_felt_tile: pygame.Surface | None = None
_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt_background(size: tuple[int, int]) -> pygame.Surface:
    """The table felt tiled to ``size`` with a soft dark vignette (cached per size)."""
    global _felt_tile
    cached = _felt_cache.get(size)
    if cached is not None:
        return cached
    if _felt_tile is None:
        try:
            _felt_tile = pygame.image.load(str(resource_path("sprites", "felt.png")))
            if pygame.display.get_surface() is not None:
                _felt_tile = _felt_tile.convert()
        except (pygame.error, FileNotFoundError, OSError):
            _felt_tile = pygame.Surface((64, 64))
            _felt_tile.fill((30, 92, 58))
    w, h = size
    surf = pygame.Surface(size)
    tw, th = _felt_tile.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            surf.blit(_felt_tile, (x, y))
    # vignette: a small radial gradient scaled up (cheap, smooth)
    g = 64
    shade = pygame.Surface((g, g), pygame.SRCALPHA)
    for yy in range(g):
        for xx in range(g):
            dx = (xx + 0.5) / g * 2 - 1
            dy = (yy + 0.5) / g * 2 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.414)
            shade.set_at((xx, yy), (0, 0, 0, int(150 * d**2.2)))
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    if len(_felt_cache) > 4:
        _felt_cache.clear()
    _felt_cache[size] = surf
    return surf
