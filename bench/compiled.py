"""Pure against compiled, interleaved: engine games/s and Hard's search iterations/s (CPU time).

    python bench/compiled.py [--rounds R] [--games N] [--iterations I]   (after make compiled)

Each round runs both builds in fresh subprocesses, one after the other, so both see the same
machine load: the pure one with the source tree first on the path, the compiled one with
``build/compiled`` first.  Figures are CPU seconds of the measuring process (``time.process_time``),
the ratio is compiled over pure per round; the best and the range are printed.
1. ``engine``: random 2-player Podkidnoy games, quiet (what a search plays), ``--games`` of them.
2. ``hard``: Hard's search (``hard.search_view``, its own settings, no exact leaves) from the
   opening views of 5 deals, ``--iterations`` iterations each.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMPILED = ROOT / "build" / "compiled"

# The driver is a function (local names, not the module's dict) choosing with random(), not
# randrange(): randrange is several Python calls a move, the same in both builds, and it hid a
# third of the engine's gain (measured in instructions: docs/compiled.md).
ENGINE = """
import random, time
from game.engine import Game, preset
def play(games):
    rules = preset("podkidnoy")
    rnd = random.Random(12345).random
    new = Game.new
    for seed in range(games):
        g = new(rules, 2, seed=seed, quiet=True)
        while not g.is_over:
            acts = g.legal_actions()
            g.apply(acts[int(rnd() * len(acts))])
t0 = time.process_time()
play({games})
print({games} / (time.process_time() - t0))
"""

HARD = """
import random, time
from game.ai.hard import HardPlayer, search_view
from game.ai.heuristics import tables
from game.ai.normal import normal_choice
from game.engine import Game, preset
from game.engine.fast import legal_codes
rules = preset("podkidnoy")
spent = its = 0.0
for s in range(5):
    g = Game.new(rules, 2, seed=1000 + s)
    view = g.view(g.to_act)
    hard = HardPlayer(seed=s)
    t = tables(rules.suits, rules.ranks, view.trump_suit)
    weights = hard.memory.weights(view, t)
    probe = view.sample(random.Random(0))
    codes = dict(zip(probe.legal_actions(), legal_codes(probe)))
    t0 = time.process_time()
    _, n = search_view(view, weights, codes.get(normal_choice(view)), random.Random(s),
                       iterations={iterations}, deadline=None, leaf=None, **hard.search_params())
    spent += time.process_time() - t0
    its += n
print(its / spent)
"""


def run(code: str, compiled: bool) -> float:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if compiled:
        env["PYTHONPATH"] = str(COMPILED)
    check = "from game.engine.build import build; assert build() == {!r}, build()\n".format(
        "compiled" if compiled else "pure"
    )
    # -c puts the working folder first on the path: the source tree for pure, an empty one compiled
    cwd = ROOT if not compiled else COMPILED
    done = subprocess.run(
        [sys.executable, "-c", check + code], cwd=cwd, env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(done.stderr)
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--iterations", type=int, default=3000)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args()
    if not (COMPILED / "build-info.json").is_file():
        raise SystemExit("no compiled build: run make compiled first")
    work = {"engine": ENGINE.format(games=args.games), "hard": HARD.format(iterations=args.iterations)}
    unit = {"engine": "games/s", "hard": "iterations/s"}
    figures: dict[str, dict[str, list[float]]] = {}
    for name, code in work.items():
        pure, comp = [], []
        for _ in range(args.rounds):
            pure.append(run(code, compiled=False))
            comp.append(run(code, compiled=True))
        ratios = [c / p for p, c in zip(pure, comp, strict=True)]
        figures[name] = {"pure": pure, "compiled": comp, "ratio": ratios}
        print(
            f"{name:6} pure {max(pure):8.0f}  compiled {max(comp):8.0f} {unit[name]:12}"
            f"  ratio {min(ratios):.2f}–{max(ratios):.2f}× (best of each {max(comp) / max(pure):.2f}×)",
            flush=True,
        )
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
