"""A lean simulator for the commonest playouts: two players, no transfers, no trump exchange.

Most of a search's time goes into playouts, and most of a playout's time into the
engine's general machinery (lists of legal actions, events, seats, teams, transfers).
For a two-player game of the plain throw-in kind this module plays the same playout
— the policy of :mod:`game.ai.search_policy`, the same rules, the same calls on the
random generator — on a handful of local ints, about three times as fast.  The
result is identical to :func:`search_policy.playout` card for card
(``tests/test_ai_search_fast.py`` checks thousands of playouts against it).

:func:`fits` says when it applies; :func:`playout` falls back to the engine's
playout otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import Game

from .heuristics import Tables
from .search_policy import (
    P_DEFEND,
    P_LEAD,
    P_OVER,
    P_THROW,
    beat_plan,
    lead_choice,
    rewards,
    throw_choice,
)
from .search_policy import playout as engine_playout

Leaf = Callable[[Game], "list[float] | None"]


def fits(g: Game) -> bool:
    """Whether the lean simulator plays this game exactly as the engine would."""
    r = g.rules
    return (
        g.n == 2
        and not r.transfer
        and not r.trump_exchange
        and not r.seven_card
        and g.phase in (P_LEAD, P_DEFEND, P_THROW)
        and all(g.active)
    )


def playout(
    g: Game,
    t: Tables,
    rng: random.Random,
    eps: float,
    max_steps: int = 2000,
    leaf: Leaf | None = None,
) -> list[float]:
    """:func:`search_policy.playout` (``g`` is used up), on the lean simulator when it fits."""
    if not fits(g):
        return engine_playout(g, t, rng, eps, max_steps, leaf)
    return _simulate(g, t, rng, eps, max_steps, leaf)


def _simulate(
    g: Game, t: Tables, rng: random.Random, eps: float, max_steps: int, leaf: Leaf | None
) -> list[float]:
    rules = g.rules
    hand_size = rules.hand_size
    max_attack = rules.max_attack
    multi = rules.multi_lead
    draws = rules.draws
    rank_mask = t.rank_mask
    rank_of = t.rank_index
    beaten_by = t.beaten_by
    hands = g.hands[:]
    deck = g.deck[:]
    discard = g.discard
    att = g.att_cards[:]
    dfs = g.def_cards[:]
    table = g.table
    table_ranks = g.table_ranks
    took = g.took
    limit = g.limit
    phase = g.phase
    attacker = g.attacker
    defender = g.defender
    last = g.last_player
    bout_no = g.bout_no
    steps = 0
    fresh = True  # nothing simulated yet: ``g`` itself is the position
    while True:
        if phase == P_LEAD:
            if leaf is not None and not deck:
                if not fresh:
                    _store(g, hands, deck, discard, attacker, last, bout_no)
                r = leaf(g)
                if r is not None:
                    return r
            hand = hands[attacker]
            x = lead_choice(t, hand, len(deck), limit if multi and limit > 1 else 1, rng, eps)
            hands[attacker] = hand & ~x
            while x:
                low = x & -x
                x ^= low
                c = low.bit_length() - 1
                att.append(c)
                dfs.append(-1)
                table |= low
                table_ranks |= rank_mask[rank_of[c]]
            last = attacker
            phase = P_DEFEND
        elif phase == P_DEFEND:
            hand = hands[defender]
            n = 1
            for a, d in zip(att, dfs, strict=True):
                if d < 0:
                    n += (hand & beaten_by[a]).bit_count()
            beat = -1
            if n == 1:
                pass  # only taking is legal; the engine's policy draws no random number either
            elif eps > 0.0 and rng.random() < eps:
                k = rng.randrange(n)
                if k < n - 1:
                    beat = _nth_beat(att, dfs, hand, beaten_by, k)
            else:
                plan, cost, take_cost = beat_plan(t, hand, att, dfs, len(deck))
                if plan is not None and (cost <= take_cost or not deck):
                    beat = plan[0][0] << 16 | plan[0][1]
            if beat >= 0:
                a, b = beat >> 16, beat & 0xFFFF
                hands[defender] = hand & ~(1 << b)
                dfs[att.index(a)] = b
                table |= 1 << b
                table_ranks |= rank_mask[rank_of[b]]
                last = defender
                phase = P_THROW if -1 not in dfs else P_DEFEND
            else:
                took = True
                phase = P_THROW
            if phase == P_THROW and (len(att) >= limit or not hands[attacker]):
                phase = P_OVER  # the bout ends: nobody may add a card
        else:  # P_THROW: the attacker adds a card or passes
            m = hands[attacker] & table_ranks
            c = -1
            if m:
                n = m.bit_count() + 1
                if eps > 0.0 and rng.random() < eps:
                    k = rng.randrange(n)
                    if k < n - 1:
                        c = _nth_bit(m, k)
                else:
                    c = throw_choice(t, m, took, len(deck))
            if c >= 0:
                hands[attacker] &= ~(1 << c)
                att.append(c)
                dfs.append(-1)
                table |= 1 << c
                table_ranks |= rank_mask[rank_of[c]]
                last = attacker
                if took:
                    if len(att) >= limit or not hands[attacker]:
                        phase = P_OVER
                else:
                    phase = P_DEFEND
            else:
                phase = P_OVER
        steps += 1
        fresh = False
        if steps > max_steps:
            return [0.5, 0.5]
        if phase != P_OVER:
            continue
        # The bout is over: the table goes, both draw (attacker first), the game may end.
        if took:
            hands[defender] |= table
        else:
            discard |= table
        att, dfs = [], []
        table = table_ranks = 0
        for p in (attacker, defender):
            if not deck:
                break
            need = hand_size - hands[p].bit_count()
            if need <= 0:
                continue
            drawn = deck[-need:] if need < len(deck) else deck[:]
            del deck[-len(drawn) :]
            for c in drawn:
                hands[p] |= 1 << c
        if not deck:
            out0, out1 = not hands[0], not hands[1]
            if out0 or out1:
                if out0 and out1:
                    if draws:
                        return [0.5, 0.5]
                    durak = last
                else:
                    durak = 0 if out1 else 1
                return [0.0, 1.0] if durak == 0 else [1.0, 0.0]
        if not took:
            attacker, defender = defender, attacker
        took = False
        bout_no += 1
        limit = min(max_attack, hands[defender].bit_count())
        phase = P_LEAD


def _nth_beat(att: list[int], dfs: list[int], hand: int, beaten_by: tuple[int, ...], k: int) -> int:
    """The ``k``-th legal beat in the engine's order, as ``attack << 16 | beater``."""
    for a, d in zip(att, dfs, strict=True):
        if d >= 0:
            continue
        m = hand & beaten_by[a]
        cnt = m.bit_count()
        if k < cnt:
            return a << 16 | _nth_bit(m, k)
        k -= cnt
    raise AssertionError("beat index out of range")


def _nth_bit(m: int, k: int) -> int:
    for _ in range(k):
        m &= m - 1
    return (m & -m).bit_length() - 1


def _store(
    g: Game, hands: list[int], deck: list[int], discard: int, attacker: int, last: int, bout_no: int
) -> None:
    """Write the simulated position back into ``g`` at the start of a bout (for the exact leaf)."""
    g.hands = hands[:]
    g.deck = deck[:]
    g.discard = discard
    g.last_player = last
    g.took = False
    g.bout_no = bout_no
    g._legal = None
    g._codes = None
    g._start_bout(attacker, [])


__all__ = ["P_OVER", "fits", "playout", "rewards"]
