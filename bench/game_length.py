"""How long games last with the computer levels on a deck (issue 38): actions and bouts per game.

    nice -n 19 python bench/game_length.py --suits 8 --ranks 13 --players 2,6 --levels easy,normal \
        --games 10 [--rules transfer=true] [--iterations 100] [--seed 1]

Each game seats the levels round the table in turn (``--levels easy,normal`` with 6 players: E N E
N E N; the next game starts one seat on).  Hard plays on a fixed node budget (``--iterations``),
so its games do not depend on the machine's load.  Prints one line per player count: games, the
median and the largest number of actions (every ``apply``: each card of a lead is one), the same
for bouts, how many ended as the stalemate draw, and the CPU seconds a game took (this process's
clock, which another process's load does not inflate).  The rules are Perevodnoy (transfers on)
unless ``--rules`` says otherwise.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace
from typing import Any

from game.ai.budget import Budget
from game.ai.hard import HardPlayer
from game.ai.levels import make_player
from game.ai.player import Player
from game.engine import Game, Rules, preset
from game.engine.build import build


def _value(v: str) -> Any:
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    if v.lower() in ("none", "null"):
        return None
    try:
        return int(v)
    except ValueError:
        return v


def seat_players(levels: list[str], players: int, game_no: int, iterations: int) -> list[Player]:
    out: list[Player] = []
    for seat in range(players):
        level = levels[(seat + game_no) % len(levels)]
        seed = game_no * 31 + seat
        hard = level == "hard"
        out.append(HardPlayer(seed, Budget(nodes=iterations)) if hard else make_player(level, seed))
    return out


def play(rules: Rules, players: list[Player], seed: int) -> tuple[int, int, bool, float]:
    """One game: its actions, bouts, whether it ended as the stalemate draw, its CPU seconds."""
    t0 = time.process_time()
    game = Game.new(rules, len(players), seed=seed)
    for s, p in enumerate(players):
        p.notify([e.seen_by(s) for e in game.start_events])
    actions = 0
    while not game.is_over:
        seat = game.to_act
        events = game.apply(players[seat].choose(game.view(seat)))
        actions += 1
        for s, p in enumerate(players):
            p.notify([e.seen_by(s) for e in events])
    assert game.result is not None
    return actions, game.bout_no + 1, game.result.stalled, time.process_time() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--suits", type=int, default=4)
    ap.add_argument("--ranks", type=int, default=9)
    ap.add_argument("--players", default="2,6", help="player counts, comma-separated")
    ap.add_argument("--levels", default="easy,normal", help="levels seated in turn round the table")
    ap.add_argument("--games", type=int, default=10, help="games per player count")
    ap.add_argument("--iterations", type=int, default=100, help="Hard's node budget a move")
    ap.add_argument("--rules", default="transfer=true", help="rule overrides: key=value,key=value")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    d = replace(preset("podkidnoy"), suits=args.suits, ranks=args.ranks).to_dict()
    for kv in filter(None, args.rules.split(",")):
        k, _, v = kv.partition("=")
        d[k.strip()] = _value(v.strip())
    rules = Rules.from_dict(d)
    levels = [s.strip() for s in args.levels.split(",")]
    on = ", ".join(f"{k}={v}" for k, v in d.items() if getattr(preset("podkidnoy"), k) != getattr(rules, k))
    print(
        f"build {build()}: {rules.deck_size} cards ({on}), levels {'/'.join(levels)}"
        + (f", Hard at {args.iterations} iterations" if "hard" in levels else "")
        + f", seeds from {args.seed}"
    )
    for n in (int(x) for x in args.players.split(",")):
        rules.validate(n)
        acts: list[int] = []
        bouts: list[int] = []
        cpu: list[float] = []
        stalled = 0
        for g in range(args.games):
            a, b, s, c = play(rules, seat_players(levels, n, g, args.iterations), args.seed * 1000 + g)
            acts.append(a)
            bouts.append(b)
            cpu.append(c)
            stalled += s
        print(
            f"  {n} players, {args.games} games: actions median {statistics.median(acts):.0f} "
            f"max {max(acts)}; bouts median {statistics.median(bouts):.0f} max {max(bouts)}; "
            f"stalled {stalled}; CPU s/game median {statistics.median(cpu):.2f} max {max(cpu):.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
