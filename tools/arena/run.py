"""The arena: computer players against each other on duplicate deals.

    python -m tools.arena --players hard,easy --preset podkidnoy --games 200 --seed 1 --jobs 2 --time 0.5

* ``--players`` lists one player per seat (``--seats`` pads the table with the last
  one: ``--players hard,easy --seats 4`` is Hard + 3 × Easy).  A player is a level
  name from :data:`game.ai.levels.LEVELS`, optionally with settings — its constructor's
  arguments: ``dmcts:deals=10:nodes=200``, ``hard:seconds=0.3``, ``master:nodes=2400:margin=1.7``.
  A search player's budget is ``seconds=`` and/or ``nodes=`` (whichever runs out first; ``nodes``
  alone plays the same whatever the machine's load), its endgame solver's ``solver_seconds=`` and
  ``solver_nodes=``.  ``--time``/``--iters`` give every search player seconds/nodes.
* **Duplicate deals**: every deal is played once per rotation of the seats (2
  players: twice, seats swapped), so each player gets every hand and luck cancels.
  ``--games`` is the total number of games (rounded up to whole deals).
* Every player learns the events as its seat saw them (``Event.seen_by``).
* Runs the deals in parallel on ``--jobs`` processes (``freeze_support``-safe).
* Prints, per player: wins / draws / losses (a loss = being the durak or on the
  losing team), the score (1 a win, ½ a draw) with a 95% confidence interval
  computed over deals (so the pairing of the duplicate games is respected), and the
  median and maximum time per decision (also the median over decisions with more
  than one legal action).
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.ai.budget import Budget
from game.ai.levels import LEVELS
from game.ai.search.policy import rewards
from game.engine import Game, Rules, preset
from game.ground.atomic import write_text_atomic

MAX_STEPS = 20000


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``name[:key=value...]`` → (name, settings)."""
    name, *opts = spec.split(":")
    if name not in LEVELS:
        raise SystemExit(f"unknown player {name!r}; choose from {', '.join(LEVELS)}")
    settings: dict[str, Any] = {}
    for o in opts:
        k, _, v = o.partition("=")
        settings[k] = _value(v)
    return name, settings


def _value(v: str) -> Any:
    if v.lower() in ("none", "null"):
        return None
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


#: the settings' old names, from before the specs were constructor arguments
RENAMED = {
    "time_limit": "seconds",
    "iterations": "nodes",
    "solver_time": "solver_seconds",
    "helpers_wanted": "helpers",
}


def renamed(spec: str) -> str:
    """``spec`` in today's names (the players of a result file written before them)."""
    name, *opts = spec.split(":")
    parts = (o.partition("=") for o in opts)
    return ":".join([name, *(RENAMED.get(k, k) + eq + v for k, eq, v in parts)])


def build_player(spec: str, seed: int, seconds: float | None = None, nodes: int | None = None) -> Any:
    """The player of ``spec`` (its settings as constructor arguments); ``seconds`` and ``nodes``
    (the command line's ``--time``/``--iters``) are the budget of a search player whose spec says
    neither."""
    name, settings = parse_spec(spec)
    for old, new in RENAMED.items():
        if old in settings:
            raise SystemExit(f"{spec!r}: the setting {old!r} is now {new!r} ({name}:{new}=...)")
    factory = LEVELS[name]
    params = inspect.signature(factory).parameters
    budget = {k: settings.pop(k) for k in ("seconds", "nodes") if k in settings}
    solver = {k: settings.pop(f"solver_{k}") for k in ("seconds", "nodes") if f"solver_{k}" in settings}
    if (budget or solver) and "budget" not in params:
        raise SystemExit(f"player {name!r} has no budget of seconds or nodes")
    if not budget and "budget" in params and (seconds is not None or nodes is not None):
        budget = {"seconds": seconds, "nodes": nodes}
    if budget:
        settings["budget"] = Budget(**budget)
    if solver:
        settings["solver_budget"] = Budget(**solver)
    try:
        return factory(seed, **settings)
    except (TypeError, ValueError) as exc:
        raise SystemExit(f"player {spec!r}: {exc}") from None


def play_game(
    rules: Rules,
    specs: list[str],
    seed: int,
    player_seed: int,
    seconds: float | None = None,
    nodes: int | None = None,
) -> tuple[list[float], list[list[float]], list[list[float]]]:
    """One game; each seat's reward and its decision times (all, and with a real choice)."""
    n = len(specs)
    game = Game.new(rules, n, seed=seed)
    players = [build_player(s, player_seed * 97 + i, seconds, nodes) for i, s in enumerate(specs)]
    try:
        return _play_out(game, players, seed)
    finally:
        for p in players:
            close = getattr(p, "close", None)
            if callable(close):
                close()  # Master's helper processes end with its game, not at exit


def _play_out(
    game: Game, players: list[Any], seed: int
) -> tuple[list[float], list[list[float]], list[list[float]]]:
    n = game.players
    for s, p in enumerate(players):
        p.notify([e.seen_by(s) for e in game.start_events])
    times: list[list[float]] = [[] for _ in range(n)]
    choice: list[list[float]] = [[] for _ in range(n)]
    steps = 0
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        dt = time.perf_counter() - t0
        times[seat].append(dt)
        if len(view.legal) > 1:
            choice[seat].append(dt)
        events = game.apply(action)
        for s, p in enumerate(players):
            p.notify([e.seen_by(s) for e in events])
        steps += 1
        if steps > MAX_STEPS:
            print(f"warning: game {seed} stopped after {MAX_STEPS} steps, scored as a draw", file=sys.stderr)
            return [0.5] * n, times, choice
    return rewards(game), times, choice


def play_deal(args: tuple[Rules, list[str], int, float | None, int | None]) -> dict[str, Any]:
    """Every rotation of the seats on one deal; results keyed by player spec."""
    rules, roster, seed, seconds, nodes = args
    n = len(roster)
    out: dict[str, Any] = {"seed": seed, "rewards": {}, "times": {}, "choice": {}}
    for r in range(n):
        specs = [roster[(i - r) % n] for i in range(n)]
        reward, times, choice = play_game(rules, specs, seed, seed * 31 + r, seconds, nodes)
        for i, s in enumerate(specs):
            out["rewards"].setdefault(s, []).append(reward[i])
            out["times"].setdefault(s, []).extend(times[i])
            out["choice"].setdefault(s, []).extend(choice[i])
    return out


def summarize(results: list[dict[str, Any]], roster: list[str]) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    labels = list(dict.fromkeys(roster))
    for lab in labels:
        rewards = [x for r in results for x in r["rewards"].get(lab, [])]
        per_deal = [statistics.fmean(r["rewards"][lab]) for r in results if r["rewards"].get(lab)]
        times = [x for r in results for x in r["times"].get(lab, [])]
        choice = [x for r in results for x in r["choice"].get(lab, [])]
        k = len(per_deal)
        mean = statistics.fmean(per_deal) if per_deal else float("nan")
        half = 1.96 * statistics.stdev(per_deal) / math.sqrt(k) if k > 1 else float("nan")
        summary[lab] = {
            "seat_games": len(rewards),
            "wins": sum(1 for x in rewards if x == 1.0),
            "draws": sum(1 for x in rewards if x == 0.5),
            "losses": sum(1 for x in rewards if x == 0.0),
            "score": mean,
            "ci95": [mean - half, mean + half],
            "deals": k,
            "decisions": len(times),
            "median_s": statistics.median(times) if times else float("nan"),
            "max_s": max(times) if times else float("nan"),
            "median_choice_s": statistics.median(choice) if choice else float("nan"),
            "p90_choice_s": _quantile(choice, 0.9),
        }
    return summary


def _quantile(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def run(
    rules: Rules,
    roster: list[str],
    games: int,
    seed: int,
    jobs: int,
    seconds: float | None = None,
    nodes: int | None = None,
    progress: bool = True,
    on_deal: Callable[[list[dict[str, Any]]], None] | None = None,
) -> dict[str, Any]:
    """Play the deals; ``on_deal(results so far)`` after each (to save a long run as it goes)."""
    n = len(roster)
    deals = max(1, math.ceil(games / n))
    tasks = [(rules, roster, seed * 1_000_003 + d, seconds, nodes) for d in range(deals)]
    results: list[dict[str, Any]] = []
    t0 = time.perf_counter()

    def done(res: dict[str, Any]) -> None:
        results.append(res)
        if progress:
            _progress(len(results), deals, t0)
        if on_deal is not None:
            on_deal(results)

    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for res in pool.imap_unordered(play_deal, tasks):
                done(res)
    else:
        for task in tasks:
            done(play_deal(task))
    results.sort(key=lambda r: r["seed"])
    return {"games": deals * n, "deals": deals, "players": summarize(results, roster), "results": results}


def _progress(done: int, total: int, t0: float) -> None:
    step = max(1, total // 20)
    if done % step and done != total:
        return
    el = time.perf_counter() - t0
    print(f"{done}/{total} deals, {el:.0f} s", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", required=True, help="comma-separated player specs, one per seat")
    ap.add_argument("--seats", type=int, default=None, help="table size (pads with the last player)")
    ap.add_argument("--preset", default="podkidnoy")
    ap.add_argument("--deck", type=int, default=None, help="24, 36 or 52 cards")
    ap.add_argument("--rules", default="", help="rule overrides: key=value,key=value")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--time", type=float, default=None, help="seconds per move for search players")
    ap.add_argument("--iters", type=int, default=None, help="search nodes per move (dmcts: per deal)")
    ap.add_argument("--json", default=None, help="write the summary to this file")
    args = ap.parse_args(argv)

    roster = [s.strip() for s in args.players.split(",") if s.strip()]
    for s in roster:
        parse_spec(s)
    seats = args.seats or len(roster)
    if len(roster) > seats:
        raise SystemExit(f"{len(roster)} players for {seats} seats")
    roster += [roster[-1]] * (seats - len(roster))
    rules = preset(args.preset)
    if args.deck:
        rules = rules.with_deck(args.deck)
    if args.rules:
        d = rules.to_dict()
        for kv in args.rules.split(","):
            k, _, v = kv.partition("=")
            d[k.strip()] = _value(v.strip())
        rules = Rules.from_dict(d)
    rules.validate(seats)

    t0 = time.perf_counter()
    saved = [t0]
    played: list[dict[str, Any]] = []

    def save(results: list[dict[str, Any]], complete: bool, now: bool = False) -> None:
        if not args.json:
            return
        if complete or now or time.perf_counter() - saved[0] >= SAVE_EVERY_S:
            saved[0] = time.perf_counter()
            record = _record(args, argv, seats, roster, results, saved[0] - t0, complete)
            write_text_atomic(Path(args.json), json.dumps(record, indent=1) + "\n")

    def partial(results: list[dict[str, Any]]) -> None:
        played[:] = results
        save(results, False)

    try:
        out = run(rules, roster, args.games, args.seed, args.jobs, args.time, args.iters, on_deal=partial)
    except KeyboardInterrupt:
        save(played, False, now=True)
        print(f"interrupted after {len(played)} deals" + (f", saved in {args.json}" if args.json else ""))
        return 130
    except Exception:
        save(played, False, now=True)  # a game that fails keeps the deals played before it
        raise
    wall = time.perf_counter() - t0
    save(out["results"], True)
    print(
        f"{args.preset}, {seats} players, {out['deals']} duplicate deals = {out['games']} games, "
        f"seed {args.seed}, time/move {args.time}, {wall:.0f} s"
    )
    print(
        f"{'player':<28}{'W':>6}{'D':>5}{'L':>6}  {'score':>6}  {'95% CI':<15}"
        f"{'med s':>8}{'med>1 s':>9}{'max s':>8}"
    )
    for lab, s in out["players"].items():
        lo, hi = s["ci95"]
        print(
            f"{lab:<28}{s['wins']:>6}{s['draws']:>5}{s['losses']:>6}  {s['score']:>6.3f}  "
            f"[{lo:.3f}, {hi:.3f}]  {s['median_s']:>7.4f}{s['median_choice_s']:>9.4f}{s['max_s']:>8.3f}"
        )
    return 0


#: A run with ``--json`` rewrites its file at most this often, so that a run stopped
#: (killed, the machine shut down) keeps all but its last minute of deals.
SAVE_EVERY_S = 60.0


def _record(
    args: argparse.Namespace,
    argv: list[str] | None,
    seats: int,
    roster: list[str],
    results: list[dict[str, Any]],
    wall: float,
    complete: bool,
) -> dict[str, Any]:
    """The ``--json`` file: what was played, the summary, and every deal's rewards."""
    results = sorted(results, key=lambda r: r["seed"])
    return {
        "argv": sys.argv[1:] if argv is None else argv,
        "preset": args.preset,
        "seats": seats,
        "rules": args.rules,
        "deck": args.deck,
        "seed": args.seed,
        "time": args.time,
        "iters": args.iters,
        "complete": complete,  # False: the run stopped early, these are the deals it finished
        "wall_s": wall,
        "games": len(results) * seats,
        "deals": len(results),
        "players": summarize(results, roster),
        "per_deal": [
            {
                "seed": r["seed"],
                "rewards": r["rewards"],
                "max_s": {lab: max(ts) for lab, ts in r["times"].items() if ts},
            }
            for r in results
        ],
    }


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
