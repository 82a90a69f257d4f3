"""Hard: information-set search over samples consistent with everything seen, and an exact endgame.

* A decision with one legal action is returned at once; the trump exchange is
  always taken (it only ever improves the hand).
* In a position of perfect information with two players and an empty deck (the
  "durak endgame"), the exact solver of :mod:`game.ai.endgame.solver` decides, with a
  time limit; when it is missing or runs out of time the search below decides.
  Short of a win, the move is chosen among those that keep the solver's value
  for what an opponent who keeps the usual habits would leave
  (:mod:`game.ai.endgame.habit_play`): never less against best play, often more.
* Otherwise SO-ISMCTS (:mod:`game.ai.search.ismcts`): every iteration deals the
  unseen cards anew — weighted by what the opponents' passes, takes, beats and
  missed transfers revealed (:mod:`game.ai.beliefs.hidden_cards`) — and plays the game out with
  a noisy rule-of-thumb policy (two-player playouts run on the lean simulator of
  :mod:`game.ai.search.simulator`).  The most visited root action is played.

The move's :class:`~game.ai.budget.Budget` is seconds (0.8 by default), search iterations
(its nodes: the same move whatever the machine's load, as every test asks) or both, whichever
runs out first; the endgame solves of one move share a solver budget, by default 1 s for a
timed move and 100,000 nodes for one of nodes only.  With the same seed and the same
information set (view and events) the decision is the same: nothing depends on cards the
seat cannot see, and on a budget of nodes nothing on the clock either (short of the 12 ms
safety limit of the rule-of-thumb prior's count-out).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from game.ai.beliefs.hidden_cards import Memory, WeightedSampler
from game.ai.budget import Budget
from game.ai.endgame.habit_play import play_solved
from game.ai.endgame.solver import Solution, solve
from game.ai.fallback_errors import fell_back
from game.ai.heuristics import is_perfect_information, tables
from game.ai.normal import COUNT_OUT_BUDGET, normal_choice
from game.ai.search.ismcts import Node, ismcts
from game.ai.search.leaf import EndgameLeaf
from game.engine import Action, ActionKind, Game, Phase, PlayerView
from game.engine.events import Event
from game.engine.fast import legal_codes

#: Hard's move when nothing else is said: 0.8 s
MOVE_BUDGET = Budget(seconds=0.8)
#: the endgame solves of one move: these seconds when the move is timed, these nodes (about
#: what the seconds solve) when its budget is nodes only
SOLVER_BUDGET = Budget(seconds=1.0, nodes=100_000)

#: the exact solver, as Hard calls it (a constructor's ``solver=`` may stand in for it)
Solver = Callable[[Game, int, Budget], Solution]


def solver_budget_for(budget: Budget) -> Budget:
    """The default solver budget of a move's ``budget``: seconds for a timed move, else nodes."""
    if budget.seconds is None:
        return Budget(nodes=SOLVER_BUDGET.nodes)
    return Budget(seconds=SOLVER_BUDGET.seconds)


class HardPlayer:
    """Hard, thinking ``budget`` a move (see the module docstring); ``solver_budget`` (None: by the
    move's budget, :func:`solver_budget_for`) is shared by the endgame solves of one move."""

    name = "hard"
    #: the longest a move takes by the default budgets: the search, then perhaps the solver
    think_seconds = (MOVE_BUDGET.seconds or 0.0) + (SOLVER_BUDGET.seconds or 0.0)

    def __init__(
        self,
        seed: int = 0,
        budget: Budget = MOVE_BUDGET,
        solver_budget: Budget | None = None,
        *,
        c: float = 0.7,
        eps: float = 0.1,
        use_memory: bool = True,
        leaf_cards: int = 10,
        leaf_deck: int = 6,
        bias: float = 0.5,
        margin: float = 1.0,
        exploit: bool = True,
        exploit_nodes: int = 10_000,
        leaf_trust: float = 1.0,
        solver: Solver = solve,
    ) -> None:
        if budget.unlimited:
            raise ValueError("Hard's move needs a budget of seconds, nodes or both")
        self.rng = random.Random(seed)
        self.budget = budget
        self.solver_budget = solver_budget_for(budget) if solver_budget is None else solver_budget
        self.solver = solver
        self.c = c
        self.eps = eps
        self.use_memory = use_memory
        self.memory = Memory()
        self.leaf = EndgameLeaf(max_cards=leaf_cards)
        self.leaf_deck = leaf_deck
        self.bias = bias
        self.margin = margin
        self.exploit = exploit
        self.exploit_nodes = exploit_nodes
        self.leaf_trust = leaf_trust
        #: what the last decision did (for tests, the arena and the UI): "forced", "solver", "search"
        self.last_method = ""
        self.last_iterations = 0

    def notify(self, events: list[Event]) -> None:
        self.memory.observe(events)

    def choose(self, view: PlayerView) -> Action:
        start = time.perf_counter()
        legal = view.legal
        if len(legal) == 1:
            self.last_method = "forced"
            return legal[0]
        if view.phase == Phase.EXCHANGE:
            self.last_method = "rule"
            return next(a for a in legal if a.kind is ActionKind.EXCHANGE)
        if view.players == 2 and view.deck_size == 0 and is_perfect_information(view):
            solved = self._solve(view)
            if solved is not None:
                self.last_method = "solver"
                return solved
        t = tables(view.rules.suits, view.rules.ranks, view.trump_suit)
        weights = self.memory.weights(view, t) if self.use_memory else None
        deadline = None
        seconds = self.budget.seconds
        if seconds is not None:
            # At least half the seconds for the search, even after an unfinished solve.
            deadline = max(start + seconds, time.perf_counter() + seconds / 2)
        # a move of nodes only asks the rule of thumb's count-out for nodes only too: no clock at all
        count_out = Budget(nodes=COUNT_OUT_BUDGET.nodes) if self.budget.seconds is None else None
        prior_action = normal_choice(view, count_out_budget=count_out)
        codes = root_codes(view)
        prior = codes.get(prior_action)
        kids, its = self._search(view, weights, prior, deadline)
        self.last_method = "search"
        self.last_iterations = its
        return best_root_action(view, kids, prior, self.margin, codes)

    def _search(
        self,
        view: PlayerView,
        weights: dict[int, list[float]] | None,
        prior: tuple[int, int, int] | None,
        deadline: float | None,
    ) -> tuple[dict[tuple[int, int, int], Node], int]:
        """The root's children after searching until ``deadline`` (or for the budget's nodes)."""
        root, its = search_view(
            view,
            weights,
            prior,
            self.rng,
            iterations=self.budget.nodes,
            deadline=deadline,
            leaf=self.leaf if self.aim_leaf(view) else None,
            **self.search_params(),
        )
        return root.kids, its

    def aim_leaf(self, view: PlayerView) -> bool:
        """Whether playouts should end in exact endgame values from here; if so, aims the leaves."""
        # Exact leaves pay once the deck is nearly gone; earlier, playouts are cheaper.
        want = view.players == 2 and view.deck_size <= self.leaf_deck
        if want:
            trust = 0.0
            if self.exploit and self.leaf_trust > 0.0:
                # Trust halves with every play that no habitual player would make.
                trust = self.leaf_trust * 0.5 ** self.memory.departures(1 - view.seat)
            self.leaf.aim(view.seat, trust)
        return want

    def search_params(self) -> dict[str, float]:
        """The search's tuning, as :func:`search_view` takes it."""
        return {"c": self.c, "eps": self.eps, "bias": self.bias}

    def _solve(self, view: PlayerView) -> Action | None:
        start = time.perf_counter()
        game = view.sample(random.Random(0))  # nothing is hidden: every sample is the position
        seat = view.seat
        # The solves of one move share the solver budget: what is left of its seconds and nodes.
        seconds, nodes_left = self.solver_budget.seconds, self.solver_budget.nodes
        deadline = None if seconds is None else start + seconds

        def solve_within(g: Game) -> Solution | None:
            nonlocal nodes_left
            left = None if deadline is None else deadline - time.perf_counter()
            if (left is not None and left <= 0) or (nodes_left is not None and nodes_left <= 0):
                return None
            s = self.solver(g, seat, Budget(seconds=left, nodes=nodes_left))
            if nodes_left is not None:
                nodes_left -= s.nodes
            return s

        try:
            sol = solve_within(game)
        except Exception:  # a solver bug must never cost a move
            fell_back("Hard's endgame solve")
            return None
        if sol is None or sol.best is None or not sol.exact:
            return None
        best = sol.best
        if self.exploit:
            best = play_solved(game, seat, sol, solve_within, self.exploit_nodes, who="Hard")
        for a in view.legal:
            if a == best:
                return a
        return None


def search_view(
    view: PlayerView,
    weights: dict[int, list[float]] | None,
    prior: tuple[int, int, int] | None,
    rng: random.Random,
    *,
    iterations: int | None,
    deadline: float | None,
    leaf: EndgameLeaf | None,
    c: float,
    eps: float,
    bias: float,
) -> tuple[Node, int]:
    """SO-ISMCTS from ``view``, sampling the unseen cards with ``weights``; (root, iterations)."""
    t = tables(view.rules.suits, view.rules.ranks, view.trump_suit)

    deal = WeightedSampler(view, t, weights)

    def sampler() -> Game:
        return deal(rng)

    return ismcts(
        sampler,
        t,
        rng,
        c=c,
        eps=eps,
        iterations=iterations,
        deadline=deadline,
        leaf=leaf,
        root_prior=prior,
        bias=bias,
    )


def best_root_action(
    view: PlayerView,
    kids: dict[tuple[int, int, int], Node],
    prior: tuple[int, int, int] | None = None,
    margin: float = 0.0,
    codes: dict[Action, tuple[int, int, int]] | None = None,
) -> Action:
    """The most visited root action (ties: higher mean reward), as one of ``view.legal``.

    With a ``prior`` (the rule-of-thumb move) another action is only preferred when its
    mean reward beats the prior's by ``margin`` standard errors.
    """
    if codes is None:
        codes = root_codes(view)
    legal = {a: a for a in view.legal}  # the view's own Action objects
    best, key = view.legal[0], (-1, -1.0)
    best_code: tuple[int, int, int] | None = None
    for a, cd in codes.items():  # in the engine's order, which breaks ties
        k = kids.get(cd)
        if k is None:
            continue
        kk = (k.n, k.w / k.n if k.n else 0.0)
        if kk > key:
            key, best, best_code = kk, legal[a], cd
    if prior is not None and best_code is not None and margin > 0 and prior in kids and best_code != prior:
        p, b = kids[prior], kids[best_code]
        se = math.sqrt(0.25 / max(1, p.n) + 0.25 / max(1, b.n))
        if b.w / b.n - p.w / max(1, p.n) < margin * se:
            return next(legal[a] for a, cd in codes.items() if cd == prior)
    return best


def root_codes(view: PlayerView) -> dict[Action, tuple[int, int, int]]:
    """The engine's code of each legal action (the search's keys), from any sample of ``view``."""
    probe = view.sample(random.Random(0))
    return dict(zip(probe.legal_actions(), legal_codes(probe), strict=True))
