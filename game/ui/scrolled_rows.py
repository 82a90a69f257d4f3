"""A form's rows in one column that scrolls, where its columns do not fit (the smallest window with
a larger text): the wheel, a click on the bar and the keyboard move through them, and the row with
the keyboard's focus is always one in sight.

A scene that mixes it in lays out ``col``, ``bar`` and ``shown`` (the rows in sight) when its rows
stand in one column, and names them in order with ``scroll_rows``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.ui.form_keys import NEXT_KEYS, PREVIOUS_KEYS, FormFocus, focusable
from game.ui.palette import GOLD, SHADOW


class ScrolledRows:
    """The scrolling of a form's one column (a mixin of a ``MenuScene``)."""

    #: the first row in sight
    first = 0
    ctx: Any
    form_focus: FormFocus | None
    widgets: dict[str, Any]

    if TYPE_CHECKING:  # the scene's own (the mixin stands before it, so it defines none of them)

        def _layout(self, size: tuple[int, int]) -> dict[str, Any]: ...

        def rebuild(self) -> None: ...

        def touch(self) -> None: ...

    def scroll_rows(self) -> tuple[str, ...]:
        """The one column's rows, in the keyboard's order."""
        raise NotImplementedError

    def row_parts(self, row: str) -> tuple[str, ...]:
        """The widgets of a row the keyboard moves through, in order (most rows have one)."""
        return (row,)

    def scroll_after(self) -> tuple[str, ...]:
        """What the keyboard reaches after the rows (the bottom bar's buttons, in order)."""
        return ("back",)

    def scroll_total(self, lay: dict[str, Any]) -> int:
        """The lines the column scrolls through (its rows, and lines below them a form may add)."""
        return len(self.scroll_rows())

    def scroll_end(self, lay: dict[str, Any]) -> int:
        """The last first row."""
        return max(0, self.scroll_total(lay) - int(lay["shown"]))

    def rows_in_sight(self, lay: dict[str, Any]) -> tuple[str, ...]:
        self.first = max(0, min(self.first, self.scroll_end(lay)))
        return self.scroll_rows()[self.first : self.first + int(lay["shown"])]

    def scroll(self, rows: int) -> None:
        """Show the one column ``rows`` further down (up when negative)."""
        lay = self._layout(self.ctx.screen.get_size())
        if "col" not in lay:
            return
        first = max(0, min(self.first + rows, self.scroll_end(lay)))
        if first != self.first:
            self.first = first
            self.rebuild()

    def scroll_event(self, event: pygame.event.Event) -> bool:
        """The wheel, a click on the bar, or a key to a row out of sight: True when it was that."""
        if event.type == pygame.MOUSEWHEEL:
            self.touch()
            self.scroll(-int(event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            lay = self._layout(self.ctx.screen.get_size())
            if "bar" in lay and lay["bar"].collidepoint(event.pos):
                self.touch()
                thumb = self.thumb(lay)
                if not thumb.collidepoint(event.pos):
                    page = int(lay["shown"]) - 1
                    self.scroll(page if event.pos[1] > thumb.centery else -page)
                return True
        return event.type == pygame.KEYDOWN and self._focus_beyond(event)

    def _focus_beyond(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, ↓ or ↑ to a row scrolled out of sight: scroll it in and put the focus on
        it (the form's own keys move only among the widgets there are)."""
        focus = self.form_focus
        lay = self._layout(self.ctx.screen.get_size())
        if focus is None or "col" not in lay or focus.opened is not None or not focus.visible:
            return False
        key = event.key
        if key not in NEXT_KEYS and key not in PREVIOUS_KEYS:
            return False
        typing = isinstance(focus.element(self.widgets), pygame_gui.elements.UITextEntryLine)
        rows = self.scroll_rows()
        row_of = {part: row for row in rows for part in self.row_parts(row)}
        order = [*row_of, *self.scroll_after()]
        if (typing and key != pygame.K_TAB) or focus.current not in order:
            return False
        step = (
            -1
            if key in PREVIOUS_KEYS
            or (key == pygame.K_TAB and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
            else 1
        )
        at = order.index(focus.current)
        for _ in order:  # past the rows that are greyed out, scrolling each in to see
            at = (at + step) % len(order)
            target = order[at]
            if target in row_of and target not in self.widgets:
                row = rows.index(row_of[target])
                shown = int(lay["shown"])
                self.first = row if row < self.first else max(self.first, row - shown + 1)
                self.rebuild()
            if target in self.widgets and focusable(self.widgets[target]):
                break
        else:
            return False
        self.touch()
        focus.move_to(target, self.widgets)
        return True

    def thumb(self, lay: dict[str, Any]) -> pygame.Rect:
        """The scroll bar's thumb: where the rows shown are among all of them."""
        bar: pygame.Rect = lay["bar"]
        total = self.scroll_total(lay)
        top = bar.top + bar.height * self.first // total
        return pygame.Rect(bar.left, top, bar.width, max(bar.width, bar.height * int(lay["shown"]) // total))

    def draw_bar(self, surface: pygame.Surface, lay: dict[str, Any]) -> None:
        """The one column's scroll bar: a track and the thumb where the rows shown are."""
        bar: pygame.Rect = lay["bar"]
        radius = bar.width // 2
        pygame.draw.rect(surface, SHADOW, bar, border_radius=radius)
        pygame.draw.rect(surface, GOLD, self.thumb(lay), border_radius=radius)
