"""Every level returns a legal action in every phase of every preset and option, and plays whole games."""

from __future__ import annotations

from typing import Any

import pytest
from ai_positions import find_view, variants, views_by_phase

import game.ai.dmcts as dmcts_module
import game.ai.hard as hard_module
import game.ai.normal as normal_module
from game.ai.budget import Budget
from game.ai.dmcts import DMCTSPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.levels import LEVELS, make_player
from game.ai.normal import NormalPlayer
from game.ai.player import RandomPlayer
from game.engine import ActionKind, Game, Phase, preset


def small_players():  # type: ignore[no-untyped-def]
    """Each level with a small search budget, so the tests stay fast."""
    return [
        EasyPlayer(1),
        NormalPlayer(1),
        HardPlayer(1, Budget(nodes=12)),
        DMCTSPlayer(1, Budget(nodes=6), deals=2),
    ]


VARIANTS = variants()


@pytest.mark.parametrize(("name", "rules", "players"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_every_level_answers_legally_in_every_phase(name, rules, players) -> None:  # type: ignore[no-untyped-def]
    want = set(Phase) - {Phase.OVER}
    views = views_by_phase(rules, players, range(60), want)
    assert {Phase.LEAD, Phase.DEFEND} <= set(views)
    if rules.redeal_on_suit:
        assert Phase.REDEAL in views
    if rules.trump_exchange:
        assert Phase.EXCHANGE in views
    for view in views.values():
        for p in small_players():
            action = p.choose(view)
            assert action in view.legal, (name, view.phase, p.name, action)


@pytest.mark.parametrize("kind", [ActionKind.TRANSFER, ActionKind.SHOW])
def test_every_level_answers_legally_when_a_transfer_is_possible(kind) -> None:  # type: ignore[no-untyped-def]
    view = find_view(preset("proyezdnoy"), 3, lambda v: any(a.kind is kind for a in v.legal))
    assert view is not None
    for p in small_players():
        assert p.choose(view) in view.legal


@pytest.mark.parametrize(
    ("name", "players"), [("podkidnoy", 2), ("perevodnoy", 3), ("teams", 4), ("seven_card", 2)]
)
def test_mixed_levels_finish_games(name: str, players: int) -> None:
    rules = preset(name)
    for seed in range(2):
        game = Game.new(rules, players, seed=seed)
        roster = small_players()
        seats = [roster[(i + seed) % len(roster)] for i in range(players)]
        for s, p in enumerate(seats):
            p.notify([e.seen_by(s) for e in game.start_events])
        steps = 0
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            action = seats[seat].choose(view)
            assert action in view.legal
            events = game.apply(action)
            for s, p in enumerate(seats):
                p.notify([e.seen_by(s) for e in events])
            steps += 1
            assert steps < 3000
        assert game.result is not None


def test_registry_lists_the_levels() -> None:
    for name in ("random", "easy", "normal", "hard", "dmcts"):
        assert name in LEVELS
        assert make_player(name, 3).name == name
    assert isinstance(make_player("random"), RandomPlayer)


def _thought(*args: object, **kwargs: object) -> Any:
    raise AssertionError("searched or solved")


def _no_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every search and solve of the levels raises: what is answered now was answered at once
    (Hard's solver is handed to it: ``HardPlayer(solver=_thought)``)."""
    for module, name in [
        (hard_module, "ismcts"),
        (normal_module, "solve"),
        (dmcts_module, "random_playout"),
    ]:
        monkeypatch.setattr(module, name, _thought)


def test_one_legal_action_is_instant(monkeypatch: pytest.MonkeyPatch) -> None:
    view = find_view(preset("podkidnoy"), 2, lambda v: len(v.legal) == 1)
    assert view is not None
    _no_thinking(monkeypatch)
    hard = HardPlayer(0, Budget(nodes=20), solver=_thought)
    for p in [EasyPlayer(0), NormalPlayer(0), hard, DMCTSPlayer(0, Budget(nodes=20))]:
        assert p.choose(view) is view.legal[0]


def test_easy_and_normal_are_fast(monkeypatch: pytest.MonkeyPatch) -> None:
    # Fast by construction: away from a two-player count-out (whose solver has a budget of
    # nodes, normal.COUNT_OUT_BUDGET) neither searches nor solves anything.
    views = views_by_phase(preset("perevodnoy"), 3, range(30), {Phase.LEAD, Phase.DEFEND, Phase.THROW})
    _no_thinking(monkeypatch)
    for p in (EasyPlayer(0), NormalPlayer(0)):
        for v in views.values():
            for _ in range(20):
                assert p.choose(v) in v.legal
