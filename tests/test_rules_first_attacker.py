"""Who attacks first (option 3): lowest trump, fallback, random, and matches."""

from __future__ import annotations

import random

import pytest
from helpers import card, new_game, of_type

from game.engine import FirstAttacker, Game, Match, MatchStart, Result, Rules, RulesError, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")


def test_holder_of_the_lowest_trump_attacks_first_and_shows_it() -> None:
    # Hearts are trump (7H face up). 6H is the lowest trump: seat 2 holds it and attacks seat 0.
    g = new_game(
        PODKIDNOY,
        3,
        ["8H AS KS QS JS TS", "9H AD KD QD JD TD", "6H AC KC QC JC TC"],
        trump="7H",
    )
    assert of_type(g.start_events, ev.FirstAttacker) == [ev.FirstAttacker(2, card("6H"), "lowest_trump")]
    assert (g.attacker, g.defender, g.to_act) == (2, 0, 2)
    assert g.bout_attacker == 2
    # Showing it makes it known to everyone.
    assert g.known_cards(2) == (card("6H"),)
    assert g.view(1).known[2] == (card("6H"),)
    assert of_type(g.start_events, ev.BoutStarted) == [ev.BoutStarted(2, 0, 6)]


def test_face_up_trump_is_not_in_a_hand_so_the_lowest_held_trump_counts() -> None:
    # 6H lies face up under the deck; 7H (seat 1) is the lowest trump anybody holds.
    g = new_game(
        PODKIDNOY,
        3,
        ["8H AS KS QS JS TS", "7H AD KD QD JD TD", "9H AC KC QC JC TC"],
        trump="6H",
    )
    assert of_type(g.start_events, ev.FirstAttacker) == [ev.FirstAttacker(1, card("7H"), "lowest_trump")]
    assert (g.attacker, g.defender) == (1, 2)


def test_nobody_holds_a_trump_then_the_lowest_card_starts() -> None:
    # 24 cards, 2 players: all diamonds stay in the deck. Lowest card held: 9H (9S is in the deck).
    rules = PODKIDNOY.with_deck(24)
    g = new_game(rules, 2, ["TS JS QS KS AS AC", "9H TH JH QH 9C TC"], trump="AD", deck_top="9S")
    assert of_type(g.start_events, ev.FirstAttacker) == [ev.FirstAttacker(1, card("9H"), "lowest_card")]
    assert (g.attacker, g.defender) == (1, 0)
    assert g.known_cards(1) == (card("9H"),)


def test_lowest_card_ties_go_by_suit_order_spades_hearts_diamonds_clubs() -> None:
    rules = PODKIDNOY.with_deck(24)
    g = new_game(rules, 2, ["9C TS JS QS KS AS", "9H TH JH QH KH AH"], trump="AD", deck_top="9S")
    first = of_type(g.start_events, ev.FirstAttacker)[0]
    assert first == ev.FirstAttacker(1, card("9H"), "lowest_card")


def test_random_first_attacker_depends_on_the_seed_only() -> None:
    rules = Rules(first_attacker=FirstAttacker.RANDOM)
    seats = set()
    for seed in range(30):
        g = Game.new(rules, 4, seed=seed)
        again = Game.new(rules, 4, seed=seed)
        assert g.attacker == again.attacker
        fa = of_type(g.start_events, ev.FirstAttacker)[0]
        assert fa == ev.FirstAttacker(g.attacker, None, "random")
        assert all(not g.known_cards(s) for s in range(4))
        seats.add(g.attacker)
    assert seats == {0, 1, 2, 3}


def test_fixed_first_attacker() -> None:
    g = Game.new(PODKIDNOY, 4, seed=5, first_attacker=3)
    assert (g.attacker, g.defender) == (3, 0)
    assert of_type(g.start_events, ev.FirstAttacker) == [ev.FirstAttacker(3, None, "match")]
    with pytest.raises(RulesError):
        Game.new(PODKIDNOY, 4, first_attacker=4)


# ------------------------------------------------------------------ matches
def _result(durak: int | None, draw: bool = False) -> Result:
    return Result(durak, draw, None, ())


def test_match_first_game_lowest_trump_then_the_durak_is_attacked() -> None:
    m = Match(PODKIDNOY, 4, seed=2)
    assert m.first_attacker() is None
    g = m.next_game()
    fa = of_type(g.start_events, ev.FirstAttacker)[0]
    assert fa.reason == "lowest_trump"  # type: ignore[attr-defined]
    m.record(_result(2))
    assert m.first_attacker() == 1
    g = m.next_game()
    assert (g.attacker, g.defender) == (1, 2)
    m.record(_result(0))
    g = m.next_game()
    assert (g.attacker, g.defender) == (3, 0)


def test_match_after_durak_option_the_next_player_starts() -> None:
    m = Match(Rules(match_start=MatchStart.AFTER_DURAK), 4, seed=2)
    m.record(_result(2))
    g = m.next_game()
    assert (g.attacker, g.defender) == (3, 0)
    m.record(_result(3))
    assert m.next_game().attacker == 0


def test_match_back_to_lowest_trump_after_a_draw() -> None:
    m = Match(PODKIDNOY, 3, seed=4)
    m.record(_result(1))
    assert m.first_attacker() == 0
    m.record(_result(None, draw=True))
    assert m.first_attacker() is None
    fa = of_type(m.next_game().start_events, ev.FirstAttacker)[0]
    assert fa.reason in ("lowest_trump", "lowest_card")  # type: ignore[attr-defined]


def test_match_back_to_lowest_trump_when_rules_or_players_change() -> None:
    m = Match(PODKIDNOY, 3)
    m.record(_result(1))
    m.change(rules=PODKIDNOY)  # nothing changes: the durak is still attacked
    assert m.first_attacker() == 0
    m.change(rules=preset("perevodnoy"))
    assert m.first_attacker() is None
    m.record(_result(2))
    assert m.first_attacker() == 1
    m.change(players=4)
    assert m.first_attacker() is None
    assert m.next_game().players == 4


def test_match_played_out_attacks_the_real_durak() -> None:
    m = Match(PODKIDNOY, 3, seed=9)
    rng = random.Random(1)
    for _ in range(3):
        g = m.next_game()
        expected = m.first_attacker()
        if expected is not None:
            assert g.attacker == expected
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        assert g.result is not None
        m.record(g.result)
    assert len(m.results) == 3
