"""Teams (option 14): partners never attack each other nor throw in on each other."""

from __future__ import annotations

from dataclasses import replace

from helpers import hand, new_game, of_type, play

from game.engine import Game, Result, Rules, Teams, preset
from game.engine import events as ev

TEAMS = preset("teams")
T24 = TEAMS.with_deck(24)

# Four players, 24 cards, no draw deck, clubs trump.  Teams: {0, 2} and {1, 3}.
DEAL = ["9C 9D 9H AS AH AD", "TC JC QC KC TD TH", "9S TS JD JH KS KH", "JS QS QH QD KD AC"]
BOUT1 = (
    "0 attack 9D", "1 beat 9D TD",
    "0 throw 9H", "1 beat 9H TH",
    "0 pass", "2 throw 9S", "1 beat 9S TC",
    "0 pass", "2 throw TS", "1 beat TS JC",
    "0 pass", "2 throw JD", "1 beat JD QC",
    "0 pass", "2 throw JH", "1 beat JH KC",
)  # fmt: skip


def test_team_of_seat() -> None:
    assert [TEAMS.team_of(s, 4) for s in range(4)] == [0, 1, 0, 1]
    assert [TEAMS.team_of(s, 6) for s in range(6)] == [0, 1, 2, 0, 1, 2]
    triples = Rules(teams=Teams.TRIPLES)
    assert [triples.team_of(s, 6) for s in range(6)] == [0, 1, 0, 1, 0, 1]


def test_the_defenders_partner_never_throws_in() -> None:
    g = new_game(T24, 4, DEAL, trump="AC")
    assert (g.attacker, g.defender) == (0, 1)
    assert g.throwers == (0, 2)
    events = play(g, *BOUT1)
    # Seat 3 held jacks and queens all along but was never asked.
    assert all(e.seat != 3 for e in of_type(events, ev.Passed))  # type: ignore[attr-defined]
    assert hand(g, 3) == {"JS", "QS", "QH", "QD", "KD", "AC"}
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, 1)]
    # Team {1, 3} still holds cards through seat 3: play goes on; seat 2 attacks seat 3.
    assert not g.is_over
    assert (g.attacker, g.defender) == (2, 3)


def test_partners_never_attack_each_other_the_attack_skips_to_an_opponent() -> None:
    g = new_game(T24, 4, DEAL, trump="AC")
    play(g, *BOUT1)
    play(g, "2 attack KS", "3 beat KS AC", "2 pass", "0 pass")
    # Seat 3 attacks seat 0; seat 2 is 0's partner and may not throw in.
    assert (g.attacker, g.defender) == (3, 0)
    assert g.throwers == (3,)
    play(g, "3 attack QH", "0 beat QH AH", "3 pass")
    # Seat 0 attacks: seat 1 is out and seat 2 is his partner, so seat 3 defends.
    assert (g.attacker, g.defender) == (0, 3)
    assert g.throwers == (0, 2)


def test_the_team_left_holding_cards_loses() -> None:
    g = new_game(T24, 4, DEAL, trump="AC")
    play(g, *BOUT1)
    play(g, "2 attack KS", "3 beat KS AC", "2 pass", "0 pass")
    play(g, "3 attack QH", "0 beat QH AH", "3 pass")
    play(g, "0 attack AS", "3 take", "0 throw AD", "0 pass", "2 pass")
    assert (g.attacker, g.defender) == (0, 3)
    events = play(g, "0 attack 9C", "3 take", "2 pass")
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(0, 2)]
    # Seats 0 and 1 are out: seat 2 attacks seat 3.
    assert (g.attacker, g.defender) == (2, 3)
    events = play(g, "2 attack KH", "3 take")
    assert of_type(events, ev.GameOver) == [ev.GameOver(3, False, 1)]
    assert g.result == Result(3, False, 1, (1, 0, 2))


def test_team_wins_as_soon_as_one_member_is_out() -> None:
    rules = replace(T24, team_wins_on_first_out=True)
    g = new_game(rules, 4, DEAL, trump="AC")
    events = play(g, *BOUT1)
    # Seat 1 is out: team {1, 3} wins, team {0, 2} (both still holding cards) loses.
    assert of_type(events, ev.GameOver) == [ev.GameOver(None, False, 0)]
    assert g.result == Result(None, False, 0, (1,))
    assert g.is_over


def test_six_players_in_three_pairs_and_in_two_triples() -> None:
    g = new_game(replace(TEAMS, teams=Teams.PAIRS), 6, [""] * 6, fill=True, first_attacker=0)
    assert (g.attacker, g.defender) == (0, 1)
    assert g.throwers == (0, 2, 3, 5)  # seat 4 is 1's partner
    g = new_game(replace(TEAMS, teams=Teams.TRIPLES), 6, [""] * 6, fill=True, first_attacker=0)
    assert g.throwers == (0, 2, 4)  # seats 3 and 5 are 1's partners


def test_transfer_with_teams_skips_the_new_defenders_partners_as_throwers() -> None:
    rules = replace(TEAMS, transfer=True)
    hands = ["6H 7S 9C TC JC QC", "7D 8D KS KD KC AS", "8S 9D 7C 8C JS QS", "6S 6D 6C 9S TD JD"]
    g = new_game(rules, 4, hands, trump="AH")
    play(g, "0 attack 7S", "1 transfer 7D")
    assert (g.attacker, g.defender) == (1, 2)
    # Seat 0 is 2's partner: only 1 (the transferer) and 3 may add.
    assert g.throwers == (1, 3)


def test_random_team_games_end_with_a_losing_team() -> None:
    import random

    rng = random.Random(3)
    for players, teams in ((4, Teams.PAIRS), (6, Teams.PAIRS), (6, Teams.TRIPLES)):
        for seed in range(8):
            for first_out in (False, True):
                rules = Rules(teams=teams, team_wins_on_first_out=first_out)
                g = Game.new(rules, players, seed=seed)
                while not g.is_over:
                    # Never a partner as defender.
                    assert rules.team_of(g.attacker, players) != rules.team_of(g.defender, players)
                    g.apply(rng.choice(g.legal_actions()))
                res = g.result
                assert res is not None
                assert res.draw or res.losing_team is not None
                if res.losing_team is not None and not first_out:
                    # Every member of the losing team... the others are all out.
                    others = [p for p in range(players) if rules.team_of(p, players) != res.losing_team]
                    assert all(g.is_out(p) for p in others)
