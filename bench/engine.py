"""Engine speed: random legal games per preset, through the public interface.

    python bench/engine.py [--games N] [--seconds S]

For every preset (and player counts) it plays random games with ``legal_actions()``
and ``apply()`` and prints games/s, actions/s and actions/game.  Two modes:
``events`` (what the UI uses: events built, history kept) and ``quiet`` (what a
search uses: ``Game.new(..., quiet=True)``, no events).  One process, one core.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import PRESETS, Game, Rules


def play(rules: Rules, players: int, quiet: bool, seconds: float, max_games: int) -> tuple[int, int, float]:
    rng = random.Random(12345)
    games = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games < max_games and (games < 20 or time.perf_counter() < deadline):
        game = Game.new(rules, players, seed=games, quiet=quiet)
        choice = rng.choice
        while not game.is_over:
            game.apply(choice(game.legal_actions()))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per row")
    parser.add_argument("--games", type=int, default=100000, help="at most this many games per row")
    parser.add_argument("--quick", action="store_true", help="only the headline row")
    args = parser.parse_args()
    rows: list[tuple[str, int]] = [("podkidnoy", 2)]
    if not args.quick:
        rows += [(name, n) for name in PRESETS for n in (2, 4, 6) if (name, n) != ("podkidnoy", 2)]
    print(f"{'preset':12} {'pl':>2} {'mode':6} {'games/s':>9} {'actions/s':>10} {'act/game':>9}")
    for name, n in rows:
        rules = PRESETS[name]
        if rules.problems(n):
            continue
        for quiet in (True, False):
            g, a, t = play(rules, n, quiet, args.seconds, args.games)
            mode = "quiet" if quiet else "events"
            print(f"{name:12} {n:>2} {mode:6} {g / t:9.0f} {a / t:10.0f} {a / g:9.1f}", flush=True)


if __name__ == "__main__":
    main()
