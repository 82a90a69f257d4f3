"""Endgame solver speed on real endgames from self-play.

    python bench/endgame.py [--games N] [--limit S] [--presets podkidnoy,perevodnoy] [--seed K]

Plays 2-player 36-card games (half with uniform random moves, half with a simple
greedy player: lowest card first, cheapest beat, take when nothing beats, 20 % random
moves) and, once the deck is empty (both hands known), solves the position at every
bout start (the first one is where the deck ran out) with ``game.ai.endgame.solver.solve``
and a time limit; positions with more than ``--max-hand`` cards in a hand are skipped
(counted, not solved).  Prints,
per preset and per "max cards in a hand" group, the number of positions, the median,
90th, 99th percentile and maximum of solve time and nodes, and how many were solved
exactly within the limit.  One process, one core; run it with ``nice``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.budget import Budget
from game.ai.endgame.solver import solve
from game.engine import PRESETS, Action, ActionKind, Game, Phase, Rules


def greedy(game: Game, rng: random.Random) -> Action:
    """Easy-like: lead the lowest card, beat with the cheapest card, take if nothing beats."""
    acts = game.legal_actions()
    if rng.random() < 0.2:
        return rng.choice(acts)
    trump = game.trump

    def cost(a: Action) -> float:
        if a.kind is ActionKind.TAKE:
            return 100.0
        if a.kind is ActionKind.PASS:
            return 50.0
        if a.kind is ActionKind.SHOW:
            return 40.0
        c = a.cards[0]
        return (c.suit == trump) * 20 + c.rank - 0.5 * (len(a.cards) - 1)

    return min(acts, key=cost)


def endgames(rules: Rules, seed: int, policy: str) -> list[Game]:
    """Every bout start of one game once its deck is empty."""
    rng = random.Random(seed)
    game = Game.new(rules, 2, seed=seed)
    out: list[Game] = []
    was_lead = False
    while not game.is_over:
        lead = game.phase == Phase.LEAD
        if lead and not was_lead and not game.deck:
            out.append(game.copy())
        was_lead = lead
        if policy == "random":
            game.apply_index(rng.randrange(len(game.legal_actions())))
        else:
            game.apply(greedy(game, rng))
    return out


def group(max_hand: int) -> str:
    if max_hand <= 3:
        return "≤3"
    if max_hand <= 8:
        return str(max_hand)
    if max_hand <= 10:
        return "9-10"
    return "11+"


GROUPS = ["≤3", "4", "5", "6", "7", "8", "9-10", "11+"]


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per preset and policy")
    parser.add_argument("--limit", type=float, default=10.0, help="time limit per solve (s)")
    parser.add_argument("--presets", default="podkidnoy,perevodnoy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-hand", type=int, default=10, help="skip positions with a larger hand")
    parser.add_argument("--verbose", action="store_true", help="one line per position")
    args = parser.parse_args()
    rows: list[tuple[str, str, int, float, int, bool]] = []
    skipped = 0
    for name in args.presets.split(","):
        rules = PRESETS[name]
        for policy in ("random", "greedy"):
            for k in range(args.games):
                seed = args.seed * 1_000_003 + k
                for game in endgames(rules, seed, policy):
                    hands = (game.hand_size(0), game.hand_size(1))
                    if max(hands) > args.max_hand:
                        skipped += 1
                        continue
                    start = time.perf_counter()
                    sol = solve(game, game.to_act, Budget(seconds=args.limit))
                    dt = time.perf_counter() - start
                    rows.append((name, group(max(hands)), max(hands), dt, sol.nodes, sol.exact))
                    if args.verbose:
                        print(
                            f"{name:10} {policy:6} seed {seed:5} hands {hands[0]:2}+{hands[1]:2} "
                            f"{dt * 1000:9.1f} ms {sol.nodes:9} nodes exact={sol.exact} value={sol.value}",
                            flush=True,
                        )
    print(
        f"\n{len(rows)} endgame positions solved, time limit {args.limit:g} s "
        f"({skipped} skipped: a hand of more than {args.max_hand} cards)"
    )
    header = (
        f"{'preset':10} {'max hand':>8} {'n':>4} | {'median ms':>9} {'p90 ms':>8} {'p99 ms':>8} "
        f"{'max ms':>8} | {'median nodes':>12} {'p90':>8} {'p99':>8} {'max':>9} | exact"
    )
    for name in [*args.presets.split(","), "all"]:
        print(header)
        for g in [*GROUPS, "≤6"]:
            if g == "≤6":
                sel = [r for r in rows if (name in ("all", r[0])) and r[2] <= 6]
            else:
                sel = [r for r in rows if (name in ("all", r[0])) and r[1] == g]
            if not sel:
                continue
            ts = [r[3] * 1000 for r in sel]
            ns = [float(r[4]) for r in sel]
            ex = sum(r[5] for r in sel)
            print(
                f"{name:10} {g:>8} {len(sel):4} | {statistics.median(ts):9.1f} {pct(ts, 0.9):8.1f} "
                f"{pct(ts, 0.99):8.1f} {max(ts):8.1f} | {statistics.median(ns):12.0f} "
                f"{pct(ns, 0.9):8.0f} {pct(ns, 0.99):8.0f} {max(ns):9.0f} | {ex}/{len(sel)}"
            )
        print()


if __name__ == "__main__":
    main()
