"""Command line: replay a record, or write records of random self-play.

python -m game.engine replay RECORD.json [--steps]
python -m game.engine selfplay --preset NAME --players N --games K --seed S --out DIR [--steps]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

from game.ground.oneline import one_line

from .errors import DurakError
from .game import Game
from .record import GameRecord
from .rules import PRESETS, preset


def _error(message: str) -> None:
    # One line whatever the record held (its text is quoted in messages).
    print(f"error: {one_line(message)}", file=sys.stderr)


def _print_state(game: Game, step: int | None = None, action: str | None = None) -> None:
    state = game.state_dict()
    if step is not None:
        state = {"step": step, "action": action, **state}
    print(json.dumps(state, ensure_ascii=False))


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        record = GameRecord.load(args.record)
        game = record.start()
    except DurakError as e:
        _error(str(e))
        return 1
    if args.steps:
        _print_state(game, 0, None)
    for i, action in enumerate(record.actions, 1):
        try:
            game.apply(action)
        except DurakError as e:
            _error(f"action {i} ({action}) is illegal: {e}")
            return 1
        if args.steps:
            _print_state(game, i, str(action))
    if not args.steps:
        print(json.dumps(game.state_dict(), ensure_ascii=False, indent=1))
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    try:
        rules = preset(args.preset)
        rules.validate(args.players)
    except DurakError as e:
        _error(str(e))
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for k in range(args.games):
        seed = args.seed + k
        rng = random.Random(seed)
        game = Game.new(rules, args.players, seed)
        step = 0
        if args.steps:
            _print_state(game, step, None)
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            game.apply(action)
            step += 1
            if args.steps:
                _print_state(game, step, str(action))
        path = out / f"{args.preset}-{args.players}p-{seed}.json"
        GameRecord.of(game).save(path)
        res = game.result
        assert res is not None
        summary = "draw" if res.draw else f"durak {res.durak}" if res.durak is not None else ""
        if res.losing_team is not None:
            summary += f" (team {res.losing_team} loses)"
        print(f"{path}: {step} actions, {summary.strip()}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engine", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay a game record and print the final state as JSON")
    p.add_argument("record")
    p.add_argument("--steps", action="store_true", help="print every intermediate state (JSON lines)")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("selfplay", help="write records of random legal play")
    p.add_argument("--preset", default="podkidnoy", choices=sorted(PRESETS))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True)
    p.add_argument("--steps", action="store_true", help="print every intermediate state (JSON lines)")
    p.set_defaults(func=cmd_selfplay)
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except BrokenPipeError:  # the reader of our output went away (``| head``): nothing to say
        _silence_stdout()
        return 1
    except (OSError, MemoryError, RecursionError) as e:
        # Never a traceback: a file system that fails mid-way or a bug is still one line.
        _error(f"{type(e).__name__}: {e}")
        return 2
    return result


def _silence_stdout() -> None:
    # Python flushes stdout again at exit; pointing it at /dev/null keeps that quiet too.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
