"""The table's part that keeps the game: autosave after every action, Continue's resume, undo.

The table hands its seats and session over; the keeper builds the save's template (levels, the
human's seat, the names shown in the menu's preview), subscribes the autosave and writes the first
save when the table starts.  Undo takes the human's last action back by resuming a shortened save,
the same path as Continue: a fresh table and fresh computer players told the shortened record, so
nobody remembers what was taken back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import Game
from game.engine import events as ev
from game.engine.match import Match
from game.engine.record import GameRecord
from game.play.autosave import Autosave
from game.play.saves import SavedGame
from game.ui.i18n import tr
from game.ui.table.widgets import Button, ButtonArt

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


class Keeper:
    def __init__(self, table: TableScene, saved: SavedGame | None) -> None:
        self.table = table
        cfg, s = table.config, table.session
        player = str(getattr(table.ctx.settings, "player_name", "") or "")
        names = tuple(player if seat == cfg.human_seat else table.name(seat) for seat in range(cfg.players))
        template = SavedGame(
            GameRecord.of(s.game), cfg.levels, cfg.human_seat, table.seed, cfg.seed, s.match, names
        )
        if saved is not None:
            template = SavedGame(
                saved.record,
                cfg.levels,
                cfg.human_seat,
                table.seed,
                cfg.seed,
                s.match,
                names,
                saved.undo_used,
            )
        self.autosave = Autosave(s, template)
        #: the Undo button beside the last bout's (shown while there is something to take back)
        self.button = Button("undo", "", pygame.Rect(0, 0, 0, 0), self._click, "Ctrl+Z")
        self._art = ButtonArt()

    def running(self) -> bool:
        """A game that leaving would interrupt (it is kept for Continue)."""
        return not self.table.session.game.is_over

    def started(self) -> list[ev.Event]:
        """Start the session (the computers told the game so far) and write the first save."""
        told = self.table.session.start()
        self.autosave.start()
        return told

    def close(self) -> None:
        """The table is left: stop the session, and wait for the newest save to reach the disk."""
        self.table.session.shutdown()
        self.autosave.flush()

    # ------------------------------------------------------------ undo
    def undo_on(self) -> bool:
        """Undo is a setting, and only against computers (a table with the one human)."""
        return bool(getattr(self.table.ctx.settings, "undo", False)) and self.table.human is not None

    def can_undo(self) -> bool:
        return self.undo_on() and self.table.session.can_undo()

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
        """Take back the human's last action (False: nothing to take back)."""
        t = self.table
        if not self.can_undo():
            return False
        t.session.undo_used = True
        shortened = self.autosave.current().shortened(t.session.undo_point())
        t.ctx.debug("undo", moves=shortened.moves)
        table = t.ctx.make_scene("table", t.config, saved=shortened)
        t.ctx.stack.clear_to(table)
        board = getattr(table, "board", None)
        if board is not None:
            board.set_toast(tr("saves.undone"), seconds=3.0)
        return True


def resumed(
    saved: SavedGame | None, game: Game | None, match: Match | None, seed: int | None
) -> tuple[Game | None, Match | None, int | None]:
    """The table's game, match and seed: the saved ones when resuming, else those handed over."""
    if saved is None:
        return game, match, seed
    return saved.game(), saved.match, saved.seed
