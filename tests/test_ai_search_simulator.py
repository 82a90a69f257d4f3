"""The lean playout simulator plays exactly the engine's playout: same result, same random draws."""

from __future__ import annotations

import dataclasses
import random
import zlib

import pytest

from game.ai.heuristics import tables
from game.ai.search import simulator
from game.ai.search.leaf import EndgameLeaf
from game.ai.search.policy import playout as engine_playout
from game.engine import Game, ThrowIn, preset

PLAIN = preset("podkidnoy")
TABLES = {
    "podkidnoy": PLAIN,
    "24 cards": dataclasses.replace(PLAIN, ranks=6),
    "52 cards, no draws": dataclasses.replace(PLAIN, ranks=13, draws=False),
    "first bout 5, single leads": dataclasses.replace(PLAIN, first_bout_limit=5, multi_lead=False),
    "priority throw-in, 3-card hands": dataclasses.replace(PLAIN, throw_in=ThrowIn.PRIORITY, hand_size=3),
    "neighbours, 8 attack cards": dataclasses.replace(PLAIN, throw_in=ThrowIn.NEIGHBOURS, max_attack=8),
    "perevodnoy": preset("perevodnoy"),
    "proyezdnoy": preset("proyezdnoy"),
    "proyezdnoy, 24 cards, first bout 5": dataclasses.replace(
        preset("proyezdnoy"), ranks=6, first_bout_limit=5
    ),
    "classic": preset("classic"),
}


def positions(rules, seed: int, count: int):
    """Positions met in random games: every phase, the deck thick and empty."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = Game.new(rules, 2, seed=rng.randrange(1 << 30))
        while not g.is_over:
            if g.phase >= 2 and rng.random() < 0.15:  # LEAD, DEFEND or THROW (an int compiled)
                out.append(g.copy(quiet=True))
            acts = g.legal_actions()
            g.apply(acts[rng.randrange(len(acts))])
    return out[:count]


@pytest.mark.parametrize("name", sorted(TABLES))
@pytest.mark.parametrize("eps", [0.0, 0.1, 0.5])
def test_same_outcome_and_same_random_draws(name: str, eps: float) -> None:
    rules = TABLES[name]
    checked = 0
    for k, g in enumerate(positions(rules, zlib.crc32(f"{name}/{eps}".encode()), 120)):
        assert simulator.fits(g)
        t = tables(rules.suits, rules.ranks, g.trump)
        a, b = random.Random(k), random.Random(k)
        want = engine_playout(g.copy(quiet=True), t, a, eps)
        got = simulator.playout(g.copy(quiet=True), t, b, eps)
        assert got == want, (name, eps, k, g.state_dict())
        assert a.random() == b.random(), "the simulator drew a different number of random values"
        checked += 1
    assert checked == 120


@pytest.mark.parametrize("name", ["podkidnoy", "perevodnoy"])
def test_same_outcome_with_exact_leaves(name: str) -> None:
    rules = preset(name)
    leaf_a, leaf_b = EndgameLeaf(max_cards=8), EndgameLeaf(max_cards=8)
    for k, g in enumerate(positions(rules, 7, 200)):
        t = tables(rules.suits, rules.ranks, g.trump)
        a, b = random.Random(k), random.Random(k)
        want = engine_playout(g.copy(quiet=True), t, a, 0.1, leaf=leaf_a)
        got = simulator.playout(g.copy(quiet=True), t, b, 0.1, leaf=leaf_b)
        assert got == want, (k, g.state_dict())
        assert a.random() == b.random()
    assert leaf_b.solves + leaf_b.hits == leaf_a.solves + leaf_a.hits > 20


def test_the_engine_plays_what_the_simulator_does_not_fit() -> None:
    for rules in (preset("seven_card"), dataclasses.replace(PLAIN, trump_exchange=True)):
        g = Game.new(rules, 2, seed=3)
        assert not simulator.fits(g)
        t = tables(rules.suits, rules.ranks, g.trump)
        assert simulator.playout(g.copy(), t, random.Random(1), 0.1) == engine_playout(
            g.copy(), t, random.Random(1), 0.1
        )
    four = Game.new(PLAIN, 4, seed=3)
    assert not simulator.fits(four)


def test_exact_leaf_values_are_not_carried_over_to_other_rules() -> None:
    leaf = EndgameLeaf(max_cards=8)
    g = next(p for p in positions(preset("podkidnoy"), 7, 200) if leaf(p) is not None)
    assert leaf.cache
    other = g.copy()
    other.rules = preset("perevodnoy")
    leaf.cache = {k: [0.25, 0.75] for k in leaf.cache}  # values no solve gives
    assert leaf(other) != [0.25, 0.75]


def test_a_leaf_the_budget_cannot_solve_is_not_tried_again() -> None:
    def unsolved(g: Game) -> bool:
        return (
            EndgameLeaf(max_cards=10, node_limit=40)(g) is None and EndgameLeaf(max_cards=10)(g) is not None
        )

    g = next(p for p in positions(preset("podkidnoy"), 9, 400) if unsolved(p))
    leaf = EndgameLeaf(max_cards=10, node_limit=40)
    assert leaf(g) is None and leaf.solves == 1
    assert leaf(g) is None and leaf.solves == 1 and leaf.hits == 1
