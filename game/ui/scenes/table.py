"""The card table: the game itself.

The scene glues the parts of :mod:`game.ui.table` together: the engine game, the
board that shows it one event after the other, the controller that runs the
computer players off the frame loop, drag-and-drop, clicks and keys for you, the
buttons, the status line.  The rules engine decides everything; the scene only
asks it what is legal and tells it what you chose.

Test hooks: ``set_instant()`` (no animation, no pauses), ``finish_animations()``,
``card_pos(card)`` (where a card of your hand is on the screen), ``play(action)``,
``press_key(key)``, ``button_rect(name)``.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import math
import random
from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

import pygame

from game.engine import Action, ActionKind, Game, Phase, Teams
from game.engine import events as ev
from game.engine.cards import Card
from game.ui.context import AppContext
from game.ui.gameconfig import GameConfig
from game.ui.i18n import has, tr
from game.ui.scene import Scene
from game.ui.table.board import Board
from game.ui.table.card_images import CardImages
from game.ui.table.controller import Controller
from game.ui.table.dragdrop import (
    DRAG_THRESHOLD,
    Drag,
    Target,
    intended_action,
    target_at,
    targets_for,
    transfer_rect,
)
from game.ui.table.layout import CARD_RATIO, Layout
from game.ui.table.sprites import CardSprite
from game.ui.table.status import describe_action, localize_reason, status_text
from game.ui.table.tween import Tweener, ease_out_cubic
from game.ui.table.widgets import GOLD, WHITE, Button, ButtonArt, TextCache, draw_label, pill

log = logging.getLogger(__name__)

REASON_SECONDS = 3.5
TEAM_COLOURS = ((90, 170, 255), (255, 150, 80), (150, 230, 120))
ATTACK_COLOUR = (200, 50, 50, 225)
DEFEND_COLOUR = (40, 100, 200, 225)
OUT_COLOUR = (90, 90, 90, 220)
THINK_COLOUR = (30, 30, 30, 200)
TAKE_COLOUR = (190, 120, 20, 230)


def _plain(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def event_record(e: ev.Event) -> dict[str, Any]:
    """An engine event as JSON-ready data for the debug log."""
    return {f.name: _plain(getattr(e, f.name)) for f in fields(e)}


class TableScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        config: GameConfig,
        *,
        game: Game | None = None,
        synchronous: bool = False,
    ) -> None:
        super().__init__(ctx)
        self.config = config
        seed = config.seed
        if seed is None:
            seed = random.randrange(1 << 31)
        self.seed = seed
        self.game = game if game is not None else Game.new(config.rules, config.players, seed=seed)
        self.human = config.human_seat
        self.bottom = self.human if self.human is not None else 0
        self.players = config.players
        settings = ctx.settings
        self.text = TextCache(ctx.fonts)
        self.images = CardImages(
            bool(getattr(settings, "four_color_suits", False)), str(getattr(settings, "card_back", "red"))
        )
        self.button_art = ButtonArt()
        self.layout = Layout(ctx.screen.get_size(), self.players, self.bottom)
        self._names = self._make_names()
        self.board = Board(
            config.rules, self.players, self.bottom, self.layout, self.images, self.name, self._sound
        )
        self.board.human = self.human
        self.controller = Controller(self.game, config.levels, self.human, self._on_moves, seed, synchronous)
        self.ui_tweener = Tweener()  # lifts of your cards (hover, selection): never blocks the table
        self.clock = 0.0
        self.instant = False
        self._started = False
        self._settings_key: tuple[Any, ...] | None = None
        self._settled_key: tuple[Any, ...] | None = None
        self._status_key: Any = None
        self._was_my_turn = False
        self.insight = ""
        self._insight_key: Any = None
        self._insight_future: Any = None
        self._cursor_hand = False
        self._layout_logged: Any = None
        self._dirty = True
        self._poke = True
        self.status = ""
        self.reason: tuple[str, float] | None = None
        self.buttons: list[Button] = []
        self.menu_button = Button("menu", "", self.layout.menu_button, self.open_pause, "Esc")
        self.drag: Drag | None = None
        self.selected: list[Card] = []
        self.focus: int | None = None
        self.hover: Card | None = None
        self.target_mode: list[Target] | None = None
        self.target_index = 0
        self.playable: set[Card] = set()
        self._lift_goal: dict[int, float] = {}
        self.hint_action: Action | None = None
        self.hint_text = ""
        self._hint_future: Any = None
        self._hint_key: Any = None
        self._hint_fn: Callable[..., Any] | bool | None = False  # False: not looked up yet
        #: the events as the bottom seat saw them, for the hint's memory of the opponents
        self._seen: list[ev.Event] = []
        self._over_time = -1.0
        self._over_reported = False
        self._over_shown = False
        self._think_phase = -1
        self.events_logged = 0
        self.desyncs: list[str] = []
        self._bg_cache: dict[tuple[int, int], pygame.Surface] = {}
        self._badge_cache: dict[tuple[int, int, float], pygame.Surface] = {}
        self._apply_settings(force=True)

    # ================================================================ lifecycle
    def on_enter(self) -> None:
        if not self._started:
            self._start()
        self._apply_settings()
        self._poke = True

    def on_exit(self) -> None:
        self.controller.shutdown()
        self._set_cursor(False)
        if self._hint_future is not None:
            self._hint_future.cancel()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.players, self.bottom)
        self.board.layout = self.layout
        self.menu_button.rect = self.layout.menu_button
        self.board.tweener.finish_all()
        self.board.relayout(snap=True)
        self.ui_tweener.finish_all()
        self._settled_key = None
        self._poke = True

    def on_language_changed(self) -> None:
        self.text.clear()
        self._names = self._make_names()
        self._settled_key = None
        self._poke = True

    def _start(self) -> None:
        self._started = True
        g = self.game
        self.ctx.debug(
            "table",
            players=self.players,
            human=self.human,
            seed=self.seed,
            rules=g.rules.to_dict(),
            levels=list(self.config.levels),
            size=list(self.layout.size),
        )
        self.controller.start()
        if g.history:  # a game handed over in the middle (benchmarks, tests)
            self.board.rebuild(g.view(self.bottom))
            return
        seen = [e.seen_by(self.bottom) for e in g.start_events]
        self._seen = list(seen)
        self._log_events(seen)
        self.board.push_events(seen)

    def set_instant(self, instant: bool = True) -> None:
        """Test hook: no animations and no pauses (everything happens within one update)."""
        self.instant = instant
        self._apply_settings(force=True)

    def finish_animations(self) -> None:
        self.board.flush()
        self.ui_tweener.finish_all()
        self._poke = True

    # ================================================================ names, sound, log
    def _make_names(self) -> dict[int, str]:
        pool = [n.strip() for n in tr("table.names").split(",") if n.strip()]
        names: dict[int, str] = {}
        k = 0
        for rel in range(self.players):
            seat = (self.bottom + rel) % self.players
            if seat == self.human:
                continue
            names[seat] = pool[k % len(pool)] if pool else f"#{seat + 1}"
            k += 1
        return names

    def name(self, seat: int) -> str:
        if seat == self.human:
            return tr("table.you")
        return self._names.get(seat, f"#{seat + 1}")

    def label_name(self, seat: int) -> str:
        if seat == self.human:
            own = str(getattr(self.ctx.settings, "player_name", "") or "")
            return own or tr("table.you")
        return self.name(seat)

    def level_name(self, seat: int) -> str:
        level = self.config.levels[seat] if seat < len(self.config.levels) else ""
        key = f"level.{level}"
        return tr(key) if has(key) else level

    def _sound(self, name: str) -> None:
        if self.instant:
            return
        with contextlib.suppress(Exception):
            self.ctx.sound.play(name)

    def _log_events(self, events: list[ev.Event]) -> None:
        for e in events:
            self.events_logged += 1
            self.ctx.debug("event", type=type(e).__name__, **event_record(e))

    # ================================================================ settings
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
        old = self._settings_key
        self._settings_key = key
        four, back, order, speed, auto, lang, _, instant = key
        if self.images.configure(four, back):
            self._poke = True
        if self.ctx.selftest:
            speed = max(speed, 8.0)
        if instant:
            speed = math.inf
        self.board.speed = speed
        self.controller.set_speed(speed)
        self.controller.auto_pass = auto
        if old is None or old[2] != order:
            self.board.sort_order = order
            if self._started:
                self.board.relayout()
        if old is not None and old[5] != lang:
            self.on_language_changed()
        self._settled_key = None
        self._poke = True

    # ================================================================ moves
    def _on_moves(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        """The controller applied an action (yours or a computer's)."""
        if seat != self.human:
            self.ctx.debug("move", seat=seat, action=str(action))
        seen = [e.seen_by(self.bottom) for e in events]
        self._seen += seen
        self._log_events(seen)
        self.board.push_events(seen)
        self.selected = []
        self.target_mode = None
        self.hint_action = None
        self.hint_text = ""
        self._settled_key = None
        self._poke = True

    def human_can_act(self) -> bool:
        return self.controller.human_to_act()

    def legal(self) -> list[Action]:
        return self.game.legal_actions() if self.human_can_act() else []

    def play(self, action: Action, source: str = "api") -> bool:
        """Play ``action`` for you; False (with the reason shown) when the engine does not allow it."""
        if not self.human_can_act():
            self.show_reason(self._not_your_turn())
            self._drop_sprites()
            self.board.relayout()
            return False
        legal = self.game.legal_actions()
        chosen = next((a for a in legal if a is action or a == action), None)
        if chosen is None:
            reason = self.game.explain(action)
            self.ctx.debug("illegal", seat=self.human, action=str(action), reason=reason, source=source)
            self.show_reason(localize_reason(reason))
            self._sound("invalid")
            self._drop_sprites()
            self.board.relayout()
            return False
        dragged = self.board.dragging
        self._drop_sprites()
        self.drag = None
        if not self.board.idle:
            # show everything before your move at once (keeps the dragged cards where they are)
            keep = {s: (s.x, s.y, s.angle) for s in dragged}
            self.board.flush()
            for s, (x, y, a) in keep.items():
                s.x, s.y, s.angle = x, y, a
        self.ctx.debug("action", seat=self.human, action=str(chosen), source=source)
        self.reason = None
        self.controller.apply(chosen)
        self.board.update(0.0)
        return True

    def _not_your_turn(self) -> str:
        g = self.game
        if g.is_over:
            return tr("table.reason.over")
        if self.human is None:
            return tr("table.reason.watching")
        if not g.active[self.human]:
            return tr("table.reason.out")
        return tr("table.reason.wait", name=self.name(g.to_act))

    def show_reason(self, text: str) -> None:
        self.reason = (text, self.clock + REASON_SECONDS)
        self._poke = True

    def _kind_action(self, kind: ActionKind) -> Action | None:
        for a in self.legal():
            if a.kind is kind:
                return a
        return None

    def do_kind(self, kind: ActionKind, source: str = "key") -> bool:
        """Take / pass / show / redeal / exchange, when legal (else the reason)."""
        a = self._kind_action(kind)
        if a is not None:
            return self.play(a, source)
        if not self.human_can_act():
            self.show_reason(self._not_your_turn())
            return False
        if kind is ActionKind.SHOW:
            self.show_reason(tr("table.reason.no_show"))
            return False
        probe = {
            ActionKind.TAKE: Action(ActionKind.TAKE),
            ActionKind.PASS: Action(ActionKind.PASS),
            ActionKind.REDEAL: Action(ActionKind.REDEAL),
            ActionKind.EXCHANGE: Action(ActionKind.EXCHANGE),
        }
        action = probe.get(kind)
        if action is not None:
            return self.play(action, source)
        return False

    # ================================================================ your hand
    def hand_sprites(self) -> list[CardSprite]:
        """Your cards in the order they are shown, left to right."""
        return list(self.board.hands[self.bottom])

    def hand_cards(self) -> list[Card]:
        return [s.card for s in self.hand_sprites() if s.card is not None]

    def card_pos(self, card: Card) -> tuple[int, int]:
        """Screen position of a card of your hand (its visible upper part, for clicks)."""
        s = self.board.hand_sprite(card)
        if s is None:
            raise KeyError(card)
        hand = self.hand_sprites()
        i = hand.index(s)
        x, y = s.hx, s.hy
        # aim at the uncovered left part of the card, a little above the centre
        if i < len(hand) - 1:
            nxt = hand[i + 1]
            x = (s.hx - s.w / 2 + min(nxt.hx - nxt.w / 2, s.hx + s.w / 2)) / 2
            x = max(x, s.hx - s.w / 2 + 4)
        y = s.hy - s.h * 0.3
        return round(x), round(y)

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        hand = self.hand_sprites()
        for s in reversed(hand):
            if s.contains(*pos):
                return s
        # a lifted card still owns the strip it rose from (no flicker at its lower edge)
        for s in hand:
            if s.lift > 0 and s.contains(*pos, at_rest=True):
                return s
        return None

    def targets_of(self, cards: tuple[Card, ...]) -> list[Target]:
        return targets_for(cards, self.legal(), self.board)

    def _group_for(self, s: CardSprite) -> list[CardSprite]:
        if s.card is not None and s.card in self.selected and len(self.selected) > 1:
            group = [x for x in self.hand_sprites() if x.card in self.selected]
            return group
        return [s]

    def click_card(self, card: Card, source: str = "click") -> bool:
        """A click on a card of your hand: play it when it has exactly one place to go."""
        if self.selected and (len(self.selected) > 1 or card not in self.selected):
            self.toggle_select(card)
            return False
        self.selected = []
        targets = self.targets_of((card,))
        if len(targets) == 1:
            return self.play(targets[0].action, source)
        if len(targets) > 1:
            self.target_mode = targets
            self.target_index = 0
            self.focus = self._index_of(card)
            self._poke = True
            return False
        if not self.human_can_act():
            self.show_reason(self._not_your_turn())
            return False
        intended = intended_action((card,), self.layout.bout.center, self.board, self.game.phase)
        if intended is not None:
            self.play(intended, source)
        return False

    def toggle_select(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.target_mode = None
        self._poke = True

    def play_selected(self, source: str = "key") -> bool:
        cards = tuple(self.selected)
        if not cards:
            return False
        if len(cards) == 1:
            self.selected = []
            return self.click_card(cards[0], source)
        targets = self.targets_of(cards)
        if targets:
            return self.play(targets[0].action, source)
        if not self.human_can_act():
            self.show_reason(self._not_your_turn())
            return False
        return self.play(Action(ActionKind.ATTACK, tuple(sorted(cards))), source)

    def _index_of(self, card: Card) -> int | None:
        for i, c in enumerate(self.hand_cards()):
            if c == card:
                return i
        return None

    # ================================================================ hints
    def _hint_function(self) -> Callable[..., Any] | None:
        if self._hint_fn is False:
            try:
                module = importlib.import_module("game.ai.hint")
                fn = getattr(module, "hint", None)
                self._hint_fn = fn if callable(fn) else None
            except Exception:
                self._hint_fn = None
        return self._hint_fn if callable(self._hint_fn) else None

    def hint_available(self) -> bool:
        return bool(getattr(self.ctx.settings, "show_hints", True)) and self._hint_function() is not None

    def ask_hint(self) -> None:
        fn = self._hint_function()
        if fn is None or not self.human_can_act() or self.human is None:
            return
        key = self.controller.key
        if self._hint_key == key and (self._hint_future is not None or self.hint_action is not None):
            return
        self._hint_key = key
        view = self.game.view(self.human)
        self.hint_text = tr("table.hint.thinking")
        # The hint's memory is the human's own: events as the human's seat saw them.
        seen = self._seen if self.bottom == self.human else []
        if self.controller.synchronous:
            self._hint_result(fn(view, seen))
            return
        self._hint_future = self.controller.submit_side(fn, view, list(seen))
        self._poke = True

    def _hint_result(self, result: Any) -> None:
        self._hint_future = None
        action = result
        text = ""
        if isinstance(result, tuple) and result:
            action = result[0]
            text = str(result[1]) if len(result) > 1 and result[1] else ""
        elif hasattr(result, "action"):
            action = result.action
            text = str(getattr(result, "text", "") or getattr(result, "reason", "") or "")
        if not isinstance(action, Action):
            self.hint_text = ""
            return
        self.hint_action = action
        self.hint_text = tr("table.hint.text", action=describe_action(action)) + (
            f" — {text}" if text else ""
        )
        if action.kind is ActionKind.ATTACK and len(action.cards) > 1:
            self.selected = list(action.cards)  # "Lead 2 cards" (or Enter) plays it
        self.ctx.debug("hint", action=str(action))
        self._poke = True

    def _poll_hint(self) -> None:
        fut = self._hint_future
        if fut is None or not fut.done():
            return
        if self._hint_key != self.controller.key:
            self._hint_future = None
            self.hint_text = ""
            return
        try:
            self._hint_result(fut.result())
        except Exception as exc:
            log.warning("hint failed: %r", exc)
            self._hint_future = None
            self.hint_text = ""

    # ================================================================ endgame insight
    def _insight_wanted(self) -> bool:
        g = self.game
        return (
            bool(getattr(self.ctx.settings, "endgame_insight", False))
            and self.human is not None
            and g.players == 2
            and not g.is_over
            and g.deck_size() == 0
            and g.active[self.human]
        )

    def _ask_insight(self) -> None:
        """With the endgame-insight setting: who wins with best play (2 players, deck empty)."""
        if not self._insight_wanted():
            if self.insight:
                self.insight = ""
                self._poke = True
            return
        key = self.controller.key
        if key == self._insight_key:
            return
        try:
            from game.ai.hint import insight
        except ImportError:
            return
        self._insight_key = key
        snapshot = self.game.copy(quiet=True)
        human = self.human
        assert human is not None
        if self.controller.synchronous:
            self._insight_done(insight(snapshot, human))
        else:
            self._insight_future = self.controller.submit_side(insight, snapshot, human)

    def _insight_done(self, solution: Any) -> None:
        self._insight_future = None
        if not getattr(solution, "exact", False):
            self.insight = ""
            return
        value = getattr(solution, "value", None)
        names = {1: "table.insight.win", 0: "table.insight.draw", -1: "table.insight.lose"}
        key = names.get(value) if isinstance(value, int) else None
        self.insight = tr(key) if key else ""
        self.ctx.debug("insight", value=value)
        self._poke = True

    def _poll_insight(self) -> None:
        fut = self._insight_future
        if fut is None or not fut.done():
            return
        if self._insight_key != self.controller.key:
            self._insight_future = None
            return
        try:
            self._insight_done(fut.result())
        except Exception as exc:
            log.warning("endgame insight failed: %r", exc)
            self._insight_future = None

    # ================================================================ pause, game over
    def open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self._cancel_drag()
        self.ctx.stack.push(PauseScene(self.ctx, self))

    def play_again(self) -> None:
        config = self.config
        if config.seed is not None:
            config = replace(config, seed=config.seed + 1)
        self.ctx.stack.clear_to(TableScene(self.ctx, config))

    def result_summary(self) -> dict[str, Any]:
        g = self.game
        res = g.result
        return {
            "durak": res.durak if res else None,
            "draw": res.draw if res else False,
            "losing_team": res.losing_team if res else None,
            "out_order": list(res.out_order) if res else [],
            "human_seat": self.human,
            "players": self.players,
            "moves": len(g.history),
            "seed": self.seed,
        }

    def human_lost(self) -> bool | None:
        """True: you lost; False: you did not; None: nobody to ask (computers only) or a draw."""
        res = self.game.result
        if res is None or self.human is None or res.draw:
            return None
        if res.durak is not None:
            return res.durak == self.human
        if res.losing_team is not None:
            return self.game.team_of(self.human) == res.losing_team
        return None

    def _check_game_over(self, dt: float) -> None:
        g = self.game
        if not g.is_over or not self.board.idle:
            return
        if not self._over_reported:
            self._over_reported = True
            self._over_time = 0.0
            self.ctx.game_over(**self.result_summary())
            self.board.reveal({p: g.hand(p) for p in range(self.players) if p != self.bottom})
            lost = self.human_lost()
            self._sound("lose" if lost else "win")
        self._over_time += dt
        if not self._over_shown and (self._over_time >= 0.7 or self.instant):
            self._over_shown = True
            # the overlay stops this scene's clock: finish what still moves, drop passing words
            self.board.tweener.finish_all()
            self.board.bubbles = []
            self.board.toast = None
            from game.ui.scenes.game_over import GameOverScene

            self.ctx.stack.push(GameOverScene(self.ctx, self))

    # ================================================================ events
    def handle_event(self, event: pygame.event.Event) -> None:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self._mouse_motion(event.pos)
        elif t == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self._mouse_down(event.pos)
            elif event.button == 3:
                s = self.sprite_at(event.pos)
                if s is not None and s.card is not None:
                    self.toggle_select(s.card)
        elif t == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                self._mouse_up(
                    event.pos, bool(pygame.key.get_mods() & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL))
                )
        elif t == pygame.KEYDOWN:
            self.press_key(event.key, getattr(event, "mod", 0))
        elif t in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            if self.hover is not None:
                self.hover = None
                self._poke = True
        else:
            return
        self._poke = True

    def _all_buttons(self) -> list[Button]:
        return [*self.buttons, self.menu_button]

    def button_rect(self, name: str) -> pygame.Rect:
        for b in self._all_buttons():
            if b.name == name:
                return pygame.Rect(b.rect)
        raise KeyError(name)

    def button_names(self) -> list[str]:
        return [b.name for b in self.buttons]

    def _mouse_motion(self, pos: tuple[int, int]) -> None:
        for b in self._all_buttons():
            b.hover = b.rect.collidepoint(pos)
        d = self.drag
        if d is not None:
            if not d.active and math.hypot(pos[0] - d.start[0], pos[1] - d.start[1]) >= DRAG_THRESHOLD:
                self._begin_drag(pos)
            if d.active:
                d.follow(pos)
                d.hover = target_at(d.targets, pos, self.board)
            return
        s = self.sprite_at(pos)
        card = s.card if s is not None else None
        if card != self.hover:
            self.hover = card
        over_button = any(b.rect.collidepoint(pos) for b in self._all_buttons())
        self._set_cursor(over_button or (card is not None and card in self.playable and self.human_can_act()))

    def _set_cursor(self, hand: bool) -> None:
        if hand == self._cursor_hand:
            return
        self._cursor_hand = hand
        with contextlib.suppress(pygame.error):
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        for b in self._all_buttons():
            if b.rect.collidepoint(pos):
                b.pressed = True
                return
        if self.target_mode is not None:
            for t in self.target_mode:
                if t.hit(pos, self.board):
                    self.target_mode = None
                    self.play(t.action, "click")
                    return
            self.target_mode = None
        if not self.board.idle and self.sprite_at(pos) is None:
            self.finish_animations()  # a click during an animation shows its end at once
            return
        s = self.sprite_at(pos)
        if s is None:
            return
        if not self.board.idle:
            self.finish_animations()
            s = self.sprite_at(pos)
            if s is None:
                return
        self.drag = Drag(self._group_for(s), pos)

    def _begin_drag(self, pos: tuple[int, int]) -> None:
        d = self.drag
        if d is None:
            return
        d.active = True
        d.begin(d.start)
        for s in d.sprites:
            self.ui_tweener.cancel(s)
            self.board.tweener.cancel(s)
            s.lift = 0.0
            s.moving = False
            s.raised = True
            s.w = s.hw * 1.08  # picked up: a little closer to you
            self._lift_goal[id(s)] = 0.0
        self.board.dragging = list(d.sprites)
        d.targets = self.targets_of(d.cards)
        self.target_mode = None
        self._sound("click")

    def _drop_sprites(self) -> None:
        """The dragged cards are let go (they fly to the table or glide home)."""
        for s in self.board.dragging:
            s.raised = False
        self.board.dragging = []

    def _cancel_drag(self) -> None:
        if self.drag is not None and self.drag.active:
            self._drop_sprites()
            self.board.relayout()
        self.drag = None

    def _mouse_up(self, pos: tuple[int, int], modifier: bool = False) -> None:
        for b in self._all_buttons():
            was = b.pressed
            b.pressed = False
            if was and b.rect.collidepoint(pos):
                self._sound("click")
                self.ctx.debug("ui", scene="TableScene", action="button", name=b.name)
                b.on_click()
                return
        d = self.drag
        self.drag = None
        if d is None:
            return
        if not d.active:
            card = d.sprites[0].card if len(d.sprites) == 1 else None
            s = self.sprite_at(pos)
            if s is not None and s.card is not None:
                card = s.card
            if card is None:
                return
            if modifier:
                self.toggle_select(card)
            else:
                self.click_card(card)
            return
        self._drop(d, pos)

    def _drop(self, d: Drag, pos: tuple[int, int]) -> None:
        target = target_at(d.targets, pos, self.board)
        if target is not None:
            self.play(target.action, "drag")
            return
        lay = self.layout
        over_hand = pos[1] > lay.hand_top - lay.lift and not lay.bout.collidepoint(pos)
        if over_hand:
            self._drop_sprites()
            self.board.relayout()
            return
        if not self.human_can_act():
            self.show_reason(self._not_your_turn())
            self._sound("invalid")
            self._drop_sprites()
            self.board.relayout()
            return
        intended = intended_action(d.cards, pos, self.board, self.game.phase)
        if intended is None:
            self._drop_sprites()
            self.board.relayout()
            return
        self.play(intended, "drag")

    def press_key(self, key: int, mod: int = 0) -> None:
        """Keyboard play: arrows choose, Enter plays, Space selects, T/D/S/R/E/H, Esc pauses."""
        cards = self.hand_cards()
        if key == pygame.K_ESCAPE:
            if self.drag is not None:
                self._cancel_drag()
            elif self.target_mode is not None:
                self.target_mode = None
            elif self.selected:
                self.selected = []
            else:
                self.open_pause()
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = -1 if key in (pygame.K_LEFT, pygame.K_DOWN) else 1
            if self.target_mode:
                self.target_index = (self.target_index + step) % len(self.target_mode)
                return
            if key in (pygame.K_UP, pygame.K_DOWN) and self.focus is not None:
                return
            if not cards:
                self.focus = None
                return
            if self.focus is None:
                self.focus = 0 if step > 0 else len(cards) - 1
            else:
                self.focus = max(0, min(len(cards) - 1, self.focus + step))
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.target_mode:
                t = self.target_mode[self.target_index % len(self.target_mode)]
                self.target_mode = None
                self.play(t.action, "key")
                return
            if self.selected:
                self.play_selected("key")
                return
            if self.focus is not None and self.focus < len(cards):
                self.click_card(cards[self.focus], "key")
                return
            if self.hint_action is not None:
                self.play(self.hint_action, "hint")
            return
        if key == pygame.K_SPACE:
            if self.focus is not None and self.focus < len(cards):
                self.toggle_select(cards[self.focus])
            return
        if key == pygame.K_BACKSPACE:
            self.target_mode = None
            self.selected = []
            return
        kinds = {
            pygame.K_t: ActionKind.TAKE,
            pygame.K_d: ActionKind.PASS,
            pygame.K_s: ActionKind.SHOW,
            pygame.K_r: ActionKind.REDEAL,
            pygame.K_e: ActionKind.EXCHANGE,
        }
        if key in kinds:
            if not self.board.idle:
                self.finish_animations()
            self.do_kind(kinds[key], "key")
            return
        if key == pygame.K_h:
            self.ask_hint()

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
        changed = self.ui_tweener.update(dt) or changed
        if self.controller.update(dt, self.board.idle):
            changed = True
        self._poll_hint()
        self._poll_insight()
        key = (self.controller.key, self._settings_key, self.board.dealing)
        if key != self._status_key:
            # the status line follows the engine at once (buttons wait until the table settles)
            self._status_key = key
            if self.board.dealing:
                self.status = tr("table.status.dealing")
            else:
                self.status = status_text(self.game, self.human, self.name)
            changed = True
        if self.board.idle:
            self._settle()
        self._update_lifts()
        self._update_dim()
        if self.reason is not None and self.reason[1] <= self.clock:
            self.reason = None
            changed = True
        thinking = self.controller.thinking_seat
        if thinking is not None:
            phase = int(self.clock * 3) % 4
            if phase != self._think_phase:
                self._think_phase = phase
                changed = True
        self._check_game_over(dt)
        if self._poke:
            changed = True
            self._poke = False
        self._dirty = changed

    def needs_redraw(self) -> bool:
        # under an overlay (pause, game over) this scene does not change: the overlay decides
        stack = self.ctx.stack
        return self._dirty and (not stack or stack.top is self)

    def _settle(self) -> None:
        """The table shows the engine's state: refresh what depends on it (once per change)."""
        key = (
            self.controller.key,
            self.layout.size,
            self.controller.thinking_seat,
            self._hint_key,
            self.hint_action,
            len(self.selected),
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
                self._lift_goal.clear()
        legal = self.legal()
        spot = any(a.kind in (ActionKind.TRANSFER, ActionKind.SHOW) for a in legal)
        if spot != self.board.transfer_spot:
            self.board.transfer_spot = spot
            self.board.begin()
            self.board.relayout()
        self.playable = {c for a in legal for c in a.cards}
        self._ask_insight()
        self.status = status_text(g, self.human, self.name)
        self._refresh_buttons(legal)
        mine = bool(legal)
        if mine and not self._was_my_turn:
            self._sound("turn")
        self._was_my_turn = mine
        if self.focus is not None:
            n = len(self.hand_cards())
            self.focus = None if n == 0 else min(self.focus, n - 1)
        self.selected = [c for c in self.selected if c in set(self.hand_cards())]
        self._log_layout(legal)
        self._poke = True

    def _refresh_buttons(self, legal: list[Action]) -> None:
        kinds = {a.kind for a in legal}
        phase = self.game.phase
        specs: list[tuple[str, str, Callable[[], None], str]] = []
        kind_of: dict[str, ActionKind] = {}  # the buttons that play a kind of action

        def kind_button(name: str, label: str, kind: ActionKind, hotkey: str) -> None:
            def press() -> None:
                self.do_kind(kind, "button")

            specs.append((name, label, press, hotkey))
            kind_of[name] = kind

        if ActionKind.TAKE in kinds:
            kind_button("take", tr("table.button.take"), ActionKind.TAKE, "T")
        if ActionKind.REDEAL in kinds:
            kind_button("redeal", tr("table.button.redeal"), ActionKind.REDEAL, "R")
        if ActionKind.EXCHANGE in kinds:
            kind_button("exchange", tr("table.button.exchange"), ActionKind.EXCHANGE, "E")
        if ActionKind.PASS in kinds:
            label = (
                tr("table.button.keep")
                if phase in (Phase.REDEAL, Phase.EXCHANGE)
                else tr("table.button.done")
            )
            kind_button("pass", label, ActionKind.PASS, "D")
        if ActionKind.SHOW in kinds:
            kind_button("show", tr("table.button.show"), ActionKind.SHOW, "S")
        if len(self.selected) > 1 and legal:

            def lead_selected() -> None:
                self.play_selected("button")

            specs.append(
                (
                    "play_selected",
                    tr("table.button.play_selected", n=len(self.selected)),
                    lead_selected,
                    "Enter",
                )
            )
        if legal and self.hint_available():
            specs.append(("hint", tr("table.button.hint"), self.ask_hint, "H"))
        rects = self.layout.buttons
        self.buttons = [
            Button(name, label, rects[i], fn, hk)
            for i, (name, label, fn, hk) in enumerate(specs[: len(rects)])
        ]
        pos = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        hinted = self.hint_action.kind if self.hint_action is not None else None
        for b in self.buttons:
            b.hover = b.rect.collidepoint(pos)
            b.highlight = hinted is not None and kind_of.get(b.name) is hinted

    def _log_layout(self, legal: list[Action]) -> None:
        if not getattr(self.ctx, "debug_enabled", True):
            return
        hand = [
            {"card": str(s.card), "x": round(s.hx), "y": round(s.hy)}
            for s in self.hand_sprites()
            if s.card is not None
        ]
        clicks = {}
        for c in self.hand_cards():
            clicks[str(c)] = list(self.card_pos(c))
        table = [
            {"card": str(p[0].card), "x": round(p[0].hx), "y": round(p[0].hy), "beaten": p[1] is not None}
            for p in self.board.table
            if p[0] is not None
        ]
        data = {
            "size": list(self.layout.size),
            "hand": hand,
            "click": clicks,
            "table": table,
            "bout": list(self.layout.bout),
            "buttons": {b.name: list(b.rect) for b in self.buttons},
        }
        if data != self._layout_logged:
            self._layout_logged = data
            self.ctx.debug("layout", **data)
        if self.human_can_act():
            self.ctx.debug(
                "turn",
                seat=self.human,
                phase=Phase(self.game.phase).name.lower(),
                legal=[str(a) for a in legal],
            )

    def _update_dim(self) -> None:
        """Your cards that have no legal move now are dimmed (only on your turn, when settled)."""
        show = (
            self.human_can_act()
            and self.board.idle
            and self.drag is None
            and self.game.phase not in (Phase.REDEAL, Phase.EXCHANGE)
        )
        for s in self.hand_sprites():
            dim = show and s.card is not None and s.card not in self.playable
            if s.dim != dim:
                s.dim = dim
                self._poke = True

    def _update_lifts(self) -> None:
        lay = self.layout
        can = self.human_can_act()
        cards = self.hand_cards()
        focus_card = cards[self.focus] if self.focus is not None and self.focus < len(cards) else None
        hint_cards = set(self.hint_action.cards) if self.hint_action is not None else set()
        dragging = set(self.board.dragging)
        for s in self.hand_sprites():
            if s in dragging or s.moving:
                continue
            c = s.card
            goal = 0.0
            if c in self.selected:
                goal = lay.lift
            elif c == focus_card or c in hint_cards:
                goal = lay.lift * 0.8
            elif can and c == self.hover and self.drag is None:
                goal = lay.lift * 0.6
            if self._lift_goal.get(id(s)) != goal:
                self._lift_goal[id(s)] = goal
                dur = 0.0 if self.instant else 0.12
                self.ui_tweener.to(s, dur, ease_out_cubic, lift=goal)

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_zones(surface)
        self.board.draw_cards(surface)
        self._draw_targets(surface)
        self._draw_focus(surface)
        self._draw_labels(surface)
        self._draw_status(surface)
        for b in self.buttons:
            b.draw(surface, self.button_art, self.text, lay.font_status)
        self._draw_menu_button(surface)
        self._draw_insight(surface)
        self.board.draw_dragged(surface)

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt, in the display's pixel format (a cache, not state)."""
        bg = self._bg_cache.get(size)
        if bg is None:
            from game.ui.scenes.base import felt_background

            bg = felt_background(size)
            if pygame.display.get_surface() is not None:
                bg = bg.convert()
            self._bg_cache.clear()
            self._bg_cache[size] = bg
        return bg

    def _count_badge(self, n: int) -> pygame.Surface:
        lay = self.layout
        key = (n, lay.font_badge, lay.u)
        img = self._badge_cache.get(key)
        if img is None:
            u = lay.u
            cnt = self.text.render(str(n), lay.font_badge, (20, 20, 20), bold=True)
            r = max(cnt.get_width(), cnt.get_height()) // 2 + round(4 * u)
            img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            pygame.draw.circle(img, (250, 246, 230), (r + 1, r + 1), r)
            pygame.draw.circle(img, (120, 100, 60), (r + 1, r + 1), r, max(1, round(u)))
            img.blit(cnt, cnt.get_rect(center=(r + 1, r + 1)))
            if len(self._badge_cache) > 64:
                self._badge_cache.clear()
            self._badge_cache[key] = img
        return img

    def _draw_zones(self, surface: pygame.Surface) -> None:
        lay = self.layout
        u = lay.u
        # deck place and trump suit (also when the deck is gone)
        b = self.board
        if b.deck_count <= 0 and b.trump_suit is not None:
            self._draw_trump_mark(surface, lay.deck, round(lay.table_w * 0.42))
        # the transfer spot
        slot = b.transfer_slot()
        if slot is not None:
            x, y, tw = slot
            r = pygame.Rect(0, 0, round(tw), round(tw * CARD_RATIO))
            r.center = (round(x), round(y))
            surface.blit(pill(r.size, (255, 255, 255, 30), round(8 * u)), r)
            pygame.draw.rect(surface, (255, 230, 150), r, max(1, round(2 * u)), round(8 * u))
            img = self.text.render(
                tr("table.transfer_spot"),
                self.text.fit(tr("table.transfer_spot"), lay.font_small, r.w - 8),
                (255, 240, 200),
                bold=True,
            )
            surface.blit(img, img.get_rect(center=r.center))

    def _draw_trump_mark(self, surface: pygame.Surface, center: tuple[float, float], radius: int) -> None:
        from game.engine.cards import suit_symbol
        from game.ui.table.card_images import suit_colour

        b = self.board
        if b.trump_suit is None:
            return
        c = (round(center[0]), round(center[1]))
        pygame.draw.circle(surface, (250, 248, 240), c, radius)
        pygame.draw.circle(surface, (170, 150, 90), c, radius, max(1, radius // 12))
        colour = suit_colour(b.trump_suit, self.images.four_colour)
        img = self.text.render(suit_symbol(b.trump_suit), round(radius * 1.55), colour)
        surface.blit(img, img.get_rect(center=(c[0], c[1] + radius // 12)))

    def _glow(self, surface: pygame.Surface, s: CardSprite, strong: bool = False) -> None:
        img = self.images.glow(s.w, s.angle)
        cx, cy = s.center()
        rect = img.get_rect(center=(round(cx), round(cy)))
        surface.blit(img, rect)
        if strong:
            surface.blit(img, rect)

    def hint_targets(self) -> list[Target]:
        """Where the hinted card would go (lit faintly while no card is being moved)."""
        if self.hint_action is None:
            return []
        return targets_for(self.hint_action.cards, [self.hint_action], self.board)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        targets: list[Target] = []
        current: Target | None = None
        if self.drag is not None and self.drag.active:
            targets = self.drag.targets
            current = self.drag.hover
        elif self.target_mode:
            targets = self.target_mode
            current = self.target_mode[self.target_index % len(self.target_mode)]
        if not targets:
            targets = self.hint_targets()
        if not targets:
            return
        u = self.layout.u
        for t in targets:
            strong = t is current
            if t.kind == "card" and t.sprite is not None:
                self._glow(surface, t.sprite, strong)
            elif t.kind == "area":
                r = self.layout.bout
                surface.blit(pill(r.size, (255, 230, 140, 46 if strong else 24), round(18 * u)), r)
                pygame.draw.rect(
                    surface,
                    (255, 215, 110) if strong else (220, 200, 140),
                    r,
                    max(1, round((3 if strong else 2) * u)),
                    round(18 * u),
                )
            elif t.kind == "transfer":
                r = transfer_rect(self.board) or self.layout.bout
                surface.blit(pill(r.size, (255, 230, 140, 70 if strong else 36), round(10 * u)), r)
                pygame.draw.rect(
                    surface, (255, 215, 110), r, max(2, round((4 if strong else 2) * u)), round(10 * u)
                )

    def _draw_focus(self, surface: pygame.Surface) -> None:
        cards = self.hand_cards()
        hand = self.hand_sprites()
        if self.focus is not None and self.focus < len(hand):
            self._glow(surface, hand[self.focus], strong=True)
        if self.hint_action is not None:
            for s in hand:
                if s.card in self.hint_action.cards:
                    self._glow(surface, s)
        if self.selected:
            for s in hand:
                if s.card in self.selected:
                    img = self.images.glow(s.w, s.angle, (120, 220, 255))
                    cx, cy = s.center()
                    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        del cards

    def _badge(self, seat: int) -> tuple[str, tuple[int, ...]] | None:
        b = self.board
        if b.result is not None:
            res = b.result
            if res.durak == seat or (
                res.durak is None
                and res.losing_team is not None
                and self.game.team_of(seat) == res.losing_team
            ):
                return tr("table.badge.durak"), ATTACK_COLOUR
            if seat in b.out:
                return tr("table.badge.out_place", place=b.out[seat]), OUT_COLOUR
            return None
        if seat in b.out:
            place = b.out[seat]
            return (tr("table.badge.out_place", place=place) if place else tr("table.badge.out")), OUT_COLOUR
        if self.controller.thinking_seat == seat and not self.game.is_over:
            dots = "." * (1 + int(self.clock * 3) % 3)
            return tr("table.badge.thinking") + dots, THINK_COLOUR
        if seat == b.defender:
            if b.taking:
                return tr("table.badge.takes"), TAKE_COLOUR
            return tr("table.badge.defender"), DEFEND_COLOUR
        if seat == b.attacker:
            return tr("table.badge.attacker"), ATTACK_COLOUR
        return None

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        text = self.text
        u = lay.u
        teams = self.config.rules.teams is not Teams.NONE
        to_act = self.game.to_act if self.board.idle and not self.game.is_over else -1
        for seat, spot in lay.seats.items():
            name = self.label_name(seat)
            n = len(self.board.hands[seat])
            is_bottom = seat == self.bottom
            if seat != self.human:
                level = self.level_name(seat)
                label = f"{name} · {level}" if level else name
            else:
                label = name
            size = text.fit(
                label, lay.font_name, max(80 * u, spot.block.w * (1.6 if is_bottom else 1.0)), True
            )
            colour = GOLD if seat == to_act else WHITE
            img = text.render(label, size, colour, bold=True)
            cx, cy = spot.name_pos
            if is_bottom:
                cx = max(cx, img.get_width() / 2 + 16 * u)
            rect = draw_label(surface, img, (cx, cy), (0, 0, 0, 130), (round(10 * u), round(3 * u)))
            if teams:
                team = self.game.team_of(seat)
                colour_t = TEAM_COLOURS[team % len(TEAM_COLOURS)]
                pygame.draw.circle(
                    surface, colour_t, (rect.left - round(8 * u), rect.centery), max(3, round(6 * u))
                )
            if not is_bottom and n > 0:
                # card count beside the fan
                badge_img = self._count_badge(n)
                r = badge_img.get_width() // 2
                fan = lay.opp_fan(seat, max(1, n))
                fx = max(p[0] for p in fan) + spot.card_w * 0.5 + r * 0.6
                fy = spot.y + spot.card_w * CARD_RATIO * 0.25
                surface.blit(badge_img, badge_img.get_rect(center=(round(fx), round(fy))))
            badge = self._badge(seat)
            if badge is not None:
                btxt, bcol = badge
                bimg = text.render(btxt, lay.font_badge, WHITE, bold=True)
                bx, by = spot.badge_pos
                if is_bottom:
                    bx = max(bx, bimg.get_width() / 2 + 16 * u)
                    bx = cx
                draw_label(surface, bimg, (bx, by), bcol, (round(9 * u), round(3 * u)))
        # deck count and discard count
        b = self.board
        if b.deck_count > 0:
            img = text.render(str(b.deck_count), lay.font_badge, WHITE, bold=True)
            box = draw_label(surface, img, lay.deck_label, (0, 0, 0, 150), (round(8 * u), round(2 * u)))
            if b.trump_suit is not None:  # the trump suit at a glance, beside the count
                r = max(9, round(12 * u))
                self._draw_trump_mark(surface, (box.right + r + round(5 * u), box.centery), r)
        if b.discard_count > 0:
            img = text.render(tr("table.discard", n=b.discard_count), lay.font_badge, (230, 230, 220))
            draw_label(surface, img, lay.discard_label, (0, 0, 0, 110), (round(8 * u), round(2 * u)))
        # bubbles ("Take!", "Pass")
        for bub in b.bubbles:
            where = lay.seats.get(bub.seat)
            if where is None:
                continue
            col = {"take": TAKE_COLOUR, "out": OUT_COLOUR}.get(bub.kind, (250, 250, 240, 235))
            fg = (20, 20, 20) if bub.kind == "pass" else WHITE
            img = text.render(bub.text, lay.font_name, fg, bold=True)
            draw_label(surface, img, where.bubble_pos, col, (round(12 * u), round(5 * u)))
        if b.toast is not None:
            img = text.render(b.toast.text, text.fit(b.toast.text, lay.font_name, lay.bout.w * 0.95), WHITE)
            draw_label(surface, img, lay.toast_pos, (0, 0, 0, 150), (round(14 * u), round(5 * u)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.layout
        u = lay.u
        text = self.text
        status = self.status
        if self.target_mode:
            status = tr("table.status.choose_target")
        elif self.hint_text:
            status = self.hint_text
        if status:
            width = lay.w * 0.62
            size = text.fit(status, lay.font_status, width, True)
            your_turn = self.human_can_act()
            img = text.render(status, size, (255, 236, 170) if your_turn else WHITE, bold=True)
            bg = (60, 40, 10, 190) if your_turn else (0, 0, 0, 150)
            draw_label(surface, img, (lay.w / 2, lay.status_y), bg, (round(16 * u), round(6 * u)))
        if self.reason is not None:
            rtext = self.reason[0]
            size = text.fit(rtext, lay.font_small + 1, lay.w * 0.7, True)
            img = text.render(rtext, size, (255, 255, 255), bold=True)
            draw_label(
                surface, img, (lay.w / 2, lay.reason_y), (170, 40, 40, 220), (round(14 * u), round(5 * u))
            )

    def _draw_insight(self, surface: pygame.Surface) -> None:
        if not self.insight:
            return
        lay = self.layout
        u = lay.u
        img = self.text.render(self.insight, lay.font_small, (235, 240, 225), bold=True)
        pad = (round(10 * u), round(4 * u))
        box = img.get_rect()
        box.inflate_ip(2 * pad[0], 2 * pad[1])
        box.topright = (lay.w - round(10 * u), round(12 * u))
        surface.blit(pill(box.size, (20, 40, 70, 200)), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_menu_button(self, surface: pygame.Surface) -> None:
        b = self.menu_button
        r = b.rect
        col = (0, 0, 0, 170) if b.hover else (0, 0, 0, 110)
        surface.blit(pill(r.size, col, r.h // 4), r)
        bw = max(2, r.w // 8)
        bh = r.h // 2
        cx, cy = r.center
        for dx in (-bw, bw):
            pygame.draw.rect(
                surface,
                WHITE,
                pygame.Rect(cx + dx - bw // 2 - (1 if dx < 0 else 0), cy - bh // 2, bw, bh),
                border_radius=1,
            )
