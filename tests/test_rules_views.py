"""Information sets: what one seat may know (the computer opponents see only this)."""

from __future__ import annotations

import random

from helpers import card, cards, legal, make_deck, new_game, play, strs

from game.engine import Game, Rules, preset
from game.engine import events as ev

PODKIDNOY = preset("podkidnoy")
TWO = ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH"]


def test_view_shows_own_hand_public_table_and_only_seen_cards_of_others() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    play(g, "0 attack 7S 7C", "1 beat 7S 8S", "1 take", "0 pass")
    v = g.view(0)
    assert v.seat == 0
    assert strs(v.hand) == set(g.state_dict()["hands"][0])
    assert v.hand_sizes == (g.hand_size(0), g.hand_size(1))
    # Seat 1 took 7S, 8S and 7C in front of everybody: those are known, nothing else.
    assert strs(v.known[1]) == {"7S", "8S", "7C"}
    assert v.known[0] == v.hand
    assert v.deck_size == g.deck_size()
    assert v.trump_card == card("AH") and v.trump_in_deck
    # Seat 1 holds 9 cards, 3 known; the rest are unseen along with the deck.
    seen = set(v.hand) | set(v.known[1]) | {card("AH")}
    assert set(v.unseen) == set(Game.new(PODKIDNOY, 2).d.cards) - seen
    assert len(v.unseen) == (g.hand_size(1) - 3) + (g.deck_size() - 1)


def test_the_view_does_not_depend_on_hidden_cards() -> None:
    # Two deals that differ only in a card of seat 1 and a card deep in the deck.
    a = make_deck(PODKIDNOY, 2, TWO, trump="AH", deck_top="6S")
    b = list(a)
    i, j = b.index(card("JD")), b.index(card("QD"))
    b[i], b[j] = b[j], b[i]
    ga, gb = Game.new(PODKIDNOY, 2, deck=a), Game.new(PODKIDNOY, 2, deck=b)
    for game in (ga, gb):
        play(game, "0 attack 9D", "1 take")
    assert ga.state_dict() != gb.state_dict()
    assert ga.view(0) == gb.view(0)
    assert ga.view(1) != gb.view(1)


def test_the_turn_order_does_not_depend_on_hidden_cards() -> None:
    # Two deals that differ only in seat 2 holding 9C or AC (AC lies deep in the deck
    # otherwise).  Seat 2 is asked to throw in either way: who is asked tells nothing.
    hands = [*TWO, "9C 8D TD 8C QD KS"]
    a = make_deck(PODKIDNOY, 3, hands, trump="AH", deck_top="6S")
    b = list(a)
    i, j = b.index(card("9C")), b.index(card("AC"))
    b[i], b[j] = b[j], b[i]
    ga, gb = Game.new(PODKIDNOY, 3, deck=a), Game.new(PODKIDNOY, 3, deck=b)
    for game in (ga, gb):
        play(game, "0 attack 9D", "1 beat 9D JD", "0 pass")
        assert game.to_act == 2
    assert legal(ga) == {"throw 9C", "pass"} and legal(gb) == {"pass"}
    assert ga.view(0) == gb.view(0) and ga.view(1) == gb.view(1)
    assert ga.view(2) != gb.view(2)
    for game in (ga, gb):
        play(game, "2 pass")
    assert ga.view(0) == gb.view(0) and ga.view(1) == gb.view(1)


def test_the_skeleton_behind_sample_holds_no_hidden_card() -> None:
    g = new_game(PODKIDNOY, 3, ["6H 7S 7C 9D QS KC", "8S 7H JD TC AS KH", ""], trump="AH", fill=True)
    v = g.view(0)
    sk = v._skeleton
    assert sk.hands[0] == g.hands[0]
    assert sk.hands[1] == g.known[1] and sk.hands[2] == g.known[2]
    assert sk.deck == [] and sk.start_deck == () and sk.history == []


def test_sample_agrees_with_everything_public() -> None:
    rng = random.Random(4)
    for seed in range(15):
        g = Game.new(PODKIDNOY, 3, seed=seed)
        for _ in range(rng.randrange(0, 40)):
            if g.is_over:
                break
            g.apply(rng.choice(g.legal_actions()))
        for seat in range(3):
            v = g.view(seat)
            s = v.sample(random.Random(seed))
            sv = s.view(seat)
            assert sv.hand == v.hand
            assert sv.hand_sizes == v.hand_sizes
            assert sv.table == v.table
            assert sv.discard == v.discard
            assert sv.deck_size == v.deck_size
            assert sv.trump_card == v.trump_card and sv.trump_in_deck == v.trump_in_deck
            assert sv.known == v.known
            assert set(sv.unseen) == set(v.unseen)
            assert sv.legal == v.legal
            assert (sv.phase, sv.to_act, sv.attacker, sv.defender, sv.limit) == (
                v.phase,
                v.to_act,
                v.attacker,
                v.defender,
                v.limit,
            )
            # Every card is in exactly one place in the sample.
            placed = [*s.hand(0), *s.hand(1), *s.hand(2), *s.discard_cards()]
            placed += [c for pair in s.table_pairs() for c in pair if c is not None]
            placed += [s.d.cards[c] for c in s.deck]
            assert sorted(placed) == sorted(s.d.cards)


def test_different_samples_deal_the_unseen_cards_differently() -> None:
    g = Game.new(PODKIDNOY, 2, seed=1)
    v = g.view(0)
    hands = {tuple(v.sample(random.Random(k)).hand(1)) for k in range(10)}
    assert len(hands) > 1


def _endgame() -> Game:
    """Two players, 24 cards; play until the deck is empty (deterministic)."""
    rules = PODKIDNOY.with_deck(24)
    rng = random.Random(0)
    for seed in range(50):
        g = Game.new(rules, 2, seed=seed)
        while not g.is_over and g.deck_size() > 0:
            g.apply(rng.choice(g.legal_actions()))
        if not g.is_over and g.hand_size(0) and g.hand_size(1):
            return g
    raise AssertionError("no endgame found")


def test_two_players_deck_empty_the_view_determines_the_whole_position() -> None:
    g = _endgame()
    for seat in (0, 1):
        v = g.view(seat)
        opp = 1 - seat
        assert set(v.unseen) | set(v.known[opp]) == set(g.hand(opp))
        assert v.is_perfect_information
        # Any sample is the true position.
        assert v.sample(random.Random(9)).state_dict() == g.state_dict()


def test_not_perfect_information_while_the_deck_hides_cards() -> None:
    g = Game.new(PODKIDNOY, 2, seed=3)
    assert not g.view(0).is_perfect_information


def test_four_players_deck_empty_is_not_perfect_information() -> None:
    rng = random.Random(2)
    g = Game.new(Rules().with_deck(24), 4, seed=1)  # no draw deck at all
    assert g.deck_size() == 0
    assert not g.view(0).is_perfect_information
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))


def test_legal_actions_only_in_the_view_of_the_seat_to_act() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    assert set(g.view(0).legal) == set(g.legal_actions())
    assert g.view(1).legal == ()


def test_private_events_are_hidden_from_other_seats() -> None:
    g = new_game(PODKIDNOY, 2, TWO, trump="AH")
    dealt = [e for e in g.start_events if isinstance(e, ev.Dealt)]
    assert dealt[0].seen_by(0) == dealt[0]
    assert dealt[0].seen_by(1) == ev.Dealt(0, (), 6, ())
    # A public event is seen whole.
    first = next(e for e in g.start_events if isinstance(e, ev.FirstAttacker))
    assert first.seen_by(1) == first == ev.FirstAttacker(0, card("6H"), "lowest_trump")
    assert tuple(cards("6H")) == g.view(1).known[0]


def test_a_quiet_copy_plays_the_same_game_without_events() -> None:
    g = Game.new(PODKIDNOY, 2, seed=4)
    c = g.copy()
    rng1, rng2 = random.Random(1), random.Random(1)
    while not g.is_over:
        a = rng1.choice(g.legal_actions())
        i = rng2.randrange(len(c.legal_actions()))
        assert c.legal_actions()[i] == a
        g.apply(a)
        assert c.apply(c.legal_actions()[i]) == []
    assert c.state_dict() == g.state_dict()
