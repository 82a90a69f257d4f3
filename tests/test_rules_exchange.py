"""Trump exchange (option 13): the lowest trump may be swapped for the face-up trump card."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import card, hand, legal, new_game, of_type, play

from game.engine import EXCHANGE, IllegalActionError, Phase, Reason, ReasonCode, preset
from game.engine import events as ev
from game.engine.cheating import PenaltyDrawn
from game.engine.record import GameRecord

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


# Issue 38: false-call penalties emptied the stock while the exchange was on offer; the offer
# stayed, and taking it crashed the engine (IndexError at the face-up card's place).
ISSUE_38 = {
    "format": "durak-record",
    "version": 2,
    "rules": {
        "suits": 13, "ranks": 3, "hand_size": 6, "max_attack": 8, "first_bout_limit": None,
        "multi_lead": True, "throw_in": "priority", "transfer": False,
        "transfer_by_showing_trump": False, "first_attacker": "lowest_trump",
        "match_start": "attack_durak", "draws": True, "redeal_on_suit": 3, "trump_exchange": True,
        "teams": "triples", "team_wins_on_first_out": False, "seven_card": False, "cheating": True,
        "cheat_penalty": 0, "false_call_penalty": 2,
    },
    "players": 6,
    "seed": 702283955,
    "deck": "QD AL QO QL KO AS QM KI KD QC QF AN AO AF AC AI QH AD KG QG AH QI AM KL AE KH KE AG KC KF "
    "QS AK KK KM QE QN QK KS KN",
    "actions": ["call 0 1", "call 1 5"],
}  # fmt: skip


def test_a_penalty_that_leaves_the_trump_card_under_the_stock_keeps_the_offer() -> None:
    g = GameRecord.from_dict(ISSUE_38).replay(upto=1)
    assert g.deck_size() == 1 and g.trump_under_stock
    assert (g.phase, g.to_act) == (Phase.EXCHANGE, 5)
    assert legal(g) == {"exchange", "pass"}


def test_the_offer_lapses_when_a_penalty_takes_the_trump_card_from_under_the_stock() -> None:
    g = GameRecord.from_dict(ISSUE_38).replay(upto=1)
    trump = g.state_dict()["trump"]
    events = play(g, "call 1 5")
    assert of_type(events, PenaltyDrawn) == [PenaltyDrawn(1, (card(trump),), 1)]
    assert g.deck_size() == 0 and not g.trump_under_stock
    # Everybody saw the face-up card go to the caller; the bout goes on with its lead.
    assert card(trump) in g.view(0).known[1]
    assert (g.phase, g.to_act) == (Phase.LEAD, g.attacker)
    assert "exchange" not in legal(g)
    with pytest.raises(IllegalActionError) as refused:
        g.apply(EXCHANGE)
    assert refused.value.reason == Reason(ReasonCode.NO_EXCHANGE)
    # The game goes on to its end without the offer coming back.
    while not g.is_over:
        assert g.phase != Phase.EXCHANGE
        g.apply(g.legal_actions()[0])
