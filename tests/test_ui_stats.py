"""The statistics screen, its reset question and the replay viewer, driven by posted events."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from test_ui_table_support import click, key, make_ctx, pump

from game.engine import PRESETS, Game
from game.engine.record import GameRecord
from game.play import kept
from game.play.stats import GameEntry, Statistics
from game.ui.context import MIN_SIZE
from game.ui.i18n import LANGUAGES, set_language, tr


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("DURAK_DATA_DIR", folder)
        yield Path(folder)


def some_games(n: int = 12) -> Statistics:
    book = Statistics.load()
    for i in range(n):
        outcome = ("win", "durak", "win", "draw")[i % 4]
        book.add(GameEntry(1000 + i, "podkidnoy", 2 + i % 2, ("easy", "hard")[i % 2], outcome, 40 + i))
    return book


def keep_a_game(seed: int = 3) -> GameRecord:
    game = Game.new(PRESETS["podkidnoy"], 2, seed)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    record = GameRecord.of(game)
    kept.keep(record, 0, ("human", "easy"), "win", "podkidnoy")
    return record


def test_the_menu_opens_the_statistics_and_they_draw() -> None:
    some_games()
    ctx = make_ctx()
    menu = ctx.make_scene("main_menu")
    ctx.stack.clear_to(menu)
    pump(menu)
    click(menu, menu.button_rect("stats").center)  # type: ignore[attr-defined]
    pump(menu)
    scene = ctx.stack.top
    assert type(scene).__name__ == "StatsScene"
    assert scene.selected().games == 12  # type: ignore[attr-defined]
    scene.draw(ctx.screen)
    ctx.close()


def test_reset_asks_first_and_cancel_keeps_the_statistics(data_dir: Path) -> None:
    some_games()
    ctx = make_ctx()
    scene = ctx.make_scene("stats")
    ctx.stack.clear_to(scene)
    pump(scene)
    click(scene, scene.button_rect("reset").center)  # type: ignore[attr-defined]
    pump(scene)
    assert scene.confirming  # type: ignore[attr-defined]
    scene.draw(ctx.screen)
    key(scene, pygame.K_RETURN)  # the focus starts on Cancel: Enter never wipes them
    assert not scene.confirming  # type: ignore[attr-defined]
    assert Statistics.load().tally().games == 12
    click(scene, scene.button_rect("reset").center)  # type: ignore[attr-defined]
    pump(scene)
    key(scene, pygame.K_ESCAPE)
    assert not scene.confirming and Statistics.load().tally().games == 12  # type: ignore[attr-defined]
    click(scene, scene.button_rect("reset").center)  # type: ignore[attr-defined]
    pump(scene)
    click(scene, scene.button_rect("confirm_yes").center)  # type: ignore[attr-defined]
    pump(scene)
    assert Statistics.load().tally().games == 0
    assert scene.selected().games == 0  # type: ignore[attr-defined]
    scene.draw(ctx.screen)
    ctx.close()


def test_the_filter_narrows_to_one_group_by_keyboard() -> None:
    some_games()
    ctx = make_ctx()
    scene = ctx.make_scene("stats")
    ctx.stack.clear_to(scene)
    pump(scene)
    key(scene, pygame.K_UP)  # the focus goes back from "Back" to the drop-down
    focus = scene.form_focus
    assert focus is not None and focus.current == "filter"
    key(scene, pygame.K_RIGHT)
    pump(scene)
    assert scene.group != "all"  # type: ignore[attr-defined]
    assert scene.selected().games == 6  # type: ignore[attr-defined]
    ctx.close()


def test_the_replay_steps_forward_and_back_exactly() -> None:
    record = keep_a_game()
    keep_a_game(4)
    ctx = make_ctx()
    stats = ctx.make_scene("stats")
    ctx.stack.clear_to(stats)
    pump(stats)
    click(stats, stats.button_rect("replays").center)  # type: ignore[attr-defined]
    pump(stats)
    viewer = ctx.stack.top
    assert type(viewer).__name__ == "ReplayScene"
    viewer.open(1)  # type: ignore[attr-defined]  # the older game: the first one kept
    assert viewer.moves == len(record.actions)  # type: ignore[attr-defined]
    for _ in range(5):
        key(viewer, pygame.K_RIGHT)
    pump(viewer)
    assert viewer.pos == 5  # type: ignore[attr-defined]
    expected = record.replay(5)
    shown = viewer.current()  # type: ignore[attr-defined]
    assert [shown.hand(s) for s in range(2)] == [expected.hand(s) for s in range(2)]
    assert shown.table_pairs() == expected.table_pairs()
    key(viewer, pygame.K_LEFT)
    assert viewer.pos == 4  # type: ignore[attr-defined]
    click(viewer, viewer.button_rect("last").center)  # type: ignore[attr-defined]
    pump(viewer)
    assert viewer.pos == viewer.moves and viewer.current().is_over  # type: ignore[attr-defined]
    assert viewer.move_text()  # type: ignore[attr-defined]
    viewer.draw(ctx.screen)
    key(viewer, pygame.K_HOME)
    assert viewer.pos == 0  # type: ignore[attr-defined]
    key(viewer, pygame.K_ESCAPE)
    assert ctx.stack.top is stats
    ctx.close()


def test_the_replay_without_games_says_so() -> None:
    ctx = make_ctx()
    viewer = ctx.make_scene("replay")
    ctx.stack.clear_to(viewer)
    pump(viewer)
    viewer.draw(ctx.screen)
    assert viewer.game is None  # type: ignore[attr-defined]
    ctx.close()


def test_a_game_played_at_the_table_is_counted_and_kept() -> None:
    from test_ui_table_support import make_table

    ctx = make_ctx()
    scene = make_table(ctx, players=2, seed=2, human=0, level="easy")
    scene.update(0.0)
    for _ in range(5000):
        if type(ctx.stack.top).__name__ == "GameOverScene":
            break
        scene.play(scene.legal()[0], "test") if scene.human_can_act() else scene.update(0.05)
    assert type(ctx.stack.top).__name__ == "GameOverScene"
    book = Statistics.load()
    assert book.tally().games == 1
    (entry,) = book.entries
    assert (entry.variant, entry.players, entry.level) == ("podkidnoy", 2, "easy")
    assert entry.moves == len(scene.game.history)
    files = kept.listing()
    assert len(files) == 1
    game = kept.load(files[0])
    assert game is not None and game.record.actions == tuple(scene.game.history)
    ctx.close()


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_tallies_keep_their_words_apart_at_the_smallest_window(language: str) -> None:
    """At the smallest window a row of two tallies is too low for a label above its number (before,
    the number ran over the next label): the tallies go in one column, label and number side by side."""
    set_language(language)
    ctx = make_ctx(MIN_SIZE, language=language)
    scene = ctx.make_scene("stats")
    inner = scene._layout(MIN_SIZE)["tiles"].inflate(-24, -16)  # type: ignore[attr-defined]
    try:
        for count in (10, 13):  # the usual tallies; with games abandoned and cheats
            assert not scene._two_lines_fit(inner.height // ((count + 1) // 2))  # type: ignore[attr-defined]
            cell = pygame.Rect(inner.left, inner.top, inner.width - 10, inner.height // count)
            for name in ("stats.undo", "stats.cheats", "stats.average", "stats.best_streak"):
                label, value = scene._tile(cell, tr(name), "12 (3)")  # type: ignore[attr-defined]
                rects = [pygame.Rect(at, font.size(text)) for text, font, at, _ in (label, value)]
                assert all(cell.contains(r) for r in rects), (name, cell, rects)
                assert not rects[0].colliderect(rects[1]), (name, rects)
    finally:
        set_language("en")
        ctx.close()
