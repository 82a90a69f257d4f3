"""The durak endgame in the window (headless, real events): the menu's Endgame screen deals one, its
table shows every card face up, "Who wins?" (button and W), the winning line after the end, the
same endgame played again, and a kept endgame continued from the menu."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from helpers import by_nodes, card, cards

from game.app import App, Options
from game.engine import Position, preset
from game.play import endgame
from game.play.session import Session
from game.ui import i18n
from game.ui.scenes import endgame_scene, main_menu

POD = preset("podkidnoy")


class NodeSessions:
    """The scenes' ``Session`` with Hard on a node budget: the same moves under any load."""

    @staticmethod
    def new(config: Any) -> Session:
        return Session.new(config, computers=by_nodes)

    @staticmethod
    def resume(saved: Any) -> Session:
        return Session.resume(saved, computers=by_nodes)


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DURAK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DURAK_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("DURAK_AI_PROCESS", "0")
    monkeypatch.delenv("DURAK_DEBUG_LOG", raising=False)
    monkeypatch.setattr(endgame_scene, "Session", NodeSessions)
    monkeypatch.setattr(main_menu, "Session", NodeSessions)
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


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    frames(app, 3)


def button(app: App, name: str) -> tuple[int, int]:
    center: tuple[int, int] = app.ctx.stack.top.buttons[name].rect.center
    return center


def top_name(app: App) -> str:
    return type(app.ctx.stack.top).__name__


def until(app: App, done: Any, what: str) -> None:
    deadline = time.monotonic() + 120  # a guard against a hang, not a measure of speed
    while not done():
        assert time.monotonic() < deadline, what
        frames(app, 1)
        time.sleep(0.002)


def endgame_table(app: App, position: Position) -> Any:
    ctx = app.ctx
    ctx.stack.clear_to(ctx.make_scene("table", NodeSessions.new(endgame.endgame_config(position))))
    table = ctx.stack.top
    table.set_instant()
    frames(app, 3)
    return table


def test_the_menus_endgame_deals_one_whose_every_card_is_face_up() -> None:
    app = _app()
    try:
        frames(app)
        assert "endgame" in app.ctx.stack.top.items
        click(app, button(app, "endgame"))
        assert top_name(app) == "EndgameScene"
        click(app, button(app, "deal_1"))  # Perevodnoy, two players
        table = app.ctx.stack.top
        assert top_name(app) == "TableScene"
        table.set_instant()
        game = table.game
        assert game.start_position is not None and game.players == 2 and game.rules == preset("perevodnoy")
        until(app, lambda: table.board.idle, "the table shows the position")
        frames(app, 3)
        assert not table.desyncs
        opponent = table.board.hands[1]
        assert sorted(str(s.card) for s in opponent) == sorted(str(c) for c in game.hand(1))
        assert all(s.face_up for s in opponent)
    finally:
        app.close()


def test_escape_leaves_the_endgame_screen_for_the_menu() -> None:
    app = _app()
    try:
        frames(app)
        click(app, button(app, "endgame"))
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)  # the first deal, by keyboard
        assert top_name(app) == "TableScene" and app.ctx.stack.top.game.rules == POD
        app.ctx.stack.clear_to(app.ctx.make_scene("endgame"))
        frames(app)
        key(app, pygame.K_ESCAPE)
        assert top_name(app) == "MainMenuScene"
    finally:
        app.close()


def two_cards_each() -> Position:
    """You attack first; 6S 7H AD against 8S 9H, spades trump."""
    return Position(POD, (tuple(cards("6S 7H AD")), tuple(cards("8S 9H"))), card("QS"), 0).with_rest_out()


def test_who_wins_answers_by_key_and_by_button() -> None:
    app = _app()
    try:
        table = endgame_table(app, two_cards_each())
        until(app, lambda: table.human_can_act() and table.board.idle, "your move")
        frames(app, 2)
        assert "who_wins" in table.buttons.names()
        expected = endgame.outlook(table.game, 0)
        assert expected is not None
        key(app, pygame.K_w)
        until(app, lambda: table.assist.insight != i18n.tr("endgame.thinking"), "the verdict")
        assert table.assist.insight == i18n.tr({1: "table.insight.win", -1: "table.insight.lose"}[expected])
        table.play(table.legal()[0])  # any move: the verdict was for the position before it
        until(app, lambda: table.game.is_over or (table.human_can_act() and table.board.idle), "your move")
        frames(app, 2)
        assert table.assist.insight != i18n.tr({1: "table.insight.win", -1: "table.insight.lose"}[expected])
        if not table.game.is_over:
            click(app, table.buttons.rect("who_wins").center)
            until(app, lambda: table.assist.insight not in ("", i18n.tr("endgame.thinking")), "a verdict")
    finally:
        app.close()


def test_after_the_end_the_winning_line_and_the_same_endgame_again() -> None:
    app = _app()
    try:
        pos = Position(POD, ((card("AS"),), tuple(cards("6H 7H"))), card("QS"), 0).with_rest_out()
        table = endgame_table(app, pos)
        until(app, lambda: table.human_can_act(), "your move")
        table.play(table.legal()[0])  # the trump ace, your last card: nobody can beat it
        until(app, lambda: top_name(app) == "GameOverScene", "the game-over panel")
        panel = app.ctx.stack.top
        assert list(panel.buttons) == ["again", "line", "menu"]
        frames(app, 70)  # the panel waits a second for keys
        click(app, button(app, "line"))
        assert top_name(app) == "EndgameLineScene"
        line = app.ctx.stack.top
        until(app, lambda: line.line is not None, "the winning line")
        lines = line.lines()
        assert lines[0] == i18n.tr("endgame.line.win") and len(lines) == 3
        assert lines[1].startswith("1. ") and "A♠" in lines[1]
        key(app, pygame.K_ESCAPE)
        assert top_name(app) == "GameOverScene"
        click(app, button(app, "again"))
        again = app.ctx.stack.top
        assert top_name(app) == "TableScene" and again is not table
        assert again.game.start_position == pos and not again.game.history
    finally:
        app.close()


def test_a_kept_endgame_is_continued_from_the_menu() -> None:
    app = _app()
    try:
        table = endgame_table(app, two_cards_each())
        until(app, lambda: table.human_can_act() and table.board.idle, "your move")
        key(app, pygame.K_ESCAPE)  # the pause menu
        click(app, button(app, "menu"))
        click(app, button(app, "leave"))
        menu = app.ctx.stack.top
        assert top_name(app) == "MainMenuScene" and menu.items[0] == "continue"
        assert main_menu.preview(menu.loaded.saved).startswith("Endgame · Podkidnoy")
        click(app, button(app, "continue"))
        back = app.ctx.stack.top
        assert top_name(app) == "TableScene" and back is not table
        assert back.game.start_position == two_cards_each()
        back.set_instant()
        until(app, lambda: back.board.idle, "the table shows the position")
        frames(app, 3)
        assert not back.desyncs and all(s.face_up for s in back.board.hands[1])
    finally:
        app.close()
