"""The solver from the start of the endgames the Endgame screen deals (``game/play/endgame.py``).

    python bench/endgame_starts.py [--deals N] [--presets podkidnoy,perevodnoy] [--seed K]

Deals ``N`` two-player endgames per preset (``deal_endgame``, seeds K, K+1, …) and times, for each,
the "Who wins?" answer from its start (``outlook`` on ``ENDGAME_BUDGET``, a fresh search: no caches
kept between deals) and the winning line (``winning_line``: a solve per move, the caches kept).
Prints per preset the median, 90th percentile and maximum of each, the nodes of the outlook's
search, the cards in the hands and how many were not solved exactly.  One process, one core; run it
with ``nice`` on an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.endgame.solver import solve, trim_caches
from game.engine import PRESETS, Game
from game.play.endgame import ENDGAME_BUDGET, deal_endgame, winning_line


def _q(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--presets", default="podkidnoy,perevodnoy")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for name in args.presets.split(","):
        rules = PRESETS[name]
        outlook_s: list[float] = []
        line_s: list[float] = []
        nodes: list[float] = []
        cards: list[float] = []
        inexact = 0
        for seed in range(args.seed, args.seed + args.deals):
            position = deal_endgame(rules, 2, seed)
            game = Game.from_position(position, quiet=True)
            trim_caches(game, 0)  # the outlook of a fresh table: no search before it
            start = time.perf_counter()
            solution = solve(game, game.to_act, ENDGAME_BUDGET)
            outlook_s.append(time.perf_counter() - start)
            nodes.append(solution.nodes)
            inexact += not solution.exact
            cards.append(sum(len(h) for h in position.hands))
            start = time.perf_counter()
            winning_line(position, 0)
            line_s.append(time.perf_counter() - start)
        print(
            f"{name}: {args.deals} endgames, cards in the hands: median {statistics.median(cards):.0f},"
            f" max {max(cards):.0f}"
        )
        for label, values, unit in (("outlook", outlook_s, "s"), ("line", line_s, "s"), ("nodes", nodes, "")):
            fmt = "{:.3f}" if unit else "{:.0f}"
            med, p90, top = (fmt.format(v) for v in (statistics.median(values), _q(values, 0.9), max(values)))
            print(f"  {label:8} median {med}{unit}  p90 {p90}{unit}  max {top}{unit}")
        print(f"  not exact within {ENDGAME_BUDGET.nodes} nodes: {inexact}")


if __name__ == "__main__":
    main()
