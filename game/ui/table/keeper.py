"""The table's part that keeps the game: autosave after every action, Continue's resume, undo.

The keeper hands the session and the names shown in the menu's preview to the autosave (the save's
seats and seeds are the session's) and writes the first save when the table starts.  Undo (the play
layer's ``undo.py`` decides what is taken back) resumes a shortened save (``Session.resume``), the
same path as Continue: a fresh table and fresh computer players told the shortened record, so nobody
remembers what was taken back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine import events as ev
from game.play import undo
from game.play.autosave import Autosave
from game.play.session import Session
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.table.layout import Layout
from game.ui.table.widgets import Button, ButtonArt, TextCache


@dataclass(frozen=True)
class KeeperSeams:
    """What the keeper needs of the table, and no more."""

    #: the table's layout now (it changes with the window): where the Undo button goes
    layout: Callable[[], Layout]
    text: TextCache
    #: the Undo setting now
    undo_setting: Callable[[], bool]
    #: the scene stack's ``clear_to`` and the scene maker (undo opens a fresh table by its name)
    clear_to: Callable[[Scene], None]
    make_scene: Callable[..., Scene]
    debug: Callable[..., None]


class Keeper:
    def __init__(self, session: Session, names: tuple[str, ...], table: KeeperSeams) -> None:
        """``names``: every seat's name as the menu's preview of the save shows it."""
        self.session = session
        self.table = table
        self.autosave = Autosave(session, names) if session.keeps else None
        #: the Undo button, top right (shown while there is something to take back)
        self.button = Button("undo", "", pygame.Rect(0, 0, 0, 0), self._click)
        self._art = ButtonArt()

    def running(self) -> bool:
        """A game that leaving would interrupt (it is kept for Continue)."""
        return self.autosave is not None and not self.session.game.is_over

    def started(self) -> list[ev.Event]:
        """Start the session (the computers told the game so far) and write the first save."""
        told = self.session.start()
        if self.autosave is not None:
            self.autosave.start()
        return told

    def flush(self) -> None:
        """Wait for the newest save to reach the disk (quitting)."""
        if self.autosave is not None:
            self.autosave.flush()

    def close(self) -> None:
        """The table is left: stop the session, and wait for the newest save to reach the disk."""
        self.session.shutdown()
        self.flush()

    # ------------------------------------------------------------ undo
    def undo_on(self) -> bool:
        """Undo is a setting, and only against computers (a table with the one human)."""
        return self.table.undo_setting() and self.session.human is not None and self.autosave is not None

    def can_undo(self) -> bool:
        return self.undo_on() and undo.can_undo(self.session)

    def handle(self, event: Any) -> bool:
        """Ctrl+Z or Backspace, or a click on the button: undo (True: the event was taken)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self._mouse(event)
        if event.type != pygame.KEYDOWN:
            return False
        ctrl_z = event.key == pygame.K_z and bool(event.mod & pygame.KMOD_CTRL)
        if not (ctrl_z or event.key == pygame.K_BACKSPACE) or not self.undo_on():
            return False
        return self.undo()

    def _mouse(self, event: Any) -> bool:
        b = self.button
        b.rect = self.table.layout().undo_button
        shown = self.can_undo()
        over = shown and b.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEMOTION:
            b.hover = over
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            b.pressed = over
            return over
        pressed, b.pressed = b.pressed, False
        if pressed and over:
            self.undo()
            return True
        return pressed

    def _click(self) -> None:
        self.undo()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.can_undo():
            return
        lay = self.table.layout()
        b = self.button
        b.rect, b.label, b.hotkey = lay.undo_button, tr("saves.undo.button"), tr("saves.undo.key")
        b.draw(surface, self._art, self.table.text, lay.font_small)

    def undo(self) -> bool:
        """Take back your last move and the computers' replies since (False: nothing to take back)."""
        if not self.can_undo() or self.autosave is None:
            return False
        shortened = self.autosave.taken_back()
        t, s = self.table, self.session
        t.debug("undo", moves=shortened.moves)
        replies = any(seat != s.human for seat in s.actors[shortened.moves :])
        toast = tr("saves.undone.replies" if replies else "saves.undone")
        t.clear_to(t.make_scene("table", Session.resume(shortened), toast=toast))
        return True
