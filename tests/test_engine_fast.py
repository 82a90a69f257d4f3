"""The contract of the engine's fast interface (game/engine/fast.py).

What the search relies on, checked directly here on random games of every preset; the
cross-checks of its two big users are contract tests too: the lean playout simulator
against the engine's playout card for card (``test_ai_search_simulator.py``) and the endgame
solver's move generator against the engine step by step (``test_endgame.py``).
"""

from __future__ import annotations

import random

import pytest

from game.engine import PRESETS, ActionKind, Game, Phase, preset
from game.engine.fast import (
    P_DEFEND,
    P_LEAD,
    P_OVER,
    P_THROW,
    PASS_CODE,
    TAKE_CODE,
    CodeKind,
    apply_code,
    deal_hidden,
    legal_codes,
    resume_bout,
)


def positions(rules_name: str, players: int, seed: int, count: int) -> list[Game]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = Game.new(preset(rules_name), players, seed=rng.randrange(1 << 30))
        while not g.is_over and len(out) < count:
            if rng.random() < 0.2:
                out.append(g.copy(quiet=False))
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
    return out


def test_the_phase_aliases_are_the_phases() -> None:
    assert (P_LEAD, P_DEFEND, P_THROW, P_OVER) == (Phase.LEAD, Phase.DEFEND, Phase.THROW, Phase.OVER)
    assert type(P_LEAD) is int  # plain ints: the inner loops compare against them


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_each_code_names_its_action(rules_name: str) -> None:
    players = {"classic": 2, "teams": 4}.get(rules_name, 3)
    for g in positions(rules_name, players, 5, 60):
        legal = g.legal_actions()
        codes = legal_codes(g)
        assert len(codes) == len(legal)
        cards = g.d.cards
        for action, (kind, x, y) in zip(legal, codes, strict=True):
            assert CodeKind(kind).name == ActionKind(action.kind).name
            if kind == CodeKind.ATTACK:  # the whole lead: the cards added so far and this last one
                assert sorted(g.d.cards_of(x)) == sorted((*g.d.cards_of(g.lead_cards), *action.cards))
            elif kind == CodeKind.ADD:
                assert (cards[x],) == action.cards
            elif kind == CodeKind.BEAT:
                assert (cards[x], (cards[y],)) == (action.target, action.cards)
            elif kind in (CodeKind.THROW, CodeKind.TRANSFER, CodeKind.SHOW):
                assert (cards[x],) == action.cards
        assert TAKE_CODE not in codes or legal[codes.index(TAKE_CODE)].kind is ActionKind.TAKE
        assert PASS_CODE not in codes or legal[codes.index(PASS_CODE)].kind is ActionKind.PASS


@pytest.mark.parametrize("rules_name", ["podkidnoy", "perevodnoy", "proyezdnoy"])
def test_applying_a_code_is_applying_its_action(rules_name: str) -> None:
    rng = random.Random(2)
    for g in positions(rules_name, 2, 6, 80):
        if g.is_over:
            continue
        i = rng.randrange(len(g.legal_actions()))
        fast = g.copy(quiet=True)
        apply_code(fast, legal_codes(fast)[i])
        by_index = g.copy(quiet=True)
        by_index.apply_index(i)
        g.apply(g.legal_actions()[i])
        assert fast.state_dict() == by_index.state_dict() == g.state_dict()
        assert fast.legal_actions() == g.legal_actions()


def test_dealing_the_hidden_cards_completes_a_view() -> None:
    for g in positions("podkidnoy", 3, 7, 40):
        if g.is_over:
            continue
        seat = g.to_act
        sk = g.view(seat).skeleton()
        sk.legal_actions()  # a cached answer must not outlive the deal
        hands = {p: g.hands[p] for p in range(g.n) if p != seat}
        deal_hidden(sk, hands, g.deck, 99)
        assert sk.hands == g.hands and sk.deck == g.deck and sk.seed == 99
        assert sk.legal_actions() == g.legal_actions()
        assert legal_codes(sk) == legal_codes(g)


def test_resuming_a_bout_is_where_the_engine_would_be() -> None:
    rng = random.Random(8)
    checked = 0
    for g in positions("podkidnoy", 2, 9, 60):
        if g.phase != Phase.LEAD:
            continue
        start = g.copy(quiet=True)
        while not g.is_over:  # play the bout out
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
            if g.phase == Phase.LEAD and not g.lead_cards:  # the next bout, not a lead being built
                break
        if g.is_over:
            continue
        resume_bout(start, g.hands, g.deck, g.discard, g.attacker, g.last_player, g.bout_no)
        for key in ("phase", "to_act", "attacker", "bout_attacker", "defender", "limit", "took"):
            assert start.state_dict()[key] == g.state_dict()[key], key
        assert start.legal_actions() == g.legal_actions()
        checked += 1
    assert checked > 10
