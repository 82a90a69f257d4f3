"""Hard's iterations per CPU-second in real games: the node budget that stands for "0.8 s a move".

    python bench/hard_budget.py [--games N] [--iterations I] [--seed S]

Time budgets measure the machine's load as much as the players, so the arena's strength figures
use node budgets instead (docs/ai.md).  This script says which node budget a time corresponds
to: it plays Hard (a fixed ``--iterations`` a move) against Normal and times each of Hard's
searched decisions on the CPU-time clock of this process (``time.process_time``, which another
process's load does not inflate).  It prints the iterations per CPU-second over all searched
decisions, and the node budget that 0.8 s of CPU time buys.  Run it once pure and once with
``PYTHONPATH=build/compiled`` (after ``make compiled``) to get both builds' figures.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai.budget import Budget
from game.ai.hard import HardPlayer
from game.ai.normal import NormalPlayer
from game.engine import Game, preset
from game.engine.build import build


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--iterations", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=0.8, help="the time a move to translate")
    args = ap.parse_args()
    rules = preset("podkidnoy")
    spent = 0.0
    its = 0
    rates: list[float] = []
    for g in range(args.games):
        game = Game.new(rules, 2, seed=args.seed * 1000 + g)
        hard_seat = g % 2
        hard = HardPlayer(g, Budget(nodes=args.iterations))
        players = {hard_seat: hard, 1 - hard_seat: NormalPlayer(seed=g)}
        for s, p in players.items():
            p.notify([e.seen_by(s) for e in game.start_events])
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            p = players[seat]
            t0 = time.process_time()
            action = p.choose(view)
            dt = time.process_time() - t0
            if isinstance(p, HardPlayer) and p.last_method == "search" and dt > 0:
                spent += dt
                its += p.last_iterations
                rates.append(p.last_iterations / dt)
            events = game.apply(action)
            for s, q in players.items():
                q.notify([e.seen_by(s) for e in events])
    rate = its / spent
    print(
        f"build {build()}: {len(rates)} searched decisions, {its} iterations in {spent:.1f} CPU s: "
        f"{rate:.0f} it/s (median per decision {statistics.median(rates):.0f}); "
        f"{args.seconds} s a move = {rate * args.seconds:.0f} iterations"
    )


if __name__ == "__main__":
    main()
