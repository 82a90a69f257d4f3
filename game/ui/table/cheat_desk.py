"""The cheating mode at the table (docs/rules.md, "Cheating"): your illegal drop is admitted as a
cheat by the engine, so nothing is refused here; this part adds what the mode needs besides.

* a discreet sign when you cheated (a bubble only you see: the others see the card, not a word);
* the "Call out!" button and its key (C): you call out the last other player who moved — the
  engine offers a call whether or not anybody cheated, and so does the button;
* a click on a card another player put on the table, or on that player's place, calls that
  player out (with three or more players, the way to say whom you accuse);
* a click on the stock when it is your move draws a card in secret (the hidden cheat);
* when the game is decided, not final (a game-ending move), your "Call out?" moment: a label
  counting down above the table; C calls, Enter or Space (or the Accept button) accepts the
  result, and so does the session when the moment has passed;
* the message when a cheat is caught ("Anna: Cheat! 7♣ is too low to beat 9♣.") or a call was
  wrong; when a caught cheat was taken back the table is set from the game and the cheat's cards
  fly back to the cheater (``Board.take_back``), and it is redrawn when a hidden extra card was
  drawn (the board knows no event for either).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import PASS, Action, ActionKind, IllegalActionError
from game.engine import events as ev
from game.engine.actions import DRAW, call
from game.engine.cards import Card
from game.engine.cheating import CalledOut, Cheated, CheatKind, PenaltyDrawn, call_actions, cheat_kind
from game.play.session import Session
from game.ui.i18n import cards_text, tr
from game.ui.i18n.codes import reason_fields

from .board import Board
from .buttons import ActionButtons
from .hand_input import HandInput
from .layout import CARD_RATIO, Layout
from .widgets import Button, ButtonArt, TextCache, draw_label

#: how long the message of a call stays (seconds)
CALL_SECONDS = 5.0
#: the keys that move on from your "Call out?" moment, accepting the decided result
ACCEPT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class CheatDesk:
    def __init__(
        self,
        session: Session,
        board: Board,
        buttons: ActionButtons,
        hand: HandInput,
        text: TextCache,
        name: Callable[[int], str],
        layout: Callable[[], Layout],
    ) -> None:
        """The table's parts this one works with; ``layout`` gives the table's layout now (it changes
        with the window)."""
        self.session = session
        self.board = board
        self.buttons = buttons
        self.hand = hand
        self.text = text
        self.name = name
        self.layout = layout
        self.on = session.game.rules.cheating and session.human is not None
        self.art = ButtonArt()
        self.button: Button | None = None
        #: the last message of a call shown (tests read it)
        self.message = ""
        #: what a click at the mouse would do: ("call", seat) or ("draw", -1), shown by the mouse
        self.hover: tuple[str, int] | None = None
        self._pressed: tuple[str, int] | None = None
        self._label_at = (0.0, 0.0)
        self._shown_left: int | None = None  # the seconds of your "Call out?" moment last drawn
        if self.on:
            session.subscribe(self._applied)

    # ------------------------------------------------------------ calling out
    def accused(self) -> int | None:
        """Whom the button calls out: the last other player who moved, when a call is open."""
        s = self.session
        g, human = s.game, s.human
        if not self.on or human is None or g.is_over:
            return None
        accepts = g.players - len(g.pending) if s.deciding() else 0  # the decided result's, not moves
        seat = None
        for a, act in zip(reversed(s.actors), reversed(g.history), strict=False):
            if act.kind is ActionKind.CALL:
                continue
            if accepts and act.kind is ActionKind.PASS:
                accepts -= 1
            elif a != human:
                seat = a
                break
        if seat is None or call(human, seat) not in call_actions(g, human):
            return None
        return seat

    def call_out(self, seat: int | None = None) -> bool:
        """Call ``seat`` out (by default the last other player who moved); False when that call
        is not open."""
        seat = self.accused() if seat is None else seat
        return seat is not None and self._apply(call(self.session.human or 0, seat))

    def _apply(self, action: Action) -> bool:
        if self.session.human is None:
            return False
        self.hand.cancel_drag()
        try:
            self.session.apply(action)
        except IllegalActionError:
            return False
        return True

    def _can_call(self, seat: int) -> bool:
        human, g = self.session.human, self.session.game
        return human is not None and seat != human and call(human, seat) in call_actions(g, human)

    def played_by(self, card: Card) -> int | None:
        """Who put ``card`` on the table (the last move with it)."""
        s = self.session
        for seat, act in zip(reversed(s.actors), reversed(s.game.history), strict=False):
            if card in act.cards and act.kind not in (ActionKind.SHOW, ActionKind.CALL):
                return seat
        return None

    def zone_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """What a click at ``pos`` would do: call a seat out, or draw a card in secret."""
        found = self._zone(pos)
        return None if found is None else found[0]

    def _zone(self, pos: tuple[int, int]) -> tuple[tuple[str, int], tuple[float, float]] | None:
        """The zone under ``pos`` and where its label goes: beside what it names, not over it."""
        s = self.session
        # choosing which card to beat, or an animation to finish: the click is the hand's
        if not self.on or s.game.is_over or self.hand.target_mode is not None or not self.board.idle:
            return None
        layout = self.layout()
        gap = 18 * layout.u
        # the cards under the mouse, the top one first: the first whose player may be called
        for pair in reversed(self.board.table):
            for sprite in reversed(pair):
                if sprite is not None and sprite.card is not None and sprite.contains(*pos):
                    seat = self.played_by(sprite.card)
                    if seat is not None and self._can_call(seat):
                        return ("call", seat), (sprite.x, sprite.y - sprite.h * 0.5 - gap)
        for seat, spot in layout.seats.items():
            if spot.rel and spot.block.collidepoint(pos) and self._can_call(seat):
                return ("call", seat), (spot.x, spot.block.bottom + gap)
        tw = layout.table_w
        deck = pygame.Rect(0, 0, round(tw), round(tw * CARD_RATIO))
        deck.center = (round(layout.deck[0]), round(layout.deck[1]))
        if deck.collidepoint(pos) and s.human_to_act() and cheat_kind(s.game, DRAW) is not None:
            return ("draw", -1), (deck.centerx, deck.top - gap)
        return None

    def _act(self, zone: tuple[str, int]) -> bool:
        what, seat = zone
        return self._apply(DRAW) if what == "draw" else self.call_out(seat)

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
        layout = self.layout()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and not event.mod & pygame.KMOD_CTRL:
            return self.call_out()
        if event.type == pygame.KEYDOWN and event.key in ACCEPT_KEYS and self.moment() is not None:
            return self._apply(PASS)  # moving on: the result is accepted
        if self._zone_click(event):
            return True
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

    def _zone_click(self, event: pygame.event.Event) -> bool:
        """A press and release on the same suspicious card, place or the stock."""
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            found = None if self.hand.drag is not None else self._zone(pos)
            self.hover, self._label_at = (None, self._label_at) if found is None else found
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self.zone_at(pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and self._pressed is not None:
            zone, self._pressed = self._pressed, None
            if zone == self.zone_at(pos):
                self.hover = None
                self._act(zone)
            return True
        return False

    # ------------------------------------------------------------ what the session applied
    def _applied(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        human = self.session.human
        rebuild = False
        caught: CalledOut | None = None
        for e in events:
            if isinstance(e, Cheated):
                if e.seat == human:
                    self.board.bubble(e.seat, tr("cheatui.sign"), "cheat")
                rebuild = rebuild or e.kind is CheatKind.EXTRA_DRAW
            elif isinstance(e, CalledOut):
                self.message = self._said(e)
                self.board.set_toast(self.message, seconds=CALL_SECONDS)
                caught = e if e.correct else caught
            elif isinstance(e, PenaltyDrawn):  # house penalty cards: from the stock to a hand
                rebuild = True
        if rebuild or caught is not None:
            self.board.flush()
            view = self.session.game.view(self.board.bottom)
            if caught is not None:  # the cheat's cards fly back to the cheater
                self.board.take_back(view, caught.accused, caught.cards)
            else:
                self.board.rebuild(view)
            self.hand.forget_lifts()

    def _said(self, e: CalledOut) -> str:
        caller = self.name(e.caller)
        if not e.correct:
            return tr("cheatui.wrong", caller=caller)
        cards = cards_text(e.cards)
        if e.kind is CheatKind.BAD_BEAT and e.reason is not None:
            # a statement about the cards: the engine's reason speaks to the one who moved
            why = tr("cheatui.why.bad_beat", **reason_fields(e.reason))
        elif e.kind is not None:
            why = tr(f"cheatui.why.{e.kind.value}", cards=cards)
        else:
            why = tr("cheatui.why.other")
        return tr("cheatui.caught", caller=caller, why=why)

    # ------------------------------------------------------------ your "Call out?" moment
    def moment(self) -> float | None:
        """Seconds left of your "Call out?" moment, shown once the table has settled (None: none)."""
        if not self.on or not self.board.idle:
            return None
        return self.session.accept_left()

    def update(self) -> bool:
        """True when the moment's count changed (the table draws it anew)."""
        left = self.moment()
        shown = None if left is None else math.ceil(left)
        changed, self._shown_left = shown != self._shown_left, shown
        return changed

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
        layout = self.layout()
        b = self._button(layout)
        if b is not None:
            b.label = tr("cheatui.button.call")
            b.draw(surface, self.art, self.text, layout.font_status)
        left = self.moment()
        if left is not None:
            words = tr("cheatui.moment", seconds=max(1, math.ceil(left)))
            img = self.text.render(words, layout.font_status, (255, 235, 160))
            # the table is empty (a game ends with its bout): the moment takes its middle
            draw_label(surface, img, layout.bout.center, (70, 40, 20, 230), (18, 8))
        if self.hover is not None:
            what, seat = self.hover
            words = (
                tr("cheatui.hover.draw") if what == "draw" else tr("cheatui.hover.call", name=self.name(seat))
            )
            img = self.text.render(words, layout.font_small, (235, 225, 255))
            x, y = self._label_at
            edge = img.get_width() / 2 + 24 * layout.u  # the label's pad stays inside the window too
            draw_label(surface, img, (min(max(x, edge), layout.w - edge), y), (55, 45, 75, 220))
