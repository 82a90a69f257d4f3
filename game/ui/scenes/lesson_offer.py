"""The offer of the guided first game, over the main menu at the first start: "New to Durak?" —
Learn to play, or Not now (the lesson stays under Rules).  Either answer is remembered
(``Settings.lesson_offered``), so the question comes once."""

from __future__ import annotations

import pygame

from game.ui.context import AppContext
from game.ui.i18n import tr
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
from game.ui.textwrap import wrap_text

ITEMS = ("learn", "later")


class LessonOfferScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        ctx.update_settings(lesson_offered=True)

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        return question_layout(size, self.ctx.ui_scale, ITEMS, text_rows=1.6, text_inset=30)

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        self.button("learn", tr("lesson.learn"), lay["learn"])
        self.button("later", tr("lesson.offer.later"), lay["later"])

    def on_button(self, name: str) -> None:
        if name == "learn":
            self.ctx.stack.clear_to(self.ctx.make_scene("lesson"))
        else:
            self.ctx.stack.pop()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.on_button("later")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_button("learn")

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim_screen(surface)
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        title, box = tr("lesson.offer.title"), lay["title"]
        font = fit_font(self.ctx, title, box.width, max(18, int(box.height * 0.6)), True)
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=box.center))
        box = lay["text"]
        size = max(15, int(box.height * 0.24))
        while True:  # the largest size at which the words fit their box
            font = self.ctx.fonts.get(size)
            lines = wrap_text(font, tr("lesson.offer.text"), box.width)
            if len(lines) * font.get_linesize() <= box.height or size <= 11:
                break
            size -= 1
        y = box.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            img = render_text(font, line, CREAM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()
