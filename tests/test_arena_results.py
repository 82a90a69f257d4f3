"""Combining arena runs: one figure over every deal, and refusal of runs that differ."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.arena.results import MATCH_KEYS, MismatchError, combine, load, main
from tools.arena.run import main as arena_main

BENCH_RESULTS = Path(__file__).resolve().parent.parent / "bench" / "results"


def _arena(tmp_path: Path, name: str, seed: int, *extra: str) -> Path:
    out = tmp_path / name
    argv = ["--players", "normal,easy", "--games", "6", "--seed", str(seed), "--json", str(out), *extra]
    assert arena_main(argv) == 0
    return out


def test_two_runs_combine_into_the_figure_of_their_deals(tmp_path: Path) -> None:
    a, b = _arena(tmp_path, "a.json", 1), _arena(tmp_path, "b.json", 2)
    runs = [load(a), load(b)]
    out = combine(runs)
    assert out["games"] == 12 and out["deals"] == 6
    s = out["players"]["normal"]
    assert s["wins"] == sum(r["players"]["normal"]["wins"] for r in runs)
    assert s["losses"] == sum(r["players"]["normal"]["losses"] for r in runs)
    # The combined score is the mean over all deals: here, equal halves of the two runs.
    assert s["score"] == pytest.approx(sum(r["players"]["normal"]["score"] for r in runs) / 2)
    assert s["ci95"][0] <= s["score"] <= s["ci95"][1]
    assert s["loss_rate"] == pytest.approx(s["losses"] / 12)
    assert s["max_s"] == max(r["players"]["normal"]["max_s"] for r in runs)


def test_runs_of_different_matches_or_shared_deals_are_refused(tmp_path: Path) -> None:
    a = _arena(tmp_path, "a.json", 1)
    same_deals = _arena(tmp_path, "again.json", 1)
    other_preset = _arena(tmp_path, "p.json", 3, "--preset", "perevodnoy")
    other_rules = _arena(tmp_path, "r.json", 4, "--rules", "max_attack=5")
    with pytest.raises(MismatchError, match="deal"):
        combine([load(a), load(same_deals)])
    with pytest.raises(MismatchError, match="preset"):
        combine([load(a), load(other_preset)])
    with pytest.raises(MismatchError, match="rules"):
        combine([load(a), load(other_rules)])


def test_command_line_prints_the_figure_or_says_why_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = _arena(tmp_path, "a.json", 1), _arena(tmp_path, "b.json", 2)
    capsys.readouterr()
    assert main([str(a), str(b)]) == 0
    shown = capsys.readouterr().out
    assert "2 runs (seeds 1, 2), 6 duplicate deals = 12 games" in shown and "normal" in shown
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert main([str(a), str(broken)]) == 2
    assert "cannot combine" in capsys.readouterr().err


def test_the_stored_results_are_whole_runs_that_combine() -> None:
    files = sorted(BENCH_RESULTS.glob("*.json"))
    assert files, "bench/results holds the runs docs/ai.md cites"
    matches: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for f in files:
        run = load(f)
        assert len(run["per_deal"]) == run["deals"] and run["games"] == run["deals"] * run["seats"], f
        key = (*(run[k] for k in MATCH_KEYS), tuple(sorted(run["players"])))
        matches.setdefault(key, []).append(run)
    for runs in matches.values():
        assert combine(runs)["games"] == sum(r["games"] for r in runs)  # no deal counted twice


@pytest.mark.parametrize(
    "stop", [KeyboardInterrupt(), RuntimeError("a game failed")], ids=["ctrl-c", "error"]
)
def test_a_stopped_run_keeps_the_deals_it_finished(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: BaseException
) -> None:
    import tools.arena.run as arena

    real = arena.play_deal
    calls = []

    def stop_at_third(args: Any) -> dict[str, Any]:
        calls.append(args)
        if len(calls) == 3:
            raise stop
        return real(args)

    monkeypatch.setattr(arena, "play_deal", stop_at_third)
    monkeypatch.setattr(arena, "SAVE_EVERY_S", 3600.0)  # only the interruption saves
    out = tmp_path / "stopped.json"
    argv = ["--players", "normal,easy", "--games", "10", "--seed", "7", "--json", str(out)]
    if isinstance(stop, KeyboardInterrupt):
        assert arena.main(argv) == 130
    else:
        with pytest.raises(RuntimeError, match="a game failed"):
            arena.main(argv)
    run = load(out)
    assert run["complete"] is False and run["deals"] == 2 and run["games"] == 4
    assert combine([run])["players"]["normal"]["seat_games"] == 4


def test_a_run_of_the_settings_old_names_combines_with_one_of_todays(tmp_path: Path) -> None:
    """Players were named ``hard:iterations=…`` before the specs became constructor arguments."""
    import json

    old = _arena(tmp_path, "old.json", 1, "--players", "dmcts:deals=2:nodes=5,easy")
    text = old.read_text(encoding="utf-8").replace("dmcts:deals=2:nodes=5", "dmcts:deals=2:iterations=5")
    old.write_text(text, encoding="utf-8")
    assert "dmcts:deals=2:iterations=5" in json.loads(text)["players"]
    new = _arena(tmp_path, "new.json", 2, "--players", "dmcts:deals=2:nodes=5,easy")
    out = combine([load(old), load(new)])
    assert sorted(out["players"]) == ["dmcts:deals=2:nodes=5", "easy"] and out["deals"] == 6
