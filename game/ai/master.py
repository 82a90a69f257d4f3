"""Master: Hard with more time a move and every core (root-parallel SO-ISMCTS).

The decision is Hard's (forced moves, the exact solver, memory-weighted
information-set search, the same root rule), but the search runs in this
process and, at the same time, in one :class:`~game.ai.process.helpers.SearchHelper`
per further core, each with its own seed; the root statistics are added up.
When no helper can be started (one core, or a platform that cannot spawn) it is
simply Hard with a longer think.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from game.ai.budget import Budget
from game.ai.hard import SOLVER_BUDGET, HardPlayer
from game.ai.process.helpers import SearchHelper, cores
from game.ai.search.ismcts import Node
from game.engine import PlayerView
from game.engine.events import Event

log = logging.getLogger(__name__)

Code = tuple[int, int, int]


#: helpers that may replace ones that died or were closed for being late, per player
SPARE_HELPERS = 2

#: Master's root margin, in standard errors of its own (merged) root statistics.  Hard's margin
#: of 1 was tuned at Hard's visits; the standard error shrinks with the square root of the
#: visits, and Master's root gets about 2.8 times Hard's (2 s on two cores against 0.8 s on
#: one), so 1 standard error of Hard's is about 1.7 of Master's: the same evidence against the
#: rule-of-thumb move is asked for (docs/ai.md, "Master vs Hard").
MARGIN = 1.7


#: Master's move when nothing else is said: 2 s
MASTER_BUDGET = Budget(seconds=2.0)


class MasterPlayer(HardPlayer):
    """Master: Hard's ``budget`` and ``solver_budget`` (and tuning), searched by ``helpers`` more
    processes (None: one per further core)."""

    name = "master"
    think_seconds = (MASTER_BUDGET.seconds or 0.0) + (SOLVER_BUDGET.seconds or 0.0)

    def __init__(
        self,
        seed: int = 0,
        budget: Budget = MASTER_BUDGET,
        solver_budget: Budget | None = None,
        *,
        helpers: int | None = None,
        margin: float = MARGIN,
        **tuning: Any,
    ) -> None:
        super().__init__(seed, budget, solver_budget, margin=margin, **tuning)
        self.helpers_wanted = cores() - 1 if helpers is None else helpers
        self._helpers: list[SearchHelper] | None = None
        #: helper processes still allowed to start: the first ones and a few replacements
        self._spawns_left = self.helpers_wanted + SPARE_HELPERS

    def notify(self, events: list[Event]) -> None:
        super().notify(events)
        # Start (or replace) the helpers between decisions: a start takes a good part of a second.
        self._pool(spawn=True)

    def _pool(self, spawn: bool = False) -> list[SearchHelper]:
        helpers = [h for h in self._helpers or [] if h.alive]
        while spawn and len(helpers) < self.helpers_wanted and self._spawns_left > 0:
            self._spawns_left -= 1
            try:
                helpers.append(SearchHelper())
            except Exception as exc:  # no second process: think alone
                log.warning("Master: no search helper (%s); searching in one process", exc)
                self._spawns_left = 0
        self._helpers = helpers
        return helpers

    def _search(
        self,
        view: PlayerView,
        weights: dict[int, list[float]] | None,
        prior: Code | None,
        deadline: float | None,
    ) -> tuple[dict[Code, Node], int]:
        seconds = None if deadline is None else max(0.0, deadline - time.perf_counter())
        until = None if seconds is None else time.time() + seconds
        aim = (self.leaf.seat, self.leaf.trust) if self.aim_leaf(view) else None
        params = self.search_params()
        started = [
            h
            for h in self._pool(spawn=self._helpers is None)  # started here only if never before
            if h.start(view, weights, prior, self.rng.getrandbits(32), until, self.budget.nodes, aim, params)
        ]
        kids, its = super()._search(view, weights, prior, deadline)
        merged = dict(kids)
        # a search of nodes only may take long on a loaded machine: its helpers are given time
        wait = 600.0 if seconds is None else 5.0 + seconds
        for h in started:
            got = h.result(wait)
            if got is None:
                continue
            stats, n = got
            its += n
            for cd, (visits, reward) in stats.items():
                node = merged.get(cd)
                if node is None:
                    node = merged[cd] = Node()
                node.n += visits
                node.w += reward
        return merged, its

    def close(self) -> None:
        for h in self._helpers or []:
            h.close()
        self._helpers = None
        self._spawns_left = 0  # closed for good: no helper starts again

    def __getstate__(self) -> dict[str, object]:
        state = dict(self.__dict__)
        state["_helpers"] = None  # processes do not travel
        return state
