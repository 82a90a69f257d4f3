"""The statistics add up over scripted games; a bad statistics file is set aside, defaults used."""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from game.engine import PRESETS, Game
from game.engine.match import Match
from game.play import kept
from game.play.finished import entry_of, note_finished
from game.play.session import Session
from game.play.standings import standings
from game.play.stats import GameEntry, Statistics, StatsError, tally

ROOT = Path(__file__).resolve().parents[1]


def finished_session(seed: int, levels: tuple[str, ...] = ("human", "easy")) -> Session:
    """A game played to its end through the session (synchronous): the human always makes the first
    legal move, the computers theirs."""
    rules = PRESETS["podkidnoy"]
    game = Game.new(rules, len(levels), seed)
    session = Session(game, levels, 0, seed=seed, synchronous=True, processes=False)
    session.start()
    for _ in range(5000):
        if game.is_over:
            break
        if session.human_to_act():
            session.apply(game.legal_actions()[0])
        else:
            session.update(1.0, True)
    assert game.is_over
    return session


def entry(outcome: str, moves: int = 10, **kw: object) -> GameEntry:
    base: dict[str, object] = dict(
        when=1, variant="podkidnoy", players=2, level="easy", outcome=outcome, moves=moves
    )
    base.update(kw)
    return GameEntry(**base)  # type: ignore[arg-type]


def test_tally_counts_streaks_and_lengths() -> None:
    t = tally(
        [
            entry(o, 10 * (i + 1))
            for i, o in enumerate(["win", "win", "durak", "win", "win", "win", "draw", "win"])
        ]
    )
    assert (t.games, t.wins, t.duraks, t.draws) == (8, 6, 1, 1)
    assert (t.current_streak, t.best_streak) == (1, 3)
    assert t.win_rate == 6 / 8
    assert t.average_moves == 45.0


def test_statistics_add_up_over_scripted_games(tmp_path: Path) -> None:
    book = Statistics(path=tmp_path / "statistics.json")
    folder = tmp_path / "games"
    outcomes = []
    for seed in range(6):
        s = finished_session(seed, ("human", "easy") if seed % 2 else ("human", "random", "random"))
        e = note_finished(s, book, folder)
        assert e is not None
        outcomes.append(e.outcome)
        assert e.moves == len(s.game.history)
    again = Statistics.load(tmp_path / "statistics.json")
    assert again.entries == book.entries
    total = again.tally()
    assert total.games == 6
    assert total.wins + total.duraks + total.draws == 6
    assert total.wins == outcomes.count("win")
    groups = again.groups()
    assert set(groups) == {("podkidnoy", 2, "easy"), ("podkidnoy", 3, "random")}
    assert sum(t.games for t in groups.values()) == 6
    assert sum(t.wins for t in groups.values()) == total.wins
    assert sum(t.total_moves for t in groups.values()) == total.total_moves
    assert again.by("level")["easy"].games == 3
    assert len(kept.listing(folder)) == 6
    game = kept.load(kept.listing(folder)[0])
    assert game is not None and game.record.replay().result is not None


def test_hints_and_undo_are_noted() -> None:
    s = finished_session(3)
    s.hints_used = 2
    e = entry_of(s)
    assert e is not None and e.hints == 2 and e.undo is False  # undo_used absent: False
    summary = s.summary()
    s.summary = lambda: {**summary, "undo_used": True}  # type: ignore[method-assign]
    marked = entry_of(s)
    assert marked is not None and marked.undo is True


def test_cheats_are_counted_and_old_entries_read_without_them() -> None:
    s = finished_session(3)
    s.cheats_made, s.cheats_caught, s.calls_right = 3, 1, 2
    e = entry_of(s)
    assert e is not None and (e.cheats, e.caught, e.called) == (3, 1, 2)
    back = GameEntry.from_dict(json.loads(json.dumps(asdict(e))))
    assert back == e
    old = {k: v for k, v in asdict(e).items() if k not in ("cheats", "caught", "called")}
    assert GameEntry.from_dict(old).cheats == 0
    with pytest.raises(StatsError):
        GameEntry.from_dict({**asdict(e), "caught": -1})
    t = tally([e, back])
    assert (t.cheats_made, t.cheats_caught, t.calls_right) == (6, 2, 4)


def test_no_entry_without_a_human() -> None:
    s = finished_session(1)
    s.human = None
    assert entry_of(s) is None


@pytest.mark.parametrize(
    "text",
    [
        "{",  # truncated
        '{"format": "durak-stats", "version": 2, "games": []}',  # newer
        '{"format": "durak-stats", "version": 1, "games": [{"when": 1}]}',  # corrupt entry
        '{"format": "durak-stats", "version": 1, "games": [{"when": true, "variant": "x", "players": 2,'
        ' "level": "easy", "outcome": "win", "moves": 3}]}',
        "\xff\xfe",
    ],
)
def test_bad_statistics_files_are_set_aside(
    tmp_path: Path, text: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape") if text != "\xff\xfe" else b"\xff\xfe")
    with caplog.at_level(logging.WARNING):
        book = Statistics.load(path)
    assert book.entries == []
    assert not path.exists()
    aside = list(tmp_path.glob("statistics.json.corrupt-*"))
    assert len(aside) == 1
    assert "set aside" in caplog.text
    book.add(entry("win"))  # the defaults are written anew; the set-aside file stays
    assert Statistics.load(path).tally().games == 1
    assert list(tmp_path.glob("statistics.json.corrupt-*")) == aside


def test_kept_games_stop_at_the_limit_and_bad_ones_go_aside(tmp_path: Path) -> None:
    s = finished_session(2)
    from game.engine.record import GameRecord

    record = GameRecord.of(s.game)
    for i in range(kept.KEEP + 3):
        kept.keep(record, 0, s.levels, "win", "podkidnoy", tmp_path, now=1000.0 + i)
    files = kept.listing(tmp_path)
    assert len(files) == kept.KEEP
    assert files[0].name.startswith(f"{int((1000.0 + kept.KEEP + 2) * 1000):015d}")
    data = json.loads(files[0].read_text(encoding="utf-8"))
    data["record"]["actions"] = ["beat AS AS"]
    files[0].write_text(json.dumps(data), encoding="utf-8")
    assert kept.load(files[0]) is None
    assert len(list(tmp_path.glob("*.corrupt-*"))) == 1


def test_a_match_applies_the_durak_rule_across_three_games() -> None:
    rules = PRESETS["podkidnoy"]
    match = Match(rules, 3, target=2)
    seen = []
    for _ in range(40):
        game = match.next_game()
        first = match.first_attacker()
        if match.last_durak is not None:
            # the durak is attacked first: the player before him leads
            assert game.attacker == (match.last_durak - 1) % 3
            assert first == (match.last_durak - 1) % 3
        for _ in range(5000):
            if game.is_over:
                break
            game.apply(game.legal_actions()[0])
        assert game.result is not None
        match.record(game.result)
        seen.append(game.result)
        if len(seen) >= 3 and standings(match).decided:
            break
    st = standings(match)
    assert st.games == len(seen) >= 3
    assert sum(st.duraks) + st.draws == st.games
    assert st.draws == sum(r.draw for r in seen)
    assert st.loser is not None and st.duraks[st.loser] == 2
    assert max(st.duraks) <= 2


def test_the_game_over_panel_shows_the_match_and_starts_a_new_one() -> None:
    import pygame
    from test_ui_table_support import click, make_ctx, pump

    from game.engine.game import Result
    from game.play.config import GameConfig
    from game.play.session import Session
    from game.ui.scenes.table import TableScene

    ctx = make_ctx()
    rules = PRESETS["podkidnoy"]
    match = Match(rules, 3, target=2)
    match.record(Result(1, False, None, (0, 2, 1)))
    match.record(Result(None, True, None, ()))
    config = GameConfig(rules, 3, ("human", "easy", "easy"), 0, 4, match_target=2)
    scene = TableScene(ctx, Session.next_of(match, config, synchronous=True))
    ctx.stack.clear_to(scene)
    scene.set_instant()
    while not scene.game.is_over:
        scene.play(scene.legal()[0], "test") if scene.human_can_act() else scene.update(0.02)
    for _ in range(300):
        scene.update(0.05)
        if type(ctx.stack.top).__name__ == "GameOverScene":
            break
    over = ctx.stack.top
    st = over.standings  # type: ignore[attr-defined]
    assert st.games == 3 and st.draws == 1 and sum(st.duraks) == 2
    rows = over.match_rows()  # type: ignore[attr-defined]
    assert [n for _, n in rows] == list(st.duraks)
    if st.decided:
        assert "again" not in over.buttons  # the match is lost: only a new one
    over.draw(ctx.screen)
    pump(scene)
    click(scene, over.button_rect("new_match").center)
    pump(scene)
    top = ctx.stack.top
    assert type(top).__name__ == "TableScene" and top is not scene
    assert top.session.match is not match and top.session.match.results == []
    assert top.session.match.target == 2
    assert pygame.get_init()
    ctx.close()


HOSTILE = sorted((Path(__file__).resolve().parent / "data" / "hostile" / "any").iterdir())


@pytest.mark.parametrize("source", HOSTILE, ids=[p.name for p in HOSTILE])
def test_the_hostile_corpus_as_statistics_gives_defaults(tmp_path: Path, source: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(source.read_bytes())
    book = Statistics.load(path)
    assert book.entries == []
    assert not path.exists() and len(list(tmp_path.glob("statistics.json.corrupt-*"))) == 1


#: a child that writes a game's statistics and keeps its record as the game does, and is killed
#: (SIGKILL, by itself) at the rename of write number argv[1]: the moment that leaves a temporary file
KILLED_WRITER = """
import os, signal, sys
from game.ground import atomic
from game.engine.record import GameRecord
from game.play import kept, stats

writes = int(sys.argv[1])
rename = os.replace

def replace(src, dst):
    global writes
    if writes == 0:
        os.kill(os.getpid(), signal.SIGKILL)
    writes -= 1
    rename(src, dst)

atomic.os.replace = replace
book = stats.Statistics.load()
book.add(stats.GameEntry(1764547200, "perevodnoy", 3, "mixed", "win", 80))
record = GameRecord.load("tests/golden/perevodnoy-3p-103.record.json")
kept.keep(record, 0, ("human", "easy", "hard"), "win", "perevodnoy")
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL on this system")
def test_temporary_files_of_writes_killed_midway_are_removed(tmp_path: Path) -> None:
    env = {**os.environ, "DURAK_DATA_DIR": str(tmp_path)}
    for writes in (0, 0, 1, 1, 1):  # killed writing the statistics, then writing the kept game
        out = subprocess.run(
            [sys.executable, "-c", KILLED_WRITER, str(writes)], cwd=ROOT, env=env, timeout=120
        )
        assert out.returncode == -signal.SIGKILL
    games = tmp_path / kept.FOLDER
    left = [*tmp_path.glob(".statistics.json.*.tmp"), *games.glob(".*.json.*.tmp")]
    assert len(left) == 5  # what a kill leaves; long ago, when the game starts again:
    for p in left:
        os.utime(p, (1, 1))
    fresh = [tmp_path / ".statistics.json.now.tmp", games / ".000000000000001.json.now.tmp"]
    for p in fresh:  # another game writing right now keeps its own
        p.write_text("{", encoding="utf-8")
    assert Statistics.load(tmp_path / "statistics.json").tally().games == 3
    assert kept.listing(games) == []
    assert not any(p.exists() for p in left) and all(p.exists() for p in fresh)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [".statistics.json.now.tmp", "games", "statistics.json"]
    )
