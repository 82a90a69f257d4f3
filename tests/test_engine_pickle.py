"""Games and player views pickle small and play on identically (they cross to the AI worker process)."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from game.engine import PRESETS, Game
from game.engine.actiontable import action_table
from game.engine.cards import deck_for

CASES = [
    ("podkidnoy", 2),
    ("perevodnoy", 4),
    ("proyezdnoy", 3),
    ("seven_card", 2),
    ("teams", 4),
    ("classic", 6),
]


def _mid_game(preset: str, players: int, seed: int, moves: int) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    g = Game.new(PRESETS[preset], players, seed=seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g, rng


def _roundtrip(obj: object) -> object:
    return pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))


def test_deck_and_action_table_unpickle_to_the_shared_cached_tables() -> None:
    d = deck_for(4, 9, 2)
    t = action_table(4, 9, 2)
    assert _roundtrip(d) is d
    assert _roundtrip(t) is t
    assert len(pickle.dumps(t)) < 200
    assert t.deck is d


@pytest.mark.parametrize(("preset", "players"), CASES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_pickled_game_plays_on_identically(preset: str, players: int, seed: int) -> None:
    g, rng = _mid_game(preset, players, seed, 15 + seed * 7)
    g2 = _roundtrip(g)
    assert isinstance(g2, Game)
    assert g2 is not g
    assert g2.d is g.d and g2._acts is g._acts
    assert g2.state_dict() == g.state_dict()
    assert g2.history == g.history
    rng2 = random.Random()
    rng2.setstate(rng.getstate())
    while not g.is_over:
        legal = g.legal_actions()
        assert g2.legal_actions() == legal
        i = rng.randrange(len(legal))
        assert rng2.randrange(len(legal)) == i
        assert g2.apply(g2.legal_actions()[i]) == g.apply(legal[i])
        # the unpickled game hands out the shared interned actions again
        assert all(a is b for a, b in zip(g2.legal_actions(), g.legal_actions(), strict=True))
    assert g2.result == g.result
    assert g2.state_dict() == g.state_dict()


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_a_pickled_view_is_small_and_samples_identically(preset: str, players: int) -> None:
    g, _ = _mid_game(preset, players, 5, 20)
    assert not g.is_over
    view = g.view(g.to_act)
    data = pickle.dumps(view, protocol=pickle.HIGHEST_PROTOCOL)
    assert len(data) < 20_000, len(data)
    v2 = pickle.loads(data)
    assert v2 == view
    assert v2.legal == view.legal
    assert v2._skeleton.d is g.d
    for seed in range(5):
        a, b = view.sample(random.Random(seed)), v2.sample(random.Random(seed))
        assert a.state_dict() == b.state_dict()
        assert a.legal_actions() == b.legal_actions()


def test_the_biggest_view_stays_small() -> None:
    """A 52-card deck, 6 players, a long history: still far below 20 KB."""
    rules = dataclasses.replace(PRESETS["perevodnoy"], ranks=13)
    rng = random.Random(7)
    g = Game.new(rules, 6, seed=7)
    sizes = []
    while not g.is_over:
        sizes.append(len(pickle.dumps(g.view(g.to_act), protocol=pickle.HIGHEST_PROTOCOL)))
        g.apply(rng.choice(g.legal_actions()))
    assert max(sizes) < 20_000, max(sizes)
