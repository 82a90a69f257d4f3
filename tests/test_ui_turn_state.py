"""The table tells whose turn it is from one state: a computer's transfer has its own toast, and the
status line never lags behind the badges after Done, an automatic pass or a transfer."""

from __future__ import annotations

from typing import Any

import pytest
from test_ui_table_support import click, make_ctx, make_table, pump

from game.engine import ActionKind, Phase
from game.engine import events as ev
from game.engine.cards import Card
from game.ui import i18n
from game.ui.i18n import card_word, tr
from game.ui.table.status import status_text


def _to_a_computer_transfer(scene: Any) -> ev.Transferred | None:
    """Plays your first legal move until a computer transfers to you; the transfer's event (None: the
    game ended first)."""
    seen: list[ev.Transferred] = []

    def listen(seat: int, action: Any, events: list[ev.Event]) -> None:
        seen.extend(e for e in events if isinstance(e, ev.Transferred) and e.seat != scene.human)

    scene.session.subscribe(listen)
    for _ in range(3000):
        if scene.game.is_over:
            return None
        if scene.human_can_act() and scene.board.idle:
            legal = scene.legal()
            scene.play(next((a for a in legal if a.kind is not ActionKind.TRANSFER), legal[0]), "test")
        scene.update(0.05)
        if seen:
            return seen[0]
    return None


def test_a_computer_transfer_to_you_is_told_with_its_card() -> None:
    ctx = make_ctx()
    for seed in range(1, 40):
        scene = make_table(ctx, "perevodnoy", 2, seed, instant=False)  # each event shown in its turn
        transfer = _to_a_computer_transfer(scene)
        if transfer is None:
            continue
        told = f"{scene.name(transfer.seat)} passes it on to you with {transfer.card.label}"
        toasts = []
        for _ in range(40):  # the board shows the transfer once the card before it has landed
            scene.update(0.05)
            toasts.append(scene.board.toast.text if scene.board.toast is not None else None)
        assert told in toasts
        return
    raise AssertionError("no computer transfer in the seeds tried")


@pytest.mark.parametrize(
    ("language", "you", "other"),
    [
        ("en", "Vera passes it on to you with 8♠", "Vera passes it on to Anna with Q♠"),
        # in the language's card letters: the Russian Д and the German D for the queen
        ("ru", "Vera переводит на вас картой 8♠", "Vera переводит картой Д♠: теперь отбивается Anna"),
        ("de", "Vera gibt mit der 8♠ an dich weiter", "Vera gibt mit der D♠ an Anna weiter"),
    ],
)
def test_the_transfer_toast_in_every_language(language: str, you: str, other: str) -> None:
    i18n.set_language(language)
    try:
        eight, queen = Card(8, 0), Card(12, 0)
        assert tr("table.toast.transfer_you", name="Vera", card=card_word(eight)) == you
        assert tr("table.toast.transfer", name="Vera", to="Anna", card=card_word(queen)) == other
        if language == "de":  # an article that agrees: "mit dem Buben", "mit dem Ass"
            assert "mit dem B♠" in tr("table.toast.transfer_you", name="V", card=card_word(Card(11, 0)))
    finally:
        i18n.set_language("en")


def _frames_agree(scene: Any, frames: int) -> list[str]:
    """Updates ``frames`` frames; what the table said on each: the status line, checked against the
    engine's turn on that frame, and the buttons against whether you may act."""
    said = []
    for _ in range(frames):
        pump(scene, 0.03)
        turn = status_text(scene.game, scene.human, scene.name)
        if not (scene.board.dealing and not scene.board.idle):
            assert scene.status == turn, f"the status line says {scene.status!r}, the turn is {turn!r}"
        if scene.buttons.names():
            assert scene.human_can_act(), f"buttons {scene.buttons.names()} while it is not your move"
        said.append(scene.status)
    return said


def _your_done(scene: Any) -> bool:
    done = any(a.kind is ActionKind.PASS for a in scene.legal())
    return scene.board.idle and done and scene.game.phase == Phase.THROW


def _table_at_done(ctx: Any, **table: Any) -> Any:
    """An animated three-player table at a bout where you may throw in or press Done."""
    for seed in range(1, 40):
        scene = make_table(ctx, "podkidnoy", 3, seed, instant=False, **table)
        for _ in range(4000):
            if scene.game.is_over:
                break
            if _your_done(scene) and "pass" in scene.buttons.names():
                return scene
            if scene.human_can_act() and scene.board.idle:
                legal = scene.legal()
                scene.play(next((a for a in legal if a.kind is not ActionKind.PASS), legal[0]), "test")
            scene.update(0.05)
    raise AssertionError("no Done in the seeds tried")


def test_the_status_line_follows_the_turn_on_every_frame_after_done() -> None:
    ctx = make_ctx(auto_pass=False)
    scene = _table_at_done(ctx)
    before = scene.status
    click(scene, scene.buttons.rect("pass").center)
    said = _frames_agree(scene, 80)
    assert said[0] != before  # the first frame after Done no longer offers Done


def test_the_status_line_follows_the_turn_on_every_frame_of_an_automatic_pass() -> None:
    ctx = make_ctx(auto_pass=True)
    for seed in range(1, 60):
        scene = make_table(ctx, "podkidnoy", 3, seed, instant=False)
        yours: list[Any] = []

        def listen(seat: int, action: Any, events: Any, yours: list[Any] = yours) -> None:
            if seat == 0:
                yours.append(action)

        scene.session.subscribe(listen)
        for _ in range(3000):
            if scene.game.is_over:
                break
            played = len(yours)
            legal = scene.legal() if scene.board.idle else []
            move = next((a for a in legal if a.kind is not ActionKind.PASS), None)
            if move is not None:
                scene.play(move, "test")
                played = len(yours)
            pump(scene, 0.03)
            if len(yours) > played and yours[-1].kind is ActionKind.PASS:  # the table passed for you
                _frames_agree(scene, 60)
                return
    raise AssertionError("no automatic pass in the seeds tried")


def test_the_status_line_follows_the_turn_on_every_frame_of_a_transfer() -> None:
    ctx = make_ctx()
    for seed in range(1, 40):
        scene = make_table(ctx, "perevodnoy", 2, seed, instant=False)
        if _to_a_computer_transfer(scene) is not None:
            _frames_agree(scene, 60)
            return
    raise AssertionError("no computer transfer in the seeds tried")
