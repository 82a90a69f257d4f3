"""The table's part that keeps the game: autosave after every action, Continue's resume, undo.

The keeper hands the session and the names shown in the menu's preview to the autosave (the save's
seats and seeds are the session's) and writes the first save when the table starts.  Undo (the play
layer's ``undo.py`` decides what is taken back) resumes a shortened save (``Session.resume``), the
same path as Continue: a fresh table and fresh computer players told the shortened record, so nobody
remembers what was taken back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import events as ev
from game.play import undo
from game.play.autosave import Autosave
from game.play.session import Session
from game.ui.i18n import tr
from game.ui.table.widgets import Button, ButtonArt

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


class Keeper:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        cfg = table.config
        player = table.ctx.settings.player_name
        names = tuple(player if seat == cfg.human_seat else table.name(seat) for seat in range(cfg.players))
        self.autosave = Autosave(table.session, names) if table.session.keeps else None
        #: the Undo button, top right (shown while there is something to take back)
        self.button = Button("undo", "", pygame.Rect(0, 0, 0, 0), self._click, "Ctrl+Z")
        self._art = ButtonArt()

    def running(self) -> bool:
        """A game that leaving would interrupt (it is kept for Continue)."""
        return self.autosave is not None and not self.table.session.game.is_over

    def started(self) -> list[ev.Event]:
        """Start the session (the computers told the game so far) and write the first save."""
        told = self.table.session.start()
        if self.autosave is not None:
            self.autosave.start()
        return told

    def flush(self) -> None:
        """Wait for the newest save to reach the disk (quitting)."""
        if self.autosave is not None:
            self.autosave.flush()

    def close(self) -> None:
        """The table is left: stop the session, and wait for the newest save to reach the disk."""
        self.table.session.shutdown()
        self.flush()

    # ------------------------------------------------------------ undo
    def undo_on(self) -> bool:
        """Undo is a setting, and only against computers (a table with the one human)."""
        return self.table.ctx.settings.undo and self.table.human is not None and self.autosave is not None

    def can_undo(self) -> bool:
        return self.undo_on() and undo.can_undo(self.table.session)

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
        b.rect = self.table.layout.undo_button
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
        lay = self.table.layout
        b = self.button
        b.rect, b.label = lay.undo_button, tr("saves.undo.button")
        b.draw(surface, self._art, self.table.text, lay.font_small)

    def undo(self) -> bool:
        """Take back your last move and the computers' replies since (False: nothing to take back)."""
        t = self.table
        if not self.can_undo() or self.autosave is None:
            return False
        shortened = self.autosave.taken_back()
        t.ctx.debug("undo", moves=shortened.moves)
        replies = any(seat != t.human for seat in t.session.actors[shortened.moves :])
        toast = tr("saves.undone.replies" if replies else "saves.undone")
        t.ctx.stack.clear_to(t.ctx.make_scene("table", Session.resume(shortened), toast=toast))
        return True
