"""Honesty: a player decides from what its seat may know, never from hidden cards.

Two games differ only in cards the seat cannot see (an unseen card of an
opponent's hand swapped with an unseen card of the deck).  The same player
(same seed, same events) must make the same decision in both.
"""

from __future__ import annotations

import random

import pytest

from game.ai.budget import Budget
from game.ai.dmcts import DMCTSPlayer
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.master import MasterPlayer
from game.ai.normal import NormalPlayer, normal_choice
from game.engine import Action, Game, preset
from game.engine.events import Event


def twin_positions(rules_name: str, players: int, seed: int, steps: int):  # type: ignore[no-untyped-def]
    """(game, twin, seat, events seen by seat): the twin has one hidden card swapped with the deck."""
    rng = random.Random(seed)
    g = Game.new(preset(rules_name), players, seed=seed)
    # Whoever acts at the end is the observer; record all events, filter later.
    log: list[Event] = list(g.start_events)
    for _ in range(steps):
        if g.is_over:
            break
        log += g.apply(rng.choice(g.legal_actions()))
    assert not g.is_over
    return _twin(g, log)


def late_twin_positions(rules_name: str, seed: int):  # type: ignore[no-untyped-def]
    """As :func:`twin_positions`, two players, once the deck is down to 2–6 cards (exact leaves)."""
    g = Game.new(preset(rules_name), 2, seed=seed)
    log: list[Event] = list(g.start_events)
    while not (
        2 <= len(g.deck) <= 6
        and len(g.legal_actions()) > 1
        and g.hands[1 - g.to_act] & ~g.known[1 - g.to_act]
    ):
        assert not g.is_over and g.deck, "no late position in this deal"
        log += g.apply(normal_choice(g.view(g.to_act)))
    return _twin(g, log)


def _twin(g: Game, log: list[Event]):  # type: ignore[no-untyped-def]
    players = g.players
    seat = g.to_act
    seen = [e.seen_by(seat) for e in log]
    opp = next(p for p in range(players) if p != seat and g.hands[p] & ~g.known[p])
    hidden = g.hands[opp] & ~g.known[opp]
    x = (hidden & -hidden).bit_length() - 1
    # A deck card that is not the face-up trump card.
    j = next(i for i, c in enumerate(g.deck) if c != g.trump_card)
    y = g.deck[j]
    twin = g.copy(quiet=True)
    twin.hands[opp] = twin.hands[opp] & ~(1 << x) | 1 << y
    twin.deck[j] = x
    twin._legal = None
    twin._codes = None
    assert g.hands != twin.hands
    return g, twin, seat, seen


@pytest.mark.parametrize(("rules_name", "seed"), [("podkidnoy", 11), ("perevodnoy", 12), ("proyezdnoy", 13)])
@pytest.mark.parametrize(
    "make",
    [lambda: HardPlayer(5, Budget(nodes=150)), lambda: MasterPlayer(5, Budget(nodes=60), helpers=1)],
    ids=["hard", "master"],
)
def test_same_decision_late_in_the_deal_with_exact_leaves(make, rules_name, seed) -> None:  # type: ignore[no-untyped-def]
    # Late in the deal the playouts end in exact endgame values, played for the habits the
    # opponent showed: these too may only depend on what the seat saw.
    g, twin, seat, seen = late_twin_positions(rules_name, seed)
    v1, v2 = g.view(seat), twin.view(seat)
    assert v1 == v2
    players = [make(), make()]
    try:
        for p in players:
            p.notify(seen)
        assert players[0].choose(v1) == players[1].choose(v2)
        assert all(p.leaf.solves + p.leaf.hits > 0 for p in players)
    finally:
        for p in players:
            if hasattr(p, "close"):
                p.close()


@pytest.mark.parametrize(
    ("rules_name", "players", "seed", "steps"),
    [("podkidnoy", 2, 1, 6), ("perevodnoy", 2, 2, 9), ("podkidnoy", 3, 3, 10), ("proyezdnoy", 4, 4, 7)],
)
@pytest.mark.parametrize(
    "make",
    [
        lambda: EasyPlayer(5),
        lambda: NormalPlayer(5),
        lambda: HardPlayer(5, Budget(nodes=150)),
        lambda: DMCTSPlayer(5, Budget(nodes=30), deals=3),
        lambda: MasterPlayer(5, Budget(nodes=60), helpers=1),
    ],
    ids=["easy", "normal", "hard", "dmcts", "master"],
)
def test_same_decision_when_only_hidden_cards_differ(make, rules_name, players, seed, steps) -> None:  # type: ignore[no-untyped-def]
    g, twin, seat, seen = twin_positions(rules_name, players, seed, steps)
    v1, v2 = g.view(seat), twin.view(seat)
    assert v1 == v2  # the seat's information is the same
    a1 = make()
    a2 = make()
    a1.notify(seen)
    a2.notify(seen)
    try:
        assert a1.choose(v1) == a2.choose(v2)
    finally:
        for p in (a1, a2):
            if hasattr(p, "close"):
                p.close()


def test_a_view_does_not_reveal_hidden_cards_to_sampling() -> None:
    g, twin, seat, _ = twin_positions("podkidnoy", 2, 1, 6)
    s1 = g.view(seat).sample(random.Random(9))
    s2 = twin.view(seat).sample(random.Random(9))
    assert s1.hands == s2.hands and s1.deck == s2.deck


@pytest.mark.parametrize("seed", [21, 22, 23, 24])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_cheats_and_calls_depend_only_on_what_the_seat_saw(level: str, seed: int) -> None:
    # The cheating mode: the same cheat decision in twin positions, and a watcher's calls come from
    # the events as its seat saw them — the hidden extra draw shows it no card.
    from game.ai.cheats import Watcher, choose_cheat, temperament  # only these tests cheat

    rng = random.Random(seed)
    g = Game.new(preset("cheating"), 2, seed=seed)
    log: list[Event] = list(g.start_events)
    for _ in range(8):
        log += g.apply(rng.choice(g.legal_actions()))
    assert not g.is_over
    g, twin, seat, _seen = _twin(g, log)
    t = temperament(level)
    a = choose_cheat(g.view(seat), t, random.Random(1))
    b = choose_cheat(twin.view(seat), t, random.Random(1))
    assert a == b
    if g.deck_size() >= 2:
        events = g.apply(Action.parse("draw"))
        watcher = Watcher(1 - seat, temperament("hard"))
        seen = [e.seen_by(1 - seat) for e in events]
        watcher.notify(seen)
        assert all(getattr(e, "card", None) is None for e in seen)
        assert watcher.call() == Action.parse(f"call {1 - seat} {seat}")
