"""A big table's countdown on your throw-in (``game/play/autopass.py`` counts): *Done* reads "Pass in
N" and a bar under it runs out; a card held in the hand starts the countdown again."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui.i18n import tr

from .widgets import pill

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

BAR_COLOUR = (255, 214, 120, 230)
TRACK_COLOUR = (0, 0, 0, 120)


class Countdown:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        #: the whole seconds shown last (None: no countdown shown)
        self.shown: int | None = None

    def left(self) -> float | None:
        s = self.table.session
        return s.waits.left(s)

    def update(self) -> bool:
        """Keep the Done button's words with the countdown; True when they changed."""
        t = self.table
        if t.hand.drag is not None:  # a card in your hand: you are moving, the table waits on
            t.session.waits.hold(t.session)
        left = self.left()
        shown = None if left is None or not t.board.idle else max(1, math.ceil(left))
        button = next((b for b in t.buttons.buttons if b.name == "pass"), None)
        if button is not None and shown is not None:  # a new decision rebuilds the buttons' words
            button.label = tr("table.button.pass_in", n=shown)
        changed, self.shown = shown != self.shown, shown
        return changed or shown is not None  # the bar moves on every frame

    def draw(self, surface: pygame.Surface) -> None:
        left = self.left()
        button = next((b for b in self.table.buttons.buttons if b.name == "pass"), None)
        if left is None or button is None or self.shown is None:
            return
        u = self.table.layout.u
        r = button.rect
        track = pygame.Rect(
            r.left + round(8 * u), r.bottom - round(9 * u), r.width - round(16 * u), round(5 * u)
        )
        surface.blit(pill(track.size, TRACK_COLOUR), track)
        seconds = self.table.session.waits.seconds
        part = max(0.0, min(1.0, left / seconds)) if seconds > 0 else 0.0
        if part > 0:
            surface.blit(pill((max(2, round(track.width * part)), track.height), BAR_COLOUR), track.topleft)
