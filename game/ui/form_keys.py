"""A form operated by keyboard: a focus that moves over its widgets, and keys that change them.

Tab / Shift+Tab (and ↓ / ↑) move the focus through the widgets in the order the
form created them; ← / → pick the previous or next choice of a drop-down or move a
slider; Space or Enter presses a button, ticks a check box or opens a drop-down, whose
choices ↑ / ↓ then go through, Space or Enter takes and Esc closes it unchanged. A change made by key
goes through the same handler as the mouse's (the form's ``on_ui_event``), so
both do exactly the same. The focus is kept by widget *name*, so it survives the
form rebuilding its widgets after every change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame
import pygame_gui

#: what a key press on a focused widget did
MOVED, CHANGED, PRESSED, OPENED, NOTHING = "moved", "changed", "pressed", "opened", "nothing"

NEXT_KEYS = (pygame.K_TAB, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_UP,)


def focusable(element: Any) -> bool:
    kinds = (
        pygame_gui.elements.UIButton,
        pygame_gui.elements.UIDropDownMenu,
        pygame_gui.elements.UICheckBox,
        pygame_gui.elements.UIHorizontalSlider,
        pygame_gui.elements.UITextEntryLine,
    )
    return isinstance(element, kinds) and bool(getattr(element, "is_enabled", True))


class FormFocus:
    """Which widget of a form has the keyboard's attention (None: the mouse is in charge)."""

    def __init__(self, default: str | None = None) -> None:
        self.default = default
        self.current: str | None = default
        #: the outline shows from the start (where Enter acts) and after any key; the mouse hides it
        self.visible = True
        #: the drop-down opened by key (None: none) and the choice its outline is on
        self.opened: str | None = None
        self.choice = 0

    def order(self, widgets: Mapping[str, Any]) -> list[str]:
        return [name for name, el in widgets.items() if focusable(el)]

    def element(self, widgets: Mapping[str, Any]) -> Any:
        if self.current is None:
            return None
        el = widgets.get(self.current)
        return el if el is not None and focusable(el) else None

    def rect(self, widgets: Mapping[str, Any]) -> pygame.Rect | None:
        el = self.element(widgets)
        if el is None or not self.visible:
            return None
        option = self._option_button(widgets)
        return pygame.Rect(option.rect if option is not None else el.rect)

    def mouse_used(self) -> None:
        self.visible = False

    def _expanded(self, widgets: Mapping[str, Any]) -> Any:
        """The drop-down opened by key while it is still open (the mouse may have closed it)."""
        menu = widgets.get(self.opened) if self.opened is not None else None
        if menu is None or menu.current_state is not menu.menu_states["expanded"]:
            return None
        return menu

    def _option_button(self, widgets: Mapping[str, Any]) -> Any:
        menu = self._expanded(widgets)
        items = getattr(getattr(menu, "current_state", None), "options_selection_list", None)
        if menu is None or items is None or not 0 <= self.choice < len(items.item_list):
            return None
        return items.item_list[self.choice].get("button_element")

    def key(
        self,
        event: pygame.event.Event,
        widgets: Mapping[str, Any],
        change: Callable[[str, pygame.event.Event], None],
        press: Callable[[str], None],
    ) -> str:
        """Handle one key; ``change`` gets a widget's event as the mouse would make it."""
        order = self.order(widgets)
        if not order:
            return NOTHING
        if self._expanded(widgets) is not None:
            return self._in_menu(event.key, widgets, change)
        self.opened = None
        el = self.element(widgets)
        typing = isinstance(el, pygame_gui.elements.UITextEntryLine)
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        key = event.key
        if key in NEXT_KEYS or key in PREVIOUS_KEYS:
            if typing and key != pygame.K_TAB:
                return NOTHING
            step = -1 if key in PREVIOUS_KEYS or (key == pygame.K_TAB and shift) else 1
            if self.current in order and (self.visible or el is None):
                index = (order.index(self.current) + step) % len(order)
            elif self.current in order:
                index = order.index(self.current)  # the first key only shows where the focus is
            else:
                index = 0 if step > 0 else len(order) - 1
            self.move_to(order[index], widgets)
            return MOVED
        if el is None or typing or self.current is None:
            return NOTHING
        name = self.current
        self.visible = True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if isinstance(el, pygame_gui.elements.UIDropDownMenu):
                return self._pick(name, el, step, change)
            if isinstance(el, pygame_gui.elements.UIHorizontalSlider):
                return self._slide(name, el, step, change)
            return NOTHING
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if isinstance(el, pygame_gui.elements.UIButton):
                press(name)
                return PRESSED
            if isinstance(el, pygame_gui.elements.UIDropDownMenu) and el.current_state is not None:
                el.current_state.should_transition = True  # it opens on the manager's next update
                self.opened, self.choice = name, self._index(el)
                return OPENED
            if isinstance(el, pygame_gui.elements.UICheckBox) and key == pygame.K_SPACE:
                kind = pygame_gui.UI_CHECK_BOX_UNCHECKED if el.is_checked else pygame_gui.UI_CHECK_BOX_CHECKED
                el.set_state(not el.is_checked)
                # set_state also posts the event; this handler acts now, so drop the echo
                pygame.event.clear(kind)
                change(name, pygame.event.Event(kind, {"ui_element": el}))
                return CHANGED
        return NOTHING

    def _in_menu(
        self, key: int, widgets: Mapping[str, Any], change: Callable[[str, pygame.event.Event], None]
    ) -> str:
        """A key while a drop-down is open by key: ↑ / ↓ go through its choices, Space or Enter takes
        the one with the outline, Esc (or Tab) closes it unchanged."""
        menu = self._expanded(widgets)
        name = self.opened
        assert menu is not None and name is not None
        self.visible = True
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key in (pygame.K_UP, pygame.K_LEFT) else 1
            self.choice = max(0, min(len(menu.options_list) - 1, self.choice + step))
            return MOVED
        menu.current_state.should_transition = True  # closed on the manager's next update
        self.opened = None
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.choice != self._index(menu):
            return self._pick(name, menu, self.choice - self._index(menu), change)
        return MOVED

    @staticmethod
    def _index(menu: pygame_gui.elements.UIDropDownMenu) -> int:
        ids = [o[1] if isinstance(o, tuple) else o for o in menu.options_list]
        selected = menu.selected_option
        current = selected[1] if isinstance(selected, tuple) else selected
        return ids.index(current) if current in ids else 0

    # ------------------------------------------------------------------ the changes
    def move_to(self, name: str, widgets: Mapping[str, Any]) -> None:
        self.current = name
        self.visible = True
        el = widgets[name]
        if isinstance(el, pygame_gui.elements.UITextEntryLine):
            el.focus()  # type: ignore[no-untyped-call]
        else:
            for other in widgets.values():
                if isinstance(other, pygame_gui.elements.UITextEntryLine) and other.is_focused:
                    other.unfocus()  # type: ignore[no-untyped-call]

    def _pick(
        self,
        name: str,
        menu: pygame_gui.elements.UIDropDownMenu,
        step: int,
        change: Callable[[str, pygame.event.Event], None],
    ) -> str:
        options = [(o[0], o[1]) if isinstance(o, tuple) else (o, o) for o in menu.options_list]
        selected = menu.selected_option
        current = selected[1] if isinstance(selected, tuple) else selected
        ids = [opt_id for _, opt_id in options]
        index = ids.index(current) if current in ids else 0
        new = index + step
        if not 0 <= new < len(options):
            return NOTHING
        text, opt_id = options[new]
        event = pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            {"text": text, "selected_option_id": opt_id, "ui_element": menu},
        )
        change(name, event)
        return CHANGED

    def _slide(
        self,
        name: str,
        slider: pygame_gui.elements.UIHorizontalSlider,
        step: int,
        change: Callable[[str, pygame.event.Event], None],
    ) -> str:
        low, high = slider.value_range
        span = high - low
        value = slider.get_current_value() + step * span / 20
        value = max(low, min(high, value))
        slider.set_current_value(value)
        change(
            name,
            pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {"value": value, "ui_element": slider}),
        )
        return CHANGED


def draw_focus(surface: pygame.Surface, rect: pygame.Rect | None, colour: tuple[int, int, int]) -> None:
    """The keyboard focus: a bright rounded outline just outside the widget."""
    if rect is None:
        return
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=3, border_radius=8)
