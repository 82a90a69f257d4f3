"""The arena: duplicate deals, summary figures, parallel workers."""

from __future__ import annotations

import pytest

from game.engine import preset
from tools.arena.run import build_player, main, parse_spec, play_deal, run


def test_duplicate_deal_plays_every_rotation() -> None:
    out = play_deal((preset("podkidnoy"), ["easy", "random"], 5, None, None))
    assert len(out["rewards"]["easy"]) == 2 and len(out["rewards"]["random"]) == 2
    # Two players, no draw: the rewards of a game are one win and one loss.
    for a, b in zip(out["rewards"]["easy"], out["rewards"]["random"], strict=True):
        assert a + b == 1.0 or a == b == 0.5


def test_run_summarises_scores_and_times() -> None:
    res = run(preset("perevodnoy"), ["normal", "easy", "easy"], 6, 1, 1, progress=False)
    assert res["deals"] == 2 and res["games"] == 6
    s = res["players"]["normal"]
    assert s["seat_games"] == 6 and s["wins"] + s["draws"] + s["losses"] == 6
    assert s["ci95"][0] <= s["score"] <= s["ci95"][1]
    assert s["decisions"] > 0 and s["max_s"] >= s["median_s"]
    assert res["players"]["easy"]["seat_games"] == 12


def test_parallel_run_matches_serial() -> None:
    # Players with no clock in their play: Normal's count-out has a time limit as a safety net,
    # so under load a parallel run could differ from a serial one for reasons of the machine.
    a = run(preset("podkidnoy"), ["easy", "random"], 8, 3, 1, progress=False)
    b = run(preset("podkidnoy"), ["easy", "random"], 8, 3, 2, progress=False)
    assert a["players"]["easy"]["score"] == b["players"]["easy"]["score"]
    assert [r["seed"] for r in a["results"]] == [r["seed"] for r in b["results"]]


def test_player_specs_and_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_spec("dmcts:deals=3:nodes=20:seconds=none") == (
        "dmcts",
        {"deals": 3, "nodes": 20, "seconds": None},
    )
    assert main(["--players", "easy,random", "--seats", "3", "--games", "3", "--preset", "classic"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "random" in out and "95% CI" in out


def test_a_spec_is_the_players_constructor_arguments() -> None:
    from game.ai.budget import Budget

    hard = build_player("hard:nodes=200:solver_nodes=5000:margin=0.5", 1)
    assert hard.budget == Budget(nodes=200) and hard.solver_budget == Budget(nodes=5000)
    assert hard.margin == 0.5
    dmcts = build_player("dmcts:deals=3:seconds=0.2:nodes=20", 1)
    assert dmcts.budget == Budget(seconds=0.2, nodes=20) and dmcts.deals == 3
    # --time / --iters: every search player's budget, unless its spec says one
    assert build_player("hard", 1, None, 30).budget == Budget(nodes=30)
    assert build_player("hard:seconds=0.3", 1, None, 30).budget == Budget(seconds=0.3)
    assert build_player("easy", 1, None, 30).name == "easy"
    for old, new in [
        ("hard:time_limit=0.3", "seconds"),
        ("dmcts:iterations=9", "nodes"),
        ("hard:solver_time=1", "solver_seconds"),
    ]:
        with pytest.raises(SystemExit, match=f"is now '{new}'"):
            build_player(old, 1)
    with pytest.raises(SystemExit, match="no budget"):
        build_player("easy:nodes=5", 1)
    with pytest.raises(SystemExit, match="bogus"):
        build_player("hard:bogus=1", 1)


def test_players_are_closed_after_their_game(monkeypatch: pytest.MonkeyPatch) -> None:
    import tools.arena.run as arena
    from game.ai.easy import EasyPlayer

    closed: list[int] = []

    class Closing(EasyPlayer):
        def close(self) -> None:
            closed.append(self.seed)

    monkeypatch.setattr(arena, "build_player", lambda spec, seed, *_: Closing(seed))
    arena.play_game(preset("podkidnoy"), ["easy", "easy"], 3, 1)
    assert sorted(closed) == [97, 98]  # both seats, once each (Master's helpers end this way)
