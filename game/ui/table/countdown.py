"""A big table's countdown on your throw-in (``game/play/autopass.py`` counts): *Done* reads "Pass in
N" and a bar under it runs out; a card held in the hand starts the countdown again."""

from __future__ import annotations

import math

import pygame

from game.play.session import Session
from game.ui.i18n import tr

from .board import Board
from .buttons import ActionButtons
from .hand_input import HandInput
from .layout import Layout
from .widgets import Button, pill

BAR_COLOUR = (255, 214, 120, 230)
TRACK_COLOUR = (0, 0, 0, 120)


class Countdown:
    def __init__(self, session: Session, board: Board, hand: HandInput, buttons: ActionButtons) -> None:
        self.session, self.board, self.hand, self.buttons = session, board, hand, buttons
        #: the whole seconds shown last (None: no countdown shown)
        self.shown: int | None = None

    def left(self) -> float | None:
        return self.session.waits.left(self.session)

    def _done(self) -> Button | None:
        return next((b for b in self.buttons.buttons if b.name == "pass"), None)

    def update(self) -> bool:
        """Keep the Done button's words with the countdown; True when they changed."""
        if self.hand.drag is not None:  # a card in your hand: you are moving, the table waits on
            self.session.waits.hold(self.session)
        left = self.left()
        shown = None if left is None or not self.board.idle else max(1, math.ceil(left))
        button = self._done()
        if button is not None and shown is not None:  # a new decision rebuilds the buttons' words
            button.label = tr("table.button.pass_in", n=shown)
        changed, self.shown = shown != self.shown, shown
        return changed or shown is not None  # the bar moves on every frame

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        left = self.left()
        button = self._done()
        if left is None or button is None or self.shown is None:
            return
        u = layout.u
        r = button.rect
        track = pygame.Rect(
            r.left + round(8 * u), r.bottom - round(9 * u), r.width - round(16 * u), round(5 * u)
        )
        surface.blit(pill(track.size, TRACK_COLOUR), track)
        seconds = self.session.waits.seconds
        part = max(0.0, min(1.0, left / seconds)) if seconds > 0 else 0.0
        if part > 0:
            surface.blit(pill((max(2, round(track.width * part)), track.height), BAR_COLOUR), track.topleft)
