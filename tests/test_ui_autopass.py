"""Auto-pass in big games (issue 33): a table of 4–6 players passes your throw-in after the set seconds
without a move; "Pass in N" on Done with a bar that runs out, and the status line says why the table
waits, equal to the turn on every frame."""

from __future__ import annotations

import math
from typing import Any

import pygame
from test_ui_table_support import make_ctx, make_table, post, pump

from game.engine import ActionKind, Phase
from game.ui import i18n
from game.ui.i18n import tr
from game.ui.table.status import status_text

FRAME = 0.05


def _waiting(scene: Any) -> bool:
    s = scene.session
    return scene.board.idle and s.waits.applies(s) and "pass" in scene.buttons.names()


def _table_waiting(ctx: Any, players: int = 4) -> Any:
    """An animated table of ``players`` at a throw-in of yours that the table would pass."""
    for seed in range(1, 40):
        scene = make_table(ctx, "podkidnoy", players, seed, instant=False)
        for _ in range(4000):
            if scene.game.is_over:
                break
            if _waiting(scene):
                return scene
            if scene.human_can_act() and scene.board.idle:
                legal = scene.legal()
                scene.play(next((a for a in legal if a.kind is not ActionKind.PASS), legal[0]), "test")
            scene.update(FRAME)
    raise AssertionError("no throw-in of yours in the seeds tried")


def _yours(scene: Any) -> list[Any]:
    actions: list[Any] = []

    def listen(seat: int, action: Any, events: Any) -> None:
        if seat == scene.human:
            actions.append(action)

    scene.session.subscribe(listen)
    return actions


def test_the_countdown_passes_your_throw_in_and_the_status_line_follows_every_frame() -> None:
    ctx = make_ctx(auto_pass_wait=3)
    scene = _table_waiting(ctx)
    assert scene.status.startswith("The table waits for you: throw in") or "takes" in scene.status
    yours, shown, elapsed = _yours(scene), [], 0.0
    while not yours and elapsed < 5.0:
        pump(scene, FRAME)
        elapsed += FRAME
        s = scene.session
        assert scene.status == status_text(scene.game, scene.human, scene.name, s.waits.applies(s))
        if yours:
            break
        done = next(b for b in scene.buttons.buttons if b.name == "pass")
        left = s.waits.left(s)
        assert left is not None and done.label == tr("table.button.pass_in", n=max(1, math.ceil(left)))
        shown.append(done.label)
    assert yours and yours[-1].kind is ActionKind.PASS
    assert 2.9 <= elapsed <= 3.3, elapsed  # after the seconds set, not before
    assert shown[0] == "Pass in 3" and shown[-1] == "Pass in 1" and "Pass in 2" in shown
    for _ in range(40):  # after the pass the status line tells the engine's turn on every frame
        pump(scene, FRAME)
        s = scene.session
        assert scene.status == status_text(scene.game, scene.human, scene.name, s.waits.applies(s))
        if "pass" in scene.buttons.names():
            assert scene.human_can_act()


def test_a_card_in_your_hand_holds_the_countdown() -> None:
    ctx = make_ctx(auto_pass_wait=3)
    scene = _table_waiting(ctx)
    yours = _yours(scene)
    for _ in range(30):  # a second and a half gone
        pump(scene, FRAME)
    s = scene.session
    card = next(c for c in scene.hand_cards() if c.rank in {a.card.rank for a in scene.legal() if a.cards})
    x, y = scene.card_pos(card)
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    for i in range(1, 81):  # you hold the card for four seconds, moving it about
        post(pygame.MOUSEMOTION, pos=(x + i % 40, y - 60), rel=(1, 0), buttons=(1, 0, 0))
        pump(scene, FRAME)
    assert not yours and s.waits.left(s) == 3  # nothing passed: the countdown starts again
    post(pygame.MOUSEBUTTONUP, pos=(x, y + 200), button=1)  # let go off the table: no move
    pump(scene, FRAME)
    left = s.waits.left(s)
    assert not yours and left is not None and left > 2.5


def test_off_the_table_waits_for_you_as_long_as_you_like() -> None:
    ctx = make_ctx(auto_pass_wait=3)
    scene = _table_waiting(ctx)
    yours = _yours(scene)
    ctx.update_settings(auto_pass_wait=0)
    for _ in range(120):  # six seconds
        pump(scene, FRAME)
    assert not yours and scene.human_can_act()
    assert scene.status.startswith("You may throw in") or "takes" in scene.status
    assert next(b for b in scene.buttons.buttons if b.name == "pass").label == "Done"


def test_the_play_layer_applies_only_to_throw_ins_at_big_tables() -> None:
    from test_ui_table_support import settle

    for players, cheating, expected in ((4, False, True), (3, False, False), (4, True, False)):
        ctx = make_ctx()
        rules: Any = "cheating" if cheating else "podkidnoy"
        scene = make_table(ctx, rules, players, 3)
        scene.session.waits.seconds = 5
        found = False
        for _ in range(300):
            settle(scene)
            g = scene.game
            if g.is_over:
                break
            kinds = {a.kind for a in g.legal_actions()}
            throw_in = g.phase == Phase.THROW and ActionKind.THROW in kinds and ActionKind.PASS in kinds
            assert scene.session.waits.applies(scene.session) == (throw_in and expected)
            found = found or throw_in
            scene.play(g.legal_actions()[0], "test")
        assert found


def test_the_words_in_every_language() -> None:
    try:
        for code, words in (("ru", "Стол ждёт вас"), ("de", "Der Tisch wartet auf dich")):
            i18n.set_language(code)
            assert tr("table.status.waits_throw", ranks="7").startswith(words)
            assert tr("table.button.pass_in", n=5) != "table.button.pass_in"
    finally:
        i18n.set_language("en")
