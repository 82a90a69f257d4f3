"""The achievements: every milestone, earned (a gold medal and the day) or locked (a grey ring and what
earns it), from the Statistics screen.

The milestones and what was earned are the play layer's (``play/achievements.py``); this screen only
reads them. The list fits the window: two columns, three at the smallest windows. Esc or Back closes it.
"""

from __future__ import annotations

import time

import pygame

from game.play.achievements import Achievements, Milestone
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import tr
from game.ui.milestones import milestone_desc, milestone_name
from game.ui.palette import CREAM, GOLD, LOCKED
from game.ui.scenes.base import (
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    fit_font,
    render_text,
    title_bar,
)

#: a row this tall or more has room for its two lines in two columns
TWO_COLUMNS_ROW = 44


class AchievementsScene(MenuScene):
    def __init__(self, ctx: AppContext, book: Achievements | None = None) -> None:
        super().__init__(ctx)
        self.book = book if book is not None else Achievements.load()
        self.form_focus = FormFocus(default="back")

    def rows(self) -> list[tuple[Milestone, int | None]]:
        return self.book.listing()

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw, ph = min(w - 40, int(1240 * k)), min(h - 30, int(860 * k))
        panel = centred(size, pw, ph)
        pad = max(18, pw // 40)
        title_h = max(46, int(ph * 0.08))
        bh = max(42, int(50 * k))
        bar = bottom_bar(panel, pad, bh + 14 + pad)
        count_h = max(22, int(28 * k))
        top = panel.top + title_h + count_h
        return {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "count": pygame.Rect(panel.left + pad, panel.top + title_h, pw - 2 * pad, count_h),
            "list": pygame.Rect(panel.left + pad, top + 6, pw - 2 * pad, bar.top - top - 12),
            "back": pygame.Rect(bar.left, bar.bottom - bh, max(150, min(300, bar.width // 3)), bh),
        }

    def cells(self, box: pygame.Rect) -> list[pygame.Rect]:
        """One rectangle per milestone, column by column."""
        n = len(self.rows())
        columns = 2
        if box.height // -(-n // columns) < TWO_COLUMNS_ROW:
            columns = 3
        per = -(-n // columns)
        gap = max(12, box.width // 60)
        cw = (box.width - gap * (columns - 1)) // columns
        rh = box.height // per
        return [
            pygame.Rect(box.left + (i // per) * (cw + gap), box.top + (i % per) * rh, cw, rh - 2)
            for i in range(n)
        ]

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        self.button("back", tr("daily.back"), lay["back"])

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "back":
            self.close()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.close()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=200)
        title = tr("achievements.title")
        t = lay["title"]
        font = fit_font(self.ctx, title, t.width - 40, max(26, int(t.height * 0.62)), bold=True)
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=t.center))
        rows = self.rows()
        count = tr("achievements.count", n=sum(at is not None for _, at in rows), total=len(rows))
        c = lay["count"]
        img = render_text(fit_font(self.ctx, count, c.width, max(14, int(c.height * 0.7))), count, CREAM)
        surface.blit(img, img.get_rect(center=c.center))
        for (m, at), cell in zip(rows, self.cells(lay["list"]), strict=True):
            self._row(surface, cell, m, at)

    def _row(self, surface: pygame.Surface, cell: pygame.Rect, m: Milestone, at: int | None) -> None:
        """A medal, the name, and under it what earns it and when it was earned."""
        r = max(6, min(cell.height // 2 - 4, 18))
        centre = (cell.left + r + 2, cell.centery)
        if at is not None:
            pygame.draw.circle(surface, GOLD, centre, r)
            pygame.draw.circle(surface, (150, 110, 40), centre, r, width=2)
            pygame.draw.circle(surface, (255, 236, 170), centre, max(2, r // 3))
        else:
            pygame.draw.circle(surface, LOCKED, centre, r, width=2)
        x = cell.left + 2 * r + 10
        width = cell.right - x
        colour = GOLD if at is not None else LOCKED
        name = milestone_name(m)
        nf = fit_font(self.ctx, name, width, max(12, int(cell.height * 0.42)), bold=True)
        when = time.strftime("%Y-%m-%d", time.localtime(at)) if at is not None else ""
        desc = milestone_desc(m) + (" · " + tr("achievements.earned_on", date=when) if when else "")
        df = fit_font(self.ctx, desc, width, max(10, int(cell.height * 0.32)))
        name_img = render_text(nf, name, colour, offset=1)
        desc_img = render_text(df, desc, CREAM if at is not None else LOCKED, offset=1)
        top = cell.centery - (name_img.get_height() + desc_img.get_height()) // 2
        surface.blit(name_img, (x, top))
        surface.blit(desc_img, (x, top + name_img.get_height()))
