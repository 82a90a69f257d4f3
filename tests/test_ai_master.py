"""Master: Hard's search on every core, merged at the root; its helper processes end with their owner."""

from __future__ import annotations

import multiprocessing
import os
import time

from ai_positions import find_view

from game.ai.budget import Budget
from game.ai.levels import make_player
from game.ai.master import MasterPlayer
from game.ai.process.helpers import SearchHelper
from game.ai.process.worker import AIWorker
from game.engine import Game, preset


def _choice_view():  # type: ignore[no-untyped-def]
    view = find_view(preset("podkidnoy"), 2, lambda v: len(v.legal) > 2 and v.deck_size > 10)
    assert view is not None
    return view


def test_master_adds_the_helpers_iterations_to_its_own() -> None:
    view = _choice_view()
    alone = MasterPlayer(3, Budget(nodes=60), helpers=0)
    assert alone.choose(view) in view.legal
    assert alone.last_iterations == 60
    both = MasterPlayer(3, Budget(nodes=60), helpers=1)
    try:
        assert both.choose(view) in view.legal
        assert both.last_method == "search"
        assert both.last_iterations == 120
    finally:
        both.close()


def test_master_asks_hards_evidence_against_the_rule_of_thumb_move_at_its_visits() -> None:
    from game.ai.hard import HardPlayer, best_root_action, root_codes
    from game.ai.search.ismcts import Node

    view = _choice_view()
    codes = root_codes(view)
    (prior_action, prior), (other_action, other) = list(codes.items())[:2]
    # 2.8 times Hard's visits; the other move is ahead by 1.2 of Master's standard errors,
    # about 0.7 of Hard's at its own visits: not enough for Master, which keeps the prior.
    n = 2800
    se = (0.25 / n + 0.25 / n) ** 0.5
    kids = {prior: Node(), other: Node()}
    kids[prior].n, kids[prior].w = n - 1, 0.5 * (n - 1)
    kids[other].n, kids[other].w = n, (0.5 + 1.2 * se) * n
    assert MasterPlayer(1, helpers=0).margin > HardPlayer(1).margin
    assert best_root_action(view, kids, prior, HardPlayer(1).margin, codes) == other_action
    assert best_root_action(view, kids, prior, MasterPlayer(1, helpers=0).margin, codes) == prior_action
    assert MasterPlayer(1, helpers=0, margin=1.0).margin == 1.0  # a setting still wins


def test_master_with_an_iteration_budget_is_reproducible() -> None:
    view = _choice_view()
    players = [MasterPlayer(8, Budget(nodes=80), helpers=1) for _ in range(2)]
    try:
        assert players[0].choose(view) == players[1].choose(view)
    finally:
        for p in players:
            p.close()


def test_master_keeps_to_its_time_limit() -> None:
    view = _choice_view()
    # No time at all: each search (Master's own, its helper's) stops at its minimum.
    m = MasterPlayer(1, Budget(seconds=0.0), helpers=1)
    try:
        m.notify([])  # starts the helper, as the first events of a game do
        assert m.choose(view) in view.legal
        assert m.last_method == "search"
        assert m.last_iterations in (16, 32)
    finally:
        m.close()


def _master_in_a_pool() -> tuple[bool, int]:
    view = _choice_view()
    m = MasterPlayer(2, Budget(nodes=40), helpers=1)
    try:
        return m.choose(view) in view.legal, m.last_iterations
    finally:
        m.close()


def test_master_runs_inside_a_daemonic_process() -> None:
    # The arena's pool workers and the game's AI worker are daemons, which may not
    # normally start processes of their own.
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        legal, iterations = pool.apply(_master_in_a_pool)
    assert legal
    assert iterations == 80


def test_a_helper_ends_when_its_owner_lets_go() -> None:
    h = SearchHelper()
    proc = h._proc
    assert h.alive
    assert h._channel is not None
    h._channel.conn.close()  # what the owner's death does to the pipe
    proc.join(timeout=10)
    assert not proc.is_alive()


def test_master_is_a_level() -> None:
    p = make_player("master", 1)
    assert p.name == "master"


def _search_helper_pids() -> list[int]:
    return [p.pid for p in multiprocessing.active_children() if p.name == "durak-search" and p.pid]


def _gone(pid: int) -> bool:
    """Exited (a zombie whose new parent has not reaped it yet counts as exited)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return False


def test_leaving_the_table_ends_masters_helpers() -> None:
    # The game's AI worker hosts Master; closing it (leaving the table) must not leave
    # Master's helper behind, though the worker is terminated, not asked to stop.
    worker = AIWorker("durak-test-master")
    try:
        pid = worker.add_player("master", 1)
        g = Game.new(preset("podkidnoy"), 2, seed=4)
        seat = g.to_act
        worker.notify(pid, [e.seen_by(seat) for e in g.start_events])  # Master starts its helpers
        helpers = worker.call(_search_helper_pids)  # (no move asked: that would search 2 s of clock)
        assert helpers
    finally:
        worker.close()
    deadline = time.monotonic() + 15
    while not all(_gone(h) for h in helpers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(_gone(h) for h in helpers)


def test_a_reply_to_an_earlier_search_is_not_taken_for_the_last() -> None:
    view = _choice_view()
    h = SearchHelper()
    try:
        # The first search's result is never asked for, as when the caller fails in between.
        assert h.start(view, None, None, 1, None, 10, None, {"c": 0.7, "eps": 0.1, "bias": 0.5})
        assert h.start(view, None, None, 2, None, 25, None, {"c": 0.7, "eps": 0.1, "bias": 0.5})
        got = h.result(30.0)
        assert got is not None and got[1] == 25
        assert h.result(0.1) is None  # nothing more is pending
    finally:
        h.close()


def test_a_helper_that_died_is_replaced_between_decisions_a_few_times() -> None:
    m = MasterPlayer(1, Budget(nodes=20), helpers=1)
    try:
        m.notify([])
        seen = []
        for _ in range(4):
            assert m._helpers is not None
            alive = [h for h in m._helpers if h.alive]
            seen.append(len(alive))
            for h in alive:
                h._proc.terminate()
                h._proc.join(5)
            m.notify([])
        # The first helper and two spares; after that Master thinks alone.
        assert seen == [1, 1, 1, 0]
        view = _choice_view()
        assert m.choose(view) in view.legal and m.last_iterations == 20
    finally:
        m.close()
