#!/usr/bin/env python3
"""Make the puzzle ladder, ``puzzles/ladder.json``, from self-played games (docs/puzzles.md).

    .venv/bin/python tools/make_puzzles.py [--games N] [--want N] [--jobs N] [--out PATH]

Two Normal players play Podkidnoy from seeds 1, 2, …; once the deck is empty, every position where the
player to act leads a bout or must answer one is solved exactly.  A position becomes a puzzle when its
value for that player is a win or a draw, it has a choice (two moves or more) and not every move keeps
the value, and the solver's tree is small enough for the ladder test to check every puzzle quickly.
Of each game at most two positions are kept: those with the fewest winning first moves, then the
largest trees.

Grading: a score from the solver's tree size (log), the share of first moves that keep the value and
the length of the winning line (the player's moves in the solver's line), ranked and cut into four
grades of equal size.  The ladder runs from grade 1 to grade 4, and by score within a grade.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.budget import Budget  # noqa: E402
from game.ai.endgame.solver import solve  # noqa: E402
from game.ai.normal import NormalPlayer  # noqa: E402
from game.engine import Game, Phase, preset  # noqa: E402
from game.play.puzzles import GRADES, Ladder, Puzzle, whole_best, whole_moves  # noqa: E402

PRESET = "podkidnoy"
#: trees above this many nodes are left out: the ladder test solves every puzzle
MAX_NODES = 20_000
#: and below this many a position is too plain to be a puzzle
MIN_NODES = 40
#: the nodes of the solves of every first move together, at most: what the ladder test pays per puzzle
MAX_CHECK_NODES = 20_000
#: puzzles kept of one game at most
PER_GAME = 2


def self_play(seed: int) -> Game:
    """A game of two Normal players from ``seed``, played to its end (its history is the record)."""
    game = Game.new(preset(PRESET), 2, seed)
    players = [NormalPlayer(seed * 2 + s) for s in range(2)]
    for s, p in enumerate(players):
        p.notify([e.seen_by(s) for e in game.start_events])
    while not game.is_over:
        seat = game.to_act
        events = game.apply(players[seat].choose(game.view(seat)))
        for s, p in enumerate(players):
            p.notify([e.seen_by(s) for e in events])
    return game


class TooBig(Exception):
    """A solve ran past its node budget: the position is left out of the ladder."""


def value(game: Game, seat: int) -> int:
    """The exact value for ``seat``; TooBig past :data:`MAX_NODES` (the ladder test solves it too)."""
    sol = solve(game, seat, Budget(nodes=MAX_NODES + 1))
    if not sol.exact:
        raise TooBig
    return sol.value


def winning_line(game: Game, seat: int) -> int:
    """The player's moves in the solver's line from ``game`` to the end."""
    probe = game.copy()
    moves = 0
    while not probe.is_over:
        mover = probe.to_act
        value(probe, mover)  # the line's positions are small: whole_best below stays quick
        _, move = whole_best(probe, mover)
        assert move is not None
        moves += mover == seat
        probe.apply(move)
    return moves


def candidate(seed: int, game: Game, upto: int) -> Puzzle | None:
    """The puzzle at the position after ``upto`` actions of ``game``'s history, if it is one."""
    pos = Game.new(preset(PRESET), 2, seed)
    for a in game.history[:upto]:
        pos.apply(a)
    if pos.deck or pos.is_over or pos.lead_cards or pos.phase not in (Phase.LEAD, Phase.DEFEND):
        return None
    seat = pos.to_act
    moves = whole_moves(pos)
    if len(moves) < 2:
        return None
    sol = solve(pos, seat, Budget(nodes=MAX_NODES + 1))
    if not sol.exact or sol.value < 0 or not MIN_NODES <= sol.nodes <= MAX_NODES:
        return None
    answers = []
    check = 0
    try:
        for m in moves:
            child = pos.copy()
            child.apply(m)
            found = solve(child, seat, Budget(nodes=MAX_CHECK_NODES - check + 1))
            check += found.nodes
            if not found.exact or check > MAX_CHECK_NODES:
                return None
            if found.value == sol.value:
                answers.append(m)
        if len(answers) == len(moves):
            return None
        line = winning_line(pos, seat)
    except TooBig:
        return None
    goal = "draw" if sol.value == 0 else "win" if pos.phase == Phase.LEAD else "survive"
    return Puzzle(
        id="",
        grade=1,
        goal=goal,
        preset=PRESET,
        seed=seed,
        actions=tuple(str(a) for a in game.history[:upto]),
        value=sol.value,
        answers=tuple(str(a) for a in answers),
        nodes=sol.nodes,
        line=line,
    )


def from_game(seed: int) -> list[Puzzle]:
    game = self_play(seed)
    replay = Game.new(preset(PRESET), 2, seed)
    found: list[Puzzle] = []
    for i, a in enumerate(game.history):
        if not replay.deck and not replay.lead_cards and replay.phase in (Phase.LEAD, Phase.DEFEND):
            p = candidate(seed, game, i)
            if p is not None:
                found.append(p)
        replay.apply(a)
    return sorted(found, key=lambda p: (len(p.answers), -p.nodes))[:PER_GAME]


def score(p: Puzzle, choices: int) -> float:
    return math.log(p.nodes) + 3.0 * (1 - len(p.answers) / choices) + 0.5 * p.line


def grade(found: list[tuple[Puzzle, int]]) -> Ladder:
    ranked = sorted(found, key=lambda pc: (score(*pc), pc[0].seed))
    out = []
    per = math.ceil(len(ranked) / len(GRADES))
    for i, (p, _) in enumerate(ranked):
        g = GRADES[min(i // per, len(GRADES) - 1)]
        out.append(replace(p, id=f"{i + 1:03d}", grade=g))
    return Ladder(tuple(out))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000, help="self-played games at most")
    ap.add_argument("--want", type=int, default=400, help="puzzles to make (at least 366: a year of days)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    ap.add_argument("--out", type=Path, default=ROOT / "puzzles" / "ladder.json")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    found: list[tuple[Puzzle, int]] = []
    seed = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for seed, puzzles in enumerate(pool.imap(from_game, range(1, args.games + 1)), 1):
            found += [(p, len(whole_moves(p.start()))) for p in puzzles]
            if seed % 50 == 0:
                took = time.perf_counter() - start
                print(f"{seed} games, {len(found)} puzzles, {took:.0f} s", file=sys.stderr)
            if len(found) >= args.want:
                pool.terminate()
                break
    ladder = grade(found)
    import json

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(ladder.to_dict(), indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = {g: len(ladder.grade(g)) for g in GRADES}
    goals = {g: sum(p.goal == g for p in ladder.puzzles) for g in ("win", "draw", "survive")}
    print(
        f"{len(ladder.puzzles)} puzzles from {seed} games in {time.perf_counter() - start:.0f} s; "
        f"grades {counts}; goals {goals}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
