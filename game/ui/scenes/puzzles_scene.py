"""The puzzles screen: the puzzle of the day and the daily streak, the ladder and its four grades.

Each button opens the ``puzzle`` scene over this one; coming back shows the progress it recorded.
The ladder ships with the game: a file that cannot be read is said in one line, never a traceback.
"""

from __future__ import annotations

import logging
from datetime import date

import pygame

from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import GRADES, Ladder, LadderError, Puzzle, shipped_ladder
from game.ui.context import AppContext
from game.ui.dates import date_text
from game.ui.form_keys import FormFocus
from game.ui.i18n import tr
from game.ui.palette import CREAM, GOLD, HIGHLIGHT, WARNING
from game.ui.scenes.base import BUTTON_FONT_PX, MenuScene, centred, draw_panel, fit_font, render_text

log = logging.getLogger(__name__)


class PuzzlesScene(MenuScene):
    def __init__(
        self,
        ctx: AppContext,
        ladder: Ladder | None = None,
        progress: PuzzleProgress | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(ctx)
        self.ladder = ladder
        if ladder is None:
            try:
                self.ladder = shipped_ladder()
            except LadderError as e:
                log.warning("puzzle ladder: %s", e)
        self.progress = progress if progress is not None else PuzzleProgress.load()
        #: the local date the screen was opened on (the puzzle of the day follows it)
        self.today = today or date.today()
        self.form_focus = FormFocus(default="daily")

    # ------------------------------------------------------------------ the model
    def daily(self) -> Puzzle | None:
        return self.ladder.daily(self.today) if self.ladder else None

    def next_in(self, grade: int | None = None) -> Puzzle | None:
        """The first puzzle not solved (of ``grade``), else the first one."""
        if self.ladder is None:
            return None
        pool = self.ladder.puzzles if grade is None else self.ladder.grade(grade)
        return next((p for p in pool if not self.progress.is_solved(p.id)), pool[0] if pool else None)

    def open_puzzle(self, puzzle: Puzzle | None, daily: bool = False) -> None:
        if puzzle is None or self.ladder is None:
            return
        scene = self.ctx.make_scene(
            "puzzle", self.ladder, puzzle, self.progress, self.today if daily else None
        )
        self.ctx.stack.push(scene)

    # ------------------------------------------------------------------ layout
    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        k = self.ctx.ui_scale
        w, h = size
        panel = centred(size, min(w - 40, int(1000 * k)), min(h - 30, int(760 * k)))
        pad = max(18, panel.width // 30)
        line = max(26, int(32 * k))
        bh = max(40, int(46 * k))
        font = self.ctx.fonts.get(round(BUTTON_FONT_PX * k))
        texts = ("puzzles.daily.play", "puzzles.continue", "puzzles.grade.play", "puzzles.back")
        # as wide as the longest label (with its padding) where the larger text needs it
        widest = max(font.size(tr(key))[0] for key in texts) + int(28 * k)
        bw = max(170, int(panel.width * 0.28), min(widest, panel.width // 2))
        x_btn = panel.right - pad - bw
        lay = {"panel": panel}
        y = panel.top + pad
        row = max(bh + 8, line + 10)
        title_h = int(line * 1.6)
        # the whole column: title, intro, the day's box, the ladder's, its grades, Back below them
        column = title_h + line + pad // 2 + 3 * line + pad + 2 * line + pad // 2 + 4 * row + bh + 2 * pad
        # where the larger text leaves too little height, Back stands at the title's right instead
        beside = column > panel.height
        if beside:
            title_h = max(title_h, bh + 4)
            row = max(bh + 4, line + 6)
        lay["title"] = pygame.Rect(
            panel.left + pad, y, (x_btn - panel.left - 2 * pad) if beside else panel.width - 2 * pad, title_h
        )
        y += title_h
        lay["intro"] = pygame.Rect(panel.left + pad, y, panel.width - 2 * pad, line)
        y += line + pad // 2
        lay["daily_box"] = pygame.Rect(panel.left + pad, y, x_btn - panel.left - 2 * pad, 3 * line)
        lay["daily"] = pygame.Rect(x_btn, y + (3 * line - bh) // 2, bw, bh)
        y += 3 * line + pad
        lay["ladder_box"] = pygame.Rect(panel.left + pad, y, x_btn - panel.left - 2 * pad, 2 * line)
        lay["continue"] = pygame.Rect(x_btn, y + (2 * line - bh) // 2, bw, bh)
        y += 2 * line + pad // 2
        for g in GRADES:
            lay[f"grade_box_{g}"] = pygame.Rect(panel.left + pad, y, x_btn - panel.left - 2 * pad, row)
            lay[f"grade_{g}"] = pygame.Rect(x_btn, y + (row - bh) // 2, bw, bh)
            y += row
        if beside:
            lay["back"] = pygame.Rect(x_btn, lay["title"].centery - bh // 2, bw, bh)
        else:
            lay["back"] = pygame.Rect(panel.centerx - bw // 2, panel.bottom - pad - bh, bw, bh)
        return lay

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        if self.ladder is not None:
            self.button("daily", tr("puzzles.daily.play"), lay["daily"])
            self.button("continue", tr("puzzles.continue"), lay["continue"])
            for g in GRADES:
                self.button(f"grade_{g}", tr("puzzles.grade.play"), lay[f"grade_{g}"])
        self.button("back", tr("puzzles.back"), lay["back"])

    # ------------------------------------------------------------------ input
    def on_button(self, name: str) -> None:
        if name == "back":
            self.ctx.stack.replace(self.ctx.make_scene("main_menu"))
        elif name == "daily":
            self.open_puzzle(self.daily(), daily=True)
        elif name == "continue":
            self.open_puzzle(self.next_in())
        elif name.startswith("grade_"):
            self.open_puzzle(self.next_in(int(name.removeprefix("grade_"))))

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.on_button("back")

    # ------------------------------------------------------------------ drawing
    def _line(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        y: int,
        size: int,
        colour: tuple[int, int, int],
        bold: bool = False,
    ) -> int:
        font = fit_font(self.ctx, text, box.width, size, bold=bold)
        surface.blit(render_text(font, text, colour, offset=1), (box.left, y))
        return y + font.get_height() + 4

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        k = self.ctx.ui_scale
        draw_panel(surface, lay["panel"], alpha=170)
        big, mid, small = max(28, int(40 * k)), max(18, int(23 * k)), max(15, int(19 * k))
        self._line(surface, tr("puzzles.title"), lay["title"], lay["title"].top, big, GOLD, bold=True)
        if self.ladder is None:
            self._line(surface, tr("puzzles.unreadable"), lay["intro"], lay["intro"].top, mid, WARNING)
            return
        self._line(surface, tr("puzzles.intro"), lay["intro"], lay["intro"].top, small, CREAM)
        # the puzzle of the day
        box = lay["daily_box"]
        daily = self.daily()
        assert daily is not None
        y = self._line(
            surface, tr("puzzles.daily.title", date=date_text(self.today)), box, box.top, mid, GOLD, True
        )
        if self.progress.daily_done(self.today):
            y = self._line(surface, tr("puzzles.daily.done"), box, y, small, HIGHLIGHT)
        else:
            goal = tr(f"puzzle.short.{daily.goal}")
            y = self._line(
                surface, tr("puzzles.daily.todo", grade=daily.grade, goal=goal), box, y, small, CREAM
            )
        streak = tr("puzzles.streak", n=self.progress.streak(self.today), best=self.progress.best_streak())
        self._line(surface, streak, box, y, small, CREAM)
        # the ladder
        box = lay["ladder_box"]
        n = len(self.ladder.puzzles)
        solved = sum(self.progress.is_solved(p.id) for p in self.ladder.puzzles)
        y = self._line(surface, tr("puzzles.ladder", solved=solved, n=n), box, box.top, mid, GOLD, True)
        at = self.progress.position(self.ladder)
        if at < n:
            nxt = self.ladder.puzzles[at]
            self._line(surface, tr("puzzles.next", id=nxt.id, grade=nxt.grade), box, y, small, CREAM)
        else:
            self._line(surface, tr("puzzles.all_solved"), box, y, small, HIGHLIGHT)
        for g in GRADES:
            box = lay[f"grade_box_{g}"]
            text = tr(
                "puzzles.grade",
                grade=g,
                name=tr(f"puzzles.grade.{g}"),
                solved=self.progress.solved_in(self.ladder, g),
                n=len(self.ladder.grade(g)),
            )
            font = fit_font(self.ctx, text, box.width, mid)
            img = render_text(font, text, CREAM, offset=1)
            surface.blit(img, img.get_rect(midleft=(box.left, box.centery)))
