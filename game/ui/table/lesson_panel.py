"""The guided first game's part of the table: the panel over it with the step's words, Skip and
Restart, and the words for a legal move off the script (``moves.py`` shows them).

The panel takes the strip above the opponents that the lesson's layout leaves free
(``Layout(top_room=ROOM)``).  It shows a new step only once the table has shown
the moves that lead to it and it is your turn, so its words never run ahead of the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import Action, ActionKind
from game.play.lesson import COMPUTER, END, Lesson, OffScript
from game.ui.i18n import card_word, letter_fields, tr
from game.ui.palette import CREAM, GOLD
from game.ui.textwrap import wrap_text

from .layout import Layout
from .widgets import Button, ButtonArt, TextCache, pill

PANEL_FILL = (12, 34, 24, 228)
#: the smallest size the step's words shrink to (below it they would not be read)
MIN_SIZE = 10
PANEL_BORDER = (196, 164, 92)
#: the strip the panel takes above the opponents, in layout units (``Layout(top_room=…)``)
ROOM = 128


def move_words(action: Action) -> str:
    """The move a step waits for, in words ("beat the K♦ with the A♦")."""
    kind = action.kind
    if kind is ActionKind.BEAT and action.target is not None:
        return tr("lesson.move.beat", target=card_word(action.target), card=card_word(action.card))
    if kind in (ActionKind.ATTACK, ActionKind.THROW):
        return tr(f"lesson.move.{kind.value}", card=card_word(action.card))
    return tr(f"lesson.move.{kind.value}")


def off_script_words(off: OffScript) -> str:
    return tr("lesson.off_script", move=move_words(off.wanted))


@dataclass(frozen=True)
class Words:
    """The panel's text laid out: the heading (its size, where it goes), the step's lines (their
    size, the top of the first, the height they may take)."""

    heading: str
    heading_size: int
    at: tuple[int, int]
    lines: list[str]
    size: int
    top: int
    room: int


class LessonPanel:
    def __init__(
        self,
        lesson: Lesson,
        text: TextCache,
        name: Callable[[int], str],
        restart: Callable[[], None],
        skip: Callable[[], None],
    ) -> None:
        """``name``: a seat's name in sentences (the computer's, with its grammar, in the words)."""
        self.lesson = lesson
        self.text = text
        self.name = name
        #: the step shown (it follows the lesson's once the table has caught up with it)
        self.step = lesson.step()
        nowhere = pygame.Rect(0, 0, 0, 0)
        self.buttons = [
            Button("restart", "", nowhere, restart),
            Button("skip", "", pygame.Rect(nowhere), skip),
        ]
        self._art = ButtonArt()

    def follow(self, caught_up: bool) -> bool:
        """Show the lesson's step when the table has caught up with it; True when it changed."""
        now = self.lesson.step()
        if now == self.step or not (caught_up or now == END):
            return False
        self.step = now
        return True

    # ------------------------------------------------------------ where things go
    def rect(self, lay: Layout) -> pygame.Rect:
        u, margin = lay.u, lay.margin
        left = lay.last_bout_button.right + margin
        return pygame.Rect(left, round(8 * u), lay.w - margin - left, lay.top_room - round(8 * u))

    def place(self, lay: Layout) -> None:
        box = self.rect(lay)
        pad = round(10 * lay.u)
        bw = max(round(150 * lay.u), 120)
        bh = (box.height - 3 * pad) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(box.right - pad - bw, box.top + pad + i * (bh + pad), bw, bh)

    # ------------------------------------------------------------ the mouse
    def handle(self, event: pygame.event.Event, lay: Layout) -> bool:
        """A click on Restart or Skip (True: the event was the panel's)."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        self.place(lay)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            return False
        if getattr(event, "button", 1) != 1:
            return False
        over = next((b for b in self.buttons if b.rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN:
            for b in self.buttons:
                b.pressed = b is over
            return over is not None or self.rect(lay).collidepoint(event.pos)
        pressed = next((b for b in self.buttons if b.pressed), None)
        for b in self.buttons:
            b.pressed = False
        if pressed is not None and pressed is over:
            pressed.on_click()
        return pressed is not None  # a card dragged and let go over the panel is the hand's

    # ------------------------------------------------------------ drawing
    def lines(self, font: pygame.font.Font, width: int) -> list[str]:
        return wrap_text(
            font, tr(f"lesson.step.{self.step}", name=self.name(COMPUTER), **letter_fields()), width
        )

    def heading(self) -> str:
        n, total = self.lesson.step_number(self.step)
        return f"{tr('lesson.heading', n=n, total=total)} — {tr(f'lesson.step.{self.step}.title')}"

    def words(self, lay: Layout) -> Words:
        """The heading and the step's words laid out in the panel: the largest size at which they fit."""
        box, u = self.rect(lay), lay.u
        self.place(lay)
        pad = round(12 * u)
        width = self.buttons[0].rect.left - pad - (box.left + pad)
        heading = self.heading()
        hsize = self.text.fit(heading, lay.font_small + 1, width, bold=True)
        top = box.top + pad + self.text.font(hsize, True).get_linesize() + round(4 * u)
        room = box.bottom - pad // 2 - top
        size = lay.font_status
        while True:
            font = self.text.font(size)
            lines = self.lines(font, width)
            if len(lines) * font.get_linesize() <= room or size <= MIN_SIZE:
                break
            size -= 1
        return Words(heading, hsize, (box.left + pad, box.top + pad), lines, size, top, room)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        box = self.rect(lay)
        radius = round(12 * lay.u)
        surface.blit(pill(box.size, PANEL_FILL, radius), box)
        pygame.draw.rect(surface, PANEL_BORDER, box, max(1, round(2 * lay.u)), radius)
        w = self.words(lay)
        surface.blit(self.text.render(w.heading, w.heading_size, GOLD, bold=True), w.at)
        y = w.top
        for line in w.lines:
            surface.blit(self.text.render(line, w.size, CREAM), (w.at[0], y))
            y += self.text.font(w.size).get_linesize()
        for b in self.buttons:
            b.label = tr(f"lesson.{b.name}")
            b.draw(surface, self._art, self.text, lay.font_small)
