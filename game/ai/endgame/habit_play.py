"""Endgame play against a player who keeps its habits, never worse than best play.

In a durak endgame (two players, no deck, every card known) the exact solver
gives the value with best play on both sides.  When that value is a loss (or a
draw) every move the solver offers is as good as any other against a perfect
opponent — but most opponents are not perfect: they lead their cheapest card,
beat with the cheapest card that beats, throw in their cheapest matching card
and take only when they cannot beat (the habits of :mod:`game.ai.beliefs.habit_score`).

Against such a player the game is a puzzle of one: its every reply is known.
:func:`habit_value` searches it exhaustively (depth first, with a table of the
positions already valued), and :func:`exploit_move` picks, among the moves that
keep the solver's value, one that wins (or draws) against the habits.  So the
choice never gives up anything against best play and takes what a habitual
opponent leaves.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.ai.endgame.solver import Solution, compact_state
from game.ai.fallback_errors import fell_back
from game.ai.heuristics import Tables, greedy_defence, tables
from game.engine import Action, Game
from game.engine.fast import ATTACK, BEAT, P_DEFEND, P_LEAD, P_THROW, SHOW, TRANSFER, legal_codes

#: the index (among ``game.legal_actions()``) of the habitual reply of the seat to act
Reply = Callable[[Game, Tables], int]


def habit_index(g: Game, t: Tables) -> int:
    """What Easy (:func:`game.ai.easy.easy_choice`) plays here, as an index into the legal actions.

    The same choice on the engine's codes, without building a view: this is the inner
    loop of the search below.
    """
    codes = legal_codes(g)
    n = len(codes)
    if n == 1:
        return 0
    val = t.val
    phase = g.phase
    if phase == P_LEAD:  # the cheapest single card (the cheapest close of a lead being built)
        best, key = 0, (1 << 30, 0)
        lead = g.lead_cards
        for i, (kind, m, _) in enumerate(codes):
            if kind == ATTACK:
                c = (m & ~lead).bit_length() - 1
                if (val[c], c) < key:
                    best, key = i, (val[c], c)
        return best
    if phase == P_THROW:  # the cheapest matching plain card, else pass (always last)
        best, key = n - 1, (1 << 30, 0)
        tm = t.trump_mask
        for i in range(n - 1):
            c = codes[i][1]
            if not tm >> c & 1 and (val[c], c) < key:
                best, key = i, (val[c], c)
        return best
    if phase == P_DEFEND:
        unbeaten = [a for a, d in zip(g.att_cards, g.def_cards, strict=True) if d < 0]
        plan = greedy_defence(t, g.hands[g.defender], unbeaten)
        if plan is not None:
            want = (BEAT, plan[0][0], plan[0][1])
            if want in codes:
                return codes.index(want)
        best, tkey = n - 1, (2, 0)  # take (always last) unless a transfer avoids it
        for i, (kind, c, _) in enumerate(codes):
            if kind in (SHOW, TRANSFER):
                k = (0 if kind == SHOW else 1, val[c])
                if k < tkey:
                    best, tkey = i, k
        return best
    return n - 1  # not reached in an endgame (redeal: keep the deal)


def habit_reply(game: Game) -> Action:
    """What a player who keeps every usual habit plays here (one of ``game.legal_actions()``)."""
    t = tables(game.rules.suits, game.rules.ranks, game.trump)
    i = habit_index(game, t)
    return game.legal_actions()[i]


#: "leaned on no position of the current line"
_NONE = 1 << 30


class OutOfNodes(Exception):
    """The search met its node budget (or its deadline) before finishing."""


class HabitSearch:
    """Values for ``me`` (1 win, 0.5 draw, 0 loss) against an opponent who plays ``reply``."""

    def __init__(
        self,
        me: int,
        reply: Reply = habit_index,
        node_limit: int = 50_000,
        trump: int | None = None,
        deadline: float | None = None,
    ) -> None:
        self.me = me
        self.reply = reply
        self.node_limit = node_limit
        #: a ``time.perf_counter()`` past which the search stops too (checked every 32 nodes)
        self.deadline = deadline
        self.nodes = 0
        self.memo: dict[tuple[Any, ...], float] = {}
        self._line: dict[tuple[Any, ...], int] = {}  # positions of the line being searched: depth
        self._state = compact_state
        self._t: Tables | None = None
        #: the trump suit of the game the values are for (positions are card masks)
        self.trump = trump

    def value(self, g: Game) -> float:
        return self._value(g, 0)[0]

    def _value(self, g: Game, depth: int) -> tuple[float, int]:
        """(value, the shallowest position of the current line the value leaned on).

        Endless play (transfers and takes back and forth) is a draw, as for the solver:
        a position met again on its own line counts 0.5.  A value that leaned on such a
        repetition of an ancestor holds on this line only, so it is not kept in the table.
        """
        if g.is_over:
            res = g.result
            assert res is not None
            if res.draw or res.durak is None:
                return 0.5, _NONE
            return (0.0 if res.durak == self.me else 1.0), _NONE
        key = (self._state(g), g.attacker, g.lead_cards)  # a lead being built is its own position
        got = self.memo.get(key)
        if got is not None:
            return got, _NONE
        on_line = self._line.get(key)
        if on_line is not None:
            return 0.5, on_line
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfNodes
        if self.deadline is not None and not self.nodes & 31 and time.perf_counter() > self.deadline:
            raise OutOfNodes
        self._line[key] = depth
        low = _NONE
        try:
            codes = legal_codes(g)
            if g.to_act != self.me:
                t = self._t
                if t is None:
                    t = self._t = tables(g.rules.suits, g.rules.ranks, g.trump)
                v, low = self._after(g, self.reply(g, t), depth + 1)
            else:
                v = 0.0
                for i in range(len(codes)):
                    cv, cl = self._after(g, i, depth + 1)
                    v, low = max(v, cv), min(low, cl)
                    if v == 1.0:
                        break
        finally:
            del self._line[key]
        if low >= depth:
            self.memo[key] = v
            low = _NONE
        return v, low

    def evaluate(self, g: Game, node_limit: int) -> float | None:
        """The value of ``g`` within ``node_limit`` more nodes (None when they run out).

        The table of values is kept between calls, so one search can value many
        positions of the same game.
        """
        self.nodes, self.node_limit = 0, node_limit
        try:
            return self.value(g)
        except OutOfNodes:
            return None

    def _after(self, g: Game, i: int, depth: int) -> tuple[float, int]:
        child = g.copy()
        child.apply_index(i)
        return self._value(child, depth)

    def after(self, g: Game, action: Action) -> float:
        """The value once ``action`` (one of ``g.legal_actions()``) is played."""
        child = g.copy()
        child.apply(action)
        return self.value(child)


def habit_value(game: Game, me: int, reply: Reply = habit_index, node_limit: int = 50_000) -> float | None:
    """``me``'s outcome with best play against ``reply`` (None when the budget runs out)."""
    return HabitSearch(me, reply).evaluate(game, node_limit)


def exploit_move(
    game: Game,
    me: int,
    value: int,
    fallback: Action,
    keeps_value: Callable[[Action], bool],
    reply: Reply = habit_index,
    node_limit: int = 50_000,
    deadline: float | None = None,
) -> Action:
    """The move to play in a solved endgame whose value for ``me`` is ``value`` (-1, 0, +1).

    ``fallback`` is the solver's move; ``keeps_value(a)`` says whether ``a`` keeps the
    solver's value (asked only for moves that would replace the fallback).  A won
    position is played as the solver says.
    """
    if value >= 1:
        return fallback
    search = HabitSearch(me, reply, node_limit, deadline=deadline)
    best, best_v = fallback, 0.0
    try:
        best_v = search.after(game, fallback)
        for a in game.legal_actions():
            if best_v >= 1.0:
                break
            if a == fallback:
                continue
            v = search.after(game, a)
            if v > best_v and (value == -1 or keeps_value(a)):
                best, best_v = a, v
    except OutOfNodes:
        pass
    return best


def play_solved(
    game: Game,
    me: int,
    sol: Solution,
    solve_within: Callable[[Game], Solution | None],
    node_limit: int,
    deadline: float | None = None,
    who: str = "the player",
    choose: Callable[..., Action] = exploit_move,
) -> Action:
    """The move in an exactly solved endgame (``sol.best`` must be set).

    A win is played as the solver says; short of one, ``choose`` (:func:`exploit_move`) chooses,
    checking with ``solve_within`` (the caller's remaining solver budget; None when it is
    spent) that a replacement keeps the value.  An error in that choice is logged once
    (:mod:`game.ai.fallback_errors`, raised under ``DURAK_AI_STRICT``) and the solver's move stands.
    """
    assert sol.best is not None
    if sol.value >= 1:
        return sol.best
    value = sol.value

    def keeps_value(a: Action) -> bool:
        child = game.copy()
        child.apply(a)
        s = solve_within(child)
        return s is not None and s.exact and s.value == value

    try:
        return choose(game, me, value, sol.best, keeps_value, node_limit=node_limit, deadline=deadline)
    except Exception:
        fell_back(f"{who}'s choice among the solver's moves")
        return sol.best
