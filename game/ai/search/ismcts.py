"""Single-observer information-set MCTS (SO-ISMCTS) with policy-guided playouts.

One tree for the deciding seat's information set.  Every iteration draws a fresh
determinization (a full game consistent with what the seat knows, weighted by
what the opponents' behaviour revealed — :mod:`game.ai.beliefs.hidden_cards`), walks the tree
using only the actions legal in that determinization (UCB with availability
counts), adds one node, and finishes the game with the noisy rule-of-thumb
policy of :mod:`game.ai.search.policy`.  Each node keeps the reward of the seat
that chose the action leading to it, so the same code serves 2–6 players and
teams.  Nodes are keyed by the engine's action codes (never by Action objects).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from game.ai.heuristics import Tables
from game.ai.search.policy import policy_index, rewards
from game.ai.search.simulator import playout
from game.engine import Game
from game.engine.fast import P_OVER, legal_codes


class Node:
    __slots__ = ("avail", "kids", "n", "w")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.kids: dict[tuple[int, int, int], Node] = {}


def ismcts(
    sampler: Callable[[], Game],
    t: Tables,
    rng: random.Random,
    *,
    c: float = 0.7,
    eps: float = 0.1,
    iterations: int | None = None,
    deadline: float | None = None,
    min_iterations: int = 16,
    leaf: Callable[[Game], list[float] | None] | None = None,
    root_prior: tuple[int, int, int] | None = None,
    bias: float = 0.0,
) -> tuple[Node, int]:
    """Search; returns the root (children keyed by action code) and the iterations run.

    ``bias`` > 0 adds progressive bias towards the rule-of-thumb move at every node
    (``root_prior`` at the root, the playout policy's choice below):
    ``bias / (visits + 1)`` is added to its UCB score, so the search follows the
    rules of thumb until the statistics say otherwise.
    """
    root = Node()
    log = math.log
    sqrt = math.sqrt
    it = 0
    while True:
        if iterations is not None and it >= iterations:
            break
        if deadline is not None and it >= min_iterations and time.perf_counter() >= deadline:
            break
        it += 1
        g = sampler()
        node = root
        path: list[tuple[Node, int]] = []
        while g.phase != P_OVER:
            codes = legal_codes(g)
            actor = g.to_act
            kids = node.kids
            if node is root and root_prior is not None:
                pc = root_prior
            else:
                pc = codes[policy_index(g, t, rng, 0.0)]
            untried = [i for i, cd in enumerate(codes) if cd not in kids]
            if untried:
                # Expand: the rule-of-thumb move first when it is untried, else at random.
                i = codes.index(pc) if pc not in kids else untried[int(rng.random() * len(untried))]
                child = Node()
                kids[codes[i]] = child
                for cd in codes:
                    other = kids.get(cd)
                    if other is not None and other is not child:
                        other.avail += 1
                g.apply_index(i)
                path.append((child, actor))
                break
            best_i, best_s, best = 0, -1e18, None
            for i, cd in enumerate(codes):
                k = kids[cd]
                k.avail += 1
                s = k.w / k.n + c * sqrt(log(k.avail) / k.n)
                if cd == pc:
                    s += bias / (k.n + 1)
                if s > best_s:
                    best_i, best_s, best = i, s, k
            assert best is not None
            g.apply_index(best_i)
            path.append((best, actor))
            node = best
        r = playout(g, t, rng, eps, leaf=leaf) if g.phase != P_OVER else rewards(g)
        root.n += 1
        for nd, actor in path:
            nd.n += 1
            nd.w += r[actor]
    return root, it
