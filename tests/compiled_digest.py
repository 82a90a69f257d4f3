"""Digests of games and decisions, to show that the compiled build plays exactly as the pure one.

    python tests/compiled_digest.py [--pure]     # prints {"build": ..., "digests": {...}} as JSON

Random games of every preset (records, final states, events, quiet copies) and whole games of
Hard against Hard at a fixed number of iterations (their moves, so every search decision), each
hashed.  ``--pure`` puts the source tree first on the path, so the pure reference runs whatever
``PYTHONPATH`` says; tests/test_compiled.py compares the two builds with it.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _hash(parts: list[str]) -> str:
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def engine_digests() -> dict[str, str]:
    from game.engine import PRESETS, Game, GameRecord

    out = {}
    for name, rules in PRESETS.items():
        for players in (2, 3, 4):
            if rules.problems(players):
                continue
            parts = []
            for seed in range(4):
                g = Game.new(rules, players, seed=seed)
                quiet = g.copy(quiet=True)
                rng = random.Random(seed)
                events = [repr(e) for e in g.start_events]
                while not g.is_over:
                    acts = g.legal_actions()
                    i = rng.randrange(len(acts))
                    events += [repr(e) for e in g.apply(acts[i])]
                    if not quiet.is_over:  # a quiet game ends at once; a cheating one waits for accepts
                        quiet.apply_index(i)
                parts += [GameRecord.of(g).to_json(), json.dumps(g.state_dict())]
                parts.append(json.dumps(quiet.state_dict()))
                parts += events
            out[f"{name}-{players}p"] = _hash(parts)
    return out


def hard_digests(games: int = 2, iterations: int = 60) -> dict[str, str]:
    from game.ai.budget import Budget
    from game.ai.hard import HardPlayer
    from game.engine import Game, preset

    out = {}
    for name in ("podkidnoy", "perevodnoy"):
        for seed in range(games):
            g = Game.new(preset(name), 2, seed=100 + seed)
            seats = [HardPlayer(seed + p, Budget(nodes=iterations)) for p in range(2)]
            moves = []
            while not g.is_over:
                action = seats[g.to_act].choose(g.view(g.to_act))
                events = g.apply(action)
                for s in seats:
                    s.notify(events)
                moves.append(str(action))
            out[f"hard-{name}-{seed}"] = _hash(moves)
    return out


def digests() -> dict[str, object]:
    from game.engine.build import build

    return {"build": build(), "digests": {**engine_digests(), **hard_digests()}}


if __name__ == "__main__":
    if "--pure" in sys.argv[1:]:
        sys.path.insert(0, str(ROOT))
    print(json.dumps(digests()))
