"""``dmcts``: the determinized-UCT baseline of the arena.

The approach of the strongest published open-source Durak programs: sample
``deals`` determinizations of the hidden cards (uniformly, from the view), run
plain UCT (exploration constant 0.8, uniformly random playouts to the end of the
game) on each as if it were a game of perfect information, sum the statistics of
the root's actions over the deals, and play the most visited action.

The :class:`~game.ai.budget.Budget` is iterations per deal (its nodes), seconds per move
(split evenly between the deals) or both, whichever runs out first.
Nothing here is tuned for Durak: it is the yardstick Hard is measured against.
"""

from __future__ import annotations

import math
import random
import time

from game.ai.budget import Budget
from game.ai.search.policy import random_playout, rewards
from game.engine import Action, Game, PlayerView
from game.engine.events import Event
from game.engine.fast import P_OVER


class _Node:
    __slots__ = ("kids", "n", "to_act", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.kids: list[_Node | None] | None = None
        self.to_act = -1


def uct_deal(
    g0: Game, rng: random.Random, c: float, iterations: int | None, deadline: float | None
) -> tuple[list[int], list[float]]:
    """UCT on one determinization; the visits and total reward of each root action."""
    root = _Node()
    log = math.log
    sqrt = math.sqrt
    it = 0
    while True:
        if iterations is not None and it >= iterations:
            break
        if deadline is not None and it > 0 and time.perf_counter() >= deadline:
            break
        it += 1
        g = g0.copy(quiet=True)
        node = root
        path: list[tuple[_Node, _Node]] = []
        while g.phase != P_OVER:
            if node.kids is None:
                node.kids = [None] * len(g.legal_actions())
                node.to_act = g.to_act
            kids = node.kids
            untried = [i for i, k in enumerate(kids) if k is None]
            if untried:
                i = untried[rng.randrange(len(untried))]
                child = _Node()
                kids[i] = child
                g.apply_index(i)
                path.append((node, child))
                node = child
                break
            ln = log(node.n) if node.n > 0 else 0.0
            best_i, best_s = 0, -1e18
            for i, k in enumerate(kids):
                assert k is not None
                s = k.w / k.n + c * sqrt(ln / k.n)
                if s > best_s:
                    best_i, best_s = i, s
            g.apply_index(best_i)
            chosen = kids[best_i]
            assert chosen is not None
            path.append((node, chosen))
            node = chosen
        r = random_playout(g, rng) if g.phase != P_OVER else rewards(g)
        root.n += 1
        for parent, child in path:
            child.n += 1
            child.w += r[parent.to_act]
    kids = root.kids or []
    visits = [k.n if k is not None else 0 for k in kids]
    wins = [k.w if k is not None else 0.0 for k in kids]
    return visits, wins


#: dmcts's move when nothing else is said: 0.8 s, Hard's
DMCTS_BUDGET = Budget(seconds=0.8)


class DMCTSPlayer:
    """Determinized UCT: ``deals`` samples, each searched by its share of ``budget``."""

    name = "dmcts"

    def __init__(
        self, seed: int = 0, budget: Budget = DMCTS_BUDGET, *, deals: int = 8, c: float = 0.8
    ) -> None:
        if budget.unlimited:
            raise ValueError("dmcts needs a budget of seconds, nodes or both")
        self.rng = random.Random(seed)
        self.budget = budget
        self.deals = deals
        self.c = c

    def notify(self, events: list[Event]) -> None:
        pass

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        iterations = self.budget.nodes
        seconds = self.budget.seconds
        per_deal = None if seconds is None else seconds / self.deals
        visits = [0] * len(legal)
        wins = [0.0] * len(legal)
        position = {a: i for i, a in enumerate(legal)}
        for k in range(self.deals):
            g = view.sample(self.rng)
            order = [position[a] for a in g.legal_actions()]
            deadline = None if per_deal is None else start + per_deal * (k + 1)
            v, w = uct_deal(g, self.rng, self.c, iterations, deadline)
            for j, i in enumerate(order):
                visits[i] += v[j]
                wins[i] += w[j]
        best = max(range(len(legal)), key=lambda i: (visits[i], wins[i]))
        return legal[best]
