"""Arena result files: several runs of one match combined into one figure.

    python -m tools.arena.results bench/results/hard-3easy-podkidnoy-*.json

A figure the goals ask for (2,000 games of Hard at 0.8 s a move is about 8
CPU-hours) rarely fits into one run, so runs of the same match with different
seeds are combined: the same players, preset, table size, rule overrides and
time (or iterations) per move, and no deal played twice.  A run that was stopped
early counts with the deals it finished (the arena saves them as it goes).  The
score and its 95% confidence interval are computed over all deals together,
exactly as one long run would compute them (:func:`tools.arena.run.summarize`);
the loss rate (for more than two players: how often a player is the durak) gets
its own interval over deals.  A run's medians of decision time cannot be merged,
so the range of the runs' medians is given, and the maximum over all decisions.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path
from typing import Any

from tools.arena.run import renamed, summarize

#: what must agree between runs for their games to count as one match
MATCH_KEYS = ("preset", "seats", "time", "iters", "rules", "deck")


class MismatchError(ValueError):
    """The runs are not of the same match, or share deals."""


def load(path: str | Path) -> dict[str, Any]:
    with open(path, encoding="utf-8") as f:
        run: dict[str, Any] = json.load(f)
    run["file"] = str(path)
    run.setdefault("rules", _argv_value(run.get("argv", []), "--rules") or "")
    for key in ("deck", "iters"):
        if key not in run:  # files written before the arena recorded it
            value = _argv_value(run.get("argv", []), "--" + key)
            run[key] = int(value) if value else None
    run.setdefault("complete", True)
    # players named by the settings' old names (hard:iterations=1700) are today's (hard:nodes=1700)
    run["players"] = {renamed(k): v for k, v in run["players"].items()}
    for deal in run.get("per_deal", []):
        deal["rewards"] = {renamed(k): v for k, v in deal["rewards"].items()}
    return run


def _argv_value(argv: list[str], flag: str) -> str | None:
    for i, a in enumerate(argv):
        if a == flag and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith(flag + "="):
            return a.partition("=")[2]
    return None


def combine(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """One summary over every deal of ``runs``; raises :class:`MismatchError` when they differ."""
    if not runs:
        raise MismatchError("no runs to combine")
    first = runs[0]
    labels = sorted(first["players"])
    for run in runs[1:]:
        for key in MATCH_KEYS:
            if run.get(key) != first.get(key):
                raise MismatchError(
                    f"{run['file']} has {key} {run.get(key)!r}, {first['file']} has {first.get(key)!r}"
                )
        if sorted(run["players"]) != labels:
            raise MismatchError(f"{run['file']} has players {sorted(run['players'])}, not {labels}")
    deals: list[dict[str, Any]] = []
    seen: dict[int, str] = {}
    for run in runs:
        for d in run["per_deal"]:
            if d["seed"] in seen:
                raise MismatchError(f"deal {d['seed']} is in {seen[d['seed']]} and in {run['file']}")
            seen[d["seed"]] = run["file"]
            deals.append({"seed": d["seed"], "rewards": d["rewards"], "times": {}, "choice": {}})
    summary = summarize(deals, labels)
    for lab, s in summary.items():
        s.update(_loss_rate(deals, lab))
        medians = [r["players"][lab]["median_choice_s"] for r in runs]
        s["median_choice_s_range"] = [min(medians), max(medians)]
        s["max_s"] = max(r["players"][lab]["max_s"] for r in runs)
    return {
        "runs": [
            {"file": r["file"], "seed": r["seed"], "games": r["games"], "complete": r["complete"]}
            for r in runs
        ],
        "games": sum(r["games"] for r in runs),
        "deals": len(deals),
        "players": summary,
        **{key: first.get(key) for key in MATCH_KEYS},
    }


def _loss_rate(deals: list[dict[str, Any]], label: str) -> dict[str, Any]:
    per_deal = [
        statistics.fmean(1.0 if x == 0.0 else 0.0 for x in d["rewards"][label])
        for d in deals
        if d["rewards"].get(label)
    ]
    k = len(per_deal)
    mean = statistics.fmean(per_deal) if per_deal else float("nan")
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(k) if k > 1 else float("nan")
    return {"loss_rate": mean, "loss_rate_ci95": [mean - half, mean + half]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.arena.results", description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", help="arena --json files of one match")
    args = ap.parse_args(argv)
    try:
        out = combine([load(f) for f in args.files])
    except (OSError, ValueError, KeyError) as exc:
        print(f"cannot combine: {exc}", file=sys.stderr)
        return 2
    seeds = ", ".join(f"{r['seed']}{'' if r['complete'] else ' (stopped early)'}" for r in out["runs"])
    print(
        f"{out['preset']}, {out['seats']} players, time/move {out['time']}: "
        f"{len(out['runs'])} runs (seeds {seeds}), {out['deals']} duplicate deals = {out['games']} games"
    )
    print(
        f"{'player':<28}{'W':>6}{'D':>5}{'L':>6}  {'score':>6}  {'95% CI':<16}"
        f"{'lost':>6}  {'95% CI':<16}{'med>1 s':>14}{'max s':>8}"
    )
    for lab, s in out["players"].items():
        lo, hi = s["ci95"]
        llo, lhi = s["loss_rate_ci95"]
        mlo, mhi = s["median_choice_s_range"]
        print(
            f"{lab:<28}{s['wins']:>6}{s['draws']:>5}{s['losses']:>6}  {s['score']:>6.3f}  "
            f"[{lo:.3f}, {hi:.3f}]  {s['loss_rate']:>6.3f}  [{llo:.3f}, {lhi:.3f}]  "
            f"{mlo:>6.3f}–{mhi:.3f}{s['max_s']:>8.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
