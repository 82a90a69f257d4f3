"""The cheap playout policy and the game outcome, on the engine's action codes.

Search spends most of its time in playouts, so this works directly on a
:class:`Game`'s bitmasks and on the engine's action codes (:func:`game.engine.fast.legal_codes`:
the code of the ``i``-th legal action), and returns an index for ``Game.apply_index`` —
no :class:`Action` objects are built in the loop.

The policy is a noisy version of Normal's rules of thumb: lead the cheapest
card(s), defend with the cheapest beaters unless that spends dear trumps early,
transfer with a cheap plain card, throw in low plain cards.  With probability
``eps`` it plays a uniformly random legal action, so playouts explore.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.heuristics import THUMB, Tables, greedy_defence
from game.engine import Game
from game.engine.fast import (
    ADD,
    ATTACK,
    BEAT,
    P_DEFEND,
    P_EXCHANGE,
    P_LEAD,
    P_OVER,
    P_THROW,
    SHOW,
    TAKE_CODE,
    THROW,
    TRANSFER,
    Code,
    apply_code,
    bits,
    legal_codes,
)


def rewards(g: Game) -> list[float]:
    """Each seat's outcome: 1 not the durak, 0 the durak (or on the losing team), 0.5 a draw."""
    res = g.result
    n = g.n
    assert res is not None
    if res.draw:
        return [0.5] * n
    if res.losing_team is not None:
        tc = g.rules.team_count(n)
        return [0.0 if p % tc == res.losing_team else 1.0 for p in range(n)]
    return [0.0 if p == res.durak else 1.0 for p in range(n)]


def policy_index(g: Game, t: Tables, rng: random.Random, eps: float) -> int:
    """Index of the policy's action among ``g.legal_actions()``."""
    codes = legal_codes(g)
    n = len(codes)
    if n == 1:
        return 0
    if eps > 0.0 and rng.random() < eps:
        return rng.randrange(n)
    phase = g.phase
    deck = len(g.deck)
    if phase == P_LEAD:
        # The engine builds a lead card by card: the step towards the policy's whole lead.
        return lead_step(g, codes, lead_mask(g, t, rng, eps))
    if phase == P_THROW:
        c = throw_choice(t, g.hands[g.to_act] & g.table_ranks, g.took, deck)
        return n - 1 if c < 0 else codes.index((THROW, c, 0))  # the last code is PASS
    if phase == P_DEFEND:
        return _defend(g, t, codes, deck)
    if phase == P_EXCHANGE:
        return 0  # EXCHANGE
    return n - 1  # REDEAL phase: keep the deal (PASS)


def throw_choice(t: Tables, m: int, took: bool, deck: int) -> int:
    """The card the policy throws in from ``m`` (the thrower's cards of the table's ranks), or -1 to pass."""
    tm = t.trump_mask
    val = t.val
    ri = t.rank_index
    R = t.ranks
    if took:
        lim = R * THUMB["throw_took"] if deck else R + 1
    else:
        lim = R + 1 if deck <= THUMB["throw_all_deck"] else R * THUMB["throw_beat"]
    best, bv = -1, 1 << 30
    m &= ~tm
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if ri[c] < lim and val[c] < bv:
            bv, best = val[c], c
    return best


def beat_plan(
    t: Tables, hand: int, att: list[int], dfs: list[int], deck: int
) -> tuple[list[tuple[int, int]] | None, float, float]:
    """The cheapest greedy defence of the unbeaten cards, what its trumps cost, and what taking costs."""
    tm = t.trump_mask
    ri = t.rank_index
    unbeaten = [a for a, d in zip(att, dfs) if d < 0]  # noqa: B905 - one length; compiles to a C loop
    plan = greedy_defence(t, hand, unbeaten)
    cost = 0.0
    if plan is not None:
        for _, b in plan:
            if tm >> b & 1:
                cost += _trump_spend(ri[b], deck)
    ncards = len(att) + sum(1 for d in dfs if d >= 0)
    return plan, cost, THUMB["take_base"] + THUMB["take_per_card"] * ncards


def _trump_spend(ri: int, deck: int) -> float:
    P = THUMB
    if deck >= P["thick_deck"]:
        return ri * P["spend_thick_k"] + P["spend_thick"]
    if deck > 0:
        return ri * P["spend_mid_k"] + P["spend_mid"]
    return ri * 0.3


def _defend(g: Game, t: Tables, codes: list[Code], deck: int) -> int:
    transfers = [code[1] for code in codes if code[0] == TRANSFER]
    show = next((code[1] for code in codes if code[0] == SHOW), -1)
    choice = defend_choice(t, g.hands[g.defender], g.att_cards, g.def_cards, deck, transfers, show)
    if choice in codes:
        return codes.index(choice)
    return len(codes) - 1  # TAKE (always last); also when a rule forbids the greedy beat


def defend_choice(
    t: Tables, hand: int, att: list[int], dfs: list[int], deck: int, transfers: list[int], show: int
) -> Code:
    """The defender's move as an engine action code: beat, transfer, show a trump or take.

    ``transfers`` are the cards the defender may pass the attack on with (in the
    engine's order), ``show`` the trump it may show to pass it on (-1: none).
    """
    tm = t.trump_mask
    ri = t.rank_index
    val = t.val
    R = t.ranks
    plan, cost, take_cost = beat_plan(t, hand, att, dfs, deck)
    plain_tr = any_tr = -1
    for c in transfers:
        if any_tr < 0 or val[c] < val[any_tr]:
            any_tr = c
        if not tm >> c & 1 and (plain_tr < 0 or val[c] < val[plain_tr]):
            plain_tr = c
    if show >= 0 and (plan is None or cost > 0):
        return (SHOW, show, 0)
    if plain_tr >= 0 and (plan is None or cost > 0 or ri[plain_tr] < R * THUMB["transfer_plain"]):
        return (TRANSFER, plain_tr, 0)
    if plan is not None and (cost <= take_cost or deck == 0):
        a, b = plan[0]
        return (BEAT, a, b)
    if plan is None and any_tr >= 0 and (deck == 0 or ri[any_tr] * 2 < R):
        return (TRANSFER, any_tr, 0)
    return TAKE_CODE


def lead_step(g: Game, codes: list[Code], whole: int) -> int:
    """The index of the step (``add`` or the closing ``attack``) towards the lead ``whole``."""
    rest = whole & ~g.lead_cards
    low = rest & -rest
    if rest == low:
        return codes.index((ATTACK, whole, 0))
    return codes.index((ADD, low.bit_length() - 1, 0))


def complete_lead(g: Game, t: Tables) -> int:
    """A whole lead that completes the lead being built: the cheapest close, step by step."""
    g = g.copy()
    while True:
        codes = legal_codes(g)
        closes = [x for k, x, _ in codes if k == ATTACK]
        if closes:
            return min(closes, key=lambda m: sum(t.val[c] for c in bits(m)))
        adds = [x for k, x, _ in codes if k == ADD]
        apply_code(g, (ADD, min(adds, key=lambda c: t.val[c]), 0))


def lead_mask(g: Game, t: Tables, rng: random.Random, eps: float) -> int:
    """The policy's lead as a card mask, without generating every legal lead.

    The best-scoring card, or group of cards of one rank, capped by the bout's limit; in
    the 7-card game a single card.  With probability ``eps`` a random single card.  While
    a lead is being built (a search node after an ``add``), the cheapest lead completing it.
    """
    if g.lead_cards:
        return complete_lead(g, t)
    groups = g.rules.multi_lead and not g.rules.seven_card and g.limit > 1
    return lead_choice(t, g.hands[g.attacker], len(g.deck), g.limit if groups else 1, rng, eps)


def lead_choice(t: Tables, hand: int, deck: int, most: int, rng: random.Random, eps: float) -> int:
    """The policy's lead from ``hand`` as a card mask, at most ``most`` cards of one rank."""
    if eps > 0.0 and rng.random() < eps:
        cs = []
        m = hand
        while m:
            low = m & -m
            cs.append(low)
            m ^= low
        return cs[rng.randrange(len(cs))]
    P = THUMB
    gain = P["gain_early"] if deck > P["early_deck"] else (P["gain_mid"] if deck > 0 else P["gain_late"])
    tp = P["trump_lead_early"] if deck > P["early_deck"] else (P["trump_lead_mid"] if deck > 0 else 0.0)
    val = t.val
    tm = t.trump_mask
    best_m, best_s = 0, -1e9
    for rm in t.rank_mask:
        m = hand & rm
        if not m:
            continue
        if not m & (m - 1):  # one card of the rank: nothing to sort
            c = m.bit_length() - 1
            s = gain - val[c] - (tp if tm >> c & 1 else 0.0)
            if s > best_s:
                best_s, best_m = s, m
            continue
        scores = []
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            scores.append((gain - val[c] - (tp if tm >> c & 1 else 0.0), low))
        scores.sort(reverse=True)
        s, mask = scores[0]
        for x, b in scores[1:most]:
            if x <= 0.0:
                break
            s += x
            mask |= b
        if s > best_s:
            best_s, best_m = s, mask
    return best_m


def playout(
    g: Game,
    t: Tables,
    rng: random.Random,
    eps: float,
    max_steps: int = 2000,
    leaf: Callable[[Game], list[float] | None] | None = None,
) -> list[float]:
    """Play ``g`` (a quiet copy, modified in place) to the end with the policy; each seat's reward.

    ``leaf(g)``, when given, is asked after every bout-ending step whether it knows the
    exact outcome (the endgame solver); its answer ends the playout.
    """
    steps = 0
    while g.phase != P_OVER:
        if leaf is not None and not g.deck and g.phase == P_LEAD:
            r = leaf(g)
            if r is not None:
                return r
        if g.phase == P_LEAD:
            # The one lead we want, without generating them all.
            apply_code(g, (ATTACK, lead_mask(g, t, rng, eps), 0))
        else:
            apply_code(g, legal_codes(g)[policy_index(g, t, rng, eps)])
        steps += 1
        if steps > max_steps:
            return [0.5] * g.n
    return rewards(g)


def random_playout(g: Game, rng: random.Random, max_steps: int = 5000) -> list[float]:
    """Play ``g`` to the end uniformly at random (the dmcts baseline's playouts)."""
    steps = 0
    randrange = rng.randrange
    while g.phase != P_OVER:
        g.apply_index(randrange(len(g.legal_actions())))
        steps += 1
        if steps > max_steps:
            return [0.5] * g.n
    return rewards(g)
