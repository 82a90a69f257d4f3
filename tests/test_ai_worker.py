"""Computer players in a spawned worker process (game.ai.process.worker) and the play session using it."""

from __future__ import annotations

import ast
import os
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.ai.levels import make_player
from game.ai.master import MasterPlayer
from game.ai.process.channel import NotSent, WorkerDied, WorkerError
from game.ai.process.worker import AIWorker, ProcessPlayer, builtin_levels, picklable_by_name
from game.engine import PRESETS, Action, Game

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def worker() -> Iterator[AIWorker]:
    w = AIWorker("durak-test")
    yield w
    w.close()


def _play(players: dict[int, object], game: Game) -> list[Action]:
    for seat, p in players.items():
        p.notify([e.seen_by(seat) for e in game.start_events])  # type: ignore[attr-defined]
    moves = []
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        action = players[seat].choose(view)  # type: ignore[attr-defined]
        assert any(action is a for a in view.legal), "the parent's own interned action comes back"
        events = game.apply(action)
        moves.append(action)
        for s, p in players.items():
            p.notify([e.seen_by(s) for e in events])  # type: ignore[attr-defined]
    return moves


def test_worker_module_stays_in_the_ai_layer() -> None:
    tree = ast.parse((ROOT / "game" / "ai" / "process" / "worker.py").read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(n.startswith(("pygame", "game.ui")) for n in names)


def test_the_child_is_another_process_started_by_spawn(worker: AIWorker) -> None:
    assert worker.call(os.getpid) == worker.pid != os.getpid()
    assert worker._proc._start_method == "spawn"  # type: ignore[attr-defined]  # never fork: SDL, threads
    assert worker._proc.daemon


@pytest.mark.parametrize("level", ["easy", "normal", "random"])
def test_a_process_player_plays_exactly_like_the_in_process_one(worker: AIWorker, level: str) -> None:
    far = {s: ProcessPlayer(level, 10 + s, worker) for s in range(3)}
    near = {s: make_player(level, 10 + s) for s in range(3)}
    a = _play(far, Game.new(PRESETS["perevodnoy"], 3, seed=4))  # type: ignore[arg-type]
    b = _play(near, Game.new(PRESETS["perevodnoy"], 3, seed=4))  # type: ignore[arg-type]
    assert a == b
    assert all(p.name == level for p in far.values())
    for p in far.values():
        p.close()  # drops it from the shared worker, which lives on
    assert worker.is_alive()


def test_errors_in_the_child_are_raised_in_the_parent(worker: AIWorker) -> None:
    with pytest.raises(ValueError):
        worker.call(int, "not a number")
    bad = ProcessPlayer("easy", 0, worker)
    g = Game.new(PRESETS["podkidnoy"], 2, seed=1)
    with pytest.raises(Exception):  # noqa: B017 - whatever the player raises on a view of the wrong seat
        bad.worker.choose(bad._pid, g.view(1 - g.to_act))
    with pytest.raises(ValueError):
        ProcessPlayer("no such level", 0, worker)
    with pytest.raises(NotSent):  # never reaches the child
        worker.call(os.getpid, lambda: 0)
    assert worker.call(os.getpid) == worker.pid  # the pipe is still in step
    assert worker.is_alive()


def test_unknown_levels_patched_in_at_run_time_are_not_builtin(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ai import levels

    class Local:
        name = "local"

    monkeypatch.setitem(levels.LEVELS, "local", Local)  # type: ignore[arg-type]
    assert "local" not in builtin_levels()
    assert {"random", "easy", "normal"} <= builtin_levels()


def test_picklable_by_name() -> None:
    assert picklable_by_name(os.getpid)
    assert picklable_by_name(make_player)
    assert not picklable_by_name(lambda: 0)

    def inner() -> None:
        pass

    assert not picklable_by_name(inner)


def test_close_cancels_a_choose_in_progress_and_a_dead_child_is_reported() -> None:
    w = AIWorker("durak-test-close")
    w.ping()
    got: list[BaseException] = []

    def wait() -> None:
        try:
            w.call(time.sleep, 30)
        except BaseException as exc:
            got.append(exc)

    t = threading.Thread(target=wait)
    t.start()
    time.sleep(0.2)
    w.close()
    t.join(15)
    # The call ended long before its 30 s sleep would have: close cut it short.
    assert not t.is_alive()
    assert isinstance(got[0], WorkerDied)
    assert not w.is_alive()
    with pytest.raises(WorkerDied):
        w.ping()
    w.close()  # idempotent

    w2 = AIWorker("durak-test-kill")
    p = ProcessPlayer("easy", 0, w2)
    w2.ping()
    assert w2._proc.pid is not None  # type: ignore[attr-defined]
    os.kill(w2._proc.pid, 9)  # type: ignore[attr-defined]
    g = Game.new(PRESETS["podkidnoy"], 2, seed=1)
    with pytest.raises(WorkerDied, match="died"):
        p.choose(g.view(g.to_act))
    assert issubclass(WorkerDied, WorkerError)
    w2.close()


def test_a_process_player_falls_back_in_process_with_its_memory() -> None:
    p = ProcessPlayer("normal", 3)  # its own worker
    g = Game.new(PRESETS["podkidnoy"], 2, seed=8)
    rng = random.Random(1)
    p.notify([e.seen_by(0) for e in g.start_events])
    for _ in range(12):
        events = g.apply(rng.choice(g.legal_actions()))
        p.notify([e.seen_by(0) for e in events])
    local = p.fallback()
    assert type(local).__name__ == "NormalPlayer"
    assert len(p.events) > len(g.start_events)
    p.close()
    assert not p.worker.is_alive()


# ------------------------------------------------------------------ the play session


def _pid_of(_: object) -> int:
    return os.getpid()


def _session(levels: tuple[str, ...], human: int | None = 0, **kw: object):  # type: ignore[no-untyped-def]
    from game.play.session import Session

    g = Game.new(PRESETS["podkidnoy"], len(levels), seed=3)
    applied: list[Action] = []
    c = Session(g, levels, human, lambda s, a, e: applied.append(a), seed=3, **kw)  # type: ignore[arg-type]
    return c, g, applied


def _run(c, g: Game, limit: float = 20.0, moves: int = 10**9) -> None:  # type: ignore[no-untyped-def]
    t_end = time.monotonic() + limit
    while not g.is_over and len(g.history) < moves and time.monotonic() < t_end:
        c.update(0.05, True)
        time.sleep(0.002)


def test_session_puts_every_builtin_level_in_one_worker_process() -> None:
    c, g, _ = _session(("easy", "normal", "random"), human=None)
    c.set_speed(1000)
    assert c.process is not None
    assert all(isinstance(p, ProcessPlayer) and p.worker is c.process for p in c.players.values())
    c.start()
    _run(c, g)
    assert g.is_over and not c.errors
    proc = c.process
    c.shutdown()
    assert not proc.is_alive()


def test_synchronous_sessions_and_test_levels_stay_in_process() -> None:
    c, _, _ = _session(("human", "easy"), synchronous=True)
    assert c.process is None and not isinstance(c.players[1], ProcessPlayer)
    c2, _, _ = _session(("human", "easy"), processes=False)
    assert c2.process is None
    c2.shutdown()


def _computers_under_way() -> tuple[Any, Game]:
    """Two Easy seats in a worker process, four moves into a game, the worker answering."""
    c, g, _ = _session(("easy", "easy"), human=None)
    c.set_speed(1000)
    c.start()
    _run(c, g, moves=4)
    assert c.process is not None
    c.process.ping()
    return c, g


def test_session_goes_on_in_process_when_the_worker_dies(caplog: pytest.LogCaptureFixture) -> None:
    c, g = _computers_under_way()
    assert c.process is not None
    os.kill(c.process.pid, 9)  # type: ignore[arg-type]
    _run(c, g)
    assert g.is_over
    assert not any(isinstance(p, ProcessPlayer) for p in c.players.values())
    assert any("worker process" in e for e in c.errors)
    assert "worker process failed" in caplog.text
    c.shutdown()


def test_side_jobs_run_in_the_worker_process() -> None:
    c, _, _ = _session(("human", "easy"))
    assert c.process is not None
    assert c.submit_side(os.getpid).result(timeout=30) == c.process.pid
    # a closure cannot be sent, nor can arguments that do not pickle: they run in the side thread
    assert c.submit_side(lambda: os.getpid()).result(timeout=5) == os.getpid()
    assert c.submit_side(_pid_of, lambda: 0).result(timeout=5) == os.getpid()
    c.shutdown()


def test_leaving_the_table_closes_the_players_that_think_in_this_process() -> None:
    c, _, _ = _session(("human", "master"), processes=False)
    master = c.players[1]
    assert isinstance(master, MasterPlayer)
    master.notify([])  # its helper starts with the game
    helpers = list(master._helpers or [])
    assert helpers and all(h.alive for h in helpers)
    c.shutdown()
    assert not any(h.alive for h in helpers)


def test_the_worker_and_the_search_helpers_share_one_request_reply_channel() -> None:
    for name in ("worker.py", "helpers.py"):
        src = (ROOT / "game" / "ai" / "process" / name).read_text(encoding="utf-8")
        assert "from game.ai.process.channel import" in src, name
        for own_loop in (".recv(", ".recv_bytes(", ".poll(", "ForkingPickler"):
            assert own_loop not in src, (name, own_loop)


def test_the_ui_handles_no_failure_of_the_transport() -> None:
    # The fallback to an in-process player lives with the worker (game.ai.process.seats).
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        src = path.read_text(encoding="utf-8")
        for name in ("WorkerDied", "NotSent", "WorkerError", "ProcessPlayer", "process.channel"):
            assert name not in src, (path, name)


def test_a_stuck_worker_is_ended_and_the_seats_play_on(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 18, worker liveness: a worker that stops answering (SIGSTOP) does not freeze the table."""
    import signal

    c, g = _computers_under_way()
    assert c.process is not None
    assert all(isinstance(player, ProcessPlayer) for player in c.players.values())
    c.process.patience = 1.0  # the game's own bound is worker.PATIENCE (10 s)
    os.kill(c.process.pid, signal.SIGSTOP)  # type: ignore[arg-type]
    before = len(g.history)
    _run(c, g, limit=30.0)
    assert g.is_over and len(g.history) > before, "the seats went on in this process"
    assert c.worker_faults == 1
    assert not any(isinstance(p, ProcessPlayer) for p in c.players.values())
    assert "stuck" in caplog.text
    c.shutdown()


def test_every_move_and_side_job_ends_well_within_the_patience() -> None:
    """A worker busy on the longest move (Master's) or the hint (Hard's move) is not taken as stuck."""
    from game.ai.hard import HardPlayer
    from game.ai.levels import LEVELS
    from game.ai.process.worker import PATIENCE

    longest = max(float(getattr(f, "think_seconds", 0.0)) for f in LEVELS.values())
    assert longest >= HardPlayer.think_seconds > 0
    assert 3 * longest <= PATIENCE <= 10.0  # "a player never waits more than about 10 s" (issue 37)


def test_a_request_queued_behind_a_stuck_one_waits_no_longer_than_the_patience() -> None:
    """Issue 37: the lock of one request at a time has patience too."""
    w = AIWorker("durak-test-queue")
    w.ping()  # the child started: a spawn on a loaded machine may take longer than the patience below
    w.patience = 1.0
    got: list[BaseException] = []

    def stuck() -> None:
        try:
            # Its own patience is longer than the queued request's by far, so whatever the machine's
            # load, the queued one gives up first: on the lock, not on a worker the stuck one closed.
            w.call(time.sleep, 60, patience=50.0)
        except BaseException as exc:
            got.append(exc)

    t = threading.Thread(target=stuck)
    t.start()
    while not w._call_lock.locked():
        time.sleep(0.01)
    with pytest.raises(WorkerDied, match=r"stuck \(waited 1\.0 s for the request before\)"):
        w.call(os.getpid)  # would wait the whole 60 s behind the sleep without patience
    t.join(15)
    assert not t.is_alive() and isinstance(got[0], WorkerDied)
    assert not w.is_alive()


def _human_to_act(c, g: Game) -> None:  # type: ignore[no-untyped-def]
    c.set_speed(1000)
    c.start()
    t_end = time.monotonic() + 30
    while not c.human_to_act() and time.monotonic() < t_end:
        c.update(0.05, True)
        time.sleep(0.002)
    assert c.human_to_act() and not g.is_over


def test_a_worker_stopped_during_a_hint_does_not_freeze_the_computers(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Issue 37: the hint waits on a stopped worker, the computer's move queues behind it; both are
    served in this process once the patience (here 1 s, in the game PATIENCE) is out."""
    import signal

    c, g, _ = _session(("human", "easy"))
    _human_to_act(c, g)
    assert c.process is not None
    c.process.ping()
    c.process.patience = 1.0
    os.kill(c.process.pid, signal.SIGSTOP)  # type: ignore[arg-type]
    hint = c.ask_hint([])
    assert hint is not None
    while not c.process._call_lock.locked():  # the hint's request is in flight
        time.sleep(0.01)
    c.apply(g.legal_actions()[0])
    computers_moved = len(g.history)
    t_end = time.monotonic() + 30
    while len(g.history) == computers_moved and not g.is_over and time.monotonic() < t_end:
        if c.human_to_act():
            c.apply(g.legal_actions()[0])
            computers_moved = len(g.history)
        c.update(0.05, True)
        time.sleep(0.002)
    assert len(g.history) > computers_moved or g.is_over, "the computer's move was served"
    assert hint.result(timeout=30) is not None, "the hint too, in this process"
    assert c.worker_faults == 1
    assert any("worker process" in e for e in c.errors)
    assert not any(isinstance(p, ProcessPlayer) for p in c.players.values())
    assert "stuck" in caplog.text and "no answer within 1.0 s" in caplog.text
    c.shutdown()


def test_leaving_with_a_hint_pending_on_a_stopped_worker_logs_no_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    import signal

    c, g, _ = _session(("human", "easy"))
    _human_to_act(c, g)
    assert c.process is not None
    c.process.ping()
    os.kill(c.process.pid, signal.SIGSTOP)  # type: ignore[arg-type]
    hint = c.ask_hint([])
    assert hint is not None
    while not c.process._call_lock.locked():
        time.sleep(0.01)
    side = c._side
    assert side is not None
    hint.cancel()  # the table leaves: it cancels what it asked for ...
    c.shutdown()  # ... and the session ends the worker under the waiting hint
    side._thread.join(15)
    assert not side._thread.is_alive()
    assert "InvalidStateError" not in caplog.text
    assert "exception calling callback" not in caplog.text


def _dead_on_arrival() -> AIWorker:
    """A worker whose process is gone before anything is asked of it (cannot start, OOM-killed)."""
    w = AIWorker("durak-test-doa")
    w._proc.kill()  # type: ignore[attr-defined]
    w._proc.join(10)  # type: ignore[attr-defined]
    return w


def test_a_worker_dead_before_the_first_computer_is_added_leaves_them_in_process(
    caplog: pytest.LogCaptureFixture,
) -> None:
    from game.ai.process.seats import ComputerSeats

    seats = ComputerSeats(True, worker=_dead_on_arrival)
    for seat in (1, 2):
        seats.add(seat, "easy", seat)
    assert not any(isinstance(p, ProcessPlayer) for p in seats.players.values())
    assert seats.faults == 1 and "worker process failed" in caplog.text
    assert seats.process is not None and seats.process.closed
    g = Game.new(PRESETS["podkidnoy"], 3, seed=5)
    seats.add(0, "normal", 0)
    for seat in range(3):
        seats.notify(seat, [e.seen_by(seat) for e in g.start_events])
    while not g.is_over:
        events = g.apply(seats.choose(g.to_act, g.view(g.to_act)))
        for seat in range(3):
            seats.notify(seat, [e.seen_by(seat) for e in events])
    assert seats.faults == 1
    seats.close()


def test_a_mapped_future_cancelled_by_its_reader_stays_quiet(caplog: pytest.LogCaptureFixture) -> None:
    from concurrent.futures import Future

    from game.play.session import _mapped

    for finish in ("result", "error"):
        inner: Future[int] = Future()
        out = _mapped(inner, lambda n: n + 1)
        assert out.cancel()
        if finish == "result":
            inner.set_result(1)
        else:
            inner.set_exception(WorkerDied("gone"))
        assert out.cancelled()
    inner = Future()
    out = _mapped(inner, lambda n: n + 1)
    inner.set_result(1)
    assert out.result() == 2
    assert "InvalidStateError" not in caplog.text
