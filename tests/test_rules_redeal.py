"""Redeal (option 12): a player dealt five or more cards of one suit may demand a new deal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import cards, legal, new_game, of_type, play

from game.engine import REDEAL, GameRecord, IllegalActionError, Phase, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
RULES = replace(PODKIDNOY, redeal_on_suit=5)
# Seat 1: five spades; seat 2: six hearts (trump); seat 0: four clubs only.
HANDS = ["6C 7C 8C 9C 6D 7D", "6S 7S 8S 9S TS 8D", "6H 7H 8H 9H TH JH"]


def test_players_with_five_of_a_suit_decide_in_seat_order() -> None:
    g = new_game(RULES, 3, HANDS, trump="AH")
    assert (g.phase, g.to_act) == (Phase.REDEAL, 1)
    assert legal(g) == {"redeal", "pass"}
    # No attacker yet: the first attacker is chosen once nobody demands a new deal.
    assert of_type(g.start_events, ev.FirstAttacker) == []
    events = play(g, "1 pass")
    assert of_type(events, ev.Passed) == [ev.Passed(1, "redeal")]
    assert (g.phase, g.to_act) == (Phase.REDEAL, 2)
    events = play(g, "2 pass")
    assert of_type(events, ev.FirstAttacker) == [ev.FirstAttacker(2, cards("6H")[0], "lowest_trump")]
    assert (g.phase, g.to_act, g.attacker, g.defender) == (Phase.LEAD, 2, 2, 0)


def test_four_of_a_suit_is_not_enough_and_the_option_is_off_by_default() -> None:
    hands = ["6C 7C 8C 9C 6D 7D", "6S 7S 8S 9S 7H 8D", "6H TS 8H 9H TH 9D"]
    g = new_game(RULES, 3, hands, trump="AH")
    assert g.phase == Phase.LEAD
    g = new_game(PODKIDNOY, 3, HANDS, trump="AH")
    assert g.phase == Phase.LEAD


def test_redeal_shows_the_suit_and_deals_again_from_the_seed() -> None:
    g = new_game(RULES, 3, HANDS, trump="AH", seed=17)
    events = play(g, "1 redeal")
    assert events[0] == ev.Redealt(1, tuple(cards("6S 7S 8S 9S TS")))
    dealt = of_type(events, ev.Dealt)
    assert [e.seat for e in dealt] == [0, 1, 2]  # type: ignore[attr-defined]
    assert g.redeals == 1
    assert sum(g.hand_size(s) for s in range(3)) == 18 and g.deck_size() == 18
    # The new deal differs from the fixed one and depends only on the seed.
    assert {str(c) for c in g.hand(1)} != set(HANDS[1].split())
    again = new_game(RULES, 3, HANDS, trump="AH", seed=17)
    again.apply(REDEAL)
    assert again.state_dict() == g.state_dict()
    # A record replays the redeal exactly.
    rec = GameRecord.from_dict(GameRecord.of(g).to_dict())
    assert rec.replay().state_dict() == g.state_dict()


def test_redeal_decision_cannot_be_skipped() -> None:
    g = new_game(RULES, 3, HANDS, trump="AH")
    with pytest.raises(IllegalActionError, match="new deal"):
        play(g, "attack 6S")


def test_redeal_threshold_option() -> None:
    g = new_game(replace(PODKIDNOY, redeal_on_suit=6), 3, HANDS, trump="AH")
    assert (g.phase, g.to_act) == (Phase.REDEAL, 2)
    play(g, "2 pass")
    assert g.phase == Phase.LEAD
