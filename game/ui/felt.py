"""The felt every screen is drawn on: the table's and the menus' background, in the player's colour."""

from __future__ import annotations

import pygame

from game.ground.paths import resource_path
from game.ui.settings import FELTS

#: each felt's colour where its tile cannot be read (a broken install still shows its table)
PLAIN = {"green": (30, 92, 58), "blue": (26, 58, 104), "wine": (92, 26, 40), "grey": (58, 62, 66)}

_tiles: dict[str, pygame.Surface] = {}
_felt_cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
_shade_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt_tile(felt: str) -> pygame.Surface:
    """The 256-pixel seamless tile of ``felt`` (an unknown name: the first felt)."""
    felt = felt if felt in FELTS else FELTS[0]
    tile = _tiles.get(felt)
    if tile is None:
        try:
            tile = pygame.image.load(str(resource_path("sprites", "felts", f"felt_{felt}.png")))
            if pygame.display.get_surface() is not None:
                tile = tile.convert()
        except (pygame.error, FileNotFoundError, OSError):
            tile = pygame.Surface((64, 64))
            tile.fill(PLAIN[felt])
        _tiles[felt] = tile
    return tile


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """A soft dark edge: a small radial gradient scaled up (cheap, smooth)."""
    shade = _shade_cache.get(size)
    if shade is None:
        g = 64
        small = pygame.Surface((g, g), pygame.SRCALPHA)
        for yy in range(g):
            for xx in range(g):
                dx = (xx + 0.5) / g * 2 - 1
                dy = (yy + 0.5) / g * 2 - 1
                d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.414)
                small.set_at((xx, yy), (0, 0, 0, int(150 * d**2.2)))
        shade = pygame.transform.smoothscale(small, size)
        _shade_cache.clear()
        _shade_cache[size] = shade
    return shade


def felt_patch(size: tuple[int, int], felt: str) -> pygame.Surface:
    """``felt`` tiled to ``size``, without the vignette (a preview's patch of cloth)."""
    tile = felt_tile(felt)
    surf = pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            surf.blit(tile, (x, y))
    return surf


def felt_background(size: tuple[int, int], felt: str = FELTS[0]) -> pygame.Surface:
    """The felt tiled to ``size`` with a soft dark vignette (cached per felt and size)."""
    key = (felt, size)
    cached = _felt_cache.get(key)
    if cached is not None:
        return cached
    surf = felt_patch(size, felt)
    surf.blit(_vignette(size), (0, 0))
    if len(_felt_cache) > 4:
        _felt_cache.clear()
    _felt_cache[key] = surf
    return surf
