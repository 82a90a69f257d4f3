"""Computer players in the cheating mode: per-level temperament and attention."""

from __future__ import annotations

import random
from dataclasses import replace

from helpers import before_a_big_take, new_game, play

from game.ai.cheats import TEMPERAMENTS, Watcher, choose_cheat, temperament
from game.engine import Action, ActionKind, preset
from game.engine.cheating import Cheated, CheatKind

CHEAT = preset("cheating")


def facing_a_take(rules=CHEAT):  # type: ignore[no-untyped-def]
    g = new_game(rules, 2, ["6H 7S 7C 9D QS KC", "8S 9S JD TC AS QD"], trump="AH", fill=True)
    play(g, "0 attack KC")  # seat 1 holds no club above the king and no trump: it must take
    assert all(a.kind is not ActionKind.BEAT for a in g.legal_actions())
    return g


def test_easy_never_cheats() -> None:
    g = facing_a_take()
    for s in range(50):
        assert choose_cheat(g.view(1), temperament("easy"), random.Random(s)) is None


def facing_a_big_take(rules=CHEAT):  # type: ignore[no-untyped-def]
    g = before_a_big_take(rules)
    play(g, "0 throw 7D")
    assert all(a.kind is not ActionKind.BEAT for a in g.legal_actions())
    return g


def test_hard_cheats_when_the_gain_beats_the_expected_cost() -> None:
    g = facing_a_big_take()  # five cards to take: a cheat's one chance in ten pays
    a = choose_cheat(g.view(1), temperament("hard"), random.Random(0))
    assert a is not None and a.kind is ActionKind.BEAT
    events = g.apply(a)
    assert any(isinstance(e, Cheated) and e.kind is CheatKind.BAD_BEAT for e in events)
    costly = facing_a_big_take(replace(CHEAT, cheat_penalty=3))
    assert choose_cheat(costly.view(1), temperament("hard"), random.Random(0)) is None


def test_hard_cheats_seldom_a_small_take_is_not_worth_the_card_it_shows() -> None:
    g = facing_a_take()  # one card to take: caught nine times in ten, its card then known
    assert all(choose_cheat(g.view(1), temperament("hard"), random.Random(s)) is None for s in range(20))


def test_normal_cheats_sometimes() -> None:
    g = facing_a_take()
    made = sum(
        choose_cheat(g.view(1), temperament("normal"), random.Random(s)) is not None for s in range(200)
    )
    assert 20 < made < 100


def test_attention_hard_calls_every_cheat_easy_misses_many() -> None:
    seen = [Cheated(1, CheatKind.BAD_BEAT)]
    hard_calls = easy_calls = 0
    for s in range(100):
        hard, easy = Watcher(0, temperament("hard"), s), Watcher(0, temperament("easy"), s)
        hard.notify(seen)
        easy.notify(seen)
        hard_calls += hard.call() == Action.parse("call 0 1")
        easy_calls += easy.call() is not None
    assert hard_calls == 100 and 10 < easy_calls < 60


def test_a_watcher_never_calls_itself_nor_without_a_cheat() -> None:
    w = Watcher(1, temperament("hard"))
    w.notify([Cheated(1, CheatKind.BAD_BEAT)])
    assert w.call() is None


def test_every_level_has_a_temperament() -> None:
    from game.ai.levels import LEVELS  # only this test needs the registry

    assert set(LEVELS) <= set(TEMPERAMENTS)


def test_an_arena_game_with_cheating_ends_and_counts_add_up() -> None:
    from tools.arena.cheating import play as arena_play  # only this test runs the arena

    res = arena_play(["normal", "easy"], 3, None)
    assert sum(res["rewards"]) == 1.0
    assert res["made"][1] == 0  # Easy never cheats
    assert all(c <= m for c, m in zip(res["caught"], res["made"], strict=True))
