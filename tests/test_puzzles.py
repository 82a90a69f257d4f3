"""Puzzles: the shipped ladder agrees with the exact solver, the puzzle of the day, an attempt, the
player's progress file."""

from __future__ import annotations

import itertools
import json
import logging
from datetime import date, timedelta
from pathlib import Path

import pytest

from game.engine import Action, IllegalActionError, Phase
from game.play.puzzle_attempt import Attempt, Verdict
from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import GRADES, Ladder, LadderError, Puzzle, load_ladder, value_after, whole_moves

LADDER = load_ladder()


def test_the_ladder_is_long_enough_for_a_year_and_has_every_grade() -> None:
    assert len(LADDER.puzzles) >= 366
    assert [p.grade for p in LADDER.puzzles] == sorted(p.grade for p in LADDER.puzzles)
    for g in GRADES:
        assert len(LADDER.grade(g)) >= 25


def test_every_shipped_puzzle_agrees_with_the_solver() -> None:
    """Its value from the position, every answer keeps it and every other move gives it away.

    The player is to act, so the position's value is the best of its moves' values: solving every move
    checks the value too (solving the position as well would cost a fifth more)."""
    for p in LADDER.puzzles:
        game = p.start()
        seat = game.to_act
        assert p.goal == ("draw" if p.value == 0 else "win" if game.phase == Phase.LEAD else "survive"), p.id
        answers = set(p.answer_actions)
        moves = whole_moves(game)
        assert answers < set(moves), p.id  # a choice, and not every move is right
        values = {move: value_after(game, move, seat) for move in moves}
        assert max(values.values()) == p.value, p.id
        assert {m for m, v in values.items() if v == p.value} == answers, p.id


def test_the_puzzle_of_the_day_is_a_function_of_the_date_and_does_not_repeat_within_a_year() -> None:
    day = date(2026, 12, 6)
    assert LADDER.daily(day) == load_ladder().daily(date(2026, 12, 6))
    year = [LADDER.daily(day + timedelta(days=i)) for i in range(366)]
    assert len({p.id for p in year}) == 366
    assert all(a != b for a, b in itertools.pairwise(year))
    assert {p.grade for p in year[:30]} == set(GRADES)  # the grades mix from day to day


def _wrong_move(p: Puzzle) -> Action:
    game = p.start()
    return next(m for m in whole_moves(game) if m not in p.answer_actions)


def test_an_attempt_refuses_a_wrong_move_then_is_solved_with_hints() -> None:
    p = LADDER.puzzles[0]
    attempt = Attempt(p)
    before = attempt.position().state_dict()
    step = attempt.play(_wrong_move(p))
    assert step.verdict is Verdict.WRONG and step.value_after < p.value
    assert attempt.mistakes == 1 and attempt.position().state_dict() == before
    for _ in range(40):
        if attempt.solved:
            break
        step = attempt.play(attempt.hint())
        assert step.verdict is not Verdict.WRONG
    assert step.verdict is Verdict.SOLVED and attempt.solved
    result = attempt.game.result
    assert result is not None
    assert (result.durak is None) if p.value == 0 else (result.durak != attempt.seat)
    attempt.retry()
    assert attempt.position().state_dict() == before and attempt.moves == [] and attempt.retries == 1


def test_an_illegal_move_raises_with_its_reason_and_counts_no_mistake() -> None:
    p = LADDER.puzzles[0]
    attempt = Attempt(p)
    opponent_card = attempt.game.hand(1 - attempt.seat)[0]
    with pytest.raises(IllegalActionError):
        attempt.play(Action.parse(f"throw {opponent_card}"))
    assert attempt.mistakes == 0


def test_a_ladder_that_cannot_be_used_says_why(tmp_path: Path) -> None:
    path = tmp_path / "ladder.json"
    good = LADDER.puzzles[0].to_dict()
    for data in (
        {"format": "nope"},
        {"format": "durak-puzzle-ladder", "version": 1, "puzzles": [{**good, "grade": 9}]},
        {"format": "durak-puzzle-ladder", "version": 1, "puzzles": [{**good, "goal": "draw"}]},
        {"format": "durak-puzzle-ladder", "version": 1, "puzzles": [good, good]},
    ):
        path.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(LadderError):
            load_ladder(path)
    broken = Puzzle.from_dict({**good, "actions": ["take"]})
    with pytest.raises(LadderError, match=good["id"]):
        broken.start()


def test_progress_is_kept_and_the_streak_counts_days_in_a_row(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    progress = PuzzleProgress.load(path)
    today = date(2026, 12, 6)
    assert progress.position(LADDER) == 0 and progress.streak(today) == 0
    first, second = LADDER.puzzles[:2]
    for back in (3, 2, 1):
        day = today - timedelta(days=back)
        progress.record(LADDER.daily(day).id, 1_780_000_000, day)
    progress.record(first.id, 1_780_000_100)
    again = PuzzleProgress.load(path)
    assert (again.is_solved(first.id) and not again.is_solved(second.id)) or second.id in again.solved
    assert again.streak(today) == 3  # today's is still to do: the streak lives
    assert not again.daily_done(today)
    again.record(LADDER.daily(today).id, 1_780_000_200, today)
    assert PuzzleProgress.load(path).streak(today) == 4
    assert PuzzleProgress.load(path).streak(today + timedelta(days=2)) == 0
    assert PuzzleProgress.load(path).best_streak() == 4
    assert again.position(Ladder((first, second))) == (2 if again.is_solved(second.id) else 1)


@pytest.mark.parametrize(
    "text",
    [
        "{",
        '{"format": "durak-puzzle-progress", "version": 2, "solved": {}, "days": []}',
        '{"format": "durak-puzzle-progress", "version": 1, "solved": {"a b": 5}, "days": []}',
        '{"format": "durak-puzzle-progress", "version": 1, "solved": {}, "days": ["2026-13-01"]}',
    ],
)
def test_a_bad_progress_file_is_set_aside_with_a_log_line(
    tmp_path: Path, text: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text(text, encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        progress = PuzzleProgress.load(path)
    assert progress.solved == {} and progress.days == []
    assert "set aside" in caplog.text
    assert len(list(tmp_path.glob("puzzles.json.corrupt-*"))) == 1
    progress.record("001", 1_780_000_000)
    assert PuzzleProgress.load(path).is_solved("001")
