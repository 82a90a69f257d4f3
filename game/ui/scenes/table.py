"""The card table: the game itself.

The scene wires the parts of :mod:`game.ui.table` to the play session (:mod:`game.play`): the
board shows the events one after the other, the hand turns mouse and keys into intents, the
assist asks for hints and the insight, the HUD draws, the trace logs.  It carries out the
intents — the engine decides what is legal, once, when the session applies an action.

Test hooks: ``set_instant()`` (no animation, no pauses), ``finish_animations()``,
``card_pos(card)`` (where a card of your hand is on the screen), ``play(action)``,
``press_key(key)``, ``button_rect(name)``.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
from dataclasses import replace
from typing import Any

import pygame

from game.engine import Action, ActionKind, Game, IllegalActionError, Teams
from game.engine import events as ev
from game.engine.match import Match
from game.play.session import Session, start_game
from game.ui.context import AppContext
from game.ui.gameconfig import GameConfig
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.table.assist import Assist
from game.ui.table.board import Board
from game.ui.table.buttons import ActionButtons
from game.ui.table.card_images import CardImages
from game.ui.table.hand_input import HandInput
from game.ui.table.hud import Hud, HudFrame
from game.ui.table.layout import Layout
from game.ui.table.names import SeatNames
from game.ui.table.status import localize_reason, status_text
from game.ui.table.trace import DebugTrace
from game.ui.table.widgets import TextCache

log = logging.getLogger(__name__)

REASON_SECONDS = 3.5


class TableScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        config: GameConfig,
        *,
        game: Game | None = None,
        synchronous: bool = False,
        match: Match | None = None,
    ) -> None:
        super().__init__(ctx)
        self.config = config
        self.seed = config.seed if config.seed is not None else random.randrange(1 << 31)
        if match is None or (match.rules, match.players) != (config.rules, config.players):
            match = Match(config.rules, config.players)
        self.game = game if game is not None else start_game(match, self.seed)
        self.human = config.human_seat
        self.bottom = self.human if self.human is not None else 0
        self.players = config.players
        s = ctx.settings
        self.text = TextCache(ctx.fonts)
        self.images = CardImages(
            bool(getattr(s, "four_color_suits", False)), str(getattr(s, "card_back", "red"))
        )
        self.layout = Layout(ctx.screen.get_size(), self.players, self.bottom)
        own = lambda: str(getattr(self.ctx.settings, "player_name", "") or "")  # noqa: E731
        self.names = SeatNames(self.players, self.bottom, self.human, config.levels, own)
        self.name = self.names.name
        self.board = Board(
            config.rules,
            self.players,
            self.bottom,
            self.layout,
            self.images,
            self.name,
            self.sound,
            self.human,
        )
        self.session = Session(
            self.game, config.levels, self.human, self._on_moves, self.seed, synchronous, match=match
        )
        self.hand = HandInput(self.board, self.layout, self.game, self)
        self.assist = Assist(self.session, lambda: self.ctx.settings, ctx.debug, self.hand.select)
        self.buttons = ActionButtons(
            self.layout.menu_button, self.do_kind, self.hand.play_selected, self.ask_hint, self.open_pause
        )
        self.hud = Hud(self.images, self.text)
        self.trace = DebugTrace(ctx.debug, bool(getattr(ctx, "debug_enabled", True)))
        self.clock = 0.0
        self.instant = False
        self.status = ""
        self.reason: tuple[str, float] | None = None
        self.desyncs: list[str] = []
        #: the events as the bottom seat saw them, for the hint's memory of the opponents
        self._seen: list[ev.Event] = []
        self._source = "auto"  # what made your current move (debug log)
        self._started = False
        self._settings_key: tuple[Any, ...] | None = None
        self._settled_key: tuple[Any, ...] | None = None
        self._status_key: Any = None
        self._was_my_turn = False
        self._dirty = True
        self._poke = True
        self._over_time = -1.0
        self._over_shown = False
        self._think_phase = -1
        self._apply_settings(force=True)

    # ================================================================ lifecycle
    def on_enter(self) -> None:
        if not self._started:
            self._start()
        self._apply_settings()
        self._poke = True

    def on_exit(self) -> None:
        self.session.shutdown()
        self.hand.set_cursor(False)
        self.assist.cancel()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.players, self.bottom)
        self.board.set_layout(self.layout)
        self.hand.set_layout(self.layout)
        self.buttons.menu.rect = self.layout.menu_button
        self._settled_key = None
        self._poke = True

    def on_language_changed(self) -> None:
        self.text.clear()
        self.names.refresh()
        self._settled_key = None
        self._poke = True

    def _start(self) -> None:
        self._started = True
        g = self.game
        levels = list(self.config.levels)
        size = list(self.layout.size)
        rules = g.rules.to_dict()
        self.ctx.debug(
            "table",
            players=self.players,
            human=self.human,
            seed=self.seed,
            rules=rules,
            levels=levels,
            size=size,
        )
        self.session.start()
        if g.history:  # a game handed over in the middle (benchmarks, tests)
            self.board.rebuild(g.view(self.bottom))
            return
        self._seen = [e.seen_by(self.bottom) for e in g.start_events]
        self.trace.events(self._seen)
        self.board.push_events(list(self._seen))

    def set_instant(self, instant: bool = True) -> None:
        """Test hook: no animations and no pauses (everything happens within one update)."""
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
        s = self.ctx.settings
        key = (
            bool(getattr(s, "four_color_suits", False)),
            str(getattr(s, "card_back", "red")),
            str(getattr(s, "sort_order", "suit")),
            float(getattr(s, "anim_speed", 1.0) or 1.0),
            bool(getattr(s, "auto_pass", False)),
            str(getattr(s, "language", "en")),
            bool(getattr(s, "show_hints", True)),
            self.instant,
        )
        if key == self._settings_key and not force:
            return
        old, self._settings_key = self._settings_key, key
        four, back, order, speed, auto, lang, _, instant = key
        self.images.configure(four, back)
        speed = math.inf if instant else max(speed, 8.0) if self.ctx.selftest else speed
        self.board.set_speed(speed)
        self.session.set_speed(speed)
        self.session.auto_pass = auto
        self.board.set_sort_order(order, relayout=self._started)
        if old is not None and old[5] != lang:
            self.on_language_changed()
        self._settled_key = None
        self._poke = True

    # ================================================================ moves
    def _on_moves(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        """The session applied an action (yours or a computer's)."""
        if seat == self.human:
            self._catch_up()
            self.ctx.debug("action", seat=seat, action=str(action), source=self._source)
        else:
            self.ctx.debug("move", seat=seat, action=str(action))
        seen = [e.seen_by(self.bottom) for e in events]
        self._seen += seen
        self.trace.events(seen)
        self.board.push_events(seen)
        self.hand.after_move()
        self.assist.after_move()
        self._settled_key = None
        self._poke = True

    def _catch_up(self) -> None:
        """Your move was accepted: show everything before it at once, the dragged cards staying put."""
        dragged = self.board.let_go()
        if not self.board.idle:
            keep = {s: (s.x, s.y, s.angle) for s in dragged}
            self.board.flush()
            for s, (x, y, a) in keep.items():
                s.x, s.y, s.angle = x, y, a

    def human_can_act(self) -> bool:
        return self.session.human_to_act()

    def legal(self) -> list[Action]:
        return self.game.legal_actions() if self.human_can_act() else []

    def play(self, action: Action, source: str = "api") -> bool:
        """Play ``action`` for you; False (with the reason shown) when the engine does not allow it."""
        if not self.human_can_act():
            self.refuse_not_your_turn()
            self.hand.release()
            return False
        self._source = source
        try:
            self.session.apply(action)
        except IllegalActionError as err:
            self.ctx.debug(
                "illegal", seat=self.human, action=str(action), reason=str(err.reason), source=source
            )
            self.show_reason(localize_reason(err.reason))
            self.sound("invalid")
            self.hand.release()
            return False
        finally:
            self._source = "auto"  # until your next move: the session's auto-pass
        self.hand.moved()
        self.reason = None
        self.board.update(0.0)
        return True

    def do_kind(self, kind: ActionKind, source: str = "key") -> bool:
        """Take / pass / show / redeal / exchange (the engine says why not when it is not allowed)."""
        if kind is not ActionKind.SHOW:
            return self.play(Action(kind), source)
        shown = next((a for a in self.legal() if a.kind is kind), None)  # the card the engine offers
        if shown is not None:
            return self.play(shown, source)
        if not self.human_can_act():
            self.refuse_not_your_turn()
        else:
            self.show_reason(tr("table.reason.no_show"))
        return False

    def refuse_not_your_turn(self) -> None:
        g = self.game
        if g.is_over:
            self.show_reason(tr("table.reason.over"))
        elif self.human is None:
            self.show_reason(tr("table.reason.watching"))
        elif not g.active[self.human]:
            self.show_reason(tr("table.reason.out"))
        else:
            self.show_reason(tr("table.reason.wait", name=self.name(g.to_act)))

    def show_reason(self, text: str) -> None:
        self.reason = (text, self.clock + REASON_SECONDS)
        self._poke = True

    def ask_hint(self) -> None:
        # The hint's memory is the human's own: events as the human's seat saw them.
        self.assist.ask_hint(self._seen if self.bottom == self.human else [])

    def play_hint(self) -> None:
        if self.assist.hint_action is not None:
            self.play(self.assist.hint_action, "hint")

    def open_pause(self) -> None:
        self.hand.cancel_drag()
        self.ctx.stack.push(self.ctx.make_scene("pause"))

    def play_again(self) -> None:
        config = self.config if self.config.seed is None else replace(self.config, seed=self.config.seed + 1)
        self.ctx.stack.clear_to(self.ctx.make_scene("table", config, match=self.session.match))

    def human_lost(self) -> bool | None:
        return self.session.human_lost()

    def _check_game_over(self, dt: float) -> None:
        g = self.game
        if not g.is_over or not self.board.idle:
            return
        if self._over_time < 0:
            self._over_time = 0.0
            self.ctx.game_over(**self.session.summary())
            self.board.reveal({p: g.hand(p) for p in range(self.players) if p != self.bottom})
            self.sound("lose" if self.human_lost() else "win")
        self._over_time += dt
        if not self._over_shown and (self._over_time >= 0.7 or self.instant):
            self._over_shown = True
            self.board.stop_moving()  # the overlay stops this scene's clock
            self.ctx.stack.push(self.ctx.make_scene("game_over", self))

    # ================================================================ input
    def handle_event(self, event: pygame.event.Event) -> None:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.hand.motion(event.pos, self.buttons.hover(event.pos))
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.press(event.pos):
                self.hand.press(event.pos)
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.hand.right_click(event.pos)
        elif t == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self.buttons.release(event.pos)
            if clicked is not None:
                self.sound("click")
                self.ctx.debug("ui", scene="TableScene", action="button", name=clicked.name)
                clicked.on_click()
            else:
                modifier = bool(pygame.key.get_mods() & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL))
                self.hand.lift_button(event.pos, modifier)
        elif t == pygame.KEYDOWN:
            self.press_key(event.key)
        elif t in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.hand.leave()
        elif t not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        self._poke = True

    def press_key(self, key: int, mod: int = 0) -> None:
        """Keyboard play: arrows choose, Enter plays, Space selects, T/D/S/R/E/H, Esc pauses."""
        self.hand.press_key(key)

    def card_pos(self, card: Any) -> tuple[int, int]:
        return self.hand.card_pos(card)

    def hand_cards(self) -> list[Any]:
        return self.hand.hand_cards()

    def button_rect(self, name: str) -> pygame.Rect:
        return self.buttons.rect(name)

    def button_names(self) -> list[str]:
        return self.buttons.names()

    # ================================================================ update
    def update(self, dt: float) -> None:
        self.clock += dt
        changed = self._poke
        self._poke = False
        if self.ctx.screen.get_size() != self.layout.size:
            self.on_resize(self.ctx.screen.get_size())
            changed = True
        self._apply_settings()
        if not self._started:
            self._start()
        changed = self.board.update(dt) or changed
        changed = self.hand.update(dt) or changed
        changed = self.session.update(dt, self.board.idle) or changed
        self.assist.poll()
        key = (self.session.key, self._settings_key, self.board.dealing)
        if key != self._status_key:  # the status line follows the engine at once (buttons: when settled)
            self._status_key = key
            self.status = (
                tr("table.status.dealing")
                if self.board.dealing
                else status_text(self.game, self.human, self.name)
            )
            changed = True
        if self.board.idle:
            self._settle()
        changed = self.hand.refresh(self.human_can_act(), self.assist.hint_action) or changed
        if self.reason is not None and self.reason[1] <= self.clock:
            self.reason = None
            changed = True
        if self.session.thinking_seat is not None and int(self.clock * 3) % 4 != self._think_phase:
            self._think_phase = int(self.clock * 3) % 4
            changed = True
        self._check_game_over(dt)
        self._dirty = changed or self._poke or self.assist.changed
        self._poke = self.assist.changed = False

    def needs_redraw(self) -> bool:
        # under an overlay (pause, game over) this scene does not change: the overlay decides
        stack = self.ctx.stack
        return self._dirty and (not stack or stack.top is self)

    def _settle(self) -> None:
        """The table shows the engine's state: refresh what depends on it (once per change)."""
        s = self.session
        key = (
            s.key,
            self.layout.size,
            s.thinking_seat,
            self.assist.key,
            len(self.hand.selected),
            self._settings_key,
        )
        if key == self._settled_key:
            return
        self._settled_key = key
        g = self.game
        if g.history or g.start_events:
            problems = self.board.check_sync(g.view(self.bottom))
            if problems:
                self.desyncs.extend(problems)
                log.warning("table out of sync, rebuilt: %s", problems)
                self.ctx.debug("desync", problems=problems)
                self.board.rebuild(g.view(self.bottom))
                self.hand.forget_lifts()
        legal = self.legal()
        self.board.show_transfer_spot(any(a.kind in (ActionKind.TRANSFER, ActionKind.SHOW) for a in legal))
        self.hand.settled(legal)
        self.assist.settled()
        self.status = status_text(g, self.human, self.name)
        hints = self.assist.hints_on()
        self.buttons.rebuild(
            legal, g.phase, len(self.hand.selected), hints, self.assist.hint_action, self.layout.buttons
        )
        if legal and not self._was_my_turn:
            self.sound("turn")
        self._was_my_turn = bool(legal)
        turn = (self.human, g.phase) if self.human is not None and self.human_can_act() else None
        self.trace.layout(self.layout, self.board, self.hand, self.buttons, turn, legal)
        self._poke = True

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface) -> None:
        a = self.assist
        teams = self.config.rules.teams is not Teams.NONE
        reason = self.reason[0] if self.reason else None
        parts = (self.layout, self.board, self.game, self.names, teams, self.hand, self.buttons)
        now = (self.session.thinking_seat, self.clock, self.status, self.human_can_act(), reason)
        help_ = (a.hint_action, a.hint_text, a.targets(self.board), a.insight)
        self.hud.draw(surface, HudFrame(*parts, *now, *help_))
