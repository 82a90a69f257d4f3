"""The winning line of an endgame, over its game-over panel: best play for both sides from the
position's start, move by move, and what it brings you.

The solver works it out off the frame loop, in the table's worker (``Session.submit_side``); the
panel says so until the answer comes.  Close (Esc, Enter) goes back to the panel below.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Protocol

import pygame

from game.engine import Game
from game.play import endgame
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.palette import CREAM, GOLD
from game.ui.scenes.base import OPAQUE, MenuScene, centred, draw_panel, fit_font, render_text
from game.ui.table.status import describe_action

RESULT_KEYS = {1: "endgame.line.win", 0: "endgame.line.draw", -1: "endgame.line.lose"}


class EndedEndgame(Protocol):
    """What this panel reads of the table below (the table scene, by its shape)."""

    game: Game
    session: Session
    human: int | None
    name: Callable[[int], str]


class EndgameLineScene(MenuScene):
    overlay = True

    def __init__(self, ctx: AppContext, table: EndedEndgame) -> None:
        super().__init__(ctx)
        self.table = table
        position = table.game.start_position
        if position is None:
            raise ValueError("the winning line is an endgame's: this game was dealt")
        seat = table.human if table.human is not None else 0
        self.line: endgame.Line | None = None
        self.failed = False
        self.future: Future[endgame.Line] | None = table.session.submit_side(
            endgame.winning_line, position, seat
        )
        self.poll()

    def poll(self) -> None:
        fut = self.future
        if fut is None or not fut.done():
            return
        self.future = None
        try:
            self.line = fut.result()
        except Exception:  # the worker failed: said on the panel, the game goes on
            self.failed = True
        self._dirty = True

    # ------------------------------------------------------------------ text
    def lines(self) -> list[str]:
        """The verdict, then each move of the line ("3. You: beat 9♥ with J♥")."""
        if self.failed:
            return [tr("endgame.line.failed")]
        line = self.line
        if line is None:
            return [tr("endgame.line.working")]
        out = [tr(RESULT_KEYS[line.value])]
        if not line.exact:
            out.append(tr("endgame.line.inexact"))
        for i, (seat, action) in enumerate(line.steps):
            out.append(
                tr(
                    "endgame.line.step",
                    n=str(i + 1),
                    name=self.table.name(seat),
                    action=describe_action(action),
                )
            )
        return out

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        pw, ph = min(w - 40, max(520, int(680 * k))), h - 60
        panel = centred(size, pw, ph)
        bh = max(44, int(50 * k))
        bw = max(160, int(200 * k))
        return {
            "panel": panel,
            "title": pygame.Rect(panel.left + 10, panel.top + 10, pw - 20, int(bh * 1.2)),
            "text": pygame.Rect(panel.left + 28, panel.top + int(bh * 1.5), pw - 56, ph - int(bh * 3.2)),
            "close": pygame.Rect(panel.centerx - bw // 2, panel.bottom - bh - 18, bw, bh),
        }

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        self.button("close", tr("endgame.line.close"), lay["close"])

    def on_button(self, name: str) -> None:
        if name == "close":
            self.ctx.stack.pop()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ctx.stack.pop()

    def update(self, dt: float) -> None:
        self.poll()

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, (0, 0))
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=OPAQUE)
        title = tr("endgame.line.title")
        box = lay["title"]
        font = fit_font(self.ctx, title, box.width - 10, max(22, int(box.height * 0.55)), True)
        img = render_text(font, title, GOLD)
        surface.blit(img, img.get_rect(center=box.center))
        text = lay["text"]
        line_h = max(20, int(26 * self.ctx.ui_scale))
        rows = max(1, text.height // line_h)
        lines = self.lines()
        if len(lines) > rows:  # the rest counted, not cut off mid-list without a word
            more = len(lines) - rows + 1
            lines = [*lines[: rows - 1], tr("endgame.line.more", n=more)]
        for i, line in enumerate(lines):
            f = fit_font(self.ctx, line, text.width, max(13, int(line_h * 0.72)), bold=i == 0)
            li = render_text(f, line, GOLD if i == 0 else CREAM)
            surface.blit(li, li.get_rect(midleft=(text.left, text.top + i * line_h + line_h // 2)))
