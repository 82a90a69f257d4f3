"""Normal's rules of thumb on fixed and sampled positions."""

from __future__ import annotations

import random

from ai_positions import fixed_deal, full_deck_rest

from game.ai.normal import NormalPlayer
from game.engine import TAKE, ActionKind, Card, Game, Phase, attack, beat, preset, transfer

C = Card.parse


def test_never_leads_a_trump_ace_early_with_low_plain_cards() -> None:
    rules = preset("podkidnoy")
    hands = ["AC 7S 8D 9H KH 6C", "6H TS QD JC 9D 7C"]
    g = fixed_deal(rules, hands, full_deck_rest(rules, hands, "8C"))
    assert g.to_act == 0  # 6C: the lowest trump leads
    a = NormalPlayer().choose(g.view(0))
    assert C("AC") not in a.cards and C("6C") not in a.cards
    assert a == attack(C("7S"))


def test_no_early_trump_ace_leads_in_sampled_games() -> None:
    rng = random.Random(3)
    normal = NormalPlayer()
    checked = 0
    for seed in range(40):
        g = Game.new(preset("podkidnoy"), 2, seed=seed)
        while not g.is_over:
            v = g.view(g.to_act)
            if v.phase == Phase.LEAD and v.deck_size >= 6:
                trump_ace = Card(14, v.trump_suit)
                low_plain = [c for c in v.hand if c.suit != v.trump_suit and c.rank <= 10]
                if trump_ace in v.hand and low_plain:
                    checked += 1
                    assert trump_ace not in normal.choose(v).cards
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 5


def test_takes_low_cards_rather_than_spend_a_high_trump_early() -> None:
    rules = preset("podkidnoy")
    hands = ["7S 9S KS 6D AH AC", "6H TS QD JC 9D 7C"]  # seat 0's only answer to 9D: the trump ace
    g = fixed_deal(rules, hands, full_deck_rest(rules, hands, "8C"))
    g.apply(attack(C("9D")))
    assert NormalPlayer().choose(g.view(0)) == TAKE


def test_defends_cheaply_when_it_can() -> None:
    rules = preset("podkidnoy")
    hands = ["7S 9S KS 6D AH AC", "6H TS QD JC 9D 7C"]
    g = fixed_deal(rules, hands, full_deck_rest(rules, hands, "8C"))
    g.apply(attack(C("TS")))
    assert NormalPlayer().choose(g.view(0)) == beat(C("TS"), C("KS"))


def test_transfers_with_a_plain_card() -> None:
    rules = preset("perevodnoy")
    hands = ["6S 9S KS 6D AH AC", "6H TS QD JC 9D 7C"]
    g = fixed_deal(rules, hands, full_deck_rest(rules, hands, "8C"))
    g.apply(attack(C("6H")))
    a = NormalPlayer().choose(g.view(0))
    assert a.kind is ActionKind.TRANSFER and a == transfer(C("6S"))
