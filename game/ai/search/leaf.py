"""Exact values at the leaves of the search: the endgame solver inside playouts.

In a two-player determinization the game becomes a durak endgame (no hidden
card, no deck) as soon as the deck is empty.  Once few enough cards are left
that the solver of :mod:`game.ai.endgame.solver` answers in about a millisecond, a
playout stops there and takes the solver's exact value instead of playing on
with the noisy policy.  Values are cached by the solver's compact state.

The solver gets a node budget, not a time limit, so a search with a fixed number
of iterations gives the same answer however busy the machine is.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget
from game.ai.endgame.habit_play import HabitSearch
from game.ai.endgame.solver import compact_state, solve
from game.ai.fallback_errors import fell_back
from game.engine import Game, Rules
from game.engine.cards import popcount as _popcount
from game.engine.fast import P_DEFEND, P_LEAD, P_THROW

LeafFn = Callable[[Game], "list[float] | None"]


class EndgameLeaf:
    """Callable: ``leaf(game)`` → each seat's exact reward, or None when not applicable."""

    def __init__(self, max_cards: int = 10, node_limit: int = 1500, cache_size: int = 200_000) -> None:
        self.max_cards = max_cards
        self.node_limit = node_limit
        self.cache_size = cache_size
        #: exact values by position; None for a position the node budget could not solve
        self.cache: dict[tuple[Any, ...], list[float] | None] = {}
        self.solves = 0
        self.hits = 0
        self.seconds = 0.0
        #: the seat the values are for and how far the opponent is trusted to keep its habits
        self.seat: int | None = None
        self.trust = 0.0
        self.habit_nodes = 2_000
        self._habits: HabitSearch | None = None  # for ``seat``, shared by the leaves
        self._rules: Rules | None = None  # the values hold for these rules only

    def aim(self, seat: int | None, trust: float) -> None:
        """Value leaves for ``seat`` expecting the habits with probability ``trust`` (0: best play)."""
        if (seat, trust) != (self.seat, self.trust):
            self.cache.clear()
            self.seat, self.trust = seat, trust

    def __call__(self, g: Game) -> list[float] | None:
        if g.deck or g.n != 2 or g.phase not in (P_LEAD, P_DEFEND, P_THROW):
            return None
        h = g.hands
        if _popcount(h[0]) + _popcount(h[1]) + _popcount(g.table) > self.max_cards:
            return None
        if g.rules is not self._rules:
            if g.rules != self._rules:  # a helper process serves game after game
                self.cache.clear()
                self._habits = None
            self._rules = g.rules
        key = (compact_state(g), g.attacker, g.trump)
        if key in self.cache:
            self.hits += 1
            return self.cache[key]
        t0 = time.perf_counter()
        try:
            sol = solve(g, 0, Budget(nodes=self.node_limit))
        except Exception:  # the playout goes on without the exact value
            fell_back("an exact leaf of the search")
            return None
        self.seconds += time.perf_counter() - t0
        self.solves += 1
        if not sol.exact:
            # Out of nodes.  The solver's caches are memos of pure functions, so the same
            # solve would run out again: the next playout here goes on at once.
            self._store(key, None)
            return None
        v0 = (sol.value + 1) / 2.0  # -1/0/+1 → 0/0.5/1 for seat 0
        me = self.seat
        if me is not None and self.trust > 0.0:
            # Short of a win, the endgame is played for the opponent's habits (game.ai.endgame.habit_play).
            mm = v0 if me == 0 else 1.0 - v0
            if mm < 1.0:
                hs = self._habits
                if hs is None or hs.me != me or hs.trump != g.trump or len(hs.memo) > self.cache_size:
                    hs = self._habits = HabitSearch(me, trump=g.trump)
                hv = hs.evaluate(g, self.habit_nodes)
                if hv is not None and hv > mm:
                    mm += self.trust * (hv - mm)
                    v0 = mm if me == 0 else 1.0 - mm
        r = [v0, 1.0 - v0]
        self._store(key, r)
        return r

    def _store(self, key: tuple[Any, ...], value: list[float] | None) -> None:
        if len(self.cache) >= self.cache_size:
            self.cache.clear()
        self.cache[key] = value
