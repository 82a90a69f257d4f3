"""The cheating mode at the table (game/ui/table/cheat_desk.py), with real mouse and key events."""

from __future__ import annotations

import random
import re
from typing import Any

import pygame
import pytest
from helpers import new_game
from test_ui_table_support import click, drag, key, make_ctx, make_table, settle

from game.engine import ActionKind, Card, Phase, preset
from game.engine.cheating import open_cheats
from game.ui.i18n import set_language, tr

CHEAT = preset("cheating")
LOW = "6S 6C 7D 7C 8D 6D"  # no trump, nothing above an eight: the human beats none of HIGH
HIGH = "QS KC JD TC AS QD"


@pytest.fixture(autouse=True)
def _english() -> Any:
    set_language("en")
    yield
    set_language("en")


def _easy_misses_seed() -> int:
    """A seed whose Easy watcher at seat 1 does not notice the first cheat (attention 0.3)."""
    return next(s for s in range(100) if random.Random(f"{s}/watch1").random() >= 0.3)


def _defending(level: str, seed: int = 1) -> Any:
    """You defend against a computer lead you cannot beat."""
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, seed=seed, level=level, game=game)
    settle(scene)
    assert scene.game.phase == Phase.DEFEND and scene.human_can_act()
    return scene


def _cheat_beat(scene: Any) -> tuple[Card, Card]:
    """Drag your lowest card onto the attack card: a beat the rules forbid."""
    (attack, _), *_ = scene.game.view(0).table
    mine = scene.hand_cards()[0]
    target = scene.board.table[0][0]
    drag(scene, scene.card_pos(mine), (target.x, target.y))
    return attack, mine


def test_your_cheat_is_admitted_with_a_sign_and_easy_misses_it() -> None:
    scene = _defending("easy", _easy_misses_seed())
    _, mine = _cheat_beat(scene)
    assert scene.moves.reason is None  # not refused
    assert any(b.text == tr("cheatui.sign") for b in scene.board.bubbles)
    settle(scene)
    assert scene.cheats.message == ""
    assert scene.game.cheats is not None and scene.game.cheats.caught == (0, 0)
    assert mine not in scene.hand_cards()


def test_hard_calls_your_cheat_and_the_beat_is_undone() -> None:
    scene = _defending("hard")
    _, mine = _cheat_beat(scene)
    settle(scene)
    said = scene.cheats.message  # "Anna: Cheat! 6♠ does not beat Q♠. The move is taken back."
    want = rf"{scene.name(1)}: Cheat! {mine.label} does not beat \S+\. The move is taken back\."
    assert re.fullmatch(want, said), said
    assert scene.board.toast is not None and scene.board.toast.text == scene.cheats.message
    assert mine in scene.hand_cards() and scene.board.table[0][1] is None
    assert scene.human_can_act() and not scene.desyncs


def test_a_computer_cheats_and_you_call_it_out_with_the_button() -> None:
    ctx = make_ctx()
    game = new_game(
        CHEAT, 2, ["6H 7S 7C 9D QS KC", "8S 9S JD TC AS QD"], trump="AH", fill=True, first_attacker=0
    )
    scene = make_table(ctx, CHEAT, 2, level="hard", game=game)
    settle(scene)
    click(scene, scene.card_pos(Card.parse("KC")))  # no club above the king, no trump: Hard must take
    settle(scene)
    assert open_cheats(scene.game), "Hard beat the king with a card that does not beat it"
    scene.draw(scene.ctx.screen)
    assert scene.cheats.button is not None
    click(scene, scene.cheats.button.rect.center)
    settle(scene)
    assert scene.cheats.message.startswith("You: Cheat! ")
    assert not open_cheats(scene.game) and scene.board.table[0][1] is None
    kinds = [a.kind for a in scene.game.history]
    assert kinds[kinds.index(ActionKind.CALL) + 1] is ActionKind.TAKE  # no second cheat this bout
    assert not scene.desyncs


def test_a_wrong_call_with_the_key_says_so() -> None:
    ctx = make_ctx()
    game = new_game(CHEAT, 2, [LOW, HIGH], trump="AH", fill=True, first_attacker=1)
    scene = make_table(ctx, CHEAT, 2, level="easy", game=game)
    settle(scene)
    hands = list(scene.game.hands)
    key(scene, pygame.K_c)
    assert scene.cheats.message == "You: Cheat! — Wrong call: there was no cheat."
    assert list(scene.game.hands) == hands


def test_no_button_without_the_mode() -> None:
    scene = make_table(make_ctx(), "podkidnoy", 2)
    settle(scene)
    scene.draw(scene.ctx.screen)
    assert scene.cheats.button is None
    key(scene, pygame.K_c)
    assert scene.cheats.message == ""
