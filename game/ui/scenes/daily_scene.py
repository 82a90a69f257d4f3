"""The deal of the day: today's variant and table, what became of today's first game, the daily streak;
Play starts the deal (again, once it was played: not counted), Back returns to the menu.

The deal and the record are the play layer's (``play/daily.py``); this screen only reads them. Keyboard:
Tab / arrows move the focus, Enter presses, Esc goes back.
"""

from __future__ import annotations

import datetime as dt

import pygame

from game.play import daily
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.form_keys import FormFocus
from game.ui.i18n import tr
from game.ui.palette import CREAM, GOLD
from game.ui.scenes.base import (
    MenuScene,
    bottom_bar,
    centred,
    draw_panel,
    draw_title,
    fit_font,
    render_text,
    row_widths,
    title_bar,
)


class DailyScene(MenuScene):
    def __init__(self, ctx: AppContext, day: dt.date | None = None) -> None:
        super().__init__(ctx)
        self.day = day if day is not None else daily.today()
        self.deal = daily.deal_of(self.day)
        self.book = daily.DailyBook.load()
        self.form_focus = FormFocus(default="play")

    # ------------------------------------------------------------------ the model
    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """(text, colour, bold) of each line under the title."""
        deal = self.deal
        variant = tr(f"preset.{deal.preset}")
        result = self.book.result(self.day)
        outcome = tr("daily.todo") if result is None else tr(f"daily.result.{result.outcome}")
        return [
            (date_text(self.day), CREAM, False),
            (tr("daily.deal", variant=variant, n=deal.players), GOLD, True),
            (tr("daily.same"), CREAM, False),
            (outcome, GOLD if result is not None and result.outcome == "win" else CREAM, True),
            (tr("daily.streak", n=self.book.streak(self.day)), CREAM, True),
            (tr("daily.best", n=self.book.best_streak(), wins=self.book.wins()), CREAM, False),
        ]

    def _labels(self) -> dict[str, str]:
        played = self.book.result(self.day) is not None
        return {"back": tr("daily.back"), "play": tr("daily.again") if played else tr("daily.play")}

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw, ph = min(w - 40, int(820 * k)), min(h - 30, int(560 * k))
        panel = centred(size, pw, ph)
        pad = max(18, pw // 30)
        title_h = max(46, int(ph * 0.14))
        bh = max(42, int(50 * k))
        bar = bottom_bar(panel, pad, bh + 14 + pad)
        lay = {
            "panel": panel,
            "title": title_bar(panel, title_h),
            "body": pygame.Rect(
                panel.left + pad, panel.top + title_h + 6, pw - 2 * pad, bar.top - panel.top - title_h - 12
            ),
        }
        labels = self._labels()
        names = ("back", "play")
        gap = 18
        x = bar.left
        for name, bw in zip(
            names, row_widths(self.ctx, [labels[n] for n in names], bar.width, gap), strict=True
        ):
            lay[name] = pygame.Rect(x, bar.bottom - bh, bw, bh)
            x += bw + gap
        return lay

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name, label in self._labels().items():
            self.button(name, label, lay[name])

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "play":
            self.ctx.stack.replace(self.ctx.make_scene("table", Session.new(self.deal.config())))
        elif name == "back":
            self.close()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=200)
        draw_title(self.ctx, surface, tr("daily.title"), lay["title"])
        body = lay["body"]
        lines = self.lines()
        line_h = body.height // len(lines)
        for i, (text, colour, bold) in enumerate(lines):
            f = fit_font(self.ctx, text, body.width, max(14, int(line_h * 0.5)), bold=bold)
            img = render_text(f, text, colour)
            surface.blit(img, img.get_rect(center=(body.centerx, body.top + i * line_h + line_h // 2)))
