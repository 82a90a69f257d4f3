"""The review screen, driven by posted events: from the replay and the game-over panel, its progress,
its chart (a click on a point opens the replay there), cancelling, and the kept review opening at once."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_table_support import click, key, make_ctx, make_table, post, pump, settle

from game.ai.normal import normal_choice
from game.engine import PRESETS, ActionKind, Game
from game.engine.record import GameRecord
from game.play import kept, review
from game.play.review import ReviewBudget
from game.ui.i18n import has, set_language
from game.ui.scenes.replay_scene import action_text
from game.ui.table.names import SeatNames

#: judged in the test's process on a tiny budget
SMALL = ReviewBudget(nodes=40, playouts=8, here=True)


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("DURAK_DATA_DIR", folder)
        monkeypatch.setattr(review, "BUDGET", SMALL)
        yield Path(folder)


def keep_a_game(seed: int = 3, players: int = 2) -> tuple[GameRecord, Path]:
    game = Game.new(PRESETS["podkidnoy"], players, seed)
    while not game.is_over:
        game.apply(normal_choice(game.view(game.to_act)))
    record = GameRecord.of(game)
    outcome = "durak" if game.result is not None and game.result.durak == 0 else "win"
    path = kept.keep(record, 0, ("human",) + ("hard",) * (players - 1), outcome, "podkidnoy")
    assert path is not None
    return record, path


def finish(scene: Any, limit: float = 120.0) -> None:
    """Frames until the review is done (it judges in a thread of this process here)."""
    end = time.monotonic() + limit
    while scene.running and time.monotonic() < end:
        pump(scene)
        time.sleep(0.01)
    pump(scene)
    assert scene.review is not None, scene.job.failed if scene.job else "no job"


def open_from_replay(ctx: Any) -> Any:
    viewer = ctx.make_scene("replay")
    ctx.stack.clear_to(viewer)
    pump(viewer)
    click(viewer, viewer.button_rect("review").center)
    pump(viewer)
    scene = ctx.stack.top
    assert type(scene).__name__ == "ReviewScene"
    return scene


def test_the_replay_opens_a_review_that_shows_progress_then_a_chart_and_words() -> None:
    _, path = keep_a_game()
    ctx = make_ctx()
    scene = open_from_replay(ctx)
    assert scene.job is not None and "cancel" in scene.buttons
    scene.draw(ctx.screen)  # the progress bar
    finish(scene)
    assert "replay" in scene.buttons and "cancel" not in scene.buttons
    scene.draw(ctx.screen)
    assert scene.points and len(scene.points) == len(scene.review.of_seat(0))
    lines = [text for text, _ in scene.verdict_lines()]
    assert lines and "good move" in lines[0]
    assert not any("{" in text or "review." in text for text in lines)
    found = kept.load(path)
    assert found is not None and found.review == scene.review.to_dict()
    ctx.close()


def test_a_click_on_a_point_of_the_chart_opens_the_replay_at_that_move() -> None:
    keep_a_game()
    ctx = make_ctx()
    scene = open_from_replay(ctx)
    finish(scene)
    scene.draw(ctx.screen)
    x, y, judged = scene.points[len(scene.points) // 2]
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    assert scene.hover is judged  # its move and chances are shown beside it
    scene.draw(ctx.screen)
    click(scene, (x, y))
    pump(scene)
    viewer = ctx.stack.top
    assert type(viewer).__name__ == "ReplayScene"
    assert viewer.pos == judged.index + 1
    key(viewer, pygame.K_ESCAPE)
    assert ctx.stack.top is scene
    post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))  # away from the chart
    pump(scene)
    assert scene.hover is None
    key(scene, pygame.K_RIGHT)  # by keys: the first point, the next, then Enter
    key(scene, pygame.K_RIGHT)
    assert scene.hover is scene.points[1][2]
    key(scene, pygame.K_RETURN)
    viewer = ctx.stack.top
    assert type(viewer).__name__ == "ReplayScene" and viewer.pos == scene.points[1][2].index + 1
    ctx.close()


def test_the_kept_review_opens_at_once_the_second_time() -> None:
    keep_a_game()
    ctx = make_ctx()
    first = open_from_replay(ctx)
    finish(first)
    key(first, pygame.K_ESCAPE)
    again = open_from_replay(ctx)
    assert again.job is None and again.review == first.review
    key(again, pygame.K_RETURN)  # the keyboard's focus starts on Close
    assert type(ctx.stack.top).__name__ == "ReplayScene"
    ctx.close()


def test_cancel_stops_the_review_and_keeps_nothing() -> None:
    _, path = keep_a_game()
    ctx = make_ctx()
    scene = open_from_replay(ctx)
    click(scene, scene.button_rect("cancel").center)
    pump(scene)
    assert scene.job.cancelled and type(ctx.stack.top).__name__ == "ReplayScene"
    scene.job.wait(60)
    found = kept.load(path)
    assert found is not None and found.review is None
    ctx.close()


def test_the_game_over_panel_offers_the_review_of_the_game_just_played() -> None:
    ctx = make_ctx()
    table = make_table(ctx, "podkidnoy", 2, seed=3)
    settle(table)
    while not table.game.is_over:
        table.play(table.legal()[0], "test") if table.human_can_act() else table.update(0.02)
    over = ctx.make_scene("game_over", table)
    ctx.stack.push(over)
    pump(over)
    click(over, over.button_rect("review").center)
    pump(over)
    scene = ctx.stack.top
    assert type(scene).__name__ == "ReviewScene"
    finish(scene)
    assert scene.review.of_seat(0)
    key(scene, pygame.K_ESCAPE)
    assert ctx.stack.top is over
    ctx.close()


@pytest.mark.parametrize("language", ["en", "ru", "de", "uk"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (960, 600)])
def test_the_review_draws_in_every_language_and_size(language: str, size: tuple[int, int]) -> None:
    keep_a_game(players=3)
    set_language(language)
    try:
        ctx = make_ctx(size, language=language)
        scene = open_from_replay(ctx)
        finish(scene)
        scene.draw(ctx.screen)
        for text, _ in scene.verdict_lines():
            assert "{" not in text and "review." not in text
        ctx.close()
    finally:
        set_language("en")


def test_the_replay_has_words_for_every_kind_of_move() -> None:
    # "replay.you.add" once showed as a raw key: every kind of action has its sentence
    names = SeatNames(2, 0, 0, ("human", "easy"), lambda: make_ctx().settings)
    for kind in ActionKind:
        assert has(f"replay.you.{kind.value}") and has(f"replay.act.{kind.value}"), kind
        assert has(f"review.do.{kind.value}"), kind
    game = Game.new(PRESETS["podkidnoy"], 2, 1)
    add = next(a for a in game.legal_actions() if a.kind is ActionKind.ADD)
    assert not action_text(add, game.to_act, names).startswith("replay.")


def test_the_replay_shows_the_chosen_art_deck() -> None:
    keep_a_game()
    ctx = make_ctx(card_deck="dondorf")
    viewer = ctx.make_scene("replay")
    ctx.stack.clear_to(viewer)
    pump(viewer)
    viewer.draw(ctx.screen)
    assert viewer.images.deck == "dondorf", "a 36-card game: every card has its art face"
    ctx.close()
