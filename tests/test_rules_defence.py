"""Defending and taking (option 7)."""

from __future__ import annotations

import pytest
from helpers import cards, hand, legal, new_game, of_type, play, strs

from game.engine import IllegalActionError, Phase, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
# Two players, hearts trump.  Seat 0 holds the lowest trump 6H.
TWO = ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"]


def test_beat_with_a_higher_card_of_the_suit_or_any_trump_or_take() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C")
    assert (g.phase, g.to_act) == (Phase.DEFEND, 1)
    assert legal(g) == {
        "beat 7S 8S", "beat 7S AS", "beat 7S 7H", "beat 7S KH",
        "beat 7C TC", "beat 7C 7H", "beat 7C KH",
        "take",
    }  # fmt: skip


def test_a_trump_is_beaten_only_by_a_higher_trump() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 6H")
    assert legal(g) == {"beat 6H 7H", "beat 6H KH", "take"}
    with pytest.raises(IllegalActionError, match="only a higher trump"):
        play(g, "beat 6H AS")


def test_wrong_suit_and_too_low_are_refused_with_a_reason() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 9D")
    with pytest.raises(IllegalActionError, match="does not beat"):
        play(g, "beat 9D TC")
    g = new_game(PODKIDNOY, 2, ["6H 7S 7C 9D QS KC", "8S 7H 8D TC AS KH"], trump="AH")
    play(g, "0 attack 9D")
    with pytest.raises(IllegalActionError, match="too low"):
        play(g, "beat 9D 8D")


def test_take_after_beating_part_of_the_attack_takes_everything_on_the_table() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7S 8S")
    # 7C is still unbeaten: the defender answers again, and may still take.
    assert (g.phase, g.to_act) == (Phase.DEFEND, 1)
    assert legal(g) == {"beat 7C TC", "beat 7C 7H", "beat 7C KH", "take"}
    events = play(g, "1 take")
    assert of_type(events, ev.TakeDeclared) == [ev.TakeDeclared(1)]
    # Seat 0 holds no 7 or 8: he is asked all the same, may only pass, and the bout ends.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    assert legal(g) == {"pass"}
    events += play(g, "0 pass")
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(1, True, tuple(cards("7S 8S 7C")))]
    assert {"7S", "8S", "7C"} <= hand(g, 1)
    # Everybody saw those cards go to seat 1.
    assert strs(g.view(0).known[1]) == {"7S", "8S", "7C"}
    assert g.discard_cards() == ()
    # Two players: after a take the attacker attacks again.
    assert (g.attacker, g.defender, g.phase) == (0, 1, Phase.LEAD)


def test_take_at_once_without_beating() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    events = play(g, "0 attack QS", "1 take", "0 pass")
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(1, True, tuple(cards("QS")))]
    assert "QS" in hand(g, 1)


def test_after_a_take_the_defender_no_longer_beats() -> None:
    g = new_game(PODKIDNOY, 2, ["6H 7S 7C 8C QS KC", "8S 7H JD TC AS KH"], trump="AH")
    play(g, "0 attack 7S", "1 beat 7S 8S", "0 throw 7C", "1 take")
    # 7C stays unbeaten: the attacker may add 8C, the defender has no say any more.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    assert legal(g) == {"throw 8C", "pass"}
    with pytest.raises(IllegalActionError):
        play(g, "beat 7C TC")
    play(g, "0 throw 8C", "0 pass")
    assert {"7S", "8S", "7C", "8C"} <= hand(g, 1)
    assert g.phase == Phase.LEAD


def test_successful_defence_discards_and_the_defender_attacks_next() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH", deck_top="6S 6D")
    events = play(g, "0 attack 9D", "1 beat 9D JD", "0 pass")
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(1, False, tuple(cards("9D JD")))]
    assert strs(g.discard_cards()) == {"9D", "JD"}
    # Attacker draws first, the defender last.
    drawn = of_type(events, ev.CardsDrawn)
    assert drawn == [
        ev.CardsDrawn(0, tuple(cards("6S")), 1),
        ev.CardsDrawn(1, tuple(cards("6D")), 1),
    ]
    assert (g.attacker, g.defender) == (1, 0)


def test_drawn_cards_are_private_to_their_owner() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH", deck_top="6S 6D")
    events = play(g, "0 attack 9D", "1 beat 9D JD", "0 pass")
    drawn = of_type(events, ev.CardsDrawn)
    assert drawn[0].seen_by(0) == drawn[0]
    assert drawn[0].seen_by(1) == ev.CardsDrawn(0, (), 1)


def test_beating_in_any_order() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7C TC", "1 beat 7S 8S")
    # Both beaten: the attacker may add sevens, eights or tens — he holds none, so he may
    # only pass.
    assert (g.phase, g.to_act) == (Phase.THROW, 0) and legal(g) == {"pass"}
    play(g, "0 pass")
    assert g.phase == Phase.LEAD and (g.attacker, g.defender) == (1, 0)
