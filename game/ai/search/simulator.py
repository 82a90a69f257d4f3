"""A lean simulator for the commonest playouts: two players, no trump exchange, no seven-card game.

Most of a search's time goes into playouts, and most of a playout's time into the
engine's general machinery (lists of legal actions, events, seats, teams, transfers).
For a two-player game (throw-in or transfer) this module plays the same playout
— the policy of :mod:`game.ai.search.policy`, the same rules, the same calls on the
random generator — on a handful of local ints, about 2.5 times as fast
(``bench/playouts.py``).  The result is identical to :func:`game.ai.search.policy.playout`
card for card (``tests/test_ai_search_simulator.py`` checks thousands of playouts
against it, in every phase and on several tables of rules).

:func:`fits` says when it applies; :func:`playout` falls back to the engine's
playout otherwise.
"""

from __future__ import annotations

import random

from game.ai.heuristics import Tables
from game.ai.search.leaf import LeafFn
from game.ai.search.policy import (
    complete_lead,
    defend_choice,
    lead_choice,
    rewards,
    throw_choice,
)
from game.ai.search.policy import playout as engine_playout
from game.engine import Game
from game.engine.cards import popcount
from game.engine.fast import (
    BEAT,
    P_DEFEND,
    P_LEAD,
    P_OVER,
    P_THROW,
    SHOW,
    TAKE,
    TAKE_CODE,
    TRANSFER,
    Code,
    bits,
    resume_bout,
)


def fits(g: Game) -> bool:
    """Whether the lean simulator plays this game exactly as the engine would."""
    r = g.rules
    return (
        g.n == 2
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
    leaf: LeafFn | None = None,
) -> list[float]:
    """:func:`game.ai.search.policy.playout` (``g`` is used up), on the lean simulator when it fits."""
    if not fits(g):
        return engine_playout(g, t, rng, eps, max_steps, leaf)
    return _simulate(g, t, rng, eps, max_steps, leaf)


def _simulate(
    g: Game, t: Tables, rng: random.Random, eps: float, max_steps: int, leaf: LeafFn | None
) -> list[float]:
    rules = g.rules
    hand_size = rules.hand_size
    max_attack = rules.max_attack
    multi = rules.multi_lead
    draws = rules.draws
    rank_mask = t.rank_mask
    rank_of = t.rank_index
    beaten_by = t.beaten_by
    transfer = rules.transfer
    showing = rules.transfer_by_showing_trump
    trump_base = t.trump_suit * t.ranks
    cap = g.cap
    shown = g.shown
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
    # Cards reach the table inline in each branch below: this is the search's innermost loop.
    while True:
        if phase == P_LEAD:
            if leaf is not None and not deck:
                if not fresh:
                    resume_bout(g, hands, deck, discard, attacker, last, bout_no)
                r = leaf(g)
                if r is not None:
                    return r
            hand = hands[attacker]
            if fresh and g.lead_cards:  # a lead being built: completed as the engine's playout does
                x = complete_lead(g, t)
            else:
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
            nb = 0
            for a, d in zip(att, dfs):  # noqa: B905 - one length; a plain zip compiles to a C loop
                if d < 0:
                    nb += popcount(hand & beaten_by[a])
            transfers: list[int] = []
            show = -1
            if transfer and max(dfs) < 0:  # nothing beaten yet: the attack may be passed on
                room = min(cap, popcount(hands[attacker]))
                rank = rank_of[att[0]]
                same = hand & rank_mask[rank]
                if len(att) < room:
                    transfers = bits(same)
                tc = trump_base + rank
                if showing and len(att) <= room and same >> tc & 1 and not shown >> tc & 1:
                    show = tc
            n = nb + len(transfers) + (show >= 0) + 1
            code = TAKE_CODE
            if n == 1:
                pass  # only taking is legal; the engine's policy draws no random number either
            elif eps > 0.0 and rng.random() < eps:
                k = rng.randrange(n)
                if k < nb:
                    code = _nth_beat(att, dfs, hand, beaten_by, k)
                elif k < nb + len(transfers):
                    code = (TRANSFER, transfers[k - nb], 0)
                elif k < n - 1:
                    code = (SHOW, show, 0)
            else:
                code = defend_choice(t, hand, att, dfs, len(deck), transfers, show)
            kind, x, y = code
            if kind == BEAT:
                hands[defender] = hand & ~(1 << y)
                dfs[att.index(x)] = y
                table |= 1 << y
                table_ranks |= rank_mask[rank_of[y]]
                last = defender
                phase = P_THROW if -1 not in dfs else P_DEFEND
            elif kind == TAKE:
                took = True
                phase = P_THROW
            else:  # the attack passes on: the defender attacks, the attacker defends
                if kind == TRANSFER:
                    hands[defender] = hand & ~(1 << x)
                    att.append(x)
                    dfs.append(-1)
                    table |= 1 << x
                    table_ranks |= rank_mask[rank_of[x]]
                    last = defender
                else:
                    shown |= 1 << x
                attacker, defender = defender, attacker
                limit = min(cap, popcount(hands[defender]))
            if phase == P_THROW and (len(att) >= limit or not hands[attacker]):
                phase = P_OVER  # the bout ends: nobody may add a card
        else:  # P_THROW: the attacker adds a card or passes
            m = hands[attacker] & table_ranks
            c = -1
            if m:
                n = popcount(m) + 1
                if eps > 0.0 and rng.random() < eps:
                    k = rng.randrange(n)
                    if k < n - 1:
                        c = _nth_bit(m, k)
                else:
                    c = throw_choice(t, m, took, len(deck))
            if c >= 0:
                hands[attacker] = hands[attacker] & ~(1 << c)
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
            hands[defender] = hands[defender] | table
        else:
            discard |= table
        att, dfs = [], []
        table = table_ranks = 0
        for p in (attacker, defender):
            if not deck:
                break
            need = hand_size - popcount(hands[p])
            if need <= 0:
                continue
            drawn = deck[-need:] if need < len(deck) else deck[:]
            del deck[-len(drawn) :]
            for c in drawn:
                hands[p] = hands[p] | 1 << c
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
        shown = 0
        bout_no += 1
        cap = max_attack
        limit = min(cap, popcount(hands[defender]))
        phase = P_LEAD


def _nth_beat(att: list[int], dfs: list[int], hand: int, beaten_by: tuple[int, ...], k: int) -> Code:
    """The ``k``-th legal beat in the engine's order, as its action code."""
    for a, d in zip(att, dfs):  # noqa: B905 - one length; a plain zip compiles to a C loop
        if d >= 0:
            continue
        m = hand & beaten_by[a]
        cnt = popcount(m)
        if k < cnt:
            return (BEAT, a, _nth_bit(m, k))
        k -= cnt
    raise AssertionError("beat index out of range")


def _nth_bit(m: int, k: int) -> int:
    for _ in range(k):
        m &= m - 1
    return (m & -m).bit_length() - 1


__all__ = ["P_OVER", "fits", "playout", "rewards"]
