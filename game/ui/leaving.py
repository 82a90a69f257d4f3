"""Leaving a running game (Quit to menu, closing the window, Alt+F4) asks once; the game is kept for Continue.

The table's keeper says whether a game is running; the question is the ``leave`` scene.  Asked
while the question is already showing (a second Alt+F4), the game leaves without asking again.
"""

from __future__ import annotations

from game.ui.context import AppContext
from game.ui.scene import RunningGame


def running_keeper(ctx: AppContext) -> RunningGame | None:
    """The keeper of a table whose game is still running (None: nothing would be interrupted)."""
    for scene in ctx.scenes():
        keeper = scene.game_keeper()
        if keeper is not None and keeper.running():
            return keeper
    return None


def leave(ctx: AppContext, then: str) -> None:
    """Go to the menu (``then="menu"``) or quit (``"quit"``), asking first when a game is running."""
    top = ctx.stack.top if ctx.stack else None
    if running_keeper(ctx) is None or (top is not None and top.asks_to_leave):
        finish(ctx, then)
        return
    ctx.debug("ui", action="ask_leave", then=then)
    ctx.stack.push(ctx.make_scene("leave", then))


def finish(ctx: AppContext, then: str) -> None:
    """Leave now (the table's keeper waits for the save when the table goes)."""
    if then == "quit":
        keeper = running_keeper(ctx)
        if keeper is not None:
            keeper.flush()
        ctx.quit(0)
    else:
        ctx.to_main_menu()
