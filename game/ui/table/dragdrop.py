"""Drag and drop: pick cards up, light the legal targets, turn a drop into an engine action.

Targets come only from the engine's legal actions for the dragged card(s): the
bout area (attack / throw in), each attack card the card can beat, the transfer
spot.  A drop somewhere else is turned into the action the player most likely
meant, so that the engine can say in one sentence why it is not allowed.

In the cheating mode the places where a drop would be admitted as a cheat are
targets too, of a second, dimmer kind (``cheat``): the engine says which they are.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.engine import Action, ActionKind, Phase, attack, beat, throw, transfer
from game.engine.cards import Card
from game.engine.cheating import cheat_kind
from game.engine.game import Game

from .board import Board
from .layout import CARD_RATIO
from .sprites import CardSprite

DRAG_THRESHOLD = 6  # pixels the mouse must move before a press becomes a drag


@dataclass(slots=True)
class Target:
    kind: str  # "area", "card" or "transfer"
    action: Action
    sprite: CardSprite | None = None  # the attack card to beat
    rect: pygame.Rect | None = None
    cheat: bool = False  # a drop here is admitted as a cheat (the cheating mode)

    def hit(self, pos: tuple[float, float], board: Board) -> bool:
        if self.kind == "card" and self.sprite is not None:
            s = self.sprite
            r = pygame.Rect(0, 0, s.w * 1.15, s.w * CARD_RATIO * 1.15)
            r.center = (round(s.x), round(s.y))
            return r.collidepoint(pos) or s.contains(*pos)
        if self.rect is not None:
            return self.rect.collidepoint(pos)
        return False


def transfer_rect(board: Board) -> pygame.Rect | None:
    slot = board.transfer_slot()
    if slot is None:
        return None
    x, y, tw = slot
    r = pygame.Rect(0, 0, round(tw * 1.2), round(tw * CARD_RATIO * 1.15))
    r.center = (round(x), round(y))
    return r


def targets_for(
    cards: tuple[Card, ...],
    legal: list[Action],
    board: Board,
    lead_legal: Callable[[tuple[Card, ...]], bool] | None = None,
) -> list[Target]:
    """The places where ``cards`` may be dropped now, each with its action.

    ``lead_legal`` tells whether several cards make a whole lead (``Game.lead_legal``).
    """
    out: list[Target] = []
    area = board.layout.bout
    want = tuple(sorted(cards))
    if len(cards) > 1:
        # A lead of several cards: the engine lists its steps, and plays the whole lead as them.
        # (a whole lead in ``legal``: the hint's)
        whole = Action(ActionKind.ATTACK, want)
        if whole in legal or (lead_legal is not None and lead_legal(want)):
            out.append(Target("area", whole, rect=area))
        return out
    if not cards:
        return out
    c = cards[0]
    has_transfer = False
    for a in legal:
        if not a.cards or a.cards[0] != c:
            continue
        k = a.kind
        if (k is ActionKind.ATTACK and len(a.cards) == 1) or k is ActionKind.THROW:
            out.append(Target("area", a, rect=area))
        elif k is ActionKind.BEAT and a.target is not None:
            sprite = board.attack_sprite(a.target)
            if sprite is not None:
                out.append(Target("card", a, sprite=sprite))
        elif k is ActionKind.TRANSFER:
            has_transfer = True
            out.append(Target("transfer", a, rect=transfer_rect(board) or area))
    if not has_transfer:
        for a in legal:
            if a.kind is ActionKind.SHOW and a.cards[0] == c:
                out.append(Target("transfer", a, rect=transfer_rect(board) or area))
    return out


def cheat_targets(cards: tuple[Card, ...], game: Game, board: Board) -> list[Target]:
    """The places where ``cards`` would be admitted as a cheat now (cheating mode; else none)."""
    if game.cheats is None or not cards:
        return []
    area = board.layout.bout
    if len(cards) > 1:
        whole = Action(ActionKind.ATTACK, tuple(sorted(cards)))
        return [Target("area", whole, rect=area, cheat=True)] if cheat_kind(game, whole) else []
    c = cards[0]
    out: list[Target] = []
    for pair in board.table:
        a = pair[0]
        if a is not None and a.card is not None and pair[1] is None:
            action = beat(a.card, c)
            if cheat_kind(game, action):
                out.append(Target("card", action, sprite=a, cheat=True))
    for action in (throw(c), attack(c)):
        if cheat_kind(game, action):
            out.append(Target("area", action, rect=area, cheat=True))
    spot = transfer_rect(board)
    if spot is not None and cheat_kind(game, transfer(c)):
        out.append(Target("transfer", transfer(c), rect=spot, cheat=True))
    return out


def target_at(targets: list[Target], pos: tuple[float, float], board: Board) -> Target | None:
    """The target under ``pos``: cards first, then the transfer spot, then the bout area; a
    legal move before a cheat at the same place."""
    for cheat in (False, True):
        for kind in ("card", "transfer", "area"):
            for t in targets:
                if t.kind == kind and t.cheat is cheat and t.hit(pos, board):
                    return t
    return None


def intended_action(
    cards: tuple[Card, ...], pos: tuple[float, float], board: Board, phase: int
) -> Action | None:
    """What a drop at ``pos`` most likely meant (to ask the engine why it is not legal)."""
    if not cards:
        return None
    c = cards[0]
    if phase == Phase.THROW and len(cards) == 1:
        # Only the defender beats; a thrower's card dropped on a pair is a throw-in.
        return throw(c)
    for pair in board.table:
        a = pair[0]
        if a is not None and a.card is not None and a.contains(*pos):
            return beat(a.card, c)
    tr = transfer_rect(board)
    if tr is not None and tr.collidepoint(pos):
        return transfer(c)
    if phase == Phase.DEFEND:
        unbeaten = [p[0] for p in board.table if p[0] is not None and p[1] is None and p[0].card is not None]
        if unbeaten:
            near = min(unbeaten, key=lambda s: math.hypot(s.x - pos[0], s.y - pos[1]))
            assert near.card is not None
            return beat(near.card, c)
    return attack(*cards)


@dataclass(slots=True)
class Drag:
    """Cards following the mouse."""

    sprites: list[CardSprite]
    start: tuple[int, int]
    offsets: list[tuple[float, float]] = field(default_factory=list)
    targets: list[Target] = field(default_factory=list)
    hover: Target | None = None
    active: bool = False  # the mouse moved far enough: a drag, not a click

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(s.card for s in self.sprites if s.card is not None)

    def begin(self, pos: tuple[int, int]) -> None:
        self.offsets = []
        n = len(self.sprites)
        for i, s in enumerate(self.sprites):
            if n == 1:
                self.offsets.append((s.x - pos[0], s.y - pos[1]))
            else:
                spread = s.w * 0.32
                self.offsets.append(((i - (n - 1) / 2) * spread, s.h * 0.12))

    def follow(self, pos: tuple[int, int]) -> None:
        n = len(self.sprites)
        for i, (s, (dx, dy)) in enumerate(zip(self.sprites, self.offsets, strict=True)):
            s.x = pos[0] + dx
            s.y = pos[1] + dy
            s.angle = (i - (n - 1) / 2) * -6.0 if n > 1 else 0.0
