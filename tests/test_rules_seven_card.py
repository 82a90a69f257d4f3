"""The 7-card variant (option 15): one card or k pairs + one card, no throw-ins, no transfers."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import can, cards, hand, legal, new_game, of_type, play

from game.engine import Game, IllegalActionError, Phase, Rules, RulesError, preset
from game.engine import events as ev

SEVEN = preset("seven_card")
# Two players, 36 cards, hearts trump.  Seat 0: three pairs (7s, 8s, queens) and the 6H.
HANDS = ["6H 7S 7C 8S 8C QS QC", "6S 6C TS TC JD KH AS"]


def test_seven_cards_are_dealt() -> None:
    g = new_game(SEVEN, 2, HANDS, trump="AH")
    assert g.hand_size(0) == g.hand_size(1) == 7
    assert g.deck_size() == 36 - 14
    assert (g.attacker, g.defender, g.limit) == (0, 1, 7)


def test_leads_are_one_card_or_k_pairs_plus_one_card() -> None:
    g = new_game(SEVEN, 2, HANDS, trump="AH")
    moves = legal(g)
    sizes = Counter(len(m.split()) - 1 for m in moves)
    # 7 singles; 3 pairs x 5 others; 3 pairs of pairs x 3 others; all three pairs + 6H.
    assert sizes == {1: 7, 3: 15, 5: 9, 7: 1}
    assert not can(g, "attack 7S 7C 9D")  # 9D not held
    assert can(g, "attack 7S 7C 6H")
    assert can(g, "attack 7S 7C 8S 8C QS")
    assert can(g, "attack 7S 7C 8S 8C QS QC 6H")
    assert not can(g, "attack 7S 7C")  # a pair alone
    assert not can(g, "attack 7S 8S 6H")  # no pair
    assert not can(g, "attack 7S 7C 8S 8C")  # two pairs without the odd card
    with pytest.raises(IllegalActionError, match="one to three pairs plus one card"):
        play(g, "attack 7S 7C")


def test_no_throw_ins_after_a_defence_or_a_take() -> None:
    g = new_game(SEVEN, 2, HANDS, trump="AH")
    events = play(g, "0 attack 7S 7C 8S", "1 beat 7S TS", "1 beat 7C TC", "1 beat 8S AS")
    # Seat 0 still holds 8C (an eight is on the table) but may not add it: the bout is over.
    assert "8C" in hand(g, 0)
    assert of_type(events, ev.BoutEnded)[0].taken is False  # type: ignore[attr-defined]
    # Both draw back to seven.
    assert [(e.seat, e.count) for e in of_type(events, ev.CardsDrawn)] == [(0, 3), (1, 3)]  # type: ignore[attr-defined]
    assert (g.attacker, g.defender, g.phase) == (1, 0, Phase.LEAD)
    g = new_game(SEVEN, 2, HANDS, trump="AH")
    events = play(g, "0 attack 7S 7C 8S", "1 take")
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(1, True, tuple(cards("7S 8S 7C")))]
    assert g.hand_size(1) == 10
    assert (g.attacker, g.defender) == (0, 1)


def test_no_transfers_in_the_seven_card_variant() -> None:
    with pytest.raises(RulesError, match="without transfers"):
        Game.new(Rules(hand_size=7, seven_card=True, transfer=True), 2)
    g = new_game(SEVEN, 2, HANDS, trump="AH")
    play(g, "0 attack 6H")
    assert not any(m.startswith(("transfer", "show")) for m in legal(g))


# Three suits of seven ranks (21 cards), three players: no draw deck; diamonds trump.
def test_the_lead_never_has_more_cards_than_the_defender_holds() -> None:
    rules = Rules(suits=3, ranks=7, hand_size=7, seven_card=True)
    hands = ["8D 9S 9H TS TH JS QS", "8S 8H KS KH AS 9D TD", "JH JD QH QD KD AH AD"]
    g = new_game(rules, 3, hands, trump="AD")
    assert (g.attacker, g.defender, g.limit) == (0, 1, 7)
    play(g, "0 attack 9S 9H TS TH JS", "1 take")
    # Seat 2 attacks seat 0, who holds two cards: only single cards may be led.
    assert (g.attacker, g.defender, g.limit) == (2, 0, 2)
    assert legal(g) == {f"attack {c}" for c in hands[2].split()}
    with pytest.raises(IllegalActionError, match="at most 2 cards"):
        play(g, "attack JH JD KD")


def test_three_and_four_of_a_kind_count_as_pair_plus_one_and_two_pairs() -> None:
    g = new_game(SEVEN, 2, ["6H 7S 7C 7D 7H QS KC", "6S 6C TS TC JD KH AS"], trump="AH")
    assert can(g, "attack 7S 7C 7D")
    assert can(g, "attack 7S 7C 7D 7H QS")
    assert not can(g, "attack 7S 7C 7D 7H")
