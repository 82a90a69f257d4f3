"""The guided first game at the table, with real mouse events: the whole lesson walked to its end,
a step done wrong and explained, Skip and Restart, and the offer at the first start."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App, Options
from game.engine import Action, ActionKind, Card
from game.play.lesson import COMPUTER, END, SCRIPT, YOU, LessonSession
from game.ui import i18n
from game.ui.context import AppContext
from game.ui.scenes.lesson import LessonScene
from game.ui.table.lesson_panel import MIN_SIZE, move_words
from game.ui.table.status import localize_reason
from tests.helpers import card
from tests.test_ui_table_support import click, drag, make_ctx, pump, settle

BUTTONS = {ActionKind.TAKE: "take", ActionKind.PASS: "pass"}


def _lesson(ctx: AppContext) -> LessonScene:
    scene = LessonScene(ctx, LessonSession.learn(synchronous=True))
    ctx.stack.clear_to(scene)
    scene.set_instant()
    settle(scene)
    scene.update(0.0)
    return scene


def _drop(scene: LessonScene, mine: Card, target: Card | None = None) -> None:
    """Drag ``mine`` from your hand onto the table (onto ``target``'s attack card when given)."""
    if target is None:
        end = scene.layout.bout.center
    else:
        sprite = scene.board.attack_sprite(target)
        end = (sprite.hx, sprite.hy)
    drag(scene, scene.card_pos(mine), end)


def _do(scene: LessonScene, step: int) -> None:
    """Your scripted move ``step`` (an index of SCRIPT) with the mouse."""
    action = SCRIPT[step].action
    if action.kind in BUTTONS:
        click(scene, scene.button_rect(BUTTONS[action.kind]).center)
    else:
        _drop(scene, action.card, action.target)


@pytest.fixture
def ctx() -> Iterator[AppContext]:
    context = make_ctx()
    yield context
    context.close()
    i18n.set_language("en")


def test_the_whole_lesson_walked_with_the_mouse_to_the_durak(ctx: AppContext) -> None:
    scene = _lesson(ctx)
    shown = []
    for i, line in enumerate(SCRIPT):
        if line.seat != YOU:
            continue
        settle(scene)
        scene.update(0.0)
        assert scene.panel.step == line.step and scene.human_can_act()
        shown.append(scene.panel.step)
        before = len(scene.game.history)
        _do(scene, i)
        assert scene.game.history[before] == line.action, (line.step, scene.moves.reason)
    for _ in range(50):
        pump(scene)
    assert scene.game.is_over and scene.game.result is not None
    assert scene.game.result.durak == COMPUTER and scene.human_lost() is False
    assert scene.panel.step == END
    assert shown == [line.step for line in SCRIPT if line.step is not None]
    top = ctx.stack.top
    assert top is not None and type(top).__name__ == "GameOverScene"


def test_a_step_done_wrong_is_explained_and_changes_nothing(ctx: AppContext) -> None:
    scene = _lesson(ctx)
    _drop(scene, card("TS"))  # legal, but the step is the 9♠
    assert not scene.game.history and card("TS") in scene.hand_cards()
    reason = scene.moves.reason
    assert (
        reason is not None
        and "9♠" in reason[0]
        and reason[0] == i18n.tr("lesson.off_script", move=move_words(SCRIPT[0].action))
    )
    _drop(scene, card("9S"))
    settle(scene)
    assert scene.panel.step == "throw_in"
    _drop(scene, card("TS"))  # no ten on the table: the engine's own reason
    assert len(scene.game.history) == 2 and scene.moves.reason is not None
    usual = localize_reason(scene.game.explain(Action.parse("throw TS")))
    assert scene.moves.reason[0] == usual and usual != i18n.tr("table.why.legal")
    click(scene, scene.button_rect("pass").center)  # Done is legal too, not the step's
    assert len(scene.game.history) == 2
    assert scene.moves.reason is not None and "9♦" in scene.moves.reason[0]
    _drop(scene, card("9D"))
    assert scene.game.history[2] == SCRIPT[2].action


def test_a_card_let_go_over_the_panel_is_the_hands_drop(ctx: AppContext) -> None:
    # the panel takes only its buttons' clicks: a drag ending over it is a drop as anywhere above
    # the hand (the table plays what it most likely meant), never a card left hanging
    scene = _lesson(ctx)
    drag(scene, scene.card_pos(card("9S")), scene.panel.rect(scene.layout).center)
    assert scene.hand.drag is None
    assert scene.game.history[0] == SCRIPT[0].action


def test_the_hint_is_the_steps_move(ctx: AppContext) -> None:
    scene = _lesson(ctx)
    hint = scene.session.ask_hint([])
    assert hint is not None and hint.result().action == SCRIPT[0].action


def test_restart_and_skip_in_the_panel(ctx: AppContext) -> None:
    scene = _lesson(ctx)
    _drop(scene, card("9S"))
    settle(scene)
    scene.panel.place(scene.layout)
    click(scene, scene.panel.buttons[0].rect.center)  # Restart
    again = ctx.stack.top
    assert isinstance(again, LessonScene) and again is not scene and not again.game.history
    again.set_instant()
    settle(again)
    again.panel.place(again.layout)
    click(again, again.panel.buttons[1].rect.center)  # Skip
    top = ctx.stack.top
    assert top is not None and type(top).__name__ == "MainMenuScene"


def test_nothing_of_the_lesson_is_saved_or_asked_before_leaving(ctx: AppContext, tmp_path: Path) -> None:
    from game.play.saves import SaveWriter

    scene = _lesson(ctx)
    _drop(scene, card("9S"))
    assert scene.keeper.autosave is None and not scene.keeper.running() and not scene.keeper.can_undo()
    assert not SaveWriter().path.exists()


def _rect_of(scene: Any, name: str) -> pygame.Rect:
    button = scene.buttons[name]
    return pygame.Rect(button.rect)


def _frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 60)


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _frames(app)


def test_the_first_start_offers_the_lesson_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_LESSON_OFFER", "1")
    app = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    try:
        _frames(app)
        offer = app.ctx.stack.top
        assert offer is not None and type(offer).__name__ == "LessonOfferScene"
        assert app.ctx.settings.lesson_offered
        _click(app, _rect_of(offer, "learn").center)
        assert isinstance(app.ctx.stack.top, LessonScene)
    finally:
        app.close()
    again = App(Options(size=(1280, 800), fullscreen=False, lang="en"))
    try:
        _frames(again)
        top = again.ctx.stack.top
        assert top is not None and type(top).__name__ == "MainMenuScene"  # asked once only
    finally:
        again.close()


def test_learn_to_play_under_rules(ctx: AppContext) -> None:
    ctx.stack.clear_to(ctx.make_scene("rules"))
    rules = ctx.stack.top
    assert rules is not None
    pump(rules)
    click(rules, _rect_of(rules, "learn").center)
    for _ in range(3):  # the widget's press arrives as an event of its own
        pump(ctx.stack.top)
    assert isinstance(ctx.stack.top, LessonScene)
    lesson = ctx.stack.top
    lesson.session.shutdown()
    assert lesson.game.hand(YOU) and lesson.game.hand(COMPUTER)


@pytest.mark.parametrize("language", ["en", "ru", "de", "uk"])
def test_every_steps_words_fit_the_panel_at_the_smallest_window_and_largest_text(language: str) -> None:
    i18n.set_language(language)
    ctx = make_ctx(size=(800, 560), language=language, text_size=1.3)
    scene = _lesson(ctx)
    steps = [line.step for line in SCRIPT if line.step is not None] + [END]
    try:
        for step in steps:
            assert step is not None
            scene.panel.step = step
            words = scene.panel.words(scene.layout)
            linesize = scene.text.font(words.size).get_linesize()
            assert words.size > MIN_SIZE and len(words.lines) * linesize <= words.room, (step, words)
            heading = scene.text.font(words.heading_size, True).size(words.heading)[0]
            assert heading <= scene.panel.buttons[0].rect.left - words.at[0], step
        top = scene.layout.seats[COMPUTER].block.top
        assert scene.panel.rect(scene.layout).bottom <= top, "the panel leaves the opponent's cards free"
    finally:
        ctx.close()
