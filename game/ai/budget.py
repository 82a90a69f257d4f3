"""How much a piece of thinking may spend: one value for every limit of the computer players.

Like python-chess's ``engine.Limit``: seconds of wall clock, nodes (or iterations) of
work, or both — whichever runs out first.  A budget of nodes alone gives the same
answer whatever else the machine is doing, so every test and every answer that must not
change under load (the endgame insight) is given one; seconds are for play, where a
move must come in time.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Budget:
    seconds: float | None = None
    nodes: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is not None and self.seconds < 0:
            raise ValueError(f"a budget of {self.seconds} seconds")
        if self.nodes is not None and self.nodes < 0:
            raise ValueError(f"a budget of {self.nodes} nodes")

    @property
    def unlimited(self) -> bool:
        return self.seconds is None and self.nodes is None

    def deadline(self) -> float | None:
        """The ``time.perf_counter()`` at which the seconds run out, counted from now."""
        return None if self.seconds is None else time.perf_counter() + self.seconds


#: no limit: search to the end
UNLIMITED = Budget()


class TimeOrIterations:
    """A player's move ``budget`` set by its two old names, ``time_limit`` and ``iterations``.

    A fixed number of iterations (the budget's nodes) takes the place of the time limit, so
    that the move does not depend on the machine's load; setting a time limit then changes
    nothing, and clearing the iterations brings back ``default_budget``.  (The arena's
    settings use these names: ``hard:time_limit=0.3``.)
    """

    default_budget: Budget = UNLIMITED
    budget: Budget

    @property
    def time_limit(self) -> float | None:
        return self.budget.seconds

    @time_limit.setter
    def time_limit(self, seconds: float | None) -> None:
        if self.budget.nodes is None:
            self.budget = Budget(seconds=seconds) if seconds is not None else self.default_budget

    @property
    def iterations(self) -> int | None:
        return self.budget.nodes

    @iterations.setter
    def iterations(self, count: int | None) -> None:
        if count is not None:
            self.budget = Budget(nodes=count)
        elif self.budget.nodes is not None:
            self.budget = self.default_budget
