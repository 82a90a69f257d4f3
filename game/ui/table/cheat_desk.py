"""The cheating mode at the table (docs/rules.md, "Cheating"): your illegal drop is admitted as a
cheat by the engine, so nothing is refused here; this part adds what the mode needs besides.

* a discreet sign when you cheated (a bubble only you see: the others see the card, not a word);
* the "Call out!" button and its key (C): you call out the last other player who moved — the
  engine offers a call whether or not anybody cheated, and so does the button;
* the message when a cheat is caught ("Anna: Cheat! 7♣ is too low to beat 9♣.") or a call was
  wrong, and the table redrawn from the game when a caught cheat was taken back (the board has no
  animation for an undo) or a hidden extra card was drawn (the board knows no event for it).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine import Action, ActionKind, IllegalActionError
from game.engine import events as ev
from game.engine.actions import call
from game.engine.cheating import CalledOut, Cheated, CheatKind, call_actions
from game.play.session import Session
from game.ui.i18n import tr

from .board import Board
from .buttons import ActionButtons
from .hand_input import HandInput
from .layout import Layout
from .widgets import Button, ButtonArt, TextCache

#: how long the message of a call stays (seconds)
CALL_SECONDS = 5.0


class Table(Protocol):
    """What this part needs of the table scene."""

    session: Session
    board: Board
    buttons: ActionButtons
    hand: HandInput
    text: TextCache
    layout: Layout

    def name(self, seat: int) -> str: ...


class CheatDesk:
    def __init__(self, scene: Table) -> None:
        #: the table scene: its layout and hand change (a resize, a rebuild), so they are asked for
        self.scene = scene
        self.session = session = scene.session
        self.board = scene.board
        self.buttons = scene.buttons
        self.name = scene.name
        self.text = scene.text
        self.on = session.game.rules.cheating and session.human is not None
        self.art = ButtonArt()
        self.button: Button | None = None
        #: the last message of a call shown (tests read it)
        self.message = ""
        if self.on:
            session.subscribe(self._applied)

    # ------------------------------------------------------------ calling out
    def accused(self) -> int | None:
        """Whom the button calls out: the last other player who moved, when a call is open."""
        s = self.session
        g, human = s.game, s.human
        if not self.on or human is None or g.is_over:
            return None
        seat = next(
            (
                a
                for a, act in zip(reversed(s.actors), reversed(g.history), strict=False)
                if a != human and act.kind is not ActionKind.CALL
            ),
            None,
        )
        if seat is None or call(human, seat) not in call_actions(g, human):
            return None
        return seat

    def call_out(self) -> bool:
        """Call out the last other player who moved; False when there is nobody to call."""
        seat, human = self.accused(), self.session.human
        if seat is None or human is None:
            return False
        self.scene.hand.cancel_drag()
        try:
            self.session.apply(call(human, seat))
        except IllegalActionError:
            return False
        return True

    def _click(self) -> None:
        self.call_out()

    def rect(self, layout: Layout) -> pygame.Rect | None:
        """Where the button goes: above the action buttons (None: no room, or not offered)."""
        i = len(self.buttons.buttons)
        if self.accused() is None or i >= len(layout.buttons):
            return None
        return layout.buttons[i]

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """The key C and clicks on the button; True when the event was this part's."""
        if not self.on:
            return False
        layout = self.scene.layout
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and not event.mod & pygame.KMOD_CTRL:
            return self.call_out()
        b = self._button(layout)
        if b is None:
            return False
        r = b.rect
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            b.hover = r.collidepoint(event.pos)
            return False
        if pos is None or getattr(event, "button", 1) != 1 or not r.collidepoint(pos):
            b.pressed = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            b.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and b.pressed:
            b.pressed = False
            return self.call_out()
        return False

    # ------------------------------------------------------------ what the session applied
    def _applied(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        human = self.session.human
        rebuild = False
        for e in events:
            if isinstance(e, Cheated):
                if e.seat == human:
                    self.board.bubble(e.seat, tr("cheatui.sign"), "cheat")
                rebuild = rebuild or e.kind is CheatKind.EXTRA_DRAW
            elif isinstance(e, CalledOut):
                self.message = self._said(e)
                self.board.set_toast(self.message, seconds=CALL_SECONDS)
                rebuild = rebuild or e.correct
        if rebuild:
            self.board.flush()
            self.board.rebuild(self.session.game.view(self.board.bottom))
            self.scene.hand.forget_lifts()

    def _said(self, e: CalledOut) -> str:
        caller = self.name(e.caller)
        if not e.correct:
            return tr("cheatui.wrong", caller=caller)
        cards = " ".join(c.label for c in e.cards)
        if e.kind is CheatKind.BAD_BEAT and e.reason is not None:
            # a statement about the cards: the engine's reason speaks to the one who moved
            why = tr("cheatui.why.bad_beat", **e.reason.fields())
        elif e.kind is not None:
            why = tr(f"cheatui.why.{e.kind.value}", cards=cards)
        else:
            why = tr("cheatui.why.other")
        return tr("cheatui.caught", caller=caller, why=why)

    # ------------------------------------------------------------ drawing
    def _button(self, layout: Layout) -> Button | None:
        """The button where it goes now (kept while it stays: its hover and press)."""
        r = self.rect(layout)
        if r is None:
            self.button = None
        elif self.button is None or self.button.rect != r:
            self.button = Button("call_out", tr("cheatui.button.call"), r, self._click, "C")
        return self.button

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.scene.layout
        b = self._button(layout)
        if b is not None:
            b.label = tr("cheatui.button.call")
            b.draw(surface, self.art, self.text, layout.font_status)
