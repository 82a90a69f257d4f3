"""How well Hard's memory predicts an opponent's hidden cards.

    python bench/inference.py --opponent easy --games 200 --seed 1

Plays two-player games (seat 0: ``--observer``, seat 1: ``--opponent``).  At every
decision of seat 0 with hidden cards left, Hard's memory (fed the events seat 0
saw) weights the unseen cards; ``--samples`` deals from :func:`weighted_sample`
give each unseen card's chance of lying in the opponent's hand, which is scored
against the truth:

* **log-loss** (mean per unseen card, in bits; lower is better) and the **gain**
  over dealing uniformly (the information the memory adds; negative means the
  memory misleads);
* **hit rate**: the share of the opponent's hidden cards a sample places right.

The search is only as good as these samples (an oracle that knows every card
wins 0.96 against Easy), so this is the quick yardstick for the memory's rules;
the games are played by fast players, so a run takes seconds, not hours.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.beliefs.hidden_cards import Memory, weighted_sample
from game.ai.heuristics import Tables, tables
from game.ai.levels import make_player
from game.engine import Game, PlayerView, preset


def _marginals(
    view: PlayerView, rng: random.Random, t: Tables, weights: dict[int, list[float]], samples: int
) -> dict[int, float]:
    """Each unseen card index → the share of samples that put it in the opponent's hand."""
    opp = 1 - view.seat
    idx = t.d.index
    counts = {idx[c]: 0 for c in view.unseen}
    for _ in range(samples):
        g = weighted_sample(view, rng, t, weights)
        h = g.hands[opp]
        for c in counts:
            if h >> c & 1:
                counts[c] += 1
    return {c: k / samples for c, k in counts.items()}


def score_game(
    rules_name: str, observer: str, opponent: str, seed: int, samples: int
) -> list[tuple[float, float, float, float]]:
    """(log-loss, uniform log-loss, hit rate, uniform hit rate) at each scored decision."""
    rules = preset(rules_name)
    game = Game.new(rules, 2, seed=seed)
    players = [make_player(observer, seed), make_player(opponent, seed + 1)]
    memory = Memory()
    rng = random.Random(seed)
    for s, p in enumerate(players):
        p.notify([e.seen_by(s) for e in game.start_events])
    memory.observe([e.seen_by(0) for e in game.start_events])
    out = []
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        if seat == 0 and view.unseen and not view.is_perfect_information:
            t = tables(rules.suits, rules.ranks, view.trump_suit)
            truth = game.hands[1]
            need = view.hand_sizes[1] - len(view.known[1])
            if need > 0:
                got = _marginals(view, rng, t, memory.weights(view, t), samples)
                base = need / len(view.unseen)
                eps = 0.5 / samples
                ll = ul = hit = 0.0
                for c, share in got.items():
                    y = truth >> c & 1
                    q = min(1 - eps, max(eps, share))
                    ll -= math.log2(q if y else 1 - q)
                    ul -= math.log2(base if y else 1 - base)
                    if y:
                        hit += share
                k = len(got)
                out.append((ll / k, ul / k, hit / need, base))
        action = players[seat].choose(view)
        events = game.apply(action)
        for s, p in enumerate(players):
            p.notify([e.seen_by(s) for e in events])
        memory.observe([e.seen_by(0) for e in events])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--observer", default="normal")
    ap.add_argument("--opponent", default="easy")
    ap.add_argument("--preset", default="podkidnoy")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--samples", type=int, default=64)
    a = ap.parse_args(argv)
    rows = []
    for g in range(a.games):
        rows += score_game(a.preset, a.observer, a.opponent, a.seed * 10_007 + g, a.samples)
    if not rows:
        print("no positions with hidden cards")
        return 1
    ll = statistics.fmean(r[0] for r in rows)
    ul = statistics.fmean(r[1] for r in rows)
    hit = statistics.fmean(r[2] for r in rows)
    uh = statistics.fmean(r[3] for r in rows)
    print(f"{a.observer} watching {a.opponent}, {a.preset}: {a.games} games, {len(rows)} positions")
    print(f"log-loss {ll:.4f} bits/card (uniform {ul:.4f}; gain {ul - ll:+.4f})")
    print(f"hit rate {hit:.4f} (uniform {uh:.4f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
