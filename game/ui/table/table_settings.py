"""The settings the table follows, read at once (a change of any of them is applied on the next frame)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.play.session import Session
from game.ui.card_indices import resolve
from game.ui.settings import Settings

from .board import Board
from .card_images import CardImages, deck_for

#: the animation speed of ``--selftest`` tables at least
SELFTEST_SPEED = 8.0


@dataclass(frozen=True, slots=True)
class TableSettings:
    four_colour: bool
    card_back: str
    sort_order: str
    #: animation speed (inf: instant, for tests)
    speed: float
    auto_pass: bool
    #: seconds a big table waits for your throw-in (0: for ever)
    auto_pass_wait: float
    language: str
    hints: bool
    felt: str
    #: the faces' design chosen (the table uses it where the game's deck allows: ``deck_for``)
    card_deck: str
    #: the index set the faces show (the setting resolved for the language)
    indices: str

    def apply_to(self, session: Session) -> None:
        """The session's own settings: its pace, and when it passes for you."""
        session.set_speed(self.speed)
        session.auto_pass = self.auto_pass
        session.waits.seconds = self.auto_pass_wait

    @classmethod
    def read(cls, settings: Settings, instant: bool = False, selftest: bool = False) -> TableSettings:
        speed = settings.anim_speed
        if selftest:
            speed = max(speed, SELFTEST_SPEED)
        return cls(
            settings.four_color_suits,
            settings.card_back,
            settings.sort_order,
            math.inf if instant else speed,
            settings.auto_pass,
            settings.auto_pass_wait,
            settings.language,
            settings.show_hints,
            settings.felt,
            settings.card_deck,
            resolve(settings.card_indices, settings.language, settings.card_deck),
        )

    def apply(self, images: CardImages, board: Board, session: Session, relayout: bool) -> None:
        """Set the table's parts to these settings (``relayout``: the hands are on the table already)."""
        rules = session.config.rules
        deck = deck_for(self.card_deck, rules.suits, rules.ranks)
        images.configure(self.four_colour, self.card_back, deck, self.indices)
        board.set_speed(self.speed)
        self.apply_to(session)
        board.set_sort_order(self.sort_order, relayout=relayout)
