"""A game's end is the session's: the statistics entry and the kept record are written when the engine
says the game is over, exactly once, however the player leaves the table during its last animation
(headless, the real app); a game given up counts as abandoned."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App, Options, make_table, quick_config
from game.play import kept, saves
from game.play.stats import ABANDONED, GameEntry, Statistics, tally
from game.ui import i18n
from game.ui.leaving import finish, leave
from game.ui.scenes.main_menu import continue_scene
from tests.game_end_child import frames, to_the_last_animation


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_AI_PROCESS", "0")
    monkeypatch.delenv("DURAK_DEBUG_LOG", raising=False)
    yield tmp_path
    i18n.set_language("en")


def _app() -> App:
    return App(Options(size=(1024, 700), fullscreen=False, lang="en"))


def _leave_to_menu(app: App) -> None:
    leave(app.ctx, "menu")
    if type(app.ctx.stack.top).__name__ == "LeaveScene":  # a running game asks: yes, leave it
        finish(app.ctx, "menu")
    assert type(app.ctx.stack.top).__name__ == "MainMenuScene"


def _close_window(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=None))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 2)
    assert not app.ctx.running  # a finished game leaves without asking


def _sigterm(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # SDL's QUIT alone: a SIGTERM, a shutdown
    frames(app, 2)
    assert not app.ctx.running


@pytest.mark.parametrize("how", [_leave_to_menu, _close_window, _sigterm], ids=["menu", "close", "sigterm"])
def test_a_game_left_during_its_last_animation_is_counted_once(how: Callable[[App], None]) -> None:
    app = _app()
    try:
        table = to_the_last_animation(app, seed=5)
        how(app)
        outcome = "durak" if table.session.human_lost() else "win"
        moves = len(table.game.history)
    finally:
        app.close()
    entries = Statistics.load().entries
    assert [(e.outcome, e.moves) for e in entries] == [(outcome, moves)]
    (path,) = kept.listing()
    game = kept.load(path)
    assert game is not None and game.outcome == outcome and len(game.record.actions) == moves
    assert not saves.save_path().exists()  # a finished game is nothing to continue


def test_a_real_sigterm_during_the_last_animation_counts_the_game_once(user_dirs: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("game_end_child.py")), "5"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    lines = child.stdout.split("\n")
    assert child.returncode == 0 and "quit" in lines, child.stderr[-2000:]
    _, moves, outcome = next(line for line in lines if line.startswith("ended")).split()
    entries = Statistics.load().entries
    assert [(e.outcome, e.moves) for e in entries] == [(outcome, int(moves))]
    (path,) = kept.listing()
    game = kept.load(path)
    assert game is not None and game.outcome == outcome and len(game.record.actions) == int(moves)


def test_a_game_watched_to_its_end_is_counted_once_too() -> None:
    app = _app()
    try:
        table = to_the_last_animation(app, seed=5)
        for _ in range(2000):
            frames(app)
            if type(app.ctx.stack.top).__name__ == "GameOverScene":
                break
        assert type(app.ctx.stack.top).__name__ == "GameOverScene"
        frames(app, 30)
        _leave_to_menu(app)
        assert table.ending.shown
    finally:
        app.close()
    assert len(Statistics.load().entries) == 1 and len(kept.listing()) == 1


def _table_with_moves(app: App, yours: int) -> Any:
    """A running table (2 players, Easy) where you have made ``yours`` moves."""
    ctx = app.ctx
    ctx.stack.clear_to(make_table(ctx, quick_config("podkidnoy", 3, players=2, level="easy")))
    table = ctx.stack.top
    table.set_instant()
    made = 0
    deadline = time.monotonic() + 120
    while made < yours or not table.human_can_act():
        assert time.monotonic() < deadline and not table.game.is_over
        if made < yours and table.human_can_act():
            table.play(table.legal()[0])
            made += 1
        frames(app)
        time.sleep(0.001)
    return table


def test_a_game_given_up_counts_as_abandoned_when_a_new_game_replaces_it() -> None:
    app = _app()
    try:
        table = _table_with_moves(app, yours=2)
        moves = len(table.game.history)
        _leave_to_menu(app)  # kept for Continue: not given up yet
        assert Statistics.load().entries == []
        _table_with_moves(app, yours=0)  # a new game replaces it
        frames(app, 2)
        _leave_to_menu(app)
    finally:
        app.close()
    (entry,) = Statistics.load().entries
    assert (entry.outcome, entry.moves, entry.variant, entry.players, entry.level) == (
        ABANDONED,
        moves,
        "podkidnoy",
        2,
        "easy",
    )
    assert kept.listing() == []  # only finished games are kept for the replay viewer


def test_continue_is_not_abandoning_and_a_game_without_your_move_is_not_counted() -> None:
    app = _app()
    try:
        _table_with_moves(app, yours=1)
        _leave_to_menu(app)
        menu = app.ctx.stack.top
        app.ctx.stack.clear_to(continue_scene(app.ctx, menu.loaded.saved))
        frames(app, 2)
        _leave_to_menu(app)
        assert Statistics.load().entries == []  # continued: the same game
        app.ctx.stack.clear_to(make_table(app.ctx, quick_config("podkidnoy", 9, players=2)))
        frames(app, 2)  # replaces the game you moved in: abandoned
        _leave_to_menu(app)
        assert [e.outcome for e in Statistics.load().entries] == [ABANDONED]
        _table_with_moves(app, yours=0)  # replaces a game you never moved in: not counted
        _leave_to_menu(app)
    finally:
        app.close()
    assert [e.outcome for e in Statistics.load().entries] == [ABANDONED]


def test_abandoned_games_count_against_the_win_rate_and_end_a_streak() -> None:
    def e(outcome: str, moves: int = 10) -> GameEntry:
        return GameEntry(1, "podkidnoy", 2, "easy", outcome, moves)

    t = tally([e("win"), e("win"), e(ABANDONED, 3), e("win"), e("durak")])
    assert (t.games, t.wins, t.duraks, t.draws, t.abandoned) == (5, 3, 1, 0, 1)
    assert t.win_rate == 3 / 5
    assert (t.current_streak, t.best_streak) == (0, 2)
    assert t.average_moves == 10.0  # the length of the games played to their end


def test_an_older_statistics_file_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(
        '{"format": "durak-stats", "version": 1, "games": ['
        '{"when": 1, "variant": "podkidnoy", "players": 2, "level": "easy", "outcome": "win", "moves": 30},'
        '{"when": 2, "variant": "classic", "players": 3, "level": "hard", "outcome": "durak", "moves": 41,'
        ' "hints": 1, "undo": true}]}',
        encoding="utf-8",
    )
    book = Statistics.load(path)
    assert [(e.outcome, e.hints, e.undo, e.cheats) for e in book.entries] == [
        ("win", 0, False, 0),
        ("durak", 1, True, 0),
    ]
    assert book.tally().abandoned == 0 and book.tally().games == 2


def test_the_statistics_screen_shows_abandoned_games() -> None:
    from test_ui_table_support import make_ctx, pump

    book = Statistics.load()
    for i, outcome in enumerate(("win", ABANDONED, "durak", ABANDONED)):
        book.add(GameEntry(1000 + i, "podkidnoy", 2, "easy", outcome, 30))
    ctx = make_ctx()
    scene = ctx.make_scene("stats")
    ctx.stack.clear_to(scene)
    pump(scene)
    shown = scene.selected()  # type: ignore[attr-defined]
    assert (shown.games, shown.abandoned, shown.win_rate) == (4, 2, 0.25)
    scene.draw(ctx.screen)
    assert i18n.tr("stats.abandoned") == "Abandoned"
    ctx.close()
