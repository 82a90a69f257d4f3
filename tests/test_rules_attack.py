"""Attack, throw-in and limits (options 4, 5 and 6)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers import cards, hand, legal, new_game, of_type, play

from game.engine import IllegalActionError, Phase, Rules, Teams, ThrowIn, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
CLASSIC = preset("classic")
NEIGHBOURS = preset("neighbours")


# ------------------------------------------------------------- leading
def test_leading_several_cards_of_one_rank_is_on_by_default() -> None:
    g = new_game(PODKIDNOY, 2, ["6H 6S 6D 7C 9C TC", "7S 8D KS KD KC AS"], trump="AH")
    moves = legal(g)
    assert {"attack 6S", "attack 6H", "attack 6D", "attack 7C", "attack 9C", "attack TC"} <= moves
    assert {"attack 6S 6H", "attack 6S 6D", "attack 6H 6D", "attack 6S 6H 6D"} <= moves
    assert "attack 6S 7C" not in moves
    events = play(g, "0 attack 6S 6H 6D")
    assert of_type(events, ev.Attacked) == [ev.Attacked(0, tuple(cards("6S 6H 6D")), 1)]
    assert [str(a) for a, b in g.table_pairs()] == ["6S", "6H", "6D"]
    assert (g.phase, g.to_act) == (Phase.DEFEND, 1)
    assert hand(g, 0) == {"7C", "9C", "TC"}


def test_multi_lead_off_allows_single_cards_only() -> None:
    rules = replace(PODKIDNOY, multi_lead=False)
    g = new_game(rules, 2, ["6H 6S 6D 7C 9C TC", "7S 8D KS KD KC AS"], trump="AH")
    assert legal(g) == {"attack 6S", "attack 6H", "attack 6D", "attack 7C", "attack 9C", "attack TC"}
    with pytest.raises(IllegalActionError, match="leading several"):
        play(g, "attack 6S 6H")


def test_multi_lead_is_limited_by_the_bout_limit() -> None:
    rules = replace(PODKIDNOY, first_bout_limit=2)
    g = new_game(rules, 2, ["6H 6S 6D 6C 9C TC", "7S 8D KS KD KC AS"], trump="AH")
    assert g.limit == 2
    moves = legal(g)
    assert "attack 6S 6D" in moves
    assert not any(m.startswith("attack") and len(m.split()) > 3 for m in moves)
    with pytest.raises(IllegalActionError, match="at most 2"):
        play(g, "attack 6S 6D 6C")


# ------------------------------------------------------------- throw-in
# Four players, hearts trump.  Seat 0 (6H, lowest trump) attacks seat 1.
FOUR = ["6H 6S 9C TC JC QC", "7S 8D KS KD KC AS", "6D 9S TS JS QS 9D", "7D 8C TD JD QD AD"]


def _four(rules: Rules):  # type: ignore[no-untyped-def]
    g = new_game(rules, 4, FOUR, trump="AH")
    assert (g.attacker, g.defender) == (0, 1)
    play(g, "0 attack 6S", "1 beat 6S 7S")
    # Everything is beaten: the attacker is asked first (he may add 6H), then clockwise.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    assert legal(g) == {"throw 6H", "pass"}
    play(g, "0 pass", "2 pass", "3 throw 7D", "1 beat 7D 8D")
    return g


def test_throw_in_all_any_new_card_asks_everybody_again() -> None:
    g = _four(PODKIDNOY)
    # A new card was played: seat 0, who had passed, is asked again first.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    events = play(g, "0 pass", "2 pass", "3 pass")
    ended = of_type(events, ev.BoutEnded)
    assert len(ended) == 1 and not ended[0].taken  # type: ignore[attr-defined]
    assert (g.attacker, g.defender) == (1, 2)


def test_throw_in_priority_a_player_who_passed_stays_passed() -> None:
    g = _four(CLASSIC)
    # Seats 0 and 2 passed for good: only seat 3 is asked (his 8C matches the 8D on the table).
    assert (g.phase, g.to_act) == (Phase.THROW, 3)
    events = play(g, "3 pass")
    assert of_type(events, ev.BoutEnded)
    assert "6H" in hand(g, 0) and "6D" in hand(g, 2)


def test_throw_in_priority_passes_reset_after_a_take() -> None:
    g = new_game(CLASSIC, 4, FOUR, trump="AH")
    play(g, "0 attack 6S", "1 beat 6S 7S", "0 pass", "2 pass", "3 throw 7D", "1 take")
    # After the take everyone may add again, in priority order from the attacker.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    play(g, "0 throw 6H")
    # Seat 0 has not passed since the take: he is asked again although he holds no six or seven.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    assert legal(g) == {"pass"}
    play(g, "0 pass", "2 throw 6D")
    # Nobody holds another six or seven: seats 2 and 3 may only pass, and the bout ends.
    assert legal(g) == {"pass"}
    play(g, "2 pass", "3 pass")
    assert g.phase == Phase.LEAD
    assert {"6S", "7S", "7D", "6H", "6D"} <= hand(g, 1)
    # After a take the player after the defender attacks.
    assert (g.attacker, g.defender) == (2, 3)


def test_priority_order_wraps_round_the_table_from_the_attacker() -> None:
    # Seat 2 holds the lowest trump: order of throwers is 2, 0, 1 (3 defends).
    hands = ["6S 9C TC JC QC KC", "6D 8S TS JS QS AC", "6H 6C 9D TD JD QD", "7C 8D KS KD AS AD"]
    g = new_game(CLASSIC, 4, hands, trump="AH")
    assert (g.attacker, g.defender) == (2, 3)
    play(g, "2 attack 6C", "3 beat 6C 7C")
    assert g.to_act == 2
    play(g, "2 pass")
    assert g.to_act == 0
    play(g, "0 pass")
    assert g.to_act == 1
    play(g, "1 throw 6D", "3 beat 6D 8D")
    # Seats 2 and 0 passed: in priority mode seat 1 (8S) is asked, not seat 2 (6H).
    assert g.to_act == 1
    assert legal(g) == {"throw 8S", "pass"}
    # Everybody-may-add rules: the new card asks seat 2 first again.
    g = new_game(PODKIDNOY, 4, hands, trump="AH")
    play(g, "2 attack 6C", "3 beat 6C 7C", "2 pass", "0 pass", "1 throw 6D", "3 beat 6D 8D")
    assert g.to_act == 2


def test_players_who_cannot_add_are_asked_all_the_same_and_may_only_pass() -> None:
    # Skipping a thrower who holds no matching card would tell everybody who does hold one.
    hands = ["6H 9C TC JC QC KC", "7S 8S 9S AS AD AC", "6S 6D 6C 8D 9D TD", "7D 7C 8C JD JS TS"]
    g = new_game(PODKIDNOY, 4, hands, trump="AH")
    events = play(g, "0 attack QC", "1 beat QC AC")
    # Nobody else holds a queen or an ace, yet each thrower is asked in turn.
    assert of_type(events, ev.BoutEnded) == []
    for seat in (0, 2, 3):
        assert (g.phase, g.to_act) == (Phase.THROW, seat)
        assert legal(g) == {"pass"}
        events += play(g, f"{seat} pass")
    assert of_type(events, ev.Passed) == [ev.Passed(0, "throw"), ev.Passed(2, "throw"), ev.Passed(3, "throw")]
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(1, False, tuple(cards("QC AC")))]
    assert (g.attacker, g.defender) == (1, 2)


def test_neighbours_only_the_defenders_two_neighbours_may_throw_in() -> None:
    # Seat 3 sits opposite the defender (1): it holds 6D but is never asked.
    hands = ["6H 6S 9C TC JC QC", "7S 8D KS KD KC AS", "6C 9S TS JS QS 9D", "6D 8C TD JD QD AD"]
    g = new_game(NEIGHBOURS, 4, hands, trump="AH")
    assert g.throwers == (0, 2)
    play(g, "0 attack 6S", "1 beat 6S 7S", "0 pass", "2 pass")
    assert g.phase == Phase.LEAD and (g.attacker, g.defender) == (1, 2)
    assert "6D" in hand(g, 3)
    # Bout 2: defender 2, neighbours 1 and 3; seat 0 may not add.
    assert g.throwers == (1, 3)
    # The same deal with everybody allowed: seat 3 is asked.
    g = new_game(PODKIDNOY, 4, hands, trump="AH")
    play(g, "0 attack 6S", "1 beat 6S 7S", "0 pass", "2 pass")
    assert g.to_act == 3 and legal(g) == {"throw 6D", "pass"}


def test_neighbours_the_attacker_may_always_add_even_when_not_beside_the_defender() -> None:
    # Six players in two teams of three ({0, 2, 4} and {1, 3, 5}), 18 cards, no draw deck,
    # hearts trump.  Seat 4 plays its last card in the first bout and is out; later seat 3
    # attacks past its partner 5 to seat 0, whose neighbours are 5 and 1.
    rules = replace(NEIGHBOURS, teams=Teams.TRIPLES, suits=3, ranks=6, hand_size=3)
    hands = ["QH AH TD", "QS TH AD", "9S JS JD", "TS KS AS", "9H KH 9D", "JH QD KD"]
    g = new_game(rules, 6, hands, trump="JH")
    assert (g.attacker, g.defender, g.throwers) == (4, 5, (4, 0))
    play(
        g,
        "4 attack 9D", "5 beat 9D KD", "4 throw 9H", "5 beat 9H JH", "4 throw KH", "5 take",
        "0 attack TD", "1 take", "0 pass", "2 pass",
        "2 attack 9S", "3 beat 9S KS", "2 pass",
    )  # fmt: skip
    assert g.is_out(4)
    assert (g.attacker, g.defender) == (3, 0)
    # Seat 4 is out: seat 0's neighbours are 5 and 1, so seat 3 does not sit beside him.
    assert [s for s in range(6) if not g.is_out(s)] == [0, 1, 2, 3, 5]
    # The defender's neighbours are the attacker's partners; the attacker himself still adds.
    assert g.throwers == (3, 5, 1)
    play(g, "3 attack TS", "0 beat TS AH")
    assert (g.phase, g.to_act) == (Phase.THROW, 3)
    assert legal(g) == {"throw AS", "pass"}
    play(g, "3 throw AS")
    assert (g.phase, g.to_act) == (Phase.DEFEND, 0)
    assert [str(a) for a, _ in g.table_pairs()] == ["TS", "AS"]


def test_neighbours_with_five_players() -> None:
    g = new_game(NEIGHBOURS, 5, [""] * 5, trump="AH", fill=True, first_attacker=3)
    assert (g.attacker, g.defender) == (3, 4)
    assert g.throwers == (3, 0)


# ---------------------------------------------------------------- limits
# Six players, clubs trump, no draw deck.  Seat 2 throws in three cards in bout 1
# and then defends bout 2 with three cards in hand: the limit is 3.
SIX = [
    "6C 9S 6S 6H 6D 7S",
    "TS JH TD KH 7H 7D",
    "9H 9D TH 8S 8H 8D",
    "7C 8C QS AS QH AH",
    "9C TC JS JD JC KS",
    "KD QD AD QC KC AC",
]


SIX_BOUT1 = (
    "0 attack 9S", "1 beat 9S TS",
    "0 pass", "2 throw 9H", "1 beat 9H JH",
    "0 pass", "2 throw 9D", "1 beat 9D TD",
    "0 pass", "2 throw TH", "1 beat TH KH",
    "0 pass", "2 pass", "3 pass", "4 pass", "5 pass",
)  # fmt: skip


def test_throw_ins_never_exceed_the_defenders_hand_at_the_start_of_the_bout() -> None:
    g = new_game(PODKIDNOY, 6, SIX, trump="AC")
    assert (g.attacker, g.defender, g.limit) == (0, 1, 6)
    play(g, *SIX_BOUT1)
    assert hand(g, 2) == {"8S", "8H", "8D"}
    assert (g.attacker, g.defender, g.limit) == (1, 2, 3)
    events = play(g, "1 attack 7H", "2 beat 7H 8H", "1 throw 7D", "2 beat 7D 8D", "3 throw 7C")
    # Three attack cards face a defender who started with three: nobody may add more.
    assert len(g.table_pairs()) == 3
    assert legal(g) == {"take"}  # 8S cannot beat the trump 7C
    events = play(g, "2 take")
    # Seat 3 (8C) and seat 0 (7S) still hold matching cards but are not asked.
    assert of_type(events, ev.Passed) == []
    assert "8C" in hand(g, 3) and "7S" in hand(g, 0)
    assert hand(g, 2) == {"8S", "7H", "8H", "7D", "8D", "7C"}
    # Seat 1 played its last card with no deck left: it is out.
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, 1)]
    assert (g.attacker, g.defender) == (3, 4)


def test_only_public_facts_end_the_asking_no_cards_left_or_the_limit_reached() -> None:
    g = new_game(PODKIDNOY, 6, SIX, trump="AC")
    play(g, *SIX_BOUT1)
    assert (g.attacker, g.defender, g.limit, g.throwers) == (1, 2, 3, (1, 3, 4, 5, 0))
    events = play(g, "1 attack 7H 7D", "2 beat 7H 8H", "2 beat 7D 8D")
    # The attacker led his last two cards: holding nothing, he is not asked.
    assert g.hand_size(1) == 0
    assert (g.phase, g.to_act) == (Phase.THROW, 3)
    assert legal(g) == {"throw 7C", "throw 8C", "pass"}
    events += play(g, "3 pass")
    # Seats 4 and 5 hold no seven or eight: asked all the same, they may only pass.
    for seat in (4, 5):
        assert g.to_act == seat and legal(g) == {"pass"}
        events += play(g, f"{seat} pass")
    assert g.to_act == 0 and legal(g) == {"throw 7S", "pass"}
    events += play(g, "0 throw 7S")
    assert of_type(events, ev.Passed) == [ev.Passed(s, "throw") for s in (3, 4, 5)]
    # The third card reaches the limit: once beaten, the bout ends without asking anybody
    # (seat 3 still holds 7C and 8C).
    events = play(g, "2 beat 7S 8S")
    assert of_type(events, ev.Passed) == []
    assert of_type(events, ev.BoutEnded) == [ev.BoutEnded(2, False, tuple(cards("7S 8S 7H 8H 7D 8D")))]
    assert {"7C", "8C"} <= hand(g, 3)


# Three players, hearts trump.  Seat 1 takes and holds 9 cards; later the attackers
# could add seven cards but the bout stops at six.
THREE = ["6H 9S 9C 7S 7D 7C", "TS 8S 8D 8C QS QD", "9D TC TH 7H JS JD"]


def test_throw_ins_never_exceed_six_and_may_follow_a_take() -> None:
    g = new_game(PODKIDNOY, 3, THREE, trump="AH", deck_top="TD KS 6S 6D 8H")
    play(g, "0 attack 9S", "1 take", "0 throw 9C")
    # Seat 0 holds no other nine: he is still asked, and may only pass.
    assert (g.phase, g.to_act) == (Phase.THROW, 0) and legal(g) == {"pass"}
    play(g, "0 pass", "2 throw 9D")
    # A new card asks everybody again, whether or not they can add.
    play(g, "0 pass", "2 pass")
    assert g.phase == Phase.LEAD
    assert g.hand_size(1) == 9
    assert hand(g, 0) == {"6H", "7S", "7D", "7C", "TD", "KS"}
    assert (g.attacker, g.defender) == (2, 0)
    play(g, "2 attack JS", "0 beat JS KS", "2 pass", "1 pass")
    assert (g.attacker, g.defender, g.limit) == (0, 1, 6)
    assert hand(g, 0) == {"6H", "7S", "7D", "7C", "TD", "8H"}
    play(g, "0 attack 7S", "1 beat 7S TS", "0 throw 7D", "1 take")
    # Thrown in after the take: the defender must take these too.
    assert (g.phase, g.to_act) == (Phase.THROW, 0)
    assert legal(g) == {"throw 7C", "throw TD", "pass"}
    play(g, "0 throw 7C", "0 throw TD", "0 pass", "2 throw TC")
    assert len(g.table_pairs()) == 5
    play(g, "0 pass")
    assert g.to_act == 2
    assert legal(g) == {"throw TH", "throw 7H", "pass"}
    events = play(g, "2 throw TH")
    # Six attack cards: seat 2 still holds 7H but the bout ends at once.
    assert of_type(events, ev.BoutEnded)[0].taken  # type: ignore[attr-defined]
    assert "7H" in hand(g, 2)
    assert {"7S", "TS", "7D", "7C", "TD", "TC", "TH"} <= hand(g, 1)
    assert g.hand_size(1) == 9 - 1 + 7


def test_throw_in_after_a_take_needs_a_rank_on_the_table() -> None:
    g = new_game(PODKIDNOY, 3, THREE, trump="AH")
    play(g, "0 attack 9S", "1 take")
    assert legal(g) == {"throw 9C", "pass"}
    with pytest.raises(IllegalActionError, match="rank already on the table"):
        play(g, "throw 7S")


# Three players, classic rules: first bout limited to five.
FIRST = ["6H 7S 7D TC 9C QD", "TS QC KC AC JS KS", "7C TH 7H 9S 9D JD"]


def test_first_bout_is_limited_to_five_cards() -> None:
    g = new_game(CLASSIC, 3, FIRST, trump="AH", fill=True)
    assert of_type(g.start_events, ev.BoutStarted) == [ev.BoutStarted(0, 1, 5)]
    events = play(
        g,
        "0 attack 7S", "1 beat 7S TS", "0 throw 7D", "1 take",
        "0 throw TC", "0 pass", "2 throw 7C", "2 throw TH",
    )  # fmt: skip
    # Five cards: seat 2 still holds 7H, yet the bout is over.
    assert of_type(events, ev.BoutEnded)[0].taken  # type: ignore[attr-defined]
    assert "7H" in hand(g, 2)
    # The second bout has the usual limit of six.
    assert of_type(events, ev.BoutStarted) == [ev.BoutStarted(2, 0, 6)]


def test_without_the_first_bout_rule_the_sixth_card_may_follow() -> None:
    g = new_game(PODKIDNOY, 3, FIRST, trump="AH", fill=True)
    assert g.limit == 6
    play(
        g,
        "0 attack 7S", "1 beat 7S TS", "0 throw 7D", "1 take",
        "0 throw TC", "0 pass", "2 throw 7C", "0 pass", "2 throw TH", "0 pass",
    )  # fmt: skip
    assert (g.phase, g.to_act) == (Phase.THROW, 2)
    assert legal(g) == {"throw 7H", "pass"}


def test_lower_max_attack_option() -> None:
    rules = replace(PODKIDNOY, max_attack=2)
    g = new_game(rules, 3, FIRST, trump="AH", fill=True)
    assert g.limit == 2
    events = play(g, "0 attack 7S", "1 beat 7S TS", "0 throw 7D", "1 take")
    assert of_type(events, ev.BoutEnded)


def test_throw_in_with_a_card_not_held_is_refused() -> None:
    g = new_game(PODKIDNOY, 3, THREE, trump="AH")
    play(g, "0 attack 9S", "1 take")
    with pytest.raises(IllegalActionError, match="do not hold"):
        play(g, "throw 9D")


def test_throw_in_rules_enum_values() -> None:
    assert {t.value for t in ThrowIn} == {"all", "neighbours", "priority"}
    assert CLASSIC.throw_in is ThrowIn.PRIORITY and CLASSIC.first_bout_limit == 5


def test_neighbours_are_the_nearest_players_still_in_the_game() -> None:
    # 24 cards, four players, no draw deck; seat 1 beats six cards and goes out.
    hands = ["9C 9D 9H AS AH AD", "TC JC QC KC TD TH", "9S TS JD JH KS KH", "JS QS QH QD KD AC"]
    g = new_game(replace(NEIGHBOURS, ranks=6), 4, hands, trump="AC")
    assert g.throwers == (0, 2)
    play(
        g,
        "0 attack 9D", "1 beat 9D TD", "0 throw 9H", "1 beat 9H TH",
        "0 pass", "2 throw 9S", "1 beat 9S TC", "0 pass", "2 throw TS", "1 beat TS JC",
        "0 pass", "2 throw JD", "1 beat JD QC", "0 pass", "2 throw JH", "1 beat JH KC",
    )  # fmt: skip
    assert g.is_out(1)
    # Seat 2 attacks seat 3, whose neighbours are now 2 and 0 (1 is out).
    assert (g.attacker, g.defender) == (2, 3)
    assert g.throwers == (2, 0)
    play(g, "2 attack KS", "3 beat KS AC", "2 pass", "0 pass")
    assert (g.attacker, g.defender, g.throwers) == (3, 0, (3, 2))
