"""Easy's documented habits on fixed positions."""

from __future__ import annotations

from ai_positions import fixed_deal, full_deck_rest

from game.ai.easy import EasyPlayer
from game.engine import PASS, TAKE, Card, attack, beat, preset, throw, transfer

C = Card.parse
PODKIDNOY = preset("podkidnoy")
HANDS = ["7S 9S KS 6D AH 8C", "6H TS QD JC 9D 7C"]  # clubs are trumps (6C under the deck)


def deal(rules=PODKIDNOY, hands=HANDS, trump="6C"):  # type: ignore[no-untyped-def]
    return fixed_deal(rules, hands, full_deck_rest(rules, hands, trump))


def test_leads_its_lowest_card() -> None:
    g = deal()
    assert g.to_act == 1  # the lowest trump (7C) leads
    assert EasyPlayer().choose(g.view(1)) == attack(C("6H"))


def test_leads_a_plain_card_before_a_lower_trump() -> None:
    g = deal(hands=["7S 9S KS 6D AH 8C", "6C TS QD JC 9D 8D"], trump="7C")
    assert g.to_act == 1
    assert EasyPlayer().choose(g.view(1)) == attack(C("8D"))


def test_beats_with_the_cheapest_card_that_beats() -> None:
    g = deal()
    g.apply(attack(C("TS")))
    assert EasyPlayer().choose(g.view(0)) == beat(C("TS"), C("KS"))  # not the trump 8C


def test_beats_a_plain_card_with_a_trump_only_when_no_plain_card_beats() -> None:
    g = deal()
    g.apply(attack(C("9D")))  # seat 0 has 6D only: a trump is needed
    assert EasyPlayer().choose(g.view(0)) == beat(C("9D"), C("8C"))


def test_takes_when_it_cannot_beat() -> None:
    g = deal(hands=["7S 9S KS 6D AH 8H", "6H TS QD JC 9D 7C"], trump="6C")
    g.apply(attack(C("QD")))  # no diamond above the queen, no trump
    assert EasyPlayer().choose(g.view(0)) == TAKE


def test_throws_in_its_lowest_matching_plain_card_and_never_a_trump() -> None:
    g = deal(hands=["7S 9S KS 8H AH 8C", "6H TS 6S 9H 6D 7C"])
    easy = EasyPlayer()
    assert easy.choose(g.view(1)) == attack(C("6S"))  # three sixes: the engine's first
    g.apply(attack(C("6S")))
    assert easy.choose(g.view(0)) == beat(C("6S"), C("7S"))
    g.apply(beat(C("6S"), C("7S")))
    assert easy.choose(g.view(1)) == throw(C("6H"))  # 6H, 6D and the trump 7C match
    g.apply(throw(C("6H")))
    g.apply(beat(C("6H"), C("8H")))
    assert easy.choose(g.view(1)) == throw(C("6D"))
    g.apply(throw(C("6D")))
    assert easy.choose(g.view(0)) == beat(C("6D"), C("8C"))  # only a trump beats it
    g.apply(beat(C("6D"), C("8C")))
    assert easy.choose(g.view(1)) == PASS  # only the trump 7C matches: never thrown


def test_transfers_only_when_it_cannot_beat() -> None:
    rules = preset("perevodnoy")
    hands = ["6S 9S KS 6D AH 8H", "6H TS QD JC 9D 7C"]
    g = deal(rules=rules, hands=hands)
    g.apply(attack(C("6H")))
    # It can beat 6H (8H): it beats rather than transfer with 6S or 6D.
    assert EasyPlayer().choose(g.view(0)) == beat(C("6H"), C("8H"))
    hands = ["6S 9S KS 6D AS 8S", "6H TS QD JC 9D 7C"]
    g = deal(rules=rules, hands=hands)
    g.apply(attack(C("6H")))
    # No heart, no trump: it transfers with its cheapest six.
    assert EasyPlayer().choose(g.view(0)) == transfer(C("6S"))
