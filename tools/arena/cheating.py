"""Arena for the cheating mode: how often each level cheats and is caught, and who wins.

    python -m tools.arena.cheating --games 40 --seats hard normal --iterations 150

Each step, every computer seat may first call a seat out (``game.ai.cheats.Watcher``, from the
events it saw); then the seat to act may cheat (``choose_cheat``) or plays its level's move.
"""

from __future__ import annotations

import argparse
import contextlib
import random
from typing import Any

from game.ai.cheats import Watcher, choose_cheat, temperament
from game.engine import Game, IllegalActionError, preset
from game.engine.events import Event
from tools.arena.run import build_player, parse_spec, rewards


def play(specs: list[str], seed: int, iterations: int | None) -> dict[str, Any]:
    n = len(specs)
    game = Game.new(preset("cheating"), n, seed=seed)
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
        calls = [a for w in watchers if (a := w.call()) is not None]
        if calls:
            for a in calls:
                if not game.is_over:
                    with contextlib.suppress(IllegalActionError):  # made already this bout
                        tell(game.apply(a))
            continue
        seat = game.to_act
        view = game.view(seat)
        action = choose_cheat(view, temperament(levels[seat]), rng) or players[seat].choose(view)
        tell(game.apply(action))
    book = game.cheats
    assert book is not None
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
    args = ap.parse_args(argv)
    n = len(args.seats)
    total: dict[str, list[float]] = {k: [0.0] * n for k in ("rewards", "made", "caught", "false_calls")}
    for g in range(args.games):
        # seats swap each game, so that no level always sits first
        specs = args.seats[g % n :] + args.seats[: g % n]
        res = play(specs, args.seed + g, args.iterations)
        for k in total:
            for i in range(n):
                total[k][(i + g % n) % n] += res[k][i]
    for i, spec in enumerate(args.seats):
        print(
            f"{spec:>8}: score {total['rewards'][i] / args.games:.3f}  cheats {total['made'][i]:.0f}  "
            f"caught {total['caught'][i]:.0f}  wrong calls {total['false_calls'][i]:.0f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
