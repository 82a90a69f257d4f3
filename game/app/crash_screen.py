"""The readable error screen an unexpected exception ends the game with."""

from __future__ import annotations

import time
from pathlib import Path

from game.ground.paths import APP_NAME


def show_crash_screen(
    exc: BaseException, crash_log: Path | None, ver: str, timeout: float | None = None
) -> None:
    """A readable error screen: what happened, where the crash log is, "press any key to quit"."""
    # deferred: the crash handler catches a failed import here (the package docstring)
    import pygame

    from game.ui.fonts import font_path
    from game.ui.i18n import tr
    from game.ui.textwrap import wrap_text

    if not pygame.get_init():
        pygame.init()
    existing = pygame.display.get_surface()
    surface: pygame.Surface = (
        existing if existing is not None else pygame.display.set_mode((960, 600), pygame.RESIZABLE)
    )
    pygame.display.set_caption(f"{APP_NAME} {ver} — {tr('crash.title')}")
    try:
        big = pygame.font.Font(font_path(bold=True), 30)
        small = pygame.font.Font(font_path(), 18)
    except (pygame.error, OSError):
        big = pygame.font.Font(None, 34)
        small = pygame.font.Font(None, 22)

    def draw() -> None:
        w = surface.get_width()
        surface.fill((32, 22, 26))
        margin = max(24, w // 16)
        width = max(200, w - 2 * margin)
        y = margin
        title = big.render(tr("crash.title"), True, (255, 214, 140))
        surface.blit(title, (margin, y))
        y += title.get_height() + 18
        what = f"{type(exc).__name__}: {exc}".strip()
        paragraphs = [
            tr("crash.body"),
            what[:600],
            tr("crash.log", path=str(crash_log)) if crash_log else tr("crash.nolog"),
            "",
            tr("crash.quit"),
        ]
        for para in paragraphs:
            lines = wrap_text(small, para, width)
            for line in lines:
                img = small.render(line, True, (240, 236, 228))
                surface.blit(img, (margin, y))
                y += small.get_linesize()
            y += small.get_linesize() // 2
        pygame.display.flip()

    draw()
    pygame.event.clear()
    start = time.monotonic()
    clock = pygame.time.Clock()
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and time.monotonic() - start > 0.3:
                return
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
                surface = pygame.display.get_surface() or surface
                draw()
        if timeout is not None and time.monotonic() - start >= timeout:
            return
        clock.tick(30)
