"""The puzzles screens, driven by posted events: solve a puzzle, fail one and retry, the daily puzzle."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_table_support import click, key, make_ctx, pump

from game.engine import Action, ActionKind
from game.play.achievements import Achievements, milestones
from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import Puzzle, load_ladder, whole_moves
from game.ui.i18n import tr
from game.ui.milestones import toast_text

LADDER = load_ladder()


@pytest.fixture(autouse=True)
def data_dir(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("DURAK_DATA_DIR", folder)
        yield Path(folder)


def settle(scene: Any) -> None:
    """Pump until the solver's job is back (it runs in a thread)."""
    for _ in range(5000):
        pump(scene)
        if not scene.busy:
            return
        time.sleep(0.002)
    raise AssertionError("the puzzle's check never came back")


def place(scene: Any, card: Any, where: str) -> tuple[int, int]:
    found = [r for c, w, r in scene.card_places(scene.ctx.screen.get_size()) if c == card and w == where]
    assert found, (card, where)
    return found[-1].center  # type: ignore[no-any-return]


def press(scene: Any, name: str) -> None:
    click(scene, scene.button_rect(name).center)
    pump(scene)  # the button's press event comes from the UI's own update


def do(scene: Any, move: Action) -> None:
    """Make ``move`` as a player would: cards clicked, buttons pressed."""
    if move.kind is ActionKind.ATTACK:
        for card in move.cards:
            click(scene, place(scene, card, "hand"))
        press(scene, "play")
    elif move.kind is ActionKind.BEAT:
        assert move.target is not None
        click(scene, place(scene, move.target, "table"))
        click(scene, place(scene, move.card, "hand"))
    elif move.kind is ActionKind.THROW:
        click(scene, place(scene, move.card, "hand"))
    else:
        press(scene, move.kind.value)
    settle(scene)


def solve_with_hints(scene: Any) -> None:
    for _ in range(40):
        if scene.attempt.solved:
            return
        press(scene, "hint")
        settle(scene)
        assert scene.message.startswith(tr("puzzle.hint_is", move="")[:4])
        do(scene, scene.hinted)
        scene.draw(scene.ctx.screen)
    raise AssertionError("the puzzle was not solved")


def open_from_menu(button: str) -> Any:
    ctx = make_ctx()
    menu = ctx.make_scene("main_menu")
    ctx.stack.clear_to(menu)
    pump(menu)
    press(menu, "puzzles")
    puzzles = ctx.stack.top
    assert type(puzzles).__name__ == "PuzzlesScene"
    puzzles.draw(ctx.screen)
    press(puzzles, button)
    scene = ctx.stack.top
    assert type(scene).__name__ == "PuzzleScene"
    scene.draw(ctx.screen)
    return scene


def wait_for_the_file(scene: Any) -> None:
    scene.worker.submit(lambda: None).result(timeout=30)


def test_solve_the_next_puzzle_of_the_ladder() -> None:
    scene = open_from_menu("continue")
    assert scene.puzzle.id == LADDER.puzzles[0].id
    solve_with_hints(scene)
    assert scene.turn_words() == tr("puzzle.solved")
    wait_for_the_file(scene)
    assert PuzzleProgress.load().is_solved(scene.puzzle.id)
    assert "puzzle_1" in Achievements.load().earned  # a puzzle of grade 1 solved
    pump(scene)
    assert scene.message == toast_text([m for m in milestones() if m.key == "puzzle_1"])
    key(scene, pygame.K_ESCAPE)
    puzzles = scene.ctx.stack.top
    assert type(puzzles).__name__ == "PuzzlesScene"
    assert puzzles.next_in().id == LADDER.puzzles[1].id  # the ladder moved on
    puzzles.draw(scene.ctx.screen)
    scene.ctx.close()


def wrong_move(p: Puzzle) -> Action:
    return next(m for m in whole_moves(p.start()) if m not in p.answer_actions)


def test_a_wrong_move_is_refused_then_retry_and_solve() -> None:
    scene = open_from_menu("grade_2")
    p = scene.puzzle
    assert p.grade == 2
    start = scene.attempt.position().state_dict()
    do(scene, wrong_move(p))
    assert scene.attempt.mistakes == 1
    assert scene.message.startswith(tr("puzzle.wrong.lose", move="X").split("X")[0])
    assert scene.attempt.position().state_dict() == start  # refused: the position stays
    scene.draw(scene.ctx.screen)
    do(scene, p.answer_actions[0])
    assert scene.attempt.moves and scene.attempt.mistakes == 1
    if not scene.attempt.solved:
        press(scene, "retry")
        assert scene.attempt.position().state_dict() == start and scene.attempt.retries == 1
    solve_with_hints(scene)
    assert scene.turn_words() == tr("puzzle.solved_with", n=1)
    scene.ctx.close()


def test_the_daily_puzzle_counts_for_the_streak() -> None:
    ctx = make_ctx(language="ru")
    today = date(2026, 12, 6)
    puzzles = ctx.make_scene("puzzles", None, None, today)
    ctx.stack.clear_to(puzzles)
    pump(puzzles)
    puzzles.draw(ctx.screen)
    press(puzzles, "daily")
    scene = ctx.stack.top
    assert scene.puzzle == LADDER.daily(today) and scene.daily_of == today
    solve_with_hints(scene)
    wait_for_the_file(scene)
    key(scene, pygame.K_ESCAPE)
    assert ctx.stack.top is puzzles
    assert puzzles.progress.daily_done(today) and puzzles.progress.streak(today) == 1
    assert PuzzleProgress.load().streak(today) == 1
    puzzles.draw(ctx.screen)
    ctx.close()


def test_a_puzzle_shows_the_chosen_art_deck_when_it_has_every_card() -> None:
    ctx = make_ctx(card_deck="dondorf")
    puzzles = ctx.make_scene("puzzles", None, None, date(2026, 12, 6))
    ctx.stack.clear_to(puzzles)
    pump(puzzles)
    press(puzzles, "daily")
    scene = ctx.stack.top
    rules = scene.game.rules
    assert scene.images.deck == ("dondorf" if rules.suits <= 4 and rules.ranks <= 13 else "classic")
    scene.draw(ctx.screen)
    ctx.close()
