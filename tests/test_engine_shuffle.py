"""The engine's own shuffle deals exactly as ``random.Random.shuffle`` (records keep their deals),
and its popcount counts as ``int.bit_count`` — in both builds."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from game.engine import Game, preset
from game.engine.cards import shuffle


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=300))
def test_the_same_order_and_the_same_generator_state_as_random_shuffle(seed: int, n: int) -> None:
    ours, theirs = list(range(n)), list(range(n))
    a, b = random.Random(seed), random.Random(seed)
    shuffle(ours, a)
    b.shuffle(theirs)
    assert ours == theirs
    assert a.getstate() == b.getstate()


def test_a_deal_is_the_deal_random_shuffle_made() -> None:
    rules = preset("podkidnoy")
    for seed in range(50):
        order = list(range(36))
        random.Random(seed).shuffle(order)
        g = Game.new(rules, 2, seed=seed)
        full = g.d.cards  # the trump-neutral layout is the same for every trump
        assert [(c.rank, c.suit) for c in g.start_deck] == [(full[i].rank, full[i].suit) for i in order]


@given(st.integers(min_value=-(2**70), max_value=2**70))
def test_popcount_is_bit_count(mask: int) -> None:
    from game.engine.cards import popcount

    assert popcount(mask) == mask.bit_count()
