"""The Endgame screen: play the durak endgame — the deck out, every card face up — against the
computer.  Each button deals a free endgame of one variant and player count (``play/endgame.py``)
and opens its table; Back returns to the menu.  Operable by keyboard: arrows, Enter, Esc."""

from __future__ import annotations

import logging
import random

import pygame

from game.engine import preset
from game.play.endgame import deal_endgame, endgame_config
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.palette import CREAM, GOLD
from game.ui.scenes.base import MenuScene, fit_font, moved_focus, render_text

log = logging.getLogger(__name__)

#: the free endgames offered: (variant, players)
CHOICES = (("podkidnoy", 2), ("perevodnoy", 2), ("podkidnoy", 3), ("perevodnoy", 3))


class EndgameScene(MenuScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.focus = -1  # keyboard focus among the buttons (-1: none)
        self.items = (*(f"deal_{i}" for i in range(len(CHOICES))), "back")
        self.notice = ""

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        bw = max(300, min(440, int(w * 0.32)))
        bh = max(40, min(58, int(h * 0.06)))
        gap = max(10, bh // 4)
        top = int(h * 0.38)
        rects = {
            name: pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh)
            for i, name in enumerate(self.items)
        }
        rects["back"] = rects["back"].move(0, gap)
        rects["head"] = pygame.Rect(0, int(h * 0.06), w, int(h * 0.3))
        return rects

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for i, (variant, players) in enumerate(CHOICES):
            label = tr("endgame.deal", variant=tr(f"preset.{variant}"), n=players)
            self.button(f"deal_{i}", label, lay[f"deal_{i}"], object_id="#menu_button")
        self.button("back", tr("endgame.back"), lay["back"], object_id="#menu_button")
        self._apply_focus()

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "back":
            self.ctx.stack.replace(self.ctx.make_scene("main_menu"))
        elif name.startswith("deal_"):
            self.deal(int(name.removeprefix("deal_")))

    def deal(self, choice: int, seed: int | None = None) -> None:
        """A free endgame of ``CHOICES[choice]`` (from ``seed``, else a fresh one) at its table."""
        variant, players = CHOICES[choice]
        seed = random.randrange(1 << 31) if seed is None else seed
        try:
            position = deal_endgame(preset(variant), players, seed)
        except ValueError as e:  # rare: no game of the seed reached a small endgame
            log.warning("no endgame dealt: %s", e)
            self.notice = tr("endgame.no_deal")
            self.touch()
            return
        self.ctx.debug("ui", scene="EndgameScene", action="deal", variant=variant, players=players, seed=seed)
        session = Session.new(endgame_config(position))
        self.ctx.stack.clear_to(self.ctx.make_scene("table", session))

    def on_key(self, event: pygame.event.Event) -> None:
        moved = moved_focus(self.focus, len(self.items), event.key)
        if moved is not None:
            self.focus = moved
            self._apply_focus()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus >= 0:
            self.ctx.sound.play("click")
            self.on_button(self.items[self.focus])
        elif event.key == pygame.K_ESCAPE:
            self.on_button("back")

    def _apply_focus(self) -> None:
        self.show_focus(self.items, self.focus)
        self.touch()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        lay = self._layout((w, h))
        head = lay["head"]
        title = tr("endgame.title")
        big = fit_font(self.ctx, title, int(w * 0.8), max(32, int(h * 0.08)), bold=True)
        img = render_text(big, title, GOLD, offset=max(2, big.get_height() // 24))
        surface.blit(img, img.get_rect(midtop=(w // 2, head.top)))
        y = head.top + img.get_height() + int(h * 0.02)
        for text in (tr("endgame.intro"), tr("endgame.solver_note")):
            f = fit_font(self.ctx, text, int(w * 0.86), max(15, int(h * 0.026)))
            line = render_text(f, text, CREAM)
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += line.get_height() + int(h * 0.01)
        free = tr("endgame.free")
        f = fit_font(self.ctx, free, int(w * 0.6), max(18, int(h * 0.032)), bold=True)
        fimg = render_text(f, free, GOLD)
        surface.blit(fimg, fimg.get_rect(midbottom=(w // 2, lay["deal_0"].top - int(h * 0.012))))
        if self.notice:
            f = fit_font(self.ctx, self.notice, int(w * 0.8), max(14, int(h * 0.024)))
            nimg = render_text(f, self.notice, GOLD)
            surface.blit(nimg, nimg.get_rect(midtop=(w // 2, lay["back"].bottom + int(h * 0.02))))
