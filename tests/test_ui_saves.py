"""The saved game in the window (headless): Continue in the main menu, the leave question with real
key and mouse events, closing the window mid-game, undo at the table."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App, Options, make_table, quick_config
from game.play import saves
from game.ui import i18n

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_AI_PROCESS", "0")
    monkeypatch.delenv("DURAK_DEBUG_LOG", raising=False)
    yield tmp_path
    i18n.set_language("en")


def _app() -> App:
    return App(Options(size=(1280, 800), fullscreen=False, lang="en"))


def frames(app: App, n: int = 4) -> None:
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 4)


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    frames(app, 3)


def close_window() -> None:
    """What SDL sends when the player closes the window (the close button, Alt+F4)."""
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=None))
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def _table(app: App, moves: int = 6) -> Any:
    """A running 3-player table (the human at seat 0, Easy computers), ``moves`` actions in."""
    ctx = app.ctx
    ctx.stack.clear_to(make_table(ctx, quick_config("podkidnoy", 7, players=3, level="easy")))
    table = ctx.stack.top
    table.set_instant()
    deadline = time.monotonic() + 120  # a guard against a hang, not a measure of speed
    while time.monotonic() < deadline:  # the computers think off the loop: frames until the human acts
        frames(app, 1)
        time.sleep(0.002)
        if len(table.game.history) >= moves and table.human_can_act():
            break
        if table.human_can_act():
            table.play(table.legal()[0])
    assert not table.game.is_over and table.human_can_act(), (len(table.game.history), table.game.to_act)
    return table


def _button(app: App, name: str) -> tuple[int, int]:
    center: tuple[int, int] = app.ctx.stack.top.buttons[name].rect.center
    return center


def test_closing_the_window_asks_once_and_the_game_is_kept(tmp_path: Path) -> None:
    app = _app()
    try:
        table = _table(app)
        history = [str(a) for a in table.game.history]
        close_window()
        frames(app, 2)
        assert app.ctx.running and type(app.ctx.stack.top).__name__ == "LeaveScene"
        close_window()  # Alt+F4 again: no second question
        frames(app, 2)
        assert not app.ctx.running
    finally:
        app.close()
    loaded = saves.load()
    assert loaded.saved is not None
    assert [str(a) for a in loaded.saved.record.actions] == history


def test_a_sigterm_quits_at_once_and_the_game_is_kept() -> None:
    app = _app()
    try:
        table = _table(app)
        pygame.event.post(pygame.event.Event(pygame.QUIT))  # SDL's QUIT alone: SIGTERM, a shutdown
        frames(app, 2)
        assert not app.ctx.running
        history = [str(a) for a in table.game.history]
    finally:
        app.close()
    saved = saves.load().saved
    assert saved is not None and [str(a) for a in saved.record.actions] == history


def test_quit_to_menu_asks_escape_stays_leave_keeps_it_for_continue() -> None:
    app = _app()
    try:
        table = _table(app)
        key(app, pygame.K_ESCAPE)  # the pause menu
        assert type(app.ctx.stack.top).__name__ == "PauseScene"
        click(app, _button(app, "menu"))
        assert type(app.ctx.stack.top).__name__ == "LeaveScene"
        key(app, pygame.K_ESCAPE)  # stay
        assert type(app.ctx.stack.top).__name__ == "PauseScene"
        click(app, _button(app, "menu"))
        click(app, _button(app, "leave"))
        top = app.ctx.stack.top
        assert type(top).__name__ == "MainMenuScene"
        assert top.items[0] == "continue"
        views = [repr(table.game.view(s)) for s in range(3)]
        click(app, _button(app, "continue"))  # a real click on Continue
        back = app.ctx.stack.top
        assert type(back).__name__ == "TableScene" and back is not table
        assert [repr(back.game.view(s)) for s in range(3)] == views
        assert back.names.name(1) == table.names.name(1)
        frames(app, 5)
        assert not back.desyncs
    finally:
        app.close()


def test_the_menu_reads_the_save_only_after_the_table_wrote_its_last(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leaving for the menu waits for the table's newest save before the menu reads it for Continue,
    however slow the disk (before, a loaded machine could offer the game a move or two behind)."""
    write = saves.SaveWriter._write

    def slow_disk(self: saves.SaveWriter, text: str) -> None:
        time.sleep(1.0)
        write(self, text)

    app = _app()
    try:
        table = _table(app)
        monkeypatch.setattr(saves.SaveWriter, "_write", slow_disk)
        table.play(table.legal()[0])
        key(app, pygame.K_ESCAPE)
        click(app, _button(app, "menu"))
        click(app, _button(app, "leave"))
        menu = app.ctx.stack.top
        assert type(menu).__name__ == "MainMenuScene" and menu.loaded.saved is not None
        assert menu.loaded.saved.moves == len(table.game.history)
    finally:
        app.close()


def test_a_finished_game_leaves_without_asking_and_offers_no_continue() -> None:
    app = _app()
    try:
        table = _table(app, moves=1)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if table.game.is_over:
                break
            frames(app, 1)
            time.sleep(0.002)
            if table.human_can_act():
                table.play(table.legal()[0])
        assert table.game.is_over
        frames(app, 30)
        table.keeper.autosave.flush()
        assert not saves.save_path().exists()
        app.ctx.stack.push(app.ctx.make_scene("pause"))  # over the finished table
        click(app, _button(app, "menu"))
        assert type(app.ctx.stack.top).__name__ == "MainMenuScene"
        assert "continue" not in app.ctx.stack.top.items
    finally:
        app.close()


def test_a_broken_save_gives_a_notice_and_no_continue(tmp_path: Path) -> None:
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text('{"format": "durak-save", "version": 99}', encoding="utf-8")
    app = _app()
    try:
        frames(app, 3)
        menu = app.ctx.stack.top
        assert menu.loaded.notice and "continue" not in menu.items
        assert list(saves.save_dir().glob("current-game.json.corrupt-*"))
    finally:
        app.close()


def _play_one(app: App, table: Any) -> None:
    """Play one action of yours; the computer must not answer it (undo applies only until it
    does): the session is paused first."""
    table.session.cancelled = True
    table.play(table.legal()[0])
    frames(app, 2)


def test_ctrl_z_takes_back_your_move_when_undo_is_on() -> None:
    app = _app()
    try:
        app.ctx.update_settings(undo=True)
        table = _table(app)
        before = [repr(table.game.view(s)) for s in range(3)]
        kept = len(table.game.history)
        _play_one(app, table)
        assert table.keeper.can_undo()
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        back = app.ctx.stack.top
        assert type(back).__name__ == "TableScene" and back is not table
        assert len(back.game.history) == kept
        assert [repr(back.game.view(s)) for s in range(3)] == before
        assert back.session.undo_used and back.session.summary()["undo_used"] is True
        back.keeper.autosave.flush()
        saved = saves.load().saved
        assert saved is not None and saved.undo_used
    finally:
        app.close()


def test_the_undo_button_shows_when_there_is_a_move_to_take_back_and_takes_it() -> None:
    app = _app()
    try:
        app.ctx.update_settings(undo=True)
        table = _table(app)
        kept = len(table.game.history)
        table.session.cancelled = True
        frames(app, 2)
        # shown once you have moved (the table helper played some of your moves already)
        shown = table.keeper.can_undo() == (0 in table.session.actors)
        _play_one(app, table)
        assert shown and table.keeper.can_undo() and table.keeper.button.label == "Undo"
        rect = table.layout.undo_button
        assert not rect.colliderect(table.layout.last_bout_button)
        assert rect.right > table.layout.w * 0.9 and rect.top < table.layout.h * 0.1  # top right
        click(app, rect.center)
        back = app.ctx.stack.top
        assert type(back).__name__ == "TableScene" and back is not table
        assert len(back.game.history) == kept
    finally:
        app.close()


def test_undo_after_the_computers_replied_takes_back_your_move_and_their_replies() -> None:
    app = _app()
    try:
        app.ctx.update_settings(undo=True)
        table = _table(app)
        kept = [str(a) for a in table.game.history]
        before = [repr(table.game.view(s)) for s in range(3)]
        table.play(table.legal()[0])
        deadline = time.monotonic() + 120  # a guard against a hang, not a measure of speed
        while time.monotonic() < deadline and not table.game.is_over:
            frames(app, 1)
            time.sleep(0.002)
            if table.human_can_act():
                break
        replies = table.session.actors[len(kept) :]
        assert table.human_can_act() and replies[0] == 0 and 0 < replies.count(0) < len(replies)
        assert table.keeper.can_undo()  # your turn again, the computers have answered: still undoable
        click(app, table.layout.undo_button.center)
        back = app.ctx.stack.top
        assert type(back).__name__ == "TableScene" and back is not table
        assert [str(a) for a in back.game.history] == kept
        assert [repr(back.game.view(s)) for s in range(3)] == before
        assert back.session.undo_used and back.human_can_act()
        assert back.board.callouts.toast.text == "Your last move and the replies to it were taken back"
        back.keeper.autosave.flush()
        saved = saves.load().saved
        assert saved is not None and saved.undo_used and saved.moves == len(kept)
    finally:
        app.close()


def test_undo_is_off_by_default() -> None:
    app = _app()
    try:
        table = _table(app)
        _play_one(app, table)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert app.ctx.stack.top is table
    finally:
        app.close()


def test_a_new_game_asks_before_it_replaces_the_kept_one() -> None:
    app = _app()
    try:
        table = _table(app)
        kept = [str(a) for a in table.game.history]
        key(app, pygame.K_ESCAPE)
        click(app, _button(app, "menu"))
        click(app, _button(app, "leave"))
        assert type(app.ctx.stack.top).__name__ == "MainMenuScene"
        click(app, _button(app, "play"))
        form = app.ctx.stack.top
        assert type(form).__name__ == "NewGameScene"
        click(app, _button(app, "start"))
        assert type(app.ctx.stack.top).__name__ == "LeaveScene"  # "Start a new game?"
        key(app, pygame.K_ESCAPE)  # back: the form again, the kept game untouched
        assert app.ctx.stack.top is form
        saved = saves.load().saved
        assert saved is not None and [str(a) for a in saved.record.actions] == kept
        click(app, _button(app, "start"))
        click(app, _button(app, "leave"))  # "New game"
        top = app.ctx.stack.top
        assert type(top).__name__ == "TableScene" and top is not table
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640), (800, 560)])
def test_the_menu_with_continue_keeps_its_buttons_clear_of_the_title(size: tuple[int, int]) -> None:
    app = _app()
    try:
        _table(app)
        key(app, pygame.K_ESCAPE)
        click(app, _button(app, "menu"))
        click(app, _button(app, "leave"))
        menu = app.ctx.stack.top
        assert menu.items[0] == "continue"
        lay = menu._layout(size)
        buttons = [lay[name] for name in menu.items]
        assert min(r.top for r in buttons) >= lay["title"].bottom, lay
        assert max(r.bottom for r in buttons) <= size[1] - 20
        # one column, or two a row at a small window: never overlapping, never off the screen
        assert not any(a.colliderect(b) for a, b in itertools.combinations(buttons, 2))
        assert all(r.left >= 0 and r.right <= size[0] for r in buttons)
    finally:
        app.close()
