"""Trump exchange (option 13): the lowest trump may be swapped for the face-up trump card."""

from __future__ import annotations

from dataclasses import replace

from helpers import card, hand, legal, new_game, of_type, play

from game.engine import Phase, preset
from game.engine import events as ev

RULES = replace(preset("podkidnoy"), trump_exchange=True)
TWO = ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"]


def test_holder_of_the_lowest_trump_may_exchange_it_at_the_start_of_a_bout() -> None:
    g = new_game(RULES, 2, TWO, trump="AH")
    assert (g.phase, g.to_act, g.attacker) == (Phase.EXCHANGE, 0, 0)
    assert legal(g) == {"exchange", "pass"}
    events = play(g, "0 exchange")
    assert events == [ev.TrumpExchanged(0, card("6H"), card("AH"))]
    assert "AH" in hand(g, 0) and "6H" not in hand(g, 0)
    assert g.state_dict()["deck"][-1] == "6H"
    assert g.state_dict()["trump"] == "6H"
    # Everybody saw the ace go into seat 0's hand; the six now lies face up.
    assert g.view(1).known[0] == (card("AH"),)
    assert g.view(1).trump_card == card("6H") and g.view(1).trump_in_deck
    assert (g.phase, g.to_act) == (Phase.LEAD, 0)


def test_exchange_is_offered_to_a_holder_who_is_not_the_attacker() -> None:
    # 6H is in the deck; seat 1 draws it and is offered the exchange before seat 1 leads.
    g = new_game(RULES, 2, ["7H 7S 7C 9D QS KC", "8S 8H JD TC AS KH"], trump="AH", deck_top="6S 6H")
    assert g.phase == Phase.LEAD  # nobody holds 6H yet
    play(g, "0 attack 9D", "1 beat 9D JD", "0 pass")
    assert "6H" in hand(g, 1)
    assert (g.phase, g.to_act, g.attacker) == (Phase.EXCHANGE, 1, 1)
    play(g, "1 pass")
    assert (g.phase, g.to_act) == (Phase.LEAD, 1)


def test_pass_then_asked_again_next_bout_and_only_once_after_exchanging() -> None:
    g = new_game(RULES, 2, TWO, trump="AH", deck_top="6S 6D")
    events = play(g, "0 pass")
    assert of_type(events, ev.Passed) == [ev.Passed(0, "exchange")]
    play(g, "0 attack 9D", "1 beat 9D JD", "0 pass")
    # Next bout (seat 1 attacks): seat 0 still holds 6H and AH is still under the deck.
    assert (g.phase, g.to_act, g.attacker) == (Phase.EXCHANGE, 0, 1)
    play(g, "0 exchange")
    assert (g.phase, g.to_act) == (Phase.LEAD, 1)
    play(g, "1 attack 8S", "0 take", "1 pass")
    # The six is face up now: nobody is offered an exchange again.
    assert g.phase == Phase.LEAD


def test_no_exchange_when_the_face_up_card_is_the_lowest_trump_or_the_option_is_off() -> None:
    g = new_game(RULES, 2, ["7H 7S 7C 9D QS KC", "8S 8H JD TC AS KH"], trump="6H")
    assert g.phase == Phase.LEAD
    g = new_game(preset("podkidnoy"), 2, TWO, trump="AH")
    assert g.phase == Phase.LEAD


def test_no_exchange_without_a_draw_deck() -> None:
    hands = [
        "6S 7S 8S 9S TS JS", "6H 7H 8H 9H TH JH", "6D 7D 8D 9D TD JD",
        "6C 7C 8C 9C TC JC", "QS KS AS QH KH AH", "QD KD AD QC KC AC",
    ]  # fmt: skip
    g = new_game(RULES, 6, hands, trump="KD")
    assert g.phase == Phase.LEAD
