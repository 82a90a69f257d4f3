"""The process the SIGKILL test kills: a scripted game on the session layer with the autosave on.

``python tests/save_kill_child.py SEED``: after every action it prints ``<moves> <digest>`` (flushed),
the save having been handed to the writer.  Before the next action it lets the writer finish: at the
table actions come at least a pace apart (0.18 s at the fastest animation), and a write takes some
6 ms, so the save is one action behind at most; here that holds by construction, not by timing.
The test kills it anywhere, also while a write is on its way.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine.match import Match
from game.play.autosave import Autosave
from tests.save_state import digest, new_session, scripted_step


def main(seed: int) -> None:
    session = new_session(seed)
    session.match = Match(session.game.rules, session.game.players)
    autosave = Autosave(session, ("Anna",))
    autosave.save()
    rng = random.Random(seed)
    print(0, digest(session), flush=True)
    while not session.game.is_over:
        autosave.flush()
        scripted_step(session, rng)
        print(len(session.game.history), digest(session), flush=True)
    autosave.flush()
    print("over", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
