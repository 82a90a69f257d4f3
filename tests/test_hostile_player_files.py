"""Player files that the readers once accepted and a screen then crashed or stalled on (issue 37).

A statistics file with a NUL in a variant crashed the statistics screen as it drew, one with a
``|`` when its group was picked in the filter; a kept game whose time was beyond the platform's
clock crashed the replay viewer, one with a variant of a megabyte took seconds a key press; a save
whose record raised an unexpected error crashed every start.  The file was never set aside, so
the crash came back every time.  Here each file of tests/data/hostile/stats/ and kept/ goes
through the real screens, driven by posted events: it must be set aside with one log line and
the screen must work on.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_table_support import click, key, make_ctx, pump

from game import app as app_mod
from game.app import Options
from game.engine import PRESETS, Game
from game.engine.record import GameRecord
from game.play import kept, saves, stats
from game.play.stats import GameEntry

CORPUS = Path(__file__).resolve().parent / "data" / "hostile"
STATS = sorted((CORPUS / "stats").iterdir())
KEPT = sorted((CORPUS / "kept").iterdir())
SAVES = sorted((CORPUS / "save").glob("save-saved-at-*"))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DURAK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    (tmp_path / "data").mkdir()
    yield tmp_path / "data"


def _lines(caplog: pytest.LogCaptureFixture, logger: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == logger and r.levelno >= logging.WARNING]


def _open_stats(ctx: Any) -> Any:
    menu = ctx.make_scene("main_menu")
    ctx.stack.clear_to(menu)
    pump(menu)
    click(menu, menu.button_rect("stats").center)
    pump(menu)
    scene = ctx.stack.top
    assert type(scene).__name__ == "StatsScene"
    return scene


def _walk_the_filter(scene: Any) -> None:
    """Pick every group of the filter in turn, by keyboard, drawing each."""
    key(scene, pygame.K_UP)  # from "Back" to the drop-down
    assert scene.form_focus.current == "filter"
    for _ in scene.group_options():
        key(scene, pygame.K_RIGHT)
        pump(scene)
        scene.selected()
        scene.draw(scene.ctx.screen)


@pytest.mark.parametrize("case", STATS, ids=lambda p: p.name)
def test_a_hostile_statistics_file_is_set_aside_and_the_screen_works(
    case: Path, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    data = case.read_bytes()
    (data_dir / stats.FILE_NAME).write_bytes(data)
    ctx = make_ctx()
    try:
        with caplog.at_level(logging.WARNING):
            scene = _open_stats(ctx)
            scene.draw(ctx.screen)
            _walk_the_filter(scene)
        assert scene.stats.entries == []
        aside = list(data_dir.glob(f"{stats.FILE_NAME}.corrupt-*"))
        assert len(aside) == 1 and aside[0].read_bytes() == data
        (line,) = _lines(caplog, "game.play.stats")
        assert "set aside" in line and len(line) < 1000
    finally:
        ctx.close()


def test_good_statistics_still_draw_and_filter() -> None:
    book = stats.Statistics.load()
    for i, variant in enumerate(("podkidnoy", "perevodnoy", "seven_card", "custom")):
        book.add(GameEntry(1764547200 + i, variant, 2 + i % 3, ("easy", "mixed")[i % 2], "win", 40))
    ctx = make_ctx()
    try:
        scene = _open_stats(ctx)
        scene.draw(ctx.screen)
        _walk_the_filter(scene)
        assert len(scene.stats.entries) == 4 and scene.selected().games == 1
    finally:
        ctx.close()


def _keep_a_real_game(folder: Path) -> None:
    game = Game.new(PRESETS["podkidnoy"], 2, 3)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert kept.keep(GameRecord.of(game), 0, ("human", "easy"), "win", "podkidnoy", folder, now=1000.0)


def _walk_the_viewer(viewer: Any) -> None:
    viewer.draw(viewer.ctx.screen)
    for k in (pygame.K_RIGHT, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_LEFT, pygame.K_HOME):
        key(viewer, k)
        pump(viewer)
        viewer.draw(viewer.ctx.screen)


@pytest.mark.parametrize("case", KEPT, ids=lambda p: p.name)
def test_a_hostile_kept_game_is_set_aside_and_the_viewer_shows_the_others(
    case: Path, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = data_dir / kept.FOLDER
    _keep_a_real_game(folder)
    data = case.read_bytes()
    (folder / f"{'9' * 15}{kept.SUFFIX}").write_bytes(data)  # the newest: the viewer opens it first
    ctx = make_ctx()
    try:
        with caplog.at_level(logging.WARNING):
            scene = _open_stats(ctx)
            click(scene, scene.button_rect("replays").center)
            pump(scene)
            viewer = ctx.stack.top
            assert type(viewer).__name__ == "ReplayScene"
            _walk_the_viewer(viewer)
        assert viewer.game is not None and viewer.game.variant == "podkidnoy"
        aside = list(folder.glob("*.corrupt-*"))
        assert len(aside) == 1 and aside[0].read_bytes() == data
        (line,) = _lines(caplog, "game.play.kept")
        assert "set aside" in line and len(line) < 1000
    finally:
        ctx.close()


def _a_save(folder: Path) -> Path:
    """A real save of a game under way, as the table writes it."""
    game = Game.new(PRESETS["podkidnoy"], 2, 5)
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    saved = saves.SavedGame(GameRecord.of(game), ("human", "easy"), 0, 5, None, None, ("Anna",), False, 1.0e9)
    path = folder / saves.FILE_NAME
    path.write_text(saved.to_json(), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "error", [IndexError, KeyError, TypeError, AssertionError, RecursionError, MemoryError]
)
def test_a_save_whose_record_raises_anything_is_set_aside_and_the_game_starts(
    error: type[BaseException],
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    # An engine that fails on some hostile record in a way nobody foresaw: the save must not
    # stop every start of the game.
    path = _a_save(data_dir)
    assert saves.load().saved is not None

    def broken(self: GameRecord, upto: int | None = None) -> Game:
        raise error("deep in the engine")

    monkeypatch.setattr(GameRecord, "replay", broken)
    data = path.read_bytes()
    with caplog.at_level(logging.WARNING):
        application = app_mod.App(Options(size=(1024, 700), fullscreen=False))
    try:
        menu = application.ctx.stack.top
        assert type(menu).__name__ == "MainMenuScene"
        assert menu.loaded.saved is None and menu.loaded.notice and "continue" not in menu.items
        application.step(1 / 60)
    finally:
        application.close()
    aside = list(data_dir.glob(f"{saves.FILE_NAME}.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == data
    (line,) = _lines(caplog, "game.play.saves")
    assert "set aside" in line and error.__name__ in line


@pytest.mark.parametrize("case", SAVES, ids=lambda p: p.name)
def test_a_save_from_beyond_the_clock_is_set_aside_and_the_menu_draws(
    case: Path, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    data = case.read_bytes()
    (data_dir / saves.FILE_NAME).write_bytes(data)
    ctx = make_ctx()
    try:
        with caplog.at_level(logging.WARNING):
            menu = ctx.make_scene("main_menu")
            ctx.stack.clear_to(menu)
            pump(menu)
            menu.draw(ctx.screen)
        assert menu.loaded.saved is None and menu.loaded.notice
        assert len(list(data_dir.glob(f"{saves.FILE_NAME}.corrupt-*"))) == 1
        (line,) = _lines(caplog, "game.play.saves")
        assert "saved_at" in line
    finally:
        ctx.close()
