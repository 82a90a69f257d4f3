"""Random legal play through every preset ends with a result."""

import random

import pytest

from game.engine import PRESETS, Game


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_random_games_end(name: str) -> None:
    rules = PRESETS[name]
    players = 4 if name == "teams" else 3
    rng = random.Random(7)
    for seed in range(20):
        game = Game.new(rules, players, seed=seed)
        steps = 0
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
            assert steps < 5000
        assert game.result is not None
