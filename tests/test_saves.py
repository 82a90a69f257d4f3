"""Never lose a game (issue 20): the save after every action, Continue, saves set aside, undo.

The saves are read back on the session layer (game/play) without a window: the state after resuming
is compared with the state the game had, seat by seat, the computers' memory included.
"""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import PRESETS, ActionKind
from game.engine.errors import RecordError
from game.engine.game import Result
from game.engine.match import Match
from game.play import saves, undo
from game.play.autosave import Autosave
from game.play.saves import SaveWriter
from tests.save_state import digest, memories, new_session, resumed_session, scripted_step

ROOT = Path(__file__).resolve().parents[1]
#: the SIGKILL loop: this many kills, each at a random action of a scripted game
KILLS = 50


def _played(seed: int, steps: int) -> tuple[Autosave, list[str]]:
    """A session with the autosave, ``steps`` scripted actions in; the digest after each action."""
    s = new_session(seed)
    s.match = Match(s.game.rules, s.game.players)
    s.match.record(Result(1, False, None, (0, 2)))
    a = Autosave(s, ("Anna",))
    rng = random.Random(seed)
    seen = [digest(s)]
    for _ in range(steps):
        if s.game.is_over:
            break
        scripted_step(s, rng)
        seen.append(digest(s))
    a.flush()
    return a, seen


# ---------------------------------------------------------------------------- the match
def test_a_match_goes_to_plain_data_and_back() -> None:
    m = Match(PRESETS["podkidnoy"], 3, seed=4)
    m.record(Result(2, False, None, (0, 1)))
    m.record(Result(None, True, None, (1, 0, 2)))
    m.record(Result(0, False, None, (2, 1)))
    back = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert (back.rules, back.players, back.seed, back.results) == (m.rules, 3, 4, m.results)
    assert back.first_attacker() == m.first_attacker() == 2  # the durak (seat 0) is attacked by seat 2
    assert back.target is None


def test_a_match_to_a_target_keeps_it_and_first_saves_read_as_open() -> None:
    m = Match(PRESETS["podkidnoy"], 2, seed=1, target=3)
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))).target == 3
    old = m.to_dict()
    del old["target"]  # saves written before matches had a target
    assert Match.from_dict(old).target is None


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"players": True}, "integers"),
        ({"seed": "1"}, "integers"),
        ({"results": {}}, "array"),
        (
            {
                "results": [
                    {"durak": 5, "draw": False, "losing_team": None, "out_order": [], "stalled": False}
                ]
            },
            "seat",
        ),
        (
            {"results": [{"durak": 0, "draw": 1, "losing_team": None, "out_order": [], "stalled": False}]},
            "true",
        ),
        (
            {
                "results": [
                    {"durak": 0, "draw": False, "losing_team": None, "out_order": [1, 1], "stalled": False}
                ]
            },
            "once",
        ),
        ({"results": [{"durak": 0}]}, "object of"),
        ({"rules": {"suits": "4"}}, "malformed"),
        ({"target": 0}, "target"),
        ({"target": True}, "target"),
        ({"target": 2.5}, "target"),
    ],
)
def test_a_match_is_read_strictly(change: dict[str, object], why: str) -> None:
    data = {**Match(PRESETS["podkidnoy"], 3).to_dict(), **change}
    with pytest.raises(RecordError, match=why):
        Match.from_dict(data)


# ---------------------------------------------------------------------------- resuming
def test_continue_brings_back_every_seat_and_the_computers_memory() -> None:
    a, seen = _played(seed=11, steps=30)
    loaded = saves.load()
    assert loaded.notice is None and loaded.saved is not None
    saved = loaded.saved
    assert saved.moves == 30 and saved.names == ("Anna",) and not saved.undo_used
    assert saved.match is not None and saved.match.results == a.session.match.results  # type: ignore[union-attr]
    back = resumed_session(saved)
    assert digest(back) == seen[-1] == digest(a.session)
    assert memories(back)[1] != memories(new_session(11))[1], "the Hard player remembers nothing to compare"


def test_a_finished_game_is_not_offered_and_its_save_is_removed() -> None:
    a, _ = _played(seed=12, steps=10_000)
    assert a.session.game.is_over
    assert not saves.save_path().exists()
    # a finished game's save written by hand is removed, not set aside
    finished = a.current()
    saves.save_path().write_text(finished.to_json(), encoding="utf-8")
    assert saves.load() == saves.Loaded(None)
    assert not saves.save_path().exists()
    assert not list(saves.save_dir().glob("*.corrupt-*"))


def test_the_save_costs_the_frame_loop_little() -> None:
    a, _ = _played(seed=13, steps=40)
    # building the text is all the frame loop does; the disk is the writer's thread's
    assert a.writer.writes >= 1 and a.writer.failures == 0
    assert len(a.current().to_json()) < 8000


def _corrupt_cases() -> dict[str, str]:
    a, _ = _played(seed=14, steps=12)
    good = a.current().to_json()
    data = json.loads(good)
    newer = {**data, "version": saves.VERSION + 1}
    illegal = json.loads(good)
    illegal["game"]["actions"][3] = "take" if illegal["game"]["actions"][3] != "take" else "attack 6S"
    bad_seat = {**data, "seats": {**data["seats"], "human": 2}}
    return {
        "corrupt": "{\x00\x01 not json",
        "truncated": good[: len(good) // 2],
        "newer": json.dumps(newer),
        "illegal": json.dumps(illegal),
        "bad-seat": json.dumps(bad_seat),
        "not-utf8": "\udcff",
    }


@pytest.mark.parametrize("case", ["corrupt", "truncated", "newer", "illegal", "bad-seat", "not-utf8"])
def test_a_save_that_cannot_be_read_is_set_aside_with_one_line(
    case: str, caplog: pytest.LogCaptureFixture
) -> None:
    text = _corrupt_cases()[case]
    path = saves.save_path()
    raw = text.encode("utf-8", "surrogateescape")
    path.write_bytes(raw)
    with caplog.at_level(logging.WARNING, logger="game.play.saves"):
        loaded = saves.load()
    assert loaded.saved is None and loaded.notice
    assert "\n" not in loaded.notice
    assert len([r for r in caplog.records if r.name == "game.play.saves"]) == 1
    aside = list(saves.save_dir().glob(f"{saves.FILE_NAME}.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw
    assert not path.exists()
    # a second bad save the same second does not overwrite the first one set aside
    path.write_bytes(b"[")
    assert saves.load().notice
    kept = sorted(saves.save_dir().glob(f"{saves.FILE_NAME}.corrupt-*"))
    assert len(kept) == 2 and raw in [p.read_bytes() for p in kept]


def test_the_hostile_corpus_is_set_aside_never_a_traceback() -> None:
    corpus = sorted((ROOT / "tests" / "data" / "hostile").glob("*/*"))
    assert len(corpus) > 40
    for file in corpus:
        path = saves.save_path()
        path.write_bytes(file.read_bytes())
        loaded = saves.load()
        assert loaded.saved is None and loaded.notice, file.name
        (aside,) = saves.save_dir().glob("*.corrupt-*")
        aside.unlink()  # more files than names free in one second (game/ground/aside.py's MAX_TRIES)


def test_a_writer_keeps_only_the_newest_text(tmp_path: Path) -> None:
    w = SaveWriter(tmp_path / "s.json")
    for i in range(200):
        w.put(f"{i}\n")
    w.flush()
    assert (tmp_path / "s.json").read_text() == "199\n"
    assert w.writes <= 200
    w.put_removal()
    w.flush()
    assert not (tmp_path / "s.json").exists()


# ---------------------------------------------------------------------------- killed at any time
def _replayed_digest(seed: int, moves: int) -> str:
    """The digest of the child's scripted game after ``moves`` actions (it is deterministic)."""
    s, rng = new_session(seed), random.Random(seed)
    for _ in range(moves):
        scripted_step(s, rng)
    return digest(s)


def test_a_game_killed_anywhere_continues_where_it_was() -> None:
    rng = random.Random(2026)
    env = {**os.environ, "DURAK_DATA_DIR": str(saves.save_dir())}
    for kill in range(KILLS):
        saves.remove()
        seed = 100 + kill
        stop_after = rng.randrange(1, 30)
        child = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "save_kill_child.py"), str(seed)],
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        assert child.stdout is not None
        lines = [child.stdout.readline() for _ in range(stop_after)]
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read()  # through the same buffer as readline (communicate would skip it)
        child.wait(timeout=60)
        printed = dict(
            line.split() for line in [*lines, *rest.splitlines()] if line.strip() and line.strip() != "over"
        )
        if not lines[-1].strip() or "over" in rest:
            continue  # the game ended before the kill: nothing to continue
        loaded = saves.load()
        assert loaded.notice is None, loaded.notice
        last_seen = int(lines[-1].split()[0])
        if loaded.saved is None:  # killed while the first save (of the deal) was on its way
            assert last_seen == 0, f"kill {kill}: no save after {last_seen} actions"
            continue
        moves = loaded.saved.moves
        assert moves >= last_seen - 1, f"kill {kill}: more than the action in flight lost"
        assert moves <= max(int(m) for m in printed) + 1
        # the state the child had after ``moves`` actions: printed, or (killed before it printed) replayed
        expected = printed.get(str(moves)) or _replayed_digest(seed, moves)
        assert digest(resumed_session(loaded.saved)) == expected, f"kill {kill} at {moves}"


# ---------------------------------------------------------------------------- undo
def test_undo_takes_back_your_move_and_the_replies_since_and_the_computers_forget_them() -> None:
    s = new_session(21)
    s.match = Match(s.game.rules, s.game.players)
    a = Autosave(s)
    rng = random.Random(5)
    seen = {0: digest(s)}  # the state after each number of actions
    undone = after_replies = 0
    for _ in range(120):
        if s.game.is_over:
            break
        scripted_step(s, rng)
        seen[len(s.game.history)] = digest(s)
        if s.game.is_over:
            break
        moves = undo.point(s)
        if 0 not in s.actors:
            assert moves is None
            continue
        assert moves is not None
        # your last move: your last action, with the add steps of its lead; only others' after it
        last = max(i for i, seat in enumerate(s.actors) if seat == 0)
        assert moves <= last and all(seat == 0 for seat in s.actors[moves : last + 1])
        assert all(seat != 0 for seat in s.actors[last + 1 :])
        short = a.current().shortened(moves)
        back = resumed_session(short)
        assert digest(back) == seen[moves]  # the exact state, every computer's memory as it was then
        undone += 1
        after_replies += last < len(s.actors) - 1
    assert undone >= 20 and after_replies >= 10


def test_undo_stays_until_you_move_again_and_goes_further_back_each_time() -> None:
    s = new_session(22)
    rng = random.Random(3)
    a = Autosave(s)
    assert undo.point(s) is None or s.actors[-1] == 0
    marks: list[int] = []
    while len(marks) < 3 and not s.game.is_over:
        lead_on = bool(s.actors) and s.actors[-1] == 0 and s.game.history[-1].kind is ActionKind.ADD
        if s.human_to_act() and not lead_on:
            marks.append(len(s.game.history))  # a move of yours starts here
        scripted_step(s, rng)
        if marks and not s.game.is_over:
            assert undo.point(s) in marks  # never a computer's action
    assert not s.game.is_over and s.summary()["undo_used"] is False
    saved = undo.taken_back(s, a.current())
    assert saved.undo_used and s.undo_used and saved.moves == undo.point(s)
    back = resumed_session(saved)
    assert back.human_to_act()
    again = undo.point(back)  # repeatable: the move of yours before it
    assert again is not None and again < saved.moves


def test_undo_goes_back_past_a_pass_you_could_not_help() -> None:
    """The table passes for you when Pass is all you can do: undoing that pass would see it made again
    at once, so undo takes back the move of yours before it."""
    s = new_session(23)
    s.auto_pass = True
    rng = random.Random(7)
    found = 0
    for _ in range(400):
        if s.game.is_over:
            break
        legal = s.game.legal_actions()
        forced = s.human_to_act() and [a.kind for a in legal] == [ActionKind.PASS]
        before = undo.point(s)
        scripted_step(s, rng)
        if forced and not s.game.is_over and before is not None:
            assert undo.point(s) == before  # the pass is passed over
            s.auto_pass = False  # a pass you made by hand is a move of yours
            assert undo.point(s) == max(i for i, seat in enumerate(s.actors) if seat == 0)
            s.auto_pass = True
            found += 1
    assert found >= 2
