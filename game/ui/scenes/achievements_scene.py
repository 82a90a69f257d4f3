"""The achievements: every milestone, earned (a gold medal and the day) or locked (a grey ring and what
earns it), from the Statistics screen.

The milestones and what was earned are the play layer's (``play/achievements.py``); this screen only
reads them. The list fits the window: two columns (three when the rows would be too low to read), and
a line too long for its cell at the smallest font ends in "…". Esc or Back closes it.
"""

from __future__ import annotations

import pygame

from game.play.achievements import Achievements, Milestone
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.form_keys import FormFocus
from game.ui.i18n import tr
from game.ui.milestones import milestone_desc, milestone_name
from game.ui.palette import CREAM, GOLD, LOCKED, MEDAL_RIM, MEDAL_SHINE
from game.ui.scenes.base import (
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    draw_title,
    fit_font,
    render_text,
    title_bar,
)

#: the shortest row that holds a name over its description (lower: a third column, the rows taller)
SHORTEST_ROW = 26


class AchievementsScene(MenuScene):
    def __init__(self, ctx: AppContext, book: Achievements | None = None) -> None:
        super().__init__(ctx)
        self.book = book if book is not None else Achievements.load()
        self.form_focus = FormFocus(default="back")
        self.drawn: list[tuple[pygame.Rect, list[pygame.Rect]]] = []

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
        if box.height // -(-n // columns) < SHORTEST_ROW:
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
    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=200)
        draw_title(self.ctx, surface, tr("achievements.title"), lay["title"])
        rows = self.rows()
        count = tr("achievements.count", n=sum(at is not None for _, at in rows), total=len(rows))
        c = lay["count"]
        img = render_text(fit_font(self.ctx, count, c.width, max(14, int(c.height * 0.7))), count, CREAM)
        surface.blit(img, img.get_rect(center=c.center))
        #: each milestone's cell and the rectangles of its words, as last drawn (the tests check the fit)
        self.drawn = [
            (cell, self._row(surface, cell, m, at))
            for (m, at), cell in zip(rows, self.cells(lay["list"]), strict=True)
        ]

    def _row(
        self, surface: pygame.Surface, cell: pygame.Rect, m: Milestone, at: int | None
    ) -> list[pygame.Rect]:
        """A medal, the name (and the day it was earned, at the right), what earns it under them; the
        rectangles of the words drawn."""
        r = max(6, min(cell.height // 2 - 4, 18))
        centre = (cell.left + r + 2, cell.centery)
        if at is not None:
            pygame.draw.circle(surface, GOLD, centre, r)
            pygame.draw.circle(surface, MEDAL_RIM, centre, r, width=2)
            pygame.draw.circle(surface, MEDAL_SHINE, centre, max(2, r // 3))
        else:
            pygame.draw.circle(surface, LOCKED, centre, r, width=2)
        x = cell.left + 2 * r + 10
        width = cell.right - x
        name_size, desc_size = max(12, int(cell.height * 0.45)), max(10, int(cell.height * 0.33))
        when = ""
        if at is not None:
            when = tr("achievements.earned_on", date=date_text(at, short=True))
        when_img = self._line(when, width // 2, desc_size, False, CREAM) if when else None
        room = width - (when_img.get_width() + 8 if when_img is not None else 0)
        desc_img = self._line(milestone_desc(m), width, desc_size, False, CREAM if at is not None else LOCKED)
        name_img = self._line(milestone_name(m), room, name_size, True, GOLD if at is not None else LOCKED)
        while name_img.get_height() + desc_img.get_height() > cell.height and name_size > 8:
            name_size -= 1  # a low row: the name gives way to its description
            name_img = self._line(
                milestone_name(m), room, name_size, True, GOLD if at is not None else LOCKED
            )
        top = cell.centery - (name_img.get_height() + desc_img.get_height()) // 2
        drawn = [
            surface.blit(name_img, (x, top)),
            surface.blit(desc_img, (x, top + name_img.get_height())),
        ]
        if when_img is not None:
            drawn.append(surface.blit(when_img, when_img.get_rect(topright=(cell.right, max(top, cell.top)))))
        return drawn

    def _line(
        self, text: str, width: int, size: int, bold: bool, colour: tuple[int, int, int]
    ) -> pygame.Surface:
        """``text`` in the largest font up to ``size`` that fits ``width``; at the smallest, cut to fit
        and ended with "…"."""
        font = fit_font(self.ctx, text, width - 2, size, bold=bold)
        while len(text) > 1 and font.size(text)[0] > width - 2:
            text = text[:-2].rstrip() + "…"
        return render_text(font, text, colour, offset=1)
