"""Habits checked on known cards: kept, broken, or untested; belief falls for erratic players."""

from __future__ import annotations

from game.ai.beliefs.habit_score import (
    FLOOR,
    HabitScore,
    beat_kept,
    lead_kept,
    pass_trump_kept,
    take_kept,
    take_plain_kept,
    throw_kept,
)
from game.ai.beliefs.hidden_cards import Memory
from game.ai.levels import make_player
from game.engine import Card, Game, preset

S, H, D, C = 0, 1, 2, 3  # suit indices; hearts are trumps below
TRUMP = H


def test_lead_is_kept_when_no_known_card_is_cheaper() -> None:
    assert lead_kept([Card(9, S)], [Card(7, D)], TRUMP) is True
    assert lead_kept([Card(6, S)], [Card(7, D)], TRUMP) is False
    assert lead_kept([Card(6, H)], [Card(14, D)], TRUMP) is True  # a trump is worth more than any plain card
    assert lead_kept([], [Card(7, D)], TRUMP) is None


def test_beat_is_kept_with_the_cheapest_beater() -> None:
    assert beat_kept([Card(13, S)], Card(8, S), Card(10, S), TRUMP) is True
    assert beat_kept([Card(9, S)], Card(8, S), Card(10, S), TRUMP) is False
    assert beat_kept([Card(9, S)], Card(8, S), Card(6, H), TRUMP) is False  # a trump where a spade would do
    assert beat_kept([Card(7, S)], Card(8, S), Card(10, S), TRUMP) is None  # the seven cannot beat


def test_throw_in_and_pass() -> None:
    assert throw_kept([Card(12, D)], Card(9, S), {9, 12}, TRUMP) is True
    assert throw_kept([Card(9, D)], Card(12, S), {9, 12}, TRUMP) is False
    assert throw_kept([Card(9, D)], None, {9}, TRUMP) is False  # passed with a nine to add
    assert throw_kept([Card(9, H)], None, {9}, TRUMP) is None  # keeping a trump is allowed


def test_take_is_broken_when_known_cards_beat_everything() -> None:
    assert take_kept([Card(10, S), Card(7, H)], [Card(8, S), Card(13, D)], TRUMP) is False
    assert take_kept([Card(10, S)], [Card(8, S), Card(13, D)], TRUMP) is None
    # Only the trump settles it: the plain-card habit is untested, the trump habit broken.
    assert take_plain_kept([Card(10, S), Card(7, H)], [Card(8, S), Card(13, D)], TRUMP) is None


def test_passing_while_holding_a_trump_of_the_rank_breaks_the_trump_habit() -> None:
    assert pass_trump_kept([Card(9, H)], {9}, TRUMP) is False
    assert pass_trump_kept([Card(9, S), Card(10, H)], {9}, TRUMP) is None


def test_belief_is_full_at_first_and_falls_with_broken_habits() -> None:
    h = HabitScore()
    assert h.belief(1) == 1.0
    for _ in range(10):
        h.record(1, "lead", True)
    assert h.belief(1) == 1.0
    for _ in range(30):
        h.record(2, "beat", False)
    assert h.belief(2) == 0.0
    h.record(3, "lead", None)
    assert h.belief(3) == 1.0


def test_each_habit_kind_has_its_own_multiplier() -> None:
    h = HabitScore()
    assert h.multiplier(1, "lead", 0.2) == 0.2  # the prior gives the usual multiplier
    for _ in range(40):
        h.record(1, "lead", True)
    for _ in range(6):
        h.record(1, "pass_trump", False)
    lead, pass_trump, beat = (h.multiplier(1, k, 0.2) for k in ("lead", "pass_trump", "beat"))
    assert FLOOR <= lead < 0.05  # kept every time: nearly certain
    assert pass_trump > 0.5  # broken again and again: hardly believed
    assert lead < beat < 0.2  # unchecked: follows the seat's other habits


def _belief_after_games(opponent: str, games: int) -> float:
    beliefs = []
    for seed in range(games):
        g = Game.new(preset("podkidnoy"), 2, seed=seed)
        players = [make_player("easy", 0), make_player(opponent, seed)]
        m = Memory()
        m.observe([e.seen_by(0) for e in g.start_events])
        while not g.is_over:
            events = g.apply(players[g.to_act].choose(g.view(g.to_act)))
            m.observe([e.seen_by(0) for e in events])
        beliefs.append(m.habits.belief(1))
    return sum(beliefs) / len(beliefs)


def test_a_random_player_is_believed_less_than_a_creature_of_habit() -> None:
    assert _belief_after_games("random", 10) < 0.5
    assert _belief_after_games("easy", 10) > 0.9


def test_the_memory_places_a_creature_of_habit_s_cards_better_than_chance() -> None:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "bench" / "inference.py"
    spec = importlib.util.spec_from_file_location("bench_inference", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rows = [r for seed in range(4) for r in bench.score_game("podkidnoy", "normal", "easy", seed, 32)]
    assert len(rows) > 40
    gain = sum(uniform - loss for loss, uniform, _, _ in rows) / len(rows)
    hits = sum(hit - chance for _, _, hit, chance in rows) / len(rows)
    assert gain > 0.03  # bits per unseen card
    assert hits > 0.03
