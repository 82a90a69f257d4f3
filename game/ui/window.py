"""The game window as each system expects it: sharp on high-DPI screens, where the player left it.

* :func:`prepare_native_display` runs before ``pygame.init()``: a Windows process must declare its
  DPI awareness before its first window, or Windows scales the window up and blurs it.
* :func:`open_window` creates the window at the size and position saved in the settings (on a
  screen that still exists), :func:`remembered` reads them back when the game closes.
* :func:`at_least_minimum` keeps a resized window from shrinking below the smallest layout
  (without ``pygame.Window.from_display_module()``, deprecated in pygame-ce).
* :func:`bring_forward` answers a second start of the game (``game/ground/instance.py``), and
  :func:`say_already_open` is that start's message.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import warnings

import pygame

from game.ui.i18n import set_language, tr
from game.ui.settings import Settings, system_language

log = logging.getLogger(__name__)

#: a saved position is used only if this much of the window's width stays on a screen
VISIBLE_MARGIN = 120


def prepare_native_display() -> None:
    """Per-monitor DPI awareness on Windows (v2 where there is one, else v1, else system-wide)."""
    if sys.platform != "win32":
        return
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    import ctypes

    windll = getattr(ctypes, "windll", None)
    if windll is None:  # pragma: no cover - not Windows after all
        return
    attempts = (
        lambda: windll.user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(-4)),  # PER_MONITOR_AWARE_V2
        lambda: windll.shcore.SetProcessDpiAwareness(2) == 0,  # PROCESS_PER_MONITOR_DPI_AWARE
        lambda: windll.user32.SetProcessDPIAware(),
    )
    for attempt in attempts:
        with contextlib.suppress(Exception):
            if attempt():
                return
    log.info("could not declare DPI awareness; Windows may scale the window")


def _on_a_screen(pos: tuple[int, int], size: tuple[int, int]) -> bool:
    """Whether a window at ``pos`` would show at least a grip of itself on the screens there are."""
    try:
        screens = pygame.display.get_desktop_sizes()
    except pygame.error:
        return False
    if not screens:
        return False
    # Screens side by side is the common arrangement; a position beyond them all is a screen
    # that has been unplugged since.
    total_w = sum(w for w, _ in screens)
    max_h = max(h for _, h in screens)
    x, y = pos
    across = -size[0] + VISIBLE_MARGIN <= x <= total_w - VISIBLE_MARGIN
    return across and 0 <= y <= max_h - VISIBLE_MARGIN // 2


def open_window(
    settings: Settings, size: tuple[int, int] | None, default: tuple[int, int], min_size: tuple[int, int]
) -> pygame.Surface:
    """The display surface: full screen, or a window at the asked, else the saved, size and place."""
    if settings.fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    wanted = size or settings.window_size or default
    wanted = (max(wanted[0], min_size[0]), max(wanted[1], min_size[1]))
    pos = settings.window_position if size is None else None
    if pos is not None and _on_a_screen(pos, wanted):
        os.environ["SDL_VIDEO_WINDOW_POS"] = f"{pos[0]},{pos[1]}"
    try:
        return pygame.display.set_mode(wanted, pygame.RESIZABLE)
    finally:
        os.environ.pop("SDL_VIDEO_WINDOW_POS", None)


def at_least_minimum(surface: pygame.Surface, min_size: tuple[int, int]) -> pygame.Surface:
    """The window surface, made ``min_size`` again if the player shrank the window below it."""
    w, h = surface.get_size()
    if (w >= min_size[0] and h >= min_size[1]) or surface.get_flags() & pygame.FULLSCREEN:
        return surface
    return pygame.display.set_mode((max(w, min_size[0]), max(h, min_size[1])), pygame.RESIZABLE)


def remembered(settings: Settings) -> dict[str, tuple[int, int]]:
    """The window's size and position now, as settings to save (nothing while full screen)."""
    surface = pygame.display.get_surface()
    if surface is None or settings.fullscreen or surface.get_flags() & pygame.FULLSCREEN:
        return {}
    out = {"window_size": surface.get_size()}
    with contextlib.suppress(pygame.error):
        out["window_position"] = pygame.display.get_window_position()
    return out


def bring_forward() -> None:
    """Restore the window if it is minimised and ask the system to put it in front.

    The system may only flash it in the task bar instead (focus-stealing prevention); the second
    start says the game is open either way.
    """
    with warnings.catch_warnings():
        # deprecated as a way to draw into the window; here it only names it, for focus()
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    if not pygame.display.get_active():
        window.restore()
    window.focus()


def say_already_open(title: str) -> None:
    """The system's message box: the game is already open (a windowed build has no stderr)."""
    try:
        set_language(system_language())
        pygame.display.message_box(title, tr("instance.open"))
    except (pygame.error, ValueError) as exc:  # no display, no message system: stderr said it
        log.info("no message box: %s", exc)
