"""Playout speed: the lean two-player simulator against the engine, and what it buys Hard's search.

    python bench/playouts.py [--positions N] [--rounds R] [--seconds S]

1. Playouts with the search's policy (ε = 0.1) from the same positions — the start of
   games and positions met in random games — once through the engine
   (``search_policy.playout``) and once through the lean simulator
   (``simulator.playout``), rounds interleaved so both see the same machine load.
   Prints µs per playout and the ratio.
2. Hard's search (``hard.search_view``) from the opening view of a few games for
   ``--seconds`` each, with either playout: iterations per second and the ratio.

Podkidnoy, 36 cards, two players; one process, one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.hard import HardPlayer, search_view
from game.ai.heuristics import tables
from game.ai.normal import normal_choice
from game.ai.search import ismcts, simulator
from game.ai.search.policy import playout as engine_playout
from game.engine import Game, preset
from game.engine.fast import legal_codes

RULES = preset("podkidnoy")


def positions(count: int, seed: int) -> list[Game]:
    """Half opening positions, half positions met in random games (any phase)."""
    rng = random.Random(seed)
    out = [Game.new(RULES, 2, seed=s, quiet=True) for s in range(count // 2)]
    while len(out) < count:
        g = Game.new(RULES, 2, seed=rng.randrange(1 << 30), quiet=True)
        while not g.is_over and len(out) < count:
            if g.phase >= 2 and rng.random() < 0.1:
                out.append(g.copy(quiet=True))
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
    return out


def time_playouts(fn: Callable[..., list[float]], games: list[Game]) -> float:
    rng = random.Random(1)
    t0 = time.perf_counter()
    for g in games:
        fn(g.copy(quiet=True), tables(RULES.suits, RULES.ranks, g.trump), rng, 0.1)
    return (time.perf_counter() - t0) / len(games)


def search_rate(seconds: float, games: int) -> float:
    """Iterations a second of Hard's search from opening views."""
    rates = []
    for s in range(games):
        g = Game.new(RULES, 2, seed=1000 + s)
        view = g.view(g.to_act)
        hard = HardPlayer(seed=s)
        t = tables(RULES.suits, RULES.ranks, view.trump_suit)
        weights = hard.memory.weights(view, t)
        probe = view.sample(random.Random(0))
        codes = dict(zip(probe.legal_actions(), legal_codes(probe), strict=True))
        t0 = time.perf_counter()
        _, its = search_view(
            view,
            weights,
            codes.get(normal_choice(view)),
            random.Random(s),
            iterations=None,
            deadline=t0 + seconds,
            leaf=None,
            **hard.search_params(),
        )
        rates.append(its / (time.perf_counter() - t0))
    return statistics.fmean(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--searches", type=int, default=5)
    args = parser.parse_args()
    games = positions(args.positions, 7)
    engine, lean = [], []
    for _ in range(args.rounds):
        engine.append(time_playouts(engine_playout, games))
        lean.append(time_playouts(simulator.playout, games))
    e, f = min(engine), min(lean)
    print(f"playouts from {len(games)} positions, best of {args.rounds} rounds:")
    print(f"  engine  {e * 1e6:7.0f} µs a playout")
    print(f"  lean    {f * 1e6:7.0f} µs a playout   ({e / f:.2f}× as fast)")
    fast_rate = search_rate(args.seconds, args.searches)
    ismcts.playout = engine_playout  # the search as it was, for the ratio
    try:
        slow_rate = search_rate(args.seconds, args.searches)
    finally:
        ismcts.playout = simulator.playout
    print(f"Hard's search from {args.searches} opening views, {args.seconds:.1f} s each:")
    print(f"  engine playouts  {slow_rate:7.0f} iterations/s")
    print(f"  lean playouts    {fast_rate:7.0f} iterations/s   ({fast_rate / slow_rate:.2f}×)")


if __name__ == "__main__":
    main()
