"""The table by keyboard (issue 33): the arrows' outline never sits on a greyed card, and the mouse
takes it away (real key and mouse events)."""

from __future__ import annotations

from typing import Any

import pygame
from test_ui_table_support import find_table, key, make_ctx, post, pump


def _greyed(scene: Any) -> set[Any]:
    return {s.card for s in scene.hand.hand_sprites() if s.dim}


def _some_greyed(scene: Any) -> bool:
    pump(scene, 0.0)
    cards = scene.hand_cards()
    return scene.human_can_act() and 0 < len(_greyed(scene)) < len(cards) - 1


def test_the_arrows_pass_over_greyed_cards() -> None:
    scene = find_table(make_ctx(), _some_greyed)
    cards, grey = scene.hand_cards(), _greyed(scene)
    visited = []
    for _ in range(len(cards) + 2):
        key(scene, pygame.K_RIGHT)
        card = scene.hand.focused_card()
        assert card is not None and card not in grey, f"the outline on greyed {card}"
        visited.append(card)
    assert set(visited) == set(cards) - grey  # every playable card reached, left to right
    for _ in range(len(cards) + 2):
        key(scene, pygame.K_LEFT)
        assert scene.hand.focused_card() not in grey


def test_a_card_that_turns_grey_loses_the_outline() -> None:
    scene = find_table(make_ctx(), _some_greyed)
    cards, grey = scene.hand_cards(), _greyed(scene)
    free = [i for i, c in enumerate(cards) if c not in grey]
    scene.hand.focus = free[0]
    for s in scene.hand.hand_sprites():  # as if the turn changed what you may play
        s.dim = False
    scene.hand.playable = {cards[i] for i in free[1:]}
    pump(scene, 0.0)
    focused = scene.hand.focused_card()
    assert focused is None or focused in scene.hand.playable


def test_the_mouse_takes_the_outline_away() -> None:
    scene = find_table(make_ctx(), _some_greyed)
    key(scene, pygame.K_RIGHT)
    assert scene.hand.focused_card() is not None
    post(pygame.MOUSEMOTION, pos=(20, 300), rel=(4, 0), buttons=(0, 0, 0))
    pump(scene, 0.0)
    assert scene.hand.focused_card() is None
