"""The question before a running game is left: "Leave this game? It will be kept for Continue";
and, with ``then="replace"``, before a new game replaces the one kept for Continue."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.leaving import finish
from game.ui.palette import CREAM, GOLD
from game.ui.scenes.base import (
    OPAQUE,
    MenuScene,
    dim_screen,
    draw_panel,
    fit_font,
    question_layout,
    render_text,
)

ITEMS = ("leave", "stay")


class LeaveScene(MenuScene):
    overlay = True
    #: a second close request while this shows leaves without asking again
    asks_to_leave = True

    def __init__(self, ctx: AppContext, then: str = "menu", on_yes: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.then = then
        self.on_yes = on_yes  # "replace": what the answer "yes" does (the new game starts)
        self.keys = "saves.replace" if then == "replace" else "saves.leave"

    def _yes(self) -> None:
        if self.on_yes is None:
            finish(self.ctx, self.then)
            return
        self.ctx.stack.pop()
        self.on_yes()

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        return question_layout(size, self.ctx.ui_scale, ITEMS, text_rows=0.7, text_inset=20)

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name in ITEMS:
            self.button(name, tr(f"{self.keys}.{name}"), lay[name])

    def on_button(self, name: str) -> None:
        if name == "leave":
            self._yes()
        else:
            self.ctx.stack.pop()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.ctx.debug("ui", scene="LeaveScene", action="key", name="stay")
            self.ctx.stack.pop()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
            self.ctx.debug("ui", scene="LeaveScene", action="key", name="leave")
            self._yes()

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim_screen(surface)
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        for key, colour, bold in (("title", GOLD, True), ("text", CREAM, False)):
            text = tr(f"{self.keys}.{key}")
            box = lay[key]
            font = fit_font(self.ctx, text, box.width, max(16, int(box.height * 0.6)), bold)
            img = render_text(font, text, colour)
            surface.blit(img, img.get_rect(center=box.center))
