"""Pause (Esc at the table): resume, the rules, settings, back to the menu — over the dimmed table."""

from __future__ import annotations

import pygame

from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.leaving import leave
from game.ui.palette import GOLD
from game.ui.scenes.base import OPAQUE, MenuScene, centred, dim_screen, draw_panel, fit_font, render_text

ITEMS = ("resume", "rules", "settings", "menu")


class PauseScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.items: list[str] = list(ITEMS)

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w = size[0]
        k = self.ctx.ui_scale
        bw = max(240, min(380, int(w * 0.24)))
        bh = max(44, int(54 * k))
        gap = max(10, bh // 4)
        n = len(self.items) or 4
        title_h = int(bh * 1.6)
        ph = title_h + n * bh + (n - 1) * gap + 2 * gap + 10
        pw = bw + 2 * max(30, int(40 * k))
        panel = centred(size, pw, ph)
        rects = {"panel": panel, "title": pygame.Rect(panel.left, panel.top + 8, pw, title_h - 8)}
        top = panel.top + title_h
        for i, name in enumerate(self.items):
            rects[name] = pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh)
        return rects

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name in self.items:
            self.button(name, tr(f"table.pause.{name}"), lay[name])

    def on_button(self, name: str) -> None:
        ctx = self.ctx
        if name == "resume":
            ctx.stack.pop()
        elif name in ("rules", "settings"):
            ctx.stack.push(ctx.make_scene(name, overlay=True))
        elif name == "menu":
            leave(ctx, "menu")

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.ctx.debug("ui", scene="PauseScene", action="key", name="resume")
            self.ctx.stack.pop()
        elif event.key == pygame.K_q:
            leave(self.ctx, "menu")

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim_screen(surface)
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        title = tr("table.pause.title")
        font = fit_font(
            self.ctx, title, lay["panel"].width - 30, max(24, int(lay["title"].height * 0.55)), True
        )
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=lay["title"].center))
