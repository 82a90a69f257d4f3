"""The game review: a progress bar while the decisions are judged, then a chart of your chances over
the game, the tally of grades and the costliest decisions in words (``docs/review.md``).

The judging runs in ``play/review.py``'s :class:`ReviewJob` (a worker process, a thread waiting on
it): this screen only reads its progress each frame.  A review kept with the game is shown at once.
A click on a point of the chart opens the replay at that move (or ← / → to a point, then Enter);
Esc or *Cancel* stops a review in progress, and leaving the screen does too.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import Action, ActionKind
from game.engine.record import GameRecord
from game.play import kept
from game.play import review as review_module
from game.play.review import Judged, Review, ReviewBudget, ReviewJob, stored
from game.ui.context import AppContext
from game.ui.form_keys import FormFocus
from game.ui.i18n import card_text, cards_text, tr
from game.ui.palette import (
    CHART_BACK,
    CHART_DURAK,
    CHART_GRID,
    CHART_LINE,
    CHART_WIN,
    CREAM,
    GOLD,
    HIGHLIGHT,
    LOSS_COLOUR,
)
from game.ui.scenes.base import MenuScene, draw_panel, fit_font, render_text, row_widths
from game.ui.textwrap import wrap_text

#: a point's colour by its grade
GRADE_COLOURS = {"good": CHART_WIN, "inaccuracy": CHART_LINE, "mistake": LOSS_COLOUR, "blunder": CHART_DURAK}


def move_words(action: Action, key: str) -> str:
    """``key``'s sentence for ``action`` ("You beat 7♣ with 9♣", "beat 7♣ with 9♣")."""
    target = action.target
    cards = action.cards
    if action.kind is ActionKind.BEAT and target is not None:
        cards = tuple(c for c in action.cards if c != target) or action.cards
    text = cards_text(cards)
    return tr(f"{key}.{action.kind.value}", cards=text, target=card_text(target) if target else "")


def tally_text(counts: dict[str, int]) -> str:
    """ "3 good moves · 1 inaccuracy · …": each grade's count with its noun, by its own message."""
    return tr("review.tally", **{grade: tr(f"review.tally.{grade}", n=n) for grade, n in counts.items()})


class ReviewScene(MenuScene):
    def __init__(
        self,
        ctx: AppContext,
        record: GameRecord,
        human: int | None,
        path: Path | None = None,
        review: Review | None = None,
        budget: ReviewBudget | None = None,
    ) -> None:
        super().__init__(ctx)
        budget = budget if budget is not None else review_module.BUDGET
        self.record = record
        self.human = human
        self.path = path if path is not None else kept.find(record)
        self.seat = human if human is not None else 0
        result = record.replay().result
        #: whether your seat was the durak (the review then says where the game was lost)
        self.lost = result is not None and result.durak == self.seat
        seats = () if human is None else (human,)
        if review is None and self.path is not None and human is not None:
            found = kept.load(self.path)
            review = stored(found, seats, budget.nodes) if found is not None else None
        self.review = review
        self.job: ReviewJob | None = None
        if review is None and human is not None:
            others = tuple(s for s in range(record.players) if s != human) if record.players == 2 else ()
            self.job = ReviewJob(
                record,
                seats,
                budget.nodes,
                endgame_seats=others,
                path=self.path,
                here=budget.here,
                playouts=budget.playouts,
            ).start()
        self._shown = -1.0
        self.form_focus = FormFocus(default="close")
        #: the chart's point under the mouse: its move and numbers are shown beside it
        self.hover: Judged | None = None
        #: the point was picked by the arrow keys (Enter opens it) rather than pointed at
        self.picked = False
        #: the chart's points on screen last drawn: (x, y, the judged decision)
        self.points: list[tuple[int, int, Judged]] = []

    # ------------------------------------------------------------------ the model
    @property
    def running(self) -> bool:
        return self.job is not None and not self.job.finished

    def judged(self) -> list[Judged]:
        """Your seat's judged decisions so far."""
        if self.review is not None:
            return self.review.of_seat(self.seat)
        if self.job is None:
            return []
        return [j for j in list(self.job.judged) if j.seat == self.seat]

    def verdict_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The words under the chart: the tally, the costliest decisions, where the game was lost."""
        review = self.review
        if review is None:
            return []
        mine = review.of_seat(self.seat)
        if not mine:
            return [(tr("review.none"), CREAM)]
        lines = [(tally_text(review.tally(self.seat)), GOLD)]
        costly = review.costliest(self.seat)
        if not costly:
            lines.append((tr("review.clean"), CHART_WIN))
        for j in costly:
            played = move_words(self.record.actions[j.index], "replay.you")
            lines.append(
                (
                    tr(
                        "review.costly",
                        move=j.index + 1,
                        grade=tr(f"review.grade.{j.grade}"),
                        played=played,
                        best=move_words(j.best_action, "review.do"),
                        before=round(j.best * 100),
                        after=round(j.played * 100),
                    ),
                    GRADE_COLOURS[j.grade],
                )
            )
        lost = review.lost_at(self.seat) if self.lost else None
        if lost is not None:
            lines.append((tr("review.lost_at", move=lost.index + 1), LOSS_COLOUR))
        for seat in review.endgame_seats:
            if review.of_seat(seat):
                lines.append((tr("review.computers", text=tally_text(review.tally(seat))), CREAM))
        note = "review.exact_note" if self.record.players == 2 else "review.estimate_note"
        lines.append((tr(note), CREAM))
        return lines

    # ------------------------------------------------------------------ layout
    def _buttons(self) -> tuple[str, ...]:
        return ("cancel",) if self.running else ("replay", "close")

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        k = self.ctx.ui_scale
        panel = pygame.Rect(20, 16, w - 40, h - 32)
        bh = max(40, int(48 * k))
        head_h = max(44, int(56 * k))
        by = panel.bottom - bh - 16
        inner = pygame.Rect(
            panel.left + 24, panel.top + head_h + 12, panel.width - 48, by - panel.top - head_h - 28
        )
        chart_h = int(inner.height * 0.56)
        lay = {
            "panel": panel,
            "head": pygame.Rect(panel.left + 24, panel.top + 10, panel.width - 48, head_h),
            "chart": pygame.Rect(inner.left, inner.top, inner.width, chart_h),
            "text": pygame.Rect(
                inner.left, inner.top + chart_h + 12, inner.width, inner.height - chart_h - 12
            ),
        }
        names = self._buttons()
        gap = 14
        labels = [tr(f"review.{n}") for n in names]
        total = min(panel.width - 48, max(360, int(520 * k)) * len(names) // 2)
        x = panel.centerx - total // 2
        for name, bw in zip(names, row_widths(self.ctx, labels, total, gap), strict=True):
            lay[name] = pygame.Rect(x, by, bw, bh)
            x += bw + gap
        return lay

    def build(self) -> None:
        lay = self._layout(self.ctx.screen.get_size())
        for name in self._buttons():
            self.button(name, tr(f"review.{name}"), lay[name])
        if "replay" in self.buttons and self.path is None:
            self.buttons["replay"].disable()  # type: ignore[no-untyped-call]

    # ------------------------------------------------------------------ input and time
    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        if job.review is not None and self.review is None:
            self.review = job.review
            self.path = self.path or kept.find(self.record)  # kept meanwhile (the game just ended)
            self.rebuild()  # Cancel gives way to Replay and Close
        elif job.finished and "cancel" in self.buttons:
            self.rebuild()
        progress = job.progress + len(job.judged) * 1e-6
        if progress != self._shown:
            self._shown = progress
            self.touch()

    def stop(self) -> None:
        if self.job is not None and not self.job.finished:
            self.job.cancel()

    def on_exit(self) -> None:
        self.stop()  # leaving the screen (Esc, the window closed) ends the work nobody will see
        super().on_exit()

    def on_button(self, name: str) -> None:
        if name == "cancel":
            self.stop()
            self.close()
        elif name == "close":
            self.close()
        elif name == "replay":
            self.open_replay(0)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.stop()
            self.close()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pick(-1 if event.key == pygame.K_LEFT else 1)

    def pick(self, step: int) -> None:
        """← / →: the previous or next point of the chart, shown as under the mouse (Enter opens it)."""
        judged = self.judged()
        if not judged:
            return
        at = next((i for i, j in enumerate(judged) if j is self.hover), None)
        index = (
            (0 if step > 0 else len(judged) - 1) if at is None else max(0, min(len(judged) - 1, at + step))
        )
        self.hover, self.picked = judged[index], True
        self.touch()

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.picked
            and self.hover is not None
        ):
            self.open_replay(
                self.hover.index + 1
            )  # the point picked by the arrows, before the focused button
            return
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.point_at(event.pos)
            if hit is not None:
                self.open_replay(hit.index + 1)
        elif event.type == pygame.MOUSEMOTION:
            self.hover, self.picked = self.point_at(event.pos), False

    def point_at(self, pos: tuple[int, int]) -> Judged | None:
        """The chart's point under ``pos`` (within a few pixels), if any."""
        reach = max(8, int(10 * self.ctx.ui_scale))
        best, dist = None, reach * reach + 1
        for x, y, j in self.points:
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if d < dist:
                best, dist = j, d
        return best

    def open_replay(self, at: int) -> None:
        """The replay of this game, at the position after ``at`` moves."""
        if self.path is None:
            return
        self.ctx.stack.push(self.ctx.make_scene("replay", [self.path], at=at))

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self._layout(surface.get_size())
        draw_panel(surface, lay["panel"], alpha=190)
        k = self.ctx.ui_scale
        head = lay["head"]
        title = tr("review.title")
        tf = fit_font(self.ctx, title, head.width // 2, max(24, int(34 * k)), bold=True)
        surface.blit(render_text(tf, title, GOLD), (head.left, head.top))
        if self.human is None:
            self._centred(surface, lay["chart"], tr("review.no_human"))
            return
        self._chart(surface, lay["chart"])
        if self.running or (self.job is not None and self.review is None):
            self._progress(surface, lay["text"])
        else:
            self._verdict(surface, lay["text"])

    def _centred(self, surface: pygame.Surface, box: pygame.Rect, text: str) -> None:
        f = fit_font(self.ctx, text, box.width - 20, max(18, int(24 * self.ctx.ui_scale)))
        img = render_text(f, text, CREAM)
        surface.blit(img, img.get_rect(center=box.center))

    def _progress(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        job = self.job
        assert job is not None
        k = self.ctx.ui_scale
        if job.failed:
            self._centred(surface, box, tr("review.failed"))
            return
        text = (
            tr("review.working", done=job.done_count, total=job.total) if job.total else tr("review.starting")
        )
        f = fit_font(self.ctx, text, box.width, max(16, int(22 * k)))
        img = render_text(f, text, CREAM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.top + 8)))
        bar = pygame.Rect(0, 0, int(box.width * 0.7), max(14, int(18 * k)))
        bar.midtop = (box.centerx, box.top + 16 + img.get_height())
        pygame.draw.rect(surface, CHART_BACK[:3], bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = int(bar.width * job.progress)
        if filled.width > 0:
            pygame.draw.rect(surface, CHART_LINE, filled, border_radius=bar.height // 2)
        pygame.draw.rect(surface, GOLD, bar, width=2, border_radius=bar.height // 2)

    def _verdict(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        lines = self.verdict_lines()
        if not lines:
            return
        k = self.ctx.ui_scale
        size = max(14, int(20 * k))
        while True:
            font = self.ctx.fonts.get(size, False)
            wrapped = [(part, colour) for text, colour in lines for part in wrap_text(font, text, box.width)]
            height = len(wrapped) * (font.get_linesize() + 2)
            if height <= box.height or size <= 11:
                break
            size -= 1
        y = box.top
        for part, colour in wrapped:
            surface.blit(render_text(font, part, colour, offset=1), (box.left, y))
            y += font.get_linesize() + 2

    def _chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Your chance after each judged decision, over the game's moves, on a 0–100 % grid."""
        k = self.ctx.ui_scale
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, CHART_BACK, back.get_rect(), border_radius=12)
        surface.blit(back, box.topleft)
        th = max(20, int(26 * k))
        title = tr("review.chart")
        hint = tr("review.chart_hint")
        small = self.ctx.fonts.get(max(11, int(14 * k)))
        tf = fit_font(self.ctx, title, box.width // 2 - 20, max(14, int(th * 0.8)), bold=True)
        surface.blit(render_text(tf, title, GOLD), (box.left + 12, box.top + 8))
        hf = fit_font(self.ctx, hint, box.width // 2 - 20, small.get_height())
        hint_img = render_text(hf, hint, CREAM, offset=1)
        surface.blit(hint_img, hint_img.get_rect(topright=(box.right - 12, box.top + 12)))
        axis_w = small.size("100%")[0] + 8
        radius = max(4, int(5 * k))
        top = box.top + th + 20
        plot = pygame.Rect(
            box.left + 12 + axis_w,
            top,
            box.width - 36 - axis_w,
            box.bottom - top - small.get_height() - 2 * radius - 12,
        )
        grid = pygame.Surface(box.size, pygame.SRCALPHA)
        for pct in (0, 25, 50, 75, 100):
            y = plot.bottom - plot.height * pct // 100
            pygame.draw.line(
                grid, CHART_GRID, (plot.left - box.left, y - box.top), (plot.right - box.left, y - box.top)
            )
            lab = small.render(f"{pct}%", True, CREAM)
            surface.blit(lab, lab.get_rect(midright=(plot.left - 6, y)))
        moves = max(1, len(self.record.actions))
        # the moves along the bottom: a tick every 10 (every 20, 50 in longer games)
        step = next(n for n in (10, 20, 50, 100, 10**9) if moves // n <= 8)
        label_y = plot.bottom + radius + 6
        for m in range(step, moves + 1, step):
            x = plot.left + plot.width * m // moves
            pygame.draw.line(
                grid, CHART_GRID, (x - box.left, plot.top - box.top), (x - box.left, plot.bottom - box.top)
            )
            lab = small.render(str(m), True, CREAM)
            surface.blit(lab, lab.get_rect(midtop=(x, label_y)))
        surface.blit(grid, box.topleft)
        axis = small.render(tr("review.move_axis"), True, CREAM)
        surface.blit(axis, axis.get_rect(topleft=(plot.left, label_y)))
        judged = self.judged()
        self.points = [
            (
                int(plot.left + plot.width * (j.index + 1) / moves),
                int(plot.bottom - j.played * plot.height),
                j,
            )
            for j in judged
        ]
        if len(self.points) >= 2:
            pygame.draw.lines(
                surface, CHART_LINE, False, [(x, y) for x, y, _ in self.points], max(2, int(3 * k))
            )
        for x, y, j in self.points:
            pygame.draw.circle(
                surface, GRADE_COLOURS[j.grade], (x, y), radius + (2 if j.grade != "good" else 0)
            )
            pygame.draw.circle(surface, HIGHLIGHT if j.exact else CREAM, (x, y), radius + 2, width=1)
        self._point_label(surface, plot, small)

    def _point_label(self, surface: pygame.Surface, plot: pygame.Rect, font: pygame.font.Font) -> None:
        """Beside the point under the mouse: its move, your chance after it and after the best one."""
        at = next(((x, y, j) for x, y, j in self.points if j is self.hover), None)
        if at is None:
            return
        x, y, j = at
        text = tr(
            "review.point",
            move=j.index + 1,
            played=round(j.played * 100),
            best=round(max(j.best, j.played) * 100),
            grade=tr(f"review.grade.{j.grade}"),
        )
        img = render_text(font, text, CREAM, offset=1)
        box = img.get_rect(bottomleft=(x + 10, y - 10)).inflate(12, 8)
        box.clamp_ip(plot)
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*CHART_BACK[:3], 235), back.get_rect(), border_radius=6)
        pygame.draw.rect(back, (*GOLD, 200), back.get_rect(), width=1, border_radius=6)
        surface.blit(back, box.topleft)
        surface.blit(img, img.get_rect(center=box.center))
