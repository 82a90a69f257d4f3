"""Shared parts of the menu scenes: text helpers and a widget-owning base scene."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from game.ui.context import AppContext
from game.ui.felt import felt_background
from game.ui.form_keys import NOTHING, FormFocus, draw_focus
from game.ui.palette import FOCUS, GOLD, SCREEN_DIM, SHADOW
from game.ui.scene import Scene

#: a panel over the table: opaque enough that cards under it do not show through its text
OPAQUE = 248
#: how a menu pushed over the table (rules, settings) dims it
OVERLAY_DIM = (0, 0, 0, 150)
#: seconds menus keep redrawing after an input event (hover and press states settle)
REDRAW_AFTER_INPUT = 0.6


def render_text(
    font: pygame.font.Font,
    text: str,
    colour: tuple[int, int, int],
    shadow: tuple[int, int, int] | None = SHADOW,
    offset: int = 2,
) -> pygame.Surface:
    """Text with an optional drop shadow, as one surface."""
    img = font.render(text, True, colour)
    if shadow is None:
        return img
    out = pygame.Surface((img.get_width() + offset, img.get_height() + offset), pygame.SRCALPHA)
    shade = font.render(text, True, shadow)
    shade.set_alpha(170)
    out.blit(shade, (offset, offset))
    out.blit(img, (0, 0))
    return out


#: the size of a button's text in theme.json ("defaults"), before the window's scale
BUTTON_FONT_PX = 18


def row_widths(ctx: AppContext, labels: list[str], total: int, gap: int) -> list[int]:
    """The widths of buttons side by side in ``total`` pixels: each as wide as its label and its
    padding, plus an equal share of what is left, so a long label ("Следующая партия") gets the
    room a short one ("Меню") does not need."""
    font = ctx.fonts.get(round(BUTTON_FONT_PX * ctx.ui_scale))
    pad = max(10, round(14 * ctx.ui_scale))
    natural = [font.size(text)[0] + 2 * pad for text in labels]
    share = (total - gap * (len(labels) - 1) - sum(natural)) // max(1, len(labels))
    return [n + share for n in natural]


def fit_font(
    ctx: AppContext, text: str, max_width: int, size: int, bold: bool = False, min_size: int = 10
) -> pygame.font.Font:
    """The largest font up to ``size`` that renders ``text`` within ``max_width``."""
    while size > min_size and ctx.fonts.get(size, bold).size(text)[0] > max_width:
        size -= 1
    return ctx.fonts.get(size, bold)


#: a form's widget changed: the form rebuilds when it handles the event (the app draws no frame
#: before, which would show the drop-down's new text over the old options)
FORM_CHANGES = (
    pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
    pygame_gui.UI_CHECK_BOX_CHECKED,
    pygame_gui.UI_CHECK_BOX_UNCHECKED,
    pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
    pygame_gui.UI_TEXT_ENTRY_FINISHED,
    pygame_gui.UI_TEXT_ENTRY_CHANGED,
)


class MenuScene(Scene):
    """A scene whose widgets live in its own container, rebuilt on resize and language change.

    Subclasses implement :meth:`build` (create widgets into ``self.ui_root``) and
    react to widget events in :meth:`on_ui_event`; ``self.buttons`` maps a name to a
    button so tests and the self-test can find them.  A form that sets
    ``self.form_focus`` can be operated by keyboard alone (:mod:`game.ui.form_keys`).
    """

    def close(self) -> None:
        """Back to the scene below, or to the main menu when this one stands alone."""
        stack = self.ctx.stack
        if len(stack) > 1:
            stack.pop()
        else:
            stack.replace(self.ctx.make_scene("main_menu"))

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._names: dict[int, str] = {}
        #: every named widget by name, in the order the form created them (the keyboard's order)
        self.widgets: dict[str, Any] = {}
        self.form_focus: FormFocus | None = None
        self._last_input = time.monotonic()
        self._dirty = True
        #: the last frame this scene showed, widgets and all, while a question covers it
        self._covered: pygame.Surface | None = None

    # ------------------------------------------------------------------ widget life cycle
    def on_enter(self) -> None:
        self._covered = None
        if self.ui_root is None or not self.ui_root.alive():  # type: ignore[no-untyped-call]
            self.rebuild()
        else:
            self.ui_root.show()
        self.touch()

    def on_exit(self) -> None:
        self.kill_widgets()

    def covered(self, frame: pygame.Surface) -> None:
        """An overlay (a question) now covers this scene, whose widgets hide: ``frame`` is how it
        looked, and it keeps looking so under the overlay instead of losing its controls."""
        self._covered = frame

    def on_resize(self, size: tuple[int, int]) -> None:
        self._covered = None  # laid out anew: drawn without its widgets rather than at the old size
        if self.ui_root is not None:
            self.rebuild()

    def on_language_changed(self) -> None:
        self._covered = None
        if self.ui_root is not None:
            self.rebuild()

    def kill_widgets(self) -> None:
        if self.ui_root is not None:
            self.ui_root.kill()  # type: ignore[no-untyped-call]
        self.ui_root = None
        self.buttons.clear()
        self._names.clear()
        self.widgets.clear()

    def rebuild(self) -> None:
        self.kill_widgets()
        self.ui_root = self.ctx.make_ui_root()
        self.build()
        top = self.ctx.stack.top if self.ctx.stack else None
        if top is not None and top is not self and self.ui_root is not None:
            self.ui_root.hide()
        self.touch()

    def build(self) -> None:
        """Create the widgets (into ``self.ui_root``)."""

    def name_of(self, element: Any) -> str | None:
        return self._names.get(id(element))

    def register(self, name: str, element: Any) -> Any:
        self._names[id(element)] = name
        self.widgets[name] = element
        if isinstance(element, pygame_gui.elements.UIButton):
            self.buttons[name] = element
        return element

    def form_label(
        self, text: str, rect: pygame.Rect, object_id: str = "#form_label"
    ) -> pygame_gui.elements.UILabel:
        """A label of a form (unnamed: the keyboard passes it by)."""
        return pygame_gui.elements.UILabel(
            rect,
            text,
            manager=self.ctx.ui,
            container=self.ui_root,
            object_id=pygame_gui.core.ObjectID(object_id=object_id),
        )

    def form_dropdown(
        self, name: str, options: list[tuple[str, str]], current: str, rect: pygame.Rect
    ) -> pygame_gui.elements.UIDropDownMenu:
        """A named drop-down of ``(label, value)`` options showing ``current`` (else the first)."""
        start = next((opt for opt in options if opt[1] == current), options[0])
        choices: list[str | tuple[str, str]] = list(options)
        menu = pygame_gui.elements.UIDropDownMenu(
            choices, start, rect, manager=self.ctx.ui, container=self.ui_root
        )
        registered: pygame_gui.elements.UIDropDownMenu = self.register(name, menu)
        return registered

    def show_focus(self, items: tuple[str, ...] | list[str], focus: int) -> None:
        """The keyboard's focus on the button ``items[focus]`` of a column (-1: on none)."""
        for i, name in enumerate(items):
            btn = self.buttons.get(name)
            if btn is None:
                continue
            if i == focus:
                btn.select()  # type: ignore[no-untyped-call]
            elif btn.is_selected:
                btn.unselect()  # type: ignore[no-untyped-call]

    def button(
        self,
        name: str,
        text: str,
        rect: pygame.Rect,
        object_id: str | None = None,
        tool_tip: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        btn = pygame_gui.elements.UIButton(
            rect,
            text,
            manager=self.ctx.ui,
            container=self.ui_root,
            object_id=pygame_gui.core.ObjectID(object_id=object_id) if object_id else None,
            tool_tip_text=tool_tip,
        )
        return self.register(name, btn)  # type: ignore[no-any-return]

    def button_rect(self, name: str) -> pygame.Rect:
        """Screen rectangle of button ``name`` (for posting real clicks in tests)."""
        return pygame.Rect(self.buttons[name].rect)

    # ------------------------------------------------------------------ events
    def touch(self) -> None:
        self._last_input = time.monotonic()
        self._dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        self.touch()
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = self.name_of(event.ui_element)
            if name is not None:
                self._press(name, "button")
            return
        if event.type in FORM_CHANGES:
            name = self.name_of(event.ui_element)
            if name is not None:
                self.on_ui_event(name, event)
            return
        moved = event.type == pygame.MOUSEMOTION and any(getattr(event, "rel", (0, 0)))
        if (moved or event.type == pygame.MOUSEBUTTONDOWN) and self.form_focus is not None:
            self.form_focus.mouse_used()  # the keyboard's outline goes until the next key
        if event.type == pygame.KEYDOWN:
            if self.form_focus is not None:
                done = self.form_focus.key(event, self.widgets, self._changed_by_key, self._pressed_by_key)
                if done != NOTHING:
                    return
            self.on_key(event)

    def _press(self, name: str, how: str) -> None:
        self.ctx.debug("ui", scene=type(self).__name__, action=how, name=name)
        self.ctx.sound.play("click")
        self.on_button(name)

    def _pressed_by_key(self, name: str) -> None:
        self._press(name, "key")

    def _changed_by_key(self, name: str, event: pygame.event.Event) -> None:
        element = self.widgets.get(name)
        self.on_ui_event(name, event)
        if element is not None and self.widgets.get(name) is element:
            # The handler kept the widgets: rebuild them so the drop-down shows the new choice.
            self.rebuild()

    def on_button(self, name: str) -> None:
        """Button ``name`` was pressed: "back" leaves the screen, as on every screen that has one."""
        if name == "back":
            self.close()

    def on_ui_event(self, name: str, event: pygame.event.Event) -> None:
        """Widget ``name`` changed (drop-down, check box, slider, text entry)."""

    def on_key(self, event: pygame.event.Event) -> None:
        """A key that no widget took: Esc leaves the screen, as Back does."""
        if event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ drawing
    def needs_redraw(self) -> bool:
        if self._dirty:
            return True
        if time.monotonic() - self._last_input < REDRAW_AFTER_INPUT:
            return True
        if any(pygame.mouse.get_pressed()):
            return True
        focused = self.ctx.ui.get_focus_set()  # type: ignore[no-untyped-call]
        return any(isinstance(el, pygame_gui.elements.UITextEntryLine) for el in focused or ())

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        if self._covered is not None and self._covered.get_size() == surface.get_size():
            surface.blit(self._covered, (0, 0))
            return
        surface.blit(felt_background(surface.get_size(), self.ctx.settings.felt), (0, 0))
        self.draw_content(surface)

    def draw_dimmed(self, surface: pygame.Surface) -> None:
        """Drawn as an overlay: what is under it (the table) dimmed, then this scene's content."""
        self._dirty = False
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill(OVERLAY_DIM)
        surface.blit(dim, (0, 0))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Scene-specific drawing under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.form_focus is not None and self.ctx.stack and self.ctx.stack.top is self:
            draw_focus(surface, self.form_focus.rect(self.widgets), FOCUS)


def moved_focus(focus: int, count: int, key: int) -> int | None:
    """Where Down/Tab and Up move the keyboard's focus in a column of ``count`` buttons (-1: on
    none yet, so Up starts at the last); None for any other key."""
    if key in (pygame.K_DOWN, pygame.K_TAB):
        return (focus + 1) % count
    if key == pygame.K_UP:
        return (focus - 1) % count if focus >= 0 else count - 1
    return None


def draw_title(ctx: AppContext, surface: pygame.Surface, text: str, box: pygame.Rect) -> None:
    """A full-window panel's title, gold and as large as its strip allows."""
    font = fit_font(ctx, text, box.width - 40, max(26, int(box.height * 0.62)), bold=True)
    img = render_text(font, text, GOLD)
    surface.blit(img, img.get_rect(center=box.center))


def dim_screen(surface: pygame.Surface) -> None:
    """Dim everything drawn so far: what follows (a question, a panel) stands out."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill(SCREEN_DIM)
    surface.blit(dim, (0, 0))


def centred(size: tuple[int, int], pw: int, ph: int) -> pygame.Rect:
    """A panel of ``pw`` × ``ph`` in the middle of a window of ``size``."""
    w, h = size
    return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)


def question_layout(
    size: tuple[int, int], ui_scale: float, items: tuple[str, ...], text_rows: float, text_inset: int
) -> dict[str, pygame.Rect]:
    """A question's panel in the middle of the window: its title, its text (``text_rows`` button
    heights tall, ``text_inset`` from the sides) and the buttons ``items`` side by side at the bottom."""
    w = size[0]
    bw = max(200, min(300, int(w * 0.2)))
    bh = max(44, int(54 * ui_scale))
    gap = max(16, bh // 3)
    pw = min(w - 40, max(len(items) * bw + (len(items) + 1) * gap, int(w * 0.5)))
    panel = centred(size, pw, int(bh * (2.9 + text_rows)))
    rects = {
        "panel": panel,
        "title": pygame.Rect(panel.left + 20, panel.top + int(bh * 0.3), pw - 40, int(bh * 0.9)),
        "text": pygame.Rect(
            panel.left + text_inset, panel.top + int(bh * 1.2), pw - 2 * text_inset, int(bh * text_rows)
        ),
    }
    top = panel.bottom - bh - int(bh * 0.45)
    left = w // 2 - (len(items) * (bw + gap) - gap) // 2
    for i, name in enumerate(items):
        rects[name] = pygame.Rect(left + i * (bw + gap), top, bw, bh)
    return rects


@dataclass(frozen=True)
class FormFrame:
    """A form's panel and its parts: the title strip, the body for its rows, the bottom bar."""

    panel: pygame.Rect
    title: pygame.Rect
    body: pygame.Rect
    bottom: pygame.Rect


def form_frame(size: tuple[int, int], k: float, rows: int) -> FormFrame:
    """The panel of a form of ``rows`` rows (Settings, Table and cards): at most 1120 px wide, a title,
    the rows of 50 px and the bottom bar (all scaled by ``k``), never larger than the window."""
    w, h = size
    pw = min(w - 40, int(1120 * k))
    ph = min(h - 30, int((56 + rows * 50 + 110) * k))
    panel = centred(size, pw, ph)
    pad = max(18, pw // 40)
    title_h = max(46, int(ph * 0.075))
    bottom_h = max(56, int(ph * 0.085))
    body = pygame.Rect(panel.left + pad, panel.top + title_h + 10, pw - 2 * pad, ph - title_h - bottom_h - 30)
    return FormFrame(panel, title_bar(panel, title_h), body, bottom_bar(panel, pad, bottom_h))


def title_bar(panel: pygame.Rect, title_h: int) -> pygame.Rect:
    """The strip at the top of a form's panel its title is centred in."""
    return pygame.Rect(panel.left, panel.top + 6, panel.width, title_h)


def bottom_bar(panel: pygame.Rect, pad: int, bottom_h: int) -> pygame.Rect:
    """The strip at the bottom of a form's panel its buttons (Back, Start, …) stand in."""
    return pygame.Rect(panel.left + pad, panel.bottom - bottom_h, panel.width - 2 * pad, bottom_h - 14)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 170, radius: int = 18) -> None:
    """A dark translucent rounded panel with a thin gold border (behind forms)."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (10, 24, 17, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*GOLD, 140), panel.get_rect(), width=2, border_radius=radius)
    surface.blit(panel, rect.topleft)
