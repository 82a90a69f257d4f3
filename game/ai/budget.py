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
