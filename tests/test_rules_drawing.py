"""Drawing, the next bout, going out, the durak and the draw (options 9, 10 and 11)."""

from __future__ import annotations

from dataclasses import replace

from helpers import cards, hand, new_game, of_type, play

from game.engine import Game, Phase, Result, Rules, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
P24 = PODKIDNOY.with_deck(24)

# Three players, 24 cards (six in the draw deck), hearts trump (AH face up).
D1 = ["9H 9S 9C JS KS AS", "TS TC JD KD AC AD", "9D TD QH QD QS QC"]


def test_draw_order_attacker_first_then_clockwise_defender_last_trump_card_last() -> None:
    g = new_game(P24, 3, D1, trump="AH", deck_top="JH JC KH KC TH")
    events = play(
        g,
        "0 attack 9S 9C", "1 beat 9S TS", "1 beat 9C TC",
        "0 pass", "2 throw 9D", "1 beat 9D JD",
        "0 pass", "2 throw TD", "1 beat TD KD",
        "0 pass", "2 pass",
    )  # fmt: skip
    drawn = of_type(events, ev.CardsDrawn)
    assert drawn == [
        ev.CardsDrawn(0, tuple(cards("JH JC")), 2),
        ev.CardsDrawn(2, tuple(cards("KH KC")), 2),
        # The defender comes last and gets what is left: TH and the face-up AH.
        ev.CardsDrawn(1, tuple(cards("TH AH")), 2, tuple(cards("AH"))),
    ]
    assert g.deck_size() == 0
    assert g.hand_size(1) == 4 and g.hand_size(0) == 6 and g.hand_size(2) == 6
    assert "AH" in {str(c) for c in g.known_cards(1)}
    # Everybody still holds cards: nobody is out; the successful defender attacks.
    assert of_type(events, ev.PlayerOut) == []
    assert (g.attacker, g.defender) == (1, 2)


def test_draw_order_starts_with_the_first_attacker_not_the_seat_after_the_defender() -> None:
    # Seat 2 holds the lowest trump and attacks seat 0; seat 1 throws in.  Order: 2, 1, then 0.
    hands = ["TS TC JD KD AC AD", "9D TD QH QD QS QC", "9H 9S 9C JS KS AS"]
    g = new_game(P24, 3, hands, trump="AH", deck_top="JH JC KH KC TH")
    assert (g.attacker, g.defender) == (2, 0)
    events = play(
        g,
        "2 attack 9S 9C", "0 beat 9S TS", "0 beat 9C TC",
        "2 pass", "1 throw 9D", "0 beat 9D JD",
        "2 pass", "1 throw TD", "0 beat TD KD",
        "2 pass", "1 pass",
    )  # fmt: skip
    assert [(e.seat, e.count) for e in of_type(events, ev.CardsDrawn)] == [(2, 2), (1, 2), (0, 2)]  # type: ignore[attr-defined]


# Four players, 24 cards: no draw deck; clubs trump (AC dealt last).
OUT = [
    "9C 9D 9H AS AH AD",
    "TC JC QC KC TD TH",
    "9S TS KS KH KD QS",
    "JD JH JS QH QD AC",
]


def _out_game():  # type: ignore[no-untyped-def]
    g = new_game(P24, 4, OUT, trump="AC")
    assert (g.attacker, g.defender, g.limit) == (0, 1, 6)
    events = play(
        g,
        "0 attack 9D", "1 beat 9D TD",
        "0 throw 9H", "1 beat 9H TH",
        "0 pass", "2 throw 9S", "1 beat 9S TC",
        "0 pass", "2 throw TS", "1 beat TS JC",
        "0 pass", "2 pass", "3 throw JD", "1 beat JD QC",
        "0 pass", "2 pass", "3 throw JH", "1 beat JH KC",
    )  # fmt: skip
    return g, events


def test_successful_defender_who_goes_out_hands_the_attack_to_the_next_player() -> None:
    g, events = _out_game()
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, 1)]
    assert g.is_out(1) and not g.is_over
    # Seat 1 defended but is out: seat 2 attacks, seat 3 defends.
    assert (g.attacker, g.defender) == (2, 3)


def test_out_players_are_skipped_as_thrower_defender_and_attacker() -> None:
    g, _ = _out_game()
    # As a thrower: only 2 (attacker) and 0.
    assert g.throwers == (2, 0)
    play(g, "2 attack KS", "3 beat KS AC", "2 pass", "0 pass")
    # Bout 3: seat 3 attacks seat 0; throwers 3 and 2 (1 is out).
    assert (g.attacker, g.defender) == (3, 0)
    assert g.throwers == (3, 2)
    play(g, "3 attack QH", "0 take", "3 throw QD", "3 pass", "2 throw QS", "3 pass", "2 pass")
    assert g.hand_size(0) == 7
    # After 0 took, the next player (1) is out: seat 2 attacks, seat 3 defends.
    assert (g.attacker, g.defender) == (2, 3)
    play(g, "2 attack KH", "3 take")
    # Now seat 0 attacks; its next player (1) is out, so seat 2 defends.
    assert (g.attacker, g.defender) == (0, 2)
    assert g.throwers == (0, 3)


def test_out_player_is_never_to_act_in_random_play() -> None:
    import random

    rng = random.Random(5)
    for seed in range(30):
        g = Game.new(PODKIDNOY, 2 + seed % 5, seed=seed)
        while not g.is_over:
            assert not g.is_out(g.to_act)
            assert not g.is_out(g.attacker) and not g.is_out(g.defender)
            g.apply(rng.choice(g.legal_actions()))


# Two suits of six ranks (12 cards), two players: no draw deck, hearts trump.
TWO_SUITS = Rules(suits=2, ranks=6)
ALL_OUT = ["9H 9S TS JS QS KS", "TH JH QH KH AS AH"]
ALL_OUT_SCRIPT = (
    "0 attack 9S 9H", "1 beat 9H TH", "1 beat 9S JH",
    "0 throw TS", "1 beat TS QH",
    "0 throw JS", "1 beat JS KH",
    "0 throw QS", "1 beat QS AH",
    "0 throw KS", "1 beat KS AS",
)  # fmt: skip


def test_all_remaining_players_out_in_the_same_bout_is_a_draw() -> None:
    g = new_game(TWO_SUITS, 2, ALL_OUT, trump="AH")
    assert (g.attacker, g.limit) == (0, 6)
    events = play(g, *ALL_OUT_SCRIPT)
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(0, 1), ev.PlayerOut(1, 2)]
    assert of_type(events, ev.GameOver) == [ev.GameOver(None, True, None)]
    assert g.is_over and g.phase == Phase.OVER and g.to_act == -1
    assert g.result == Result(None, True, None, (0, 1))
    assert g.legal_actions() == []


def test_all_out_without_draws_the_last_defender_is_the_durak() -> None:
    g = new_game(replace(TWO_SUITS, draws=False), 2, ALL_OUT, trump="AH")
    events = play(g, *ALL_OUT_SCRIPT)
    assert of_type(events, ev.GameOver) == [ev.GameOver(1, False, None)]
    assert g.result == Result(1, False, None, (0, 1))


def test_the_defender_who_took_is_the_durak() -> None:
    g = new_game(TWO_SUITS, 2, ALL_OUT, trump="AH")
    play(g, *ALL_OUT_SCRIPT[:-1])
    events = play(g, "1 take")
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(0, 1)]
    assert of_type(events, ev.GameOver) == [ev.GameOver(1, False, None)]
    assert g.result == Result(1, False, None, (0,))
    assert hand(g, 1) == {"9S", "9H", "TH", "JH", "TS", "QH", "JS", "KH", "QS", "AH", "KS", "AS"}


# Two suits of seven ranks (14 cards), two players: the draw deck holds two cards.
def test_a_player_is_out_only_if_the_deck_is_empty_when_his_turn_to_draw_comes() -> None:
    rules = Rules(suits=2, ranks=7)
    g = new_game(rules, 2, ["8H 8S 9S TS JS QS", "9H TH JH QH KH AS"], trump="AH", deck_top="KS")
    events = play(
        g,
        "0 attack 8S", "1 beat 8S 9H",
        "0 throw 8H", "1 beat 8H TH",
        "0 throw 9S", "1 beat 9S AS",
        "0 throw TS", "1 beat TS JH",
        "0 throw JS", "1 beat JS QH",
        "0 throw QS", "1 beat QS KH",
    )  # fmt: skip
    # Both hands are empty.  The attacker draws first and takes the last two cards;
    # the defender finds the deck empty and is out.  The attacker is the durak.
    assert of_type(events, ev.CardsDrawn) == [ev.CardsDrawn(0, tuple(cards("KS AH")), 2, tuple(cards("AH")))]
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, 1)]
    assert g.result == Result(0, False, None, (1,))


def test_after_a_take_the_player_after_the_defender_attacks() -> None:
    g = new_game(
        PODKIDNOY,
        4,
        ["6H 9C TC JC QC KC", "7S 8D KS KD AC AS", "6S 6D 8S 9D TD JD", ""],
        trump="AH",
        fill=True,
    )
    assert (g.attacker, g.defender) == (0, 1)
    play(g, "0 attack 9C", "1 take", "0 pass", "2 pass", "3 pass")
    assert (g.attacker, g.defender) == (2, 3)
    assert of_type(g.start_events, ev.BoutStarted) == [ev.BoutStarted(0, 1, 6)]


def test_hands_are_refilled_to_six_and_a_hand_above_six_draws_nothing() -> None:
    g = new_game(PODKIDNOY, 2, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"], trump="AH", deck_top="6S 6D 6C")
    events = play(g, "0 attack 7S 7C", "1 take", "0 pass")
    assert of_type(events, ev.CardsDrawn) == [ev.CardsDrawn(0, tuple(cards("6S 6D")), 2)]
    assert g.hand_size(0) == 6 and g.hand_size(1) == 8
    assert g.deck_size() == 24 - 2


def test_a_stalled_game_is_a_draw() -> None:
    """docs/rules.md, "Every game ends": 50 takes in a row that draw nothing and send nobody out."""
    from random import Random

    from game.engine import ActionKind
    from game.engine.rules import STALLED_BOUTS

    g = Game.new(Rules(suits=3, ranks=7), 3, seed=0)
    rng = Random(0)
    idle_before_end = []
    while not g.is_over:
        legal = g.legal_actions()
        take = [a for a in legal if a.kind in (ActionKind.TAKE, ActionKind.PASS)]
        singles = [a for a in legal if a.kind is ActionKind.ATTACK and len(a.cards) == 1]
        idle_before_end.append(g.idle_bouts)
        g.apply(take[0] if take else rng.choice(singles or legal))
    assert g.result == Result(None, True, None, (), stalled=True)
    assert g.idle_bouts == STALLED_BOUTS and max(idle_before_end) == STALLED_BOUTS - 1
    assert len(g.deck) == 1, "the cards went round with the stock still holding the trump card"


def test_a_take_that_draws_a_card_is_progress() -> None:
    g = new_game(
        preset("podkidnoy"),
        3,
        ["6S 7S 8S 9S TS JS", "6H 7H 8H 9H TH JH", "6D 7D 8D 9D TD JD"],
        trump="AC",
        fill=True,
    )
    play(g, "0 attack 6S", "1 take", "0 pass", "2 pass")
    assert g.idle_bouts == 0, "seat 0 drew a card"
