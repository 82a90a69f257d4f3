"""The process the SIGTERM test signals: a table played to the move that ends its game, then a real
SIGTERM to itself while the table is still animating that move.

``python tests/game_end_child.py SEED``: prints ``ended <moves> <outcome>`` when the game is over and
``quit`` once the app has left its loop (SDL turns the SIGTERM into a QUIT event) and closed.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App, Options, make_table, quick_config


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def to_the_last_animation(app: App, seed: int) -> Any:
    """A 2-player table played to its end: instant until the deck is gone, then with its animations;
    returned right after the move that ended the game, while the table is still showing it."""
    ctx = app.ctx
    ctx.stack.clear_to(make_table(ctx, quick_config("podkidnoy", seed, players=2, level="easy")))
    table = ctx.stack.top
    table.set_instant()
    deadline = time.monotonic() + 120  # a guard against a hang, not a measure of speed
    while not table.game.is_over:
        assert time.monotonic() < deadline, "the game never ended"
        if table.instant and table.game.deck_size() == 0:
            table.set_instant(False)
        if table.human_can_act() and table.board.idle:
            table.play(table.legal()[0])
        else:
            frames(app)
            time.sleep(0.001)
    # the old path waited for the animations and a pause: nothing of the ending has happened yet
    assert type(ctx.stack.top).__name__ == "TableScene" and ctx.game_over_summary is None
    assert not table.board.idle
    return table


def main(seed: int) -> None:
    app = App(Options(size=(800, 600), fullscreen=False, lang="en"))
    table = to_the_last_animation(app, seed)
    outcome = "durak" if table.session.human_lost() else "win"
    print("ended", len(table.game.history), outcome, flush=True)
    os.kill(os.getpid(), signal.SIGTERM)
    for _ in range(600):
        if not app.ctx.running:
            break
        frames(app)
        time.sleep(0.005)
    assert not app.ctx.running, "the SIGTERM did not end the loop"
    app.close()
    print("quit", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
