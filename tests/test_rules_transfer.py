"""Perevodnoy (transfer) and Proyezdnoy (showing the trump) — option 8."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import cards, hand, legal, new_game, of_type, play, strs

from game.engine import IllegalActionError, Phase, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
PEREVODNOY = preset("perevodnoy")
PROYEZDNOY = preset("proyezdnoy")

# Four players, hearts trump (AH face up).  Seat 0 (6H) attacks seat 1.
FOUR = ["6H 7S 9C TC JC QC", "7D 8D KS KD KC AS", "8S 9D 7C 8C JS QS", "6S 6D 6C 9S TD JD"]


def test_transfer_passes_the_attack_to_the_next_player() -> None:
    g = new_game(PEREVODNOY, 4, FOUR, trump="AH", deck_top="AD AC KH QH")
    play(g, "0 attack 7S")
    assert legal(g) == {"beat 7S KS", "beat 7S AS", "transfer 7D", "take"}
    events = play(g, "1 transfer 7D")
    assert of_type(events, ev.Transferred) == [ev.Transferred(1, cards("7D")[0], 2)]
    assert (g.attacker, g.bout_attacker, g.defender, g.limit) == (1, 0, 2, 6)
    assert (g.phase, g.to_act) == (Phase.DEFEND, 2)
    assert [(str(a), b) for a, b in g.table_pairs()] == [("7S", None), ("7D", None)]
    # Seat 2 may pass it on again (seat 3 holds six cards).
    assert "transfer 7C" in legal(g)
    play(g, "2 beat 7S 8S", "2 beat 7D 9D")
    # The transferer is now the attacker: he is asked first (8D matches).
    assert (g.phase, g.to_act) == (Phase.THROW, 1)
    assert g.throwers == (1, 3, 0)
    events = play(g, "1 pass", "3 pass", "0 pass")
    # The bout's first attacker (0) still draws first, then clockwise, the defender last.
    assert [(e.seat, e.count) for e in of_type(events, ev.CardsDrawn)] == [(0, 1), (1, 1), (2, 2)]  # type: ignore[attr-defined]
    assert hand(g, 0) >= {"AD"} and hand(g, 1) >= {"AC"} and hand(g, 2) >= {"KH", "QH"}
    # The successful defender attacks next.
    assert (g.attacker, g.defender) == (2, 3)


def test_after_a_transferred_attack_is_taken_the_player_after_the_final_defender_attacks() -> None:
    g = new_game(PEREVODNOY, 4, FOUR, trump="AH")
    events = play(g, "0 attack 7S", "1 transfer 7D", "2 take", "1 pass", "3 pass", "0 pass")
    # Throw-ins after the take: seat 1 (the last to transfer) first, then 3, then 0.  Nobody
    # holds a seven, so each may only pass; then the bout ends.
    assert of_type(events, ev.Passed) == [ev.Passed(s, "throw") for s in (1, 3, 0)]
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(2, True, tuple(cards("7S 7D")))]
    assert {"7S", "7D"} <= hand(g, 2)
    assert (g.attacker, g.defender) == (3, 0)


def test_no_transfer_in_podkidnoy() -> None:
    g = new_game(PODKIDNOY, 4, FOUR, trump="AH")
    play(g, "0 attack 7S")
    assert "transfer 7D" not in legal(g)
    with pytest.raises(IllegalActionError, match="not played"):
        play(g, "transfer 7D")


# Two players, hearts trump: the next defender is the attacker himself.
TWO = ["6H 7S 7C 7H 9D QS", "7D 8S TC KH AS JD"]


def test_transfer_only_while_nothing_is_beaten() -> None:
    g = new_game(PEREVODNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C")
    assert "transfer 7D" in legal(g)
    play(g, "1 beat 7S 8S")
    assert "transfer 7D" not in legal(g)
    with pytest.raises(IllegalActionError, match="before any card is beaten"):
        play(g, "transfer 7D")


def test_transfer_only_with_a_card_of_the_attack_rank() -> None:
    g = new_game(PEREVODNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S")
    with pytest.raises(IllegalActionError, match="rank 7"):
        play(g, "transfer 8S")


def test_no_transfer_to_a_player_who_cannot_bear_the_count() -> None:
    g = new_game(PEREVODNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C 7H")
    # Seat 0 now holds three cards and would face four: no transfer.
    assert g.hand_size(0) == 3
    assert not any(m.startswith("transfer") for m in legal(g))
    with pytest.raises(IllegalActionError, match="holds 3 cards and cannot face 4"):
        play(g, "transfer 7D")


def test_transfer_back_in_a_two_player_game_uses_the_attackers_current_hand() -> None:
    g = new_game(PEREVODNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C")
    play(g, "1 transfer 7D")
    # Seat 0 defends three cards with four in hand; the limit is his hand now.
    assert (g.attacker, g.defender, g.limit) == (1, 0, 4)
    assert "transfer 7H" in legal(g)  # seat 1 holds five cards >= 4
    play(g, "0 transfer 7H")
    assert (g.attacker, g.defender, g.limit, g.to_act) == (0, 1, 5, 1)
    assert len(g.table_pairs()) == 4


def test_transfer_respects_the_attack_cap() -> None:
    g = new_game(replace(PEREVODNOY, max_attack=2), 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C")
    assert not any(m.startswith("transfer") for m in legal(g))
    with pytest.raises(IllegalActionError, match="At most 2"):
        play(g, "transfer 7D")


# Proyezdnoy: diamonds trump (AD face up); seat 1 holds the trump seven 7D.
SHOW = ["6D 7S 7C 7H 9S QS", "7D 8S TC KH AS JH"]


def test_show_trump_passes_the_attack_on_and_the_trump_stays_in_hand() -> None:
    g = new_game(PROYEZDNOY, 2, SHOW, trump="AD")
    play(g, "0 attack 7S")
    assert {"show 7D", "transfer 7D"} <= legal(g)
    events = play(g, "1 show 7D")
    assert of_type(events, ev.TrumpShown) == [ev.TrumpShown(1, cards("7D")[0], 0)]
    assert "7D" in hand(g, 1)
    # Everybody has seen it.
    assert "7D" in strs(g.view(0).known[1])
    assert [(str(a), b) for a, b in g.table_pairs()] == [("7S", None)]
    assert (g.attacker, g.defender, g.to_act, g.limit) == (1, 0, 0, 5)


def test_show_is_possible_when_a_transfer_would_exceed_the_next_hand() -> None:
    g = new_game(PROYEZDNOY, 2, SHOW, trump="AD")
    play(g, "0 attack 7S 7C 7H")
    # Four cards would not fit seat 0's three; showing adds no card and three fit.
    assert "transfer 7D" not in legal(g)
    assert "show 7D" in legal(g)
    play(g, "1 show 7D")
    assert (g.defender, g.limit) == (0, 3)


def test_each_trump_may_be_shown_only_once_per_bout() -> None:
    g = new_game(PROYEZDNOY, 2, SHOW, trump="AD")
    play(g, "0 attack 7S", "1 show 7D", "0 transfer 7C")
    assert g.defender == 1
    moves = legal(g)
    assert "show 7D" not in moves
    # Putting the same trump down as a transfer card is still allowed.
    assert "transfer 7D" in moves
    with pytest.raises(IllegalActionError, match="already shown"):
        play(g, "show 7D")


def test_show_needs_the_proyezdnoy_rule_and_a_trump() -> None:
    g = new_game(PEREVODNOY, 2, SHOW, trump="AD")
    play(g, "0 attack 7S")
    assert "show 7D" not in legal(g)
    with pytest.raises(IllegalActionError, match="showing the trump is not played"):
        play(g, "show 7D")
    g = new_game(PROYEZDNOY, 2, ["6D 7S 7C 9H 9S QS", "7H 8S TC KH AS JH"], trump="AD")
    play(g, "0 attack 7S")
    with pytest.raises(IllegalActionError, match="Only a trump"):
        play(g, "show 7H")


def test_shown_trumps_reset_in_the_next_bout() -> None:
    g = new_game(PROYEZDNOY, 2, SHOW, trump="AD")
    play(g, "0 attack 7S", "1 show 7D", "0 take")
    # The shown trump is still in hand: seat 1 may throw it in after the take.
    assert (g.to_act, legal(g)) == (1, {"throw 7D", "pass"})
    play(g, "1 pass")
    # After the take seat 1 attacks; nothing is shown in the new bout.
    assert g.shown == 0
    assert (g.attacker, g.defender) == (1, 0)
