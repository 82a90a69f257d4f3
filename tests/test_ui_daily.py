"""The deal of the day and the achievements in the game, driven by posted events: the menu's entry, a
deal of the day played to its end and counted once, an achievement earned by a scripted game with its
toast on the game-over panel, and the achievements screen from the statistics."""

from __future__ import annotations

import datetime as dt
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from helpers import by_nodes
from test_ui_table_support import click, key, make_ctx, pump

from game.play import achievements, daily
from game.play.achievements import Achievements, milestones
from game.play.config import GameConfig
from game.play.session import Session
from game.ui.context import AppContext
from game.ui.i18n import set_language, tr
from game.ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("DURAK_DATA_DIR", folder)
        yield Path(folder)
    set_language("en")


def press(scene: Any, name: str) -> Any:
    """Click button ``name`` of ``scene`` (a real click; pygame_gui's press comes in the next pump); the
    scene on top then."""
    click(scene, scene.button_rect(name).center)
    pump(scene)
    return scene.ctx.stack.top


def to_the_panel(ctx: AppContext, scene: TableScene) -> Any:
    """Play the table's game to its end (your first legal move each time) and wait for the panel."""
    ctx.stack.clear_to(scene)
    scene.set_instant()
    for _ in range(5000):
        if scene.game.is_over:
            break
        scene.play(scene.legal()[0], "test") if scene.human_can_act() else scene.update(0.02)
    for _ in range(400):
        scene.update(0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            return ctx.stack.top
    raise AssertionError("no game-over panel")


def two_player_day() -> dt.date:
    """A day whose deal is a table of two (the quickest to play out)."""
    day = dt.date(2026, 12, 6)
    while daily.deal_of(day).players != 2:
        day += dt.timedelta(days=1)
    return day


def test_the_menu_opens_todays_deal_and_play_starts_it(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = make_ctx()
    menu = ctx.make_scene("main_menu")
    ctx.stack.clear_to(menu)
    pump(menu)
    assert menu.items.index("daily") == menu.items.index("play") + 1  # type: ignore[attr-defined]
    scene = press(menu, "daily")
    assert type(scene).__name__ == "DailyScene"
    deal = daily.deal_of(daily.today())
    lines = [text for text, _, _ in scene.lines()]  # type: ignore[attr-defined]
    assert tr("daily.todo") in lines and tr("daily.streak", n=0) in lines
    assert any(tr(f"preset.{deal.preset}") in line for line in lines)
    scene.draw(ctx.screen)
    # the table is set up here without its computer players' processes: only its set-up is looked at
    started: list[GameConfig] = []
    monkeypatch.setattr(Session, "new", classmethod(lambda cls, config, **kw: started.append(config)))
    monkeypatch.setattr(ctx, "make_scene", lambda name, *args: (name, args))
    monkeypatch.setattr(ctx.stack, "replace", lambda scene: None)
    press(scene, "play")
    assert started == [deal.config()] and started[0].daily == daily.today().isoformat()
    ctx.close()


def test_a_deal_of_the_day_played_to_its_end_counts_once_and_shows(data_dir: Path) -> None:
    day = two_player_day()
    ctx = make_ctx()
    config = daily.deal_of(day).config()
    panel = to_the_panel(ctx, TableScene(ctx, Session.new(config, synchronous=True, computers=by_nodes)))
    first = daily.DailyBook.load().result(day)
    assert first is not None and first.players == 2
    # the same deal again (a new match of the same table) is played, but the day keeps its first result
    again = press(panel, "new_match")
    assert isinstance(again, TableScene) and again.session.config.daily == day.isoformat()
    again.session.shutdown()
    book = daily.DailyBook.load()
    assert book.result(day) == first and book.streak(day) == 1
    scene = ctx.make_scene("daily", day)
    ctx.stack.clear_to(scene)
    pump(scene)
    lines = [text for text, _, _ in scene.lines()]  # type: ignore[attr-defined]
    assert tr(f"daily.result.{first.outcome}") in lines and tr("daily.streak", n=1) in lines
    assert scene.buttons["play"].text == tr("daily.again")  # type: ignore[attr-defined]
    key(scene, pygame.K_ESCAPE)
    assert type(ctx.stack.top).__name__ == "MainMenuScene"
    ctx.close()


def test_a_scripted_win_earns_an_achievement_with_a_toast_and_the_screen_lists_it(data_dir: Path) -> None:
    ctx = make_ctx()
    for seed in range(1, 40):  # the first game you win against Beginner by your first legal moves
        config = GameConfig(daily.PRESETS["podkidnoy"], 2, ("human", "random"), 0, seed)
        session = Session.new(config, synchronous=True, computers=by_nodes)
        panel = to_the_panel(ctx, TableScene(ctx, session))
        if session.human_lost() is False:
            break
        session.shutdown()
    else:
        raise AssertionError("no win in the seeds tried")
    earned = {m.key for m in session.notes.earned}
    assert {"beat_random", "win_podkidnoy"} <= earned
    pump(panel)
    assert panel.toast() is not None and tr("achievement.beat_random") in panel.toast()
    panel.draw(ctx.screen)
    for _ in range(200):  # it fades away
        pump(panel, 0.1)
    assert panel.toast() is None
    # the statistics lead to the achievements screen: earned and locked
    menu = press(panel, "menu")
    stats = press(menu, "stats")
    assert type(stats).__name__ == "StatsScene"
    screen = press(stats, "achievements")
    assert type(screen).__name__ == "AchievementsScene"
    rows = {m.key: at for m, at in screen.rows()}  # type: ignore[attr-defined]
    assert set(Achievements.load().earned) == earned == {k for k, at in rows.items() if at is not None}
    assert rows["beat_hard"] is None
    for language in ("en", "ru", "de", "uk"):
        ctx.set_language(language)
        screen.draw(ctx.screen)
    key(screen, pygame.K_ESCAPE)
    assert ctx.stack.top is stats
    ctx.close()


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ru", "de", "uk"])
def test_the_screens_fit_the_window(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_language(language)
    ctx = make_ctx(size, language=language)
    for grades in ((), ("1", "2", "3", "4")):  # and once the puzzles' milestones come
        monkeypatch.setattr(achievements, "puzzle_grades", lambda grades=grades: grades)
        # every milestone earned: the longest lines (the day each was earned beside its name)
        book = Achievements({m.key: 1_780_000_000 for m in milestones()}, Path("unused"))
        screen = ctx.make_scene("achievements", book)
        ctx.stack.clear_to(screen)
        pump(screen)
        lay = screen._layout(size)  # type: ignore[attr-defined]
        cells = screen.cells(lay["list"])  # type: ignore[attr-defined]
        assert len(cells) == len(milestones()) and all(lay["list"].contains(c) for c in cells)
        assert all(c.height >= 24 for c in cells)
        screen.draw(ctx.screen)
        for cell, words in screen.drawn:  # type: ignore[attr-defined]
            assert all(cell.contains(w) for w in words), (cell, words)
    assert lay["panel"].contains(screen.button_rect("back"))  # type: ignore[attr-defined]
    for name in ("daily", "stats"):
        scene = ctx.make_scene(name)
        ctx.stack.clear_to(scene)
        pump(scene)
        panel = scene._layout(size)["panel"]  # type: ignore[attr-defined]
        for button in scene.buttons.values():  # type: ignore[attr-defined]
            assert panel.contains(button.rect), (name, button.text)
            font = ctx.fonts.get(round(18 * ctx.ui_scale))
            assert font.size(button.text)[0] <= button.rect.width, (name, button.text)
        scene.draw(ctx.screen)
    ctx.close()
