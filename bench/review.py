"""The game review's cost and calibration (``docs/review.md``).

    python bench/review.py [--games N] [--json]

* **time**: CPU seconds to review the player's seat (``ReviewJob`` judging in this process, at the
  shipped budget) of a two-player game of about 60 moves and of a four-player game, both played by
  the rules of thumb with a quarter of the player's moves at random (so there is something to find).
* **calibration**: in positions where both apply (two players, the deck gone, nothing hidden), the
  search's verdict (``judge(..., exact=False)``) against the solver's exact one, for the move played
  and for the best move: how often the estimate falls on the same side of one half as the exact
  value (won or lost; draws left out), its mean absolute error, and how often the two grades agree.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.judge import judge
from game.ai.normal import normal_choice
from game.engine import PRESETS, Game
from game.engine.record import GameRecord
from game.play.review import ReviewJob, decisions


def played_game(players: int, seed: int, moves: tuple[int, int] = (0, 10_000)) -> GameRecord | None:
    """A game by the rules of thumb, seat 0 playing a quarter of its moves at random (None: its
    length is outside ``moves``)."""
    game = Game.new(PRESETS["podkidnoy"], players, seed)
    rng = random.Random(seed)
    while not game.is_over:
        view = game.view(game.to_act)
        move = rng.choice(view.legal) if game.to_act == 0 and rng.random() < 0.25 else normal_choice(view)
        game.apply(move)
    n = len(game.history)
    return GameRecord.of(game) if moves[0] <= n <= moves[1] else None


def review_time(players: int, moves: tuple[int, int]) -> dict[str, Any]:
    record = next(r for s in range(1, 500) if (r := played_game(players, s, moves)) is not None)
    job = ReviewJob(record, (0,), here=True)
    c0 = time.process_time()
    job.run()
    cpu = time.process_time() - c0
    return {
        "players": players,
        "moves": len(record.actions),
        "decisions": job.total,
        "cpu_s": round(cpu, 1),
        "cpu_per_decision_s": round(cpu / max(1, job.total), 2),
    }


def calibration(games: int) -> dict[str, Any]:
    same_side = compared = grades_agree = judged = 0
    errors: list[float] = []
    for seed in range(1, games + 1):
        record = played_game(2, 1000 + seed)
        assert record is not None
        for d in decisions(record, (0, 1)):
            if d.view.deck_size:
                continue  # the solver needs the deck gone
            exact = judge(d.view, d.seen, d.played, seed=d.index)
            if not exact.exact:
                continue
            guess = judge(d.view, d.seen, d.played, seed=d.index, exact=False)
            judged += 1
            grades_agree += guess.grade == exact.grade
            for est, true in ((guess.played, exact.played), (guess.best, exact.best)):
                errors.append(abs(est - true))
                if true != 0.5:
                    compared += 1
                    same_side += (est > 0.5) == (true > 0.5)
    return {
        "games": games,
        "decisions": judged,
        "same_side_percent": round(100 * same_side / max(1, compared), 1),
        "mean_abs_error_points": round(100 * statistics.fmean(errors), 1) if errors else None,
        "grades_agree_percent": round(100 * grades_agree / max(1, judged), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="two-player games for the calibration")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {}
    for key, players, moves in (("two_players", 2, (55, 65)), ("four_players", 4, (0, 10_000))):
        r = report[key] = review_time(players, moves)
        if not args.json:
            print(
                f"review of a {r['players']}-player game of {r['moves']} moves: {r['decisions']} decisions,"
                f" {r['cpu_s']} s CPU ({r['cpu_per_decision_s']} s a decision)",
                flush=True,
            )
    c = report["calibration"] = calibration(args.games)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(
        f"calibration over {c['decisions']} endgame decisions of {c['games']} games:"
        f" the search's chance on the"
        f" solver's side of one half {c['same_side_percent']} %, mean error {c['mean_abs_error_points']}"
        f" points, grades agree {c['grades_agree_percent']} %"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
