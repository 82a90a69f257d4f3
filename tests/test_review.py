"""The game review: the judge grades by what the seat knew, the solver's verdicts are exact, the same
record at the same budget gives the same review, and a review is kept with its game."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from game.ai.endgame.solver import solve
from game.ai.judge import BLUNDER, INACCURACY, MISTAKE, Verdict, grade, judge
from game.ai.normal import normal_choice
from game.engine import Action, Game, PlayerView, preset
from game.engine.cheating import call_actions, cheat_actions
from game.engine.events import Event
from game.engine.record import GameRecord
from game.play import kept, review
from game.play.review import Review, ReviewJob, decisions
from tests.test_ai_honesty import late_twin_positions

#: tiny budgets: the tests check what is judged and how, not how well
NODES, PLAYOUTS = 60, 12


def endgame_fork(seed: int = 2) -> tuple[Game, Action, Action]:
    """A seeded game played by the rules of thumb up to seat 0's first decision with the deck gone
    where the solver proves a win and one legal move loses: (the position, the winning move, the
    losing one)."""
    g = Game.new(preset("podkidnoy"), 2, seed=seed)
    while not g.is_over:
        if not g.deck and g.to_act == 0 and len(g.legal_actions()) > 1:
            sol = solve(g, 0)
            if sol.exact and sol.value == 1 and sol.best is not None:
                for a in g.legal_actions():
                    after = g.copy()  # quiet: a search copy
                    after.apply(a)
                    if solve(after, 0).value == -1:
                        return g, sol.best, a
        g.apply(normal_choice(g.view(g.to_act)))
    raise AssertionError("no decisive endgame decision in this deal")


def finish(g: Game, move: Action) -> GameRecord:
    """The record of ``g`` after ``move``, played to its end by the rules of thumb."""
    g = g.copy(quiet=False)
    g.apply(next(a for a in g.legal_actions() if a == move))
    while not g.is_over:
        g.apply(normal_choice(g.view(g.to_act)))
    return GameRecord.of(g)


def review_of(record: GameRecord, seats: tuple[int, ...] = (0,), folder: Path | None = None) -> Review:
    job = ReviewJob(record, seats, NODES, playouts=PLAYOUTS, here=True, folder=folder)
    result = job.run()
    assert result is not None and job.progress == 1.0
    return result


def test_grades_follow_the_documented_thresholds() -> None:
    assert grade(INACCURACY - 0.1) == "good"
    assert grade(INACCURACY) == "inaccuracy"
    assert grade(MISTAKE) == "mistake"
    assert grade(BLUNDER) == "blunder"
    assert grade(30.0, se=16.0) == "good"  # within two standard errors of nothing


def test_a_planted_blunder_that_the_solver_proves_losing_is_flagged() -> None:
    g, _, losing = endgame_fork()
    at = len(g.history)
    result = review_of(finish(g, losing))
    judged = next(j for j in result.judged if j.index == at)
    assert judged.exact and judged.grade == "blunder"
    assert (judged.played, judged.best) == (0.0, 1.0)
    assert result.costliest(0)[0].index == at


def test_the_solvers_move_is_graded_good() -> None:
    g, best, _ = endgame_fork()
    at = len(g.history)
    result = review_of(finish(g, best))
    judged = next(j for j in result.judged if j.index == at)
    assert judged.exact and judged.grade == "good" and judged.played == judged.best == 1.0


def test_the_same_record_at_the_same_budget_gives_the_same_review() -> None:
    g, _, losing = endgame_fork()
    record = finish(g, losing)
    first, second = review_of(record), review_of(record)
    assert first == second
    assert any(not j.exact for j in first.judged)  # the search's verdicts too, not only the solver's


@pytest.mark.parametrize(("rules_name", "seed"), [("podkidnoy", 11), ("perevodnoy", 12)])
def test_the_judge_never_reads_hidden_cards(rules_name: str, seed: int) -> None:
    # Two games that differ only in cards the seat cannot see: the same verdict on every move.
    g, twin, seat, seen = late_twin_positions(rules_name, seed)
    for move in g.view(seat).legal[:3]:
        one = judge(g.view(seat), seen, move, nodes=NODES, seed=4, playouts=PLAYOUTS)
        two = judge(twin.view(seat), seen, move, nodes=NODES, seed=4, playouts=PLAYOUTS)
        assert one == two


def test_the_review_hands_the_judge_only_the_seats_view_and_what_it_saw() -> None:
    g = Game.new(preset("podkidnoy"), 3, seed=5)
    while not g.is_over:
        g.apply(random.Random(len(g.history)).choice(g.legal_actions()))
    record = GameRecord.of(g)
    todo = decisions(record, (1,))
    assert todo and all(d.seat == 1 and isinstance(d.view, PlayerView) for d in todo)
    again = record.start()
    seen: list[Event] = [e.seen_by(1) for e in again.start_events]
    for index, action in enumerate(record.actions):
        match = [d for d in todo if d.index == index]
        if match:
            assert match[0].seen == tuple(seen) and match[0].view == again.view(1)
        seen += [e.seen_by(1) for e in again.apply(action)]


def test_a_three_player_game_is_reviewed_by_the_search() -> None:
    g = Game.new(preset("podkidnoy"), 3, seed=8)
    while not g.is_over:
        g.apply(normal_choice(g.view(g.to_act)))
    result = review_of(GameRecord.of(g), seats=(0, 2))
    assert {j.seat for j in result.judged} == {0, 2}
    assert all(not j.exact and 0.0 <= j.played <= 1.0 for j in result.judged)


def test_a_review_is_kept_with_its_game_and_read_back(tmp_path: Path) -> None:
    g, _, losing = endgame_fork()
    record = finish(g, losing)
    path = kept.keep(record, 0, ("human", "hard"), "durak", "podkidnoy", folder=tmp_path)
    assert path is not None and kept.find(record, tmp_path) == path
    made = review_of(record, folder=tmp_path)
    found = kept.load(path)
    assert found is not None
    assert review.stored(found, (0,), NODES) == made
    assert review.stored(found, (0,), NODES + 1) is None  # another budget: made anew
    assert review.stored(found, (0, 1), NODES) is None  # another seat: made anew


def test_a_bad_review_in_a_kept_file_is_left_out_and_the_game_kept(tmp_path: Path) -> None:
    g, best, _ = endgame_fork()
    record = finish(g, best)
    path = kept.keep(record, 0, ("human", "hard"), "win", "podkidnoy", folder=tmp_path)
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    bad = [1, 0, 7.5, 1, 0, True, "good", "take"]  # a chance of 750 %
    data["review"] = {"version": 1, "nodes": NODES, "seats": [0], "judged": [bad]}
    path.write_text(json.dumps(data), encoding="utf-8")
    found = kept.load(path)
    assert found is not None and review.stored(found, (0,), NODES) is None
    assert kept.listing(tmp_path) == [path]


def test_a_cancelled_review_stops_and_keeps_nothing(tmp_path: Path) -> None:
    g, best, _ = endgame_fork()
    record = finish(g, best)
    path = kept.keep(record, 0, ("human", "hard"), "win", "podkidnoy", folder=tmp_path)
    assert path is not None
    job = ReviewJob(record, (0,), NODES, playouts=PLAYOUTS, here=True, folder=tmp_path)
    job.cancel()
    assert job.run() is None and job.cancelled and job.finished
    found = kept.load(path)
    assert found is not None and found.review is None


def test_a_review_in_the_worker_process_matches_one_made_here() -> None:
    g, best, _ = endgame_fork()
    record = finish(g, best)
    job = ReviewJob(record, (0,), NODES, playouts=PLAYOUTS).start()
    job.wait(120)
    assert job.review is not None, job.failed
    assert job.review == review_of(record)


def test_a_verdict_never_counts_a_loss_below_nothing() -> None:
    v = Verdict(0.7, 0.6, Action.parse("take"), False, 0.05)
    assert v.loss == 0.0 and v.grade == "good"


def test_a_game_with_cheats_and_call_outs_is_reviewed_without_judging_the_cheats() -> None:
    rng = random.Random(6)
    g = Game.new(preset("cheating"), 2, seed=6)
    cheats = 0
    while not g.is_over:
        menu = cheat_actions(g) if g.to_act == 0 else []
        calls = call_actions(g, 1)
        if menu and rng.random() < 0.3:
            g.apply(menu[0])
            cheats += 1
        elif calls and rng.random() < 0.1:
            g.apply(calls[0])
        else:
            g.apply(normal_choice(g.view(g.to_act)))
    record = GameRecord.of(g)
    assert cheats
    result = review_of(record)
    replayed = record.start()
    legal_at: dict[int, bool] = {}
    for index, action in enumerate(record.actions):
        legal_at[index] = any(a == action for a in replayed.legal_actions())
        replayed.apply(action)
    assert not all(legal_at.values()), "the record holds cheats"
    assert result.judged and all(legal_at[j.index] for j in result.judged)


def test_cancelling_a_review_in_the_worker_ends_it_quietly() -> None:
    g, best, _ = endgame_fork()
    record = finish(g, best)
    job = ReviewJob(record, (0,), 5_000, playouts=400).start()  # long enough to be caught midway
    deadline = time.monotonic() + 120
    while job.total == 0 and not job.finished and time.monotonic() < deadline:
        time.sleep(0.05)
    job.cancel()
    job.wait(30)
    assert job.cancelled and job.review is None and not job.failed
    assert job.done_count < job.total
