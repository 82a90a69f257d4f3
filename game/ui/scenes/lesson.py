"""The guided first game's table: the card table itself (its board, hand, buttons and reasons), with
the lesson's panel over the opponents and your moves held to the script.

It is the one scene made from another: it is the table, played through the same parts, so it
extends :class:`TableScene` instead of copying it (``tests/test_layers.py`` allows exactly this
import).  What differs: a :class:`LessonSession` (the fixed deal, the computer's scripted moves, a
legal move off the script refused as ``OffScript`` and explained by the table's moves, nothing
saved for Continue or taken back), room at the top for the panel, and "again" at the end starts
the lesson over.
"""

from __future__ import annotations

import pygame

from game.play.lesson import LessonSession
from game.ui.context import AppContext
from game.ui.scenes.table import TableScene
from game.ui.table.lesson_panel import ROOM, LessonPanel


class LessonScene(TableScene):
    top_room = ROOM

    def __init__(self, ctx: AppContext, session: LessonSession | None = None) -> None:
        """The lesson from its first step (``session``: one already made, a test's synchronous one)."""
        lesson_session = session if session is not None else LessonSession.learn()
        super().__init__(ctx, lesson_session)
        self.panel = LessonPanel(lesson_session.lesson, self.text, self.name, self.restart, self.skip)
        ctx.debug("lesson", step=self.panel.step)

    def restart(self) -> None:
        self.ctx.debug("ui", scene="LessonScene", action="restart")
        self.ctx.stack.clear_to(self.ctx.make_scene("lesson"))

    def skip(self) -> None:
        self.ctx.debug("ui", scene="LessonScene", action="skip")
        self.ctx.to_main_menu()

    def play_again(self) -> None:
        """The game-over screen's "again": the lesson from its start."""
        self.restart()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.panel.handle(event, self.layout):
            self.poke()
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.panel.follow(self.board.idle and (self.human_can_act() or self.game.is_over)):
            self.ctx.debug("lesson", step=self.panel.step)
            self._dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.panel.draw(surface, self.layout)
