"""The game review's judge: what one decision cost, from what the seat knew when it made it.

:func:`judge` sees the deciding seat's :class:`PlayerView` at that moment and the events as
that seat saw them, never the game: a move is judged by the cards its player could know, as
Hard would have judged it in that seat.

* Two players, the deck gone and nothing hidden (the durak endgame): the exact solver of
  :mod:`game.ai.endgame.solver` values the position and the position after the move played,
  on :data:`SOLVER_NODES` nodes for the decision.  Values are exact: +1 (not the durak)
  counts as a chance of 1, a draw as ½, the durak as 0.
* Otherwise, or when the solver runs out of nodes: Hard's search (SO-ISMCTS over the seat's
  information set, the unseen cards dealt as the events suggest) on :data:`REVIEW_NODES`
  iterations picks the best move as Hard would; then the move played and that best move are
  each played out from the same :data:`PLAYOUTS` deals (the same seed for both: the
  difference is measured on equal luck), and the share of playouts in which the seat is not
  the durak is its chance.  The standard error of the difference goes with it.

Everything is seeded: the same view, events, move and budget give the same verdict.

Grades (``docs/review.md``): the loss is the best move's chance less the played move's, in
percentage points; below :data:`INACCURACY` points, or within two standard errors of nothing,
the move is *good*; then *inaccuracy*, *mistake* from :data:`MISTAKE`, *blunder* from
:data:`BLUNDER`.
"""

from __future__ import annotations

import contextlib
import math
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.beliefs.hidden_cards import Memory, WeightedSampler
from game.ai.budget import Budget
from game.ai.endgame.solver import solve
from game.ai.hard import best_root_action, root_codes, search_view
from game.ai.heuristics import Tables, is_perfect_information, tables
from game.ai.normal import normal_choice
from game.ai.search.leaf import EndgameLeaf
from game.ai.search.policy import rewards
from game.ai.search.simulator import playout
from game.engine import Action, Game, PlayerView
from game.engine.events import Event
from game.engine.fast import P_OVER, legal_codes

#: the search's iterations for one decision (Hard's move is about this many at its 0.8 s)
REVIEW_NODES = 1500
#: playouts of each of the two moves compared
PLAYOUTS = 200
#: the solver's nodes for one decision (the position and the position after the move)
SOLVER_NODES = 80_000
#: grade thresholds, in percentage points of the chance of not being the durak
INACCURACY = 5.0
MISTAKE = 12.0
BLUNDER = 25.0

GOOD, INACCURATE, MISTAKEN, BLUNDERED = "good", "inaccuracy", "mistake", "blunder"
GRADES = (GOOD, INACCURATE, MISTAKEN, BLUNDERED)

#: the search's tuning: Hard's
_C, _EPS, _BIAS, _MARGIN = 0.7, 0.1, 0.5, 1.0


@dataclass(frozen=True, slots=True)
class Verdict:
    """One decision judged: chances (0–1) of not being the durak after the played and the best move."""

    played: float
    best: float
    best_action: Action
    exact: bool
    #: standard error of ``best - played`` (0 when exact or when the best move was played)
    se: float

    @property
    def loss(self) -> float:
        """Percentage points the move played gave away (never below 0)."""
        return max(0.0, (self.best - self.played) * 100.0)

    @property
    def grade(self) -> str:
        return grade(self.loss, self.se * 100.0)


def grade(loss: float, se: float = 0.0) -> str:
    """The grade of a loss of ``loss`` percentage points measured with standard error ``se`` points."""
    if loss < INACCURACY or loss <= 2.0 * se:
        return GOOD
    if loss < MISTAKE:
        return INACCURATE
    if loss < BLUNDER:
        return MISTAKEN
    return BLUNDERED


def judge(
    view: PlayerView,
    seen: Sequence[Event],
    played: Action,
    nodes: int = REVIEW_NODES,
    seed: int = 0,
    solver_nodes: int = SOLVER_NODES,
    playouts: int = PLAYOUTS,
    exact: bool = True,
) -> Verdict:
    """The verdict on ``played`` (one of ``view.legal``), given the events ``seen`` by the seat so far.

    ``exact=False`` leaves the solver out (``bench/review.py`` compares the search with it)."""
    if not any(a == played for a in view.legal):
        raise ValueError(f"{played} is not one of the seat's legal actions")
    if exact and view.players == 2 and view.deck_size == 0 and is_perfect_information(view):
        solved = _solved(view, played, solver_nodes)
        if solved is not None:
            return solved
    return _searched(view, seen, played, nodes, seed, playouts)


def _chance(value: int) -> float:
    return (value + 1) / 2.0


def _solved(view: PlayerView, played: Action, solver_nodes: int) -> Verdict | None:
    """The exact verdict, or None when the solver ran out of nodes."""
    game = view.sample(random.Random(0))  # nothing is hidden: every sample is the position
    seat = view.seat
    root = solve(game, seat, Budget(nodes=solver_nodes))
    if not root.exact or root.best is None:
        return None
    if root.best == played:
        return Verdict(_chance(root.value), _chance(root.value), played, True, 0.0)
    after = game.copy()
    after.apply(next(a for a in after.legal_actions() if a == played))
    left = max(1, solver_nodes - root.nodes)
    child = solve(after, seat, Budget(nodes=left))
    if not child.exact:
        return None
    return Verdict(_chance(child.value), _chance(root.value), root.best, True, 0.0)


def _searched(
    view: PlayerView, seen: Sequence[Event], played: Action, nodes: int, seed: int, playouts: int
) -> Verdict:
    t = tables(view.rules.suits, view.rules.ranks, view.trump_suit)
    memory = Memory()
    memory.observe(list(seen))
    weights = memory.weights(view, t)
    rng = random.Random(seed)
    codes = root_codes(view)
    prior = codes.get(normal_choice(view))
    leaf = None
    if view.players == 2 and view.deck_size <= 6:
        leaf = EndgameLeaf(max_cards=10)
        leaf.aim(view.seat, 0.0)  # values against best play: the review judges, it does not exploit
    root, _ = search_view(
        view, weights, prior, rng, iterations=nodes, deadline=None, leaf=leaf, c=_C, eps=_EPS, bias=_BIAS
    )
    best = best_root_action(view, root.kids, prior, _MARGIN, codes)
    played = next(a for a in view.legal if a == played)
    deal = WeightedSampler(view, t, weights)
    best_code, played_code = codes[best], codes[played]
    same = best_code == played_code
    seat = view.seat
    ours: list[float] = []
    theirs: list[float] = []
    for i in range(max(1, playouts)):
        sample = deal(random.Random(seed * 1_000_003 + i))
        ours.append(_play_out(sample.copy(), played_code, seat, t, random.Random(i), leaf))
        if not same:
            theirs.append(_play_out(sample, best_code, seat, t, random.Random(i), leaf))
    p = sum(ours) / len(ours)
    if same:
        return Verdict(p, p, best, False, 0.0)
    diffs = [b - a for a, b in zip(ours, theirs, strict=True)]
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    return Verdict(p, sum(theirs) / len(theirs), best, False, math.sqrt(var / len(diffs)))


def _play_out(
    sample: Game,
    code: tuple[int, int, int],
    seat: int,
    t: Tables,
    rng: random.Random,
    leaf: EndgameLeaf | None,
) -> float:
    """The seat's reward (1 not the durak, ½ a draw, 0 the durak) of ``code`` then the playout policy."""
    sample.apply_index(legal_codes(sample).index(code))
    if sample.phase == P_OVER:
        return rewards(sample)[seat]
    return playout(sample, t, rng, _EPS, leaf=leaf)[seat]


def lower_priority() -> None:
    """Run the rest of this process at a lower priority (the review's worker: the frame loop first)."""
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(10)
