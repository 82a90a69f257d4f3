"""Games on the largest deck the new-game form offers stay playable (issue 38; docs/rules.md,
"Limits"): with the computer levels and transfers on, a game lasts at most LONGEST actions.

The figures behind the bound are bench/game_length.py's (bench/results/game-length.txt): on
8 suits × 13 ranks the longest of 126 games (Easy, Normal, Hard on a small node budget; 2 and 6
players) took 1,081 actions; on the engine's largest deck (21 × 64) games took 14,000 to 45,000.
"""

from __future__ import annotations

import pytest

from game.ai.easy import EasyPlayer
from game.ai.normal import NormalPlayer
from game.ai.player import Player
from game.engine import Game, Rules
from game.engine.rules import MAX_RANKS, MAX_SUITS, OFFERED_MAX_RANKS, OFFERED_MAX_SUITS

#: the bound docs/rules.md states for a game on the largest offered deck, in actions
LONGEST = 1_500

LARGEST = Rules(suits=OFFERED_MAX_SUITS, ranks=OFFERED_MAX_RANKS, transfer=True)


def play(rules: Rules, players: int, seed: int, easy: bool) -> int:
    """Normal players (with ``easy``, Easy and Normal in turn); the number of actions the game took."""
    seats: list[Player] = [
        (EasyPlayer if easy and s % 2 else NormalPlayer)(seed * 31 + s) for s in range(players)
    ]
    game = Game.new(rules, players, seed=seed)
    for s, p in enumerate(seats):
        p.notify([e.seen_by(s) for e in game.start_events])
    actions = 0
    while not game.is_over and actions <= LONGEST:
        seat = game.to_act
        events = game.apply(seats[seat].choose(game.view(seat)))
        actions += 1
        for s, p in enumerate(seats):
            p.notify([e.seen_by(s) for e in events])
    return actions


def test_the_largest_offered_deck_is_a_playable_one_inside_the_engines_limits() -> None:
    assert LARGEST.deck_size == 104
    assert OFFERED_MAX_SUITS <= MAX_SUITS and OFFERED_MAX_RANKS <= MAX_RANKS
    for players in range(2, 7):
        assert not LARGEST.problems(players)


@pytest.mark.parametrize("easy", [True, False])
@pytest.mark.parametrize(("players", "seed"), [(2, 1000), (2, 1001), (6, 1000), (6, 1001)])
def test_a_game_on_the_largest_offered_deck_ends_within_the_bound(
    players: int, seed: int, easy: bool
) -> None:
    assert play(LARGEST, players, seed, easy) <= LONGEST
