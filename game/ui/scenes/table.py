"""The card table: the game itself.

It wires the parts of :mod:`game.ui.table` to the play session (:mod:`game.play`): the board
shows the events, the hand turns mouse and keys into intents, the buttons offer the moves without
a card, the assist hints, the HUD draws, the trace logs, the keeper saves.  The scene carries the
intents out; the engine decides what is legal, once, when the session applies an action.

Test hooks: ``set_instant()``, ``finish_animations()``, ``card_pos``, ``hand_cards()``, ``play``,
``legal()``, ``human_can_act()``, ``button_rect``, ``last_bout.lines()``.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import pygame

from game.engine import Action, ActionKind, Teams
from game.engine import events as ev
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.table.assist import Assist
from game.ui.table.board import Board
from game.ui.table.buttons import ActionButtons
from game.ui.table.card_images import CardImages
from game.ui.table.cheat_desk import CheatDesk
from game.ui.table.countdown import Countdown
from game.ui.table.ending import Ending
from game.ui.table.hand_input import HandInput
from game.ui.table.hud import Hud, HudFrame
from game.ui.table.keeper import Keeper, KeeperSeams
from game.ui.table.last_bout import LastBoutPanel
from game.ui.table.layout import Layout
from game.ui.table.moves import TableCalls, YourMoves
from game.ui.table.names import SeatNames
from game.ui.table.status import turn_status
from game.ui.table.table_settings import TableSettings
from game.ui.table.trace import DebugTrace
from game.ui.table.widgets import TextCache

log = logging.getLogger(__name__)


class TableScene(Scene):
    top_room = 0  # layout units kept free above the opponents: the guided first game's panel (lesson.py)

    def __init__(self, ctx: AppContext, session: Session, toast: str = "") -> None:
        """The table of ``session`` (``Session.new``, ``Session.next_of`` or ``Session.resume``), saying
        ``toast`` first (undo: "Move taken back")."""
        super().__init__(ctx)
        self.session = session
        self.config = config = session.config
        self.seed = session.seed
        self.game = g = session.game
        self.human, self.players = config.human_seat, config.players
        self.bottom = self.human if self.human is not None else 0
        self.settings = TableSettings.read(ctx.settings)
        self._settings_read: object = None
        self.images = CardImages(
            self.settings.four_colour, self.settings.card_back, indices=self.settings.indices
        )
        seats = (self.players, self.bottom)
        self.layout = lay = Layout(ctx.screen.get_size(), *seats, ctx.settings.text_size, self.top_room)
        self.names = SeatNames(self.players, self.bottom, self.human, config.levels, lambda: ctx.settings)
        self.name = self.names.name
        self.board = board = Board(config.rules, *seats, lay, self.images, self.name, self.sound, self.human)
        session.subscribe(self._on_moves)
        self.text = TextCache(ctx.fonts)
        stack, on = ctx.stack, lambda: ctx.settings.undo
        seams = KeeperSeams(lambda: self.layout, self.text, on, stack.clear_to, ctx.make_scene, ctx.debug)
        self.keeper = Keeper(session, self.names.for_the_save(), seams)
        mi = self.bottom == self.human  # the hint remembers what your own seat saw
        self.assist = Assist(self.session, lambda: ctx.settings, ctx.debug, lambda c: self.hand.select(c), mi)
        calls = TableCalls(self.poke, self.open_pause, self.finish_animations, self.sound)
        self.moves = mv = YourMoves(self.session, self.board, self.assist, self.name, ctx.debug, calls)
        self.play, self.legal, self.human_can_act = mv.play, mv.legal, mv.human_can_act  # test hooks
        self.buttons = ActionButtons(lay.menu_button, self.moves)
        self.hand = hand = mv.hand = HandInput(self.board, lay, g, self.moves, self.buttons)
        self.card_pos, self.hand_cards, self.button_rect = hand.card_pos, hand.hand_cards, self.buttons.rect
        self.human_lost = self.session.human_lost  # the game-over screen asks
        self.ending = Ending(self.session, self.board, ctx.game_over, self.sound)
        self.cheats = CheatDesk(session, board, self.buttons, hand, self.text, self.name, lambda: self.layout)
        self.countdown = Countdown(self.session, self.board, self.hand, self.buttons)  # big tables
        self.hud = Hud(self.images, self.text)
        self.last_bout = LastBoutPanel(self.human, self.name, self.text)  # key L: who did what
        self.trace = DebugTrace(ctx.debug, ctx.debug_enabled)
        self.clock, self.instant, self.status = 0.0, False, ""
        self.desyncs: list[str] = []
        self._settled_key: Any = None  # the keys of what was last settled and shown
        self._status_key: Any = None  # the decision the status line tells
        self._dirty, self._poke, self._started, self._was_my_turn = True, True, False, False
        self._think_phase, self._faults_shown = -1, 0  # dots' phase; worker failures told
        self._apply_settings(force=True)
        if toast:
            self.board.set_toast(toast, seconds=3.0)

    def _resettle(self, now: bool = False) -> None:
        self._settled_key, self._poke = None, True  # what depends on the engine is refreshed when settled
        if now:
            self._settle()

    def poke(self) -> None:  # something visible changed: draw the next frame
        self._poke = True

    # ================================================================ lifecycle
    def on_enter(self) -> None:
        if not self._started:
            self._start()
        self._apply_settings()
        self._poke = True

    def game_keeper(self) -> Keeper:
        return self.keeper

    def on_exit(self) -> None:
        self.keeper.close()
        self.hand.set_cursor(False)
        self.assist.cancel()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.players, self.bottom, self.ctx.settings.text_size, self.top_room)
        self.board.set_layout(self.layout)
        self.hand.set_layout(self.layout)
        self.buttons.menu.rect = self.layout.menu_button
        self._resettle()

    def on_language_changed(self) -> None:
        self.text.clear()
        self.names.refresh()
        self._resettle(now=self._started)  # at once: under the pause menu it is drawn, not updated

    def _start(self) -> None:
        self._started = True
        g = self.game
        seats = {"players": self.players, "human": self.human, "levels": list(self.config.levels)}
        self.ctx.debug("table", **seats, seed=self.seed, rules=g.rules.to_dict(), size=list(self.layout.size))
        told = self.keeper.started()
        if g.history:  # a game handed over in the middle (Continue, undo, benchmarks, tests)
            self.assist.saw([e.seen_by(self.bottom) for e in told])
            self.board.rebuild(g.view(self.bottom))
            return
        self._show([e.seen_by(self.bottom) for e in g.start_events])

    def _show(self, seen: list[ev.Event]) -> None:
        """Events as the bottom seat saw them: remembered, logged, then shown one after the other."""
        self.assist.saw(seen)
        self.last_bout.saw(seen)
        self.trace.events(seen)
        self.board.push_events(seen)

    def set_instant(self, instant: bool = True) -> None:
        """No animations and no pauses (everything within one update): tests, and "Skip to the result"."""
        self.instant = self.hand.instant = instant
        self._apply_settings(force=True)

    def finish_animations(self) -> None:
        self.board.flush()
        self.hand.tweener.finish_all()
        self._poke = True

    def sound(self, name: str) -> None:
        if not self.instant:
            with contextlib.suppress(Exception):
                self.ctx.sound.play(name)

    def _apply_settings(self, force: bool = False) -> None:
        if self.ctx.settings is self._settings_read and not force:
            return  # settings are replaced, never changed in place: nothing new to read
        self._settings_read = self.ctx.settings
        new = TableSettings.read(self.ctx.settings, self.instant, self.ctx.selftest)
        if new == self.settings and not force:
            return
        old, self.settings = self.settings, new
        new.apply(self.images, self.board, self.session, relayout=self._started)
        self.hud.felt = new.felt
        if old.language != new.language or old.indices != new.indices:
            self.on_language_changed()
        self._resettle()

    # ================================================================ moves
    def _on_moves(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        """The session applied an action (yours or a computer's)."""
        self.moves.applied(seat, action)
        # any move ends the decision the buttons were for: they come back when the table settles
        self.buttons.clear()
        self._show([e.seen_by(self.bottom) for e in events])
        self.hand.after_move()
        self.assist.after_move()
        self._resettle()

    def open_pause(self) -> None:
        self.ctx.stack.push(self.ctx.make_scene("pause"))

    def play_again(self) -> None:
        """The next game of the match (the seed counts on, when there is one)."""
        session = Session.next_of(self.session.match, self.config.next())
        self.ctx.stack.clear_to(self.ctx.make_scene("table", session))

    # ================================================================ input
    def handle_event(self, event: pygame.event.Event) -> None:
        parts = (self.keeper.handle, self.cheats.handle, lambda e: self.last_bout.handle(e, self.layout))
        if any(handle(event) for handle in (*parts, self.hand.handle)):
            self._poke = True

    # ================================================================ update
    def update(self, dt: float) -> None:
        self.clock += dt
        changed, self._poke = self._poke, False
        if self.ctx.screen.get_size() != self.layout.size:
            self.on_resize(self.ctx.screen.get_size())
            changed = True
        self._apply_settings()
        if not self._started:
            self._start()
        changed = (self.board.update(dt) | self.hand.update(dt)) or changed
        changed = self.session.update(dt, self.board.idle) or changed
        if self.session.worker_faults != self._faults_shown:
            self._faults_shown = self.session.worker_faults
            self.board.set_toast(tr("table.toast.ai_restarted"), seconds=4.0)
            changed = True
        self.assist.poll()
        changed = self._tell_turn() or changed
        if self.board.idle:
            self._settle()
        changed = self.hand.refresh(self.human_can_act(), self.assist.hint_action) or changed
        changed = self.moves.tick(self.clock) or changed
        changed = (self.cheats.update() | self.countdown.update()) or changed  # both count down
        phase = int(self.clock * 3) % 4 if self.session.thinking_seat is not None else self._think_phase
        changed, self._think_phase = changed or phase != self._think_phase, phase  # "Thinking..." dots
        if self.ending.update(dt, self.instant):
            self.ctx.stack.push(self.ctx.make_scene("game_over", self))
        self._dirty = changed or self._poke or self.assist.changed
        self._poke = self.assist.changed = False

    def _tell_turn(self) -> bool:
        """The status line tells the turn from the frame a move is made (no stale "press Done")."""
        old, key = self.status, self.session.key
        if self.board.dealing and not self.board.idle:
            self.status = tr("table.status.dealing")
        elif key != self._status_key:
            self.status, self._status_key = turn_status(self.session, self.human, self.name), key
        return self.status != old

    def needs_redraw(self) -> bool:
        # under an overlay (pause, game over) this scene does not change: the overlay decides
        return self._dirty and (not self.ctx.stack or self.ctx.stack.top is self)

    def _settle(self) -> None:
        """The table shows the engine's state: refresh what depends on it (once per change)."""
        s, hand = self.session, self.hand
        key = (s.key, self.layout.size, s.thinking_seat, self.assist.key, len(hand.selected), self.settings)
        if key == self._settled_key:
            return
        self._settled_key = key
        g = self.game
        problems = self.board.resync(g.view(self.bottom)) if g.history or g.start_events else []
        if problems:
            self.desyncs.extend(problems)
            log.warning("table out of sync, rebuilt: %s", problems)
            self.ctx.debug("desync", problems=problems)
            hand.forget_lifts()
        legal = self.legal()
        self.board.show_transfer_spot(any(a.kind in (ActionKind.TRANSFER, ActionKind.SHOW) for a in legal))
        hand.settled(legal)
        self.assist.settled()
        self.status, self._status_key = turn_status(s, self.human, self.name), s.key
        hint = self.assist.hint_action
        skip = self.set_instant if self.session.human_out() and not self.instant else None
        self.buttons.rebuild(
            legal, g.phase, len(hand.selected), self.assist.hints_on(), hint, self.layout.buttons, skip
        )
        if legal and not self._was_my_turn:
            self.sound("turn")
        self._was_my_turn = bool(legal)
        turn = (self.human, g.phase) if self.human is not None and self.human_can_act() else None
        self.trace.layout(self.layout, self.board, hand, self.buttons, turn, legal)
        self._poke = True

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface) -> None:
        a = self.assist
        teams = self.config.rules.teams is not Teams.NONE
        reason = self.moves.reason[0] if self.moves.reason else None
        parts = (self.layout, self.board, self.game, self.names, teams, self.hand, self.buttons)
        now = (self.session.thinking_seat, self.clock, self.status, self.human_can_act(), reason)
        help_ = (a.hint_action, a.hint_text, a.targets(self.board), a.insight)
        self.hud.draw(surface, HudFrame(*parts, *now, *help_))
        self.cheats.draw(surface)
        self.countdown.draw(surface, self.layout)
        self.keeper.draw(surface)
        self.last_bout.draw(surface, self.layout)
