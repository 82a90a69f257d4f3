"""Leads of several cards are built card by card (docs/rules.md): the same leads, small lists."""

from __future__ import annotations

import random

from helpers import whole_actions

from game.engine import ActionKind, Game, Phase, Rules, preset
from game.engine.cards import bits


def old_leads(g: Game) -> set[int]:
    """Every lead as the engine listed them before leads were built card by card (the reference)."""
    d, hand, limit = g.d, g.hands[g.attacker], g.limit
    out = {1 << c for c in bits(hand)}
    if g.rules.seven_card:
        pairs = [
            1 << a | 1 << b
            for rm in d.rank_mask
            for i, a in enumerate(bits(hand & rm))
            for b in bits(hand & rm)[i + 1 :]
        ]
        combos = [0]
        for k in range(1, 4):
            if 2 * k + 1 > limit:
                break
            combos = sorted({c | p for c in combos for p in pairs if not c & p})
            out |= {base | 1 << c for base in combos for c in bits(hand & ~base)}
    elif g.rules.multi_lead and limit >= 2:
        for rm in d.rank_mask:
            same = hand & rm
            sub = same
            while sub:
                if sub.bit_count() <= limit:
                    out.add(sub)
                sub = (sub - 1) & same
    return out


def lead_positions(rules: Rules, players: int, seed: int, count: int) -> list[Game]:
    rng = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        g = Game.new(rules, players, seed=rng.randrange(1 << 30))
        while not g.is_over and len(out) < count:
            if g.phase == Phase.LEAD and not g.lead_cards:
                out.append(g.copy())
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
    return out


def test_the_steps_reach_exactly_the_leads_of_the_rules() -> None:
    cases = [
        (preset("seven_card"), 2),
        (preset("seven_card").with_deck(52), 3),
        (Rules(suits=6, ranks=5, hand_size=7, seven_card=True), 2),
        (preset("podkidnoy"), 3),
        (Rules(suits=8, ranks=4, hand_size=6), 2),
        (Rules(multi_lead=False), 2),
    ]
    checked = 0
    for k, (rules, players) in enumerate(cases):
        for g in lead_positions(rules, players, k, 25):
            whole = whole_actions(g)
            assert len(whole) == len(set(whole)), "a lead is reachable in two ways"
            masks = {g.d.mask_of(a.cards) for a in whole}
            assert all(a.kind is ActionKind.ATTACK for a in whole)
            assert masks == old_leads(g)
            assert all(g.lead_legal(a.cards) for a in whole)
            checked += 1
    assert checked == 150


def test_a_52_card_seven_card_hand_full_of_pairs_lists_few_actions() -> None:
    # Once 87,772 leads: now two actions per card at most, however many pairs are held.
    rules = Rules(suits=4, ranks=13, hand_size=7, seven_card=True)
    g = lead_positions(rules, 2, 1, 1)[0]
    d = g.d
    # The attacker holds all four cards of four ranks (16 cards) plus a few more.
    g.hands[g.attacker] = sum(d.rank_mask[r] for r in range(4)) | 1 << d.index[d.cards[-1]]
    g._legal = g._codes = None
    assert len(g.legal_actions()) <= 2 * g.hand_size(g.attacker)


def test_the_largest_legal_action_list_stays_small() -> None:
    """A smaller sample of ``bench/action_space.py`` (10,000 games: the figures in the issue's note)."""
    rng = random.Random(18)
    most = 0
    for k in range(80):
        if k % 2:
            rules, players = Rules(ranks=13, hand_size=7, seven_card=True), rng.randint(2, 5)
        else:
            while True:
                seven = rng.random() < 0.5
                hand = 7 if seven else rng.randint(3, 9)
                rules = Rules(
                    suits=rng.randint(2, 21),
                    ranks=rng.randint(2, 13),
                    hand_size=hand,
                    max_attack=hand if seven else rng.randint(1, 9),
                    seven_card=seven,
                )
                players = rng.randint(2, 6)
                if not rules.problems(players):
                    break
        g = Game.new(rules, players, seed=k, quiet=True)
        steps = 0
        while not g.is_over and steps < 5000:
            legal = g.legal_actions()
            most = max(most, len(legal))
            if g.phase == Phase.LEAD:
                assert len(legal) <= 2 * g.hand_size(g.attacker)
            g.apply_index(rng.randrange(len(legal)))
            steps += 1
    assert most <= 400
