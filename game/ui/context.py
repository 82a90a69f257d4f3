"""What every scene gets: the window, the scene stack, settings, widgets, sound, fonts, debug log.

Contract for scenes (the table scene included):

* ``ctx.screen`` is the current window surface (replaced after a resize or F11;
  scenes get ``on_resize(size)`` and should read sizes from it, not cache it).
* ``ctx.ui`` is one shared ``pygame_gui.UIManager`` for the whole app.  The main
  loop feeds it every event *before* the top scene sees the event, calls
  ``ctx.ui.update(dt)`` each frame and draws it *after* the visible scenes.
  A scene that owns widgets creates them inside its own container
  (``self.ui_root = ctx.make_ui_root()``) and kills it in ``on_exit``; the app
  shows the top scene's ``ui_root`` and hides every other scene's, so widgets of a
  covered scene neither draw nor take clicks.
* ``ctx.set_language(code)`` switches at once: each scene's
  ``on_language_changed()`` is called (by default it lays the scene out again).
* ``ctx.debug(kind, **data)`` writes one JSON line to the debug log (``--debug-log``
  or ``DURAK_DEBUG_LOG``) and does nothing when no log was asked for.
* The table calls ``ctx.game_over(**summary)`` when a game ends (``--selftest``
  waits for it, then exits 0).
* ``ctx.selftest``: computer-only run at high animation speed; settings are
  never saved then, and ``ctx.settings.anim_speed`` is already the fast speed.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
import warnings
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.ground.paths import resource_path
from game.ui import i18n
from game.ui.fonts import Fonts, font_path
from game.ui.scene import SceneStack, repository
from game.ui.settings import Settings
from game.ui.sound import SoundPlayer

if TYPE_CHECKING:
    from game.ui.scene import Scene

log = logging.getLogger(__name__)

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (800, 560)
#: animation speed used by ``--selftest`` (far above the settings' choices)
SELFTEST_ANIM_SPEED = 25.0


#: widget types that get the default font from the theme's "defaults" block
THEMED_ELEMENTS = (
    "button",
    "label",
    "text_box",
    "text_entry_line",
    "drop_down_menu",
    "selection_list",
    "horizontal_slider",
    "check_box",
    "tool_tip",
    "panel",
    "window",
    "scrolling_container",
    "horizontal_scroll_bar",
    "vertical_scroll_bar",
    "text_entry_box",
)
#: widget types that keep their own shape and borders (no shared "misc" block)
PLAIN_ELEMENTS = ("label", "scrolling_container", "horizontal_scroll_bar", "vertical_scroll_bar")


def ui_scale_for(size: tuple[int, int], text_size: float = 1.0) -> float:
    """How much larger widgets' text is than at the reference 1280×800 (steps of 0.1).

    1.0–1.6 from the window's size, times the player's text size (the setting, up to 1.3); a
    window smaller than the reference shrinks it, down to MIN_UI_SCALE at the smallest window,
    so that every label still fits its widget there (tests/test_ui_clipping.py).
    """
    w, h = size
    smaller = min(h / DEFAULT_SIZE[1], w / DEFAULT_SIZE[0])
    larger = max(1.0, min(1.6, min(h / 860, w / 1376)))
    scale = max(MIN_UI_SCALE, smaller) if smaller < 1.0 else larger
    return round(min(MAX_UI_SCALE, scale * text_size) * 10) / 10


def load_theme(scale: float = 1.0) -> dict[str, Any]:
    """``game/ui/theme.json`` with the font paths made absolute (works from source and frozen).

    Font sizes and list item heights are multiplied by ``scale`` (large windows).
    """
    path = resource_path("game", "ui", "theme.json")
    with open(path, encoding="utf-8") as fh:
        theme: dict[str, Any] = json.load(fh)

    def fix(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("regular_path", "bold_path", "italic_path", "bold_italic_path") and isinstance(
                    value, str
                ):
                    node[key] = font_path(bold="Bold" in value or key.startswith("bold"))
                elif key in ("size", "list_item_height") and isinstance(value, (str, int)) and scale != 1.0:
                    node[key] = str(round(int(value) * scale))
                else:
                    fix(value)
        elif isinstance(node, list):
            for item in node:
                fix(item)

    fix(theme)
    # pygame_gui takes only colours from "defaults"; give every widget type the bundled font
    # (Cyrillic, ♠♥♦♣) and the shared look unless the theme sets its own.
    defaults = theme.get("defaults", {})
    for element in THEMED_ELEMENTS:
        block = theme.setdefault(element, {})
        if "font" in defaults:
            block.setdefault("font", dict(defaults["font"]))
        if "misc" in defaults and element not in PLAIN_ELEMENTS:
            misc = block.setdefault("misc", {})
            for key, value in defaults["misc"].items():
                misc.setdefault(key, value)
    return theme


#: font sizes used in rich text (rules headings): preloaded so pygame_gui does not warn
RICH_HEADING_PX = 22
#: the largest widget scale: the largest window's 1.6 times the largest text size (1.3)
MAX_UI_SCALE = 2.1
#: the smallest: the smallest window's (MIN_SIZE), with the normal text size
MIN_UI_SCALE = 0.8
RICH_TEXT_FONTS = tuple(
    sorted(
        {
            (round(RICH_HEADING_PX * k / 10), "bold")
            for k in range(round(MIN_UI_SCALE * 10), round(MAX_UI_SCALE * 10) + 1)
        }
    )
)


def make_ui_manager(size: tuple[int, int], scale: float | None = None) -> pygame_gui.UIManager:
    scale = ui_scale_for(size) if scale is None else scale
    manager = pygame_gui.UIManager(size, theme_path=load_theme(scale), enable_live_theme_updates=False)
    preload_rich_text_fonts(manager)
    return manager


def preload_rich_text_fonts(manager: pygame_gui.UIManager) -> None:
    with contextlib.suppress(Exception), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager.preload_fonts(
            [{"name": "dejavu", "point_size": size, "style": style} for size, style in RICH_TEXT_FONTS]
        )


class AppContext:
    def __init__(
        self,
        screen: pygame.Surface,
        settings: Settings | None = None,
        *,
        version: str = "dev",
        selftest: bool = False,
        debug_log: str | Path | None = None,
        seed: int | None = None,
        settings_file: Path | None = None,
        persist: bool = True,
    ) -> None:
        self.screen = screen
        self.version = version
        self.selftest = selftest
        #: ``--seed N``: the seed of the next game (None: random)
        self.seed = seed
        self.settings_file = settings_file
        #: False: settings changes stay in memory (self-test, some tests)
        self.persist = persist and not selftest
        settings = settings if settings is not None else Settings.defaults()
        if selftest:
            settings = replace(settings, anim_speed=SELFTEST_ANIM_SPEED, muted=True)
        self.settings: Settings = settings
        i18n.set_language(settings.language)
        i18n.set_card_indices(settings.card_indices, settings.card_deck)
        self.stack = SceneStack()
        self.fonts = Fonts()
        #: text size factor of the widgets for this window size (1.0 at 1280×800)
        self.ui_scale = ui_scale_for(screen.get_size(), settings.text_size)
        self.ui = make_ui_manager(screen.get_size(), self.ui_scale)
        self.sound = SoundPlayer(settings.volume, settings.muted)
        self.running = True
        self.exit_code = 0
        #: set by :meth:`game_over` (the self-test waits for it)
        self.game_over_summary: dict[str, Any] | None = None
        self._windowed_size: tuple[int, int] = screen.get_size() if not settings.fullscreen else DEFAULT_SIZE
        self._debug_fh: IO[str] | None = None
        self._debug_t0 = time.monotonic()
        if debug_log:
            path = Path(debug_log)
            path.parent.mkdir(parents=True, exist_ok=True)
            self._debug_fh = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
        #: called with the new size after the window surface changed (the app sets it)
        self.on_window_changed: Callable[[tuple[int, int]], None] | None = None

    # ------------------------------------------------------------------ debug log
    @property
    def debug_enabled(self) -> bool:
        return self._debug_fh is not None

    def debug(self, kind: str, **data: Any) -> None:
        """One JSON line ``{"t": seconds, "kind": kind, ...data}`` in the debug log, if enabled."""
        fh = self._debug_fh
        if fh is None:
            return
        record = {"t": round(time.monotonic() - self._debug_t0, 4), "kind": kind, **data}
        with contextlib.suppress(OSError, ValueError):  # closed or disk full: the game goes on
            fh.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")

    def close(self) -> None:
        if self._debug_fh is not None:
            with contextlib.suppress(OSError):
                self._debug_fh.close()
            self._debug_fh = None

    # ------------------------------------------------------------------ lifecycle
    def quit(self, code: int = 0) -> None:
        """Leave the main loop after this frame."""
        self.exit_code = code
        self.running = False
        self.debug("quit", code=code)

    def game_over(self, **summary: Any) -> None:
        """The table reports the end of a game (durak seat, draw, …)."""
        self.game_over_summary = dict(summary)
        self.debug("game_over", **summary)

    # ------------------------------------------------------------------ settings
    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            self.settings.save(self.settings_file)
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)

    def update_settings(self, **changes: Any) -> Settings:
        """Apply and persist ``changes`` (validated), with their side effects (sound, language, window)."""
        old = self.settings
        new = old.with_changes(**changes)
        self.settings = new
        if new.volume != old.volume:
            self.sound.set_volume(new.volume)
        if new.muted != old.muted:
            self.sound.mute(new.muted)
        self.save_settings()
        letters = (new.card_indices, new.card_deck)
        if letters != (old.card_indices, old.card_deck):
            i18n.set_card_indices(*letters)
        if new.language != old.language or letters != (old.card_indices, old.card_deck):
            # a card's letters are part of the words: every scene writes its texts again
            self._apply_language(new.language)
        if new.fullscreen != old.fullscreen:
            self._apply_fullscreen(new.fullscreen)
        if new.text_size != old.text_size:
            self.window_resized()  # every scene lays itself out again at the new scale
        self.debug("settings", **{k: v for k, v in changes.items() if k != "last_new_game"})
        return new

    def set_language(self, code: str) -> None:
        """Switch the language at once: every scene rebuilds its labels."""
        if code == self.settings.language and i18n.current_language() == code:
            return
        self.update_settings(language=code)

    def _apply_language(self, code: str) -> None:
        i18n.set_language(code)
        for scene in self.scenes():
            scene.on_language_changed()

    def make_scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene by its name (``game.ui.scene_index``): scenes never import each other."""
        return repository.make(name, self, *args, **kwargs)

    def to_main_menu(self) -> None:
        """Drop every scene and show the main menu.  The menu is made after the scenes have left: it
        reads the save for Continue, and a table leaving waits for its newest save to reach the disk."""
        self.stack.clear()
        self.stack.push(self.make_scene("main_menu"))

    def scenes(self) -> list[Scene]:
        """Every scene of the stack, bottom first."""
        return list(self.stack)

    # ------------------------------------------------------------------ window
    def toggle_fullscreen(self) -> None:
        self.update_settings(fullscreen=not self.settings.fullscreen)

    def _apply_fullscreen(self, fullscreen: bool) -> None:
        current = pygame.display.get_surface()
        if current is None:
            return
        if fullscreen:
            if not (current.get_flags() & pygame.FULLSCREEN):
                self._windowed_size = self.screen.get_size()
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self.window_resized(surface)

    def window_resized(self, surface: pygame.Surface | None = None) -> None:
        """The window surface changed: tell the widgets and every scene."""
        surface = surface or pygame.display.get_surface()
        if surface is None:
            return
        self.screen = surface
        size = surface.get_size()
        if not self.settings.fullscreen:
            self._windowed_size = size
        self.ui.set_window_resolution(size)
        scale = ui_scale_for(size, self.settings.text_size)
        if scale != self.ui_scale:
            self.ui_scale = scale
            self.ui.get_theme().load_theme(load_theme(scale))
            preload_rich_text_fonts(self.ui)
        self.stack.resize(size)
        if self.on_window_changed is not None:
            self.on_window_changed(size)

    # ------------------------------------------------------------------ widgets
    def make_ui_root(self) -> pygame_gui.core.UIContainer:
        """A window-sized widget container for one scene (shown only while that scene is on top)."""
        return pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), self.screen.get_size()), manager=self.ui, anchors={}
        )

    def sync_ui_visibility(self) -> None:
        """Show the top scene's widgets, hide the rest (the main loop calls it after stack changes)."""
        scenes = self.scenes()
        for i, scene in enumerate(scenes):
            root = scene.ui_root
            if root is None or not root.alive():  # type: ignore[no-untyped-call]
                continue
            top = i == len(scenes) - 1
            if top and not root.visible:
                root.show()
            elif not top and root.visible:
                covered = getattr(scene, "covered", None)
                if covered is not None and scenes[-1].overlay:
                    covered(self.screen.copy())  # the last frame, with the widgets about to hide
                root.hide()
