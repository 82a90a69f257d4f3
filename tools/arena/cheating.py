"""Arena for the cheating mode: how often each level cheats and is caught, and who wins.

    python -m tools.arena.cheating --games 40 --seats hard normal --iterations 150 [--honest]

Each step, every computer seat may first call a seat out (``game.ai.cheats.Watcher``, from the
events it saw); then the seat to act may cheat (``choose_cheat``) or plays its level's move.
``--honest`` plays the same deals with the mode off (Podkidnoy): the baseline the cheating
figures are read against.
"""

from __future__ import annotations

import argparse
import contextlib
import random
from typing import Any

from game.ai.cheats import Watcher, choose_cheat, temperament
from game.engine import Game, IllegalActionError, preset
from game.engine.cheating import CheatBook
from game.engine.events import Event
from tools.arena.run import build_player, parse_spec, rewards


def play(specs: list[str], seed: int, iterations: int | None, honest: bool = False) -> dict[str, Any]:
    n = len(specs)
    # the same deck and deal either way: the cheating preset is Podkidnoy with the mode on
    game = Game.new(preset("podkidnoy" if honest else "cheating"), n, seed=seed)
    levels = [parse_spec(s)[0] for s in specs]
    players = [build_player(s, seed * 97 + i, None, iterations) for i, s in enumerate(specs)]
    watchers = [Watcher(i, temperament(levels[i]), seed) for i in range(n)]
    rng = random.Random(f"{seed}/cheat")

    def tell(events: list[Event]) -> None:
        for s in range(n):
            seen = [e.seen_by(s) for e in events]
            players[s].notify(seen)
            watchers[s].notify(seen)

    tell(list(game.start_events))
    while not game.is_over:
        calls = [] if honest else [a for w in watchers if (a := w.call()) is not None]
        if calls:
            for a in calls:
                if not game.is_over:
                    with contextlib.suppress(IllegalActionError):  # made already this bout
                        tell(game.apply(a))
            continue
        seat = game.to_act
        view = game.view(seat)
        cheat = None if honest else choose_cheat(view, temperament(levels[seat]), rng)
        tell(game.apply(cheat or players[seat].choose(view)))
    book = game.cheats or CheatBook.empty(n)
    return {
        "rewards": rewards(game),
        "made": list(book.made),
        "caught": list(book.caught),
        "false_calls": list(book.false_calls),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seats", nargs="+", default=["hard", "normal"])
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--honest", action="store_true", help="the same deals with the mode off")
    args = ap.parse_args(argv)
    n = len(args.seats)
    total: dict[str, list[float]] = {k: [0.0] * n for k in ("rewards", "made", "caught", "false_calls")}
    scores: list[list[float]] = [[] for _ in range(n)]
    for g in range(args.games):
        # seats swap each game, so that no level always sits first
        specs = args.seats[g % n :] + args.seats[: g % n]
        res = play(specs, args.seed + g, args.iterations, args.honest)
        for k in total:
            for i in range(n):
                total[k][(i + g % n) % n] += res[k][i]
        for i in range(n):
            scores[(i + g % n) % n].append(res["rewards"][i])
    for i, spec in enumerate(args.seats):
        mean, half = mean_and_half_width(scores[i])
        print(
            f"{spec:>8}: score {mean:.3f} (95% {mean - half:.3f}–{mean + half:.3f})  "
            f"cheats {total['made'][i]:.0f}  caught {total['caught'][i]:.0f}  "
            f"wrong calls {total['false_calls'][i]:.0f}"
        )
    return 0


def mean_and_half_width(xs: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its normal 95% interval."""
    m = sum(xs) / len(xs) if xs else 0.0
    if len(xs) < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, 1.96 * (var / len(xs)) ** 0.5


if __name__ == "__main__":
    raise SystemExit(main())
