"""Deck, deal and trump (options 1 and 2)."""

from __future__ import annotations

import pytest
from helpers import card, cards, hand, make_deck, new_game, of_type, play, strs

from game.engine import Card, Game, NotationError, Rules, RulesError, preset
from game.engine import events as ev
from game.engine.cards import deck_for

PODKIDNOY = preset("podkidnoy")


# ------------------------------------------------------------------ decks
@pytest.mark.parametrize(
    ("size", "lowest"),
    [(24, 9), (36, 6), (52, 2)],
)
def test_standard_decks_have_the_top_ranks_up_to_the_ace(size: int, lowest: int) -> None:
    rules = PODKIDNOY.with_deck(size)
    d = deck_for(rules.suits, rules.ranks, 0)
    assert len(d.cards) == size == rules.deck_size
    assert min(c.rank for c in d.cards) == lowest
    assert max(c.rank for c in d.cards) == 14
    assert len(set(d.cards)) == size
    assert {c.suit for c in d.cards} == {0, 1, 2, 3}


def test_no_other_standard_deck() -> None:
    with pytest.raises(RulesError):
        PODKIDNOY.with_deck(32)


def test_generalized_deck_ranks_continue_past_the_ace() -> None:
    rules = Rules(suits=5, ranks=15)
    d = deck_for(5, 15, 0)
    assert len(d.cards) == 75
    assert min(c.rank for c in d.cards) == 2
    assert max(c.rank for c in d.cards) == 16
    assert str(Card(16, 4)) == "16E"
    assert Card.parse("15E") == Card(15, 4)
    g = Game.new(rules, 7, seed=3)
    assert sum(g.hand_size(s) for s in range(7)) == 42
    assert g.deck_size() == 75 - 42


def test_generalized_small_deck_two_by_two() -> None:
    """Two suits of three ranks (6 cards) deal one card each to six players with hand size 1."""
    rules = Rules(suits=2, ranks=3, hand_size=1)
    g = Game.new(rules, 6, seed=0)
    assert all(g.hand_size(s) == 1 for s in range(6))
    assert g.deck_size() == 0


@pytest.mark.parametrize(
    ("rules", "players", "fragment"),
    [
        (Rules(suits=1, ranks=36), 2, "two suits"),
        (Rules(suits=4, ranks=1), 2, "two ranks"),
        (Rules(), 7, "cannot deal 6"),
        (Rules(), 1, "two players"),
        (Rules(transfer_by_showing_trump=True), 2, "transfer rule"),
        (Rules(teams=preset("teams").teams), 3, "teams of 2"),
        (Rules(team_wins_on_first_out=True), 4, "needs teams"),
        (Rules(seven_card=True), 2, "deals 7"),
        (Rules(suits=3, ranks=3), 2, "cannot deal"),
    ],
)
def test_impossible_rules_are_refused(rules: Rules, players: int, fragment: str) -> None:
    with pytest.raises(RulesError, match=fragment):
        Game.new(rules, players)


def test_players_two_to_six_with_36_cards_and_seven_with_a_52_deck() -> None:
    for n in range(2, 7):
        g = Game.new(PODKIDNOY, n, seed=n)
        assert [g.hand_size(s) for s in range(n)] == [6] * n
        assert g.deck_size() == 36 - 6 * n
    g = Game.new(PODKIDNOY.with_deck(52), 8, seed=1)
    assert g.deck_size() == 52 - 48


def test_the_24_card_deck_takes_at_most_four_players() -> None:
    rules = PODKIDNOY.with_deck(24)
    assert Game.new(rules, 4).deck_size() == 0
    with pytest.raises(RulesError):
        Game.new(rules, 5)


# --------------------------------------------------------------- notation
def test_card_notation() -> None:
    assert Card.parse("10H") == Card.parse("TH") == Card(10, 1)
    assert str(Card.parse("10h")) == "TH"
    assert [str(c) for c in cards("6S JH QD KC AS 2S")] == ["6S", "JH", "QD", "KC", "AS", "2S"]
    assert Card(10, 1).label == "10♥"
    for bad in ("", "X", "1S", "ZZ", "AQ", "S"):
        with pytest.raises(NotationError):
            Card.parse(bad)


# ------------------------------------------------------------------ deal
def test_deal_goes_round_the_table_one_card_at_a_time_from_seat_0() -> None:
    deck = cards(
        "6S 6H 6D 7S 7H 7D 8S 8H 8D 9S 9H 9D TS TH TD JS JH JD "
        "QS QH QD KS KH KD AS AH AD 6C 7C 8C 9C TC JC QC KC AC"
    )
    g = Game.new(PODKIDNOY, 3, deck=deck)
    assert hand(g, 0) == {"6S", "7S", "8S", "9S", "TS", "JS"}
    assert hand(g, 1) == {"6H", "7H", "8H", "9H", "TH", "JH"}
    assert hand(g, 2) == {"6D", "7D", "8D", "9D", "TD", "JD"}
    state = g.state_dict()
    # The draw deck, top card first; the last card of the order is the face-up trump.
    assert state["deck"][:3] == ["QS", "QH", "QD"]
    assert state["deck"][-1] == "AC"
    assert state["trump"] == "AC"
    assert g.trump_suit == 3
    assert g.deck_size() == 18


def test_make_deck_helper_round_trips() -> None:
    hands = ["6S 7S 8S 9S TS JS", "6H 7H 8H 9H TH JH"]
    deck = make_deck(PODKIDNOY, 2, hands, trump="6D", deck_top="AS AH")
    assert deck[-1] == card("6D")
    g = Game.new(PODKIDNOY, 2, deck=deck)
    assert hand(g, 0) == set(hands[0].split())
    assert hand(g, 1) == set(hands[1].split())
    assert g.state_dict()["deck"][:2] == ["AS", "AH"]


def test_a_deck_with_a_missing_or_doubled_card_is_refused() -> None:
    deck = make_deck(PODKIDNOY, 2, ["6S 7S 8S 9S TS JS", "6H 7H 8H 9H TH JH"], trump="6D")
    with pytest.raises(RulesError):
        Game.new(PODKIDNOY, 2, deck=deck[:-1])
    with pytest.raises(RulesError):
        Game.new(PODKIDNOY, 2, deck=[*deck[:-1], deck[0]])
    with pytest.raises(RulesError):
        Game.new(PODKIDNOY, 2, deck=[*deck[:-1], Card(2, 0)])


def test_same_seed_same_game_and_different_seeds_differ() -> None:
    a = Game.new(PODKIDNOY, 3, seed=11).state_dict()
    b = Game.new(PODKIDNOY, 3, seed=11).state_dict()
    c = Game.new(PODKIDNOY, 3, seed=12).state_dict()
    assert a == b
    assert a != c


# ------------------------------------------------------------------ trump
def test_the_face_up_trump_card_is_public_and_drawn_last() -> None:
    """Two players empty the deck: the face-up trump 9D is the very last card drawn, by the defender."""
    g = new_game(
        PODKIDNOY,
        2,
        ["6S 7S 8S 9S TS JS", "QH KH AH QS KS AS"],
        trump="9D",
        fill=False,
    )
    assert of_type(g.start_events, ev.TrumpRevealed) == [ev.TrumpRevealed(card("9D"), None)]
    assert g.view(0).trump_card == card("9D")
    assert g.view(1).trump_in_deck
    # Play bouts until the deck is empty, always: 0 leads lowest, 1 beats if it can, else takes.
    drawn: list[ev.CardsDrawn] = []
    while g.deck_size() > 0:
        legal = g.legal_actions()
        drawn += [e for e in g.apply(legal[0]) if isinstance(e, ev.CardsDrawn)]
    last = drawn[-1]
    assert card("9D") in last.cards
    assert last.public == (card("9D"),)
    assert card("9D") in g.known_cards(last.seat)
    # Everyone saw it enter that hand: the other seat's view knows it.
    assert card("9D") in g.view(1 - last.seat).known[last.seat]
    assert not g.view(0).trump_in_deck


def test_trump_beats_any_other_suit_and_only_higher_trumps_beat_trumps() -> None:
    d = deck_for(4, 9, 1)  # hearts trump
    beat_6s = set(d.cards_of(d.beaten_by[d.index[card("6S")]]))
    assert beat_6s == set(cards("7S 8S 9S TS JS QS KS AS 6H 7H 8H 9H TH JH QH KH AH"))
    beat_qh = set(d.cards_of(d.beaten_by[d.index[card("QH")]]))
    assert beat_qh == set(cards("KH AH"))
    assert not d.beaten_by[d.index[card("AH")]]
    beat_ad = set(d.cards_of(d.beaten_by[d.index[card("AD")]]))
    assert beat_ad == set(cards("6H 7H 8H 9H TH JH QH KH AH"))


def test_six_players_36_cards_no_draw_deck_last_dealt_card_fixes_public_trump() -> None:
    hands = [
        "6S 7S 8S 9S TS JS",
        "6H 7H 8H 9H TH JH",
        "6D 7D 8D 9D TD JD",
        "6C 7C 8C 9C TC JC",
        "QS KS AS QH KH AH",
        "QD KD AD QC KC AC",
    ]
    g = new_game(PODKIDNOY, 6, hands, trump="KD")
    assert g.deck_size() == 0
    assert g.trump_suit == 2
    reveal = of_type(g.start_events, ev.TrumpRevealed)
    assert reveal == [ev.TrumpRevealed(card("KD"), 5)]
    # Seat 5's deal shows KD to everyone.
    dealt5 = next(e for e in of_type(g.start_events, ev.Dealt) if e.seat == 5)  # type: ignore[attr-defined]
    assert dealt5.seen_by(0).cards == (card("KD"),)
    assert card("KD") in g.view(0).known[5]
    assert card("KD") in g.known_cards(5)
    assert not g.view(3).trump_in_deck
    # The lowest trump is 6D (seat 2): seat 2 attacks seat 3.
    assert (g.attacker, g.defender, g.to_act) == (2, 3, 2)
    # Nothing is ever drawn: after a bout every hand just shrinks.
    play(g, "2 attack 6D", "3 take", "2 pass", "4 pass", "5 pass", "0 pass", "1 pass")
    assert g.deck_size() == 0
    assert g.hand_size(2) == 5
    assert g.hand_size(3) == 7
    # After the take seat 4 attacks seat 5.
    assert (g.attacker, g.defender) == (4, 5)


def test_six_players_random_seed_trump_is_the_last_dealt_card() -> None:
    for seed in range(5):
        g = Game.new(PODKIDNOY, 6, seed=seed)
        assert g.start_deck[-1] in g.hand(5)
        assert g.trump_suit == g.start_deck[-1].suit
        assert strs(g.known_cards(5)) >= {str(g.start_deck[-1])}
