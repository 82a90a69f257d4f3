"""The deal of the day: the same deal for the same date everywhere, different deals across dates, the
first completed attempt counted, the streak; the day carried by the save."""

from __future__ import annotations

import datetime as dt
import json
import logging
from pathlib import Path

import pytest
from helpers import by_nodes

from game.engine import PRESETS
from game.play import daily, saves
from game.play.autosave import Autosave
from game.play.daily import DailyBook, DayResult, deal_of
from game.play.finished import note_finished
from game.play.saves import SavedGame
from game.play.session import Session
from game.play.stats import Statistics

DAY = dt.date(2026, 12, 6)
YEAR = [DAY + dt.timedelta(days=i) for i in range(366)]


def test_the_same_date_gives_the_same_deal() -> None:
    for day in YEAR[:30]:
        a, b = deal_of(day), deal_of(dt.date.fromisoformat(day.isoformat()))
        assert a == b and a.config() == b.config()
        assert a.config().levels == ("human",) + ("hard",) * (a.players - 1)
        assert a.config().daily == day.isoformat() and a.config().seed == a.seed


def test_dates_differ_and_every_variant_comes_in_turn() -> None:
    deals = [deal_of(day) for day in YEAR]
    assert len({d.seed for d in deals}) == len(deals)
    # a week in a row never repeats a variant, and a year plays each of them
    for i in range(len(deals) - len(daily.ROTATION)):
        assert len({d.preset for d in deals[i : i + len(daily.ROTATION)]}) == len(daily.ROTATION)
    assert {d.preset for d in deals} == set(daily.ROTATION)
    assert "cheating" not in daily.ROTATION and not any(PRESETS[p].cheating for p in daily.ROTATION)
    assert {d.players for d in deals} == {2, 3, 4}
    for d in deals:
        assert not PRESETS[d.preset].problems(d.players)  # teams get four, never two or three
    # the whole game differs, not only the seed: the first hands of two days' deals
    a, b = (Session.new(deal_of(day).config(), synchronous=True, computers=by_nodes) for day in YEAR[:2])
    assert a.game.hands[0] != b.game.hands[0]
    a.shutdown()
    b.shutdown()


def test_a_days_deal_is_the_same_game_every_time() -> None:
    config = deal_of(DAY).config()
    one, two = (Session.new(config, synchronous=True, computers=by_nodes) for _ in range(2))
    assert one.game.hands == two.game.hands and one.game.trump == two.game.trump
    one.shutdown()
    two.shutdown()


def play_out(session: Session) -> None:
    game = session.game
    session.start()
    for _ in range(5000):
        if game.is_over:
            break
        if session.human_to_act():
            session.apply(game.legal_actions()[0])
        else:
            session.update(1.0, True)
    assert game.is_over


def test_only_the_first_completed_attempt_counts(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "statistics.json")
    config = deal_of(DAY).config()
    first = Session.new(config, synchronous=True, computers=by_nodes)
    play_out(first)
    entry = note_finished(first, stats, tmp_path / "games")
    assert entry is not None
    book = DailyBook.load(daily.FILE.path(tmp_path))
    assert book.result(DAY) == DayResult(entry.outcome, config.preset, config.players)
    written = (tmp_path / "daily.json").read_text(encoding="utf-8")
    again = Session.new(config, synchronous=True, computers=by_nodes)
    play_out(again)
    note_finished(again, stats, tmp_path / "games")
    assert (tmp_path / "daily.json").read_text(encoding="utf-8") == written  # the second does not count
    assert len(stats.entries) == 2  # and both are games of the statistics
    # the next game of the table is another deal: not the day's
    assert config.next().daily == "" and config.next().seed == config.seed + 1  # type: ignore[operator]
    first.shutdown()
    again.shutdown()


def test_the_streak_counts_days_in_a_row(tmp_path: Path) -> None:
    book = DailyBook(path=tmp_path / "daily.json")
    assert book.streak(DAY) == 0
    for back in (1, 2, 3, 5):
        assert book.record(DAY - dt.timedelta(days=back), DayResult("win" if back != 2 else "durak", "x", 2))
    assert book.streak(DAY) == 3  # today still to play: up to yesterday
    assert book.streak(DAY + dt.timedelta(days=1)) == 0
    book.record(DAY, DayResult("draw", "x", 3))
    assert book.streak(DAY) == 4 and book.best_streak() == 4 and book.wins() == 3
    back = DailyBook.load(tmp_path / "daily.json")
    assert back.days == book.days


@pytest.mark.parametrize(
    "days",
    [
        {"2026-12-6": {"outcome": "win", "preset": "podkidnoy", "players": 2}},
        {"2026-12-06": {"outcome": "abandoned", "preset": "podkidnoy", "players": 2}},
        {"2026-12-06": {"outcome": "win", "preset": "podkidnoy", "players": 9}},
        {"2026-12-06": {"outcome": "win", "preset": "pod kidnoy", "players": 2}},
        {"2026-12-06": {"outcome": "win", "preset": "podkidnoy"}},
        [],
    ],
)
def test_a_bad_daily_file_is_set_aside(
    tmp_path: Path, days: object, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "daily.json"
    path.write_text(json.dumps({"format": "durak-daily", "version": 1, "days": days}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, "game.play.daily"):
        assert DailyBook.load(path).days == {}
    assert "set aside" in caplog.text and len(list(tmp_path.glob("daily.json.corrupt-*"))) == 1


def test_a_deal_of_the_day_continued_is_still_the_days(tmp_path: Path) -> None:
    session = Session.new(deal_of(DAY).config(), synchronous=True, computers=by_nodes)
    session.start()
    keeper = Autosave(session, writer=saves.SaveWriter(tmp_path / "current-game.json"))
    saved = SavedGame.from_dict(json.loads(keeper.current().to_json()))
    assert saved.daily == DAY.isoformat()
    assert Session.resume(saved, synchronous=True, computers=by_nodes).config.daily == DAY.isoformat()
    # an older save has no day: an ordinary game
    data = json.loads(keeper.current().to_json())
    del data["table"]["daily"]
    assert SavedGame.from_dict(data).daily == ""
    data["table"]["daily"] = "yesterday"
    with pytest.raises(ValueError, match="daily"):
        SavedGame.from_dict(data)
    session.shutdown()
