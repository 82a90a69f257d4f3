"""Hard's decision time on the largest deck the new-game form offers (issue 34).

    nice -n 19 python bench/deck_decisions.py [--players 2,6] [--games 2] [--seed 1] [--iterations N]

Hard plays with its own budget (the level as the table makes it: a time a move, then perhaps the
exact solver) against Normal on OFFERED_MAX_SUITS × OFFERED_MAX_RANKS cards, Perevodnoy rules
(transfers make the longest games); with more than two players Hard has one seat and Normal the
others.  Every decision of Hard's with more than one legal action is timed on this process's CPU
clock (``time.process_time``: another process's load does not inflate it, while the time budget
itself is wall-clock, so on a busy machine a move spends less CPU than its budget).  Prints per
player count the decisions timed, their median, p99 and largest CPU seconds, and how many searched,
solved or followed a rule, with the wall-clock median and p99 beside them (what the player waits;
the machine's load average at the end says how busy it was).  ``--iterations`` replaces the time
budget by a node budget.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections import Counter
from dataclasses import replace

from game.ai.budget import Budget
from game.ai.hard import HardPlayer
from game.ai.normal import NormalPlayer
from game.ai.player import Player
from game.engine import Game, preset
from game.engine.build import build
from game.engine.rules import OFFERED_MAX_RANKS, OFFERED_MAX_SUITS


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def play(players: int, seed: int, iterations: int | None) -> tuple[list[float], list[float], Counter[str]]:
    """One game; Hard's CPU and wall seconds per decision that had a choice, and how each was made."""
    rules = replace(preset("perevodnoy"), suits=OFFERED_MAX_SUITS, ranks=OFFERED_MAX_RANKS)
    game = Game.new(rules, players, seed=seed)
    hard_seat = seed % players
    hard = HardPlayer(seed) if iterations is None else HardPlayer(seed, Budget(nodes=iterations))
    seats: list[Player] = [
        hard if s == hard_seat else NormalPlayer(seed=seed * 7 + s) for s in range(players)
    ]
    for s, p in enumerate(seats):
        p.notify([e.seen_by(s) for e in game.start_events])
    times: list[float] = []
    walls: list[float] = []
    methods: Counter[str] = Counter()
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        t0, w0 = time.process_time(), time.perf_counter()
        action = seats[seat].choose(view)
        if seat == hard_seat and len(view.legal) > 1:
            times.append(time.process_time() - t0)
            walls.append(time.perf_counter() - w0)
            methods[hard.last_method] += 1
        events = game.apply(action)
        for s, p in enumerate(seats):
            p.notify([e.seen_by(s) for e in events])
    return times, walls, methods


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="2,6")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None)
    args = ap.parse_args()
    budget = f"{args.iterations} iterations" if args.iterations else "its time budget"
    print(
        f"build {build()}: Hard ({budget}) against Normal, Perevodnoy on "
        f"{OFFERED_MAX_SUITS} suits x {OFFERED_MAX_RANKS} ranks"
    )
    for players in (int(n) for n in args.players.split(",")):
        times: list[float] = []
        walls: list[float] = []
        methods: Counter[str] = Counter()
        for g in range(args.games):
            t, w, m = play(players, args.seed + g, args.iterations)
            times += t
            walls += w
            methods += m
        how = ", ".join(f"{k} {v}" for k, v in sorted(methods.items()))
        print(
            f"  {players} players, {args.games} games: {len(times)} decisions ({how}); CPU s median "
            f"{statistics.median(times):.3f} p99 {percentile(times, 99):.3f} max {max(times):.3f}; wall s "
            f"median {statistics.median(walls):.3f} p99 {percentile(walls, 99):.3f}; "
            f"load average {os.getloadavg()[0]:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
