"""Your hand under the mouse and the keys: drag, selection, keyboard focus, hover, target choice.

It owns that state and turns input into intents (play this action, take, ask for a hint, pause),
which the table carries out; it decides no rule: the places a card may go come from the legal
actions the table hands it, and a drop elsewhere becomes the action the player most likely
meant, so that the engine can say why it is not allowed.
"""

from __future__ import annotations

import contextlib
import math
from typing import Protocol

import pygame

from game.engine import Action, ActionKind, Game, Phase
from game.engine.cards import Card
from game.engine.cheating import cheat_kind

from .board import Board
from .buttons import ActionButtons
from .dragdrop import DRAG_THRESHOLD, Drag, Target, cheat_targets, intended_action, target_at, targets_for
from .layout import Layout
from .sprites import CardSprite
from .tween import Tweener, ease_out_cubic

#: the keys for the actions without a card
KIND_KEYS = {
    pygame.K_t: ActionKind.TAKE,
    pygame.K_d: ActionKind.PASS,
    pygame.K_s: ActionKind.SHOW,
    pygame.K_r: ActionKind.REDEAL,
    pygame.K_e: ActionKind.EXCHANGE,
}


class Intents(Protocol):
    """What the hand asks the table to do."""

    def legal(self) -> list[Action]: ...

    def human_can_act(self) -> bool: ...

    def play(self, action: Action, source: str = "api") -> bool: ...

    def do_kind(self, kind: ActionKind, source: str = "key") -> bool: ...

    def refuse_not_your_turn(self) -> None: ...

    def refuse(self, action: Action) -> None: ...

    def ask_hint(self) -> None: ...

    def ask_outlook(self) -> None: ...

    def play_hint(self) -> None: ...

    def open_pause(self) -> None: ...

    def finish_animations(self) -> None: ...

    def sound(self, name: str) -> None: ...


class HandInput:
    def __init__(
        self, board: Board, layout: Layout, game: Game, intents: Intents, buttons: ActionButtons
    ) -> None:
        self.board = board
        self.buttons = buttons
        self.layout = layout
        self.game = game
        self.intents = intents
        self.tweener = Tweener()  # lifts of your cards (hover, selection): never blocks the table
        self.instant = False
        self.drag: Drag | None = None
        self.selected: list[Card] = []
        self.focus: int | None = None
        self.hover: Card | None = None
        self.target_mode: list[Target] | None = None
        self.target_index = 0
        #: your cards that have a legal move now (set when the table settles)
        self.playable: set[Card] = set()
        self._lift_goal: dict[int, float] = {}
        self._cursor_hand = False
        #: something visible changed (the table redraws)
        self.changed = False

    # ------------------------------------------------------------ what the table tells it
    def set_layout(self, layout: Layout) -> None:
        self.layout = layout
        self.tweener.finish_all()

    def forget_lifts(self) -> None:
        """The board was rebuilt: every card's lift is set anew, and none is under the mouse
        until it moves (a card that came back, a caught cheat, stayed lifted as if hovered)."""
        self._lift_goal.clear()
        self.hover = None

    def after_move(self) -> None:
        """A move was made (anyone's): selections and target choices are over."""
        self.selected = []
        self.target_mode = None

    def settled(self, legal: list[Action]) -> None:
        """The table shows the engine's state: what is playable, where the focus may be."""
        self.playable = {c for a in legal for c in a.cards}
        cards = self.hand_cards()
        if self.focus is not None:
            self.focus = None if not cards else min(self.focus, len(cards) - 1)
        self.selected = [c for c in self.selected if c in set(cards)]

    def release(self) -> None:
        """Your move was refused or cancelled: the dragged cards glide home."""
        self.board.let_go()
        self.board.relayout()

    def moved(self) -> None:
        self.drag = None

    # ------------------------------------------------------------ your cards on screen
    def hand_sprites(self) -> list[CardSprite]:
        """Your cards in the order they are shown, left to right."""
        return list(self.board.hands[self.board.bottom])

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
        return targets_for(cards, self.intents.legal(), self.board, self.game.lead_legal)

    def focused_card(self) -> Card | None:
        cards = self.hand_cards()
        return cards[self.focus] if self.focus is not None and self.focus < len(cards) else None

    # ------------------------------------------------------------ clicks and selections
    def click_card(self, card: Card, source: str = "click") -> bool:
        """A click on a card of your hand: play it when it has exactly one place to go."""
        if self.selected and (len(self.selected) > 1 or card not in self.selected):
            self.toggle_select(card)
            return False
        self.selected = []
        targets = self.targets_of((card,))
        if len(targets) == 1:
            return self.intents.play(targets[0].action, source)
        if len(targets) > 1:
            self.target_mode = targets
            self.target_index = 0
            cards = self.hand_cards()
            self.focus = cards.index(card) if card in cards else None
            self.changed = True
            return False
        if not self.intents.human_can_act():
            self.intents.refuse_not_your_turn()
            return False
        intended = intended_action((card,), self.layout.bout.center, self.board, self.game.phase)
        if intended is not None and cheat_kind(self.game, intended) is not None:
            self.intents.refuse(intended)  # a click never cheats (a slip of the mouse): say why not
        elif intended is not None:
            self.intents.play(intended, source)
        return False

    def toggle_select(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.target_mode = None
        self.changed = True

    def select(self, cards: tuple[Card, ...]) -> None:
        """A hinted multi-card lead: "Lead 2 cards" (or Enter) plays it."""
        self.selected = list(cards)

    def play_selected(self, source: str = "key") -> bool:
        cards = tuple(self.selected)
        if not cards:
            return False
        if len(cards) == 1:
            self.selected = []
            return self.click_card(cards[0], source)
        targets = self.targets_of(cards)
        if targets:
            return self.intents.play(targets[0].action, source)
        if not self.intents.human_can_act():
            self.intents.refuse_not_your_turn()
            return False
        return self.intents.play(Action(ActionKind.ATTACK, tuple(sorted(cards))), source)

    # ------------------------------------------------------------ the mouse
    def handle(self, event: pygame.event.Event) -> bool:
        """One input event (the buttons see the mouse first); False when it is none of the hand's."""
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.motion(event.pos, self.buttons.hover(event.pos))
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.buttons.press(event.pos):
                self.press(event.pos)
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.right_click(event.pos)
        elif t == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.buttons.release(event.pos):
                self.lift_button(
                    event.pos, bool(pygame.key.get_mods() & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL))
                )
        elif t == pygame.KEYDOWN:
            self.press_key(event.key)
        elif t in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.leave()
        elif t not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return True

    def motion(self, pos: tuple[int, int], over_button: bool) -> None:
        d = self.drag
        if d is not None:
            if not d.active and math.hypot(pos[0] - d.start[0], pos[1] - d.start[1]) >= DRAG_THRESHOLD:
                self._begin_drag()
            if d.active:
                d.follow(pos)
                d.hover = target_at(d.targets, pos, self.board)
            return
        s = self.sprite_at(pos)
        self.hover = s.card if s is not None else None
        if self.focus is not None and self.target_mode is None:
            self.focus = None  # back to the mouse: the keyboard's outline goes
            self.changed = True
        card = self.hover
        self.set_cursor(
            over_button or (card is not None and card in self.playable and self.intents.human_can_act())
        )

    def leave(self) -> None:
        """The mouse left the window."""
        if self.hover is not None:
            self.hover = None
            self.changed = True

    def set_cursor(self, hand: bool) -> None:
        if hand == self._cursor_hand:
            return
        self._cursor_hand = hand
        with contextlib.suppress(pygame.error):
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)

    def right_click(self, pos: tuple[int, int]) -> None:
        s = self.sprite_at(pos)
        if s is not None and s.card is not None:
            self.toggle_select(s.card)

    def press(self, pos: tuple[int, int]) -> None:
        """Left button down (not on a button)."""
        if self.target_mode is not None:
            for t in self.target_mode:
                if t.hit(pos, self.board):
                    self.target_mode = None
                    self.intents.play(t.action, "click")
                    return
            self.target_mode = None
        if not self.board.idle and self.sprite_at(pos) is None:
            self.intents.finish_animations()  # a click during an animation shows its end at once
            return
        s = self.sprite_at(pos)
        if s is None:
            return
        if not self.board.idle:
            self.intents.finish_animations()
            s = self.sprite_at(pos)
            if s is None:
                return
        self.drag = Drag(self._group_for(s), pos)

    def _group_for(self, s: CardSprite) -> list[CardSprite]:
        if s.card is not None and s.card in self.selected and len(self.selected) > 1:
            return [x for x in self.hand_sprites() if x.card in self.selected]
        return [s]

    def _begin_drag(self) -> None:
        d = self.drag
        if d is None:
            return
        d.active = True
        d.begin(d.start)
        for s in d.sprites:
            self.tweener.cancel(s)
            self.board.tweener.cancel(s)
            s.lift = 0.0
            s.moving = False
            s.raised = True
            s.w = s.hw * 1.08  # picked up: a little closer to you
            self._lift_goal[id(s)] = 0.0
        self.board.pick_up(list(d.sprites))
        # a drag also shows where a cheat would be admitted (a click never cheats)
        d.targets = self.targets_of(d.cards) + cheat_targets(d.cards, self.game, self.board)
        self.target_mode = None
        self.intents.sound("click")

    def cancel_drag(self) -> None:
        if self.drag is not None and self.drag.active:
            self.release()
        self.drag = None

    def lift_button(self, pos: tuple[int, int], modifier: bool = False) -> None:
        """Left button up (not on a button): a click, or the end of a drag."""
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
            self.intents.play(target.action, "drag")
            return
        lay = self.layout
        over_hand = pos[1] > lay.hand_top - lay.lift and not lay.bout.collidepoint(pos)
        if over_hand:
            self.release()
            return
        if not self.intents.human_can_act():
            self.intents.refuse_not_your_turn()
            self.intents.sound("invalid")
            self.release()
            return
        intended = intended_action(d.cards, pos, self.board, self.game.phase)
        if intended is None:
            self.release()
            return
        self.intents.play(intended, "drag")

    # ------------------------------------------------------------ the keys
    def press_key(self, key: int) -> None:
        """Arrows choose, Enter plays, Space selects, T/D/S/R/E/H, Esc cancels or pauses."""
        cards = self.hand_cards()
        if key == pygame.K_ESCAPE:
            if self.drag is not None:
                self.cancel_drag()
            elif self.target_mode is not None:
                self.target_mode = None
            elif self.selected:
                self.selected = []
            else:
                self.intents.open_pause()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self._arrow(key, cards)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter(cards)
        elif key == pygame.K_SPACE:
            if self.focus is not None and self.focus < len(cards):
                self.toggle_select(cards[self.focus])
        elif key == pygame.K_BACKSPACE:
            self.target_mode = None
            self.selected = []
        elif key in KIND_KEYS:
            if not self.board.idle:
                self.intents.finish_animations()
            self.intents.do_kind(KIND_KEYS[key], "key")
        elif key == pygame.K_h:
            self.intents.ask_hint()
        elif key == pygame.K_w:
            self.intents.ask_outlook()

    def _arrow(self, key: int, cards: list[Card]) -> None:
        step = -1 if key in (pygame.K_LEFT, pygame.K_DOWN) else 1
        if self.target_mode:
            self.target_index = (self.target_index + step) % len(self.target_mode)
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.focus is not None:
            return
        else:
            spots = self._focusable(cards)
            ahead = [i for i in spots if self.focus is None or (i - self.focus) * step > 0]
            if ahead:
                self.focus = ahead[0] if step > 0 else ahead[-1]
            elif self.focus not in spots:
                self.focus = None

    def _focusable(self, cards: list[Card]) -> list[int]:
        """Where the keyboard's focus may sit: never on a greyed card (one you cannot play now)."""
        grey = {s.card for s in self.hand_sprites() if s.dim}
        return [i for i, c in enumerate(cards) if c not in grey]

    def _enter(self, cards: list[Card]) -> None:
        if self.target_mode:
            t = self.target_mode[self.target_index % len(self.target_mode)]
            self.target_mode = None
            self.intents.play(t.action, "key")
        elif self.selected:
            self.play_selected("key")
        elif self.focus is not None and self.focus < len(cards):
            self.click_card(cards[self.focus], "key")
        else:
            self.intents.play_hint()

    # ------------------------------------------------------------ every frame
    def update(self, dt: float) -> bool:
        """Advance the lifts; True when anything visible changed."""
        changed = self.tweener.update(dt) or self.changed
        self.changed = False
        return changed

    def refresh(self, can_act: bool, hint: Action | None) -> bool:
        """Lift the selected, focused, hinted and hovered cards; dim the unplayable ones."""
        self._update_lifts(can_act, hint)
        return self._update_dim(can_act) or self.changed

    def _update_dim(self, can_act: bool) -> bool:
        """Your cards that have no legal move now are dimmed (only on your turn, when settled)."""
        show = (
            can_act
            and self.board.idle
            and self.drag is None
            and self.game.phase not in (Phase.REDEAL, Phase.EXCHANGE)
        )
        changed = False
        for s in self.hand_sprites():
            dim = show and s.card is not None and s.card not in self.playable
            if s.dim != dim:
                s.dim = dim
                changed = True
        if changed and self.focus is not None:  # the outline leaves a card that turned grey
            spots, at = self._focusable(self.hand_cards()), self.focus
            if at not in spots:
                self.focus = min(spots, key=lambda i: abs(i - at), default=None)
        return changed

    def _update_lifts(self, can_act: bool, hint: Action | None) -> None:
        lay = self.layout
        focus_card = self.focused_card()
        hint_cards = set(hint.cards) if hint is not None else set()
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
            elif can_act and c == self.hover and self.drag is None:
                goal = lay.lift * 0.6
            if self._lift_goal.get(id(s)) != goal:
                self._lift_goal[id(s)] = goal
                self.tweener.to(s, 0.0 if self.instant else 0.12, ease_out_cubic, lift=goal)
