"""Achievements: the milestones and the facts they count, earned once each and kept; the game's end earns
them through the session."""

from __future__ import annotations

import datetime as dt
import json
import logging
from pathlib import Path

import pytest
from helpers import by_nodes

from game.engine import PRESETS
from game.engine.actions import ActionKind
from game.play import achievements, daily, puzzle_progress
from game.play.achievements import Achievements, Finished, Milestone, facts, milestones, note_puzzle
from game.play.config import GameConfig
from game.play.daily import DailyBook, DayResult
from game.play.finished import note_finished
from game.play.puzzle_progress import PuzzleProgress
from game.play.puzzles import GRADES, load_ladder
from game.play.session import Session
from game.play.stats import GameEntry, Statistics

DAY = dt.date(2026, 12, 6)


def win(**kw: object) -> GameEntry:
    base: dict[str, object] = dict(
        when=1, variant="podkidnoy", players=2, level="easy", outcome="win", moves=30
    )
    base.update(kw)
    return GameEntry(**base)  # type: ignore[arg-type]


def earned(entries: list[GameEntry], game: Finished | None = None, book: DailyBook | None = None) -> set[str]:
    known = facts(entries, book or DailyBook(path=Path("unused")), DAY, game)
    return {m.key for m in milestones() if known.get(m.fact, 0) >= m.at}


def test_there_are_twenty_to_thirty_distinct_milestones() -> None:
    keys = [m.key for m in milestones()]
    assert 20 <= len(keys) <= 30 and len(set(keys)) == len(keys)  # 27: 23, and one per puzzle grade
    assert all(m.at >= 1 for m in milestones())
    # the ones the issue names
    for key in ("beat_hard", "beat_master", "win_perevodnoy", "hard_perevodnoy", "never_took"):
        assert key in keys
    assert {"ten_catches", "daily_week"} <= set(keys)


def test_nothing_is_earned_before_anything_happened() -> None:
    assert earned([]) == set()
    assert earned([win(outcome="durak"), win(outcome="abandoned")]) == set()


def test_wins_earn_by_level_variant_and_table() -> None:
    assert earned([win()]) == {"beat_easy", "win_podkidnoy"}
    got = earned([win(level="hard", variant="perevodnoy", players=6)])
    assert got == {"beat_hard", "win_perevodnoy", "hard_perevodnoy", "six_players"}
    # a table of mixed levels is a win against no one level
    assert earned([win(level="mixed")]) == {"win_podkidnoy"}
    assert "wins_10" in earned([win()] * 10) and "wins_100" not in earned([win()] * 99)
    assert "streak_5" in earned([win()] * 5)
    assert "streak_5" not in earned([win()] * 4 + [win(outcome="durak")] + [win()] * 4)


def test_a_game_won_without_taking_is_told_by_the_game_just_played() -> None:
    assert "never_took" in earned([win()], Finished(won=True, took=False))
    assert "never_took" not in earned([win()], Finished(won=True, took=True))
    assert "never_took" not in earned([win(outcome="durak")], Finished(won=False, took=False))


def test_cheats_caught_and_daily_deals_count() -> None:
    assert "first_catch" in earned([win(outcome="durak", called=1)])
    assert "ten_catches" not in earned([win(called=4), win(outcome="durak", called=5)])
    assert "ten_catches" in earned([win(called=4), win(outcome="durak", called=6)])
    book = DailyBook(path=Path("unused"))
    for back in range(7):
        book.days[DAY - dt.timedelta(days=back)] = DayResult("durak", "podkidnoy", 2)
    assert earned([], book=book) == {"daily_first", "daily_week"}
    del book.days[DAY - dt.timedelta(days=3)]
    book.days[DAY] = DayResult("win", "podkidnoy", 2)
    assert earned([], book=book) == {"daily_first", "daily_win"}


def test_a_milestone_per_puzzle_grade_earned_by_solving_one(tmp_path: Path) -> None:
    keys = [m.key for m in milestones()]
    assert [k for k in keys if k.startswith("puzzle_")] == [f"puzzle_{g}" for g in GRADES]
    known = facts([], DailyBook(path=Path("unused")), DAY, None, {"1": 4, "3": 1})
    assert {m.key for m in milestones() if known.get(m.fact, 0) >= m.at} == {"puzzle_1", "puzzle_3"}
    # solving a puzzle of the ladder, through the puzzles' progress
    ladder = load_ladder()
    progress = PuzzleProgress(path=puzzle_progress.FILE.path(tmp_path))
    hard = ladder.grade(GRADES[-1])[0]
    got = note_puzzle(progress, hard.id, 1_000, None)
    assert [m.key for m in got] == [f"puzzle_{GRADES[-1]}"]
    assert PuzzleProgress.load(progress.path).is_solved(hard.id)
    assert Achievements.load(achievements.FILE.path(tmp_path)).earned == {f"puzzle_{GRADES[-1]}": 1_000}
    assert note_puzzle(progress, ladder.grade(GRADES[-1])[1].id, 2_000, None) == []


def test_earned_once_with_its_time_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "achievements.json"
    book = Achievements.load(path)
    assert book.update({"wins.level.easy": 1}, now=1_000) == [Milestone("beat_easy", "wins.level.easy", 1)]
    assert book.update({"wins.level.easy": 2}, now=2_000) == []
    back = Achievements.load(path)
    assert back.earned == {"beat_easy": 1_000}
    listing = dict((m.key, at) for m, at in back.listing())
    assert listing["beat_easy"] == 1_000 and listing["beat_hard"] is None
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "durak-achievements"


@pytest.mark.parametrize(
    "earned_field", [{"beat_easy": "yesterday"}, {"beat easy": 1}, {"beat_easy": -5}, [], None]
)
def test_a_bad_achievements_file_is_set_aside(
    tmp_path: Path, earned_field: object, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "achievements.json"
    data = {"format": "durak-achievements", "version": 1, "earned": earned_field}
    path.write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level(logging.WARNING, "game.play.achievements"):
        assert Achievements.load(path).earned == {}
    assert "set aside" in caplog.text and len(list(tmp_path.glob("achievements.json.corrupt-*"))) == 1


def never_taking(seed: int) -> Session:
    """A game against Easy where the human never takes when anything else is legal (it beats with its
    lowest card, attacks with its lowest), played to its end."""
    config = GameConfig(PRESETS["podkidnoy"], 2, ("human", "easy"), 0, seed)
    session = Session.new(config, synchronous=True, computers=by_nodes)
    game = session.game
    session.start()
    for _ in range(2000):
        if game.is_over:
            break
        if session.human_to_act():
            legal = game.legal_actions()
            session.apply(next((a for a in legal if a.kind is not ActionKind.TAKE), legal[0]))
        else:
            session.update(1.0, True)
    assert game.is_over
    return session


def test_a_game_won_without_taking_earns_through_the_session(tmp_path: Path) -> None:
    for seed in range(40):
        session = never_taking(seed)
        human = [a for a, who in zip(session.game.history, session.actors, strict=True) if who == 0]
        if session.human_lost() is False and all(a.kind is not ActionKind.TAKE for a in human):
            break
        session.shutdown()
    else:
        raise AssertionError("no game of 40 was won without taking")
    stats = Statistics.load(tmp_path / "statistics.json")
    got: list[Milestone] = []
    note_finished(session, stats, tmp_path / "games", got)
    keys = [m.key for m in got]
    assert {"beat_easy", "win_podkidnoy", "never_took"} <= set(keys)
    assert set(Achievements.load(achievements.FILE.path(tmp_path)).earned) == set(keys)
    assert not daily.FILE.path(tmp_path).exists()  # not a deal of the day: nothing counted there
    session.shutdown()
    # a game won after a take earns no such thing
    for seed in range(40):
        session = never_taking(seed)
        human = [a for a, who in zip(session.game.history, session.actors, strict=True) if who == 0]
        if session.human_lost() is False and any(a.kind is ActionKind.TAKE for a in human):
            break
        session.shutdown()
    else:
        raise AssertionError("no game of 40 was won after a take")
    other = tmp_path / "other"
    got = []
    note_finished(session, Statistics.load(other / "statistics.json"), other / "games", got)
    assert "never_took" not in {m.key for m in got} and "beat_easy" in {m.key for m in got}
    session.shutdown()


HOSTILE = sorted((Path(__file__).resolve().parent / "data" / "hostile" / "any").iterdir())


@pytest.mark.parametrize("source", HOSTILE, ids=[p.name for p in HOSTILE])
def test_the_hostile_corpus_as_daily_deals_and_achievements_gives_empty(tmp_path: Path, source: Path) -> None:
    for name, load in (("daily.json", DailyBook.load), ("achievements.json", Achievements.load)):
        path = tmp_path / name
        path.write_bytes(source.read_bytes())
        book = load(path)
        assert not (book.days if isinstance(book, DailyBook) else book.earned)
        assert not path.exists() and len(list(tmp_path.glob(f"{name}.corrupt-*"))) == 1
