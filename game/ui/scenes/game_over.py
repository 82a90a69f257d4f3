"""Game over, over the table: who is the durak (or a draw, or which team lost), the places,
play again with the same set-up, or back to the menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine import Game
from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.palette import CREAM, GOLD
from game.ui.scenes.base import OPAQUE, MenuScene, draw_panel, fit_font, render_text
from game.ui.table.names import SeatNames
from game.ui.table.status import result_text


class FinishedTable(Protocol):
    """What this screen reads of the table below it (the table scene, by its shape)."""

    game: Game
    human: int | None
    name: Callable[[int], str]
    names: SeatNames  # .label(seat): your own name where you gave one

    def human_lost(self) -> bool | None: ...

    def play_again(self) -> None: ...


#: seconds the self-test shows this screen before quitting
SELFTEST_SECONDS = 1.2


class GameOverScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext, table: FinishedTable) -> None:
        super().__init__(ctx)
        self.table = table
        self.elapsed = 0.0
        g = table.game
        self.title = result_text(g, table.human, table.name)
        lost = table.human_lost()
        self.mood = "neutral" if lost is None else ("lost" if lost else "won")

    def places(self) -> list[str]:
        """ "1. Boris", "2. You", … the durak last."""
        g = self.table.game
        res = g.result
        if res is None:
            return []
        lines = []
        for i, seat in enumerate(res.out_order):
            lines.append(tr("table.over.place", place=i + 1, name=self.table.names.label(seat)))
        if res.durak is not None:
            lines.append(tr("table.over.durak_line", name=self.table.names.label(res.durak)))
        if res.losing_team is not None:
            team = [self.table.names.label(p) for p in range(g.players) if g.team_of(p) == res.losing_team]
            lines.append(tr("table.over.team_line", names=", ".join(team)))
        return lines

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = getattr(self.ctx, "ui_scale", 1.0)
        pw = min(w - 40, max(420, int(560 * k)))
        bh = max(44, int(54 * k))
        lines = max(1, len(self.places()))
        line_h = max(22, int(28 * k))
        ph = int(bh * 2.0) + lines * line_h + bh + 3 * max(12, bh // 3) + 20
        panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw = (pw - 3 * 24) // 2
        by = panel.bottom - bh - 20
        return {
            "panel": panel,
            "title": pygame.Rect(panel.left + 10, panel.top + 10, pw - 20, int(bh * 1.6)),
            "lines": pygame.Rect(panel.left + 20, panel.top + int(bh * 1.8), pw - 40, lines * line_h),
            "again": pygame.Rect(panel.left + 24, by, bw, bh),
            "menu": pygame.Rect(panel.right - 24 - bw, by, bw, bh),
        }

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        self.button("again", tr("table.over.again"), lay["again"])
        self.button("menu", tr("table.over.menu"), lay["menu"])

    def on_button(self, name: str) -> None:
        if name == "again":
            self.table.play_again()
        elif name == "menu":
            self.ctx.to_main_menu()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.table.play_again()
        elif event.key == pygame.K_ESCAPE:
            self.ctx.to_main_menu()

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.ctx.selftest and self.elapsed >= SELFTEST_SECONDS:
            self.ctx.quit(0)

    def on_language_changed(self) -> None:
        self.title = result_text(self.table.game, self.table.human, self.table.name)
        super().on_language_changed()

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, (0, 0))
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        colour = {"lost": (255, 140, 120), "won": GOLD}.get(self.mood, CREAM)
        tr_rect = lay["title"]
        font = fit_font(self.ctx, self.title, tr_rect.width - 10, max(24, int(tr_rect.height * 0.5)), True)
        img = render_text(font, self.title, colour)
        surface.blit(img, img.get_rect(center=tr_rect.center))
        lines = self.places()
        box = lay["lines"]
        if lines:
            line_h = box.height // len(lines)
            for i, line in enumerate(lines):
                f = fit_font(self.ctx, line, box.width, max(14, int(line_h * 0.7)))
                li = render_text(f, line, CREAM)
                surface.blit(li, li.get_rect(center=(box.centerx, box.top + i * line_h + line_h // 2)))
